// Positions sent over the live screen's graphql-ws socket: the same mutation as over HTTP, on the
// same service, authorised by the socket's session exactly as HTTP is.
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { graphql } from '../../tests/helpers/graphql.js'
import { rest } from '../../tests/helpers/http.js'
import { graphqlSocket } from '../../tests/helpers/streams.js'
import { globalId } from '../src/edge/graphql/ids.js'
import { whenWatching } from '../src/live/streams/live-access.js'

const updateLocation = `mutation($participantId: ID!, $lat: Float!, $lon: Float!) {
  updateParticipantLocation(participantId: $participantId, lat: $lat, lon: $lon) {
    __typename
    ... on UpdateParticipantLocationPayload { data { participantId lat sequence } }
    ... on Error { message }
  }
}`
const positions = `subscription($id: ID!) { participantLocationUpdated(meetupId: $id) { participantId lat sequence } }`

type Answer = { updateParticipantLocation: { __typename: string; message?: string; data?: { sequence: number } } }

describeOnEachDatabase('positions sent over graphql-ws', (app) => {
  async function gather() {
    const olga = await app().signIn({ displayName: 'Olga' })
    const femi = await app().signIn({ displayName: 'Femi' })
    const meetup = await createMeetupWith(olga.userId, [femi.userId])
    const femiRecord = meetup.participants.find((p) => p.userId === femi.userId)?.id as string
    return { olga, femi, meetup, femiRecord }
  }

  /** Sends the mutation over the socket; its one result (the operation completes after it). */
  async function sendOver(socket: ReturnType<typeof graphqlSocket>, participantId: string, lat: number) {
    const operation = socket.subscribe<Answer>(updateLocation, { participantId, lat, lon: -73.97 })
    expect(await operation.ended).toBeNull()
    return operation.events[0]
  }

  it('saves and pushes a position sent over the socket the sender’s streams use', async () => {
    const { olga, femi, meetup, femiRecord } = await gather()
    const femiSocket = graphqlSocket(app().url, femi.cookieHeader)
    const organiser = graphqlSocket(app().url, olga.cookieHeader)
    const listening = Promise.all([whenWatching(meetup.id, femi.userId), whenWatching(meetup.id, olga.userId)])
    femiSocket.subscribe(positions, { id: meetup.id })
    const seen = organiser.subscribe<{ participantLocationUpdated: { lat: number; sequence: number } }>(positions, {
      id: meetup.id,
    })
    await listening

    const first = await sendOver(femiSocket, femiRecord, 40.75)
    expect(first).toEqual({
      updateParticipantLocation: {
        __typename: 'UpdateParticipantLocationPayload',
        // Sequences start from the clock; each position takes the next.
        data: { participantId: globalId('Participant', femiRecord), lat: 40.75, sequence: expect.any(Number) },
      },
    })
    const sequence = first?.updateParticipantLocation.data?.sequence as number
    expect(await sendOver(femiSocket, femiRecord, 40.76)).toMatchObject({
      updateParticipantLocation: { data: { sequence: sequence + 1 } },
    })
    expect((await seen.received(2)).map((e) => e.participantLocationUpdated)).toEqual([
      { participantId: globalId('Participant', femiRecord), lat: 40.75, sequence },
      { participantId: globalId('Participant', femiRecord), lat: 40.76, sequence: sequence + 1 },
    ])
    expect((await app().positions().read(meetup.id, [femiRecord])).get(femiRecord)).toMatchObject({
      sequence: sequence + 1,
      position: { lat: 40.76 },
    })
    await femiSocket.dispose()
    await organiser.dispose()
  })

  it('gives the same refusals as HTTP: someone else’s record, then a removed participant', async () => {
    const { olga, femi, meetup, femiRecord } = await gather()
    const olgaRecord = meetup.participants.find((p) => p.userId === olga.userId)?.id as string
    const socket = graphqlSocket(app().url, femi.cookieHeader)
    const overHttp = (participantId: string) =>
      graphql<Answer>(app().url, updateLocation, { participantId, lat: 1, lon: -73.97 }, femi.cookieHeader)

    const notMine = await sendOver(socket, olgaRecord, 1)
    expect(notMine).toEqual({
      updateParticipantLocation: { __typename: 'ForbiddenError', message: 'You can only share your own location' },
    })
    expect(notMine).toEqual((await overHttp(olgaRecord)).data)

    const removed = await rest(app().url, 'DELETE', `/api/meetups/${meetup.id}/participants/${femiRecord}`, {
      cookie: olga.cookieHeader,
    })
    expect(removed.status).toBe(200)
    const afterRemoval = await sendOver(socket, femiRecord, 1)
    expect(afterRemoval).toEqual({
      updateParticipantLocation: { __typename: 'NotFoundError', message: 'Participant record not found' },
    })
    expect(afterRemoval).toEqual((await overHttp(femiRecord)).data)
    await socket.dispose()
  })

  it('refuses positions once the session signed out: the socket closes with 4401, a new one is not signed in', async () => {
    const { femi, meetup, femiRecord } = await gather()
    const socket = graphqlSocket(app().url, femi.cookieHeader)
    const listening = whenWatching(meetup.id, femi.userId)
    socket.subscribe(positions, { id: meetup.id })
    await listening
    const sent = await sendOver(socket, femiRecord, 40.7)
    expect(sent?.updateParticipantLocation.__typename).toBe('UpdateParticipantLocationPayload')
    const sequence = sent?.updateParticipantLocation.data?.sequence as number

    expect((await rest(app().url, 'POST', '/api/logout', { cookie: femi.cookieHeader })).status).toBe(303)
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Session ended' })
    // The web client would reconnect with the same cookie: that socket has no session.
    const again = graphqlSocket(app().url, femi.cookieHeader)
    const refused = again.subscribe<Answer>(updateLocation, { participantId: femiRecord, lat: 41, lon: -73.97 })
    await refused.ended
    const http = await graphql(app().url, updateLocation, { participantId: femiRecord, lat: 41, lon: -73.97 })
    expect(http.errors?.[0]?.message).toMatch(/not authorized/i)
    expect(refused.events[0]?.updateParticipantLocation ?? null).toBeNull()
    // Signing out deleted the position (its deletion took the next sequence); nothing was kept since.
    expect((await app().positions().read(meetup.id, [femiRecord])).get(femiRecord)).toEqual({
      sequence: sequence + 1,
      position: null,
    })
    await again.dispose()
  })
})
