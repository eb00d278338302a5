// The push fan-out benchmark's floor (bench/bench-fanout.ts): the least a graphql-ws server can
// do to pass positions published on Redis to a gather's viewers, one `next` frame per viewer per
// message, as each comes: one Redis listener per gather, one serialisation per message, one `ws`
// send per viewer. None of the app's sign-in, access checks, GraphQL execution, windows, metrics or
// keep-alive pings. Not part of the app; plain JavaScript so that it runs without a build.
// A position a viewer sends as the live screen does (a `ping` carrying it) is published to the
// gather its socket watches, as bare-ws-publish.mjs publishes it, and so reaches the gather's
// viewers the same way.
import { Redis } from 'ioredis'
import { WebSocketServer } from 'ws'
import { publishPosition } from './bare-ws-publish.mjs'

const subscriber = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')
const publisher = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')
/** Per Redis channel: its viewers (socket → the start of their `next` frame), once Redis listens. */
const channels = new Map()

const wss = new WebSocketServer({ host: '127.0.0.1', port: Number(process.env.PORT), path: '/graphql' })
wss.on('connection', (socket) => {
  const joined = new Set()
  socket.on('message', async (data) => {
    const message = JSON.parse(String(data))
    if (message.type === 'connection_init') return socket.send('{"type":"connection_ack"}')
    if (message.type === 'ping') {
      const [watched] = joined
      if (!message.payload?.location || !watched) return socket.send('{"type":"pong"}')
      return socket.send(await publishPosition(publisher, watched.name, message.payload))
    }
    if (message.type !== 'subscribe') return
    const name = `${process.env.CHANNEL_PREFIX ?? ''}participantLocationUpdated:${message.payload.variables.m}`
    let channel = channels.get(name)
    if (!channel) {
      channel = { name, viewers: new Map(), listening: subscriber.subscribe(name) }
      channels.set(name, channel)
    }
    await channel.listening
    const start = `{"id":${JSON.stringify(message.id)},"type":"next","payload":`
    channel.viewers.set(socket, start)
    joined.add(channel)
    socket.send(`${start}{"data":{"livePositions":{"snapshot":true,"positions":[]}}}}`)
  })
  socket.on('close', () => {
    for (const channel of joined) channel.viewers.delete(socket)
  })
})

subscriber.on('message', (name, message) => {
  const channel = channels.get(name)
  if (!channel) return
  // The app names people by global id (base64 of "Participant:uuid"): the floor does that work too.
  const positions = JSON.parse(message).map(({ participantId, lat, lon, sequence, lastUpdated }) => ({
    participantId: Buffer.from(`Participant:${participantId}`).toString('base64'),
    lat,
    lon,
    sequence,
    lastUpdated,
  }))
  const payload = `{"data":{"livePositions":{"snapshot":false,"positions":${JSON.stringify(positions)}}}}}`
  for (const [socket, start] of channel.viewers) socket.send(start + payload)
})

wss.on('listening', () => process.send?.('listening'))
process.on('SIGTERM', () => {
  wss.close()
  subscriber.disconnect()
  publisher.disconnect()
  process.exit(0)
})
