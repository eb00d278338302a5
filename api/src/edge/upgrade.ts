// WebSocket upgrades: /graphql (graphql-ws, once GraphQL is loaded) and /ws (the raw socket of old
// clients), from our own site only; any other path or Origin is refused 403. A socket gets a
// request id like any request (in its 101 answer and on its log lines) and a log line when it
// closes; a malformed frame (RSV1 set, too large) is an error on that socket only.
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import type { Config } from '../core/config.js'
import { type Logger, logScope } from '../core/logger.js'
import type { Metrics } from '../core/metrics.js'
import { requestIdOf } from './http/access-log.js'

export interface SocketServers {
  graphql: WebSocketServer
  live: WebSocketServer
}

export function socketServers(logger: Logger, metrics: Metrics): SocketServers {
  const graphql = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
  const live = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
  metrics.watchSockets({ '/graphql': graphql, '/ws': live })
  for (const sockets of [graphql, live]) {
    sockets.on('error', (error) => logger.warn({ err: error }, 'WebSocket server error'))
    sockets.on('connection', (ws) =>
      ws.on('error', (error) => logger.debug({ err: error.message }, 'WebSocket closed on a bad frame')),
    )
  }
  return { graphql, live }
}

/** Cross-site WebSocket hijacking: a browser always sends Origin; it must be ours. */
function sameSite(request: IncomingMessage, appOrigin: string) {
  const origin = request.headers.origin
  const host = request.headers.host
  return !origin || origin === appOrigin || origin === `http://${host}` || origin === `https://${host}`
}

/** Routes the server's upgrades; `graphqlReady` resolves once GraphQL is loaded (a /graphql socket waits). */
export function routeUpgrades(
  server: Server,
  sockets: SocketServers,
  deps: { config: Config; logger: Logger; graphqlReady: () => Promise<unknown> },
) {
  const { config, logger } = deps
  const appOrigin = new URL(config.appUrl).origin
  const requestId = requestIdOf(config.trustProxy)
  const upgradeIds = new WeakMap<IncomingMessage, string>()
  for (const wss of [sockets.graphql, sockets.live]) {
    wss.on('headers', (headers, request) => {
      const reqId = upgradeIds.get(request)
      if (reqId) headers.push(`X-Request-Id: ${reqId}`)
    })
  }
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    const wss = pathname === '/graphql' ? sockets.graphql : pathname === '/ws' ? sockets.live : undefined
    if (!wss || !sameSite(request, appOrigin)) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n')
      return
    }
    const reqId = requestId(request)
    upgradeIds.set(request, reqId)
    const upgrade = () => accept(wss, { request, socket, head, pathname, reqId }, logger)
    if (wss === sockets.graphql) deps.graphqlReady().then(upgrade, () => socket.destroy())
    else upgrade()
  })
}

/**
 * Completes an upgrade in one log scope for the socket's life: signing in adds the person to it,
 * so the close line names them too.
 */
function accept(
  wss: WebSocketServer,
  upgrade: { request: IncomingMessage; socket: Duplex; head: Buffer; pathname: string; reqId: string },
  logger: Logger,
) {
  const { request, pathname } = upgrade
  const scope = { reqId: upgrade.reqId }
  logScope.run(scope, () =>
    wss.handleUpgrade(request, upgrade.socket, upgrade.head, (ws) => {
      const opened = performance.now()
      ws.once('close', (code: number) =>
        logScope.run(scope, () =>
          logger.info(
            { route: pathname, code, durationMs: Math.round(performance.now() - opened) },
            'websocket closed',
          ),
        ),
      )
      wss.emit('connection', ws, request)
    }),
  )
}
