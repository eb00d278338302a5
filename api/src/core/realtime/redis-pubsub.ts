// The app's pub/sub through Redis (REDIS_URL), so that all instances behave as one. Loaded only
// when Redis is configured (scaled-out.ts). Channels are `<prefix>:<topic>[:<id>]`, the prefix
// being the deployment's namespace (REDIS_PREFIX): pub/sub ignores Redis's database numbers, so
// another deployment on the same server would hear unprefixed channels.
//
// On a Redis Cluster, channels are sharded (SPUBLISH / SSUBSCRIBE: a message stays on the master
// serving its channel's slot instead of crossing the whole cluster) and named
// `<prefix>:<topic>:{<id>}`: the hash tag puts all of one gather's topics on one master, which
// keeps their events in order and an instance's subscriptions for a gather on one connection.
import { EventEmitter } from 'node:events'
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target'
import { createPubSub } from '@graphql-yoga/subscription'
import type { Cluster, Redis } from 'ioredis'
import type { RedisTarget } from '../config.js'
import type { Logger } from '../logger.js'
import { createNodeClient, createRedisClient, isCluster, type RedisClientOptions } from '../redis-client.js'
import type { AppPubSubHandle, PubSubEvents } from './pubsub.js'
import type { RedisHealth } from './redis-health.js'
import { createShardSubscriber } from './shard-subscriber.js'

/** What the event target needs: yoga's channel names (`topic` or `topic:id`) in, acknowledgements out. */
interface Transport {
  publish(channel: string, message: string): Promise<unknown>
  /** Resolves once this instance receives the channel (whatever failed meanwhile is logged). */
  subscribe(channel: string): Promise<unknown>
  unsubscribe(channel: string): Promise<unknown>
  onMessage(listener: (channel: string, message: string) => void): void
  close(): void
}

interface TransportDeps {
  prefix: string
  health: RedisHealth
  options: RedisClientOptions
  /** Logs a failed command, once per outage when it is a connection fault. */
  failed(what: string): (error: Error) => void
  resubscribed(): void
}

export function createRedisPubSub(
  target: RedisTarget,
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
  const failed = (what: string) => (error: Error) => {
    if (!health.fault(error)) logger.warn({ err: error.message }, `Redis ${what} failed`)
  }
  const deps = { prefix, health, options, failed, resubscribed: () => resubscribed.emit('resubscribed') }
  const transport = target.mode === 'single' ? singleTransport(target, deps) : shardedTransport(target, deps)
  /** Channels this instance listens to (without the prefix), each with its subscription's acknowledgement. */
  const channels = new Map<string, Promise<unknown>>()
  // The event target calls only these methods and drops their promises; these keep them.
  const subscriber = {
    on: (_event: 'message', listener: (channel: string, message: string) => void) => transport.onMessage(listener),
    subscribe: (channel: string) => void channels.set(channel, transport.subscribe(channel)),
    unsubscribe: (channel: string) => {
      channels.delete(channel)
      return transport.unsubscribe(channel)
    },
  }
  const pubSub = createPubSub<PubSubEvents>({
    eventTarget: createRedisEventTarget({
      publishClient: { publish: transport.publish } as unknown as Redis,
      subscribeClient: subscriber as unknown as Redis,
    }),
  })
  return {
    pubSub,
    listening: async (topic, id) => {
      await channels.get(id === undefined ? topic : `${topic}:${id}`)
    },
    onResubscribed,
    close: async () => transport.close(),
  }
}

/** One server: PUBLISH and SUBSCRIBE on `<prefix>:<topic>[:<id>]`. */
function singleTransport(target: RedisTarget, deps: TransportDeps): Transport {
  const { prefix, health, failed } = deps
  const publishClient = health.watch(createRedisClient(target, deps.options)) as Redis
  const subscribeClient = health.watch(createRedisClient(target, deps.options)) as Redis
  const named = (channel: string) => `${prefix}:${channel}`
  const listened = new Set<string>()
  // Events published while the subscriber was away are gone: once it listens again (ioredis
  // re-subscribes on its own; subscribing again is acknowledged after that), streams catch up.
  let dropped = false
  subscribeClient.on('close', () => {
    dropped = true
  })
  subscribeClient.on('ready', () => {
    if (!dropped) return
    dropped = false
    const all = [...listened].map(named)
    const again = all.length ? subscribeClient.subscribe(...all) : Promise.resolve()
    again.then(deps.resubscribed, failed('resubscribe'))
  })
  return {
    publish: (channel, message) => publishClient.publish(named(channel), message).catch(failed('publish')),
    subscribe: (channel) => {
      listened.add(channel)
      return subscribeClient.subscribe(named(channel)).catch(failed('subscribe'))
    },
    unsubscribe: (channel) => {
      listened.delete(channel)
      return subscribeClient.unsubscribe(named(channel)).catch(failed('unsubscribe'))
    },
    onMessage: (listener) =>
      subscribeClient.on('message', (channel: string, message: string) => {
        if (channel.startsWith(`${prefix}:`)) listener(channel.slice(prefix.length + 1), message)
      }),
    close: () => {
      publishClient.disconnect()
      subscribeClient.disconnect()
    },
  }
}

/**
 * A cluster: SPUBLISH and SSUBSCRIBE on `<prefix>:<topic>[:{<id>}]`, each at the master serving it.
 * A publish for a master that is away fails once the cluster client has tried its redirections
 * (the outage is logged once); the streams of its gathers catch up when their subscriptions are back.
 */
function shardedTransport(target: RedisTarget & { mode: 'cluster' }, deps: TransportDeps): Transport {
  const { prefix, health, failed } = deps
  const client = health.watch(createRedisClient(target, deps.options))
  if (!isCluster(client)) throw new Error('a cluster target made no cluster client')
  const topology: Cluster = client
  const named = (channel: string) => {
    const colon = channel.indexOf(':')
    return colon < 0 ? `${prefix}:${channel}` : `${prefix}:${channel.slice(0, colon)}:{${channel.slice(colon + 1)}}`
  }
  const unnamed = (channel: string) => channel.slice(prefix.length + 1).replace(/:\{(.*)\}$/s, ':$1')
  const listeners: ((channel: string, message: string) => void)[] = []
  const subscriber = createShardSubscriber({
    topology,
    // No ready check: an SSUBSCRIBE sent in the moment between connecting and that check's INFO
    // would put the connection in subscriber mode first and fail the check (and the connection).
    connect: (node) => health.watch(createNodeClient(target, node, { ...deps.options, enableReadyCheck: false })),
    onMessage: (channel, message) => {
      if (!channel.startsWith(`${prefix}:`)) return
      for (const listener of listeners) listener(unnamed(channel), message)
    },
    onResubscribed: deps.resubscribed,
    failed,
  })
  return {
    publish: (channel, message) => topology.spublish(named(channel), message).catch(failed('publish')),
    subscribe: (channel) => subscriber.subscribe(named(channel)),
    unsubscribe: (channel) => subscriber.unsubscribe(named(channel)).catch(failed('unsubscribe')),
    onMessage: (listener) => void listeners.push(listener),
    close: () => {
      subscriber.close()
      topology.disconnect()
    },
  }
}
