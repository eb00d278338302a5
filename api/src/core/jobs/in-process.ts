// Embedded-mode jobs: timers in this process, with the same dedupe and retry rules as BullMQ.
// Pending jobs do not survive a restart; the minute sweeps (and the start-up catch-up of gather
// starts) catch what they missed.
import { randomUUID } from 'node:crypto'
import type { Logger } from '../logger.js'
import { tracing } from '../tracing.js'
import type { JobDriver, JobDriverOptions, JobHandler, JobOptions, QueueName } from './queues.js'

const rememberDoneMs = 24 * 60 * 60 * 1000
/** Node's timers hold at most 2^31-1 ms (about 24.8 days); longer delays hop in steps. */
const longestTimerMs = 2 ** 31 - 1

export function createInProcessJobs(logger: Logger, driverOptions: JobDriverOptions = {}): JobDriver {
  const handlers = new Map<QueueName, JobHandler>()
  const known = new Map<string, NodeJS.Timeout | 'running' | number>()
  // Each pending timer with the time its job is due (idle() waits for the due ones).
  const timers = new Map<NodeJS.Timeout, number>()
  const running = new Set<Promise<void>>()
  const changed: (() => void)[] = []
  let closed = false

  const notify = () => {
    for (const wake of changed.splice(0)) wake()
  }

  const schedule = (fn: () => void, ms: number, due = Date.now() + ms): NodeJS.Timeout => {
    const timer = setTimeout(
      () => {
        timers.delete(timer)
        if (ms > longestTimerMs) schedule(fn, ms - longestTimerMs, due)
        else fn()
        notify()
      },
      Math.min(ms, longestTimerMs),
    )
    timer.unref()
    timers.set(timer, due)
    return timer
  }

  const forgetOldJobs = () => {
    for (const [id, state] of known)
      if (typeof state === 'number' && Date.now() - state > rememberDoneMs) known.delete(id)
  }

  const run = async (queue: QueueName, id: string, data: unknown, options: JobOptions, attempt: number) => {
    const handler = handlers.get(queue)
    if (!handler || closed) return
    known.set(id, 'running')
    const start = () => handler(data, { id, attempt })
    const job = tracing()?.job(queue, id, attempt, start) ?? start()
    running.add(job)
    try {
      await job
      known.set(id, Date.now())
    } catch (error) {
      driverOptions.onFailure?.(queue)
      const attempts = options.attempts ?? 1
      if (attempt < attempts) {
        const backoff = (options.backoffMs ?? 1000) * 2 ** (attempt - 1)
        logger.warn({ queue, id, attempt, err: error }, 'job failed, retrying')
        known.set(
          id,
          schedule(() => void run(queue, id, data, options, attempt + 1), backoff),
        )
      } else {
        logger.error({ queue, id, attempt, err: error }, 'job failed')
        known.delete(id)
      }
    } finally {
      running.delete(job)
      notify()
    }
  }

  const busy = (until: number) => running.size > 0 || [...timers.values()].some((due) => due <= until)

  return {
    kind: 'in-process',
    reachable: true,
    register(queue, handler) {
      handlers.set(queue, handler as JobHandler)
    },
    async add(queue, data, options = {}) {
      if (known.size > 10_000) forgetOldJobs()
      const id = options.jobId ?? randomUUID()
      const previous = known.get(id)
      if (previous !== undefined && !(typeof previous === 'number' && Date.now() - previous > rememberDoneMs)) return
      known.set(
        id,
        schedule(() => void run(queue, id, data, options, 1), options.delayMs ?? 0),
      )
    },
    async every(queue, key, everyMs, data) {
      const tick = () => {
        void run(queue, `${key}-${Date.now()}`, data, {}, 1)
        schedule(tick, everyMs)
      }
      schedule(tick, everyMs)
    },
    async idle(until = new Date()) {
      while (!closed && busy(until.getTime())) await new Promise<void>((wake) => changed.push(wake))
    },
    async close() {
      closed = true
      for (const timer of timers.keys()) clearTimeout(timer)
      timers.clear()
      // Jobs already running finish first (an e-mail half-written to the outbox helps no one).
      await Promise.allSettled(running)
      notify()
    },
  }
}
