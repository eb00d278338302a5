// The location benchmark's baseline (bench/bench-location.ts): the least a server can do with a
// position sent as the live screen sends it, a graphql-ws `ping` carrying `{ ref, location }`:
// parse it, publish the position to Redis as one event, answer the `pong` with the event. None of
// the app's sign-in, consent rules, database write, ETAs or expiry jobs. Not part of the app;
// plain JavaScript so that it runs without a build. bench/bare-ws-fanout.mjs uses `publishPosition`
// to relay positions to a gather's viewers.
import path from 'node:path'
import { Redis } from 'ioredis'
import { WebSocketServer } from 'ws'

/** Each person's last sequence: the event carries one, as the app's does (viewers match on it). */
const sequences = new Map()

/** Publishes a ping's position on `channel` as a one-event batch; the `pong` frame to answer with. */
export async function publishPosition(publisher, channel, payload) {
  const { participantId, lat, lon } = payload.location
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) {
    return JSON.stringify({ type: 'pong', payload: { ref: payload.ref, error: { code: 'ValidationError' } } })
  }
  const sequence = (sequences.get(participantId) ?? 0) + 1
  sequences.set(participantId, sequence)
  const event = { participantId, lat, lon, sequence, lastUpdated: new Date().toISOString() }
  await publisher.publish(channel, JSON.stringify([event]))
  return JSON.stringify({ type: 'pong', payload: { ref: payload.ref, event } })
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const publisher = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')
  // A channel of the bench's own, which nothing of the app listens to.
  const channel = process.env.CHANNEL ?? `gather-bench:bare-positions:${process.pid}`
  const wss = new WebSocketServer({ host: '127.0.0.1', port: Number(process.env.PORT), path: '/graphql' })
  wss.on('connection', (socket) => {
    socket.on('message', async (data) => {
      const message = JSON.parse(String(data))
      if (message.type === 'connection_init') return socket.send('{"type":"connection_ack"}')
      if (message.type !== 'ping') return
      if (!message.payload?.location) return socket.send('{"type":"pong"}')
      socket.send(await publishPosition(publisher, channel, message.payload))
    })
  })
  wss.on('listening', () => process.send?.('listening'))
  process.on('SIGTERM', () => {
    wss.close()
    publisher.disconnect()
    process.exit(0)
  })
}
