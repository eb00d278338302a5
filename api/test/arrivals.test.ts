// ETA and automatic status through the app as served (GraphQL, REST, the live push), on both
// databases: a walk in with the device's own fix times, a hand-set status that wins until
// arrival, the arrival board and its access rule; an automatic Here stops sharing like one set by
// hand (the stop job's clock passed in, so nothing waits 10 minutes); the tracks of everyone in
// one write are read and kept together.
import { createPubSub } from 'graphql-yoga'
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { graphql, subscribe } from '../../tests/helpers/graphql.js'
import { rest } from '../../tests/helpers/http.js'
import { recordingJobs } from '../../tests/helpers/jobs.js'
import { prisma } from '../src/core/db.js'
import { createLogger } from '../src/core/logger.js'
import type { PubSubEvents } from '../src/core/realtime/pubsub.js'
import { createArrivals, type Observation } from '../src/live/arrivals/arrivals.service.js'
import { createMemoryTracks, type TrackStore } from '../src/live/arrivals/tracks.service.js'
import { stopOnArrival } from '../src/live/sharing.service.js'
import { whenWatching } from '../src/live/streams/live-access.js'

const venue = { lat: 40.7812, lon: -73.9665 }
const metresSouth = (m: number) => ({ lat: venue.lat - m / 111_195, lon: venue.lon })

const sendFix = `mutation($participantId: ID!, $lat: Float!, $lon: Float!, $accuracy: Float, $capturedAt: DateTime) {
  updateParticipantLocation(participantId: $participantId, lat: $lat, lon: $lon, accuracy: $accuracy, capturedAt: $capturedAt) {
    __typename
    ... on UpdateParticipantLocationPayload { data { sequence eta { basis minutes arrivesAt lateMinutes } } }
    ... on Error { message }
  }
}`
const positions = `subscription($meetupId: ID!) {
  livePositions(meetupId: $meetupId) { snapshot positions { participantId eta { basis minutes arrivesAt distance } } }
}`

const changes = `subscription($meetupId: ID!) {
  participantChanged(meetupId: $meetupId) { kind participant { status eta { basis } } }
}`

interface Pushed {
  livePositions: {
    snapshot: boolean
    positions: {
      participantId: string
      eta: { basis: string; minutes: number; arrivesAt: string; distance: number } | null
    }[]
  }
}

describeOnEachDatabase('ETA and automatic status', (app) => {
  /** A person walking in at 2.5 m/s from 1 km south, a fix a minute on their phone's clock. */
  async function gatherWithWalker() {
    const organiser = await app().signIn({ displayName: 'Olga' })
    const walker = await app().signIn({ displayName: 'Ana' })
    const meetup = await createMeetupWith(organiser.userId, [walker.userId])
    const record = meetup.participants.find((p) => p.userId === walker.userId)?.id as string
    const start = Date.now() - 20 * 60_000
    const fixAt = (metres: number, minute: number) =>
      graphql<{ updateParticipantLocation: { data: { eta: { basis: string; minutes: number } } } }>(
        app().url,
        sendFix,
        {
          participantId: record,
          ...metresSouth(metres),
          accuracy: 10,
          capturedAt: new Date(start + minute * 60_000).toISOString(),
        },
        walker.cookieHeader,
      )
    return { organiser, walker, meetup, record, fixAt }
  }

  it('pushes a walking estimate, then the pace, sets On my way and then Here', async () => {
    const { organiser, meetup, record, fixAt } = await gatherWithWalker()
    const listening = whenWatching(meetup.id, organiser.userId)
    const stream = subscribe<Pushed>(app().url, positions, { meetupId: meetup.id }, organiser.cookieHeader)
    await listening
    expect((await stream.next()).data?.livePositions.snapshot).toBe(true)
    const next = async () => (await stream.next()).data?.livePositions.positions[0]?.eta

    const answer = await fixAt(1000, 0)
    expect(answer.data?.updateParticipantLocation.data.eta.basis).toBe('walking estimate')
    const walking = await next()
    expect(walking).toMatchObject({ basis: 'walking estimate' })
    expect(walking?.minutes).toBeCloseTo(1000 / 1.4 / 60, 0)
    expect(walking?.distance).toBeCloseTo(1000 / 1609.344, 2)

    await fixAt(850, 1)
    const paced = await next()
    expect(paced?.basis).toBe('from pace')
    expect(paced?.minutes).toBeCloseTo(850 / 2.5 / 60, 0)
    expect(Date.parse(paced?.arrivesAt ?? '')).toBeLessThan(Date.parse(walking?.arrivesAt ?? ''))
    expect(await prisma().participant.findUniqueOrThrow({ where: { id: record } })).toMatchObject({ status: 'joined' })

    await fixAt(700, 2)
    expect((await next())?.basis).toBe('from pace')
    expect(await prisma().participant.findUniqueOrThrow({ where: { id: record } })).toMatchObject({
      status: 'on_my_way',
      statusByHand: false,
    })

    for (const [i, metres] of [550, 400, 250, 120].entries()) {
      await fixAt(metres, 3 + i)
      expect((await next())?.basis).toBe('from pace')
    }
    // A screen reads the person again when their status changes: it finds the arrival's ETA.
    const watchingChanges = whenWatching(meetup.id, organiser.userId)
    const changed = subscribe<{ participantChanged: { kind: string; participant: unknown } }>(
      app().url,
      changes,
      { meetupId: meetup.id },
      organiser.cookieHeader,
    )
    await watchingChanges
    await fixAt(40, 7)
    expect(await next()).toMatchObject({ basis: 'here', minutes: 0 })
    expect((await changed.next()).data?.participantChanged).toEqual({
      kind: 'STATUS',
      participant: { status: 'HERE', eta: { basis: 'here' } },
    })
    await changed.close()
    expect(await prisma().participant.findUniqueOrThrow({ where: { id: record } })).toMatchObject({ status: 'here' })

    // The arrival board: Here, and the organiser (no position) not on it.
    const board = await rest(app().url, 'GET', `/api/meetups/${meetup.id}/etas`, { cookie: organiser.cookieHeader })
    expect(board.status).toBe(200)
    expect(board.body.etas).toEqual([
      expect.objectContaining({
        participantId: record,
        status: 'here',
        eta: expect.objectContaining({ basis: 'here' }),
      }),
    ])
    await stream.close()
  })

  it('keeps a status set by hand until the person arrives', async () => {
    const { walker, record, fixAt } = await gatherWithWalker()
    const set = await rest(app().url, 'PATCH', `/api/participants/${record}/status`, {
      cookie: walker.cookieHeader,
      body: { status: 'running-late' },
    })
    expect(set.status).toBe(200)
    for (const [minute, metres] of [1000, 850, 700, 550].entries()) await fixAt(metres, minute)
    expect(await prisma().participant.findUniqueOrThrow({ where: { id: record } })).toMatchObject({
      status: 'running_late',
      statusByHand: true,
    })
    for (const [i, metres] of [400, 250, 120, 40].entries()) await fixAt(metres, 4 + i)
    expect(await prisma().participant.findUniqueOrThrow({ where: { id: record } })).toMatchObject({
      status: 'here',
      statusByHand: false,
    })
  })

  it('stops sharing 10 minutes after an automatic Here, deleting the positions, as after one set by hand', async () => {
    const { walker, meetup, record, fixAt } = await gatherWithWalker()
    const shared = await rest(app().url, 'PUT', `/api/meetups/${meetup.id}/sharing`, {
      cookie: walker.cookieHeader,
      body: {},
    })
    expect(shared.status).toBe(200)
    for (const [minute, metres] of [1000, 850, 700, 550, 400, 250, 120, 40].entries()) await fixAt(metres, minute)
    expect(await prisma().participant.findUniqueOrThrow({ where: { id: record } })).toMatchObject({
      status: 'here',
      statusByHand: false,
    })
    const arrivedAt = (await prisma().liveSharing.findUniqueOrThrow({ where: { participantId: record } })).arrivedAt
    expect(arrivedAt).not.toBeNull()
    const arrived = (arrivedAt as Date).getTime()
    const held = async () => (await app().positions().read(meetup.id, [record])).get(record)?.position ?? null
    const deps = { pubSub: createPubSub<PubSubEvents>(), positionStore: app().positions() }
    expect(await stopOnArrival(deps, record, new Date(arrived + 10 * 60_000 - 1000))).toBe(false)
    expect(await held()).toMatchObject({ ...metresSouth(40) })
    expect(await stopOnArrival(deps, record, new Date(arrived + 10 * 60_000))).toBe(true)
    expect(await held()).toBeNull()
    expect(await prisma().liveSharing.findUniqueOrThrow({ where: { participantId: record } })).toMatchObject({
      stopReason: 'arrived',
    })
  })

  it('takes accuracy and the fix time over REST, refuses bad ones, and shows the board to participants only', async () => {
    const { walker, meetup, record } = await gatherWithWalker()
    const path = `/api/participants/${record}/location`
    const bad = await rest(app().url, 'PATCH', path, {
      cookie: walker.cookieHeader,
      body: { ...metresSouth(500), accuracy: -3 },
    })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('accuracy must be a number of metres')
    const badTime = await rest(app().url, 'PATCH', path, {
      cookie: walker.cookieHeader,
      body: { ...metresSouth(500), capturedAt: 'yesterday' },
    })
    expect(badTime.status).toBe(400)
    const ok = await rest(app().url, 'PATCH', path, {
      cookie: walker.cookieHeader,
      body: { ...metresSouth(500), accuracy: 12, capturedAt: new Date().toISOString() },
    })
    expect(ok.status).toBe(200)
    expect(ok.body.eta).toMatchObject({ basis: 'walking estimate', lateMinutes: 0 })

    const stranger = await app().signIn({ displayName: 'Sam' })
    const refused = await rest(app().url, 'GET', `/api/meetups/${meetup.id}/etas`, { cookie: stranger.cookieHeader })
    expect(refused.status).toBe(403)
    const asked = await graphql<{ meetup: { participants: { edges: { node: { eta: { basis: string } | null } }[] } } }>(
      app().url,
      `query($id: ID!) { meetup(id: $id) { participants(first: 10) { edges { node { eta { basis } } } } } }`,
      { id: meetup.id },
      walker.cookieHeader,
    )
    const etas = asked.data?.meetup.participants.edges.map((e) => e.node.eta?.basis ?? null)
    expect(etas?.sort()).toEqual(['walking estimate', null].sort())
  })

  it('reads and keeps the tracks of everyone in one write together, one round trip each way', async () => {
    const organiser = await app().signIn({ displayName: 'Olga' })
    const people = [await app().signIn({ displayName: 'Ana' }), await app().signIn({ displayName: 'Ben' })]
    const meetup = await createMeetupWith(
      organiser.userId,
      people.map((p) => p.userId),
    )
    const ids = people.map((p) => meetup.participants.find((q) => q.userId === p.userId)?.id as string)
    const memory = createMemoryTracks()
    const calls: string[][] = []
    const tracks: TrackStore = {
      get(wanted) {
        calls.push(['get', ...wanted])
        return memory.get(wanted)
      },
      set(kept) {
        calls.push(['set', ...kept.keys()])
        return memory.set(kept)
      },
      forget: (gone) => memory.forget(gone),
    }
    const arrivals = createArrivals({
      tracks,
      pubSub: createPubSub<PubSubEvents>(),
      jobs: recordingJobs().jobs,
      logger: createLogger('silent'),
    })
    const now = new Date()
    const observation = (participantId: string, metres: number): Observation => ({
      fixes: [
        { participantId, meetupId: meetup.id, ...metresSouth(metres), accuracy: 10, capturedAt: null, receivedAt: now },
      ],
      place: { venue, startTime: null },
      person: { status: 'invited', byHand: false },
    })
    const etas = await arrivals.observe([observation(ids[0] as string, 1000), observation(ids[1] as string, 2000)])
    expect(etas.map((eta) => eta?.basis)).toEqual(['walking estimate', 'walking estimate'])
    expect(calls).toEqual([
      ['get', ...ids],
      ['set', ...ids],
    ])
    expect((await memory.get(ids)).size).toBe(2)
  })
})
