// Open live streams end the moment their viewer's access ends — removed, declined, gather ended
// or deleted, signed out, account deleted — with the reason the client shows (docs/realtime.md),
// on graphql-ws and on the raw /ws alike. Readiness is the server saying a stream listens
// (whenWatching), never a pause.
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { rest } from '../../tests/helpers/http.js'
import { graphqlSocket, rawSocket } from '../../tests/helpers/streams.js'
import { prisma } from '../src/core/db.js'
import { whenWatching } from '../src/live/streams/live-access.js'

const positions = `subscription($id: ID!) { participantLocationUpdated(meetupId: $id) { participantId lat } }`
const changes = `subscription($id: ID!) { participantChanged(meetupId: $id) { kind participantId } }`
const updates = `subscription($id: ID!) { meetupUpdated(meetupId: $id) { meetupId
  meetup { participants { edges { node { location { lat } } } } } } }`

describeOnEachDatabase('live streams end when access ends', (app) => {
  const call = (method: string, path: string, cookie?: string, body?: unknown) =>
    rest(app().url, method, path, { cookie, body })

  /** Olga's gather with Femi accepted; Olga shares a position. */
  async function gather(options: { endsInMs?: number } = {}) {
    const olga = await app().signIn({ displayName: 'Olga' })
    const femi = await app().signIn({ displayName: 'Femi' })
    const meetup = await createMeetupWith(olga.userId, [femi.userId])
    if (options.endsInMs !== undefined) {
      await prisma().meetup.update({
        where: { id: meetup.id },
        data: { expirationTime: new Date(Date.now() + options.endsInMs) },
      })
    }
    const record = (userId: string) => meetup.participants.find((p) => p.userId === userId)?.id as string
    const move = (lat: number) =>
      call('PATCH', `/api/participants/${record(olga.userId)}/location`, olga.cookieHeader, { lat, lon: -73.97 })
    return { olga, femi, meetup, femiRecord: record(femi.userId), move }
  }

  it('ends every stream of a removed participant with "removed", and keeps the others', async () => {
    const { olga, femi, meetup, femiRecord, move } = await gather()
    const socket = graphqlSocket(app().url, femi.cookieHeader)
    const listening = whenWatching(meetup.id, femi.userId, 3)
    const located = socket.subscribe<{ participantLocationUpdated: { lat: number } }>(positions, { id: meetup.id })
    const changed = socket.subscribe(changes, { id: meetup.id })
    const updated = socket.subscribe(updates, { id: meetup.id })
    const organiser = graphqlSocket(app().url, olga.cookieHeader)
    const organiserListening = whenWatching(meetup.id, olga.userId)
    const organiserSees = organiser.subscribe<{ participantLocationUpdated: { lat: number } }>(positions, {
      id: meetup.id,
    })
    await Promise.all([listening, organiserListening])

    await move(40.75)
    expect((await located.received(1))[0]?.participantLocationUpdated.lat).toBe(40.75)

    const removed = await call('DELETE', `/api/meetups/${meetup.id}/participants/${femiRecord}`, olga.cookieHeader)
    expect(removed.status).toBe(200)
    for (const stream of [located, changed, updated]) {
      expect(await stream.ended).toEqual({
        message: 'You were removed from this gather.',
        extensions: { code: 'ACCESS_ENDED', reason: 'removed' },
      })
    }
    // The organiser's stream goes on; Femi's ended before this position.
    await move(40.76)
    expect((await organiserSees.received(2)).map((e) => e.participantLocationUpdated.lat)).toEqual([40.75, 40.76])
    expect(located.events).toHaveLength(1)
    // Removal is not a session end: no 4401.
    expect(socket.timeline.filter((t) => t.startsWith('closed:4401'))).toEqual([])
    await socket.dispose()
    await organiser.dispose()
  })

  it('ends the stream of someone who declines with "declined"', async () => {
    const { femi, meetup, femiRecord } = await gather()
    const socket = graphqlSocket(app().url, femi.cookieHeader)
    const listening = whenWatching(meetup.id, femi.userId)
    const located = socket.subscribe(positions, { id: meetup.id })
    await listening
    await call('PATCH', `/api/invitations/${femiRecord}/respond`, femi.cookieHeader, { response: 'declined' })
    expect(await located.ended).toEqual({
      message: 'You declined this gather.',
      extensions: { code: 'ACCESS_ENDED', reason: 'declined' },
    })
    // Starting again is refused with the same reason.
    const again = socket.subscribe(positions, { id: meetup.id })
    expect((await again.ended)?.extensions?.reason).toBe('declined')
    await socket.dispose()
  })

  it('ends streams with "ended" when the gather ends, and when it is deleted', async () => {
    const ending = await gather({ endsInMs: 1500 })
    const socket = graphqlSocket(app().url, ending.femi.cookieHeader)
    const listening = whenWatching(ending.meetup.id, ending.femi.userId)
    const located = socket.subscribe(positions, { id: ending.meetup.id })
    await listening
    expect(await located.ended).toEqual({
      message: 'This gather has ended.',
      extensions: { code: 'ACCESS_ENDED', reason: 'ended' },
    })

    const deleted = await gather()
    const other = graphqlSocket(app().url, deleted.femi.cookieHeader)
    const watching = whenWatching(deleted.meetup.id, deleted.femi.userId)
    const changed = other.subscribe(changes, { id: deleted.meetup.id })
    await watching
    // A past gather may be deleted by its organiser; move it into the past first.
    await prisma().meetup.update({
      where: { id: deleted.meetup.id },
      data: { startTime: new Date(Date.now() - 3 * 24 * 3600_000) },
    })
    expect((await call('DELETE', `/api/meetups/${deleted.meetup.id}`, deleted.olga.cookieHeader)).status).toBe(200)
    expect((await changed.ended)?.extensions).toEqual({ code: 'ACCESS_ENDED', reason: 'ended' })
    await socket.dispose()
    await other.dispose()
  })

  it('ends every stream on the socket when its session signs out, then closes it with 4401', async () => {
    const { femi, meetup } = await gather()
    const socket = graphqlSocket(app().url, femi.cookieHeader)
    const listening = whenWatching(meetup.id, femi.userId, 2)
    const located = socket.subscribe(positions, { id: meetup.id })
    const changed = socket.subscribe(changes, { id: meetup.id })
    await listening
    expect((await call('POST', '/api/logout', femi.cookieHeader)).status).toBe(303)
    for (const stream of [located, changed]) {
      expect(await stream.ended).toEqual({
        message: 'You are logged out.',
        extensions: { code: 'ACCESS_ENDED', reason: 'signed-out' },
      })
    }
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Session ended' })
    // The errors came first, then the close.
    expect(socket.timeline.at(-1)).toBe('closed:4401:Session ended')
    expect(socket.timeline.filter((t) => t.startsWith('error'))).toHaveLength(2)
  })

  it('ends the streams of a deleted account with "account-deleted" and closes the socket', async () => {
    const { femi, meetup } = await gather()
    const socket = graphqlSocket(app().url, femi.cookieHeader)
    const listening = whenWatching(meetup.id, femi.userId)
    const located = socket.subscribe(positions, { id: meetup.id })
    await listening
    expect((await call('DELETE', '/api/auth/delete-account', femi.cookieHeader)).status).toBe(200)
    expect(await located.ended).toEqual({
      message: 'Your account was deleted.',
      extensions: { code: 'ACCESS_ENDED', reason: 'account-deleted' },
    })
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Session ended' })
  })

  it('tells an old /ws client why its watch ended, and closes it with 4401 when its session ends', async () => {
    const { olga, femi, meetup, femiRecord, move } = await gather()
    const removedSocket = await rawSocket(app().url, femi.cookieHeader)
    const sentinel = await rawSocket(app().url, olga.cookieHeader)
    const watching = Promise.all([whenWatching(meetup.id, femi.userId), whenWatching(meetup.id, olga.userId)])
    removedSocket.send({ type: 'join_meetup', data: { meetupId: meetup.id } })
    sentinel.send({ type: 'join_meetup', data: { meetupId: meetup.id } })
    await watching
    await call('DELETE', `/api/meetups/${meetup.id}/participants/${femiRecord}`, olga.cookieHeader)
    expect(await removedSocket.next((m) => m.type === 'access_ended')).toEqual({
      type: 'access_ended',
      data: { meetupId: meetup.id, reason: 'removed', message: 'You were removed from this gather.' },
    })
    // The next position reaches the organiser's socket, and not the removed person's.
    await move(40.77)
    await sentinel.next((m) => m.type === 'participant_location_updated' && m.data?.lat === 40.77)
    expect(removedSocket.messages.filter((m) => m.type === 'participant_location_updated')).toEqual([])
    // Joining again is refused with the reason.
    const from = removedSocket.messages.length
    removedSocket.send({ type: 'join_meetup', data: { meetupId: meetup.id } })
    expect((await removedSocket.next((m) => m.type === 'access_ended', from)).data?.reason).toBe('removed')
    removedSocket.socket.close()

    // Signing out (anywhere): each watch reports 'signed-out', then the socket closes with 4401.
    const start = sentinel.messages.length
    await call('POST', '/api/logout', olga.cookieHeader)
    expect((await sentinel.next((m) => m.type === 'access_ended', start)).data).toMatchObject({
      meetupId: meetup.id,
      reason: 'signed-out',
      message: 'You are logged out.',
    })
    expect(await sentinel.closed).toEqual({ code: 4401, reason: 'Session ended' })
  })
})
