// REST calls take their points from the same hourly budget as GraphQL (cost-limit.ts: per token,
// per session, per signed-out client address), at a fixed price per route: a read (GET, HEAD)
// costs what the cheapest query does, any other method what the cheapest mutation does. Every
// answer says so in the X-RateLimit-* headers; a call costing more than is left is answered 429
// with Retry-After, and nothing is done.
import type { MiddlewareHandler } from 'hono'
import { errorBody } from '../../core/error-codes.js'
import type { RateLimits } from '../../core/rate-limits.js'
import { minimumPoints } from '../graphql/cost.js'
import { pointsCounterOf, rateLimitHeaders, refusalOf, takePoints } from '../graphql/cost-limit.js'
import type { RestEnv } from './support.js'

/** The price of a REST call, by its method. */
export const restPrice = (method: string) =>
  method === 'GET' || method === 'HEAD' ? minimumPoints.query : minimumPoints.mutation

/** Runs after identifyCaller: the caller is known. */
export function meterRest(limits: RateLimits): MiddlewareHandler<RestEnv> {
  return async (c, next) => {
    const counter = pointsCounterOf({ limits, ...c.get('caller') })
    if (!counter) return next()
    const cost = restPrice(c.req.method)
    const taken = await takePoints(counter, cost)
    for (const [name, value] of Object.entries(rateLimitHeaders(taken.state, cost))) c.header(name, value)
    if (taken.ok) return next()
    const { message, retryAfterSeconds } = refusalOf(cost, taken.state)
    c.header('retry-after', String(retryAfterSeconds))
    return c.json(errorBody('RATE_LIMITED', message, 'API rate limit exceeded'), 429)
  }
}
