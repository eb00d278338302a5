// graphql-ws on a `ws` server, like graphql-ws's own `useServer`, except for what a client can
// provoke: an unexpected or malformed message closes that socket with 4400 Bad Request and one
// log line, instead of 4500 and a stack on the console; socket errors go to our logger. A database
// outage while reading the session closes with 1013, which clients retry. An acknowledged
// connection_init authenticates the socket (http/socket-admission.ts).
import { AsyncResource } from 'node:async_hooks'
import type { IncomingMessage } from 'node:http'
import { CloseCode, handleProtocols, makeServer, type ServerOptions } from 'graphql-ws'
import type { WebSocket, WebSocketServer } from 'ws'
import { databaseErrorSummary, isDatabaseUnavailable } from '../../core/db/unavailable.js'
import type { Logger } from '../../core/logger.js'
import type { Metrics } from '../../core/metrics.js'
import type { SocketAdmission } from '../http/socket-admission.js'
import { startHeartbeat } from '../http/socket-heartbeat.js'

/** A text frame: the bytes are JSON. */
const textFrame = { binary: false }

export interface SocketExtra {
  readonly socket: WebSocket
  readonly request: IncomingMessage
  /** Writes a `next` message built elsewhere (a shared push, UTF-8 bytes), counted like graphql-ws's own. */
  readonly push: (data: Buffer) => void
  /** connection_init was accepted, for a signed-in caller or nobody. */
  readonly authenticated: (signedIn: boolean) => void
}

/**
 * Answers a `ping` whose payload is a request of ours (a position); the answer goes back as the
 * `pong`'s payload. Undefined for any other payload, which is echoed as the protocol says.
 */
export type PingRequests = (
  extra: SocketExtra,
  payload: Record<string, unknown>,
  acknowledged: boolean,
) => Promise<Record<string, unknown>> | undefined

const keepAliveMs = 12_000

/** graphql-ws writes `{"id":…,"type":"next","payload":…}`; an id is escaped JSON, so this marks a push. */
const isPush = (data: string) => data.includes('","type":"next","payload":')

export function serveGraphqlWs(
  options: ServerOptions<Record<string, unknown> | undefined, SocketExtra>,
  wss: WebSocketServer,
  deps: { logger: Logger; metrics: Metrics; admission: SocketAdmission; pingRequests?: PingRequests },
) {
  const { logger, metrics, admission, pingRequests } = deps
  // Connections whose connection_init was accepted: requests ride on pings only after it.
  const acknowledged = new WeakSet<SocketExtra>()
  const pushed = metrics.pushes.labels({ transport: 'graphql-ws' })
  const dropped = {
    closed: metrics.pushesDropped.labels({ transport: 'graphql-ws', reason: 'closed' }),
    error: metrics.pushesDropped.labels({ transport: 'graphql-ws', reason: 'error' }),
  }
  const counted = (error?: Error) => (error ? dropped.error.inc() : pushed.inc())
  const server = makeServer({
    ...options,
    onConnect: async (ctx) => {
      const permitted = await options.onConnect?.(ctx)
      if (permitted !== false) acknowledged.add(ctx.extra)
      return permitted
    },
  })
  wss.options.handleProtocols = handleProtocols
  // A client that stops answering pings is dropped.
  startHeartbeat(wss, keepAliveMs)
  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    // Every message is handled in the upgrade's log scope (one resource per socket, not one per bind).
    const scope = new AsyncResource('graphql-ws')
    const extra: SocketExtra = {
      socket,
      request,
      push: (data) => {
        if (socket.readyState !== socket.OPEN) return dropped.closed.inc()
        socket.send(data, textFrame, counted)
      },
      authenticated: (signedIn) => (signedIn ? admission.signedIn(socket) : admission.authenticated(socket)),
    }
    const pong = (payload?: Record<string, unknown>) => {
      if (socket.readyState === socket.OPEN)
        socket.send(JSON.stringify(payload ? { type: 'pong', payload } : { type: 'pong' }))
    }
    const closed = server.opened(
      {
        protocol: socket.protocol,
        // A position rides on a `ping` (the protocol lets a ping carry any payload): no GraphQL
        // execution, one small `pong` back. graphql-ws calls this instead of its own echo.
        onPing: async (payload) => {
          const answer = payload && pingRequests?.(extra, payload, acknowledged.has(extra))
          pong(answer ? await answer : payload)
        },
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            const push = isPush(data)
            if (socket.readyState !== socket.OPEN) {
              if (push) metrics.pushesDropped.inc({ transport: 'graphql-ws', reason: 'closed' })
              return resolve()
            }
            socket.send(data, (error) => {
              if (push) {
                if (error) metrics.pushesDropped.inc({ transport: 'graphql-ws', reason: 'error' })
                else metrics.pushes.inc({ transport: 'graphql-ws' })
              }
              return error ? reject(error) : resolve()
            })
          }),
        close: (code, reason) => socket.close(code, reason),
        // Bound to the upgrade's log scope: every line an operation logs carries its request id.
        onMessage: (handle) => {
          const onMessage = async (data: Buffer) => {
            try {
              await handle(String(data))
            } catch (error) {
              if (isDatabaseUnavailable(error)) {
                // Reading the session failed on an outage: 1013 "try again later", which
                // clients retry (4400 would make them give up for good).
                logger.warn({ reason: databaseErrorSummary(error) }, 'graphql-ws: database unavailable')
                if (socket.readyState === socket.OPEN) socket.close(1013, 'Database unavailable')
                return
              }
              logger.warn({ err: (error as Error).message }, 'graphql-ws message refused')
              if (socket.readyState === socket.OPEN) socket.close(CloseCode.BadRequest, 'Bad message')
            }
          }
          socket.on('message', (data: Buffer) => scope.runInAsyncScope(onMessage, null, data))
        },
      },
      extra,
    )
    socket.once('close', (code, reason) => {
      void closed(code, String(reason))
    })
  })
  return {
    /** Shutdown: 1001 "going away", on which clients reconnect (to another instance). */
    dispose: async () => {
      for (const client of wss.clients) client.close(1001, 'Going away')
    },
  }
}
