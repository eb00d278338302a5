// Keep-alive pings for a WebSocket server, spread over the interval: each socket gets one of
// `everyMs / tickMs` slots as it opens, and each tick pings one slot's sockets, so that every socket
// is pinged once per `everyMs`. Pinging them all at once stalled the event loop (about 110–150 ms at
// 5,000 sockets: one write each), delaying every push meanwhile. A socket that has not answered its
// last ping when its slot comes again, `everyMs` later, is dropped. One timer and shared listeners
// for all sockets: per-socket timers and closures were most of an idle socket's memory.
import type { WebSocket, WebSocketServer } from 'ws'

export function startHeartbeat(wss: WebSocketServer, everyMs: number, tickMs = 1000): () => void {
  const unanswered = new WeakSet<WebSocket>()
  const slots = Array.from({ length: Math.max(1, Math.round(everyMs / tickMs)) }, () => new Set<WebSocket>())
  let opened = 0
  let tick = 0

  const beat = () => {
    const slot = slots[tick++ % slots.length] as Set<WebSocket>
    for (const socket of slot) {
      if (socket.readyState !== socket.OPEN) continue
      if (unanswered.has(socket)) {
        socket.terminate()
        continue
      }
      unanswered.add(socket)
      socket.ping()
    }
  }

  function answered(this: WebSocket) {
    unanswered.delete(this)
  }
  function closed(this: WebSocket) {
    for (const slot of slots) slot.delete(this)
  }
  const onConnection = (socket: WebSocket) => {
    const slot = slots[opened++ % slots.length] as Set<WebSocket>
    slot.add(socket)
    socket.on('pong', answered)
    socket.on('close', closed)
  }
  wss.on('connection', onConnection)
  const timer = setInterval(beat, tickMs)
  timer.unref()
  const stop = () => {
    clearInterval(timer)
    wss.off('connection', onConnection)
    for (const slot of slots) slot.clear()
  }
  wss.once('close', stop)
  return stop
}
