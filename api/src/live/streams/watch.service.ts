// The live streams of a gather, owned here for both faces (graphql-ws and the raw /ws): access is
// checked at the start, then followed (live-access.ts) so that the stream ends the moment it
// ends, with the reason. A stream is ready only once it listens (Redis acknowledged). Positions
// are the position stream's (position-stream.ts), which starts each of its viewers here; this
// serves the people's and the gather's changes. Per pushed event the cost is reading `watch.ended`.
import { Repeater } from '@graphql-yoga/subscription'
import type { Actor } from '../../core/actor.js'
import { requireViewer } from '../../core/actor.js'
import type { Services } from '../../core/context.js'
import { NotFoundError } from '../../core/errors.js'
import type { PubSubEvents } from '../../core/realtime/pubsub.js'
import {
  AccessEndedError,
  authorize,
  forbidden,
  gatherIdOf,
  gatherRules,
  loadGatherAccessSql,
  watchEndReason,
} from '../../gathers/policy.js'
import type { Arrivals } from '../arrivals/arrivals.service.js'
import { type LiveAccess, liveAccessEvents, type Watch } from './live-access.js'

/** A watch follows the viewer's access (liveAccess); positions are read with their ETAs. */
export type WatchServices = Services & { liveAccess: LiveAccess; arrivals: Arrivals }

export type WatchTopic = 'participantChanged' | 'meetupUpdated'

export type WatchEvent<T extends WatchTopic> = { [K in T]: { topic: K; event: PubSubEvents[K][1] } }[T]

/**
 * The start of every live stream of a gather (watchMeetup and the position stream): follows the
 * viewer's access first, then checks it with one read, so that a removal between the two is not
 * missed. Refused like any read (401, 404, 403) or with AccessEndedError, the watch released;
 * otherwise the returned watch is followed until `liveAccess.remove`, and `onEnd` says when it ends.
 */
export async function startWatch(
  actor: Actor<WatchServices>,
  meetupKey: unknown,
  onEnd: Watch['onEnd'],
): Promise<Watch> {
  const viewer = requireViewer(actor.viewer)
  const meetupId = await gatherIdOf(meetupKey, 'Gathering not found')
  const { liveAccess } = actor.services
  const watch: Watch = {
    meetupId,
    userId: viewer.id,
    sessionTokenHash: actor.sessionTokenHash ?? null,
    ended: null,
    onEnd,
  }
  liveAccess.add(watch)
  try {
    const access = await loadGatherAccessSql(viewer, meetupId)
    if (!access) throw new NotFoundError('Gathering not found')
    liveAccess.ends(meetupId, access.meetup.expirationTime)
    const reason = watch.ended ?? watchEndReason(access, actor.now())
    if (reason) throw new AccessEndedError(reason)
    authorize(gatherRules.canSeePositions(access), forbidden('Only participants see live positions'))
  } catch (error) {
    liveAccess.remove(watch)
    throw error
  }
  return watch
}

/**
 * Streams the gather's events on `topics` to a signed-in participant who is in it. Refused at
 * the start like any read (401, 403, 404, or AccessEndedError for the removed, the declined and
 * an ended gather); afterwards the stream throws AccessEndedError when access ends. Resolves once
 * the stream listens (on every instance's publishes).
 */
export async function watchMeetup<T extends WatchTopic>(
  actor: Actor<WatchServices>,
  meetupKey: unknown,
  topics: readonly T[],
): Promise<{ meetupId: string; events: AsyncIterableIterator<WatchEvent<T>> }> {
  const { liveAccess, pubSub } = actor.services
  let stopStream: ((error: Error) => void) | undefined
  const watch = await startWatch(actor, meetupKey, (reason) => stopStream?.(new AccessEndedError(reason)))
  const meetupId = watch.meetupId
  const sources = topics.map((topic) =>
    (pubSub.subscribe as (topic: WatchTopic, id: string) => AsyncIterable<PubSubEvents[T][1]>)(topic, meetupId)[
      Symbol.asyncIterator
    ](),
  )
  // The first pull puts each listener in place; what arrives from now on waits in its buffer.
  const firstPulls = sources.map((source) => source.next())
  const abandon = () => {
    liveAccess.remove(watch)
    for (const source of sources) void source.return?.()
  }
  try {
    await Promise.all(topics.map((topic) => liveAccess.ready(topic, meetupId)))
    if (watch.ended) throw new AccessEndedError(watch.ended)
  } catch (error) {
    abandon()
    throw error
  }
  const events = new Repeater<WatchEvent<T>>(async (push, stop) => {
    const open = actor.services.metrics.subscriptions
    open.inc({ kind: 'gather' })
    stopStream = (error) => stop(error)
    if (watch.ended) stop(new AccessEndedError(watch.ended))
    sources.forEach((source, i) => {
      void (async () => {
        let pull = firstPulls[i] as Promise<IteratorResult<PubSubEvents[T][1]>>
        for (;;) {
          const { value, done } = await pull
          if (done || watch.ended) return
          await push({ topic: topics[i] as T, event: value } as WatchEvent<T>).catch(() => {})
          pull = source.next()
        }
      })().catch((error) => stop(error))
    })
    liveAccess.listening(watch)
    await stop
    open.dec({ kind: 'gather' })
    abandon()
  })
  // Returned before its first pull (the socket went away meanwhile): nothing else would let go.
  const giveUp = events.return.bind(events)
  events.return = (value) => {
    abandon()
    return giveUp(value)
  }
  return { meetupId, events }
}

/**
 * Any other stream of a signed-in person (their groups, keyed by `key`): it ends when their
 * session ends.
 */
export function endsWithSession<T>(
  actor: Actor<WatchServices>,
  key: string,
  source: AsyncIterable<T>,
): AsyncIterableIterator<T> {
  const viewer = requireViewer(actor.viewer)
  return new Repeater<T>(async (push, stop) => {
    const open = actor.services.metrics.subscriptions
    open.inc({ kind: 'account' })
    const release = actor.services.liveAccess.holdSession({
      tokenHash: actor.sessionTokenHash ?? null,
      userId: viewer.id,
      onEnd: (reason) => stop(new AccessEndedError(reason)),
    })
    const iterator = source[Symbol.asyncIterator]()
    void (async () => {
      for (;;) {
        const { value, done } = await iterator.next()
        if (done) return stop()
        await push(value)
      }
    })().catch((error) => stop(error))
    liveAccessEvents.emit('watching', key, viewer.id)
    await stop
    open.dec({ kind: 'account' })
    release()
    void iterator.return?.()
  })
}
