// What every REST shim shares: who is asking, the JSON body, and typed errors mapped to
// 4xx answers of the spec's shape ({ error, message }); anything unexpected is a logged 500.
import type { IncomingMessage } from 'node:http'
import type { User } from '@prisma/client'
import type { Context as HonoContext, MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { PinoLogger } from 'hono-pino'
import { assertTokenMay, bearerOf, findTokenUser } from '../../accounts/access-tokens.service.js'
import { findSessionUser, sessionCookieName } from '../../accounts/session.service.js'
import { sessionCookie } from '../../accounts/session-cookie.js'
import { type Actor, actorOf, type TokenCredential } from '../../core/actor.js'
import type { Services } from '../../core/context.js'
import {
  databaseErrorSummary,
  databaseRetryAfterSeconds,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from '../../core/db/unavailable.js'
import { AppError, BusyError, PasswordRequiredError, RateLimitError, ValidationError } from '../../core/errors.js'
import { type Logger, logUser } from '../../core/logger.js'
import { readCookie } from '../http/cookies.js'

export type RestEnv = {
  Bindings: { incoming: IncomingMessage }
  /** `logger`: hono-pino's logger of this request (its lines carry the request id). */
  Variables: {
    viewer: User | null
    sessionToken: string | undefined
    /** The session's key (its token's SHA-256), what actors carry: hashed once per request. */
    sessionTokenHash: string | null
    /** The personal access token of a bearer request (no cookie is read then). */
    accessToken: TokenCredential | null
    clientIp: string
    logger: PinoLogger
  }
}
export type RestContext = HonoContext<RestEnv>

export function sessionMiddleware(appUrl: string): MiddlewareHandler<RestEnv> {
  const cookieName = sessionCookieName(appUrl)
  return async (c, next) => {
    const bearer = bearerOf(c.req.header('authorization'))
    if (bearer) {
      // Unknown or revoked: 401 (UnauthorizedError, answered by app.onError).
      const { user, token } = await findTokenUser(bearer)
      logUser(user.id)
      c.set('viewer', user)
      c.set('sessionToken', undefined)
      c.set('sessionTokenHash', null)
      c.set('accessToken', token)
      // The token rule decides; a REST write is a `write` (the services ask for `account` themselves).
      const use = c.req.method === 'GET' || c.req.method === 'HEAD' ? 'read' : 'write'
      assertTokenMay({ accessToken: token }, use)
      return next()
    }
    c.set('accessToken', null)
    const token = readCookie(c.req.header('cookie'), cookieName)
    const session = await findSessionUser(token)
    logUser(session?.user.id)
    if (session?.refreshed && token) c.header('set-cookie', sessionCookie(appUrl, token), { append: true })
    c.set('viewer', session?.user ?? null)
    c.set('sessionToken', session ? token : undefined)
    c.set('sessionTokenHash', session?.tokenHash ?? null)
    await next()
  }
}

/** The actor of a REST request: its viewer and session, this instance's services, the clock. */
export function actorFor<S extends Services>(services: S, c: RestContext): Actor<S> {
  return actorOf(services, c.get('viewer'), {
    sessionTokenHash: c.get('sessionTokenHash') ?? null,
    accessToken: c.get('accessToken') ?? null,
  })
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

/**
 * The answer to an expected failure (a typed error, or the database out of reach: 503 with
 * Retry-After), or undefined for a bug, which the caller logs and answers with a 500.
 */
export function expectedFailure(c: HonoContext, error: unknown, logger: Logger): Response | undefined {
  if (error instanceof AppError) {
    if (error instanceof RateLimitError || error instanceof BusyError)
      c.header('retry-after', String(error.retryAfterSeconds))
    const more = error instanceof PasswordRequiredError ? { passwordRequired: true, email: error.email } : {}
    return c.json({ error: error.message, message: error.message, ...more }, error.status as ContentfulStatusCode)
  }
  if (isDatabaseUnavailable(error)) {
    // One line, no stack: the outage is logged by every request it fails, not explained by them.
    logger.warn({ route: routePath(c), reason: databaseErrorSummary(error) }, 'database unavailable')
    c.header('retry-after', String(databaseRetryAfterSeconds))
    return c.json({ error: databaseUnavailableMessage, message: databaseUnavailableMessage }, 503)
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
      return c.json({ error: 'Something went wrong', message: 'Something went wrong' }, 500)
    }
  }
}
