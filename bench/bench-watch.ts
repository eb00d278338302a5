// What a live stream's access and freshness checks cost per pushed event: ping-pong through the
// in-process pub/sub, a raw subscription against a view of the position stream (`follow`: access
// followed, a flag read and a sequence check per push).
// Usage: npx tsx bench/bench-watch.ts [events]
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { actorOf } from '../api/src/core/actor.js'
import { closeDatabase, openDatabase, prisma } from '../api/src/core/db.js'
import { createLogger } from '../api/src/core/logger.js'
import { createMetrics } from '../api/src/core/metrics.js'
import { createAppPubSub } from '../api/src/core/realtime/pubsub.js'
import type { AppServices } from '../api/src/edge/services.js'
import { createMemoryPositions } from '../api/src/live/position-store.service.js'
import { createLiveAccess } from '../api/src/live/streams/live-access.js'
import { createPositionStream } from '../api/src/live/streams/position-stream.js'

const events = Number(process.argv[2] ?? 20_000)
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-bench-watch-'))
await openDatabase({ dataDir })
const { pubSub } = createAppPubSub()
const logger = createLogger('silent')
const liveAccess = createLiveAccess({ pubSub, logger })
const metrics = createMetrics()
const positionStore = createMemoryPositions()
const positions = createPositionStream({ pubSub, liveAccess, metrics, logger, windowMs: 0, positionStore })
const services = { pubSub, liveAccess, logger, metrics, positions, positionStore } as unknown as AppServices
const user = await prisma().user.create({ data: { email: 'bench@example.com' } })
const meetup = await prisma().meetup.create({
  data: {
    userId: user.id,
    description: 'Bench',
    locationName: 'Here',
    shareableLink: 'bench-link-0123456789',
    participants: { create: { userId: user.id, invitationStatus: 'accepted' } },
  },
})
let sequence = 0
const event = () => ({
  participantId: 'p',
  meetupId: meetup.id,
  userId: user.id,
  lat: 1,
  lon: 2,
  sequence: ++sequence,
  lastUpdated: new Date().toISOString(),
})

async function pingPong(iterable: AsyncIterable<unknown>) {
  const iterator = iterable[Symbol.asyncIterator]()
  const started = performance.now()
  for (let i = 0; i < events; i++) {
    const next = iterator.next()
    pubSub.publish('participantLocationUpdated', meetup.id, [event()])
    await next
  }
  const perEvent = ((performance.now() - started) * 1000) / events
  await iterator.return?.()
  return perEvent
}

for (let round = 0; round < 3; round++) {
  const raw = await pingPong(pubSub.subscribe('participantLocationUpdated', meetup.id))
  const { events: followed } = await positions.follow(actorOf(services, user), meetup.id)
  await followed.next() // the snapshot
  const owned = await pingPong(followed)
  console.log(
    `round ${round + 1}: raw pub/sub ${raw.toFixed(2)} µs/event, position stream ${owned.toFixed(2)} µs/event (+${(owned - raw).toFixed(2)} µs)`,
  )
}
liveAccess.close()
await closeDatabase()
await rm(dataDir, { recursive: true, force: true })
