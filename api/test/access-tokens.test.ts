// Personal access tokens as a third-party client meets them, on both faces: made in Settings (a
// signed-in browser), the secret shown once and stored hashed, `Authorization: Bearer` on REST,
// /graphql and graphql-ws (in connection_init), scopes, what a token can never do, and
// revocation, which stops the token at once and ends the streams it opened.
import { createHash } from 'node:crypto'
import { expect, it } from 'vitest'
import WebSocket from 'ws'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { graphql } from '../../tests/helpers/graphql.js'
import { rest } from '../../tests/helpers/http.js'
import { graphqlSocket, rawSocket } from '../../tests/helpers/streams.js'
import { tokenRefusals } from '../src/accounts/tokens.policy.js'
import { prisma } from '../src/core/db.js'
import { globalId } from '../src/edge/graphql/ids.js'
import { whenWatching } from '../src/live/streams/live-access.js'

/** A third party's call: no cookie, no CSRF header; `Authorization: Bearer` when a secret is given. */
async function thirdParty(url: string, method: string, path: string, secret?: string, body?: unknown, headers = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(secret ? { authorization: `Bearer ${secret}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  })
  const text = await response.text()
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
  let json: any = null
  try {
    json = JSON.parse(text)
  } catch {}
  return { status: response.status, body: json, text, headers: response.headers }
}

describeOnEachDatabase('personal access tokens', (app) => {
  let n = 0
  const person = async (name: string) => {
    const gatherId = `${name.toLowerCase()}_t${++n}${Date.now() % 100000}`
    return { ...(await app().signIn({ displayName: name, gatherId })), gatherId }
  }
  const makeToken = async (cookieHeader: string, scope: 'read' | 'read-write', name = 'Script') => {
    const made = await rest(app().url, 'POST', '/api/access-tokens', { cookie: cookieHeader, body: { name, scope } })
    expect(made.status).toBe(201)
    return made.body as { token: { id: string; name: string; scope: string }; secret: string }
  }
  const gql = (secret: string, query: string, variables: Record<string, unknown> = {}) =>
    thirdParty(app().url, 'POST', '/graphql', secret, { query, variables })

  it('shows the secret once, keeps only its hash, serves REST and GraphQL as its person, and stops at once when revoked', async () => {
    const ada = await person('Ada')
    const stan = await person('Stan')
    const made = await makeToken(ada.cookieHeader, 'read', 'Home dashboard')
    expect(made.secret).toMatch(/^gat_[\w-]{43}$/)
    expect(made.token).toMatchObject({ name: 'Home dashboard', scope: 'read', lastUsedAt: null })
    // Listed again without its secret; the database has its SHA-256 only.
    const listed = await rest(app().url, 'GET', '/api/access-tokens', { cookie: ada.cookieHeader })
    expect(listed.body.tokens).toEqual([made.token])
    expect(listed.text).not.toContain(made.secret)
    const row = await prisma().accessToken.findUniqueOrThrow({ where: { id: made.token.id } })
    expect(row.tokenHash).toBe(createHash('sha256').update(made.secret).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(made.secret)

    const me = await thirdParty(app().url, 'GET', '/api/auth/user', made.secret)
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ id: ada.userId, gatherID: ada.gatherId })
    const viewer = await gql(made.secret, '{ viewer { id gatherId } }')
    expect(viewer.status).toBe(200)
    expect(viewer.body.data.viewer.gatherId).toBe(ada.gatherId)
    const used = await rest(app().url, 'GET', '/api/access-tokens', { cookie: ada.cookieHeader })
    expect(Date.now() - Date.parse(used.body.tokens[0].lastUsedAt)).toBeLessThan(60_000)

    // Someone else cannot revoke it (nor learn that it exists).
    const notTheirs = await rest(app().url, 'DELETE', `/api/access-tokens/${made.token.id}`, {
      cookie: stan.cookieHeader,
    })
    expect(notTheirs.status).toBe(404)
    const revoked = await rest(app().url, 'DELETE', `/api/access-tokens/${made.token.id}`, { cookie: ada.cookieHeader })
    expect(revoked.status).toBe(200)
    const afterRest = await thirdParty(app().url, 'GET', '/api/auth/user', made.secret)
    expect(afterRest.status).toBe(401)
    expect(afterRest.body.message).toBe('Invalid or revoked access token')
    const afterGql = await gql(made.secret, '{ viewer { id } }')
    expect(afterGql.status).toBe(401)
    expect(afterGql.body.errors[0].message).toBe('Invalid or revoked access token')
    expect(afterGql.headers.get('www-authenticate')).toBe('Bearer')
    expect((await rest(app().url, 'GET', '/api/access-tokens', { cookie: ada.cookieHeader })).body.tokens).toEqual([])
  })

  it('makes, lists and revokes tokens over GraphQL, with typed errors for bad input and unknown tokens', async () => {
    const ada = await person('Ada')
    const create = (name: string, scope = 'READ_WRITE') =>
      graphql(
        app().url,
        `mutation($name: String!, $scope: AccessTokenScope!) { createAccessToken(name: $name, scope: $scope) {
          __typename ... on CreateAccessTokenPayload { data { secret token { id name scope lastUsedAt } } }
          ... on ValidationError { message field } } }`,
        { name, scope },
        ada.cookieHeader,
      )
    const blank = await create('   ')
    expect(blank.data?.createAccessToken).toEqual({
      __typename: 'ValidationError',
      message: 'Name is required',
      field: 'name',
    })
    const long = await create('x'.repeat(61))
    expect(long.data?.createAccessToken).toMatchObject({ message: 'Name must be at most 60 characters' })
    const made = (await create(' Backup script ')).data?.createAccessToken as {
      data: { secret: string; token: { id: string; name: string; scope: string } }
    }
    expect(made.data.token).toMatchObject({ name: 'Backup script', scope: 'READ_WRITE', lastUsedAt: null })
    const list = await graphql(app().url, '{ accessTokens { id name scope lastUsedAt } }', {}, ada.cookieHeader)
    expect(list.data?.accessTokens).toEqual([made.data.token])

    const revoke = `mutation($id: ID!) { revokeAccessToken(id: $id) { __typename
      ... on RevokeAccessTokenPayload { data { id } } ... on NotFoundError { message } } }`
    const first = await graphql(app().url, revoke, { id: made.data.token.id }, ada.cookieHeader)
    expect(first.data?.revokeAccessToken).toMatchObject({ data: { id: made.data.token.id } })
    const again = await graphql(app().url, revoke, { id: made.data.token.id }, ada.cookieHeader)
    expect(again.data?.revokeAccessToken).toEqual({ __typename: 'NotFoundError', message: 'Access token not found' })
    const malformed = await graphql(app().url, revoke, { id: 'nope' }, ada.cookieHeader)
    expect(malformed.data?.revokeAccessToken).toMatchObject({ __typename: 'NotFoundError' })
    // REST input is checked the same way: a clear 400, not a 500.
    const badScope = await rest(app().url, 'POST', '/api/access-tokens', {
      cookie: ada.cookieHeader,
      body: { name: 'x', scope: 'admin' },
    })
    expect(badScope.status).toBe(400)
    expect(badScope.body.message).toBe("Scope must be 'read' or 'read-write'")
  })

  it('lets a read token read and nothing more, a read-write token write, neither needing a CSRF header', async () => {
    const ada = await person('Ada')
    const reader = (await makeToken(ada.cookieHeader, 'read')).secret
    const writer = (await makeToken(ada.cookieHeader, 'read-write')).secret
    const createGroup = 'mutation { createGroup(name: "Climbers") { __typename } }'

    const refused = await gql(reader, createGroup)
    expect(refused.status).toBe(403)
    expect(refused.body.errors[0]).toMatchObject({
      message: tokenRefusals.write,
      extensions: { code: 'FORBIDDEN' },
    })
    const refusedRest = await thirdParty(app().url, 'POST', '/api/groups', reader, { name: 'Climbers' })
    expect(refusedRest.status).toBe(403)
    expect(refusedRest.body.message).toBe(tokenRefusals.write)
    expect(await prisma().group.count({ where: { ownerId: ada.userId } })).toBe(0)
    expect((await thirdParty(app().url, 'GET', '/api/groups', reader)).status).toBe(200)
    expect((await gql(reader, '{ viewer { groups(first: 5) { edges { node { id } } } } }')).body.errors).toBeUndefined()

    const written = await gql(writer, createGroup)
    expect(written.body.data.createGroup.__typename).toBe('CreateGroupPayload')
    // From another origin, with a simple content type: a cookie would be refused as cross-site,
    // a bearer token is not a cookie session.
    const elsewhere = { origin: 'https://elsewhere.example', 'content-type': 'text/plain' }
    const byToken = await thirdParty(app().url, 'POST', '/api/groups', writer, { name: 'Runners' }, elsewhere)
    expect(byToken.status).toBe(201)
    const byCookie = await thirdParty(
      app().url,
      'POST',
      '/api/groups',
      undefined,
      { name: 'Runners' },
      {
        ...elsewhere,
        cookie: ada.cookieHeader,
      },
    )
    expect(byCookie.status).toBe(403)
    expect(await prisma().group.count({ where: { ownerId: ada.userId } })).toBe(2)
  })

  it('never lets a token delete the account, sign in or out, or see and manage tokens', async () => {
    const ada = await person('Ada')
    const { secret, token } = await makeToken(ada.cookieHeader, 'read-write')
    const refusal = (
      answer: { body: { data?: Record<string, { message?: string } | null>; errors?: { message: string }[] } },
      field: string,
    ) => answer.body.errors?.[0]?.message ?? answer.body.data?.[field]?.message
    const operations: [string, string][] = [
      ['deleteAccount', 'mutation { deleteAccount { __typename ... on Error { message } } }'],
      ['signOut', 'mutation { signOut { __typename ... on Error { message } } }'],
      ['signIn', 'mutation { signIn(email: "a@example.com", password: "x") { __typename ... on Error { message } } }'],
      ['signUp', 'mutation { signUp(email: "b@example.com", password: "x") { __typename ... on Error { message } } }'],
      [
        'setProfile',
        'mutation { setProfile(displayName: "M", gatherId: "taken_over") { __typename ... on Error { message } } }',
      ],
      ['accessTokens', '{ accessTokens { id } }'],
      [
        'createAccessToken',
        'mutation { createAccessToken(name: "More", scope: READ_WRITE) { __typename ... on Error { message } } }',
      ],
      [
        'revokeAccessToken',
        `mutation { revokeAccessToken(id: "${token.id}") { __typename ... on Error { message } } }`,
      ],
    ]
    for (const [field, query] of operations) {
      expect({ field, message: refusal(await gql(secret, query), field) }).toEqual({
        field,
        message: tokenRefusals.account,
      })
    }
    const routes: [string, string, unknown?][] = [
      ['DELETE', '/api/auth/delete-account'],
      ['GET', '/api/access-tokens'],
      ['POST', '/api/access-tokens', { name: 'More', scope: 'read' }],
      ['DELETE', `/api/access-tokens/${token.id}`],
      ['POST', '/api/auth/login', { email: 'a@example.com', password: 'x' }],
      ['POST', '/api/auth/signup', { email: 'b@example.com', password: 'x' }],
      ['POST', '/api/logout'],
      ['POST', '/api/user/profile', { displayName: 'M', gatherID: 'taken_over' }],
    ]
    for (const [method, path, body] of routes) {
      const answer = await thirdParty(app().url, method, path, secret, body)
      expect({ path, status: answer.status, message: answer.body?.message }).toEqual({
        path,
        status: 403,
        message: tokenRefusals.account,
      })
    }
    // OpenID sign-in starts in a browser: it is sent back to /login with the reason.
    const oidc = await thirdParty(app().url, 'GET', '/api/login?provider=google', secret)
    expect(oidc.status).toBe(302)
    expect(decodeURIComponent(oidc.headers.get('location') ?? '')).toContain(tokenRefusals.account)
    // Nothing happened: the account, its session and its token are all still there.
    expect(await prisma().user.count({ where: { id: ada.userId } })).toBe(1)
    expect(await prisma().accessToken.count({ where: { userId: ada.userId } })).toBe(1)
    expect((await rest(app().url, 'GET', '/api/auth/user', { cookie: ada.cookieHeader })).status).toBe(200)
    expect((await thirdParty(app().url, 'GET', '/api/auth/user', secret)).status).toBe(200)
  })

  it('refuses an unknown token on every face instead of serving it as signed out', async () => {
    const fake = `gat_${'A'.repeat(43)}`
    expect((await thirdParty(app().url, 'GET', '/api/meetups/my', fake)).status).toBe(401)
    expect((await thirdParty(app().url, 'GET', '/api/meetups/my', 'not-even-a-token')).status).toBe(401)
    const answer = await gql(fake, '{ viewer { id } }')
    expect(answer.status).toBe(401)
    const socket = graphqlSocket(app().url, undefined, { authorization: `Bearer ${fake}` })
    socket.subscribe('subscription($m: ID!) { meetupUpdated(meetupId: $m) { __typename } }', {
      m: crypto.randomUUID(),
    })
    expect((await socket.closed).code).toBe(4403)
    await socket.dispose()
  })

  it('streams over graphql-ws with the token in connection_init; revoking it ends the stream and closes the socket', async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const meetup = await createMeetupWith(olga.userId, [femi.userId])
    const { secret, token } = await makeToken(femi.cookieHeader, 'read')
    const socket = graphqlSocket(app().url, undefined, { authorization: `Bearer ${secret}` })
    const listening = whenWatching(meetup.id, femi.userId)
    const stream = socket.subscribe<{ meetupUpdated: { __typename: string } }>(
      'subscription($m: ID!) { meetupUpdated(meetupId: $m) { __typename } }',
      { m: meetup.id },
    )
    await listening
    const renamed = await rest(app().url, 'PATCH', `/api/meetups/${meetup.id}`, {
      cookie: olga.cookieHeader,
      body: { description: 'Picnic, moved' },
    })
    expect(renamed.status).toBe(200)
    await stream.received(1)
    // The read token may not write over the socket either.
    const write = socket.subscribe('mutation { createGroup(name: "Nope") { __typename } }', {})
    expect(await write.ended).toBeNull()
    expect(write.results).toEqual([{ errors: [expect.objectContaining({ message: tokenRefusals.write })] }])
    expect(await prisma().group.count({ where: { ownerId: femi.userId } })).toBe(0)

    const revoked = await rest(app().url, 'DELETE', `/api/access-tokens/${token.id}`, { cookie: femi.cookieHeader })
    expect(revoked.status).toBe(200)
    expect((await stream.ended)?.extensions).toMatchObject({ code: 'ACCESS_ENDED', reason: 'signed-out' })
    expect((await socket.closed).code).toBe(4401)
    await socket.dispose()
  })

  it('watches a gather over the raw /ws with the token in the upgrade’s Authorization header, under the same rules', async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const stranger = await person('Sam')
    const meetup = await createMeetupWith(olga.userId, [femi.userId])
    const olgaRecord = meetup.participants.find((p) => p.userId === olga.userId)?.id as string
    const { secret, token } = await makeToken(femi.cookieHeader, 'read')
    const join = { type: 'join_meetup', data: { meetupId: meetup.id } }

    const socket = await rawSocket(app().url, undefined, { authorization: `Bearer ${secret}` })
    socket.send(join)
    expect(await socket.next((m) => m.type === 'joined' || m.type === 'error')).toEqual({
      type: 'joined',
      data: { meetupId: meetup.id },
    })
    const moved = await rest(app().url, 'PATCH', `/api/participants/${olgaRecord}/location`, {
      cookie: olga.cookieHeader,
      body: { lat: 40.77, lon: -73.97 },
    })
    expect(moved.status).toBe(200)
    expect(await socket.next((m) => m.type === 'participant_location_updated')).toMatchObject({
      data: { participantId: olgaRecord, meetupId: meetup.id },
    })

    // The token's person is judged as everywhere: a stranger's token sees nothing.
    const strangers = await makeToken(stranger.cookieHeader, 'read-write')
    const outsider = await rawSocket(app().url, undefined, { authorization: `Bearer ${strangers.secret}` })
    outsider.send(join)
    expect(await outsider.next((m) => m.type === 'error')).toEqual({
      type: 'error',
      code: 'FORBIDDEN',
      message: 'Only participants see live positions',
    })
    outsider.socket.close()

    // An unknown token is refused at once, not served as signed out.
    const unknown = await rawSocket(app().url, undefined, { authorization: 'Bearer gat_nope' })
    expect(await unknown.next((m) => m.type === 'error')).toEqual({
      type: 'error',
      code: 'UNAUTHENTICATED',
      message: 'Invalid or revoked access token',
    })
    expect((await unknown.closed).code).toBe(4403)

    // Revoking the token ends the watch and closes the socket, as signing out does.
    const revoked = await rest(app().url, 'DELETE', `/api/access-tokens/${token.id}`, { cookie: femi.cookieHeader })
    expect(revoked.status).toBe(200)
    expect(await socket.next((m) => m.type === 'access_ended')).toMatchObject({
      data: { meetupId: meetup.id, reason: 'signed-out' },
    })
    expect((await socket.closed).code).toBe(4401)
  })

  /** One position sent as a graphql-ws ping (the live screen's fast path) on a socket opened with the token. */
  async function pingPosition(secret: string, location: Record<string, unknown>) {
    const socket = new WebSocket(`${app().url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws')
    const messages: { type: string; payload?: Record<string, unknown> }[] = []
    let wake = () => {}
    socket.on('message', (data) => {
      messages.push(JSON.parse(String(data)))
      wake()
    })
    const until = async (type: string) => {
      while (!messages.some((m) => m.type === type)) await new Promise<void>((resolve) => (wake = resolve))
      return messages.find((m) => m.type === type)
    }
    await new Promise((resolve) => socket.once('open', resolve))
    socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${secret}` } }))
    await until('connection_ack')
    socket.send(JSON.stringify({ type: 'ping', payload: { ref: '1', location } }))
    const pong = await until('pong')
    socket.close()
    return pong?.payload
  }

  it('takes positions sent as pings from a read-write token, and refuses them from a read token', async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const meetup = await createMeetupWith(olga.userId, [femi.userId])
    const participantId = meetup.participants.find((p) => p.userId === femi.userId)?.id
    const location = { participantId, lat: 40.75, lon: -73.97 }
    const reader = await makeToken(femi.cookieHeader, 'read')
    expect(await pingPosition(reader.secret, location)).toEqual({
      ref: '1',
      error: { code: 'FORBIDDEN', message: tokenRefusals.write },
    })
    const writer = await makeToken(femi.cookieHeader, 'read-write')
    expect(await pingPosition(writer.secret, location)).toMatchObject({
      ref: '1',
      event: { participantId: globalId('Participant', participantId as string), participantDatabaseId: participantId },
    })
  })
})
