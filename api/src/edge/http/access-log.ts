// One access line per request through hono-pino, and the request id every other line of the
// request carries. The id comes from X-Request-Id only when the peer is a proxy TRUST_PROXY names
// and the value is short and plain; otherwise it is generated. It goes back in the response.
// Lines name the route pattern (`/api/meetups/by-link/:shareableLink`), never the path or query,
// which hold ids and tokens. With tracing on, the request is a span, whose parent is the
// traceparent header under the same rule as X-Request-Id.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import { pinoLogger } from 'hono-pino'
import { type Logger, type LogScope, logScope } from '../../core/logger.js'
import type { Metrics } from '../../core/metrics.js'
import { tracing } from '../../core/tracing.js'
import type { RestEnv } from '../rest/support.js'
import { peerTrusted, type TrustProxy } from './client-ip.js'

const safeRequestId = /^[A-Za-z0-9._:-]{1,64}$/

/** Probes and scrapes that answer well are logged at debug level: they come every few seconds. */
const quietRoutes = new Set(['/livez', '/readyz', '/api/health', '/metrics'])

/** The request id for a request (or a WebSocket upgrade): the trusted proxy's, or a new one. */
export function requestIdOf(trustProxy: TrustProxy): (request: IncomingMessage | undefined) => string {
  const trusted = peerTrusted(trustProxy)
  return (request) => {
    const offered = request?.headers['x-request-id']
    return typeof offered === 'string' && safeRequestId.test(offered) && trusted(request) ? offered : randomUUID()
  }
}

const accessMessage = 'request completed'

/** 503 is an answer we chose (a dependency is down, or draining), already logged as a warning. */
function accessLevel(route: string, status: number) {
  if (status === 503) return 'warn'
  if (status >= 500) return 'error'
  return status < 400 && quietRoutes.has(route) ? 'debug' : 'info'
}

/** The access line of a request served outside Hono (/graphql), with the fields hono-pino writes. */
export function logAccess(logger: Logger, method: string, route: string, status: number, seconds: number) {
  logger[accessLevel(route, status)](
    { responseTime: Math.round(seconds * 1000), req: { method, route }, res: { status } },
    accessMessage,
  )
}

export function accessLog(logger: Logger, metrics: Metrics, trustProxy: TrustProxy): MiddlewareHandler<RestEnv>[] {
  const requestId = requestIdOf(trustProxy)
  const trusted = peerTrusted(trustProxy)
  const scope: MiddlewareHandler<RestEnv> = async (c, next) => {
    const started = performance.now()
    const reqId = requestId(c.env?.incoming)
    const span = tracing()?.server(c.req.header(), c.req.method, trusted(c.env?.incoming))
    const serve = () => logScope.run({ reqId } satisfies LogScope, next)
    await (span ? span.run(serve) : serve())
    span?.end(c.res.status, routePath(c))
    c.res.headers.set('x-request-id', reqId)
    metrics.observeRequest(c.req.method, routePath(c), c.res.status, (performance.now() - started) / 1000)
  }
  const access = pinoLogger({
    pino: logger,
    http: {
      // The id and the user come from the log scope (logger.ts), on this line as on every other.
      reqId: false,
      referRequestIdKey: '-',
      onReqBindings: () => ({}),
      onResBindings: (c) => ({ req: { method: c.req.method, route: routePath(c) }, res: { status: c.res.status } }),
      onResLevel: (c) => accessLevel(routePath(c), c.res.status),
      onResMessage: () => accessMessage,
    },
  })
  return [scope, access as unknown as MiddlewareHandler<RestEnv>]
}
