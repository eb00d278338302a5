// One log line when Redis goes away and one when it is back, however many clients notice: the
// pub/sub pair, the rate limits and BullMQ's queues and workers each retry on their own, and
// ioredis emits 'error' on every failed reconnect (without a listener each is an uncaught
// exception; with a naive one the log floods). A probe says when it is back: a fresh connection
// that PINGs the server, or every master of a cluster (one master away is an outage too).
import { setTimeout as delay } from 'node:timers/promises'
import type { RedisTarget } from '../config.js'
import type { Logger } from '../logger.js'
import { type AppRedis, pingRedis } from '../redis-client.js'
import { tracing } from '../tracing.js'

const probeRetryMs = 200
const faultCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
])

/**
 * A Redis connection fault (as opposed to a command's own error). On a cluster, a command for a
 * master that is away fails after its redirections, or with CLUSTERDOWN once the cluster says so.
 */
export function isConnectionFault(error: unknown) {
  const { code, message } = (error ?? {}) as { code?: string; message?: string }
  return (
    (code !== undefined && faultCodes.has(code)) ||
    /Connection is closed|connect ECONN|Stream isn't writeable|Socket closed unexpectedly|Too many Cluster redirections|^CLUSTERDOWN/.test(
      message ?? '',
    )
  )
}

export interface RedisHealth {
  /** False from the first fault until the probe reaches Redis again. */
  readonly up: boolean
  /** Routes a client's 'error' events here (returns the client). */
  watch<C extends AppRedis>(client: C): C
  /** Reports an error from a client the app does not own (BullMQ): true when it was a connection fault. */
  fault(error: unknown): boolean
  close(): void
}

export function createRedisHealth(target: RedisTarget, logger: Logger): RedisHealth {
  let downSince: number | null = null
  const closed = new AbortController()
  const probe = async () => {
    while (!closed.signal.aborted) {
      try {
        await pingRedis(target, 2000)
        break
      } catch {
        await delay(probeRetryMs, undefined, { signal: closed.signal }).catch(() => {})
      }
    }
    if (downSince === null || closed.signal.aborted) return
    logger.info({ outageSeconds: Number(((Date.now() - downSince) / 1000).toFixed(1)) }, 'Redis reachable again')
    downSince = null
  }
  const down = (error: unknown) => {
    if (downSince !== null) return
    downSince = Date.now()
    logger.error(
      { err: (error as Error)?.message },
      'Redis unreachable: positions are refused and live pushes and jobs wait for it',
    )
    void probe()
  }
  return {
    get up() {
      return downSince === null
    },
    watch(client) {
      client.on('error', down)
      // Every client of the app comes through here: its commands join traces (when tracing is on).
      return tracing()?.redis(client) ?? client
    },
    fault(error) {
      if (!isConnectionFault(error)) return false
      down(error)
      return true
    },
    close() {
      closed.abort()
    },
  }
}
