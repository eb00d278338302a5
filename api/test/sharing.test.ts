// Sharing bound to the gather, as served, on both databases: consent once per gather, the start
// window, precision enforced by the server (approximate stored rounded, status only refused),
// stop by tap, on arrival plus 10 minutes and at the end (positions deleted), and the paused
// state pushed to the others. The clock of the lifecycle jobs is passed in, so nothing waits.
import { createPubSub } from 'graphql-yoga'
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { graphql, subscribe } from '../../tests/helpers/graphql.js'
import { rest } from '../../tests/helpers/http.js'
import { graphqlSocket, rawSocket } from '../../tests/helpers/streams.js'
import { prisma } from '../src/core/db.js'
import { createLogger } from '../src/core/logger.js'
import type { PubSubEvents } from '../src/core/realtime/pubsub.js'
import { globalId } from '../src/edge/graphql/ids.js'
import { endGather } from '../src/live/expiry.service.js'
import type { PositionStore } from '../src/live/position-store.service.js'
import { stopOnArrival, sweepArrivals } from '../src/live/sharing.service.js'
import { whenWatching } from '../src/live/streams/live-access.js'

const minute = 60_000
const hour = 60 * minute

const sendLocation = `mutation($participantId: ID!, $lat: Float!, $lon: Float!) {
  updateParticipantLocation(participantId: $participantId, lat: $lat, lon: $lon) {
    __typename
    ... on UpdateParticipantLocationPayload { data { lat lon sequence } }
    ... on Error { message }
  }
}`
const share = `mutation($meetupId: ID!, $precision: SharingPrecision) {
  shareLocation(meetupId: $meetupId, precision: $precision) {
    __typename
    ... on ShareLocationPayload { data { id sharing { state precision consented } } }
    ... on Error { message }
  }
}`
const pause = `mutation($meetupId: ID!, $paused: Boolean!) {
  setSharingPaused(meetupId: $meetupId, paused: $paused) {
    __typename
    ... on SetSharingPausedPayload { data { sharing { state since } } }
  }
}`
const changes = `subscription($meetupId: ID!) {
  participantChanged(meetupId: $meetupId) { kind participantId participant { sharing { state since precision } } }
}`

/** The lifecycle jobs' dependencies, on the app's position store. */
function deps(positionStore: PositionStore) {
  const pubSub = createPubSub<PubSubEvents>()
  const cleared: string[] = []
  const publish = pubSub.publish.bind(pubSub) as (name: string, topic: string, event: unknown) => void
  pubSub.publish = ((name: string, topic: string, event: { participantId: string; kind: string }) => {
    if (name === 'participantChanged' && event.kind === 'location-cleared') cleared.push(event.participantId)
    publish(name, topic, event)
  }) as typeof pubSub.publish
  return { pubSub, cleared, logger: createLogger('silent'), positionStore }
}

describeOnEachDatabase('sharing bound to the gather', (app) => {
  async function gather(startsIn = hour) {
    const organiser = await app().signIn({ displayName: 'Olga' })
    const friend = await app().signIn({ displayName: 'Femi' })
    const meetup = await createMeetupWith(organiser.userId, [friend.userId])
    const startTime = new Date(Date.now() + startsIn)
    await prisma().meetup.update({
      where: { id: meetup.id },
      data: { startTime, expirationTime: new Date(startTime.getTime() + 4 * hour) },
    })
    const record = meetup.participants.find((p) => p.userId === friend.userId)?.id as string
    const send = (lat: number, lon: number) =>
      graphql(app().url, sendLocation, { participantId: record, lat, lon }, friend.cookieHeader)
    const sharing = (precision?: string) =>
      rest(app().url, 'PUT', `/api/meetups/${meetup.id}/sharing`, {
        cookie: friend.cookieHeader,
        body: precision ? { precision } : {},
      })
    return { organiser, friend, meetup, record, send, sharing }
  }
  /** The record's position as the app's position store holds it now, or null. */
  const stored = async (id: string) => {
    const { meetupId } = await prisma().participant.findUniqueOrThrow({ where: { id }, select: { meetupId: true } })
    return (await app().positions().read(meetupId, [id])).get(id)?.position ?? null
  }

  it('keeps the consent per gather and starts sharing two hours before the start, not earlier', async () => {
    const early = await gather(3 * hour)
    const consent = await early.sharing('approximate')
    expect(consent.status).toBe(200)
    expect(consent.body).toMatchObject({ state: 'waiting', precision: 'approximate', consented: true })
    const refused = await early.send(40.7812, -73.9665)
    expect(refused.data).toMatchObject({
      updateParticipantLocation: { message: 'Sharing starts two hours before the gather' },
    })
    expect(await stored(early.record)).toBeNull()

    const soon = await gather(2 * hour - minute)
    const consented = await graphql(app().url, share, { meetupId: soon.meetup.id }, soon.friend.cookieHeader)
    expect(consented.data).toMatchObject({
      shareLocation: { data: { sharing: { state: 'SHARING', precision: 'EXACT', consented: true } } },
    })
    expect((await soon.send(40.7812, -73.9665)).data).toMatchObject({
      updateParticipantLocation: { data: { lat: 40.7812, lon: -73.9665 } },
    })
    // Persisted: the next visit reads it back without asking again.
    const again = await graphql<{ meetup: { viewerParticipant: { sharing: { consented: boolean } } } }>(
      app().url,
      `query($id: ID!) { meetup(id: $id) { viewerParticipant { sharing { consented state } } } }`,
      { id: soon.meetup.id },
      soon.friend.cookieHeader,
    )
    expect(again.data?.meetup.viewerParticipant.sharing).toEqual({ consented: true, state: 'SHARING' })
  })

  it('stores and sends approximate positions rounded to about 1 km, whatever the client sent', async () => {
    const g = await gather()
    await g.sharing('approximate')
    const listening = whenWatching(g.meetup.id, g.organiser.userId)
    const stream = subscribe<{ livePositions: { positions: { lat: number; lon: number }[] } }>(
      app().url,
      'subscription($meetupId: ID!) { livePositions(meetupId: $meetupId) { snapshot positions { lat lon } } }',
      { meetupId: g.meetup.id },
      g.organiser.cookieHeader,
    )
    await listening
    await stream.next() // the empty snapshot
    const answer = await g.send(40.781234, -73.966549)
    expect(answer.data).toMatchObject({ updateParticipantLocation: { data: { lat: 40.78, lon: -73.97 } } })
    expect(await stored(g.record)).toMatchObject({ lat: 40.78, lon: -73.97, precision: 'approximate' })
    expect((await stream.next()).data?.livePositions.positions).toEqual([{ lat: 40.78, lon: -73.97 }])
    await stream.close()
  })

  it('refuses every position of someone sharing their status only, and deletes what was stored', async () => {
    const g = await gather()
    await g.sharing('exact')
    await g.send(40.7812, -73.9665)
    expect((await stored(g.record))?.lat).toBe(40.7812)
    const changed = await rest(app().url, 'PATCH', `/api/meetups/${g.meetup.id}/sharing`, {
      cookie: g.friend.cookieHeader,
      body: { precision: 'status-only' },
    })
    expect(changed.body).toMatchObject({ precision: 'status-only', state: 'sharing' })
    expect(await stored(g.record)).toBeNull()
    const refused = await rest(app().url, 'PATCH', `/api/participants/${g.record}/location`, {
      cookie: g.friend.cookieHeader,
      body: { lat: 40.7812, lon: -73.9665 },
    })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ error: 'You share your status only: positions are not accepted' })
    expect(await stored(g.record)).toBeNull()
    // "I'm here" needs no position.
    const here = await rest(app().url, 'PATCH', `/api/participants/${g.record}/status`, {
      cookie: g.friend.cookieHeader,
      body: { status: 'here' },
    })
    expect(here.status).toBe(200)
  })

  it('deletes the positions at once on "Stop sharing" and takes none until started again', async () => {
    const g = await gather()
    await g.sharing()
    await g.send(40.7812, -73.9665)
    const stopped = await rest(app().url, 'DELETE', `/api/meetups/${g.meetup.id}/sharing`, {
      cookie: g.friend.cookieHeader,
    })
    expect(stopped.body).toMatchObject({ state: 'stopped', stopReason: 'manual' })
    expect(await stored(g.record)).toBeNull()
    expect((await g.send(40.79, -73.96)).data).toMatchObject({
      updateParticipantLocation: { message: 'You stopped sharing your location in this gather' },
    })
    expect((await g.sharing()).body).toMatchObject({ state: 'sharing' })
    expect((await g.send(40.79, -73.96)).data).toMatchObject({ updateParticipantLocation: { data: { lat: 40.79 } } })
    // Someone else's sharing is not yours to stop; a stranger cannot share.
    const stranger = await app().signIn({ displayName: 'Sam' })
    const notIn = await rest(app().url, 'DELETE', `/api/meetups/${g.meetup.id}/sharing`, {
      cookie: stranger.cookieHeader,
    })
    expect(notIn.status).toBe(403)
    expect((await stored(g.record))?.lat).toBe(40.79)
  })

  it('stops sharing 10 minutes after arrival (job and sweep) and at the gather’s end, deleting positions', async () => {
    const g = await gather()
    await g.sharing()
    await g.send(40.7812, -73.9665)
    const here = await rest(app().url, 'PATCH', `/api/participants/${g.record}/status`, {
      cookie: g.friend.cookieHeader,
      body: { status: 'here' },
    })
    expect(here.status).toBe(200)
    const row = await prisma().liveSharing.findUniqueOrThrow({ where: { participantId: g.record } })
    const arrived = row.arrivedAt as Date
    expect(arrived).not.toBeNull()
    const d = deps(app().positions())
    expect(await stopOnArrival(d, g.record, new Date(arrived.getTime() + 10 * minute - 1000))).toBe(false)
    expect((await stored(g.record))?.lat).toBe(40.7812)
    expect(await stopOnArrival(d, g.record, new Date(arrived.getTime() + 10 * minute))).toBe(true)
    expect(await stored(g.record)).toBeNull()
    expect(d.cleared).toEqual([g.record])
    expect(await prisma().liveSharing.findUniqueOrThrow({ where: { participantId: g.record } })).toMatchObject({
      stopReason: 'arrived',
    })

    // Left again before the 10 minutes: no stop. The sweep catches a missed job.
    const h = await gather()
    await h.sharing()
    await h.send(40.7812, -73.9665)
    const status = (value: string) =>
      rest(app().url, 'PATCH', `/api/participants/${h.record}/status`, {
        cookie: h.friend.cookieHeader,
        body: { status: value },
      })
    await status('here')
    await status('on-my-way')
    expect(await stopOnArrival(d, h.record, new Date(Date.now() + hour))).toBe(false)
    await status('here')
    expect(await sweepArrivals(d, new Date(Date.now() + 10 * minute + 1000))).toBeGreaterThanOrEqual(1)
    expect(await stored(h.record)).toBeNull()

    // The gather's end deletes everyone's positions; the state then reads ended.
    const e = await gather()
    await e.sharing()
    await e.send(40.7812, -73.9665)
    const ends = await prisma().meetup.findUniqueOrThrow({ where: { id: e.meetup.id } })
    await endGather({ ...d, jobs: undefined as never }, e.meetup.id, new Date((ends.expirationTime as Date).getTime()))
    expect(await stored(e.record)).toBeNull()
  })

  it('pushes "paused since" to the others when a sharer’s screen is hidden, and resumes', async () => {
    const g = await gather()
    await g.sharing()
    const listening = whenWatching(g.meetup.id, g.organiser.userId)
    type Change = { participantChanged: { kind: string; participant: { sharing: { state: string; since: string } } } }
    const stream = subscribe<Change>(app().url, changes, { meetupId: g.meetup.id }, g.organiser.cookieHeader)
    await listening
    const paused = await graphql(app().url, pause, { meetupId: g.meetup.id, paused: true }, g.friend.cookieHeader)
    expect(paused.data).toMatchObject({ setSharingPaused: { data: { sharing: { state: 'PAUSED' } } } })
    const event = (await stream.next()).data?.participantChanged
    expect(event?.kind).toBe('SHARING')
    expect(event?.participant.sharing.state).toBe('PAUSED')
    expect(Date.parse(event?.participant.sharing.since ?? '')).toBeGreaterThan(Date.now() - minute)
    await graphql(app().url, pause, { meetupId: g.meetup.id, paused: false }, g.friend.cookieHeader)
    expect((await stream.next()).data?.participantChanged.participant.sharing).toMatchObject({
      state: 'SHARING',
      since: null,
    })
    // Visitors see no one's sharing.
    const visitor = await graphql<{ meetup: { participants: { edges: { node: { sharing: unknown } }[] } } }>(
      app().url,
      `query($id: ID!) { meetup(id: $id) { participants(first: 10) { edges { node { sharing { state } } } } } }`,
      { id: g.meetup.id },
    )
    expect(visitor.data?.meetup.participants.edges.every((e) => e.node.sharing === null)).toBe(true)
    await stream.close()
  })

  it('tells every open map, graphql-ws and /ws alike, that a position was deleted when its sharer turns less precise', async () => {
    const { organiser, meetup, record, send, sharing } = await gather()
    expect((await sharing('exact')).status).toBe(200)
    const watching = whenWatching(meetup.id, organiser.userId, 2)
    const raw = await rawSocket(app().url, organiser.cookieHeader)
    raw.send({ type: 'join_meetup', data: { meetupId: meetup.id } })
    const socket = graphqlSocket(app().url, organiser.cookieHeader)
    const positions = socket.subscribe<{ livePositions: { positions: unknown[]; cleared: unknown[] } }>(
      `subscription($id: ID!) { livePositions(meetupId: $id) { snapshot positions { participantId lat sequence }
        cleared { participantId sequence } } }`,
      { id: meetup.id },
    )
    await watching
    // The person's positions and deletions share one sequence; it starts from the clock, not at 1.
    const sequences: number[] = []
    for (const [precision, lat] of [
      ['approximate', 40.781234],
      ['status_only', 40.791234],
    ] as const) {
      // Exact, then approximate (rounded: what is stored is what the others see).
      const stored = precision === 'approximate' ? lat : 40.79
      const from = raw.messages.length
      expect((await send(lat, -73.966549)).data).toMatchObject({ updateParticipantLocation: { data: { lat: stored } } })
      const sent = await raw.next((m) => m.type === 'participant_location_updated' && m.data?.cleared !== true, from)
      expect(sent.data).toMatchObject({ participantId: record, sequence: expect.any(Number) })
      const position = sent.data?.sequence as number
      // A position after a deletion is numbered after it.
      if (sequences.length) expect(position).toBe((sequences.at(-1) as number) + 1)
      const before = raw.messages.length
      expect((await sharing(precision)).status).toBe(200)
      // The deletion is numbered after the position it deletes: a client that holds that one applies it.
      const cleared = await raw.next(
        (m) => m.type === 'participant_location_updated' && m.data?.cleared === true,
        before,
      )
      expect(cleared.data).toEqual({
        participantId: record,
        meetupId: meetup.id,
        kind: 'location-cleared',
        cleared: true,
        sequence: position + 1,
      })
      sequences.push(position, position + 1)
    }
    const [first, deleted, second, deletedAgain] = sequences
    const events = await positions.received(5)
    // /ws names the record by its UUID (REST's spelling), GraphQL by its global id.
    const node = globalId('Participant', record)
    expect(events.slice(1).map((e) => e.livePositions)).toEqual([
      { snapshot: false, positions: [{ participantId: node, lat: 40.781234, sequence: first }], cleared: [] },
      { snapshot: false, positions: [], cleared: [{ participantId: node, sequence: deleted }] },
      { snapshot: false, positions: [{ participantId: node, lat: 40.79, sequence: second }], cleared: [] },
      { snapshot: false, positions: [], cleared: [{ participantId: node, sequence: deletedAgain }] },
    ])
    raw.socket.close()
    await socket.dispose()
  })

  it('answers bad input with a 400 that says what is wrong', async () => {
    const g = await gather()
    const bad = await g.sharing('everywhere')
    expect(bad.status).toBe(400)
    expect(bad.body.error).toMatch(/precision must be one of/)
  })
})
