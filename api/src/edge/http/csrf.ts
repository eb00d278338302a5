// CSRF protection for cookie sessions, GraphQL and REST alike (on top of SameSite=Lax cookies).
// An unsafe request is refused when its Origin is another site's; when it has no Origin, it must
// carry a non-simple header (a JSON content type, or x-graphql-csrf) that a cross-site form cannot
// send without a CORS preflight we never grant. One rule for Hono's routes and for /graphql, which
// is served ahead of Hono (graphql/http-handler.ts). A request with `Authorization: Bearer` is
// not a cookie session's (the token, not the cookie, is who asks, and a cross-site page cannot
// send that header without a preflight we never grant), so it needs neither.
import type { MiddlewareHandler } from 'hono'
import { errorBody } from '../../core/error-codes.js'
import { type Presented, present } from '../identify.js'

export const csrfHeader = 'x-graphql-csrf'
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

interface CsrfRequest {
  method: string
  /** `http:` or `https:`, as the server received the request. */
  protocol: string
  header(name: 'origin' | 'host' | 'content-type' | typeof csrfHeader): string | undefined
  /** Its credentials (edge/identify.ts), read for an unsafe method only: a bearer token, any cookie. */
  presented(): Pick<Presented, 'bearer' | 'hasCookies'>
}

/**
 * The reason an unsafe request is refused, or undefined when it may go on.
 * `allowedOrigins`: other origins allowed by CORS_ORIGINS.
 */
export function csrfRule(appUrl: string, allowedOrigins: string[] = []) {
  const appOrigin = new URL(appUrl).origin
  return (request: CsrfRequest): string | undefined => {
    if (safeMethods.has(request.method)) return undefined
    const presented = request.presented()
    if (presented.bearer) return undefined
    const origin = request.header('origin')
    if (origin !== undefined) {
      const requestOrigin = `${request.protocol}//${request.header('host')}`
      if (origin === appOrigin || origin === requestOrigin || allowedOrigins.includes(origin)) return undefined
      return 'Cross-site request refused'
    }
    const contentType = request.header('content-type') ?? ''
    const nonSimple = /application\/(json|graphql)/.test(contentType) || request.header(csrfHeader) !== undefined
    if (nonSimple || !presented.hasCookies) return undefined
    return `Missing ${csrfHeader} header`
  }
}

/** `exempt`: paths protected otherwise (the OpenID callback, by state and PKCE). */
export function csrfProtection(
  appUrl: string,
  exempt: string[] = [],
  allowedOrigins: string[] = [],
): MiddlewareHandler {
  const refusal = csrfRule(appUrl, allowedOrigins)
  return async (c, next) => {
    if (exempt.some((p) => c.req.path.startsWith(p))) return next()
    const message = refusal({
      method: c.req.method,
      protocol: new URL(c.req.url).protocol,
      header: (name) => c.req.header(name),
      presented: () => present(c.req.raw, appUrl),
    })
    if (!message) return next()
    return c.json(errorBody('CSRF_REFUSED', message), 403)
  }
}
