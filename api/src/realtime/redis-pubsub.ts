// Pub/sub through Redis (REDIS_URL), so that every instance sees every event. Loaded only when
// Redis is configured: the embedded mode starts without the Redis client.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target'
import { createPubSub } from '@graphql-yoga/subscription'
import { Redis } from 'ioredis'
import type { Logger } from '../logger.js'
import type { AppPubSub, PubSubEvents } from './pubsub.js'
import { watchRedis } from './redis-health.js'

export function createRedisPubSub(redisUrl: string, logger: Logger): { pubSub: AppPubSub; close(): Promise<void> } {
  // Pub/sub commands wait out an outage (no retry cap) instead of failing after ~11 s; a command
  // that still fails (the client closed) is logged, never an unhandled rejection.
  const options = { lazyConnect: false, maxRetriesPerRequest: null }
  const publishClient = watchRedis(new Redis(redisUrl, options), 'publish', logger)
  const subscribeClient = watchRedis(new Redis(redisUrl, options), 'subscribe', logger)
  const failed = (what: string) => (error: Error) => logger.warn({ err: error.message }, `Redis ${what} failed`)
  // The event target calls only these methods and drops their promises; these catch them.
  const publisher = {
    publish: (channel: string, message: string) => publishClient.publish(channel, message).catch(failed('publish')),
  }
  const subscriber = {
    on: (event: 'message', listener: (channel: string, message: string) => void) => subscribeClient.on(event, listener),
    subscribe: (channel: string) => subscribeClient.subscribe(channel).catch(failed('subscribe')),
    unsubscribe: (channel: string) => subscribeClient.unsubscribe(channel).catch(failed('unsubscribe')),
  }
  const pubSub = createPubSub<PubSubEvents>({
    eventTarget: createRedisEventTarget({
      publishClient: publisher as unknown as Redis,
      subscribeClient: subscriber as unknown as Redis,
    }),
  })
  return {
    pubSub,
    close: async () => {
      publishClient.disconnect()
      subscribeClient.disconnect()
    },
  }
}
