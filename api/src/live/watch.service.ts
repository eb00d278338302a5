// The live streams of a gather, owned here for both faces (graphql-ws and the raw /ws): access is
// checked at the start, then followed (live-access.ts) so that the stream ends the moment it
// ends, with the reason. Per pushed event the only cost is reading `watch.ended`.
import { Repeater } from 'graphql-yoga'
import type { Actor } from '../actor.js'
import {
  AccessEndedError,
  authorize,
  findMeetupByKey,
  forbidden,
  gatherRules,
  loadGatherAccess,
  requireViewer,
  watchEndReason,
} from '../gathers/access.js'
import type { PubSubEvents } from '../realtime/pubsub.js'
import { liveAccessEvents, type Watch } from './live-access.js'

export type WatchTopic = 'participantLocationUpdated' | 'participantChanged' | 'meetupUpdated'
export type WatchEvent<T extends WatchTopic> = { [K in T]: { topic: K; event: PubSubEvents[K][1] } }[T]

/**
 * Streams the gather's events on `topics` to a signed-in participant who is in it. Refused at
 * the start like any read (401, 403, 404, or AccessEndedError for the removed, the declined and
 * an ended gather); afterwards the stream throws AccessEndedError when access ends.
 */
export async function watchMeetup<T extends WatchTopic>(
  actor: Actor,
  meetupKey: unknown,
  topics: readonly T[],
): Promise<{ meetupId: string; events: AsyncIterableIterator<WatchEvent<T>> }> {
  const viewer = requireViewer(actor.viewer)
  const meetup = await findMeetupByKey(meetupKey, 'Gathering not found')
  const { liveAccess, pubSub } = actor.services
  let stopStream: ((error: Error) => void) | undefined
  const watch: Watch = {
    meetupId: meetup.id,
    userId: viewer.id,
    sessionTokenHash: actor.sessionTokenHash ?? null,
    ended: null,
    onEnd: (reason) => stopStream?.(new AccessEndedError(reason)),
  }
  // Follow access first, then check it: a removal between the two is not missed.
  liveAccess.add(watch, meetup)
  const sources = topics.map((topic) =>
    (pubSub.subscribe as (topic: WatchTopic, id: string) => AsyncIterable<PubSubEvents[T][1]>)(topic, meetup.id)[
      Symbol.asyncIterator
    ](),
  )
  const abandon = () => {
    liveAccess.remove(watch)
    for (const source of sources) void source.return?.()
  }
  try {
    const access = await loadGatherAccess(viewer, meetup)
    const reason = watch.ended ?? watchEndReason(access, actor.now())
    if (reason) throw new AccessEndedError(reason)
    authorize(gatherRules.canSeePositions(access), forbidden('Only participants see live positions'))
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
        for (;;) {
          const { value, done } = await source.next()
          if (done || watch.ended) return
          await push({ topic: topics[i], event: value } as WatchEvent<T>)
        }
      })()
    })
    liveAccess.listening(watch)
    await stop
    open.dec({ kind: 'gather' })
    abandon()
  })
  return { meetupId: meetup.id, events }
}

/**
 * Any other stream of a signed-in person (their groups, keyed by `key`): it ends when their
 * session ends.
 */
export function endsWithSession<T>(actor: Actor, key: string, source: AsyncIterable<T>): AsyncIterableIterator<T> {
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
    })()
    liveAccessEvents.emit('watching', key, viewer.id)
    await stop
    open.dec({ kind: 'account' })
    release()
    void iterator.return?.()
  })
}
