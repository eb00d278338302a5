// Positions riding on graphql-ws pings (the live screen's fast path): answered by a pong with the
// saved event or the same refusal as the mutation and REST, pushed like any other position, only
// on an acknowledged, signed-in socket, and limited only by the caller's hourly points. Other pings
// are echoed as the protocol says.
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { graphqlSocket, pingSocket } from '../../tests/helpers/streams.js'
import { globalId } from '../src/edge/graphql/ids.js'
import { whenWatching } from '../src/live/streams/live-access.js'

const positions = `subscription($id: ID!) { participantLocationUpdated(meetupId: $id) { participantId lat sequence } }`

describeOnEachDatabase('positions on graphql-ws pings', (app) => {
  async function gather() {
    const olga = await app().signIn({ displayName: 'Olga' })
    const femi = await app().signIn({ displayName: 'Femi' })
    const meetup = await createMeetupWith(olga.userId, [femi.userId])
    const recordOf = (userId: string) => meetup.participants.find((p) => p.userId === userId)?.id as string
    return { olga, femi, meetup, femiRecord: recordOf(femi.userId), olgaRecord: recordOf(olga.userId) }
  }

  it('saves a position, answers with its event and pushes it to the gather', async () => {
    const { olga, femi, meetup, femiRecord } = await gather()
    const organiser = graphqlSocket(app().url, olga.cookieHeader)
    const listening = whenWatching(meetup.id, olga.userId)
    const seen = organiser.subscribe<{ participantLocationUpdated: { lat: number; sequence: number } }>(positions, {
      id: meetup.id,
    })
    await listening
    const socket = await pingSocket(app().url, femi.cookieHeader)

    // The live screen names its participant by global id (a UUID is taken too, below).
    const answer = await socket.position('1', {
      participantId: globalId('Participant', femiRecord),
      lat: 40.75,
      lon: -73.97,
    })
    expect(answer).toEqual({
      ref: '1',
      // The event as the mutation answers it, with its global ids.
      event: {
        participantId: globalId('Participant', femiRecord),
        meetupId: globalId('Meetup', meetup.id),
        participantDatabaseId: femiRecord,
        meetupDatabaseId: meetup.id,
        lat: 40.75,
        lon: -73.97,
        // Sequences start from the clock.
        sequence: expect.any(Number),
        lastUpdated: expect.any(String),
        // The ETA after this position (the gather has a venue).
        eta: expect.objectContaining({ basis: 'driving estimate' }),
      },
    })
    const sequence = answer?.event?.sequence
    expect((await seen.received(1)).map((e) => e.participantLocationUpdated)).toEqual([
      { participantId: globalId('Participant', femiRecord), lat: 40.75, sequence },
    ])
    expect((await app().positions().read(meetup.id, [femiRecord])).get(femiRecord)).toMatchObject({
      sequence,
      position: { lat: 40.75 },
    })
    socket.close()
    await organiser.dispose()
  })

  it('gives the service’s refusals, and echoes pings that carry no position', async () => {
    const { femi, meetup, olgaRecord, femiRecord } = await gather()
    const socket = await pingSocket(app().url, femi.cookieHeader)
    expect(await socket.position('a', { participantId: olgaRecord, lat: 1, lon: 2 })).toEqual({
      ref: 'a',
      error: { code: 'FORBIDDEN', message: 'You can only share your own location' },
    })
    expect(await socket.position('b', { participantId: femiRecord, lat: 91, lon: 2 })).toEqual({
      ref: 'b',
      error: { code: 'VALIDATION_FAILED', message: 'lat must be between -90 and 90' },
    })
    expect(await socket.position('c', { lat: 1, lon: 2 })).toEqual({
      ref: 'c',
      error: { code: 'VALIDATION_FAILED', message: 'A position needs a ref and a participantId' },
    })
    socket.send({ type: 'ping', payload: { hello: 'there' } })
    socket.send({ type: 'ping' })
    expect((await socket.pongs(5)).slice(3)).toEqual([{ type: 'pong', payload: { hello: 'there' } }, { type: 'pong' }])
    expect((await app().positions().read(meetup.id, [femiRecord])).get(femiRecord)).toBeUndefined()
    socket.close()
  })

  it('refuses positions before connection_init and from a socket nobody signed in to', async () => {
    const { femi, meetup, femiRecord } = await gather()
    const early = await pingSocket(app().url, femi.cookieHeader, false)
    expect(await early.position('1', { participantId: femiRecord, lat: 1, lon: 2 })).toEqual({
      ref: '1',
      error: { code: 'UNAUTHENTICATED', message: 'Send connection_init first' },
    })
    early.close()
    const anonymous = await pingSocket(app().url)
    expect(await anonymous.position('2', { participantId: femiRecord, lat: 1, lon: 2 })).toEqual({
      ref: '2',
      error: { code: 'UNAUTHENTICATED', message: 'Sign in to share your location' },
    })
    anonymous.close()
    expect((await app().positions().read(meetup.id, [femiRecord])).get(femiRecord)).toBeUndefined()
  })

  it('has no limit of its own per socket: a burst is saved (the hourly points limit it, api-cost-limits.test.ts)', async () => {
    const { femi, femiRecord } = await gather()
    const socket = await pingSocket(app().url, femi.cookieHeader)
    for (let i = 0; i < 25; i++)
      socket.send({
        type: 'ping',
        payload: { ref: `${i}`, location: { participantId: femiRecord, lat: 1 + i / 100, lon: 2 } },
      })
    const answers = (await socket.pongs(25)).map((m) => m.payload)
    expect(answers.filter((a) => a?.error)).toEqual([])
    socket.close()
  })
})
