// What every HTTP answer gets at the edge: security headers (CSP, frame-ancestors, HSTS on https,
// Permissions-Policy), CORS closed unless CORS_ORIGINS names other origins, and a body limit.
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { secureHeaders } from 'hono/secure-headers'
import type { Config } from '../../core/config.js'
import { errorBody } from '../../core/error-codes.js'

export const maxBodyBytes = 100 * 1024

export function limitBodies(): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBodyBytes,
    onError: (c) => {
      const message = `Request body too large (at most ${maxBodyBytes / 1024} KB)`
      // The rest of the body is never read, so the connection cannot carry another request: it
      // closes once the answer is written, and the client's next request opens a new one.
      return c.json(errorBody('PAYLOAD_TOO_LARGE', message), 413, { connection: 'close' })
    },
  })
}

const origin = (url: string) => new URL(url).origin

/** Built for the APP_URL of the moment (tests learn theirs only after listening). */
export function securityHeaders(config: Pick<Config, 'appUrl' | 'mapStyleUrl' | 'nodeEnv'>): MiddlewareHandler {
  let built: { appUrl: string; handler: MiddlewareHandler } | undefined
  return (c, next) => {
    if (built?.appUrl !== config.appUrl) built = { appUrl: config.appUrl, handler: headersFor(config) }
    return built.handler(c, next)
  }
}

function headersFor(config: Pick<Config, 'appUrl' | 'mapStyleUrl' | 'nodeEnv'>): MiddlewareHandler {
  const https = config.appUrl.startsWith('https:')
  const appOrigin = origin(config.appUrl)
  const wsOrigin = appOrigin.replace(/^http/, 'ws')
  const map = origin(config.mapStyleUrl)
  const common = {
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: { geolocation: ['self'] as ['self'] },
  } as const
  const app = secureHeaders({
    ...common,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React sets inline style attributes; MapLibre draws its workers from blob: URLs.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', map],
      fontSrc: ["'self'", 'data:', map],
      connectSrc: ["'self'", wsOrigin, map],
      workerSrc: ["'self'", 'blob:'],
      childSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  })
  // GraphiQL (outside production only): its page inlines the installed package's scripts and styles.
  const graphiql = secureHeaders({
    ...common,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'unsafe-inline'", 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", wsOrigin],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
    },
  })
  return (c, next) =>
    config.nodeEnv !== 'production' && c.req.path === '/graphql' && c.req.method === 'GET'
      ? graphiql(c, next)
      : app(c, next)
}

/** Cross-origin calls with credentials only from CORS_ORIGINS; none at all when it is empty. */
export function corsPolicy(origins: string[]): MiddlewareHandler {
  if (origins.length === 0) return (_c, next) => next()
  return cors({
    origin: origins,
    credentials: true,
    allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    // Authorization: a page on an allowed origin may call with a personal access token, and read
    // where its cost limit stands.
    allowHeaders: ['content-type', 'x-graphql-csrf', 'authorization'],
    exposeHeaders: [
      'x-ratelimit-cost',
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
      'x-ratelimit-reset',
      'retry-after',
    ],
    maxAge: 600,
  })
}
