// CSRF protection for cookie sessions, GraphQL and REST alike (on top of SameSite=Lax cookies).
// An unsafe request is refused when its Origin is another site's; when it has no Origin, it must
// carry a non-simple header (a JSON content type, or x-graphql-csrf) that a cross-site form cannot
// send without a CORS preflight we never grant.
import type { MiddlewareHandler } from 'hono'

export const csrfHeader = 'x-graphql-csrf'
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/** `exempt`: paths protected otherwise (the OpenID callback, by state and PKCE). */
/** `allowedOrigins`: other origins allowed by CORS_ORIGINS. */
export function csrfProtection(
  appUrl: string,
  exempt: string[] = [],
  allowedOrigins: string[] = [],
): MiddlewareHandler {
  const appOrigin = new URL(appUrl).origin
  return async (c, next) => {
    if (safeMethods.has(c.req.method) || exempt.some((p) => c.req.path.startsWith(p))) return next()
    const origin = c.req.header('origin')
    if (origin !== undefined) {
      const requestOrigin = `${new URL(c.req.url).protocol}//${c.req.header('host')}`
      if (origin === appOrigin || origin === requestOrigin || allowedOrigins.includes(origin)) return next()
      return c.json({ error: 'Cross-site request refused', message: 'Cross-site request refused' }, 403)
    }
    const contentType = c.req.header('content-type') ?? ''
    const nonSimple = /application\/(json|graphql)/.test(contentType) || c.req.header(csrfHeader) !== undefined
    if (nonSimple || !c.req.header('cookie')) return next()
    const message = `Missing ${csrfHeader} header`
    return c.json({ error: message, message }, 403)
  }
}
