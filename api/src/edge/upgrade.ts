// WebSocket upgrades: /graphql (graphql-ws, once GraphQL is loaded) and /ws (the raw socket of old
// clients), from our own site only; any other path or Origin is refused 403. An upgrade that signs
// nobody in takes a signed-out slot (http/socket-admission.ts): past the caps it is refused 429
// (its address) or 503 (everyone's), with Retry-After; one whose caller the database cannot look
// up opens and closes with 1013. A socket gets a request id like any request (in its 101 answer
// and on its log lines) and a log line when it closes; a malformed frame (RSV1 set, too large) is
// an error on that socket only.
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { type WebSocket, WebSocketServer } from 'ws'
import type { Config } from '../core/config.js'
import { databaseErrorSummary, isDatabaseUnavailable } from '../core/db/unavailable.js'
import { type Logger, logScope } from '../core/logger.js'
import type { Metrics } from '../core/metrics.js'
import { requestIdOf } from './http/access-log.js'
import { clientAddressOf } from './http/client-ip.js'
import { type SocketAdmission, type SocketRefusal, socketAdmission } from './http/socket-admission.js'
import { identify, present } from './identify.js'

export interface SocketServers {
  graphql: WebSocketServer
  live: WebSocketServer
  admission: SocketAdmission
}

export function socketServers(config: Config, logger: Logger, metrics: Metrics): SocketServers {
  const graphql = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
  const live = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
  metrics.watchSockets({ '/graphql': graphql, '/ws': live })
  for (const sockets of [graphql, live]) {
    sockets.on('error', (error) => logger.warn({ err: error }, 'WebSocket server error'))
    sockets.on('connection', (ws) =>
      ws.on('error', (error) => logger.debug({ err: error.message }, 'WebSocket closed on a bad frame')),
    )
  }
  const admission = socketAdmission(
    { maxConnections: config.maxConnections, signedOutPerAddress: config.signedOutSocketsPerAddress },
    metrics,
  )
  return { graphql, live, admission }
}

/** Cross-site WebSocket hijacking: a browser always sends Origin; it must be ours. */
function sameSite(request: IncomingMessage, appOrigin: string) {
  const origin = request.headers.origin
  const host = request.headers.host
  return !origin || origin === appOrigin || origin === `http://${host}` || origin === `https://${host}`
}

const refusals: Record<SocketRefusal, string> = {
  address: '429 Too Many Requests',
  full: '503 Service Unavailable',
}
/** Seconds a refused upgrade is told to wait. */
const refusedRetryAfterSeconds = 10

/**
 * Whether the upgrade's cookie or bearer token signs someone in, or the database cannot tell.
 * Anything else (nobody, an unknown token) is signed out: the socket's own handling says why.
 */
const signsIn = (request: IncomingMessage, appUrl: string, clientIp: string) =>
  identify(present(request, appUrl, { clientIp })).then(
    (caller) => Boolean(caller.viewer),
    (error: unknown) => (isDatabaseUnavailable(error) ? { unavailable: error } : false),
  )

/** 1013 "try again later", which clients retry, as for any request during an outage. */
const unavailableCode = 1013

/** Routes the server's upgrades; `graphqlReady` resolves once GraphQL is loaded (a /graphql socket waits). */
export function routeUpgrades(
  server: Server,
  sockets: SocketServers,
  deps: { config: Config; logger: Logger; graphqlReady: () => Promise<unknown> },
) {
  const { config, logger } = deps
  const appOrigin = new URL(config.appUrl).origin
  const requestId = requestIdOf(config.trustProxy)
  const clientAddress = clientAddressOf(config.trustProxy)
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
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    const reqId = requestId(request)
    upgradeIds.set(request, reqId)
    const address = clientAddress(request)
    void signsIn(request, config.appUrl, address).then((verdict) => {
      if (socket.destroyed) return
      const admitted = sockets.admission.admit(socket, address, verdict === true)
      if (typeof admitted === 'string') return refuse(socket, admitted)
      let opened = admitted.opened
      if (typeof verdict === 'object') {
        const reason = databaseErrorSummary(verdict.unavailable)
        logScope.run({ reqId }, () => logger.warn({ route: pathname, reason }, 'database unavailable'))
        opened = (ws) => ws.close(unavailableCode, 'Database unavailable')
      }
      const upgrade = () => accept(wss, { request, socket, head, pathname, reqId }, logger, opened)
      if (wss === sockets.graphql) deps.graphqlReady().then(upgrade, () => socket.destroy())
      else upgrade()
    })
  })
}

/** Refuses an upgrade before its 101 answer; the connection closes once the answer is written. */
function refuse(socket: Duplex, refusal: SocketRefusal) {
  socket.end(
    `HTTP/1.1 ${refusals[refusal]}\r\nRetry-After: ${refusedRetryAfterSeconds}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  )
}

/**
 * Completes an upgrade in one log scope for the socket's life: signing in adds the person to it,
 * so the close line names them too.
 */
function accept(
  wss: WebSocketServer,
  upgrade: { request: IncomingMessage; socket: Duplex; head: Buffer; pathname: string; reqId: string },
  logger: Logger,
  opened: (ws: WebSocket) => void,
) {
  const { request, pathname } = upgrade
  const scope = { reqId: upgrade.reqId }
  logScope.run(scope, () =>
    wss.handleUpgrade(request, upgrade.socket, upgrade.head, (ws) => {
      const openedAt = performance.now()
      opened(ws)
      ws.once('close', (code: number) =>
        logScope.run(scope, () =>
          logger.info(
            { route: pathname, code, durationMs: Math.round(performance.now() - openedAt) },
            'websocket closed',
          ),
        ),
      )
      wss.emit('connection', ws, request)
    }),
  )
}
