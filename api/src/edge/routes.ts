// What Hono serves: the edge's middleware, every slice's REST shims under /api (each request's
// caller found once, by identifyCaller), /graphql for cross-origin callers, the system routes and
// the built web app. Same-origin /graphql is served ahead of Hono (graphql/http-handler.ts).
import { Hono, type Context as HonoContext } from 'hono'
import { compress } from 'hono/compress'
import { HTTPException } from 'hono/http-exception'
import { routePath } from 'hono/route'
import { accessTokenRoutes } from '../accounts/access-tokens.rest.js'
import { oidcCallbackPath, oidcRoutes } from '../accounts/oidc.rest.js'
import { passkeyRoutes } from '../accounts/passkeys.rest.js'
import { authRoutes } from '../accounts/rest.js'
import { sessionRoutes } from '../accounts/sessions.rest.js'
import { bannerRoutes } from '../banner/rest.js'
import { errorBody } from '../core/error-codes.js'
import type { Logger } from '../core/logger.js'
import type { AppRedis } from '../core/redis-client.js'
import { manageRoutes } from '../gathers/manage.rest.js'
import { openGraphRenderer } from '../gathers/open-graph.rest.js'
import { meetupRoutes } from '../gathers/rest.js'
import { groupRoutes } from '../groups/rest.js'
import { liveRoutes } from '../live/rest.js'
import { sharingRoutes } from '../live/sharing.rest.js'
import { pushRoutes } from '../notifications/rest.js'
import { placeRoutes } from '../places/rest.js'
import type { Yoga } from './graphql/http-handler.js'
import { accessLog } from './http/access-log.js'
import { clientAddressOf } from './http/client-ip.js'
import { csrfProtection } from './http/csrf.js'
import type { Drain } from './http/drain.js'
import { corsPolicy, limitBodies, securityHeaders } from './http/edges.js'
import { metricsRoutes } from './http/metrics-route.js'
import { schemaFileRoutes, schemaPath } from './http/schema-file.js'
import { serveWeb } from './http/static.js'
import { systemRoutes } from './http/system.js'
import { present } from './identify.js'
import { meterRest } from './rest/metering.js'
import { routesOf, serveOpenApi } from './rest/openapi.js'
import { clientIp, expectedFailure, identifyCaller, type RestEnv } from './rest/support.js'
import type { AppServices } from './services.js'

export interface RouteDeps {
  services: AppServices
  redis: AppRedis | undefined
  /** The server's drain, once the server exists (until then nothing is draining). */
  drain(): Drain | undefined
  /** Yoga, loaded once (a request waits for it). */
  yoga(): Promise<Yoga>
}

/** Paths the server answers itself: the web app's fallback never serves them as pages. */
const serverPaths = [
  '/api',
  '/graphql',
  schemaPath,
  '/ws',
  '/assets',
  '/livez',
  '/readyz',
  '/healthz',
  '/metrics',
  '/version.json',
]

export function httpRoutes(deps: RouteDeps): Hono<RestEnv> {
  const { config, logger, metrics, jobs, mailer } = deps.services
  const app = new Hono<RestEnv>()
  const draining = () => deps.drain()?.draining() ?? false
  edgeMiddleware(app, deps)
  app.route('/', metricsRoutes(config, metrics))
  app.route('/', schemaFileRoutes())
  app.route(
    '/',
    systemRoutes({ redis: deps.redis, jobsKind: jobs.kind, mailKind: mailer.kind, draining, webDist: config.webDist }),
  )
  serveOpenApi(app, config, () => free)
  // The routes so far answer before the caller is found: free, and the document says so.
  const free = routesOf(app)
  app.use('/api/*', identifyCaller(config), meterRest(deps.services.limits))
  restRoutes(app, deps.services)
  crossOriginGraphql(app, deps.yoga)
  app.all('/api/*', (c) =>
    c.json(errorBody('NOT_FOUND', `No such endpoint: ${c.req.method} ${c.req.path}`, 'Not found'), 404),
  )
  app.route(
    '/',
    serveWeb(config.webDist, {
      renderHtml: openGraphRenderer(config),
      isVisitor: (c) => present(c.req.raw, config.appUrl).sessionToken === undefined,
      serverPaths,
    }),
  )
  app.onError(errorAnswer(logger))
  return app
}

/** Every request's: access line, draining, security headers, client address, gzip, CORS, body limit, CSRF. */
function edgeMiddleware(app: Hono<RestEnv>, deps: RouteDeps) {
  const { config, logger, metrics } = deps.services
  const clientAddress = clientAddressOf(config.trustProxy)
  app.use('*', ...accessLog(logger, metrics, config.trustProxy))
  app.use('*', (c, next) => {
    const drain = deps.drain()
    return drain ? drain.middleware(c, next) : next()
  })
  app.use('*', securityHeaders(config))
  app.use('*', async (c, next) => {
    c.set('clientIp', clientAddress(c.env?.incoming))
    await next()
  })
  // gzip for API answers and pages (event streams are left alone by its type filter; the
  // built assets come precompressed, and WebSocket upgrades never reach Hono).
  app.use('*', compress())
  app.use('/api/*', corsPolicy(config.corsOrigins))
  app.use('/graphql', corsPolicy(config.corsOrigins))
  app.use('*', limitBodies())
  app.use('/api/*', csrfProtection(config.appUrl, [oidcCallbackPath], config.corsOrigins))
  app.use('/graphql', csrfProtection(config.appUrl, [], config.corsOrigins))
}

function restRoutes(app: Hono<RestEnv>, services: AppServices) {
  app.route('/', authRoutes(services))
  app.route('/', sessionRoutes(services))
  app.route('/', accessTokenRoutes(services))
  app.route('/', passkeyRoutes(services))
  app.route('/', oidcRoutes(services))
  app.route('/', placeRoutes(services))
  app.route('/', meetupRoutes(services))
  app.route('/', manageRoutes(services))
  app.route('/', liveRoutes(services))
  app.route('/', sharingRoutes(services))
  app.route('/', groupRoutes(services))
  app.route('/', bannerRoutes(services))
  app.route('/', pushRoutes(services))
}

/** /graphql for the origins CORS_ORIGINS allows, through Hono's CORS middleware. */
function crossOriginGraphql(app: Hono<RestEnv>, yoga: () => Promise<Yoga>) {
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', async (c) => {
    const responseCookies: string[] = []
    const response = await (await yoga()).fetch(c.req.raw, { responseCookies, clientIp: clientIp(c), apiPoints: {} })
    if (responseCookies.length === 0) return response
    const withCookies = new Response(response.body, response)
    for (const cookie of responseCookies) withCookies.headers.append('set-cookie', cookie)
    return withCookies
  })
}

/** Errors outside a REST handler (the caller's lookup, a malformed URL): typed, 503, or a logged 500. */
function errorAnswer(logger: Logger) {
  return (error: Error, c: HonoContext<RestEnv>) => {
    // A malformed percent-encoded path (`/%E0`) is the client's mistake, not ours.
    if (error instanceof URIError) return c.json(errorBody('BAD_REQUEST', 'Malformed URL', 'Bad request'), 400)
    if (error instanceof HTTPException) return error.getResponse()
    // A typed error (an unknown token's 401, a token's 403) or the database out of reach.
    const answer = expectedFailure(c, error, logger)
    if (answer) return answer
    const log = c.get('logger') ?? logger
    log.error({ err: error, route: routePath(c) }, 'unhandled error')
    return c.json(errorBody('INTERNAL_SERVER_ERROR', 'Something went wrong', 'Internal error'), 500)
  }
}
