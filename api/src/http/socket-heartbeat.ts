// Keep-alive pings for a WebSocket server, spread over the interval: each tick pings a slice of the
// sockets, so that every socket is pinged once per `everyMs`. Pinging them all at once stalled the
// event loop (about 110–150 ms at 5,000 sockets: one write each), delaying every push meanwhile. A
// socket that has not answered its last ping when its turn comes again is dropped. One timer and
// one shared pong listener for all sockets: per-socket timers and closures were most of an idle
// socket's memory.
import type { WebSocket, WebSocketServer } from 'ws'

export function startHeartbeat(wss: WebSocketServer, everyMs: number, tickMs = 1000): () => void {
  const unanswered = new WeakSet<WebSocket>()
  const ticksPerRound = Math.max(1, Math.round(everyMs / tickMs))
  // This round's sockets, taken when it starts (a socket that opens meanwhile waits for the next).
  let round: WebSocket[] = []
  let next = 0
  let tick = 0

  const beat = () => {
    if (tick % ticksPerRound === 0) {
      round = [...wss.clients]
      next = 0
    }
    tick += 1
    const until = Math.ceil((round.length * (tick % ticksPerRound || ticksPerRound)) / ticksPerRound)
    for (; next < until; next++) {
      const socket = round[next] as WebSocket
      if (socket.readyState !== socket.OPEN) continue
      if (unanswered.has(socket)) {
        socket.terminate()
        continue
      }
      unanswered.add(socket)
      socket.ping()
    }
    if (next >= round.length) round = []
  }

  function answered(this: WebSocket) {
    unanswered.delete(this)
  }
  const onConnection = (socket: WebSocket) => socket.on('pong', answered)
  wss.on('connection', onConnection)
  const timer = setInterval(beat, tickMs)
  timer.unref()
  const stop = () => {
    clearInterval(timer)
    wss.off('connection', onConnection)
  }
  wss.once('close', stop)
  return stop
}
