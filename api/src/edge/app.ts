// buildApp(config) → { start, stop }: one HTTP server with GraphQL (HTTP + graphql-ws), the REST
// shims under /api, /version.json and the built web app. Composition only: the services bag
// (services.ts), Hono's routes (routes.ts), GraphQL over HTTP (graphql/http-handler.ts) and the
// WebSocket upgrades (upgrade.ts).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import type { Hono } from 'hono'
import type { Config } from '../core/config.js'
import type { JobDriver } from '../core/jobs/queues.js'
import { createLogger, type Logger } from '../core/logger.js'
import { listen } from '../core/startup.js'
import type { PositionStore } from '../live/position-store.service.js'
import { attachLiveSocket } from '../live/streams/ws-shim.js'
import { graphqlHttpHandler, isGraphqlRequest } from './graphql/http-handler.js'
import { createDrain, type Drain } from './http/drain.js'
import type { RestEnv } from './rest/support.js'
import { httpRoutes } from './routes.js'
import { type AppServices, type OpenServices, openServices } from './services.js'
import { routeUpgrades, type SocketServers, socketServers } from './upgrade.js'

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
  /** Once started: where shared positions are held (tests place and read them). */
  positionStore(): PositionStore
}

interface Running {
  url: string
  port: number
  routes: { method: string; path: string }[]
  jobs: JobDriver
  shutdown(): Promise<void>
}

export function buildApp(config: Config, options: { logger?: Logger } = {}): App {
  const logger = options.logger ?? createLogger(config.logLevel)
  let running: Running | undefined
  let opened: OpenServices | undefined
  let stopping: (() => Promise<void>) | undefined
  return {
    async start() {
      opened = await openServices(config, logger)
      running = await serve(config, logger, opened)
      stopping = running.shutdown
      return { url: running.url, port: running.port }
    },
    routes: () => running?.routes ?? [],
    async idle(until) {
      if (!running) throw new Error('The app is not started')
      await running.jobs.idle(until)
    },
    positionStore() {
      if (!opened) throw new Error('The app is not started')
      return opened.services.positionStore
    },
    async stop() {
      const done = stopping
      stopping = undefined
      await done?.()
    },
  }
}

/**
 * GraphQL (Yoga and the Pothos schema: most of the code) loads once, after the server listens, so
 * that health checks and the web app answer meanwhile; a GraphQL request or socket waits for it.
 */
function lazyGraphQL(services: AppServices, sockets: SocketServers) {
  let loading: ReturnType<typeof load> | undefined
  const load = () =>
    import('./graphql/yoga.js').then(({ createGraphQL }) => {
      const { yoga, attachWebSocket } = createGraphQL(services)
      return { yoga, socketServer: attachWebSocket(sockets.graphql, sockets.admission) }
    })
  return {
    ready: () => (loading ??= load()),
    /** The socket server, if GraphQL was loaded (shutdown disposes of it). */
    loaded: async () => (await loading?.catch(() => undefined))?.socketServer,
  }
}

async function serve(config: Config, logger: Logger, opened: OpenServices): Promise<Running> {
  const { services, release } = opened
  const sockets = socketServers(config, logger, services.metrics)
  const graphql = lazyGraphQL(services, sockets)
  const yoga = () => graphql.ready().then((loaded) => loaded.yoga)
  let drain: Drain | undefined
  const app = httpRoutes({ services, redis: opened.redis, drain: () => drain, yoga })
  const draining = () => drain?.draining() ?? false
  const graphqlHttp = graphqlHttpHandler({ config, logger, metrics: services.metrics, draining, yoga })
  const httpServer = createHttpServer(config, app, graphqlHttp)
  const serverDrain = createDrain(httpServer, logger)
  drain = serverDrain
  const liveSocket = attachLiveSocket(sockets.live, services)
  routeUpgrades(httpServer, sockets, { config, logger, graphqlReady: graphql.ready })
  await listen(httpServer, config.port, config.host).catch(async (error: unknown) => {
    liveSocket.close()
    sockets.graphql.close()
    await release()
    throw error
  })
  const port = (httpServer.address() as AddressInfo).port
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`
  logger.info(
    { url, database: config.databaseUrl ? 'postgres' : 'pglite', redis: Boolean(opened.redis) },
    'Gather is listening',
  )
  graphql.ready().catch((error: unknown) => logger.error({ err: error }, 'GraphQL could not be loaded'))

  const shutdown = async () => {
    const started = Date.now()
    serverDrain.begin()
    logger.info({ delayMs: config.shutdownDelayMs }, 'shutting down: /readyz answers 503')
    if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs))
    const closed = serverDrain.close(config.shutdownTimeoutMs)
    liveSocket.close()
    await (await graphql.loaded())?.dispose()
    sockets.graphql.close()
    const cut = await closed
    logger.info({ cut, tookMs: Date.now() - started }, 'HTTP closed: requests in flight answered')
    await release()
    logger.info({ tookMs: Date.now() - started }, 'stopped')
  }
  return { url, port, routes: app.routes.map(({ method, path }) => ({ method, path })), jobs: services.jobs, shutdown }
}

/**
 * The Node server: /graphql from our own site straight to Yoga (graphql/http-handler.ts), the rest
 * through Hono. Slow clients cannot hold a connection: headers within 10 s, the whole request
 * within REQUEST_TIMEOUT_SECONDS (checked every second), and at most MAX_CONNECTIONS at once.
 * Idle keep-alive connections outlive their clients' own limit (Node's fetch: 4 s; proxies: 60 s),
 * so the client closes first: at Node's 5 s a busy server closed connections that a client was
 * reusing at that moment, and the client got ECONNRESET.
 */
function createHttpServer(
  config: Config,
  app: Hono<RestEnv>,
  graphqlHttp: ReturnType<typeof graphqlHttpHandler>,
): Server {
  const honoListener = getRequestListener(app.fetch)
  const server = createServer(
    {
      keepAliveTimeout: 65_000,
      headersTimeout: Math.min(10_000, config.requestTimeoutMs),
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    (request, response) =>
      isGraphqlRequest(request, config.corsOrigins) ? graphqlHttp(request, response) : honoListener(request, response),
  )
  server.maxConnections = config.maxConnections
  return server
}
