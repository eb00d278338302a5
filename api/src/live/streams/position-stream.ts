// The one way out for positions: every view of a gather's positions — `livePositions` (shared
// bytes on graphql-ws, or per viewer through Yoga), `participantLocationUpdated` and the raw /ws —
// is a member of this stream. The viewers of a gather on this instance who asked for the same
// shape share one pub/sub listener, and each batch of new positions (and sequenced deletions) is
// rendered once and the same bytes are written to each; `follow` hands the batches themselves to
// the views that render per viewer. One freshness check: a group passes on a person's event only
// if its sequence is higher than the last it passed, and a viewer's snapshot sets its floor. One
// access check per event: access is decided per viewer at the start (watch.service.ts) and then
// followed by live-access.ts, so a push costs a flag read. Events arriving within `windowMs` of
// the last batch go out together as one message (the first after a quiet spell goes at once, with
// whatever else arrived in the same turn of the event loop).
import { Repeater } from '@graphql-yoga/subscription'
import type { Actor } from '../../core/actor.js'
import type { Logger } from '../../core/logger.js'
import type { Metrics } from '../../core/metrics.js'
import type { AppPubSub, LivePositionEvent } from '../../core/realtime/pubsub.js'
import { AccessEndedError } from '../../gathers/policy.js'
import type { Arrivals } from '../arrivals/arrivals.service.js'
import { createFlushTimers } from '../flush-timers.js'
import type { PositionStore } from '../position-store.service.js'
import type { LiveAccess, Watch } from './live-access.js'
import { sharedPositions } from './position-snapshot.js'
import { startWatch, type WatchServices } from './watch.service.js'

/** What a viewer is sent: their snapshot (again, newer ones only, after a Redis drop) or new events. */
export interface PositionsBatch {
  snapshot: boolean
  positions: LivePositionEvent[]
}

/** Turns a batch into the payload every viewer of the shape gets (the same for each of them). */
export type RenderPositions = (batch: PositionsBatch) => string | Promise<string>

/** How a view takes its batches: rendered once for all (`render`), or as they are (null). */
export interface PositionsShape {
  key: string
  render: RenderPositions | null
}

export type WritePositions = (payload: RenderedPositions | null, batch: PositionsBatch) => void

/** A rendered batch: its text, and its UTF-8 bytes, encoded once for all the viewers it goes to. */
export class RenderedPositions {
  #bytes: Buffer | undefined
  constructor(readonly text: string) {}
  get bytes() {
    this.#bytes ??= Buffer.from(this.text)
    return this.#bytes
  }
}

interface Member {
  watch: Watch
  write: WritePositions
  /** Positions of its snapshot not yet passed by a newer one: older or equal ones are not sent. */
  floor: Map<string, number> | null
  /** Until its snapshot went out: the batches the others were sent meanwhile. */
  early: LivePositionEvent[] | null
  /** Left or stopped: nothing more is written. */
  gone: boolean
  stop(error?: Error): void
}

interface Group {
  meetupId: string
  key: string
  render: RenderPositions | null
  members: Set<Member>
  /** The highest sequence per person this group's stream passed on. */
  given: Map<string, number>
  /** New events waiting for the window to close (a flush is due while there are some). */
  pending: LivePositionEvent[]
  lastSent: number
  /** Every write of the group, in order (a render may be async). */
  queue: Promise<void>
  /** Viewers waiting for a snapshot read that starts after they listened. */
  snapshotWaiters: Member[]
  reading: boolean
  close(): void
}

export function createPositionStream(deps: {
  pubSub: AppPubSub
  liveAccess: LiveAccess
  metrics: Metrics
  logger: Logger
  windowMs: number
  positionStore: PositionStore
  arrivals?: Arrivals
}) {
  const groups = new Map<string, Group>()
  // Every group's flushes on a few shared timers: a slot of a quarter window at most delays one.
  const timers = createFlushTimers(Math.max(1, Math.ceil(deps.windowMs / 4)))

  const enqueue = (group: Group, task: () => Promise<void> | void) => {
    group.queue = group.queue.then(task).catch((error) => {
      deps.logger.error({ err: error, meetupId: group.meetupId }, 'position stream failed')
    })
  }

  /** Drops what the viewer already has from its snapshot; forgets the floor once passed. */
  const unseen = (member: Member, positions: LivePositionEvent[]) => {
    const floor = member.floor
    if (!floor) return positions
    const kept = positions.filter((p) => {
      const held = floor.get(p.participantId)
      if (held === undefined) return true
      if (held >= p.sequence) return false
      floor.delete(p.participantId)
      return true
    })
    if (floor.size === 0) member.floor = null
    return kept
  }

  const render = async (group: Group, batch: PositionsBatch) =>
    group.render ? new RenderedPositions(await group.render(batch)) : null

  /** One render for everyone who needs exactly this batch; its own for a viewer whose snapshot holds part of it. */
  async function send(group: Group, batch: PositionsBatch, members: Iterable<Member>) {
    let shared: RenderedPositions | null | undefined
    for (const member of members) {
      if (member.gone || member.watch.ended) continue
      const positions = unseen(member, batch.positions)
      if (positions.length === 0) continue
      const own = positions.length === batch.positions.length ? batch : { snapshot: batch.snapshot, positions }
      let payload: RenderedPositions | null
      if (own === batch) {
        shared ??= await render(group, batch)
        payload = shared
      } else payload = await render(group, own)
      if (!member.gone && !member.watch.ended) member.write(payload, own)
    }
  }

  function flush(group: Group) {
    timers.cancel(group)
    group.lastSent = performance.now()
    const positions = group.pending.splice(0)
    if (positions.length === 0) return
    enqueue(group, async () => {
      const live: Member[] = []
      for (const member of group.members) {
        if (member.early) member.early.push(...positions)
        else live.push(member)
      }
      await send(group, { snapshot: false, positions }, live)
    })
  }

  function arrived(group: Group, positions: LivePositionEvent[]) {
    for (const p of positions) {
      if ((group.given.get(p.participantId) ?? 0) >= p.sequence) continue
      group.given.set(p.participantId, p.sequence)
      group.pending.push(p)
    }
    if (group.pending.length === 0 || timers.pending(group)) return
    // After a quiet spell: at the end of this turn of the event loop, with whatever else it brings.
    timers.schedule(group, group.lastSent + deps.windowMs - performance.now(), () => flush(group))
  }

  /** Reads the snapshot once for every viewer that listened before the read started. */
  function readSnapshots(group: Group) {
    if (group.reading || group.snapshotWaiters.length === 0) return
    group.reading = true
    const waiting = group.snapshotWaiters.splice(0)
    const read = sharedPositions(deps.positionStore, group.meetupId, deps.arrivals).then(
      (all) =>
        enqueue(group, async () => {
          const snapshot = { snapshot: true, positions: all }
          const payload = await render(group, snapshot)
          for (const member of waiting) {
            if (member.gone || member.watch.ended) continue
            member.floor = new Map(all.map((p) => [p.participantId, p.sequence]))
            member.write(payload, snapshot)
            const early = member.early ?? []
            member.early = null
            if (early.length) await send(group, { snapshot: false, positions: early }, [member])
            deps.liveAccess.listening(member.watch)
          }
        }),
      (error) => {
        for (const member of waiting) member.stop(error as Error)
      },
    )
    void read.finally(() => {
      group.reading = false
      readSnapshots(group)
    })
  }

  function open(meetupId: string, key: string, render: RenderPositions | null): Group {
    const id = `${meetupId}\u0000${key}`
    const existing = groups.get(id)
    if (existing) return existing
    const source = deps.pubSub.subscribe('participantLocationUpdated', meetupId)[Symbol.asyncIterator]()
    let closed = false
    const group: Group = {
      meetupId,
      key,
      render,
      members: new Set(),
      given: new Map(),
      pending: [],
      lastSent: Number.NEGATIVE_INFINITY,
      queue: Promise.resolve(),
      snapshotWaiters: [],
      reading: false,
      close() {
        closed = true
        timers.cancel(group)
        groups.delete(id)
        stopCatchingUp()
        void source.return?.()
      },
    }
    groups.set(id, group)
    // The first pull puts the listener in place; `liveAccess.ready` then says when it hears all instances.
    let pull = source.next()
    void (async () => {
      for (;;) {
        const { value, done } = await pull
        if (done || closed) return
        arrived(group, value)
        pull = source.next()
      }
    })().catch((error) => {
      for (const member of [...group.members]) member.stop(error as Error)
    })
    // Back from a Redis drop: whatever was published meanwhile is read from the database.
    const stopCatchingUp = deps.liveAccess.onResubscribed(() => {
      sharedPositions(deps.positionStore, meetupId, deps.arrivals).then(
        (all) => {
          const newer = all.filter((p) => (group.given.get(p.participantId) ?? 0) < p.sequence)
          for (const p of newer) group.given.set(p.participantId, p.sequence)
          if (newer.length === 0 || closed) return
          flush(group)
          enqueue(group, async () => {
            const live = [...group.members].filter((m) => {
              if (m.early) m.early.push(...newer)
              return !m.early
            })
            await send(group, { snapshot: true, positions: newer }, live)
          })
        },
        (error) => {
          for (const member of [...group.members]) member.stop(error as Error)
        },
      )
    })
    return group
  }

  /**
   * Starts a viewer's positions, written with `write`; refused like any read of the gather (401,
   * 403, 404, AccessEndedError). Resolves once it listens with `done`, which settles when the
   * stream ends: rejected with AccessEndedError when access ends. `leave` ends it from the
   * viewer's side. `key` names the shape: viewers with the same key share `render` (the first one's).
   */
  async function join(
    actor: Actor<WatchServices>,
    meetupKey: unknown,
    shape: PositionsShape,
    write: WritePositions,
  ): Promise<{ meetupId: string; done: Promise<void>; leave(): void }> {
    let member: Member | undefined
    // Access is followed from here on; until the member exists, `member.watch.ended` below says it ended.
    const watch = await startWatch(actor, meetupKey, (reason) => member?.stop(new AccessEndedError(reason)))
    const meetup = { id: watch.meetupId }
    let settle: (error?: Error) => void = () => {}
    const done = new Promise<void>((resolve, reject) => {
      settle = (error) => (error ? reject(error) : resolve())
    })
    done.catch(() => {})
    let group: Group | undefined
    const open_ = deps.metrics.subscriptions
    let counted = false
    const joined: Member = {
      watch,
      write,
      floor: null,
      early: [],
      gone: false,
      stop(error) {
        joined.gone = true
        deps.liveAccess.remove(watch)
        if (group?.members.delete(joined) && group.members.size === 0) group.close()
        if (counted) open_.dec({ kind: 'gather' })
        counted = false
        settle(error)
      },
    }
    member = joined
    group = open(meetup.id, shape.key, shape.render)
    group.members.add(joined)
    open_.inc({ kind: 'gather' })
    counted = true
    try {
      if (watch.ended) throw new AccessEndedError(watch.ended)
      await deps.liveAccess.ready('participantLocationUpdated', meetup.id)
      if (watch.ended) throw new AccessEndedError(watch.ended)
    } catch (error) {
      joined.stop()
      throw error
    }
    // Read after listening: a position saved meanwhile is in the snapshot, the stream, or both.
    group.snapshotWaiters.push(joined)
    readSnapshots(group)
    return { meetupId: meetup.id, done, leave: () => joined.stop() }
  }

  /**
   * The batches themselves, for a view that renders per viewer: refused and ended as `join`;
   * resolves once it listens, the snapshot first.
   */
  async function follow(
    actor: Actor<WatchServices>,
    meetupKey: unknown,
  ): Promise<{ meetupId: string; events: AsyncIterableIterator<PositionsBatch> }> {
    // Until the consumer's first pull starts the repeater, batches wait here.
    const early: PositionsBatch[] = []
    let give = (batch: PositionsBatch) => void early.push(batch)
    const joined = await join(actor, meetupKey, asTheyAre, (_payload, batch) => give(batch))
    const events = new Repeater<PositionsBatch>(async (push, stop) => {
      give = (batch) => void push(batch).catch(() => {})
      for (const batch of early.splice(0)) give(batch)
      joined.done.then(() => stop(), stop)
      await stop
      joined.leave()
    })
    // Returned before its first pull (the socket went away meanwhile): nothing else would leave.
    const giveUp = events.return.bind(events)
    events.return = (value) => {
      joined.leave()
      return giveUp(value)
    }
    return { meetupId: joined.meetupId, events }
  }

  return {
    join,
    follow,
    /** Open groups (gather and shape) and their viewers, for the tests and the metrics. */
    size: () => ({ groups: groups.size, members: [...groups.values()].reduce((n, g) => n + g.members.size, 0) }),
  }
}

export type PositionStream = ReturnType<typeof createPositionStream>

/** The views that render per viewer share one group per gather. */
const asTheyAre: PositionsShape = { key: '\u0000batches', render: null }
