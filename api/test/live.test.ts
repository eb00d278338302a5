// The live screen's server: what visitors, strangers and participants see (never coordinates
// to the first two), joining by opening, positions only for one's own record, statuses, travel
// times, the raw /ws shim, and the pushes that keep maps current.
import { expect, it } from 'vitest'
import WebSocket from 'ws'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { graphql, subscribe } from '../../tests/helpers/graphql.js'
import { rest } from '../../tests/helpers/http.js'
import { sqlStatementCount } from '../src/core/db/statement-counter.js'
import { prisma } from '../src/core/db.js'
import { globalId } from '../src/edge/graphql/ids.js'
import { whenWatching } from '../src/live/streams/live-access.js'

const hourMs = 60 * 60 * 1000

describeOnEachDatabase('the live screen’s server', (app) => {
  const call = (method: string, path: string, cookie?: string, body?: unknown) =>
    rest(app().url, method, path, { cookie, body })
  let n = 0
  const person = (name: string) =>
    app().signIn({ displayName: name, gatherId: `${name.toLowerCase()}_l${++n}${Date.now() % 100000}` })
  const gatherIdOf = async (userId: string) =>
    (await prisma().user.findUniqueOrThrow({ where: { id: userId } })).gatherId as string

  /** Olga's gather at Central Park, Femi invited (not yet accepted), Olga sharing a position. */
  async function gather() {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const start = new Date(Date.now() + hourMs)
    const created = await call('POST', '/api/meetups', olga.cookieHeader, {
      locationName: 'Central Park',
      description: 'Picnic',
      gatherDate: start.toISOString().slice(0, 10),
      gatherTime: '12:00',
      scheduledDateTime: start.toISOString(),
      lat: 40.7812,
      lon: -73.9665,
      selectedGatherIds: [await gatherIdOf(femi.userId)],
    })
    const meetup = created.body
    const [olgaRecord, femiRecord] = meetup.participants
    const moved = await call('PATCH', `/api/participants/${olgaRecord.id}/location`, olga.cookieHeader, {
      lat: 40.7527,
      lon: -73.9772,
    })
    expect(moved.status).toBe(200)
    // Olga's first position's sequence: sequences start from the clock, then rise by one.
    const sequence = moved.body.sequence as number
    return { olga, femi, meetup, olgaRecord, femiRecord, sequence }
  }

  it('shows a visitor the gather, venue, time, weather and people — and no coordinates at all', async () => {
    const { meetup } = await gather()
    for (const path of [`/api/meetups/by-link/${meetup.shareableLink}`, `/api/meetups/${meetup.id}`]) {
      const seen = await call('GET', path)
      expect(seen.status).toBe(200)
      expect(seen.body).toMatchObject({
        description: 'Picnic',
        locationName: 'Central Park',
        startTime: meetup.startTime,
        weatherTemp: 72,
        participants: [
          { user: { displayName: 'Olga' }, invitationStatus: 'accepted', status: 'joined' },
          { user: { displayName: 'Femi' }, invitationStatus: 'invited' },
        ],
        viewerParticipantId: null,
      })
      expect(seen.text).not.toMatch(/"(lat|lon|lastLat|lastLon|locationLat|locationLon)"/)
      expect(seen.text).not.toContain('40.75')
      expect(seen.text).not.toContain('40.78')
    }
    const query = `query($id: ID!) { meetup(id: $id) { description location { lat } participants { edges { node {
      location { lat } travelTime { distance } user { displayName gatherId } } } } } }`
    const visitor = await graphql(app().url, query, { id: meetup.shareableLink })
    expect(JSON.stringify(visitor)).not.toContain('40.7')
    expect(visitor.data).toEqual({
      meetup: {
        description: 'Picnic',
        location: null,
        participants: {
          edges: [
            { node: { location: null, travelTime: null, user: { displayName: 'Olga', gatherId: null } } },
            { node: { location: null, travelTime: null, user: { displayName: 'Femi', gatherId: null } } },
          ],
        },
      },
    })
    expect((await call('GET', '/api/meetups/by-link/not-a-real-link-at-all')).body.message).toBe('Gather not found')
    expect((await graphql(app().url, query, { id: crypto.randomUUID() })).data).toEqual({ meetup: null })
  })

  it('gives positions to participants only; opening the gather accepts an invitation or joins', async () => {
    const { olga, femi, meetup, femiRecord, sequence } = await gather()
    const olgaView = await call('GET', `/api/meetups/${meetup.id}`, olga.cookieHeader)
    expect(olgaView.body.participants[0]).toMatchObject({ lat: 40.7527, lon: -73.9772, locationSequence: sequence })
    expect(olgaView.body.lat).toBe(40.7812)

    // Femi is invited, not yet in: he sees no positions until he opens (joins) the gather.
    const before = await call('GET', `/api/meetups/${meetup.id}`, femi.cookieHeader)
    expect(before.body.participants[0].lat).toBeUndefined()
    const join = `mutation($id: ID!) { joinMeetup(meetupId: $id) { __typename
      ... on JoinMeetupPayload { data { viewerParticipant { invitationStatus status }
        participants { edges { node { location { lat lon } travelTime { distance travelTimeText basis } } } } } }
      ... on Error { message } } }`
    const joined = await graphql(app().url, join, { id: meetup.shareableLink }, femi.cookieHeader)
    expect(joined.data?.joinMeetup).toMatchObject({
      __typename: 'JoinMeetupPayload',
      data: {
        viewerParticipant: { invitationStatus: 'ACCEPTED', status: 'JOINED' },
        participants: {
          edges: [
            {
              node: {
                location: { lat: 40.7527, lon: -73.9772 },
                travelTime: { distance: expect.closeTo(2.047, 2), travelTimeText: '5 min away (driving estimate)' },
              },
            },
            { node: { location: null, travelTime: null } },
          ],
        },
      },
    })
    expect((await prisma().participant.findUniqueOrThrow({ where: { id: femiRecord.id } })).invitationStatus).toBe(
      'accepted',
    )

    // A stranger with the link joins by opening it.
    const stan = await person('Stan')
    await graphql(app().url, join, { id: meetup.shareableLink }, stan.cookieHeader)
    const record = await prisma().participant.findUnique({
      where: { meetupId_userId: { meetupId: meetup.id, userId: stan.userId } },
    })
    expect(record).toMatchObject({ invitationStatus: 'accepted', status: 'joined' })
  })

  it('reads a gather for REST in a fixed number of SQL statements, the viewer found among its people', async () => {
    const { olga, femi, meetup, femiRecord } = await gather()
    const read = async (cookie: string) => {
      const before = sqlStatementCount()
      const seen = await call('GET', `/api/meetups/${meetup.id}`, cookie)
      expect(seen.status).toBe(200)
      return { statements: sqlStatementCount() - before, body: seen.body }
    }
    const organiser = await read(olga.cookieHeader)
    const invited = await read(femi.cookieHeader)
    expect(invited.body.viewerParticipantId).toBe(femiRecord.id)
    // More people change nothing: the gather, its organiser, its participants and their people
    // (whether the viewer was removed is asked only of someone not among them).
    for (const name of ['Gus', 'Hana', 'Ivo']) {
      const guest = await person(name)
      await prisma().participant.create({
        data: { meetupId: meetup.id, userId: guest.userId, invitationStatus: 'accepted' },
      })
    }
    const bigger = await read(olga.cookieHeader)
    expect(bigger.body.participants).toHaveLength(5)
    expect(bigger.statements).toBe(organiser.statements)
    expect((await read(femi.cookieHeader)).statements).toBe(invited.statements)
    expect([organiser.statements, invited.statements]).toEqual([4, 4])
  })

  it('answers a join without reading again the record it wrote or the organiser it read', async () => {
    const { femi, meetup } = await gather()
    const join = `mutation($id: ID!) { joinMeetup(meetupId: $id) { __typename
      ... on JoinMeetupPayload { data { viewerParticipant { invitationStatus status }
        participants { edges { node { location { lat lon } user { displayName } } } } } } } }`
    const opened = async () => {
      const before = sqlStatementCount()
      const result = await graphql<{ joinMeetup: { data: { viewerParticipant: { invitationStatus: string } } } }>(
        app().url,
        join,
        { id: meetup.id },
        femi.cookieHeader,
      )
      expect(result.data?.joinMeetup.data.viewerParticipant.invitationStatus).toBe('ACCEPTED')
      return sqlStatementCount() - before
    }
    await opened() // the join itself: an update, and any e-mail invitation answered
    const again = await opened()
    for (const name of ['Gus', 'Hana']) {
      const guest = await person(name)
      await prisma().participant.create({
        data: { meetupId: meetup.id, userId: guest.userId, invitationStatus: 'accepted' },
      })
    }
    // Opening it again costs the same reads whatever its size; 8 when the answer read the
    // viewer's record (and its gather) and the organiser once more.
    expect(await opened()).toBe(again)
    expect(again).toBe(6)
  })

  it('keeps a decline unless the person asks to rejoin', async () => {
    const { femi, meetup, femiRecord } = await gather()
    await call('PATCH', `/api/participants/${femiRecord.id}/invitation-status`, femi.cookieHeader, {
      invitationStatus: 'declined',
    })
    const join = `mutation($id: ID!, $rejoin: Boolean) { joinMeetup(meetupId: $id, rejoin: $rejoin) {
      ... on JoinMeetupPayload { data { viewerParticipant { invitationStatus } } } } }`
    const opened = await graphql(app().url, join, { id: meetup.id }, femi.cookieHeader)
    expect(opened.data).toEqual({ joinMeetup: { data: { viewerParticipant: { invitationStatus: 'DECLINED' } } } })
    const rejoined = await graphql(app().url, join, { id: meetup.id, rejoin: true }, femi.cookieHeader)
    expect(rejoined.data).toEqual({ joinMeetup: { data: { viewerParticipant: { invitationStatus: 'ACCEPTED' } } } })
  })

  it('moves only one’s own accepted record, with clear answers otherwise', async () => {
    const { olga, femi, meetup, olgaRecord, femiRecord, sequence } = await gather()
    const move = (id: string, cookie: string | undefined, body: unknown) =>
      call('PATCH', `/api/participants/${id}/location`, cookie, body)
    expect(await move(olgaRecord.id, femi.cookieHeader, { lat: 1, lon: 1 })).toMatchObject({
      status: 403,
      body: { message: 'You can only share your own location' },
    })
    expect(await move(femiRecord.id, femi.cookieHeader, { lat: 1, lon: 1 })).toMatchObject({
      status: 403,
      body: { message: 'Join the gather before sharing your location' },
    })
    expect((await move(olgaRecord.id, undefined, { lat: 1, lon: 1 })).status).toBe(401)
    expect(await move(olgaRecord.id, olga.cookieHeader, { lat: 91, lon: 1 })).toMatchObject({
      status: 400,
      body: { message: 'lat must be between -90 and 90' },
    })
    expect((await move(olgaRecord.id, olga.cookieHeader, { lat: '40', lon: 1 })).body.message).toBe(
      'lat must be a number',
    )
    expect((await move(crypto.randomUUID(), olga.cookieHeader, { lat: 1, lon: 1 })).status).toBe(404)
    const second = await move(olgaRecord.id, olga.cookieHeader, { lat: 40.76, lon: -73.97 })
    expect(second.body).toMatchObject({ sequence: sequence + 1, lat: 40.76 })
    const stored = (await app().positions().read(meetup.id, [olgaRecord.id])).get(olgaRecord.id)
    expect(stored).toMatchObject({
      sequence: sequence + 1,
      position: { lat: 40.76, previous: { lat: 40.7527, lon: -73.9772, at: expect.any(Number) } },
    })
  })

  it('refuses positions once the gather has ended', async () => {
    const { olga, meetup, olgaRecord } = await gather()
    await prisma().meetup.update({ where: { id: meetup.id }, data: { expirationTime: new Date(Date.now() - 1000) } })
    expect(
      await call('PATCH', `/api/participants/${olgaRecord.id}/location`, olga.cookieHeader, { lat: 1, lon: 1 }),
    ).toMatchObject({
      status: 409,
      body: { message: 'This gather has ended: location sharing is off' },
    })
    // Its link has expired for everyone but its participants.
    expect((await call('GET', `/api/meetups/by-link/${meetup.shareableLink}`)).status).toBe(404)
    expect((await call('GET', `/api/meetups/by-link/${meetup.shareableLink}`, olga.cookieHeader)).status).toBe(200)
  })

  it('sets one’s own status and pushes it to the others', async () => {
    const { olga, femi, meetup, olgaRecord, femiRecord } = await gather()
    await call('PATCH', `/api/participants/${femiRecord.id}/invitation-status`, femi.cookieHeader, {
      invitationStatus: 'accepted',
    })
    const listening = whenWatching(meetup.id, femi.userId)
    const changes = subscribe<{ participantChanged: { kind: string; participant: { status: string } } }>(
      app().url,
      `subscription($id: ID!) { participantChanged(meetupId: $id) { kind participantId participant { status } } }`,
      { id: meetup.id },
      femi.cookieHeader,
    )
    await listening
    const set = await call('PATCH', `/api/participants/${olgaRecord.id}/status`, olga.cookieHeader, {
      status: 'on-my-way',
    })
    expect(set.body).toMatchObject({ status: 'on-my-way' })
    expect((await changes.next()).data?.participantChanged).toEqual({
      kind: 'STATUS',
      participantId: globalId('Participant', olgaRecord.id),
      participant: { status: 'ON_MY_WAY' },
    })
    expect(
      await call('PATCH', `/api/participants/${olgaRecord.id}/status`, femi.cookieHeader, { status: 'here' }),
    ).toMatchObject({
      status: 403,
      body: { message: 'You can only change your own status' },
    })
    expect(
      (await call('PATCH', `/api/participants/${olgaRecord.id}/status`, olga.cookieHeader, { status: 'asleep' })).body
        .message,
    ).toBe("status must be one of 'on-my-way', 'here', 'running-late', 'joined'")
    const viaGraphql = await graphql(
      app().url,
      `mutation($p: ID!) { updateParticipantStatus(participantId: $p, status: RUNNING_LATE) {
        ... on UpdateParticipantStatusPayload { data { status } } } }`,
      { p: olgaRecord.id },
      olga.cookieHeader,
    )
    expect(viaGraphql.data).toEqual({ updateParticipantStatus: { data: { status: 'RUNNING_LATE' } } })
    await changes.close()
  })

  it('answers travel times to participants only', async () => {
    const { olga, femi, meetup, olgaRecord } = await gather()
    const times = await call('POST', `/api/meetups/${meetup.id}/travel-times`, olga.cookieHeader)
    expect(times.body).toEqual({
      travelTimes: [
        {
          participantId: olgaRecord.id,
          userId: olga.userId,
          distance: 2.05,
          travelTimeText: '5 min away (driving estimate)',
          alert: false,
        },
      ],
    })
    expect((await call('POST', `/api/meetups/${meetup.id}/travel-times`, femi.cookieHeader)).status).toBe(403)
    expect((await call('POST', `/api/meetups/${meetup.id}/travel-times`)).status).toBe(401)
  })

  type Message = { type: string; data?: Record<string, unknown>; message?: string }

  it('speaks the raw /ws protocol to participants, and refuses others', async () => {
    const { olga, femi, meetup, olgaRecord, sequence } = await gather()
    const open = (cookie?: string) =>
      new Promise<{ socket: WebSocket; messages: Message[] }>((resolve, reject) => {
        const socket = new WebSocket(`${app().url.replace('http', 'ws')}/ws`, { headers: cookie ? { cookie } : {} })
        const messages: Message[] = []
        socket.on('message', (raw) => messages.push(JSON.parse(String(raw))))
        socket.on('open', () => resolve({ socket, messages }))
        socket.on('error', reject)
      })
    const waitFor = async (messages: Message[], type: string, sequence?: number) => {
      for (let i = 0; i < 100; i++) {
        const found = messages.find((m) => m.type === type && (sequence === undefined || m.data?.sequence === sequence))
        if (found) return found
        await new Promise((r) => setTimeout(r, 50))
      }
      throw new Error(`no ${type} message`)
    }
    const watcher = await open(olga.cookieHeader)
    watcher.socket.send(JSON.stringify({ type: 'join_meetup', data: { meetupId: meetup.id } }))
    await waitFor(watcher.messages, 'joined')
    // Joined means listening; the position already shared comes next (the snapshot), then new ones.
    expect(await waitFor(watcher.messages, 'participant_location_updated', sequence)).toMatchObject({
      data: { participantId: olgaRecord.id, meetupId: meetup.id, sequence },
    })
    await call('PATCH', `/api/participants/${olgaRecord.id}/location`, olga.cookieHeader, { lat: 40.77, lon: -73.97 })
    expect(await waitFor(watcher.messages, 'participant_location_updated', sequence + 1)).toMatchObject({
      data: { participantId: olgaRecord.id, meetupId: meetup.id, lat: 40.77, lon: -73.97, sequence: sequence + 1 },
    })
    expect(watcher.messages.map((m) => m.type)).toEqual([
      'joined',
      'participant_location_updated',
      'participant_location_updated',
    ])
    watcher.socket.send('not json')
    expect(await waitFor(watcher.messages, 'error')).toMatchObject({ message: 'Messages must be JSON' })
    watcher.socket.close()

    for (const cookie of [femi.cookieHeader, undefined]) {
      const other = await open(cookie)
      other.socket.send(JSON.stringify({ type: 'join_meetup', data: { meetupId: meetup.id } }))
      const refused = await waitFor(other.messages, 'error')
      expect(refused.message).toBe(cookie ? 'Only participants see live positions' : 'Unauthorized')
      other.socket.close()
    }
  })
})
