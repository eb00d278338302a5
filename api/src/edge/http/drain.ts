// Graceful shutdown of the HTTP server: stop accepting connections, let requests in flight finish
// and WebSockets close their handshake, and cut whatever is still open when the deadline passes.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../../core/logger.js'

export interface Drain {
  /** True from the start of shutdown: /readyz answers 503. */
  draining(): boolean
  begin(): void
  /** Answers given while draining close their connection, so that no client reuses it. */
  middleware: MiddlewareHandler
  /**
   * Closes the listener and waits until every connection ended (idle keep-alive ones at once,
   * busy ones after their answer, upgraded ones when their socket closes), at most `timeoutMs`.
   * Returns how many connections were cut at the deadline.
   */
  close(timeoutMs: number): Promise<number>
}

export function createDrain(server: Server, logger: Logger): Drain {
  let draining = false
  // Every TCP connection, upgraded ones included, so that the deadline can end them all.
  const sockets = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  // Event streams (GraphQL subscriptions over SSE) never finish by themselves: they end when the
  // listener closes, and their clients reconnect elsewhere.
  const streams = new Set<ServerResponse>()
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    // An answer that finishes while draining leaves its keep-alive connection idle: close it now
    // rather than after the keep-alive timeout (answers begun before draining carry no close).
    response.once('finish', () => {
      if (draining) server.closeIdleConnections()
    })
    if (!request.headers.accept?.includes('text/event-stream')) return
    streams.add(response)
    response.once('close', () => streams.delete(response))
  })

  return {
    draining: () => draining,
    begin() {
      draining = true
    },
    middleware: async (c, next) => {
      await next()
      if (!draining) return
      try {
        c.res.headers.set('connection', 'close')
      } catch {
        // Headers of a response made by fetch() are immutable: copy it.
        c.res = new Response(c.res.body, c.res)
        c.res.headers.set('connection', 'close')
      }
    },
    async close(timeoutMs) {
      draining = true
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      for (const stream of streams) stream.destroy()
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), timeoutMs)
      })
      const outcome = await Promise.race([closed, late])
      clearTimeout(timer)
      if (outcome !== 'late') return 0
      const cut = sockets.size
      logger.warn({ connections: cut, timeoutMs }, 'shutdown deadline passed: cutting the connections left')
      server.closeAllConnections()
      for (const socket of sockets) socket.destroy()
      await closed
      return cut
    },
  }
}
