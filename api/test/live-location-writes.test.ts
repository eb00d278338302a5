// Coalesced location writes (location-writer.ts) through the service, on both databases: the
// positions waiting in one window are checked against their records by one read and kept in the
// position store by one put, each caller answered with its own event or its own error once its
// position is held, one publish per gather.

import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { graphqlSocket } from '../../tests/helpers/streams.js'
import type { Actor } from '../src/core/actor.js'
import type { User } from '../src/core/db/prisma.js'
import { prisma } from '../src/core/db.js'
import type { JobDriver } from '../src/core/jobs/queues.js'
import { createLogger } from '../src/core/logger.js'
import { createMetrics } from '../src/core/metrics.js'
import type { ParticipantLocationEvent } from '../src/core/realtime/pubsub.js'
import type { AppServices } from '../src/edge/services.js'
import { createLocationWriter, locationSharingMs } from '../src/live/location-writer.service.js'
import { createMemoryPositions, type PositionPut, type PositionStore } from '../src/live/position-store.service.js'
import { storePosition } from '../src/live/positions.service.js'

/** A writer whose window never ends by itself: the test flushes it. */
function writerUnderTest() {
  const published: { meetupId: string; positions: ParticipantLocationEvent[] }[] = []
  const scheduled: unknown[] = []
  const pubSub = {
    publish: (_topic: string, meetupId: string, positions: ParticipantLocationEvent[]) => {
      published.push({ meetupId, positions })
    },
  } as unknown as AppServices['pubSub']
  const jobs = {
    reachable: true,
    add: async (_queue: string, data: unknown) => {
      scheduled.push(data)
    },
  } as unknown as JobDriver
  const metrics = createMetrics()
  // The store, recording each put (one per flush window).
  const memory = createMemoryPositions()
  const puts: PositionPut[][] = []
  const positionStore: PositionStore = {
    ...memory,
    put(batch) {
      puts.push([...batch])
      return memory.put(batch)
    },
  }
  const locations = createLocationWriter(
    { pubSub, jobs, metrics, logger: createLogger('silent'), positionStore },
    60_000,
  )
  /** What the store holds of the record now: its position, or null. */
  const held = async (meetupId: string, id: string) =>
    (await positionStore.read(meetupId, [id])).get(id)?.position ?? null
  const as = (viewer: User): Actor<Pick<AppServices, 'locations'>> => ({
    viewer,
    services: { locations },
    now: () => new Date(),
  })
  return { locations, published, scheduled, metrics, as, puts, held }
}

const settled = <T>(promise: Promise<T>) => {
  const state = { done: false }
  promise.then(
    () => {
      state.done = true
    },
    () => {
      state.done = true
    },
  )
  return state
}

async function person(name: string) {
  return prisma().user.create({ data: { email: `${name}-${crypto.randomUUID()}@example.com`, displayName: name } })
}

describeOnEachDatabase('coalesced location writes', () => {
  it('answers each caller after one put; the last position wins; one publish per gather', async () => {
    const { locations, published, scheduled, as, puts, held } = writerUnderTest()
    const ana = await person('Ana')
    const ben = await person('Ben')
    const first = await createMeetupWith(ana.id)
    const second = await createMeetupWith(ben.id)
    const anaRecord = first.participants[0]?.id as string
    const benRecord = second.participants[0]?.id as string

    const anaFirst = storePosition(as(ana), anaRecord, { lat: 40.1, lon: -73.1 })
    const anaSecond = storePosition(as(ana), anaRecord, { lat: 40.2, lon: -73.2 })
    const benOnly = storePosition(as(ben), benRecord, { lat: 51.5, lon: -0.1 })
    const anaState = settled(anaFirst)
    // Nothing is answered, held or published before the window is flushed.
    await new Promise<void>((resolve) => setImmediate(resolve))
    expect(anaState.done).toBe(false)
    expect(published).toEqual([])
    expect(puts).toEqual([])
    expect(await held(first.id, anaRecord)).toBeNull()

    await locations.flush()
    const [a1, a2, b1] = await Promise.all([anaFirst, anaSecond, benOnly])
    // Sequences start from the clock: Ana's two positions are consecutive.
    const clockSequence = { sequence: expect.any(Number) }
    expect(a1).toMatchObject({ participantId: anaRecord, meetupId: first.id, lat: 40.1, lon: -73.1, ...clockSequence })
    expect(a2).toMatchObject({
      participantId: anaRecord,
      meetupId: first.id,
      lat: 40.2,
      lon: -73.2,
      sequence: a1.sequence + 1,
    })
    expect(b1).toMatchObject({ participantId: benRecord, meetupId: second.id, lat: 51.5, lon: -0.1, ...clockSequence })
    // One put for the window: each person's last position, with how many it stands for.
    expect(puts).toEqual([
      expect.arrayContaining([
        expect.objectContaining({ participantId: anaRecord, lat: 40.2, lon: -73.2, steps: 2 }),
        expect.objectContaining({ participantId: benRecord, lat: 51.5, lon: -0.1, steps: 1 }),
      ]),
    ])
    expect(puts[0]).toHaveLength(2)
    expect(await held(first.id, anaRecord)).toMatchObject({
      lat: 40.2,
      lon: -73.2,
      previous: null,
      sequence: a2.sequence,
    })
    // One flush: one publish per gather, with that gather's newest positions only.
    expect(published).toHaveLength(2)
    expect(published.find((p) => p.meetupId === first.id)?.positions).toEqual([a2])
    expect(published.find((p) => p.meetupId === second.id)?.positions).toEqual([b1])
    // First fixes: one expiry job each.
    expect(scheduled).toEqual(
      expect.arrayContaining([
        { participantId: anaRecord, meetupId: first.id },
        { participantId: benRecord, meetupId: second.id },
      ]),
    )
    expect(scheduled).toHaveLength(2)

    // A later window continues the sequence and keeps the position before as the previous one.
    const sentAt = Date.now()
    const next = storePosition(as(ana), anaRecord, { lat: 40.3, lon: -73.3 })
    await locations.flush()
    expect(await next).toMatchObject({ sequence: a2.sequence + 1, lat: 40.3 })
    const stored = await held(first.id, anaRecord)
    expect(stored).toMatchObject({
      lat: 40.3,
      lon: -73.3,
      previous: { lat: 40.2, lon: -73.2 },
      sequence: a2.sequence + 1,
    })
    // It deletes itself two hours after it was sent (the gather ends later).
    expect(stored?.expiresAt).toBeGreaterThanOrEqual(sentAt + locationSharingMs)
    expect(stored?.expiresAt).toBeLessThanOrEqual(Date.now() + locationSharingMs)
    expect(scheduled).toHaveLength(2)
  })

  it('gives each caller in a mixed batch its own answer, exactly as when written alone', async () => {
    const { locations, published, as, held } = writerUnderTest()
    const owner = await person('Olga')
    const invited = await person('Ivan')
    const stranger = await person('Sam')
    const meetup = await createMeetupWith(owner.id)
    const ownerRecord = meetup.participants[0]?.id as string
    const invitedRecord = (
      await prisma().participant.create({
        data: { meetupId: meetup.id, userId: invited.id, invitationStatus: 'invited' },
      })
    ).id
    const ended = await createMeetupWith(stranger.id)
    await prisma().meetup.update({ where: { id: ended.id }, data: { expirationTime: new Date(Date.now() - 1000) } })
    const endedRecord = ended.participants[0]?.id as string

    const answers = [
      storePosition(as(owner), ownerRecord, { lat: 10, lon: 10 }),
      storePosition(as(stranger), ownerRecord, { lat: 11, lon: 11 }),
      storePosition(as(invited), invitedRecord, { lat: 12, lon: 12 }),
      storePosition(as(stranger), endedRecord, { lat: 13, lon: 13 }),
      storePosition(as(owner), crypto.randomUUID(), { lat: 14, lon: 14 }),
    ].map((answer) =>
      answer.then(
        (event) => ({ event }),
        (error: Error) => ({ error: `${error.name}: ${error.message}` }),
      ),
    )
    await locations.flush()
    expect(await Promise.all(answers)).toEqual([
      { event: expect.objectContaining({ participantId: ownerRecord, sequence: expect.any(Number), lat: 10 }) },
      { error: 'ForbiddenError: You can only share your own location' },
      { error: 'ForbiddenError: Join the gather before sharing your location' },
      { error: 'ConflictError: This gather has ended: location sharing is off' },
      { error: 'NotFoundError: Participant record not found' },
    ])
    expect(published).toEqual([{ meetupId: meetup.id, positions: [expect.objectContaining({ lat: 10 })] }])
    expect((await held(meetup.id, ownerRecord))?.lat).toBe(10)
    expect(await held(meetup.id, invitedRecord)).toBeNull()
    expect(await held(ended.id, endedRecord)).toBeNull()
  })

  it('flush() writes what is waiting and returns once it is held and answered', async () => {
    const { locations, metrics, held } = writerUnderTest()
    const ana = await person('Ana')
    const meetup = await createMeetupWith(ana.id)
    const record = meetup.participants[0]?.id as string
    const answer = locations.write({ participantId: record, userId: ana.id, lat: 1, lon: 2, now: new Date() })
    const waiting = async () => (await metrics.locationWritesWaiting.get()).values[0]?.value
    expect(await waiting()).toBe(1)
    const state = settled(answer)
    await locations.flush()
    expect(state.done).toBe(true)
    expect(await waiting()).toBe(0)
    expect(await held(meetup.id, record)).toMatchObject({ lat: 1, lon: 2 })
  })
})

const metricsToken = 'location-writes-token-0123'

describeOnEachDatabase(
  'a position waiting for its flush window when the server stops',
  (app) => {
    it('is checked and held before the database closes', async () => {
      const ana = await app().signIn({ displayName: 'Ana' })
      const meetup = await createMeetupWith(ana.userId)
      const record = meetup.participants[0]?.id as string
      const socket = graphqlSocket(app().url, ana.cookieHeader)
      socket.subscribe(
        `mutation($p: ID!) { updateParticipantLocation(participantId: $p, lat: 48.85, lon: 2.35) { __typename } }`,
        {
          p: record,
        },
      )
      const waiting = async () => {
        const response = await fetch(`${app().url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
        return (await response.text()).match(/^gather_location_writes_waiting (\d+)/m)?.[1]
      }
      // Accepted: it waits for its window (a second) to end.
      await expect.poll(waiting, { timeout: 30_000 }).toBe('1')
      await app().pause()
      // The stopped app's store (this process's): its record was read before the database closed.
      const held = (await app().positions().read(meetup.id, [record])).get(record)
      expect(held?.position).toMatchObject({ lat: 48.85, lon: 2.35, sequence: expect.any(Number) })
      await app().resume()
      await socket.dispose()
    })
  },
  { env: { LOCATION_FLUSH_MS: '1000', METRICS_TOKEN: metricsToken } },
)
