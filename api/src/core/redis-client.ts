// The one way the app opens Redis: a server (REDIS_URL) or a Redis Cluster (REDIS_CLUSTER_NODES, or
// a redis+cluster:// REDIS_URL), with the same options either way. Loaded only when Redis is
// configured (scaled-out.ts, startup.ts), so that the embedded mode starts without ioredis.
import { Cluster, type ClusterOptions, Redis, type RedisOptions } from 'ioredis'
import type { RedisTarget } from './config.js'

/** The app's Redis client: one server's, or a cluster's (which routes each key to its master). */
export type AppRedis = Redis | Cluster

export interface RedisClientOptions {
  /** Reconnects a command waits for before it fails (null: it waits out any outage). */
  maxRetriesPerRequest?: number | null
  /** The delay before each reconnection; null gives up. */
  retryStrategy?: (times: number) => number | null
  lazyConnect?: boolean
  enableOfflineQueue?: boolean
  enableReadyCheck?: boolean
  connectTimeout?: number
  /** Cluster only: how often the slot map is read again even when nothing moved (off by default). */
  slotsRefreshInterval?: number
}

export const isCluster = (client: AppRedis): client is Cluster => client instanceof Cluster

export function createRedisClient(target: RedisTarget, options: RedisClientOptions = {}): AppRedis {
  if (target.mode === 'single') {
    const { slotsRefreshInterval: _, ...redisOptions } = options
    return new Redis(target.url, redisOptions)
  }
  const { retryStrategy, lazyConnect, enableOfflineQueue, enableReadyCheck, slotsRefreshInterval, ...perNode } = options
  const clusterOptions: ClusterOptions = {
    lazyConnect,
    enableOfflineQueue,
    enableReadyCheck,
    slotsRefreshInterval,
    // A cluster retries by reading its slot map again; each node's own connection never does.
    clusterRetryStrategy: retryStrategy,
    redisOptions: { ...perNode, ...nodeOptions(target) },
  }
  return new Cluster(target.nodes, clusterOptions)
}

/** What every connection to one of the cluster's nodes carries: its credentials and TLS. */
function nodeOptions(target: RedisTarget & { mode: 'cluster' }): RedisOptions {
  return {
    username: target.username,
    password: target.password,
    ...(target.tls ? { tls: {} } : {}),
  }
}

/** A connection to one node of the cluster, outside the cluster client (a sharded subscriber's). */
export function createNodeClient(
  target: RedisTarget & { mode: 'cluster' },
  node: { host: string; port: number },
  options: RedisClientOptions = {},
): Redis {
  const { slotsRefreshInterval: _, ...redisOptions } = options
  return new Redis({ ...redisOptions, ...nodeOptions(target), host: node.host, port: node.port })
}

/** host:port of a node, as the cluster client names it (`127.0.0.1:7000`). */
const nodeKey = (node: Redis) => `${node.options.host}:${node.options.port}`

/** A socket error's code (ECONNREFUSED) when it has one, else its message. */
const causeOf = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return typeof code === 'string' && /^E[A-Z_]+$/.test(code) ? code : String(message ?? error)
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/** Options of a one-off connection that fails rather than waits. */
const probeOptions = (timeoutMs: number): RedisClientOptions => ({
  lazyConnect: true,
  connectTimeout: timeoutMs,
  maxRetriesPerRequest: 0,
  enableOfflineQueue: false,
  retryStrategy: () => null,
})

/** Connects `client` and sends it `ask`; rejects with the first socket error (connect() itself only says the connection closed). */
async function answerOf<T>(client: Redis, ask: (client: Redis) => Promise<T>, timeoutMs: number): Promise<T> {
  let failure: unknown
  client.on('error', (error) => {
    failure ??= error
  })
  try {
    await within(client.connect(), timeoutMs)
    return await within(ask(client), timeoutMs)
  } catch (error) {
    throw failure ?? error
  } finally {
    client.disconnect()
  }
}

/**
 * Connects afresh and pings one server, or asks every master of a cluster whether it serves its
 * slots (cluster_state:ok). Rejects with the cause: a socket error (ECONNREFUSED), the server's
 * refusal, or the master that did not answer or is not ok, and why.
 */
export async function pingRedis(target: RedisTarget, timeoutMs: number): Promise<void> {
  if (target.mode === 'single') {
    await answerOf(new Redis(target.url, probeOptions(timeoutMs)), (client) => client.ping(), timeoutMs)
    return
  }
  // When no seed node answers the cluster client only says "Connection is closed.": asked on
  // their own, they say why (refused, or a server without cluster support).
  const seeds = target.nodes.map((node) =>
    answerOf(createNodeClient(target, node, probeOptions(timeoutMs)), (client) => client.cluster('INFO'), timeoutMs),
  )
  await Promise.any(seeds).catch((error: AggregateError) => {
    throw error.errors[0]
  })
  // Its ready check is left out: the masters' states are read below, with a cause.
  const probe = createRedisClient(target, { ...probeOptions(timeoutMs), enableReadyCheck: false }) as Cluster
  const nodeFailures = new Map<string, unknown>()
  probe.on('error', () => {})
  probe.on('node error', (error: unknown, key: string) => {
    if (!nodeFailures.has(key)) nodeFailures.set(key, error)
  })
  try {
    await within(probe.connect(), timeoutMs)
    // Each master's own view: one just back answers before it serves its slots again.
    const states = probe.nodes('master').map(async (node) => {
      const info = await within(node.cluster('INFO'), timeoutMs).catch((error) => {
        throw new Error(`${nodeKey(node)} ${causeOf(nodeFailures.get(nodeKey(node)) ?? error)}`)
      })
      const state = /cluster_state:(\w+)/.exec(info)?.[1]
      if (state !== 'ok') throw new Error(`${nodeKey(node)} cluster_state:${state ?? 'unknown'}`)
    })
    await Promise.all(states)
  } finally {
    probe.disconnect()
  }
}
