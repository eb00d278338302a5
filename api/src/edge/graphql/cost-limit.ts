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
import { type DocumentNode, type ExecutionResult, GraphQLError, type GraphQLSchema } from 'graphql'
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga'
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'
import type { TokenCredential } from '../../core/actor.js'
import type { ErrorCode } from '../../core/error-codes.js'
import type { RateLimits } from '../../core/rate-limits.js'
import { maxOperationPoints, priceOperation } from './cost.js'

const rateLimitedCode: ErrorCode = 'RATE_LIMITED'
const costLimitCode: ErrorCode = 'COST_LIMIT'
const badInputCode: ErrorCode = 'BAD_USER_INPUT'

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
  /** What the operation cost (cost.ts), once priced. */
  cost?: number
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

const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z')

const waitText = (ms: number) => {
  const minutes = Math.ceil(ms / 60_000)
  return ms < 60_000 ? `${Math.max(1, Math.ceil(ms / 1000))} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/** Takes the operation's points, or refuses it (the points taken are given back). */
export async function takePoints(counter: NonNullable<ApiPoints['counter']>, points: number) {
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

/** Why an operation (or a REST call) costing `points` was refused, and when to come back. */
export function refusalOf(points: number, state: PointsState) {
  const ms = state.resetAt.getTime() - Date.now()
  const resetAt = isoSeconds(state.resetAt)
  const asked =
    points > state.limit
      ? `This operation costs ${points} points, more than the ${state.limit} allowed per hour: ask for smaller pages.`
      : `This operation costs ${points} point${points === 1 ? '' : 's'} and ${state.remaining} of your ${state.limit} points for this hour are left.`
  return {
    message: `API rate limit exceeded. ${asked} The limit resets at ${resetAt} (in ${waitText(ms)}).`,
    resetAt,
    retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
  }
}

function refusal(points: number, state: PointsState) {
  const { message, resetAt, retryAfterSeconds } = refusalOf(points, state)
  return new GraphQLError(message, {
    extensions: {
      code: rateLimitedCode,
      cost: points,
      resetAt,
      http: { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } },
    },
  })
}

export const rateLimitHeaders = (state: PointsState, cost?: number): Record<string, string> => ({
  ...(cost === undefined ? {} : { 'x-ratelimit-cost': String(cost) }),
  'x-ratelimit-limit': String(state.limit),
  'x-ratelimit-remaining': String(state.remaining),
  'x-ratelimit-reset': String(Math.ceil(state.resetAt.getTime() / 1000)),
})

interface ChargedOperation {
  schema: GraphQLSchema
  contextValue: unknown
  document: DocumentNode
  operationName?: string | null
  variableValues?: Record<string, unknown> | null
}

/** An operation too large to run whatever points are left: 400, nothing taken. */
function tooLarge(points: number) {
  return new GraphQLError(
    `This operation costs ${points} points, more than the ${maxOperationPoints} one operation may cost: ask for smaller pages or fewer items.`,
    { extensions: { code: costLimitCode, cost: points, http: { status: 400 } } },
  )
}

/** A page size outside 0 to 100: 400 before anything runs, nothing taken (never cut to fit). */
const pageRefusal = (message: string) =>
  new GraphQLError(message, { extensions: { code: badInputCode, http: { status: 400 } } })

/**
 * Prices the operation (cost.ts) and takes its points from its caller; the error to answer with
 * when it asks for a page out of range, is too large, or too few points are left. The plugin does this for every operation; a
 * stream served outside envelop (livePositions' shared fan-out) calls it itself.
 */
export async function chargeOperation(args: ChargedOperation): Promise<GraphQLError | null> {
  const points = (args.contextValue as { apiPoints?: ApiPoints }).apiPoints
  const { points: cost, refusedPage } = priceOperation(
    args.schema,
    args.document,
    args.operationName,
    args.variableValues,
  )
  if (points) points.cost = cost
  if (refusedPage) return pageRefusal(refusedPage)
  if (cost > maxOperationPoints) return tooLarge(cost)
  if (!points?.counter) return null
  const charged = await chargePoints(points.counter, cost)
  if (charged.state) points.state = charged.state
  return charged.refused
}

/** What an answer says it cost and what is left (`extensions.cost`). */
export function costExtension(points: ApiPoints | undefined) {
  if (points?.cost === undefined) return undefined
  const { state } = points
  if (!state) return { points: points.cost }
  return { points: points.cost, limit: state.limit, remaining: state.remaining, resetAt: isoSeconds(state.resetAt) }
}

const withCost = (result: ExecutionResult, points: ApiPoints | undefined): ExecutionResult => {
  const cost = costExtension(points)
  return cost ? { ...result, extensions: { ...result.extensions, cost } } : result
}

/** Takes `cost` points from a counter (none: not counted); the refusal when too few are left. */
export async function chargePoints(
  counter: ApiPoints['counter'],
  cost: number,
): Promise<{ refused: GraphQLError | null; state?: PointsState }> {
  if (!counter || cost === 0) return { refused: null }
  const taken = await takePoints(counter, cost)
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
  const charge = async (args: ChargedOperation, stop: (result: ExecutionResult) => void) => {
    const refused = await chargeOperation(args)
    const points = (args.contextValue as { apiPoints?: ApiPoints }).apiPoints
    if (refused) stop(withCost({ errors: [refused] }, points))
    return points
  }
  return {
    onExecute: async ({ args, setResultAndStopExecution }) => {
      const points = await charge(args, setResultAndStopExecution)
      return {
        onExecuteDone: (payload) =>
          handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => setResult(withCost(result, points))),
      }
    },
    // A subscription's events are not answers to an operation: its cost is in the headers.
    onSubscribe: async ({ args, setResultAndStopExecution }) => {
      await charge(args, setResultAndStopExecution)
    },
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
    for (const [name, value] of Object.entries(rateLimitHeaders(points.state, points.cost)))
      response.headers.set(name, value)
  }
}
