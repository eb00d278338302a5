import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { graphql, subscribe } from '../../tests/helpers/graphql.js'
import { globalId } from '../src/edge/graphql/ids.js'
import { whenWatching } from '../src/live/streams/live-access.js'

const updateLocation = `mutation($participantId: ID!, $lat: Float!, $lon: Float!) {
  updateParticipantLocation(participantId: $participantId, lat: $lat, lon: $lon) {
    __typename
    ... on UpdateParticipantLocationPayload { data { participantId lat lon sequence } }
    ... on Error { message }
  }
}`
type Moved = { updateParticipantLocation: { data: { sequence: number } } }
const locationUpdates = `subscription($meetupId: ID!) {
  participantLocationUpdated(meetupId: $meetupId) { participantId meetupId lat lon sequence lastUpdated }
}`

describeOnEachDatabase('live locations over graphql-ws', (app) => {
  it('pushes a participant’s new position to the other participants, with increasing sequence numbers', async () => {
    const organiser = await app().signIn({ displayName: 'Olga' })
    const friend = await app().signIn({ displayName: 'Femi' })
    const meetup = await createMeetupWith(organiser.userId, [friend.userId])
    const friendRecord = meetup.participants.find((p) => p.userId === friend.userId)
    const listening = whenWatching(meetup.id, organiser.userId)
    const subscription = subscribe(app().url, locationUpdates, { meetupId: meetup.id }, organiser.cookieHeader)
    await listening

    const first = await graphql<Moved>(
      app().url,
      updateLocation,
      { participantId: friendRecord?.id, lat: 40.78, lon: -73.97 },
      friend.cookieHeader,
    )
    expect(first.data).toMatchObject({ updateParticipantLocation: { data: { lat: 40.78, lon: -73.97 } } })
    // Sequences start from the clock; each position takes the next.
    const sequence = first.data?.updateParticipantLocation.data.sequence as number
    expect(sequence).toEqual(expect.any(Number))
    const event = await subscription.next()
    expect(event.data).toMatchObject({
      participantLocationUpdated: {
        participantId: globalId('Participant', friendRecord?.id as string),
        meetupId: globalId('Meetup', meetup.id),
        lat: 40.78,
        lon: -73.97,
        sequence,
      },
    })

    await graphql(
      app().url,
      updateLocation,
      { participantId: friendRecord?.id, lat: 40.79, lon: -73.96 },
      friend.cookieHeader,
    )
    expect((await subscription.next()).data).toMatchObject({
      participantLocationUpdated: { sequence: sequence + 1, lat: 40.79 },
    })
    const id = friendRecord?.id as string
    const stored = (await app().positions().read(meetup.id, [id])).get(id)
    expect(stored).toMatchObject({
      sequence: sequence + 1,
      position: { lat: 40.79, lon: -73.96, previous: { lat: 40.78, lon: -73.97 } },
    })
    expect(stored?.position?.expiresAt).toBeGreaterThan(Date.now() + 60 * 60 * 1000)
    await subscription.close()
  })

  it('starts livePositions with a snapshot of every shared position, then gives only newer ones', async () => {
    const organiser = await app().signIn({ displayName: 'Olga' })
    const friend = await app().signIn({ displayName: 'Femi' })
    const meetup = await createMeetupWith(organiser.userId, [friend.userId])
    const friendRecord = meetup.participants.find((p) => p.userId === friend.userId)?.id as string
    const friendId = globalId('Participant', friendRecord)
    const move = async (lat: number) => {
      const moved = await graphql<Moved>(
        app().url,
        updateLocation,
        { participantId: friendRecord, lat, lon: -73.97 },
        friend.cookieHeader,
      )
      return moved.data?.updateParticipantLocation.data.sequence as number
    }
    await move(40.7)
    const second = await move(40.71)
    const positions = `subscription($meetupId: ID!) {
      livePositions(meetupId: $meetupId) { snapshot positions { participantId lat sequence } }
    }`
    const first = subscribe(app().url, positions, { meetupId: meetup.id }, organiser.cookieHeader)
    // The first event is the snapshot: the stream listens from then on.
    expect((await first.next()).data).toEqual({
      livePositions: { snapshot: true, positions: [{ participantId: friendId, lat: 40.71, sequence: second }] },
    })
    const third = await move(40.72)
    expect(third).toBe(second + 1)
    expect((await first.next()).data).toEqual({
      livePositions: { snapshot: false, positions: [{ participantId: friendId, lat: 40.72, sequence: third }] },
    })
    // Subscribing again (a reconnect) starts from the latest position.
    const again = subscribe(app().url, positions, { meetupId: meetup.id }, organiser.cookieHeader)
    expect((await again.next()).data).toEqual({
      livePositions: { snapshot: true, positions: [{ participantId: friendId, lat: 40.72, sequence: third }] },
    })
    await first.close()
    await again.close()
  })

  it('lets nobody move another person’s marker', async () => {
    const organiser = await app().signIn()
    const friend = await app().signIn()
    const meetup = await createMeetupWith(organiser.userId, [friend.userId])
    const organiserRecord = meetup.participants.find((p) => p.userId === organiser.userId)
    const result = await graphql(
      app().url,
      updateLocation,
      { participantId: organiserRecord?.id, lat: 1, lon: 1 },
      friend.cookieHeader,
    )
    expect(result.data).toEqual({
      updateParticipantLocation: { __typename: 'ForbiddenError', message: 'You can only share your own location' },
    })
    const signedOut = await graphql(app().url, updateLocation, { participantId: organiserRecord?.id, lat: 1, lon: 1 })
    expect(signedOut.errors?.[0]?.message).toMatch(/not authorized/i)
  })

  it('rejects coordinates out of range with a clear message', async () => {
    const organiser = await app().signIn()
    const meetup = await createMeetupWith(organiser.userId)
    const participantId = meetup.participants[0]?.id
    const result = await graphql(app().url, updateLocation, { participantId, lat: 91, lon: 0 }, organiser.cookieHeader)
    expect(result.data).toEqual({
      updateParticipantLocation: { __typename: 'ValidationError', message: 'lat must be between -90 and 90' },
    })
    const missing = await graphql(
      app().url,
      updateLocation,
      { participantId: '00000000-0000-4000-8000-000000000000', lat: 1, lon: 1 },
      organiser.cookieHeader,
    )
    expect(missing.data).toEqual({
      updateParticipantLocation: { __typename: 'NotFoundError', message: 'Participant record not found' },
    })
  })

  it('refuses live positions to strangers and visitors', async () => {
    const organiser = await app().signIn()
    const stranger = await app().signIn()
    const meetup = await createMeetupWith(organiser.userId)
    const strangerSub = subscribe(app().url, locationUpdates, { meetupId: meetup.id }, stranger.cookieHeader)
    await expect(strangerSub.next()).rejects.toThrow('Only participants see live positions')
    await strangerSub.close()
    const visitorSub = subscribe(app().url, locationUpdates, { meetupId: meetup.id })
    expect((await visitorSub.next()).errors?.[0]?.message).toMatch(/not authorized/i)
    await visitorSub.close()
  })
})
