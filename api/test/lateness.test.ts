// "Running late" for people who send nothing: a job at each gather's start applies
// the status rules to everyone sharing, through the same path as positions, and the change is
// pushed like any other. On both databases: through the app as served (a reschedule queues the
// job; the test waits for the job driver, not a timer), and the job's rules with the clock passed
// in (moved, deleted, early, ended gathers); the start-up catch-up where positions outlive a
// restart (Redis); and the job on each driver (in-process, BullMQ).
import { randomBytes } from 'node:crypto'
import { createPubSub } from 'graphql-yoga'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { graphql, subscribe } from '../../tests/helpers/graphql.js'
import { rest } from '../../tests/helpers/http.js'
import { recordingJobs } from '../../tests/helpers/jobs.js'
import { redisAvailable, redisUrl, servicesRequired, uniquePrefix } from '../../tests/helpers/services.js'
import type { Actor } from '../src/core/actor.js'
import { prisma } from '../src/core/db.js'
import { createBullmqJobs } from '../src/core/jobs/bullmq.js'
import { createInProcessJobs } from '../src/core/jobs/in-process.js'
import type { JobDriver } from '../src/core/jobs/queues.js'
import { queues } from '../src/core/jobs/queues.js'
import { createLogger } from '../src/core/logger.js'
import type { PubSubEvents } from '../src/core/realtime/pubsub.js'
import { globalId } from '../src/edge/graphql/ids.js'
import { createMeetup } from '../src/gathers/meetups.service.js'
import { createArrivals } from '../src/live/arrivals/arrivals.service.js'
import {
  applyStart,
  catchUpStarts,
  registerLatenessJobs,
  scheduleGatherStart,
} from '../src/live/arrivals/lateness.service.js'
import { createMemoryTracks } from '../src/live/arrivals/tracks.service.js'
import type { PositionStore } from '../src/live/position-store.service.js'
import { whenWatching } from '../src/live/streams/live-access.js'

const venue = { lat: 40.7812, lon: -73.9665 }
const metresSouth = (m: number) => ({ lat: venue.lat - m / 111_195, lon: venue.lon })
const minute = 60_000
const logger = createLogger('silent')

const sendFix = `mutation($participantId: ID!, $lat: Float!, $lon: Float!, $accuracy: Float) {
  updateParticipantLocation(participantId: $participantId, lat: $lat, lon: $lon, accuracy: $accuracy) {
    __typename
    ... on Error { message }
  }
}`
const changes = `subscription($meetupId: ID!) {
  participantChanged(meetupId: $meetupId) { kind participantId participant { status } }
}`

interface Change {
  participantChanged: { kind: string; participantId: string; participant: { status: string } | null }
}

/** The job's dependencies (on the app's position store), recording jobs added and status changes announced. */
function deps(positionStore: PositionStore) {
  const pubSub = createPubSub<PubSubEvents>()
  const announced: string[] = []
  const publish = pubSub.publish.bind(pubSub) as (name: string, topic: string, event: unknown) => void
  pubSub.publish = ((name: string, topic: string, event: { participantId: string; kind: string }) => {
    if (name === 'participantChanged' && event.kind === 'status') announced.push(event.participantId)
    publish(name, topic, event)
  }) as typeof pubSub.publish
  const recording = recordingJobs()
  const arrivals = createArrivals({ tracks: createMemoryTracks(), pubSub, jobs: recording.jobs, logger })
  return { ...recording, pubSub, arrivals, announced, positionStore }
}

const statusOf = (id: string) =>
  prisma().participant.findUniqueOrThrow({ where: { id }, select: { status: true, statusByHand: true } })

describeOnEachDatabase('Running late at the start', (app) => {
  it('turns a sharer who sends nothing Running late when the start passes, and pushes it', async () => {
    const organiser = await app().signIn({ displayName: 'Olga' })
    const still = await app().signIn({ displayName: 'Ana' })
    const byHand = await app().signIn({ displayName: 'Ben' })
    const quiet = await app().signIn({ displayName: 'Cy' })
    const meetup = await createMeetupWith(organiser.userId, [still.userId, byHand.userId, quiet.userId])
    const idOf = (userId: string) => meetup.participants.find((p) => p.userId === userId)?.id as string
    // Ana and Ben share a position 1 km away before the start (an hour ahead): nothing changes.
    for (const [person, metres] of [
      [still, 1000],
      [byHand, 1200],
    ] as const) {
      const sent = await graphql<{ updateParticipantLocation: { __typename: string } }>(
        app().url,
        sendFix,
        { participantId: idOf(person.userId), ...metresSouth(metres), accuracy: 10 },
        person.cookieHeader,
      )
      expect(sent.data?.updateParticipantLocation.__typename).toBe('UpdateParticipantLocationPayload')
    }
    const set = await rest(app().url, 'PATCH', `/api/participants/${idOf(byHand.userId)}/status`, {
      cookie: byHand.cookieHeader,
      body: { status: 'on-my-way' },
    })
    expect(set.status).toBe(200)
    expect(await statusOf(idOf(still.userId))).toEqual({ status: 'joined', statusByHand: false })

    const listening = whenWatching(meetup.id, organiser.userId)
    const stream = subscribe<Change>(app().url, changes, { meetupId: meetup.id }, organiser.cookieHeader)
    await listening

    // The organiser moves the start to a moment from now: the start job is queued for it.
    const start = new Date(Date.now() + 1500)
    const moved = await rest(app().url, 'PATCH', `/api/meetups/${meetup.id}`, {
      cookie: organiser.cookieHeader,
      body: { startTime: start.toISOString() },
    })
    expect(moved.status).toBe(200)
    // Everything due by the start has run (the job is due a moment after, as the request ends).
    await app().idle(new Date(start.getTime() + 1000))
    expect(Date.now()).toBeGreaterThanOrEqual(start.getTime())

    expect(await statusOf(idOf(still.userId))).toEqual({ status: 'running_late', statusByHand: false })
    // A status set by hand wins; someone not sharing has no ETA to be late by.
    expect(await statusOf(idOf(byHand.userId))).toEqual({ status: 'on_my_way', statusByHand: true })
    expect(await statusOf(idOf(quiet.userId))).toMatchObject({ status: 'joined' })
    // Pushed to the open screens like any status change.
    const pushed = (await stream.next()).data?.participantChanged
    expect(pushed).toEqual({
      kind: 'STATUS',
      participantId: globalId('Participant', idOf(still.userId)),
      participant: { status: 'RUNNING_LATE' },
    })
    await stream.close()
  })

  it('the job steps aside for a moved, deleted or ended gather, waits again when early, runs once late', async () => {
    const organiser = await app().signIn({ displayName: 'Olga' })
    const ana = await app().signIn({ displayName: 'Ana' })
    const start = new Date(Date.now() + 30 * minute)
    const made = await createMeetupWith(organiser.userId, [ana.userId])
    const id = made.participants.find((p) => p.userId === ana.userId)?.id as string
    await prisma().meetup.update({
      where: { id: made.id },
      data: { startTime: start, expirationTime: new Date(start.getTime() + 240 * minute) },
    })
    await app().place(id, { ...metresSouth(1000), at: new Date(start.getTime() - 10 * minute) })
    const d = deps(app().positions())
    const after = new Date(start.getTime() + minute)

    // A job for the time it had before: the job for the new time does it.
    await applyStart(d, made.id, start.getTime() - 60 * minute, after)
    expect(await statusOf(id)).toMatchObject({ status: 'joined' })
    // Early (another instance's clock): it waits again for the start.
    await applyStart(d, made.id, start.getTime(), new Date(start.getTime() - 10_000))
    expect(await statusOf(id)).toMatchObject({ status: 'joined' })
    expect(d.added).toEqual([
      {
        queue: queues.gatherStart,
        data: { meetupId: made.id, startMs: start.getTime() },
        options: expect.objectContaining({ delayMs: 10_000, jobId: `gather-start-${made.id}-${start.getTime()}` }),
      },
    ])
    // Ended: nobody is late to a gather that is over.
    await applyStart(d, made.id, start.getTime(), new Date(start.getTime() + 241 * minute))
    expect(await statusOf(id)).toMatchObject({ status: 'joined' })
    // A moment early (a timer fires a millisecond ahead of the clock): the rules as of the start,
    // from the held position alone (no track kept): late. Again at its time: announced once.
    await applyStart(d, made.id, start.getTime(), new Date(start.getTime() - 1))
    expect(await statusOf(id)).toEqual({ status: 'running_late', statusByHand: false })
    await applyStart(d, made.id, start.getTime(), after)
    expect(d.announced).toEqual([id])

    await prisma().meetup.delete({ where: { id: made.id } })
    await expect(applyStart(d, made.id, start.getTime(), after)).resolves.toBeUndefined()
  })

  it('creating a gather queues its start job, keyed by the time', async () => {
    const organiser = await app().signIn({ displayName: 'Olga', gatherId: `olga_${randomBytes(3).toString('hex')}` })
    const viewer = await prisma().user.findUniqueOrThrow({ where: { id: organiser.userId } })
    const d = deps(app().positions())
    const now = new Date()
    const start = new Date(now.getTime() + 26 * 60 * minute)
    const actor = {
      viewer,
      services: {
        jobs: d.jobs,
        logger,
        weather: { forecast: async () => null },
        config: {},
        limits: {},
      },
      now: () => now,
    } as unknown as Actor<Parameters<typeof createMeetup>[0]['services']>
    const meetup = await createMeetup(actor, {
      locationName: 'Central Park',
      description: 'Picnic',
      gatherDate: start.toISOString().slice(0, 10),
      gatherTime: start.toISOString().slice(11, 16),
      scheduledDateTime: start.toISOString(),
      lat: venue.lat,
      lon: venue.lon,
      selectedGatherIds: [],
    })
    expect(d.added.filter((job) => job.queue === queues.gatherStart)).toEqual([
      {
        queue: queues.gatherStart,
        data: { meetupId: meetup.id, startMs: start.getTime() },
        options: expect.objectContaining({
          delayMs: 26 * 60 * minute,
          jobId: `gather-start-${meetup.id}-${start.getTime()}`,
        }),
      },
    ])
  })
})

// Only positions that outlive a restart can make anyone late at start-up: those held in Redis
// (the embedded mode's are lost with the process, and a position sent after it passes through
// the status rules itself).
describe.runIf(redisAvailable || servicesRequired)('Running late caught up at start-up', () => {
  describeOnEachDatabase(
    'positions held in Redis',
    (app) => {
      it('catches up a start whose job a restart lost: Running late at start-up, with no new position', async () => {
        const organiser = await app().signIn({ displayName: 'Olga' })
        const ana = await app().signIn({ displayName: 'Ana' })
        const meetup = await createMeetupWith(organiser.userId, [ana.userId])
        const id = meetup.participants.find((p) => p.userId === ana.userId)?.id as string
        const sent = await graphql<{ updateParticipantLocation: { __typename: string } }>(
          app().url,
          sendFix,
          { participantId: id, ...metresSouth(1000), accuracy: 10 },
          ana.cookieHeader,
        )
        expect(sent.data?.updateParticipantLocation.__typename).toBe('UpdateParticipantLocationPayload')
        // The start passed while the app was stopped, with no job queued for it (as a restart of the
        // embedded mode loses them): 10 minutes ago, beyond the minute sweep's look-back, so only the
        // start-up catch-up can see it.
        const start = new Date(Date.now() - 10 * minute)
        await prisma().meetup.update({
          where: { id: meetup.id },
          data: { startTime: start, expirationTime: new Date(start.getTime() + 240 * minute) },
        })
        expect(await statusOf(id)).toMatchObject({ status: 'joined' })
        await app().pause()
        await app().resume()
        await app().idle()
        expect(await statusOf(id)).toEqual({ status: 'running_late', statusByHand: false })

        // Again (the sweep, another start-up): no change, nothing announced.
        const d = deps(app().positions())
        expect(await catchUpStarts(d, new Date(start.getTime() - minute))).toBeGreaterThanOrEqual(1)
        expect(d.announced).toEqual([])
        expect(await statusOf(id)).toEqual({ status: 'running_late', statusByHand: false })
      })
    },
    { env: { REDIS_URL: redisUrl, REDIS_PREFIX: uniquePrefix() } },
  )
})

describe('the start job on each job driver', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(async () => {
    await app?.stop()
  })

  const drivers: [string, boolean, () => JobDriver][] = [
    ['in-process', true, () => createInProcessJobs(logger)],
    ['BullMQ on Redis', redisAvailable || servicesRequired, () => createBullmqJobs(redisUrl, logger, uniquePrefix())],
  ]
  for (const [name, enabled, make] of drivers) {
    it.runIf(enabled)(`runs at the start, once however often it is queued (${name})`, async () => {
      const organiser = await app.signIn({ displayName: 'Olga' })
      const ana = await app.signIn({ displayName: 'Ana' })
      const made = await createMeetupWith(organiser.userId, [ana.userId])
      const id = made.participants.find((p) => p.userId === ana.userId)?.id as string
      const start = new Date(Date.now() + 1200)
      const meetup = await prisma().meetup.update({ where: { id: made.id }, data: { startTime: start } })
      await app.place(id, metresSouth(1000))
      const jobs = make()
      const d = { ...deps(app.positions()), jobs }
      await registerLatenessJobs(d)
      await scheduleGatherStart(jobs, meetup)
      await scheduleGatherStart(jobs, meetup) // twice: one job
      expect(await statusOf(id)).toMatchObject({ status: 'joined' })
      await jobs.idle(new Date(start.getTime() + 1000))
      expect(Date.now()).toBeGreaterThanOrEqual(start.getTime())
      expect(await statusOf(id)).toEqual({ status: 'running_late', statusByHand: false })
      expect(d.announced).toEqual([id])
      await jobs.close()
    })
  }
})
