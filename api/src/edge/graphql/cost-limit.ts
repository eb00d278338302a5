// Hourly cost limits on GraphQL, per personal access token, per signed-in session, and per client
// address for requests with neither (its own setting; the address is client-ip.ts's, so a forged
// X-Forwarded-For counts only behind a proxy TRUST_PROXY trusts). An operation's points (cost.ts)
// are taken before it runs, over HTTP and graphql-ws alike, and so are a position's sent as a
// graphql-ws ping (position-pings.ts); one that costs more than is left does not run and is
// answered 429 with the reset time. Every /graphql answer carries X-RateLimit-Limit, -Remaining
// and -Reset (epoch seconds) when its caller is counted.
//
// The counters are rate-limits.ts's limiters: in Redis when scaled out (one MULTI of SET NX EX
// and INCRBY per operation, so instances cannot race), in memory otherwise.
import { GraphQLError } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'
import type { TokenCredential } from '../../core/actor.js'
import type { RateLimits } from '../../core/rate-limits.js'
import { operationCost } from './cost.js'

export const rateLimitedCode = 'RATE_LIMITED'

/** Whose points an operation takes: a token's, else a session's, else its client address's. */
interface Caller {
  accessToken: TokenCredential | null
  sessionId: string | null
  clientIp: string
}

/** Where the caller stands after the last operation, for the response headers. */
export interface PointsState {
  limit: number
  remaining: number
  /** When the hour's window ends: the points are whole again. */
  resetAt: Date
}

/** Per request: whose points these are (set once the caller is known) and where they stand. */
export interface ApiPoints {
  /** The caller is known (the context was built), counted or not. */
  known?: boolean
  counter?: { limiter: RateLimiterAbstract; key: string }
  state?: PointsState
}

/** The counter of the request's caller: its token, else its session, else its client address. */
export function pointsCounterOf(context: Caller & { limits: RateLimits }): ApiPoints['counter'] | undefined {
  const { apiPointsByToken, apiPointsBySession, apiPointsBySignedOutIp } = context.limits
  if (context.accessToken)
    return apiPointsByToken ? { limiter: apiPointsByToken, key: context.accessToken.id } : undefined
  if (context.sessionId) return apiPointsBySession ? { limiter: apiPointsBySession, key: context.sessionId } : undefined
  return apiPointsBySignedOutIp ? { limiter: apiPointsBySignedOutIp, key: context.clientIp } : undefined
}

const stateOf = (limit: number, consumed: number, msBeforeNext: number): PointsState => ({
  limit,
  remaining: Math.max(0, limit - consumed),
  resetAt: new Date(Date.now() + Math.max(0, msBeforeNext)),
})

const waitText = (ms: number) => {
  const minutes = Math.ceil(ms / 60_000)
  return ms < 60_000 ? `${Math.max(1, Math.ceil(ms / 1000))} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/** Takes the operation's points, or refuses it (the points taken are given back). */
async function take(counter: NonNullable<ApiPoints['counter']>, points: number) {
  const { limiter, key } = counter
  try {
    const res = await limiter.consume(key, points)
    return { ok: true as const, state: stateOf(limiter.points, res.consumedPoints, res.msBeforeNext) }
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error
    await limiter.reward(key, points)
    return { ok: false as const, state: stateOf(limiter.points, error.consumedPoints - points, error.msBeforeNext) }
  }
}

function refusal(points: number, state: PointsState) {
  const ms = state.resetAt.getTime() - Date.now()
  const reset = state.resetAt.toISOString().replace(/\.\d{3}Z$/, 'Z')
  const asked =
    points > state.limit
      ? `This operation costs ${points} points, more than the ${state.limit} allowed per hour: ask for smaller pages.`
      : `This operation costs ${points} point${points === 1 ? '' : 's'} and ${state.remaining} of your ${state.limit} points for this hour are left.`
  return new GraphQLError(`API rate limit exceeded. ${asked} The limit resets at ${reset} (in ${waitText(ms)}).`, {
    extensions: {
      code: rateLimitedCode,
      cost: points,
      resetAt: reset,
      http: { status: 429, headers: { 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) } },
    },
  })
}

export const rateLimitHeaders = (state: PointsState): Record<string, string> => ({
  'x-ratelimit-limit': String(state.limit),
  'x-ratelimit-remaining': String(state.remaining),
  'x-ratelimit-reset': String(Math.ceil(state.resetAt.getTime() / 1000)),
})

interface ChargedOperation {
  contextValue: unknown
  document: Parameters<typeof operationCost>[0]
  operationName?: string | null
  variableValues?: Record<string, unknown> | null
}

/**
 * Takes the operation's points from its caller; the error to answer with when too few are left.
 * The plugin does this for every operation; a stream served outside envelop (livePositions'
 * shared fan-out) calls it itself.
 */
export async function chargeOperation(args: ChargedOperation): Promise<GraphQLError | null> {
  const points = (args.contextValue as { apiPoints?: ApiPoints }).apiPoints
  if (!points?.counter) return null
  const cost = operationCost(args.document, args.operationName, args.variableValues)
  const charged = await chargePoints(points.counter, cost)
  if (charged.state) points.state = charged.state
  return charged.refused
}

/** Takes `cost` points from a counter (none: not counted); the refusal when too few are left. */
export async function chargePoints(
  counter: ApiPoints['counter'],
  cost: number,
): Promise<{ refused: GraphQLError | null; state?: PointsState }> {
  if (!counter || cost === 0) return { refused: null }
  const taken = await take(counter, cost)
  return { refused: taken.ok ? null : refusal(cost, taken.state), state: taken.state }
}

/**
 * The Yoga plugin; the context carries `apiPoints` (its `counter` set by the context factory).
 * `callerOf` finds the caller of a request that ran nothing (Yoga builds no context for a
 * document it refused), so that its answer carries the headers too.
 */
export function costLimitPlugin(deps: {
  limits: RateLimits
  callerOf: (serverContext: unknown, request: Request) => Promise<Caller | null>
}): Plugin<{ apiPoints: ApiPoints }> {
  const charge = async (args: ChargedOperation, stop: (result: { errors: GraphQLError[] }) => void) => {
    const refused = await chargeOperation(args)
    if (refused) stop({ errors: [refused] })
  }
  return {
    onExecute: ({ args, setResultAndStopExecution }) => charge(args, setResultAndStopExecution),
    onSubscribe: ({ args, setResultAndStopExecution }) => charge(args, setResultAndStopExecution),
    onResponse: async (payload) => {
      // The headers are a courtesy: a database or Redis that is down must not change the answer
      // (a 503 the request already has, or a refusal) into a failure of its own, nor delay a 503
      // by asking the database again who the caller is.
      if (payload.response.status === 503) return
      await addHeaders(payload).catch(() => {})
    },
  }

  async function addHeaders({
    serverContext,
    request,
    response,
  }: {
    serverContext: unknown
    request: Request
    response: Response
  }) {
    const points = (serverContext as { apiPoints?: ApiPoints }).apiPoints
    if (!points) return
    if (!points.known) {
      const caller = await deps.callerOf(serverContext, request)
      points.counter = caller ? pointsCounterOf({ limits: deps.limits, ...caller }) : undefined
    }
    if (!points.counter) return
    // Nothing ran (a validation error): where the caller stands, without taking any point.
    if (!points.state) {
      const { limiter, key } = points.counter
      const res = await limiter.get(key)
      points.state = res
        ? stateOf(limiter.points, res.consumedPoints, res.msBeforeNext)
        : stateOf(limiter.points, 0, limiter.duration * 1000)
    }
    for (const [name, value] of Object.entries(rateLimitHeaders(points.state))) response.headers.set(name, value)
  }
}
