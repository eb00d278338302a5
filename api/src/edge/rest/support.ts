// What every REST shim shares: who is asking, the JSON body, and typed errors mapped to
// 4xx answers of the spec's shape ({ error, message }, with the error's `code` beside them:
// core/error-codes.ts); anything unexpected is a logged 500.
import type { IncomingMessage } from 'node:http'
import type { Context as HonoContext, MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { PinoLogger } from 'hono-pino'
import { restUse, tokenRefusal } from '../../accounts/tokens.policy.js'
import { type Actor, actorOf } from '../../core/actor.js'
import type { Config } from '../../core/config.js'
import type { Services } from '../../core/context.js'
import {
  databaseErrorSummary,
  databaseRetryAfterSeconds,
  databaseUnavailableCode,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from '../../core/db/unavailable.js'
import { errorBody } from '../../core/error-codes.js'
import {
  AppError,
  BusyError,
  PasswordRequiredError,
  RateLimitError,
  ServiceUnavailableError,
  ValidationError,
} from '../../core/errors.js'
import type { Logger } from '../../core/logger.js'
import { type Caller, identify, present, renewalCookie } from '../identify.js'

export type RestEnv = {
  Bindings: { incoming: IncomingMessage }
  /** `logger`: hono-pino's logger of this request (its lines carry the request id). */
  Variables: {
    /** Who is calling (edge/identify.ts), found once per /api request by identifyCaller. */
    caller: Caller
    clientIp: string
    logger: PinoLogger
  }
}
export type RestContext = HonoContext<RestEnv>

/**
 * Finds the caller of an /api request once. An unknown or revoked token is a 401 (app.onError
 * answers the UnauthorizedError); a token is judged by the request's method, a read or a write
 * (the services judge `account` uses themselves).
 */
export function identifyCaller(config: Pick<Config, 'appUrl'>): MiddlewareHandler<RestEnv> {
  return async (c, next) => {
    const caller = await identify(present(c.req.raw, config.appUrl, { clientIp: clientIp(c) }))
    const refusal = tokenRefusal(caller.accessToken, restUse(c.req.method))
    if (refusal) throw refusal
    const renewal = renewalCookie(caller, config.appUrl)
    if (renewal) c.header('set-cookie', renewal, { append: true })
    c.set('caller', caller)
    await next()
  }
}

/** The actor of a REST request: its caller, this instance's services, the clock. */
export function actorFor<S extends Services>(services: S, c: RestContext): Actor<S> {
  const { viewer, sessionTokenHash, accessToken } = c.get('caller')
  return actorOf(services, viewer, { sessionTokenHash, accessToken })
}

export async function jsonBody(c: RestContext): Promise<unknown> {
  const text = await c.req.text()
  if (!text) return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new ValidationError('Invalid JSON body')
  }
}

/** The client's address, as the app-level middleware resolved it under TRUST_PROXY. */
export function clientIp(c: RestContext): string {
  return c.get('clientIp') ?? 'unknown'
}

const bodyTimeoutMessage = 'The request body did not arrive in time'

/** Whether `error` is the request's own body failing because its connection ended first. */
function bodyAborted(c: HonoContext, error: unknown) {
  const incoming = (c.env as RestEnv['Bindings'] | undefined)?.incoming
  const ended = incoming?.errored
  return Boolean(ended) && (error === ended || (error as { cause?: unknown } | undefined)?.cause === ended)
}

/**
 * The answer to an expected failure (a typed error, or the database out of reach: 503 with
 * Retry-After), or undefined for a bug, which the caller logs and answers with a 500.
 */
export function expectedFailure(c: HonoContext, error: unknown, logger: Logger): Response | undefined {
  if (bodyAborted(c, error)) {
    // The client's connection ended before its body arrived: it gave up, or Node already answered
    // 408 at REQUEST_TIMEOUT_SECONDS. Nobody reads this answer; the access line says 408.
    return c.json(errorBody('REQUEST_TIMEOUT', bodyTimeoutMessage), 408)
  }
  if (error instanceof AppError) {
    if (error instanceof RateLimitError || error instanceof BusyError || error instanceof ServiceUnavailableError) {
      if (error.retryAfterSeconds !== undefined) c.header('retry-after', String(error.retryAfterSeconds))
    }
    const more = error instanceof PasswordRequiredError ? { passwordRequired: true, email: error.email } : {}
    return c.json({ ...errorBody(error.code, error.message), ...more }, error.status as ContentfulStatusCode)
  }
  if (isDatabaseUnavailable(error)) {
    // One line, no stack: the outage is logged by every request it fails, not explained by them.
    logger.warn({ route: routePath(c), reason: databaseErrorSummary(error) }, 'database unavailable')
    c.header('retry-after', String(databaseRetryAfterSeconds))
    return c.json(errorBody(databaseUnavailableCode, databaseUnavailableMessage), 503)
  }
  return undefined
}

/** Runs a handler, answering typed errors with their status and the spec's error shape. */
export function rest(services: Services, handler: (c: RestContext) => Promise<Response>) {
  return async (c: RestContext) => {
    try {
      return await handler(c)
    } catch (error) {
      const answer = expectedFailure(c, error, services.logger)
      if (answer) return answer
      // The request's own logger (hono-pino); its lines carry the request id.
      const log = c.get('logger') ?? services.logger
      log.error({ err: error, route: routePath(c) }, 'unexpected REST error')
      return c.json(errorBody('INTERNAL_SERVER_ERROR', 'Something went wrong'), 500)
    }
  }
}
