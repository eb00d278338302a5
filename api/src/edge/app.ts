// buildApp(config) → { start, stop }: one HTTP server with GraphQL (HTTP + graphql-ws), the REST
// shims under /api, /version.json and the built web app. Adapters follow the configuration:
// PGlite | PostgreSQL, in-process | Redis pub/sub, in-process | BullMQ jobs, outbox | SMTP mail.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { getCookie } from 'hono/cookie'
import { HTTPException } from 'hono/http-exception'
import { routePath } from 'hono/route'
import { WebSocketServer } from 'ws'
import { accessTokenRoutes } from '../accounts/access-tokens.rest.js'
import { oidcCallbackPath, oidcRoutes } from '../accounts/oidc.rest.js'
import { passkeyRoutes } from '../accounts/passkeys.rest.js'
import { authRoutes } from '../accounts/rest.js'
import { connectSessionCache, sessionCookieName } from '../accounts/session.service.js'
import { sessionRoutes } from '../accounts/sessions.rest.js'
import { bannerRoutes } from '../banner/rest.js'
import type { Config } from '../core/config.js'
import type { Services } from '../core/context.js'
import { closeDatabase, openDatabase } from '../core/db.js'
import { createInProcessJobs } from '../core/jobs/in-process.js'
import type { JobDriver } from '../core/jobs/queues.js'
import { createLogger, type Logger, logScope } from '../core/logger.js'
import { registerMailJobs } from '../core/mail/deliveries.js'
import { countingMailer, createMailer } from '../core/mail/mailer.js'
import { createMetrics } from '../core/metrics.js'
import { createRateLimits } from '../core/rate-limits.js'
import { createAppPubSub } from '../core/realtime/pubsub.js'
import { checkRedis, listen } from '../core/startup.js'
import { manageRoutes } from '../gathers/manage.rest.js'
import { openGraphRenderer } from '../gathers/open-graph.js'
import { meetupRoutes } from '../gathers/rest.js'
import { groupRoutes } from '../groups/rest.js'
import { createArrivals } from '../live/arrivals/arrivals.service.js'
import { registerLatenessJobs } from '../live/arrivals/lateness.js'
import { createMemoryTracks, createRedisTracks } from '../live/arrivals/tracks.js'
import { registerExpiryJobs } from '../live/expiry.js'
import { createLocationWriter } from '../live/location-writer.js'
import { liveRoutes } from '../live/rest.js'
import { sharingRoutes } from '../live/sharing.rest.js'
import { registerSharingJobs } from '../live/sharing.service.js'
import { createLiveAccess } from '../live/streams/live-access.js'
import { attachLiveSocket } from '../live/streams/ws-shim.js'
import { registerPushJobs } from '../notifications/push.js'
import { pushRoutes } from '../notifications/rest.js'
import { vapidKeys } from '../notifications/vapid.js'
import { createGeocoder } from '../places/geocoder.js'
import { createIpLocator } from '../places/ip-locator.js'
import { placeRoutes } from '../places/rest.js'
import { createWeatherClient } from '../places/weather.js'
import { graphqlHttpHandler, isGraphqlRequest } from './graphql/http-handler.js'
import { accessLog, requestIdOf } from './http/access-log.js'
import { clientAddressOf } from './http/client-ip.js'
import { csrfProtection } from './http/csrf.js'
import { createDrain, type Drain } from './http/drain.js'
import { corsPolicy, limitBodies, securityHeaders } from './http/edges.js'
import { metricsRoutes } from './http/metrics-route.js'
import { serveWeb } from './http/static.js'
import { systemRoutes, versionInfo } from './http/system.js'
import { clientIp, expectedFailure, type RestEnv, sessionMiddleware } from './rest/support.js'

export interface App {
  /** Opens everything and listens; a StartupError names the variable at fault. */
  start(): Promise<{ url: string; port: number }>
  /**
   * Graceful: /readyz answers 503 (for SHUTDOWN_DELAY_SECONDS the server still serves), the
   * listener closes, requests in flight finish and WebSockets close with 1001 (at most
   * SHUTDOWN_TIMEOUT_SECONDS, then the rest is cut), jobs are released, connections closed.
   */
  stop(): Promise<void>
  /** The HTTP routes served (method and path), once started: the policy parity test lists them. */
  routes(): { method: string; path: string }[]
  /** Once started: resolves when no job is running or due (see JobDriver.idle). */
  idle(until?: Date): Promise<void>
}

export function buildApp(config: Config, options: { logger?: Logger } = {}): App {
  const logger = options.logger ?? createLogger(config.logLevel)
  let shutdown: (() => Promise<void>) | undefined
  let served: { method: string; path: string }[] = []
  let jobsDriver: JobDriver | undefined

  return {
    async start() {
      try {
        // A wrong REDIS_URL is named before anything else connects to it (and retries forever).
        if (config.redisUrl) await checkRedis(config.redisUrl)
        await openDatabase({
          databaseUrl: config.databaseUrl,
          statementTimeoutMs: config.databaseStatementTimeoutMs,
          dataDir: config.dataDir,
          logger,
        })
      } catch (error) {
        // index.ts may have started opening the database already: a failed start releases it.
        await closeDatabase()
        throw error
      }
      const scaled = config.redisUrl ? { url: config.redisUrl, ...(await import('../core/scaled-out.js')) } : undefined
      // Every Redis client reports to one health watch: an outage is one log line, not a flood.
      const redisHealth = scaled ? scaled.createRedisHealth(scaled.url, logger) : undefined
      const redis =
        scaled && redisHealth ? redisHealth.watch(new scaled.Redis(scaled.url, { maxRetriesPerRequest: 2 })) : undefined
      const realtime =
        scaled && redisHealth
          ? scaled.createRedisPubSub(scaled.url, config.redisPrefix, redisHealth, logger)
          : createAppPubSub()
      const { pubSub, close: closePubSub } = realtime
      const disconnectSessionCache = connectSessionCache(pubSub)
      const metrics = createMetrics({ processMetrics: Boolean(config.metricsToken || config.metricsAllow.length) })
      const onFailure = (queue: string) => metrics.jobFailures.inc({ queue })
      const jobs: JobDriver =
        scaled && redisHealth
          ? scaled.createBullmqJobs(scaled.url, logger, config.redisPrefix, { health: redisHealth, onFailure })
          : createInProcessJobs(logger, { onFailure })
      jobsDriver = jobs
      if (jobs.counts) metrics.watchQueues(jobs.counts)
      const mailer = countingMailer(
        createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger }),
        metrics,
      )
      const limits = createRateLimits(redis, config.apiPoints, config.redisPrefix)
      const geocoder = createGeocoder({
        baseUrl: config.geocoderUrl,
        userAgent: `Gather/${versionInfo.version} (+${config.appUrl})`,
        upstreamLimiter: limits.geocoderUpstream,
        logger,
      })
      const weather = createWeatherClient({ baseUrl: config.weatherUrl, logger })
      const ipLocator = createIpLocator({ urlTemplate: config.ipLookupUrl, logger })
      const liveAccess = createLiveAccess({ pubSub, logger, realtime })
      const tracks = redis ? createRedisTracks(redis, config.redisPrefix) : createMemoryTracks()
      const arrivals = createArrivals({ tracks, pubSub, jobs, logger })
      const locations = createLocationWriter({ pubSub, jobs, metrics, logger, arrivals }, config.locationFlushMs)
      const services: Services = {
        config,
        logger,
        pubSub,
        liveAccess,
        jobs,
        locations,
        arrivals,
        mailer,
        metrics,
        limits,
        geocoder,
        weather,
        ipLocator,
      }
      registerMailJobs(services)
      registerPushJobs(services)
      // Made on a first start (DATA_DIR or the database) rather than at the first push.
      await vapidKeys(config)
      await registerExpiryJobs(services)
      await registerSharingJobs(services)
      await registerLatenessJobs(services)

      // GraphQL (Yoga and the Pothos schema: most of the code) loads once the server listens, so
      // that health checks and the web app answer meanwhile; a GraphQL request or socket waits.
      const graphqlSockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
      let graphql: ReturnType<typeof loadGraphQL> | undefined
      const loadGraphQL = () =>
        import('./graphql/yoga.js').then(({ createGraphQL }) => {
          const { yoga, attachWebSocket } = createGraphQL(services)
          return { yoga, socketServer: attachWebSocket(graphqlSockets) }
        })
      const graphqlReady = () => (graphql ??= loadGraphQL())

      const app = new Hono<RestEnv>()
      const clientAddress = clientAddressOf(config.trustProxy)
      app.use('*', ...accessLog(logger, metrics, config.trustProxy))
      // Created with the server below; until then nothing is draining.
      let drain: Drain | undefined
      const draining = () => drain?.draining() ?? false
      app.use('*', (c, next) => (drain ? drain.middleware(c, next) : next()))
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
      app.route('/', metricsRoutes(config, metrics))
      app.route(
        '/',
        systemRoutes({ redis, jobsKind: jobs.kind, mailKind: mailer.kind, draining, webDist: config.webDist }),
      )
      app.use('/api/*', sessionMiddleware(config.appUrl))
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
      // Same-origin /graphql is served ahead of Hono (graphqlHttp below); cross-origin calls from
      // CORS_ORIGINS come here, through Hono's CORS middleware.
      app.on(['GET', 'POST', 'OPTIONS'], '/graphql', async (c) => {
        const responseCookies: string[] = []
        const { yoga } = await graphqlReady()
        const response = await yoga.fetch(c.req.raw, { responseCookies, clientIp: clientIp(c), apiPoints: {} })
        if (responseCookies.length === 0) return response
        const withCookies = new Response(response.body, response)
        for (const cookie of responseCookies) withCookies.headers.append('set-cookie', cookie)
        return withCookies
      })
      app.all('/api/*', (c) =>
        c.json({ error: 'Not found', message: `No such endpoint: ${c.req.method} ${c.req.path}` }, 404),
      )
      app.route(
        '/',
        serveWeb(config.webDist, {
          renderHtml: openGraphRenderer(config),
          isVisitor: (c) => !getCookie(c, sessionCookieName(config.appUrl)),
          serverPaths,
        }),
      )
      app.onError((error, c) => {
        // A malformed percent-encoded path (`/%E0`) is the client's mistake, not ours.
        if (error instanceof URIError) return c.json({ error: 'Bad request', message: 'Malformed URL' }, 400)
        if (error instanceof HTTPException) return error.getResponse()
        // Outside a REST handler (the session lookup): a typed error or the database out of reach.
        const answer = expectedFailure(c, error, logger)
        if (answer) return answer
        const log = c.get('logger') ?? logger
        log.error({ err: error, route: routePath(c) }, 'unhandled error')
        return c.json({ error: 'Internal error', message: 'Something went wrong' }, 500)
      })

      served = app.routes.map(({ method, path }) => ({ method, path }))
      const graphqlHttp = graphqlHttpHandler({
        config,
        logger,
        metrics,
        draining,
        yoga: () => graphqlReady().then((loaded) => loaded.yoga),
      })
      const honoListener = getRequestListener(app.fetch)
      const httpServer: Server = createServer(
        // Slow clients cannot hold a connection: headers within 10 s, the whole request within
        // REQUEST_TIMEOUT_SECONDS (checked every second), and at most MAX_CONNECTIONS at once.
        // Idle keep-alive connections outlive their clients' own limit (Node's fetch: 4 s; proxies:
        // 60 s), so the client closes first: at Node's 5 s a busy server closed connections that
        // a client was reusing at that moment, and the client got ECONNRESET.
        {
          keepAliveTimeout: 65_000,
          headersTimeout: Math.min(10_000, config.requestTimeoutMs),
          requestTimeout: config.requestTimeoutMs,
          connectionsCheckingInterval: 1000,
        },
        (request, response) =>
          isGraphqlRequest(request, config.corsOrigins)
            ? graphqlHttp(request, response)
            : honoListener(request, response),
      )
      httpServer.maxConnections = config.maxConnections
      const serverDrain = createDrain(httpServer, logger)
      drain = serverDrain
      const liveSockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
      const liveSocket = attachLiveSocket(liveSockets, services)
      metrics.watchSockets({ '/graphql': graphqlSockets, '/ws': liveSockets })
      // A malformed frame (RSV1 set, too large) is an error on that socket only: close it, log it.
      for (const sockets of [graphqlSockets, liveSockets]) {
        sockets.on('error', (error) => logger.warn({ err: error }, 'WebSocket server error'))
        sockets.on('connection', (ws) =>
          ws.on('error', (error) => logger.debug({ err: error.message }, 'WebSocket closed on a bad frame')),
        )
      }
      const appOrigin = new URL(config.appUrl).origin
      // A WebSocket gets a request id like any request: in its 101 answer and on its log lines.
      const requestId = requestIdOf(config.trustProxy)
      const upgradeIds = new WeakMap<IncomingMessage, string>()
      for (const sockets of [graphqlSockets, liveSockets]) {
        sockets.on('headers', (headers, request) => {
          const reqId = upgradeIds.get(request)
          if (reqId) headers.push(`X-Request-Id: ${reqId}`)
        })
      }
      httpServer.on('upgrade', (request, socket, head) => {
        socket.on('error', () => socket.destroy())
        const { pathname } = new URL(request.url ?? '/', 'http://localhost')
        const origin = request.headers.origin
        // Cross-site WebSocket hijacking: a browser always sends Origin; it must be ours.
        const sameSite =
          !origin ||
          origin === appOrigin ||
          origin === `http://${request.headers.host}` ||
          origin === `https://${request.headers.host}`
        const sockets = pathname === '/graphql' ? graphqlSockets : pathname === '/ws' ? liveSockets : undefined
        if (!sockets || !sameSite) {
          socket.end('HTTP/1.1 403 Forbidden\r\n\r\n')
          return
        }
        const reqId = requestId(request)
        upgradeIds.set(request, reqId)
        // One scope for the socket's life: signing in adds the person to it, so the close line
        // names them too.
        const scope = { reqId }
        const upgrade = () =>
          logScope.run(scope, () =>
            sockets.handleUpgrade(request, socket, head, (ws) => {
              const opened = performance.now()
              ws.once('close', (code: number) =>
                logScope.run(scope, () =>
                  logger.info(
                    { route: pathname, code, durationMs: Math.round(performance.now() - opened) },
                    'websocket closed',
                  ),
                ),
              )
              sockets.emit('connection', ws, request)
            }),
          )
        if (sockets === graphqlSockets) graphqlReady().then(upgrade, () => socket.destroy())
        else upgrade()
      })

      /** Everything but HTTP, after it: jobs first (they may still write), connections last. */
      const release = async () => {
        // Positions accepted but not yet written (the last flush window) are written first.
        await locations.flush()
        await jobs.close()
        logger.info('jobs released')
        await mailer.close()
        disconnectSessionCache()
        liveAccess.close()
        await closePubSub()
        redis?.disconnect()
        redisHealth?.close()
        await closeDatabase()
      }
      await listen(httpServer, config.port, config.host).catch(async (error: unknown) => {
        liveSocket.close()
        graphqlSockets.close()
        await release()
        throw error
      })
      const port = (httpServer.address() as AddressInfo).port
      const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`
      logger.info(
        { url, database: config.databaseUrl ? 'postgres' : 'pglite', redis: Boolean(redis) },
        'Gather is listening',
      )
      graphqlReady().catch((error: unknown) => logger.error({ err: error }, 'GraphQL could not be loaded'))

      shutdown = async () => {
        const started = Date.now()
        serverDrain.begin()
        logger.info({ delayMs: config.shutdownDelayMs }, 'shutting down: /readyz answers 503')
        if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs))
        const closed = serverDrain.close(config.shutdownTimeoutMs)
        liveSocket.close()
        await (await graphql?.catch(() => undefined))?.socketServer.dispose()
        graphqlSockets.close()
        const cut = await closed
        logger.info({ cut, tookMs: Date.now() - started }, 'HTTP closed: requests in flight answered')
        await release()
        logger.info({ tookMs: Date.now() - started }, 'stopped')
      }
      return { url, port }
    },
    routes: () => served,
    async idle(until) {
      if (!jobsDriver) throw new Error('The app is not started')
      await jobsDriver.idle(until)
    },
    async stop() {
      const done = shutdown
      shutdown = undefined
      await done?.()
    },
  }
}

/** Paths the server answers itself: the web app's fallback never serves them as pages. */
const serverPaths = ['/api', '/graphql', '/ws', '/assets', '/livez', '/readyz', '/healthz', '/metrics', '/version.json']
