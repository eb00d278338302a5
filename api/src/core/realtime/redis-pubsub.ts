// The app's pub/sub through Redis (REDIS_URL), so that all instances behave as one. Loaded only
// when Redis is configured (scaled-out.ts). Channels are `<prefix>:<topic>[:<id>]`, the prefix
// being the deployment's namespace (REDIS_PREFIX): pub/sub ignores Redis's database numbers, so
// another deployment on the same server would hear unprefixed channels.
import { EventEmitter } from 'node:events'
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target'
import { createPubSub } from '@graphql-yoga/subscription'
import { Redis } from 'ioredis'
import type { Logger } from '../logger.js'
import type { AppPubSubHandle, PubSubEvents } from './pubsub.js'
import type { RedisHealth } from './redis-health.js'

export function createRedisPubSub(
  redisUrl: string,
  prefix: string,
  health: RedisHealth,
  logger: Logger,
): AppPubSubHandle {
  const resubscribed = new EventEmitter()
  resubscribed.setMaxListeners(0)
  const onResubscribed = (listener: () => void) => {
    resubscribed.on('resubscribed', listener)
    return () => void resubscribed.off('resubscribed', listener)
  }
  // Commands wait out an outage (no retry cap) instead of failing after ~11 s; a publish made
  // meanwhile goes out when Redis is back. Reconnects are tried at least every second.
  const options = { maxRetriesPerRequest: null, retryStrategy: (times: number) => Math.min(times * 100, 1000) }
  const publishClient = health.watch(new Redis(redisUrl, options))
  const subscribeClient = health.watch(new Redis(redisUrl, options))
  const failed = (what: string) => (error: Error) => logger.warn({ err: error.message }, `Redis ${what} failed`)
  /** Channels this instance listens to (without the prefix), each with its SUBSCRIBE's acknowledgement. */
  const channels = new Map<string, Promise<unknown>>()
  const named = (channel: string) => `${prefix}:${channel}`
  // The event target calls only these methods and drops their promises; these keep or catch them,
  // and add the prefix to channels or take it off.
  const publisher = {
    publish: (channel: string, message: string) =>
      publishClient.publish(named(channel), message).catch(failed('publish')),
  }
  const subscriber = {
    on: (event: 'message', listener: (channel: string, message: string) => void) =>
      subscribeClient.on(event, (channel: string, message: string) => {
        if (channel.startsWith(`${prefix}:`)) listener(channel.slice(prefix.length + 1), message)
      }),
    subscribe: (channel: string) => {
      channels.set(channel, subscribeClient.subscribe(named(channel)).catch(failed('subscribe')))
    },
    unsubscribe: (channel: string) => {
      channels.delete(channel)
      return subscribeClient.unsubscribe(named(channel)).catch(failed('unsubscribe'))
    },
  }
  // Events published while the subscriber was away are gone: once it listens again (ioredis
  // re-subscribes on its own; subscribing again is acknowledged after that), streams catch up.
  let dropped = false
  subscribeClient.on('close', () => {
    dropped = true
  })
  subscribeClient.on('ready', () => {
    if (!dropped) return
    dropped = false
    const all = [...channels.keys()].map(named)
    const again = all.length ? subscribeClient.subscribe(...all) : Promise.resolve()
    again.then(() => resubscribed.emit('resubscribed'), failed('resubscribe'))
  })
  const pubSub = createPubSub<PubSubEvents>({
    eventTarget: createRedisEventTarget({
      publishClient: publisher as unknown as Redis,
      subscribeClient: subscriber as unknown as Redis,
    }),
  })
  return {
    pubSub,
    listening: async (topic, id) => {
      await channels.get(id === undefined ? topic : `${topic}:${id}`)
    },
    onResubscribed,
    close: async () => {
      publishClient.disconnect()
      subscribeClient.disconnect()
    },
  }
}
