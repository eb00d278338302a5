// Two real app instances (separate processes started as `npm start` does, different ports)
// sharing PostgreSQL and Redis behave as one: a location sent to B reaches a subscriber on A.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { graphql, subscribe } from '../../tests/helpers/graphql.js'
import { type Instance, signInDirect, startInstance } from '../../tests/helpers/instances.js'
import { lastLinkTo, waitForMail } from '../../tests/helpers/mail.js'
import {
  createTestDatabase,
  postgresAvailable,
  redisAvailable,
  redisUrl,
  servicesRequired,
} from '../../tests/helpers/services.js'
import { graphqlSocket, rawSocket, watchPositions } from '../../tests/helpers/streams.js'
import { createSession, hashToken, sessionCookieName } from '../src/accounts/session.service.js'
import { closeDatabase, openDatabase, prisma } from '../src/core/db.js'
import { globalId } from '../src/edge/graphql/ids.js'
import { type StreamCell, streamPolicy, streamRoles } from './policy-table.js'

/** Signs out through an instance as the web app's sign-out does: a POST with the CSRF header. */
const signOutOn = (url: string, cookie: string) =>
  fetch(`${url}/api/logout`, { method: 'POST', headers: { cookie, 'x-graphql-csrf': '1' }, redirect: 'manual' })

describe.runIf((postgresAvailable && redisAvailable) || servicesRequired)('two instances on PostgreSQL + Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let dataDir: string
  const instances: Instance[] = []
  let a = ''
  let b = ''

  beforeAll(async () => {
    database = await createTestDatabase()
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-scaled-'))
    const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl, DATA_DIR: dataDir }
    // Both start at once: the migration lock lets exactly one of them create the schema.
    const [first, second] = await Promise.all([startInstance(env), startInstance(env)])
    instances.push(first, second)
    a = first.url
    b = second.url
    await openDatabase({ databaseUrl: database.url, dataDir })
  })

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()))
    await closeDatabase()
    await database?.drop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('both report PostgreSQL, Redis and BullMQ as healthy', async () => {
    for (const url of [a, b]) {
      const health = await (await fetch(`${url}/api/health`)).json()
      expect(health).toMatchObject({
        status: 'ok',
        database: { ok: true, driver: 'postgres' },
        redis: { ok: true, configured: true },
        jobs: 'bullmq',
      })
    }
  })

  it('delivers a location sent through instance B to a subscriber on instance A', async () => {
    const organiser = await signInDirect('Olga')
    const friend = await signInDirect('Femi')
    const meetup = await createMeetupWith(organiser.userId, [friend.userId])
    const friendRecord = meetup.participants.find((p) => p.userId === friend.userId)
    const subscription = subscribe(
      a,
      'subscription($id: ID!) { livePositions(meetupId: $id) { snapshot positions { participantId lat lon sequence } } }',
      { id: meetup.id },
      organiser.cookieHeader,
    )
    // The first event says the stream listens on A: nobody has shared a position yet.
    expect((await subscription.next()).data).toEqual({ livePositions: { snapshot: true, positions: [] } })
    const result = await graphql<{ updateParticipantLocation: { __typename: string; data: { sequence: number } } }>(
      b,
      `mutation($p: ID!) { updateParticipantLocation(participantId: $p, lat: 51.5, lon: -0.12) { __typename
        ... on UpdateParticipantLocationPayload { data { sequence } } } }`,
      { p: friendRecord?.id },
      friend.cookieHeader,
    )
    expect(result.data).toEqual({
      updateParticipantLocation: {
        __typename: 'UpdateParticipantLocationPayload',
        data: { sequence: expect.any(Number) },
      },
    })
    const sequence = result.data?.updateParticipantLocation.data.sequence
    const event = await subscription.next()
    expect(event.data).toEqual({
      livePositions: {
        snapshot: false,
        positions: [
          { participantId: globalId('Participant', friendRecord?.id as string), lat: 51.5, lon: -0.12, sequence },
        ],
      },
    })
    await subscription.close()
  })

  it("keeps a person's recent fixes in Redis, for 15 minutes: their pace counts across instances", async () => {
    const organiser = await signInDirect('Olga')
    const friend = await signInDirect('Ana')
    const meetup = await createMeetupWith(organiser.userId, [friend.userId])
    const record = meetup.participants.find((p) => p.userId === friend.userId)?.id as string
    const start = Date.now() - 5 * 60_000
    const fix = (url: string, metres: number, minute: number) =>
      graphql<{ updateParticipantLocation: { data: { eta: { basis: string } } } }>(
        url,
        `mutation($p: ID!, $lat: Float!, $at: DateTime) {
          updateParticipantLocation(participantId: $p, lat: $lat, lon: -73.9665, accuracy: 10, capturedAt: $at) {
            ... on UpdateParticipantLocationPayload { data { eta { basis } } }
          }
        }`,
        { p: record, lat: 40.7812 - metres / 111_195, at: new Date(start + minute * 60_000).toISOString() },
        friend.cookieHeader,
      )
    expect((await fix(a, 1000, 0)).data?.updateParticipantLocation.data.eta.basis).toBe('walking estimate')
    expect((await fix(b, 850, 1)).data?.updateParticipantLocation.data.eta.basis).toBe('from pace')
    const redis = new Redis(redisUrl)
    try {
      // Under the deployment's namespace: by default, its database's name.
      expect(await redis.pttl(`${new URL(database.url).pathname.slice(1)}:track:${record}`)).toBeGreaterThan(
        10 * 60_000,
      )
    } finally {
      redis.disconnect()
    }
  })

  it('misses no position sent while streams start on either instance, and never shows an older one', async () => {
    const organiser = await signInDirect('Olga')
    const senders = [await signInDirect('Sam'), await signInDirect('Sue'), await signInDirect('Sid')]
    const marker = await signInDirect('Mo')
    const viewers = await Promise.all(Array.from({ length: 20 }, (_, i) => signInDirect(`Viewer${i}`)))
    const meetup = await createMeetupWith(
      organiser.userId,
      [...senders, marker, ...viewers].map((p) => p.userId),
    )
    const recordOf = (userId: string) => meetup.participants.find((p) => p.userId === userId)?.id as string
    const move = `mutation($p: ID!, $lat: Float!) { updateParticipantLocation(participantId: $p, lat: $lat, lon: 2.35) {
      ... on UpdateParticipantLocationPayload { data { sequence } } } }`
    const accepted = new Map<string, number>()
    let sent = 0
    const send = async (person: { userId: string; cookieHeader: string }) => {
      sent += 1
      const result = await graphql<{ updateParticipantLocation: { data: { sequence: number } } }>(
        b,
        move,
        { p: recordOf(person.userId), lat: 48 + Math.random() },
        person.cookieHeader,
      )
      const sequence = result.data?.updateParticipantLocation.data.sequence as number
      accepted.set(recordOf(person.userId), Math.max(sequence, accepted.get(recordOf(person.userId)) ?? 0))
    }
    // Positions stream in through B while the first viewers' streams start on A and B; the
    // last ones start once it stopped (only the snapshot can give them those positions).
    let sending = true
    const senderLoops = senders.map(async (person) => {
      while (sending) await send(person)
    })
    const streams: ReturnType<typeof watchPositions>[] = []
    for (const [i, viewer] of viewers.entries()) {
      streams.push(watchPositions(i % 2 ? a : b, meetup.id, viewer.cookieHeader))
      if (i % 4 !== 3) continue
      await Promise.all(streams.map((stream) => stream.ready()))
      if (i === 11) {
        sending = false
        await Promise.all(senderLoops)
      }
    }
    // Published after every other position by the same instance: once a viewer has it, it has them all.
    await send(marker)
    const markerRecord = recordOf(marker.userId)
    await Promise.all(streams.map((s) => s.until(() => s.latest.get(markerRecord) === accepted.get(markerRecord))))
    // Nothing more will come: every viewer holds everyone's last accepted position, or misses it.
    const missing = streams.flatMap((s, i) =>
      [...accepted].filter(([id, sequence]) => s.latest.get(id) !== sequence).map(([id]) => `viewer ${i}: ${id}`),
    )
    console.log(`${sent} positions sent while ${streams.length} streams started: ${missing.length} latest missed`)
    expect(missing).toEqual([])
    expect(streams.map((s) => s.backwards)).toEqual(streams.map(() => 0))
    await Promise.all(streams.map((s) => s.close()))
  })

  it('delivers a location sent over REST to instance B to an old client on /ws of instance A', async () => {
    const organiser = await signInDirect('Olga')
    const friend = await signInDirect('Femi')
    const meetup = await createMeetupWith(organiser.userId, [friend.userId])
    const friendRecord = meetup.participants.find((p) => p.userId === friend.userId)
    const socket = new WebSocket(`${a.replace('http', 'ws')}/ws`, { headers: { cookie: organiser.cookieHeader } })
    const messages: { type: string; data?: Record<string, unknown> }[] = []
    socket.on('message', (raw) => messages.push(JSON.parse(String(raw))))
    await new Promise((resolve) => socket.once('open', resolve))
    socket.send(JSON.stringify({ type: 'join_meetup', data: { meetupId: meetup.id } }))
    const waitFor = async (type: string) => {
      for (let i = 0; i < 100 && !messages.some((m) => m.type === type); i++)
        await new Promise((r) => setTimeout(r, 50))
      return messages.find((m) => m.type === type)
    }
    expect(await waitFor('joined')).toBeDefined()
    const response = await fetch(`${b}/api/participants/${friendRecord?.id}/location`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: friend.cookieHeader },
      body: JSON.stringify({ lat: 48.85, lon: 2.35 }),
    })
    expect(response.status).toBe(200)
    const { sequence } = (await response.json()) as { sequence: number }
    expect(await waitFor('participant_location_updated')).toMatchObject({
      data: { participantId: friendRecord?.id, lat: 48.85, lon: 2.35, sequence },
    })
    socket.close()
  })

  it('pushes a group change made through instance B to the owner’s subscription on instance A', async () => {
    const owner = await signInDirect('Gwen')
    const group = await prisma().group.create({ data: { ownerId: owner.userId, name: 'Scaled' } })
    const subscription = subscribe<{ groupMembersChanged: { name: string; memberCount: number } }>(
      a,
      'subscription($id: ID!) { groupMembersChanged(groupId: $id) { name memberCount } }',
      { id: group.id },
      owner.cookieHeader,
    )
    await streamListening(group.id, 1, `groupMembersChanged:${group.id}`)
    const added = await fetch(`${b}/api/groups/${group.id}/members`, {
      method: 'POST',
      headers: { cookie: owner.cookieHeader, 'content-type': 'application/json' },
      body: JSON.stringify({ gatherIdOrEmail: 'friend@example.com' }),
    })
    expect(added.status).toBe(201)
    expect((await subscription.next()).data).toEqual({ groupMembersChanged: { name: 'Scaled', memberCount: 1 } })
    await subscription.close()
  })

  /** Redis says a live stream of the gather listens (an instance subscribed its positions' topic). */
  async function streamListening(meetupId: string, count = 1, channel = `participantLocationUpdated:${meetupId}`) {
    const redis = new Redis(redisUrl)
    // Channels are under the deployment's namespace: by default, its database's name.
    const named = `${new URL(database.url).pathname.slice(1)}:${channel}`
    try {
      for (;;) {
        const [, listeners] = (await redis.pubsub('NUMSUB', named)) as [string, number]
        if (Number(listeners) >= count) return
        await new Promise((resolve) => setImmediate(resolve))
      }
    } finally {
      redis.disconnect()
    }
  }

  it('ends a stream on A when its viewer is removed through B, and closes it with 4401 when they sign out on B', async () => {
    const organiser = await signInDirect('Olga')
    const friend = await signInDirect('Femi')
    const meetup = await createMeetupWith(organiser.userId, [friend.userId])
    const friendRecord = meetup.participants.find((p) => p.userId === friend.userId)?.id
    const positions = 'subscription($id: ID!) { livePositions(meetupId: $id) { snapshot } }'

    const removedSocket = graphqlSocket(a, friend.cookieHeader)
    const removed = removedSocket.subscribe(positions, { id: meetup.id })
    await removed.received(1)
    const removal = await fetch(`${b}/api/meetups/${meetup.id}/participants/${friendRecord}`, {
      method: 'DELETE',
      headers: { cookie: organiser.cookieHeader, 'x-graphql-csrf': '1' },
    })
    expect(removal.status).toBe(200)
    expect((await removed.ended)?.extensions).toEqual({ code: 'ACCESS_ENDED', reason: 'removed' })
    await removedSocket.dispose()

    const organiserSocket = graphqlSocket(a, organiser.cookieHeader)
    const watched = organiserSocket.subscribe(positions, { id: meetup.id })
    await watched.received(1)
    const out = await signOutOn(b, organiser.cookieHeader)
    expect(out.status).toBe(303)
    expect(await watched.ended).toEqual({
      message: 'You are logged out.',
      extensions: { code: 'ACCESS_ENDED', reason: 'signed-out' },
    })
    expect(await organiserSocket.closed).toEqual({ code: 4401, reason: 'Session ended' })
  })

  it('gives each role what the policy table says on both live sockets of A, whatever happens through B', async () => {
    const organiser = await signInDirect('Olga')
    const invited = await signInDirect('Ivy')
    const declined = await signInDirect('Dan')
    const accepted = await signInDirect('Ada')
    const removed = await signInDirect('Rex')
    const stranger = await signInDirect('Stan')
    const byRole = { organiser, invited, declined, accepted, removed, stranger }
    const mismatches: string[] = []
    for (const socketKind of ['graphql-ws', '/ws'] as const) {
      for (const role of streamRoles) {
        const after = role === 'signed-out-after' || role === 'deleted-after'
        const who = role === 'visitor' ? undefined : after ? await signInDirect('Late') : byRole[role]
        const meetup = await createMeetupWith(organiser.userId, [
          accepted.userId,
          ...(after && who ? [who.userId] : []),
        ])
        await prisma().participant.createMany({
          data: [
            { meetupId: meetup.id, userId: invited.userId, invitationStatus: 'invited' },
            { meetupId: meetup.id, userId: declined.userId, invitationStatus: 'declined' },
          ],
        })
        await prisma().meetupRemoval.create({ data: { meetupId: meetup.id, userId: removed.userId } })
        const end = async () => {
          if (role === 'signed-out-after') await signOutOn(b, who?.cookieHeader ?? '')
          if (role === 'deleted-after') {
            await fetch(`${b}/api/auth/delete-account`, {
              method: 'DELETE',
              headers: { cookie: who?.cookieHeader ?? '', 'x-graphql-csrf': '1' },
            })
          }
        }
        let got: StreamCell
        if (socketKind === 'graphql-ws') {
          const socket = graphqlSocket(a, who?.cookieHeader)
          const sub = socket.subscribe('subscription($m: ID!) { livePositions(meetupId: $m) { snapshot } }', {
            m: meetup.id,
          })
          // Listening (its snapshot arrived) or refused, whichever comes first.
          const first = await Promise.race([
            sub.received(1).then((events): StreamCell => (events[0] ? 'ok' : 'refused')),
            sub.ended.then(
              (error): StreamCell =>
                error?.extensions?.code === 'ACCESS_ENDED' ? { ended: error.extensions.reason as string } : 'refused',
            ),
          ])
          if (first === 'ok' && after) {
            await end()
            got = { ended: (await sub.ended)?.extensions?.reason as string }
          } else got = first
          await socket.dispose()
        } else {
          const socket = await rawSocket(a, who?.cookieHeader)
          socket.send({ type: 'join_meetup', data: { meetupId: meetup.id } })
          const first = await socket.next((m) => ['joined', 'error', 'access_ended'].includes(m.type))
          got =
            first.type === 'joined' ? 'ok' : first.type === 'error' ? 'refused' : { ended: String(first.data?.reason) }
          if (got === 'ok' && after) {
            await end()
            got = { ended: String((await socket.next((m) => m.type === 'access_ended')).data?.reason) }
          }
          socket.socket.close()
        }
        if (JSON.stringify(got) !== JSON.stringify(streamPolicy[socketKind][role])) {
          mismatches.push(`${socketKind} as ${role}: got ${JSON.stringify(got)}`)
        }
      }
    }
    expect(mismatches).toEqual([])
  })

  it('binds a sign-up to its browser on every instance: signed up on A, opened on B', async () => {
    const email = `twice.${Date.now()}@example.com`
    const signUp = await fetch(`${a}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Victim-pass1' }),
    })
    expect(signUp.status).toBe(201)
    const browser = signUp.headers.getSetCookie()[0]?.split(';')[0] ?? ''
    await waitForMail(dataDir, email)
    const token = new URL(await lastLinkTo(dataDir, email)).searchParams.get('token')
    const open = (cookie?: string) =>
      fetch(`${b}/api/auth/verify-email?token=${token}`, { headers: cookie ? { cookie } : {} })
    expect((await open()).status).toBe(422)
    expect((await open(browser)).status).toBe(200)
    const login = await fetch(`${b}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Victim-pass1' }),
    })
    expect(login.status).toBe(200)
  })

  it('forgets a session everywhere at sign-out: the instance that cached it refuses it at once', async () => {
    const person = await signInDirect('Ada')
    const me = (url: string) => fetch(`${url}/api/auth/user`, { headers: { cookie: person.cookieHeader } })
    expect((await me(a)).status).toBe(200) // now cached on A
    expect((await me(a)).status).toBe(200)
    const out = await signOutOn(b, person.cookieHeader)
    expect(out.status).toBe(303)
    for (let i = 0; i < 20 && (await me(a)).status === 200; i++) await new Promise((r) => setTimeout(r, 50))
    expect((await me(a)).status).toBe(401)
  })

  it('ends a session from another device through B: its stream on A ends and A refuses its cookie at once', async () => {
    const laptop = await signInDirect('Pia')
    const { token } = await createSession(laptop.userId, 'Mozilla/5.0 (Linux; Android 14) Chrome/124.0.0.0 Mobile')
    const phone = `${sessionCookieName('http://localhost')}=${token}`
    const phoneId = (await prisma().session.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } })).id
    const me = (url: string) => fetch(`${url}/api/auth/user`, { headers: { cookie: phone } })
    expect((await me(a)).status).toBe(200) // now cached on A
    const meetup = await createMeetupWith(laptop.userId)
    const socket = graphqlSocket(a, phone)
    const watched = socket.subscribe('subscription($id: ID!) { livePositions(meetupId: $id) { snapshot } }', {
      id: meetup.id,
    })
    await watched.received(1)

    const listed = await (await fetch(`${b}/api/auth/sessions`, { headers: { cookie: laptop.cookieHeader } })).json()
    expect(listed.sessions.map((s: { label: string }) => s.label).sort()).toEqual([
      'Chrome on Android',
      'Unknown browser',
    ])
    const ended = await fetch(`${b}/api/auth/sessions/${phoneId}`, {
      method: 'DELETE',
      headers: { cookie: laptop.cookieHeader, 'x-graphql-csrf': '1' },
    })
    expect(ended.status).toBe(200)
    // A heard of it (its stream ended), and its cached copy went with that.
    expect((await watched.ended)?.extensions).toEqual({ code: 'ACCESS_ENDED', reason: 'signed-out' })
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Session ended' })
    expect((await me(a)).status).toBe(401)
    expect((await fetch(`${a}/api/auth/user`, { headers: { cookie: laptop.cookieHeader } })).status).toBe(200)
    await socket.dispose()
  })
})
