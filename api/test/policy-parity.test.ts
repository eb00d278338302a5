// Policy parity: every cell of the one policy table (policy-table.ts) against the app as served,
// on both databases. A REST route, GraphQL field or node type without a row fails the test.
import { randomBytes } from 'node:crypto'
import { encodeGlobalID } from '@pothos/plugin-relay'
import { type GraphQLObjectType, isObjectType } from 'graphql'
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { graphql } from '../../tests/helpers/graphql.js'
import { type RestResponse, rest } from '../../tests/helpers/http.js'
import { graphqlSocket, rawSocket } from '../../tests/helpers/streams.js'
import { prisma } from '../src/core/db.js'
import { schema } from '../src/edge/graphql/schema.js'
import { whenWatching } from '../src/live/streams/live-access.js'
import {
  type Cell,
  graphqlPolicy,
  type Kind,
  nodePolicy,
  type Outcome,
  type Role,
  restPolicy,
  roles,
  type Sees,
  type StreamRole,
  streamPolicy,
  streamRoles,
} from './policy-table.js'

type Person = { userId: string; cookieHeader: string; gatherId: string; email: string }

describeOnEachDatabase('the policy table, cell by cell', (app) => {
  let n = 0
  async function person(name: string): Promise<Person> {
    const gatherId = `${name.slice(0, 8).toLowerCase()}_p${++n}${Date.now() % 100000}`
    const email = `${gatherId}@example.com`
    const signed = await app().signIn({ displayName: name, gatherId, email })
    return { ...signed, gatherId, email }
  }

  let people: Record<Exclude<Role, 'visitor'>, Person> & { outsider: Person }
  async function cast() {
    people ??= {
      stranger: await person('Stan'),
      invited: await person('Ivy'),
      declined: await person('Dan'),
      accepted: await person('Ada'),
      removed: await person('Rex'),
      organiser: await person('Olga'),
      outsider: await person('Otto'),
    }
    return people
  }
  const cookieOf = (role: Role) => (role === 'visitor' ? undefined : people[role].cookieHeader)

  /** When the accepted participant last sent a position (recent: a position deletes itself after two hours). */
  const lastSeenAt = new Date(Date.now() - 10 * 60 * 1000)

  /** A fresh gather per probe: organiser, invited, declined, accepted (sharing), a removal, an e-mail invitation. */
  async function gather() {
    const p = await cast()
    const meetup = await prisma().meetup.create({
      data: {
        userId: p.organiser.userId,
        description: 'Parity',
        locationName: 'Central Park',
        locationLat: 40.7812,
        locationLon: -73.9665,
        shareableLink: randomBytes(16).toString('base64url'),
        startTime: new Date(Date.now() + 3600_000),
        expirationTime: new Date(Date.now() + 5 * 3600_000),
        participants: {
          create: [
            { userId: p.organiser.userId, invitationStatus: 'accepted' },
            { userId: p.invited.userId, invitationStatus: 'invited', status: 'invited' },
            { userId: p.declined.userId, invitationStatus: 'declined', status: 'invited' },
            { userId: p.accepted.userId, invitationStatus: 'accepted' },
          ],
        },
        removals: { create: { userId: p.removed.userId } },
        pendingInvitations: {
          create: {
            email: 'pending-guest@example.com',
            invitedById: p.organiser.userId,
            expiresAt: new Date(Date.now() + 3600_000),
          },
        },
      },
      include: { participants: true },
    })
    const recordOf = (role: Role) => {
      const own = role === 'visitor' ? undefined : meetup.participants.find((x) => x.userId === people[role].userId)
      return (own ?? meetup.participants.find((x) => x.userId === people.accepted.userId))?.id as string
    }
    await app().place(recordOf('organiser'), { lat: 40.7527, lon: -73.9772 })
    await app().place(recordOf('accepted'), { lat: 40.7531, lon: -73.9771, at: lastSeenAt })
    return { meetup, recordOf, acceptedRecord: recordOf('accepted') }
  }

  function seen(text: string, g: { meetup: { shareableLink: string } }): Sees {
    return {
      venue: text.includes('40.7812'),
      positions: text.includes('40.7531'),
      freshness: text.includes(lastSeenAt.toISOString()),
      gatherIds: text.includes(people.organiser.gatherId),
      emails: text.includes('pending-guest@example.com'),
      link: text.includes(g.meetup.shareableLink),
    }
  }

  const call = (method: string, path: string, cookie?: string, body?: unknown) =>
    rest(app().url, method, path, { cookie, body })

  // --- REST ---------------------------------------------------------------------------------

  type Probe = (role: Role, g: Awaited<ReturnType<typeof gather>>) => Promise<RestResponse>
  const restProbes: Record<string, Probe> = {
    'GET /api/meetups/:id': (r, g) => call('GET', `/api/meetups/${g.meetup.id}`, cookieOf(r)),
    'GET /api/meetups/by-link/:shareableLink': (r, g) =>
      call('GET', `/api/meetups/by-link/${g.meetup.shareableLink}`, cookieOf(r)),
    'POST /api/meetups/:id/travel-times': (r, g) =>
      call('POST', `/api/meetups/${g.meetup.id}/travel-times`, cookieOf(r)),
    'GET /api/meetups/:id/etas': (r, g) => call('GET', `/api/meetups/${g.meetup.id}/etas`, cookieOf(r)),
    'POST /api/meetups/:id/hide': (r, g) => call('POST', `/api/meetups/${g.meetup.id}/hide`, cookieOf(r)),
    'GET /api/meetups/:id/calendar': (r, g) => call('GET', `/api/meetups/${g.meetup.id}/calendar`, cookieOf(r)),
    'DELETE /api/meetups/:id': (r, g) => call('DELETE', `/api/meetups/${g.meetup.id}`, cookieOf(r)),
    'PATCH /api/meetups/:id': (r, g) =>
      call('PATCH', `/api/meetups/${g.meetup.id}`, cookieOf(r), { description: 'Renamed' }),
    'POST /api/meetups/:id/participants': (r, g) =>
      call('POST', `/api/meetups/${g.meetup.id}/participants`, cookieOf(r), {
        gatherIdOrEmail: r === 'organiser' ? people.outsider.gatherId : r === 'visitor' ? 'nobody' : people[r].gatherId,
      }),
    'DELETE /api/meetups/:id/participants/:participantId': (r, g) =>
      call('DELETE', `/api/meetups/${g.meetup.id}/participants/${g.acceptedRecord}`, cookieOf(r)),
    'GET /api/meetups/:id/pending-invites': (r, g) =>
      call('GET', `/api/meetups/${g.meetup.id}/pending-invites`, cookieOf(r)),
    'POST /api/meetups/:id/remind-pending': (r, g) =>
      call('POST', `/api/meetups/${g.meetup.id}/remind-pending`, cookieOf(r)),
    'POST /api/meetups/:id/resend-invites': (r, g) =>
      call('POST', `/api/meetups/${g.meetup.id}/resend-invites`, cookieOf(r)),
    'POST /api/meetups/:id/share-link': (r, g) => call('POST', `/api/meetups/${g.meetup.id}/share-link`, cookieOf(r)),
    'POST /api/pending-invitations': (r, g) =>
      call('POST', '/api/pending-invitations', cookieOf(r), { email: 'new-guest@example.com', meetupId: g.meetup.id }),
    'PATCH /api/participants/:id/location': (r, g) =>
      call('PATCH', `/api/participants/${g.recordOf(r)}/location`, cookieOf(r), { lat: 40.76, lon: -73.97 }),
    'PATCH /api/participants/:id/status': (r, g) =>
      call('PATCH', `/api/participants/${g.recordOf(r)}/status`, cookieOf(r), { status: 'here' }),
    'PATCH /api/participants/:id/invitation-status': (r, g) =>
      call('PATCH', `/api/participants/${g.recordOf(r)}/invitation-status`, cookieOf(r), {
        invitationStatus: 'accepted',
      }),
    'PATCH /api/invitations/:participantId/respond': (r, g) =>
      call('PATCH', `/api/invitations/${g.recordOf(r)}/respond`, cookieOf(r), { response: 'accepted' }),
    'PUT /api/meetups/:id/sharing': (r, g) =>
      call('PUT', `/api/meetups/${g.meetup.id}/sharing`, cookieOf(r), { precision: 'approximate' }),
    'PATCH /api/meetups/:id/sharing': (r, g) =>
      call('PATCH', `/api/meetups/${g.meetup.id}/sharing`, cookieOf(r), { precision: 'status-only' }),
    'DELETE /api/meetups/:id/sharing': (r, g) => call('DELETE', `/api/meetups/${g.meetup.id}/sharing`, cookieOf(r)),
    'POST /api/meetups/:id/sharing/pause': (r, g) =>
      call('POST', `/api/meetups/${g.meetup.id}/sharing/pause`, cookieOf(r)),
    'POST /api/meetups/:id/sharing/resume': (r, g) =>
      call('POST', `/api/meetups/${g.meetup.id}/sharing/resume`, cookieOf(r)),
  }

  /** Requests with valid input for the rows that do not depend on a gather. */
  const plain: Record<string, (cookie?: string) => Promise<RestResponse | Response>> = {
    'GET /version.json': (c) => call('GET', '/version.json', c),
    'GET /assets/*': (c) => call('GET', '/assets/none.js', c),
    'GET /api/health': (c) => call('GET', '/api/health', c),
    'GET /api/openapi.json': (c) => call('GET', '/api/openapi.json', c),
    'GET /livez': (c) => call('GET', '/livez', c),
    'GET /readyz': (c) => call('GET', '/readyz', c),
    'GET /graphql': (c) => call('GET', '/graphql?query=%7B__typename%7D', c),
    'GET /schema.graphql': (c) => call('GET', '/schema.graphql', c),
    'POST /graphql': (c) => call('POST', '/graphql', c, { query: '{ __typename }' }),
    'OPTIONS /graphql': (c) => call('OPTIONS', '/graphql', c),
    'POST /api/auth/signup': (c) => call('POST', '/api/auth/signup', c, {}),
    'GET /api/auth/verify-email': (c) => call('GET', '/api/auth/verify-email', c),
    'POST /api/auth/verify-email': (c) => call('POST', '/api/auth/verify-email', c, {}),
    'POST /api/auth/resend-verification': (c) => call('POST', '/api/auth/resend-verification', c, {}),
    'POST /api/auth/login': (c) => call('POST', '/api/auth/login', c, {}),
    'POST /api/auth/forgot-password': (c) => call('POST', '/api/auth/forgot-password', c, {}),
    'POST /api/auth/reset-password': (c) => call('POST', '/api/auth/reset-password', c, {}),
    'GET /api/logout': () => call('GET', '/api/logout'),
    'POST /api/logout': () => call('POST', '/api/logout'),
    'GET /api/auth/providers': (c) => call('GET', '/api/auth/providers', c),
    'GET /api/login': (c) => call('GET', '/api/login?provider=google', c),
    'GET /api/login/callback/:provider': (c) => call('GET', '/api/login/callback/google', c),
    'POST /api/login/callback/:provider': (c) => call('POST', '/api/login/callback/google', c),
    'GET /api/auth/user': (c) => call('GET', '/api/auth/user', c),
    'POST /api/user/profile': (c) =>
      call('POST', '/api/user/profile', c, { displayName: 'New', gatherID: `new_${++n}${Date.now() % 10000}` }),
    'PATCH /api/auth/update-profile': (c) => call('PATCH', '/api/auth/update-profile', c, { displayName: 'New' }),
    'DELETE /api/auth/delete-account': (c) => call('DELETE', '/api/auth/delete-account', c),
    'GET /api/places/search': (c) => call('GET', '/api/places/search?q=park', c),
    'GET /api/places/reverse': (c) => call('GET', '/api/places/reverse?lat=40.7&lon=-73.9', c),
    'GET /api/sponsored-banner': (c) => call('GET', '/api/sponsored-banner', c),
    'GET /api/meetups/my': (c) => call('GET', '/api/meetups/my', c),
    'GET /api/meetups/active': (c) => call('GET', '/api/meetups/active', c),
    'GET /api/meetups/calendar': (c) => call('GET', `/api/meetups/calendar?from=${new Date().toISOString()}`, c),
    'POST /api/meetups': (c) =>
      call('POST', '/api/meetups', c, {
        locationName: 'Park',
        description: 'Picnic',
        gatherDate: new Date().toISOString().slice(0, 10),
        gatherTime: '12:00',
      }),
    'GET /api/invitations/pending': (c) => call('GET', '/api/invitations/pending', c),
    'GET /api/calendar-feed': (c) => call('GET', '/api/calendar-feed', c),
    'POST /api/calendar-feed': (c) => call('POST', '/api/calendar-feed', c),
    'DELETE /api/calendar-feed': (c) => call('DELETE', '/api/calendar-feed', c),
    'GET /api/push': (c) => call('GET', '/api/push', c),
    'POST /api/push/devices': (c) => call('POST', '/api/push/devices', c, {}),
    'DELETE /api/push/devices': (c) => call('DELETE', '/api/push/devices', c, { endpoint: 'https://push.example/x' }),
    'GET /api/access-tokens': (c) => call('GET', '/api/access-tokens', c),
    'POST /api/access-tokens': (c) => call('POST', '/api/access-tokens', c, { name: 'Script', scope: 'read' }),
    'DELETE /api/access-tokens/:id': (c) => call('DELETE', `/api/access-tokens/${crypto.randomUUID()}`, c),
    'GET /api/auth/sessions': (c) => call('GET', '/api/auth/sessions', c),
    'DELETE /api/auth/sessions/:id': (c) => call('DELETE', `/api/auth/sessions/${crypto.randomUUID()}`, c),
    'POST /api/auth/sessions/sign-out-others': (c) => call('POST', '/api/auth/sessions/sign-out-others', c),
    'GET /api/auth/passkeys': (c) => call('GET', '/api/auth/passkeys', c),
    'POST /api/auth/passkeys/registration-options': (c) => call('POST', '/api/auth/passkeys/registration-options', c),
    'POST /api/auth/passkeys': (c) => call('POST', '/api/auth/passkeys', c, { response: {} }),
    'PATCH /api/auth/passkeys/:id': (c) =>
      call('PATCH', `/api/auth/passkeys/${crypto.randomUUID()}`, c, { name: 'Phone' }),
    'DELETE /api/auth/passkeys/:id': (c) => call('DELETE', `/api/auth/passkeys/${crypto.randomUUID()}`, c),
    'POST /api/auth/passkeys/authentication-options': (c) =>
      call('POST', '/api/auth/passkeys/authentication-options', c),
    'POST /api/auth/passkeys/sign-in': (c) => call('POST', '/api/auth/passkeys/sign-in', c, { response: {} }),
    'GET /api/calendar/:file': (c) => call('GET', `/api/calendar/${crypto.randomUUID()}.${'A'.repeat(43)}.ics`, c),
    'POST /api/validate-user': (c) => call('POST', '/api/validate-user', c, { gatherIdOrEmail: 'someone' }),
    'GET /api/groups': (c) => call('GET', '/api/groups', c),
    'POST /api/groups': (c) => call('POST', '/api/groups', c, { name: 'Friends' }),
  }

  /** The owner rows, on a group of the organiser's: the owner passes, a stranger is told 404. */
  const groupProbes: Record<
    string,
    (cookie: string | undefined, ids: { group: string; member: string }) => Promise<RestResponse>
  > = {
    'PATCH /api/groups/:id': (c, ids) => call('PATCH', `/api/groups/${ids.group}`, c, { name: 'Renamed' }),
    'POST /api/groups/:id/members': (c, ids) =>
      call('POST', `/api/groups/${ids.group}/members`, c, { displayName: 'Kim', email: `kim${++n}@example.com` }),
    'DELETE /api/groups/:id/members/:userId': (c, ids) =>
      call('DELETE', `/api/groups/${ids.group}/members/${ids.member}`, c),
    'DELETE /api/groups/:id': (c, ids) => call('DELETE', `/api/groups/${ids.group}`, c),
  }
  async function ownedGroup(ownerId: string) {
    const group = await prisma().group.create({
      data: { ownerId, name: 'Circle', members: { create: { displayName: 'Lee', email: `lee${++n}@example.com` } } },
      include: { members: true },
    })
    return { group: group.id, member: group.members[0]?.id as string }
  }

  const refusedStatus = (status: number) => status === 401 || status === 403 || status === 404

  it('has a row for every route served, and serves every row', () => {
    const served = app()
      .routes()
      .filter((r) => r.method !== 'ALL' && r.path !== '/*')
      .map((r) => `${r.method} ${r.path}`)
    expect([...new Set(served)].sort()).toEqual(Object.keys(restPolicy).sort())
  })

  it('gives each role what its row says on every REST route', async () => {
    const mismatches: string[] = []
    for (const [route, policy] of Object.entries(restPolicy)) {
      if (typeof policy === 'string') {
        await checkKind(route, policy, mismatches)
        continue
      }
      const probe = restProbes[route]
      if (!probe) throw new Error(`no probe for ${route}`)
      for (const role of roles) {
        const g = await gather()
        const answer = await probe(role, g)
        const expected: Cell = policy[role]
        const got: Cell = { outcome: answer.status, ...(expected.sees ? { sees: seen(answer.text, g) } : {}) }
        if (JSON.stringify(got) !== JSON.stringify(expected)) {
          mismatches.push(
            `${route} as ${role}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(got)} ${answer.text.slice(0, 120)}`,
          )
        }
      }
    }
    expect(mismatches).toEqual([])
  })

  async function checkKind(route: string, kind: Kind, mismatches: string[]) {
    if (kind === 'owner') {
      const probe = groupProbes[route]
      if (!probe) throw new Error(`no probe for ${route}`)
      const p = await cast()
      const checks: [string, string | undefined, (s: number) => boolean][] = [
        ['visitor', undefined, (s) => s === 401],
        ['stranger', p.stranger.cookieHeader, (s) => s === 404],
        ['owner', p.organiser.cookieHeader, (s) => s >= 200 && s < 300],
      ]
      for (const [who, cookie, ok] of checks) {
        const status = (await probe(cookie, await ownedGroup(p.organiser.userId))).status
        if (!ok(status)) mismatches.push(`${route} as ${who}: got ${status}`)
      }
      return
    }
    const probe = plain[route]
    if (!probe) throw new Error(`no probe for ${route}`)
    const visitor = (await probe(undefined)).status
    if (kind === 'anyone' ? refusedStatus(visitor) && visitor !== 404 : visitor !== 401) {
      mismatches.push(`${route} as visitor: got ${visitor}`)
    }
    // A signed-in person passes the access check (a throwaway person: some calls change them).
    const somebody = await person('Tess')
    const status = (await probe(somebody.cookieHeader)).status
    if (status === 401 || status === 403) mismatches.push(`${route} signed in: got ${status}`)
  }

  // --- GraphQL ------------------------------------------------------------------------------

  const rootFields = () =>
    (['Query', 'Mutation', 'Subscription'] as const).flatMap((type) =>
      Object.keys((schema.getType(type) as GraphQLObjectType).getFields()).map((f) => `${type}.${f}`),
    )
  const nodeTypes = () =>
    Object.values(schema.getTypeMap())
      .filter((t) => isObjectType(t) && t.getInterfaces().some((i) => i.name === 'Node'))
      .map((t) => t.name)

  it('has a row for every GraphQL field and node type', () => {
    expect(rootFields().sort()).toEqual(Object.keys(graphqlPolicy).sort())
    expect(nodeTypes().sort()).toEqual(Object.keys(nodePolicy).sort())
  })

  /** One operation per gather row; `$m` the gather, `$p` a participant record, `$g` a Gather ID. */
  const gqlOps: Record<string, { query: string; vars: (role: Role, g: Awaited<ReturnType<typeof gather>>) => object }> =
    {
      'Query.meetup': {
        query: `query($m: ID!) { meetup(id: $m) { __typename location { lat } organiser { gatherId } shareableLink
        participants { edges { node { location { lat } lastUpdated locationSequence email } } }
        pendingInvitations { edges { node { email } } } } }`,
        vars: (_r, g) => ({ m: g.meetup.id }),
      },
      'Mutation.joinMeetup': {
        query:
          'mutation($m: ID!) { r: joinMeetup(meetupId: $m) { __typename ... on JoinMeetupPayload { data { id } } } }',
        vars: (_r, g) => ({ m: g.meetup.id }),
      },
      'Mutation.hideMeetup': {
        query: 'mutation($m: ID!) { r: hideMeetup(meetupId: $m) { __typename } }',
        vars: (_r, g) => ({ m: g.meetup.id }),
      },
      'Mutation.deleteMeetup': {
        query: 'mutation($m: ID!) { r: deleteMeetup(meetupId: $m) { __typename } }',
        vars: (_r, g) => ({ m: g.meetup.id }),
      },
      'Mutation.updateMeetup': {
        query: 'mutation($m: ID!) { r: updateMeetup(meetupId: $m, input: { description: "Renamed" }) { __typename } }',
        vars: (_r, g) => ({ m: g.meetup.id }),
      },
      'Mutation.addParticipant': {
        query: 'mutation($m: ID!, $g: String!) { r: addParticipant(meetupId: $m, gatherIdOrEmail: $g) { __typename } }',
        vars: (r, g) => ({
          m: g.meetup.id,
          g: r === 'organiser' ? people.outsider.gatherId : r === 'visitor' ? 'nobody' : people[r].gatherId,
        }),
      },
      'Mutation.removeParticipant': {
        query: 'mutation($m: ID!, $p: ID!) { r: removeParticipant(meetupId: $m, participantId: $p) { __typename } }',
        vars: (_r, g) => ({ m: g.meetup.id, p: g.acceptedRecord }),
      },
      'Mutation.remindPending': {
        query: 'mutation($m: ID!) { r: remindPending(meetupId: $m) { __typename } }',
        vars: (_r, g) => ({ m: g.meetup.id }),
      },
      'Mutation.resendInvites': {
        query: 'mutation($m: ID!) { r: resendInvites(meetupId: $m) { __typename } }',
        vars: (_r, g) => ({ m: g.meetup.id }),
      },
      'Mutation.rotateShareLink': {
        query: 'mutation($m: ID!) { r: rotateShareLink(meetupId: $m) { __typename } }',
        vars: (_r, g) => ({ m: g.meetup.id }),
      },
      'Mutation.inviteByEmail': {
        query:
          'mutation($m: ID!) { r: inviteByEmail(meetupId: $m, email: "new-guest@example.com") { __typename ... on InviteByEmailPayload { data { id } } } }',
        vars: (_r, g) => ({ m: g.meetup.id }),
      },
      'Mutation.respondToInvitation': {
        query:
          'mutation($p: ID!) { r: respondToInvitation(participantId: $p, response: ACCEPTED) { __typename ... on RespondToInvitationPayload { data { id } } } }',
        vars: (r, g) => ({ p: g.recordOf(r) }),
      },
      'Mutation.updateParticipantStatus': {
        query:
          'mutation($p: ID!) { r: updateParticipantStatus(participantId: $p, status: HERE) { __typename ... on UpdateParticipantStatusPayload { data { id } } } }',
        vars: (r, g) => ({ p: g.recordOf(r) }),
      },
      'Mutation.updateParticipantLocation': {
        query:
          'mutation($p: ID!) { r: updateParticipantLocation(participantId: $p, lat: 40.76, lon: -73.97) { __typename } }',
        vars: (r, g) => ({ p: g.recordOf(r) }),
      },
      'Mutation.shareLocation': {
        query: 'mutation($m: ID!) { r: shareLocation(meetupId: $m, precision: APPROXIMATE) { __typename } }',
        vars: (_r, g) => ({ m: g.meetup.id }),
      },
      'Mutation.setSharingPrecision': {
        query: 'mutation($m: ID!) { r: setSharingPrecision(meetupId: $m, precision: STATUS_ONLY) { __typename } }',
        vars: (_r, g) => ({ m: g.meetup.id }),
      },
      'Mutation.stopSharing': {
        query: 'mutation($m: ID!) { r: stopSharing(meetupId: $m) { __typename } }',
        vars: (_r, g) => ({ m: g.meetup.id }),
      },
      'Mutation.setSharingPaused': {
        query: 'mutation($m: ID!) { r: setSharingPaused(meetupId: $m, paused: true) { __typename } }',
        vars: (_r, g) => ({ m: g.meetup.id }),
      },
    }

  function gqlOutcome(answer: { data?: Record<string, unknown> | null; errors?: unknown[] }, field: string): Outcome {
    const value = answer.data?.[field] as { __typename?: string } | null | undefined
    if (!value) return 'refused'
    const typename = value.__typename ?? ''
    if (['UnauthorizedError', 'ForbiddenError', 'NotFoundError'].includes(typename)) return 'refused'
    if (typename === 'ConflictError') return 'conflict'
    return 'ok'
  }

  it('gives each role what its row says on every GraphQL field that concerns a gather', async () => {
    const mismatches: string[] = []
    for (const [field, policy] of Object.entries(graphqlPolicy)) {
      if (typeof policy === 'string') continue
      const op = gqlOps[field]
      if (!op) throw new Error(`no operation for ${field}`)
      for (const role of roles) {
        const g = await gather()
        const answer = await graphql(app().url, op.query, op.vars(role, g) as Record<string, unknown>, cookieOf(role))
        const expected = policy[role]
        const key = field === 'Query.meetup' ? 'meetup' : 'r'
        const got: Cell = {
          outcome: gqlOutcome(answer as never, key),
          ...(expected.sees ? { sees: seen(JSON.stringify(answer.data), g) } : {}),
        }
        if (JSON.stringify(got) !== JSON.stringify(expected)) {
          mismatches.push(`${field} as ${role}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(got)}`)
        }
      }
    }
    expect(mismatches).toEqual([])
  })

  it('refuses visitors every signed-in and owner GraphQL field, and lets anyone use the rest', async () => {
    // The visitor: refused by the signedIn scope (or, for anyone's fields, not refused).
    const calls: Record<string, string> = {
      'Query.viewer': '{ viewer { id } }',
      'Query.mapStyleUrl': '{ mapStyleUrl }',
      'Query.displayTimeZone': '{ displayTimeZone }',
      'Query.rateLimit': '{ rateLimit { limit cost } }',
      'Query.authProviders': '{ authProviders { google } }',
      'Query.inviteeCheck': '{ inviteeCheck(gatherIdOrEmail: "someone") { __typename } }',
      'Query.searchPlaces': '{ searchPlaces(query: "park") { __typename } }',
      'Query.reverseGeocode': '{ reverseGeocode(lat: 1, lon: 1) { __typename } }',
      'Query.localSuggestions': '{ localSuggestions { __typename } }',
      'Mutation.signUp': 'mutation { signUp(email: "", password: "") { __typename } }',
      'Mutation.verifyEmail': 'mutation { verifyEmail(token: "") { __typename } }',
      'Mutation.resendVerification': 'mutation { resendVerification(email: "") { __typename } }',
      'Mutation.signIn': 'mutation { signIn(email: "", password: "") { __typename } }',
      'Mutation.requestPasswordReset': 'mutation { requestPasswordReset(email: "") { __typename } }',
      'Mutation.resetPassword': 'mutation { resetPassword(token: "", password: "") { __typename } }',
      'Mutation.signOut': 'mutation { signOut { __typename } }',
      'Mutation.setProfile': 'mutation { setProfile(displayName: "A", gatherId: "abc") { __typename } }',
      'Mutation.updateDisplayName': 'mutation { updateDisplayName(displayName: "A") { __typename } }',
      'Mutation.deleteAccount': 'mutation { deleteAccount { __typename } }',
      'Query.calendarFeed': '{ calendarFeed { url } }',
      'Mutation.newCalendarFeed': 'mutation { newCalendarFeed { __typename } }',
      'Mutation.revokeCalendarFeed': 'mutation { revokeCalendarFeed { __typename } }',
      'Query.pushDevice': '{ pushDevice { publicKey enabled } }',
      'Mutation.enablePushDevice':
        'mutation { enablePushDevice(subscription: { endpoint: "http://bad", keys: { p256dh: "x", auth: "y" } }) { __typename } }',
      'Mutation.disablePushDevice': 'mutation { disablePushDevice(endpoint: "https://push.example/x") { __typename } }',
      'Query.accessTokens': '{ accessTokens { id } }',
      'Mutation.createAccessToken': 'mutation { createAccessToken(name: "S", scope: READ) { __typename } }',
      'Mutation.revokeAccessToken': `mutation { revokeAccessToken(id: "${crypto.randomUUID()}") { __typename } }`,
      'Query.sessions': '{ sessions { id } }',
      'Mutation.endSession': `mutation { endSession(id: "${crypto.randomUUID()}") { __typename } }`,
      'Mutation.endOtherSessions': 'mutation { endOtherSessions { __typename } }',
      'Query.passkeys': '{ passkeys { id } }',
      'Mutation.passkeyRegistrationOptions': 'mutation { passkeyRegistrationOptions { __typename } }',
      'Mutation.addPasskey': 'mutation { addPasskey(response: "{}") { __typename } }',
      'Mutation.renamePasskey': `mutation { renamePasskey(id: "${crypto.randomUUID()}", name: "P") { __typename } }`,
      'Mutation.removePasskey': `mutation { removePasskey(id: "${crypto.randomUUID()}") { __typename } }`,
      'Mutation.passkeySignInOptions': 'mutation { passkeySignInOptions { __typename } }',
      'Mutation.signInWithPasskey': 'mutation { signInWithPasskey(response: "{}") { __typename } }',
      'Mutation.createMeetup': `mutation { createMeetup(input: { locationName: "P", description: "D", gatherDate: "2026-12-01", gatherTime: "12:00" }) { __typename } }`,
      'Mutation.createGroup': 'mutation { createGroup(name: "G") { __typename } }',
      'Mutation.renameGroup': `mutation { renameGroup(groupId: "${crypto.randomUUID()}", name: "G") { __typename } }`,
      'Mutation.deleteGroup': `mutation { deleteGroup(groupId: "${crypto.randomUUID()}") { __typename } }`,
      'Mutation.addGroupMember': `mutation { addGroupMember(groupId: "${crypto.randomUUID()}", gatherIdOrEmail: "x") { __typename } }`,
      'Mutation.removeGroupMember': `mutation { removeGroupMember(groupId: "${crypto.randomUUID()}", memberId: "x") { __typename } }`,
    }
    const mismatches: string[] = []
    for (const [field, policy] of Object.entries(graphqlPolicy)) {
      if (typeof policy !== 'string' || policy === 'node' || policy === 'stream' || field.startsWith('Subscription.'))
        continue
      const query = calls[field]
      if (!query) throw new Error(`no operation for ${field}`)
      const answer = await graphql(app().url, query)
      const refused = (answer.errors ?? []).some((e) => /not authorized/i.test(e.message))
      if (refused !== (policy !== 'anyone')) mismatches.push(`${field} as visitor: ${JSON.stringify(answer)}`)
    }
    expect(mismatches).toEqual([])
  })

  it("answers a stranger NotFound on every owner GraphQL mutation of someone else's group, and lets the owner", async () => {
    const p = await cast()
    const operations = (g: { group: string; member: string }): Record<string, string> => ({
      'Mutation.renameGroup': `mutation { renameGroup(groupId: "${g.group}", name: "G2") { __typename } }`,
      'Mutation.addGroupMember': `mutation { addGroupMember(groupId: "${g.group}", gatherIdOrEmail: "new${++n}@example.com") { __typename } }`,
      'Mutation.removeGroupMember': `mutation { removeGroupMember(groupId: "${g.group}", memberId: "${g.member}") { __typename } }`,
      'Mutation.deleteGroup': `mutation { deleteGroup(groupId: "${g.group}") { __typename } }`,
    })
    const owned = Object.entries(graphqlPolicy)
      .filter(([field, policy]) => policy === 'owner' && field.startsWith('Mutation.'))
      .map(([field]) => field)
    expect(owned.length).toBeGreaterThan(0)
    const mismatches: string[] = []
    for (const field of owned) {
      const query = operations(await ownedGroup(p.organiser.userId))[field]
      if (!query) throw new Error(`no operation for ${field}`)
      const key = field.slice('Mutation.'.length)
      const typeOf = (answer: { data?: Record<string, unknown> | null }) =>
        (answer.data?.[key] as { __typename?: string } | null | undefined)?.__typename
      const stranger = await graphql(app().url, query, {}, p.stranger.cookieHeader)
      if (typeOf(stranger) !== 'NotFoundError') mismatches.push(`${field} as stranger: ${JSON.stringify(stranger)}`)
      const owner = await graphql(app().url, query, {}, p.organiser.cookieHeader)
      if (owner.errors || /Error$/.test(typeOf(owner) ?? 'Error'))
        mismatches.push(`${field} as owner: ${JSON.stringify(owner)}`)
    }
    expect(mismatches).toEqual([])
  })

  /** Rows of the organiser's that only they see: a token, a passkey, their session. */
  async function ownedAccount(userId: string) {
    const token = await prisma().accessToken.create({
      data: { userId, tokenHash: randomBytes(16).toString('hex'), name: 'Parity', scope: 'read' },
    })
    const passkey = await prisma().passkey.create({
      data: {
        userId,
        credentialId: randomBytes(16).toString('base64url'),
        publicKey: randomBytes(32),
        transports: [],
        deviceType: 'singleDevice',
        name: 'Parity',
      },
    })
    const session = await prisma().session.findFirstOrThrow({ where: { userId, expiresAt: { gt: new Date() } } })
    return { AccessToken: token.id, Passkey: passkey.id, Session: session.id }
  }

  it('finds each node type for exactly the roles its row names', async () => {
    const mismatches: string[] = []
    const account = await ownedAccount((await cast()).organiser.userId)
    for (const [type, policy] of Object.entries(nodePolicy)) {
      for (const role of roles) {
        const g = await gather()
        const ids = await ownedGroup(people.organiser.userId)
        const invitation = await prisma().pendingInvitation.findFirstOrThrow({ where: { meetupId: g.meetup.id } })
        const raw: Record<string, string> = {
          Meetup: g.meetup.id,
          Participant: g.acceptedRecord,
          PendingInvitation: invitation.id,
          Group: ids.group,
          GroupMember: ids.member,
          User: people.organiser.userId,
          Person: people.organiser.userId,
          ...account,
        }
        const answer = await graphql(
          app().url,
          `query($id: ID!) { node(id: $id) { __typename ... on Meetup { location { lat } organiser { gatherId } shareableLink
            participants { edges { node { location { lat } lastUpdated } } } } ... on User { email } ... on Group { name }
            ... on GroupMember { displayName } ... on PendingInvitation { email } ... on Participant { status } } }`,
          { id: encodeGlobalID(type, raw[type] as string) },
          cookieOf(role),
        )
        const expected = policy[role]
        const node = answer.data?.node
        const got: Cell = {
          outcome: node ? 'ok' : 'refused',
          ...(expected.sees ? { sees: seen(JSON.stringify(answer.data), g) } : {}),
        }
        if (JSON.stringify(got) !== JSON.stringify(expected)) {
          mismatches.push(`node(${type}) as ${role}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(got)}`)
        }
      }
    }
    expect(mismatches).toEqual([])
  })

  // --- Streams ------------------------------------------------------------------------------

  /** Who subscribes for a stream role, and what happens after it listens. */
  async function streamSubject(role: StreamRole) {
    if (role === 'signed-out-after' || role === 'deleted-after') {
      const fresh = await person(role === 'signed-out-after' ? 'Sally' : 'Dora')
      return { role: 'accepted' as const, who: fresh }
    }
    return { role, who: role === 'visitor' ? undefined : people[role] }
  }

  async function gatherWith(who: Person | undefined, role: Role) {
    const g = await gather()
    if (who && role === 'accepted' && who.userId !== people.accepted.userId) {
      await prisma().participant.create({
        data: { meetupId: g.meetup.id, userId: who.userId, invitationStatus: 'accepted' },
      })
    }
    return g
  }

  const afterListening = async (role: StreamRole, who: Person | undefined) => {
    if (role === 'signed-out-after') await call('POST', '/api/logout', who?.cookieHeader)
    if (role === 'deleted-after') await call('DELETE', '/api/auth/delete-account', who?.cookieHeader)
  }

  for (const field of ['livePositions', 'participantLocationUpdated', 'participantChanged', 'meetupUpdated'] as const) {
    it(`gives each role what the graphql-ws stream row says (${field})`, async () => {
      await cast()
      const mismatches: string[] = []
      for (const role of streamRoles) {
        const { role: as, who } = await streamSubject(role)
        const g = await gatherWith(who, as)
        const socket = graphqlSocket(app().url, who?.cookieHeader)
        const listening = who ? whenWatching(g.meetup.id, who.userId) : undefined
        const sub = socket.subscribe(`subscription($m: ID!) { ${field}(meetupId: $m) { __typename } }`, {
          m: g.meetup.id,
        })
        const expected = streamPolicy['graphql-ws'][role]
        let got: unknown
        if (
          expected === 'ok' ||
          (typeof expected === 'object' && (role === 'signed-out-after' || role === 'deleted-after'))
        ) {
          await listening
          await afterListening(role, who)
          got =
            role === 'signed-out-after' || role === 'deleted-after'
              ? { ended: (await sub.ended)?.extensions?.reason }
              : 'ok'
        } else {
          const error = await sub.ended
          got = error?.extensions?.code === 'ACCESS_ENDED' ? { ended: error.extensions.reason } : 'refused'
        }
        if (JSON.stringify(got) !== JSON.stringify(expected))
          mismatches.push(`${field} as ${role}: got ${JSON.stringify(got)}`)
        await socket.dispose()
      }
      expect(mismatches).toEqual([])
    })
  }

  it('gives each role what the /ws stream row says', async () => {
    await cast()
    const mismatches: string[] = []
    for (const role of streamRoles) {
      const { role: as, who } = await streamSubject(role)
      const g = await gatherWith(who, as)
      const socket = await rawSocket(app().url, who?.cookieHeader)
      const listening = who ? whenWatching(g.meetup.id, who.userId) : undefined
      socket.send({ type: 'join_meetup', data: { meetupId: g.meetup.id } })
      const expected = streamPolicy['/ws'][role]
      const first = await socket.next((m) => ['joined', 'error', 'access_ended'].includes(m.type))
      let got: unknown =
        first.type === 'joined' ? 'ok' : first.type === 'error' ? 'refused' : { ended: first.data?.reason }
      if (got === 'ok' && (role === 'signed-out-after' || role === 'deleted-after')) {
        await listening
        await afterListening(role, who)
        got = { ended: (await socket.next((m) => m.type === 'access_ended')).data?.reason }
      }
      if (JSON.stringify(got) !== JSON.stringify(expected))
        mismatches.push(`/ws as ${role}: got ${JSON.stringify(got)}`)
      socket.socket.close()
    }
    expect(mismatches).toEqual([])
  })
})
