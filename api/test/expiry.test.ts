// Location expires by design: positions are deleted (not hidden) when sharing expires, when the
// gather ends, and gather history after 30 days. A position deletes itself from the position store
// at its expiry; delayed jobs (in-process and BullMQ) tell open maps on time and end gathers, the
// sweep ends whatever the jobs missed. The clocks (the jobs' and the store's) are passed in, so
// nothing waits.
import { randomBytes } from 'node:crypto'
import { createPubSub } from 'graphql-yoga'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { recordingJobs } from '../../tests/helpers/jobs.js'
import { redisAvailable, redisUrl, servicesRequired, uniquePrefix } from '../../tests/helpers/services.js'
import { prisma } from '../src/core/db.js'
import { createBullmqJobs } from '../src/core/jobs/bullmq.js'
import { createInProcessJobs } from '../src/core/jobs/in-process.js'
import type { JobDriver } from '../src/core/jobs/queues.js'
import { createLogger } from '../src/core/logger.js'
import type { PositionClearedEvent, PubSubEvents } from '../src/core/realtime/pubsub.js'
import { createArrivals } from '../src/live/arrivals/arrivals.service.js'
import { createMemoryTracks } from '../src/live/arrivals/tracks.service.js'
import {
  endGather,
  expireParticipantLocation,
  registerExpiryJobs,
  scheduleGatherEnd,
  sweepExpired,
} from '../src/live/expiry.service.js'
import { createMemoryPositions, type PositionStore } from '../src/live/position-store.service.js'

const minute = 60 * 1000
const hour = 60 * minute
const day = 24 * hour
const logger = createLogger('silent')

/** `clock`: the position store's; by default the real one. */
function deps(clock: () => number = Date.now) {
  const pubSub = createPubSub<PubSubEvents>()
  // The participants whose positions were announced as deleted (and the deletions sent to the
  // maps, with their sequence), and the gathers announced ended.
  const cleared: string[] = []
  const deletions: PositionClearedEvent[] = []
  const ended: string[] = []
  const publish = pubSub.publish.bind(pubSub) as (name: string, topic: string, event: unknown) => void
  pubSub.publish = ((
    name: string,
    topic: string,
    event: { participantId: string; kind: string; meetupId: string; ended?: boolean },
  ) => {
    if (name === 'participantChanged' && event.kind === 'location-cleared') cleared.push(event.participantId)
    if (name === 'participantLocationUpdated') deletions.push(...(event as unknown as PositionClearedEvent[]))
    if (name === 'meetupUpdated' && event.ended) ended.push(event.meetupId)
    publish(name, topic, event)
  }) as typeof pubSub.publish
  const tracks = createMemoryTracks()
  const recording = recordingJobs()
  const arrivals = createArrivals({ tracks, pubSub, jobs: recording.jobs, logger })
  const positionStore = createMemoryPositions(clock)
  return { ...recording, pubSub, logger, cleared, deletions, ended, arrivals, tracks, positionStore }
}

/** A clock that moves only when told (the store's view of time). */
function manualClock(start = Date.now()) {
  let now = start
  return {
    now: () => now,
    set(at: Date) {
      now = at.getTime()
    },
  }
}

/** A gather ending at `ends`, with participants whose held positions (in `store`) expire at the given times. */
async function gatherSharing(store: PositionStore, ends: Date | null, expiries: (Date | null)[]) {
  const users = await Promise.all(
    expiries.map((_, i) =>
      prisma().user.create({ data: { email: `share${i}-${randomBytes(4).toString('hex')}@example.com` } }),
    ),
  )
  const meetup = await prisma().meetup.create({
    data: {
      userId: users[0]?.id as string,
      description: 'Picnic',
      locationName: 'Central Park',
      shareableLink: randomBytes(16).toString('base64url'),
      startTime: ends ? new Date(ends.getTime() - 4 * hour) : null,
      expirationTime: ends,
      participants: { create: users.map((user) => ({ userId: user.id, invitationStatus: 'accepted' as const })) },
    },
    include: { participants: true },
  })
  // In the order of `expiries` (the records come back in no particular order).
  const participants = users.map((user) => meetup.participants.find((p) => p.userId === user.id) as { id: string })
  const sent = Date.now()
  await store.put(
    participants.flatMap((p, i) => {
      const expiresAt = expiries[i]
      if (!expiresAt) return []
      return [
        {
          participantId: p.id,
          meetupId: meetup.id,
          userId: (users[i] as { id: string }).id,
          lat: 40.78,
          lon: -73.96,
          accuracy: null,
          capturedAt: null,
          precision: 'exact' as const,
          lastUpdated: sent,
          expiresAt: expiresAt.getTime(),
          steps: 1,
        },
      ]
    }),
  )
  return { ...meetup, participants }
}

/** What the store holds of the person now: their position, or null. */
const positionOf = async (store: PositionStore, meetupId: string, id: string) =>
  (await store.read(meetupId, [id])).get(id)?.position ?? null

describe('location expiry', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(async () => {
    await app?.stop()
  })

  it('deletes a person’s position once their sharing expired, and only theirs, and tells the maps', async () => {
    const now = new Date()
    const clock = manualClock(now.getTime())
    const d = deps(clock.now)
    const lateExpiry = new Date(now.getTime() + 2 * hour)
    const earlyExpiry = new Date(now.getTime() + 30 * minute)
    const meetup = await gatherSharing(d.positionStore, new Date(now.getTime() + 3 * hour), [lateExpiry, earlyExpiry])
    const [late, early] = meetup.participants.map((p) => p.id) as [string, string]
    const later = new Date(now.getTime() + hour)
    clock.set(later)
    // The store deleted the expired position by itself; the other is still held.
    expect(await positionOf(d.positionStore, meetup.id, early)).toBeNull()
    expect(await positionOf(d.positionStore, meetup.id, late)).toMatchObject({ lat: 40.78, lon: -73.96 })
    // Each one's expiry job: the early one's tells the maps, the late one's waits for its time.
    await expireParticipantLocation(d, { participantId: early, meetupId: meetup.id }, later)
    await expireParticipantLocation(d, { participantId: late, meetupId: meetup.id }, later)
    expect(d.cleared).toEqual([early])
    expect(d.added).toEqual([
      {
        queue: 'location-expiry',
        data: { participantId: late, meetupId: meetup.id },
        options: { delayMs: hour, jobId: `location-expiry-${late}-${lateExpiry.getTime()}` },
      },
    ])
    expect(await positionOf(d.positionStore, meetup.id, late)).toMatchObject({ lat: 40.78 })
    // The minute sweep leaves the positions of a gather still on alone.
    await sweepExpired(d, later)
    expect(await positionOf(d.positionStore, meetup.id, late)).toMatchObject({ lat: 40.78 })
    expect(d.cleared).toEqual([early])
    expect(d.ended).not.toContain(meetup.id)
  })

  it('announces a gather the sweep ends, so that its open streams end on every instance', async () => {
    const now = new Date()
    const d = deps()
    const meetup = await gatherSharing(d.positionStore, new Date(now.getTime() + hour), [
      new Date(now.getTime() + 2 * hour),
    ])
    const id = meetup.participants[0]?.id as string
    await sweepExpired(d, new Date(now.getTime() + 2 * hour))
    expect(d.ended).toContain(meetup.id)
    expect((await prisma().meetup.findUniqueOrThrow({ where: { id: meetup.id } })).isActive).toBe(false)
    // A position held past the end (its gather was moved earlier) goes with the gather.
    expect(await positionOf(d.positionStore, meetup.id, id)).toBeNull()
    expect(d.cleared).toEqual([id])
    // Already ended: the next sweep does not announce it again.
    const again = deps()
    await sweepExpired(again, new Date(now.getTime() + 2 * hour))
    expect(again.ended).not.toContain(meetup.id)
  })

  it('ends a gather: everyone’s positions go and it is no longer active, rescheduling if it was moved', async () => {
    const now = new Date()
    const ends = new Date(now.getTime() + 2 * hour)
    const d = deps()
    const meetup = await gatherSharing(d.positionStore, ends, [
      new Date(now.getTime() + 2 * hour),
      new Date(now.getTime() + hour),
    ])
    await endGather(d, meetup.id, now)
    expect(d.added).toEqual([
      {
        queue: 'gather-end',
        data: { meetupId: meetup.id },
        options: { delayMs: expect.any(Number), jobId: `gather-end-${meetup.id}-${ends.getTime()}` },
      },
    ])
    expect(await positionOf(d.positionStore, meetup.id, meetup.participants[0]?.id as string)).toMatchObject({
      lat: 40.78,
    })
    await endGather(d, meetup.id, new Date(ends.getTime() + 1000))
    for (const p of meetup.participants) expect(await positionOf(d.positionStore, meetup.id, p.id)).toBeNull()
    expect((await prisma().meetup.findUniqueOrThrow({ where: { id: meetup.id } })).isActive).toBe(false)
    expect(d.cleared.sort()).toEqual(meetup.participants.map((p) => p.id).sort())
    expect(d.ended).toEqual([meetup.id])
  })

  it('expires one person on time, or waits again when they shared since', async () => {
    const now = new Date()
    const clock = manualClock(now.getTime())
    const d = deps(clock.now)
    const expires = new Date(now.getTime() + 2 * hour)
    const meetup = await gatherSharing(d.positionStore, new Date(now.getTime() + 5 * hour), [expires])
    const id = meetup.participants[0]?.id as string
    const person = { participantId: id, meetupId: meetup.id }
    // The ETA rules' recent fixes of this person go with their position.
    await d.tracks.set(
      new Map([
        [
          id,
          { fixes: [{ lat: 1, lon: 2, accuracy: 5, at: now.getTime() }], memory: { here: false, outsideSince: null } },
        ],
      ]),
    )
    await expireParticipantLocation(d, person, now)
    expect((await d.tracks.get([id])).size).toBe(1)
    expect(d.added).toEqual([
      {
        queue: 'location-expiry',
        data: person,
        options: { delayMs: 2 * hour, jobId: `location-expiry-${id}-${expires.getTime()}` },
      },
    ])

    // Shared again half an hour before: at the first expiry the job waits for the new one.
    const sentAgain = new Date(expires.getTime() - 30 * minute)
    clock.set(sentAgain)
    const newExpiry = new Date(sentAgain.getTime() + 2 * hour)
    const [again] = await d.positionStore.put([
      {
        ...person,
        userId: meetup.userId,
        lat: 40.79,
        lon: -73.95,
        accuracy: null,
        capturedAt: null,
        precision: 'exact',
        lastUpdated: sentAgain.getTime(),
        expiresAt: newExpiry.getTime(),
        steps: 1,
      },
    ])
    const atFirstExpiry = new Date(expires.getTime() + 1)
    clock.set(atFirstExpiry)
    await expireParticipantLocation(d, person, atFirstExpiry)
    expect(await positionOf(d.positionStore, meetup.id, id)).toMatchObject({ lat: 40.79 })
    expect(d.added[1]).toMatchObject({
      queue: 'location-expiry',
      data: person,
      options: { jobId: `location-expiry-${id}-${newExpiry.getTime()}` },
    })
    expect(d.cleared).toEqual([])

    // At its time the position has deleted itself; the job tells the maps, numbered after it.
    const expired = new Date(newExpiry.getTime() + 1)
    clock.set(expired)
    expect(await positionOf(d.positionStore, meetup.id, id)).toBeNull()
    await expireParticipantLocation(d, person, expired)
    expect(d.cleared).toEqual([id])
    const lastSequence = again?.held.sequence as number
    expect(d.deletions).toEqual([{ ...person, cleared: true, sequence: lastSequence + 1 }])
    expect((await d.tracks.get([id])).size).toBe(0)
    // Running again (a job may run twice) brings nothing back, schedules nothing, announces nothing.
    await expireParticipantLocation(d, person, expired)
    expect(await positionOf(d.positionStore, meetup.id, id)).toBeNull()
    expect(d.added).toHaveLength(2)
    expect(d.cleared).toEqual([id])
    expect(d.deletions).toHaveLength(1)
  })

  it('deletes gather history older than 30 days, keeping younger history', async () => {
    const now = new Date()
    const d = deps()
    const old = await gatherSharing(d.positionStore, new Date(now.getTime() - 31 * day), [null])
    const recent = await gatherSharing(d.positionStore, new Date(now.getTime() - 29 * day), [null])
    const result = await sweepExpired(d, now)
    expect(result.gathersDeleted).toBeGreaterThanOrEqual(1)
    expect(await prisma().meetup.findUnique({ where: { id: old.id } })).toBeNull()
    expect(await prisma().participant.count({ where: { meetupId: old.id } })).toBe(0)
    expect(await prisma().meetup.findUnique({ where: { id: recent.id } })).not.toBeNull()
  })

  const drivers: [string, boolean, () => JobDriver][] = [
    ['in-process', true, () => createInProcessJobs(logger)],
    ['BullMQ on Redis', redisAvailable || servicesRequired, () => createBullmqJobs(redisUrl, logger, uniquePrefix())],
  ]
  for (const [name, enabled, make] of drivers) {
    it.runIf(enabled)(`runs the gather's end as a delayed job (${name})`, async () => {
      const jobs = make()
      const d = { ...deps(), jobs }
      await registerExpiryJobs(d)
      const ends = new Date(Date.now() + 1200)
      const meetup = await gatherSharing(d.positionStore, ends, [new Date(Date.now() + hour)])
      await scheduleGatherEnd(jobs, meetup)
      await scheduleGatherEnd(jobs, meetup) // twice: one job
      const id = meetup.participants[0]?.id as string
      expect(await positionOf(d.positionStore, meetup.id, id)).toMatchObject({ lat: 40.78 })
      // Everything due by the gather's end has run (the next sweep, a minute on, is not waited for).
      await jobs.idle(new Date(ends.getTime() + 1000))
      expect(await positionOf(d.positionStore, meetup.id, id)).toBeNull()
      expect(Date.now()).toBeGreaterThanOrEqual(ends.getTime())
      expect(d.cleared).toEqual([id])
      await jobs.close()
    })
  }
})
