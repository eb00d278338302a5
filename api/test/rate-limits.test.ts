import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { redisAvailable, redisUrl, servicesRequired } from '../../tests/helpers/services.js'
import { RateLimitError } from '../src/core/errors.js'
import { consume, createRateLimits } from '../src/core/rate-limits.js'

const redis = redisAvailable || servicesRequired ? new Redis(redisUrl) : undefined
afterAll(() => redis?.disconnect())

describe.each([
  ['in memory', undefined],
  ['in Redis, shared by every instance', redis],
] as const)('sign-in limits %s', (_name, client) => {
  it.runIf(_name === 'in memory' || client)(
    'allows 10 failed sign-ins per account in 15 minutes, then answers 429',
    async () => {
      // With Redis, two limiter sets over the same store stand for two app instances.
      const a = createRateLimits(client ?? undefined)
      const b = client ? createRateLimits(client) : a
      const account = `limit-${Date.now()}-${Math.random()}@example.com`
      for (let i = 0; i < 10; i++) await consume((i % 2 ? a : b).failedSignInByAccount, account, 'Too many.')
      const error = await consume(a.failedSignInByAccount, account, 'Too many failed sign-in attempts.').catch((e) => e)
      expect(error).toBeInstanceOf(RateLimitError)
      expect(error.status).toBe(429)
      expect(error.message).toMatch(/^Too many failed sign-in attempts\. Try again in (1[0-5]|[1-9]) minutes\.$/)
      if (!client) return
      // In Redis the second instance sees the same count.
      await expect(consume(b.failedSignInByAccount, account, 'Too many.')).rejects.toBeInstanceOf(RateLimitError)
    },
  )
})
