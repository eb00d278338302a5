// The in-process pub/sub of the embedded mode: many listeners on one topic are normal (every open
// screen of a gather), so Node must not report them as a leak.
import { describe, expect, it } from 'vitest'
import { createAppPubSub } from '../src/core/realtime/pubsub.js'

describe('in-process pub/sub', () => {
  it('delivers to a dozen listeners of one topic without a listener-leak warning', async () => {
    const warnings: string[] = []
    const onWarning = (warning: Error) => warnings.push(warning.name)
    process.on('warning', onWarning)
    try {
      const { pubSub } = createAppPubSub()
      const listeners = Array.from({ length: 12 }, () =>
        pubSub.subscribe('groupMembersChanged', 'g1')[Symbol.asyncIterator](),
      )
      // The first pull puts each listener in place; the publish then answers all of them.
      const next = listeners.map((listener) => listener.next())
      pubSub.publish('groupMembersChanged', 'g1', { groupId: 'g1', ownerId: 'u1' })
      expect((await Promise.all(next)).map((result) => result.value)).toEqual(
        Array(12).fill({ groupId: 'g1', ownerId: 'u1' }),
      )
      // Node emits the warning on the tick after the listener that crossed its limit.
      await new Promise((resolve) => setImmediate(resolve))
      expect(warnings).not.toContain('MaxListenersExceededWarning')
      await Promise.all(listeners.map((listener) => listener.return?.()))
    } finally {
      process.off('warning', onWarning)
    }
  })
})
