// A gather's end needs no event to end its streams: the first read after a stream starts
// following the gather (startWatch) arms a timer for it. Fake timers: the end is an instant.
import { afterEach, expect, it, vi } from 'vitest'
import { createLogger } from '../src/core/logger.js'
import { createAppPubSub } from '../src/core/realtime/pubsub.js'
import type { AccessEndReason } from '../src/gathers/policy.js'
import { createLiveAccess, type Watch } from '../src/live/streams/live-access.js'

afterEach(() => {
  vi.useRealTimers()
})

function watchOf(meetupId: string, userId: string) {
  const ended: AccessEndReason[] = []
  const watch: Watch = { meetupId, userId, sessionTokenHash: null, ended: null, onEnd: (reason) => ended.push(reason) }
  return { watch, ended }
}

it('ends every stream of a gather at the end its first start read, with "ended"', () => {
  vi.useFakeTimers()
  const liveAccess = createLiveAccess({ pubSub: createAppPubSub().pubSub, logger: createLogger('silent') })
  const femi = watchOf('gather-1', 'femi')
  const olga = watchOf('gather-1', 'olga')
  const other = watchOf('gather-2', 'femi')
  liveAccess.add(femi.watch)
  liveAccess.ends('gather-1', new Date(Date.now() + 60_000))
  liveAccess.add(olga.watch)
  liveAccess.ends('gather-1', new Date(Date.now() + 60_000))
  liveAccess.add(other.watch)
  liveAccess.ends('gather-2', null)
  vi.advanceTimersByTime(59_999)
  expect([femi.watch.ended, olga.watch.ended]).toEqual([null, null])
  vi.advanceTimersByTime(1)
  expect([femi.ended, olga.ended, other.ended]).toEqual([['ended'], ['ended'], []])
  liveAccess.close()
})
