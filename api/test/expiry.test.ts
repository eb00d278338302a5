// Location expires by design: positions are deleted (not hidden) when sharing expires, when the
// gather ends, and gather history after 30 days — on time by delayed jobs (in-process and
// BullMQ), and by the sweep whatever the jobs missed. The clock is passed in, so nothing waits.
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
import type { PubSubEvents } from '../src/core/realtime/pubsub.js'
import { createArrivals } from '../src/live/arrivals/arrivals.service.js'
import { createMemoryTracks } from '../src/live/arrivals/tracks.service.js'
import {
  endGather,
  expireParticipantLocation,
  registerExpiryJobs,
  scheduleGatherEnd,
  sweepExpired,
} from '../src/live/expiry.service.js'

const minute = 60 * 1000
const hour = 60 * minute
const day = 24 * hour
const logger = createLogger('silent')

function deps() {
  const pubSub = createPubSub<PubSubEvents>()
  // The participants whose positions were announced as deleted, and the gathers announced ended.
  const cleared: string[] = []
  const ended: string[] = []
  const publish = pubSub.publish.bind(pubSub) as (name: string, topic: string, event: unknown) => void
  pubSub.publish = ((
    name: string,
    topic: string,
    event: { participantId: string; kind: string; meetupId: string; ended?: boolean },
  ) => {
    if (name === 'participantChanged' && event.kind === 'location-cleared') cleared.push(event.participantId)
    if (name === 'meetupUpdated' && event.ended) ended.push(event.meetupId)
    publish(name, topic, event)
  }) as typeof pubSub.publish
  const tracks = createMemoryTracks()
  const recording = recordingJobs()
  const arrivals = createArrivals({ tracks, pubSub, jobs: recording.jobs, logger })
  return { ...recording, pubSub, logger, cleared, ended, arrivals, tracks }
}

/** A gather ending at `ends`, with sharing participants whose positions expire at the given times. */
async function gatherSharing(ends: Date | null, expiries: (Date | null)[]) {
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
      participants: {
        create: users.map((user, i) => ({
          userId: user.id,
          invitationStatus: 'accepted' as const,
          ...(expiries[i]
            ? {
                lat: 40.78,
                lon: -73.96,
                lastLat: 40.77,
                lastLon: -73.95,
                lastUpdated: new Date(),
                locationExpiresAt: expiries[i],
              }
            : {}),
        })),
      },
    },
    include: { participants: { orderBy: { createdAt: 'asc' } } },
  })
  return meetup
}

const positionOf = (id: string) =>
  prisma().participant.findUniqueOrThrow({
    where: { id },
    select: { lat: true, lon: true, lastLat: true, lastLon: true, lastUpdated: true, locationExpiresAt: true },
  })
const noPosition = { lat: null, lon: null, lastLat: null, lastLon: null, lastUpdated: null, locationExpiresAt: null }

describe('location expiry', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(async () => {
    await app?.stop()
  })

  it('deletes a person’s positions once their sharing expired, and only theirs', async () => {
    const now = new Date()
    const lateExpiry = new Date(now.getTime() + 2 * hour)
    const earlyExpiry = new Date(now.getTime() + 30 * minute)
    const meetup = await gatherSharing(new Date(now.getTime() + 3 * hour), [lateExpiry, earlyExpiry])
    // Told apart by their expiry: the participants come back in no particular order.
    const expiring = (at: Date) => meetup.participants.find((p) => p.locationExpiresAt?.getTime() === at.getTime())
    const [early, late] = [expiring(earlyExpiry), expiring(lateExpiry)]
    const d = deps()
    const result = await sweepExpired(d, new Date(now.getTime() + hour))
    expect(result.positionsCleared).toBeGreaterThanOrEqual(1)
    expect(await positionOf(early?.id as string)).toEqual(noPosition)
    expect((await positionOf(late?.id as string)).lat).toBe(40.78)
    expect(d.cleared).toContain(early?.id)
    expect(d.cleared).not.toContain(late?.id)
    expect(d.ended).not.toContain(meetup.id)
  })

  it('announces a gather the sweep ends, so that its open streams end on every instance', async () => {
    const now = new Date()
    const meetup = await gatherSharing(new Date(now.getTime() + hour), [new Date(now.getTime() + 2 * hour)])
    const d = deps()
    await sweepExpired(d, new Date(now.getTime() + 2 * hour))
    expect(d.ended).toContain(meetup.id)
    expect((await prisma().meetup.findUniqueOrThrow({ where: { id: meetup.id } })).isActive).toBe(false)
    // Already ended: the next sweep does not announce it again.
    const again = deps()
    await sweepExpired(again, new Date(now.getTime() + 2 * hour))
    expect(again.ended).not.toContain(meetup.id)
  })

  it('ends a gather: everyone’s positions go and it is no longer active, rescheduling if it was moved', async () => {
    const now = new Date()
    const ends = new Date(now.getTime() + 2 * hour)
    const meetup = await gatherSharing(ends, [new Date(now.getTime() + 2 * hour), new Date(now.getTime() + hour)])
    const d = deps()
    await endGather(d, meetup.id, now)
    expect(d.added).toEqual([
      {
        queue: 'gather-end',
        data: { meetupId: meetup.id },
        options: { delayMs: expect.any(Number), jobId: `gather-end-${meetup.id}-${ends.getTime()}` },
      },
    ])
    expect((await positionOf(meetup.participants[0]?.id as string)).lat).toBe(40.78)
    await endGather(d, meetup.id, new Date(ends.getTime() + 1000))
    for (const p of meetup.participants) expect(await positionOf(p.id)).toEqual(noPosition)
    expect((await prisma().meetup.findUniqueOrThrow({ where: { id: meetup.id } })).isActive).toBe(false)
    expect(d.cleared.sort()).toEqual(meetup.participants.map((p) => p.id).sort())
    expect(d.ended).toEqual([meetup.id])
  })

  it('expires one person on time, or waits again when they shared since', async () => {
    const now = new Date()
    const expires = new Date(now.getTime() + 2 * hour)
    const meetup = await gatherSharing(new Date(now.getTime() + 5 * hour), [expires])
    const id = meetup.participants[0]?.id as string
    const d = deps()
    // The ETA rules' recent fixes of this person go with their position.
    await d.tracks.set(
      new Map([
        [
          id,
          { fixes: [{ lat: 1, lon: 2, accuracy: 5, at: now.getTime() }], memory: { here: false, outsideSince: null } },
        ],
      ]),
    )
    await expireParticipantLocation(d, id, now)
    expect((await d.tracks.get([id])).size).toBe(1)
    expect(d.added[0]).toMatchObject({
      queue: 'location-expiry',
      options: { jobId: `location-expiry-${id}-${expires.getTime()}` },
    })
    await expireParticipantLocation(d, id, new Date(expires.getTime() + 1))
    expect(await positionOf(id)).toEqual(noPosition)
    expect((await d.tracks.get([id])).size).toBe(0)
    // Running again changes nothing: the job is idempotent.
    await expireParticipantLocation(d, id, new Date(expires.getTime() + 1))
    expect(d.cleared).toEqual([id])
  })

  it('deletes gather history older than 30 days, keeping younger history', async () => {
    const now = new Date()
    const old = await gatherSharing(new Date(now.getTime() - 31 * day), [null])
    const recent = await gatherSharing(new Date(now.getTime() - 29 * day), [null])
    const result = await sweepExpired(deps(), now)
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
      const meetup = await gatherSharing(ends, [new Date(Date.now() + hour)])
      await scheduleGatherEnd(jobs, meetup)
      await scheduleGatherEnd(jobs, meetup) // twice: one job
      const id = meetup.participants[0]?.id as string
      expect((await positionOf(id)).lat).toBe(40.78)
      // Everything due by the gather's end has run (the next sweep, a minute on, is not waited for).
      await jobs.idle(new Date(ends.getTime() + 1000))
      expect(await positionOf(id)).toEqual(noPosition)
      expect(Date.now()).toBeGreaterThanOrEqual(ends.getTime())
      expect(d.cleared).toEqual([id])
      await jobs.close()
    })
  }
})
