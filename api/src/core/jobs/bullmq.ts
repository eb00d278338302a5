// Scaled-out jobs on BullMQ: every instance runs workers; a job id runs once across them all.
import { type ConnectionOptions, type JobType, Queue, Worker } from 'bullmq'
import type { RedisTarget } from '../config.js'
import type { Logger } from '../logger.js'
import type { RedisHealth } from '../realtime/redis-health.js'
import { type AppRedis, createRedisClient } from '../redis-client.js'
import { tracing } from '../tracing.js'
import {
  queues as allQueues,
  type JobDriver,
  type JobDriverOptions,
  type JobHandler,
  type QueueName,
} from './queues.js'

const keepDoneSeconds = 24 * 60 * 60
const closeGraceMs = 5000
const idlePollMs = 20
const pendingStates: JobType[] = ['active', 'wait', 'prioritized', 'waiting-children', 'delayed']

export interface BullmqOptions extends JobDriverOptions {
  /** How long a worker's lock on a job lasts without renewal (BullMQ default 30 s). */
  lockDurationMs?: number
  /** How often workers look for jobs whose worker died, to run them again (BullMQ default 30 s). */
  stalledIntervalMs?: number
  /** Where connection faults go (one log line per outage) instead of one line per retry. */
  health?: RedisHealth
}

/**
 * BullMQ's connection: options for one server (each queue and worker opens its own), or one
 * cluster client that queues share and workers duplicate (BullMQ cannot open a cluster itself).
 */
function connectionTo(target: RedisTarget): { connection: ConnectionOptions; shared?: AppRedis } {
  if (target.mode === 'cluster') {
    const shared = createRedisClient(target, { maxRetriesPerRequest: null })
    return { connection: shared, shared }
  }
  const url = new URL(target.url)
  const connection: ConnectionOptions = {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  }
  return { connection }
}

/** `redis`: the configured target, or one server's URL. Keys are `<prefix>:<queue>:…` (`{<prefix>}:…` on a cluster). */
export function createBullmqJobs(
  redis: RedisTarget | string,
  logger: Logger,
  namespace = 'gather',
  options: BullmqOptions = {},
): JobDriver {
  const { health } = options
  // Connection faults go to the health watch (one line per outage); anything else is logged.
  const report = (message: string, fields: Record<string, unknown>, err: Error) => {
    if (!health?.fault(err)) logger.warn({ ...fields, err: err.message }, message)
  }
  const target: RedisTarget = typeof redis === 'string' ? { mode: 'single', url: redis } : redis
  const { connection, shared } = connectionTo(target)
  // Without a listener a fault of the shared cluster client would be an uncaught 'error' event.
  shared?.on('error', (err: Error) => report('cluster connection error', {}, err))
  // On a cluster, a queue's Lua scripts touch many of its keys at once, which must then share one
  // slot: the hash tag puts all of them (of every queue) on the master serving `{<prefix>}`.
  const prefix = target.mode === 'cluster' ? `{${namespace}}` : namespace
  // With tracing on, BullMQ's own spans (add, process) carry the adder's trace in the job.
  const telemetry = tracing()?.bullmq
  const queues = new Map<QueueName, Queue>()
  const workers: Worker[] = []
  const registered: QueueName[] = []
  const queueFor = (name: QueueName) => {
    let queue = queues.get(name)
    if (!queue) {
      queue = new Queue(name, { connection, prefix, telemetry })
      // Without a listener a Redis outage would be an uncaught 'error' event.
      queue.on('error', (err) => report('queue error', { queue: name }, err))
      queues.set(name, queue)
    }
    return queue
  }

  return {
    kind: 'bullmq',
    get reachable() {
      return health?.up ?? true
    },
    register<T>(name: QueueName, handler: JobHandler<T>) {
      const worker = new Worker(
        name,
        async (job) => handler(job.data as T, { id: job.id ?? '', attempt: job.attemptsMade + 1 }),
        {
          connection,
          prefix,
          telemetry,
          concurrency: 4,
          ...(options.lockDurationMs ? { lockDuration: options.lockDurationMs } : {}),
          ...(options.stalledIntervalMs ? { stalledInterval: options.stalledIntervalMs } : {}),
        },
      )
      worker.on('failed', (job, err) => {
        options.onFailure?.(name)
        logger.warn({ queue: name, id: job?.id, err }, 'job failed')
      })
      worker.on('error', (err) => report('worker error', { queue: name }, err))
      workers.push(worker)
      registered.push(name)
    },
    async add(name, data, options = {}) {
      await queueFor(name).add(name, data, {
        jobId: options.jobId,
        delay: options.delayMs,
        attempts: options.attempts ?? 1,
        backoff: options.backoffMs ? { type: 'exponential', delay: options.backoffMs } : undefined,
        removeOnComplete: { age: keepDoneSeconds },
        removeOnFail: { age: 7 * keepDoneSeconds },
      })
    },
    async counts() {
      const states = ['waiting', 'active', 'delayed', 'failed'] as const
      const entries = await Promise.all(
        registered.map(async (name) => [name, await queueFor(name).getJobCounts(...states)] as const),
      )
      return Object.fromEntries(entries)
    },
    async every(name, key, everyMs, data) {
      await queueFor(name).upsertJobScheduler(key, { every: everyMs }, { name, data })
    },
    async idle(until = new Date()) {
      // Any instance may hold or add jobs, so the state is read from Redis, each queue in one
      // atomic count (delayed jobs only when due by `until`); two clean passes in a row, so that
      // a job handing work to another queue between two reads is not missed.
      const pending = async () => {
        for (const name of Object.values(allQueues)) {
          const counts = await queueFor(name).backend.getCounts(pendingStates, until.getTime() + 1)
          if (counts.some((count: number) => count > 0)) return true
        }
        return false
      }
      for (let clean = 0; clean < 2; ) {
        if (await pending()) {
          clean = 0
          await new Promise((resolve) => setTimeout(resolve, idlePollMs))
        } else clean += 1
      }
    },
    async close() {
      const graceful = (async () => {
        await Promise.all(workers.map((w) => w.close()))
        await Promise.all([...queues.values()].map((q) => q.close()))
      })()
      // After a Redis outage a graceful close can wait on a reconnect for a long time: give it a
      // few seconds, then drop the connections (an unfinished job is retried by another worker).
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), closeGraceMs)
      })
      const outcome = await Promise.race([graceful, late])
      clearTimeout(timer)
      if (outcome === 'late') {
        logger.warn('BullMQ did not close in time; disconnecting')
        graceful.catch(() => {})
        // Not awaited: a connection that never came back would keep disconnect() waiting too.
        for (const q of [...workers, ...queues.values()]) q.disconnect().catch(() => {})
      }
      // The cluster client is the app's: BullMQ leaves it open.
      shared?.disconnect()
    },
  }
}
