import { describe, expect, it, vi } from 'vitest'
import { redisAvailable, redisUrl, servicesRequired, uniquePrefix } from '../../tests/helpers/services.js'
import { createBullmqJobs } from '../src/core/jobs/bullmq.js'
import { createInProcessJobs } from '../src/core/jobs/in-process.js'
import { type JobDriver, queues } from '../src/core/jobs/queues.js'
import { createLogger } from '../src/core/logger.js'

const logger = createLogger('silent')
/** A horizon past every delay and back-off here: idle(soon()) waits until they have all run. */
const soon = () => new Date(Date.now() + 60_000)

const drivers: [string, boolean, () => [JobDriver, JobDriver]][] = [
  [
    'in-process',
    true,
    () => {
      const one = createInProcessJobs(logger)
      return [one, one]
    },
  ],
  [
    'BullMQ on Redis',
    redisAvailable || servicesRequired,
    () => {
      // Two drivers with the same prefix stand for two app instances sharing Redis.
      const prefix = uniquePrefix()
      return [createBullmqJobs(redisUrl, logger, prefix), createBullmqJobs(redisUrl, logger, prefix)]
    },
  ],
]

for (const [name, enabled, make] of drivers) {
  describe.runIf(enabled)(`jobs: ${name}`, () => {
    it('runs a delayed job once, after its delay, even when both instances add it', async () => {
      const [a, b] = make()
      const runs: { at: number; data: unknown }[] = []
      for (const driver of new Set([a, b])) {
        driver.register(queues.locationExpiry, async (data) => {
          runs.push({ at: Date.now(), data })
        })
      }
      const added = Date.now()
      await a.add(queues.locationExpiry, { participantId: 'p1' }, { delayMs: 400, jobId: 'expire-p1' })
      await b.add(queues.locationExpiry, { participantId: 'p1' }, { delayMs: 400, jobId: 'expire-p1' })
      await Promise.all([a.idle(soon()), b.idle(soon())])
      expect(runs).toHaveLength(1)
      expect(runs[0]?.data).toEqual({ participantId: 'p1' })
      expect((runs[0]?.at ?? 0) - added).toBeGreaterThanOrEqual(350)
      await a.close()
      if (b !== a) await b.close()
    })

    it('retries a failing job with back-off until it succeeds', async () => {
      const [driver, other] = make()
      if (other !== driver) await other.close()
      const attempts: number[] = []
      driver.register(queues.mail, async (_data, job) => {
        attempts.push(job.attempt)
        if (job.attempt < 3) throw new Error('SMTP down')
      })
      await driver.add(queues.mail, { to: 'x@example.com' }, { attempts: 5, backoffMs: 100, jobId: 'mail-retry' })
      // Each back-off is due within the horizon, and nothing is left once the third attempt succeeds.
      await driver.idle(soon())
      expect(attempts).toEqual([1, 2, 3])
      await driver.close()
    })
  })
}

describe('jobs: in-process, long delays', () => {
  it('holds a job delayed past the 24.8-day timer limit until its time', async () => {
    vi.useFakeTimers()
    try {
      const driver = createInProcessJobs(logger)
      const runs: number[] = []
      driver.register(queues.gatherEnd, async () => {
        runs.push(Date.now())
      })
      const day = 24 * 60 * 60 * 1000
      const added = Date.now()
      await driver.add(queues.gatherEnd, { meetupId: 'm1' }, { delayMs: 60 * day, jobId: 'end-m1' })
      await vi.advanceTimersByTimeAsync(59 * day)
      expect(runs).toEqual([])
      await vi.advanceTimersByTimeAsync(day)
      expect(runs).toEqual([added + 60 * day])
      await driver.close()
    } finally {
      vi.useRealTimers()
    }
  })
})
