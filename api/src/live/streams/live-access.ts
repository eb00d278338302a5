// Keeps the access of every open live stream of this instance current, so that a stream ends the
// moment its viewer's access ends — removed, declined, gather ended or deleted, session ended on
// any instance, account deleted — without a database read per pushed event: the facts arrive on
// the pub/sub (participantChanged, meetupUpdated, sessionsChanged) and set a flag on the watch,
// and a timer per gather fires at its end. A push then costs one field read (`watch.ended`).
import { EventEmitter } from 'node:events'
import { prisma } from '../../core/db.js'
import type { Logger } from '../../core/logger.js'
import type { AppPubSub, AppPubSubHandle } from '../../core/realtime/pubsub.js'
import { type AccessEndReason, isEnded } from '../../gathers/policy.js'

export interface Watch {
  readonly meetupId: string
  readonly userId: string
  readonly sessionTokenHash: string | null
  /** Null while access lasts; why it ended otherwise. Read before every push. */
  ended: AccessEndReason | null
  /** Called once, when access ends. */
  onEnd(reason: AccessEndReason): void
}

interface SessionHolder {
  tokenHash: string | null
  userId: string
  onEnd(reason: AccessEndReason): void
}

interface GatherWatches {
  watches: Set<Watch>
  timer?: NodeJS.Timeout
  /** Its end was read after it was followed (by a stream's start or a change): the timer is current. */
  armed: boolean
  stop(): void
}

/** Fires 'watching' (meetup or group id, userId) once a stream listens: tests wait for it, never sleep. */
export const liveAccessEvents = new EventEmitter()
liveAccessEvents.setMaxListeners(0)

/** setTimeout's limit (about 24.8 days): later ends re-arm. */
const maxTimerMs = 2 ** 31 - 1
const endedSessionsKept = 10_000

export function createLiveAccess(deps: {
  pubSub: AppPubSub
  logger: Logger
  /** When a topic listens, and when the instance listens again after a Redis drop (Redis only). */
  realtime?: Pick<AppPubSubHandle, 'listening' | 'onResubscribed'>
}) {
  const gathers = new Map<string, GatherWatches>()
  const holders = new Set<SessionHolder>()
  /** Sessions that ended lately: a stream starting with one ends at once. */
  const endedSessions = new Set<string>()

  const drain = <T>(iterator: AsyncIterator<T>, handle: (value: T) => unknown) => {
    void (async () => {
      for (;;) {
        const { value, done } = await iterator.next()
        if (done) return
        try {
          await handle(value)
        } catch (error) {
          deps.logger.error({ err: error }, 'live access update failed')
        }
      }
    })()
  }

  function end(watch: Watch, reason: AccessEndReason) {
    if (watch.ended) return
    watch.ended = reason
    release(watch)
    watch.onEnd(reason)
  }

  const endWhere = (meetupId: string, reason: AccessEndReason, which: (w: Watch) => boolean = () => true) => {
    for (const watch of [...(gathers.get(meetupId)?.watches ?? [])]) if (which(watch)) end(watch, reason)
  }

  function armEnd(meetupId: string, entry: GatherWatches, expirationTime: Date | null) {
    entry.armed = true
    clearTimeout(entry.timer)
    entry.timer = undefined
    if (!expirationTime) return
    if (isEnded({ expirationTime })) return endWhere(meetupId, 'ended')
    const wait = expirationTime.getTime() - Date.now()
    entry.timer = setTimeout(() => armEnd(meetupId, entry, expirationTime), Math.min(wait, maxTimerMs))
    entry.timer.unref()
  }

  /** The gather changed: its end may have moved, or it is gone. One read per change, not per push. */
  async function refresh(meetupId: string) {
    const entry = gathers.get(meetupId)
    if (!entry) return
    const meetup = await prisma().meetup.findUnique({ where: { id: meetupId }, select: { expirationTime: true } })
    if (!meetup) return endWhere(meetupId, 'ended')
    armEnd(meetupId, entry, meetup.expirationTime)
  }

  function follow(meetupId: string): GatherWatches {
    const existing = gathers.get(meetupId)
    if (existing) return existing
    const people = deps.pubSub.subscribe('participantChanged', meetupId)[Symbol.asyncIterator]()
    const changes = deps.pubSub.subscribe('meetupUpdated', meetupId)[Symbol.asyncIterator]()
    const entry: GatherWatches = {
      watches: new Set(),
      armed: false,
      stop() {
        clearTimeout(entry.timer)
        void people.return?.()
        void changes.return?.()
      },
    }
    gathers.set(meetupId, entry)
    drain(people, (event) => {
      if (!event.userId) return
      if (event.kind === 'removed') endWhere(meetupId, 'removed', (w) => w.userId === event.userId)
      if (event.kind === 'invitation' && event.invitationStatus === 'declined') {
        endWhere(meetupId, 'declined', (w) => w.userId === event.userId)
      }
    })
    drain(changes, (event) => (event.ended ? endWhere(meetupId, 'ended') : refresh(meetupId)))
    return entry
  }

  function release(watch: Watch) {
    const entry = gathers.get(watch.meetupId)
    if (!entry?.watches.delete(watch) || entry.watches.size > 0) return
    entry.stop()
    gathers.delete(watch.meetupId)
  }

  /** Ends the session's streams first (each reports why), then tells the holders (sockets). */
  function endSessions(which: (s: { tokenHash: string | null; userId: string }) => boolean, reason: AccessEndReason) {
    for (const entry of [...gathers.values()]) {
      for (const watch of [...entry.watches])
        if (which({ tokenHash: watch.sessionTokenHash, userId: watch.userId })) end(watch, reason)
    }
    for (const holder of [...holders]) {
      if (!which(holder)) continue
      holders.delete(holder)
      holder.onEnd(reason)
    }
  }

  const sessions = deps.pubSub.subscribe('sessionsChanged')[Symbol.asyncIterator]()
  drain(sessions, async (change) => {
    const { tokenHash, userId } = change
    if (tokenHash) {
      endedSessions.add(tokenHash)
      if (endedSessions.size > endedSessionsKept) endedSessions.delete(endedSessions.values().next().value as string)
      endSessions((s) => s.tokenHash === tokenHash, 'signed-out')
    }
    if (!userId) return
    const here =
      [...holders].some((h) => h.userId === userId) ||
      [...gathers.values()].some((e) => [...e.watches].some((w) => w.userId === userId))
    if (!here) return
    // A profile change announces the person too: only a deleted account ends their streams.
    const exists = await prisma().user.findUnique({ where: { id: userId }, select: { id: true } })
    if (!exists) endSessions((s) => s.userId === userId, 'account-deleted')
  })

  return {
    /** Starts tracking a stream's access, before its start reads it (then `ends` gives the gather's end). */
    add(watch: Watch) {
      if (watch.sessionTokenHash && endedSessions.has(watch.sessionTokenHash)) return end(watch, 'signed-out')
      follow(watch.meetupId).watches.add(watch)
    },
    /**
     * The gather's end as a stream's start read it after `add`: arms the timer unless an earlier
     * read (a start, or a change since) already did, which is as fresh or fresher.
     */
    ends(meetupId: string, expirationTime: Date | null) {
      const entry = gathers.get(meetupId)
      if (entry && !entry.armed) armEnd(meetupId, entry, expirationTime)
    },
    remove: release,
    /** Resolves once this instance receives the gather's `topic` (its listener is in place). */
    ready: (topic: 'participantLocationUpdated' | 'participantChanged' | 'meetupUpdated', meetupId: string) =>
      deps.realtime?.listening(topic, meetupId) ?? Promise.resolve(),
    /** Calls `listener` whenever this instance listens again after a Redis drop; returns the off switch. */
    onResubscribed: (listener: () => void) => deps.realtime?.onResubscribed(listener) ?? (() => {}),
    /** Announces that a stream now listens (after its pub/sub subscription is in place). */
    listening(watch: Watch) {
      deps.logger.debug({ meetupId: watch.meetupId }, 'live stream listening')
      liveAccessEvents.emit('watching', watch.meetupId, watch.userId)
    },
    /** Calls `onEnd` once when this session ends on any instance; returns the release. */
    holdSession(holder: SessionHolder) {
      if (holder.tokenHash && endedSessions.has(holder.tokenHash)) {
        queueMicrotask(() => holder.onEnd('signed-out'))
        return () => {}
      }
      holders.add(holder)
      return () => holders.delete(holder)
    },
    close() {
      void sessions.return?.()
      for (const entry of gathers.values()) entry.stop()
      gathers.clear()
      holders.clear()
    },
  }
}

export type LiveAccess = ReturnType<typeof createLiveAccess>

/** Resolves once `userId` has `count` more live streams of `meetupId` (or a group) listening here. */
export function whenWatching(meetupId: string, userId: string, count = 1): Promise<void> {
  let left = count
  return new Promise((resolve) => {
    const check = (m: string, u: string) => {
      if (m !== meetupId || u !== userId || --left > 0) return
      liveAccessEvents.off('watching', check)
      resolve()
    }
    liveAccessEvents.on('watching', check)
  })
}
