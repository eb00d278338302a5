// Signed-in devices on both faces: a person's sessions listed with the browser and system of the
// user agent they signed in with, the current one marked; ending one signs that browser out at
// once and ends its open streams (graphql-ws and /ws); ending the others keeps this one; someone
// else's session is unknown; and access tokens can do none of it.
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { graphql } from '../../tests/helpers/graphql.js'
import { rest } from '../../tests/helpers/http.js'
import { graphqlSocket, rawSocket } from '../../tests/helpers/streams.js'
import { hashPassword } from '../src/accounts/password.js'
import { createSession, sessionCookieName } from '../src/accounts/session.service.js'
import { describeUserAgent } from '../src/accounts/sessions.service.js'
import { tokenRefusals } from '../src/accounts/tokens.policy.js'
import { prisma } from '../src/core/db.js'
import { globalId } from '../src/edge/graphql/ids.js'
import { whenWatching } from '../src/live/streams/live-access.js'

const agents = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
}
const password = 'Sunny-day42'

it('names a device by its browser and system, and says so when the user agent does not tell', () => {
  expect(describeUserAgent(agents.android)).toEqual({ browser: 'Chrome', os: 'Android', label: 'Chrome on Android' })
  expect(describeUserAgent(agents.iphone).label).toBe('Safari on iOS')
  expect(describeUserAgent(agents.linux).label).toBe('Firefox on Linux')
  for (const unknown of [null, undefined, '', '   ', 'curl/8.5.0', '\u0000']) {
    expect(describeUserAgent(unknown)).toEqual({ browser: null, os: null, label: 'Unknown browser' })
  }
  expect(describeUserAgent('SomeBot (X11; Linux x86_64)').label).toBe('Unknown browser on Linux')
})

describeOnEachDatabase('signed-in devices', (app) => {
  let n = 0

  /** Someone with a password, not signed in anywhere yet. */
  async function account(name: string) {
    const email = `${name.toLowerCase()}-s${++n}-${Date.now()}@example.com`
    const cost = Number(process.env.PASSWORD_HASH_COST ?? 10)
    const user = await prisma().user.create({
      data: {
        email,
        displayName: name,
        gatherId: `${name.toLowerCase()}_s${n}${Date.now() % 100000}`,
        gatherIdKey: `${name.toLowerCase()}_s${n}${Date.now() % 100000}`,
        gatherIdSet: true,
        emailVerifiedAt: new Date(),
        passwordHash: await hashPassword(password, cost),
      },
    })
    return { userId: user.id, email }
  }

  /** Signs in through POST /api/auth/login from a browser with this user agent; its cookie and session. */
  async function signInFrom(email: string, userAgent: string) {
    const response = await fetch(`${app().url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      body: JSON.stringify({ email, password }),
    })
    expect(response.status).toBe(200)
    const name = sessionCookieName(app().url)
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith(`${name}=`)) as string
    const session = await prisma().session.findFirstOrThrow({
      where: { user: { email } },
      orderBy: { createdAt: 'desc' },
    })
    return { cookie, sessionId: session.id }
  }

  const list = (cookie: string) => rest(app().url, 'GET', '/api/auth/sessions', { cookie })
  const signedIn = async (cookie: string) => (await rest(app().url, 'GET', '/api/auth/user', { cookie })).status

  it('lists each device with its browser and system, the most recently active first, and marks this one', async () => {
    const { userId, email } = await account('Ada')
    const phone = await signInFrom(email, agents.android)
    const iphone = await signInFrom(email, agents.iphone)
    const laptop = await signInFrom(email, agents.linux)
    const { token: bare } = await createSession(userId)
    const hour = 3_600_000
    await prisma().session.updateMany({
      where: { userId, userAgent: null },
      data: { lastSeenAt: new Date(Date.now() - hour) },
    })
    await prisma().session.update({
      where: { id: phone.sessionId },
      data: { lastSeenAt: new Date(Date.now() - 3 * hour) },
    })
    await prisma().session.update({
      where: { id: iphone.sessionId },
      data: { lastSeenAt: new Date(Date.now() - 50 * hour) },
    })
    // Expired, not yet swept away: not a signed-in device any more.
    const expired = await signInFrom(email, agents.iphone)
    await prisma().session.update({
      where: { id: expired.sessionId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    })

    const answer = await list(laptop.cookie)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const sessions = answer.body.sessions as Record<string, unknown>[]
    expect(sessions.map((s) => [s.label, s.current])).toEqual([
      ['Firefox on Linux', true],
      ['Unknown browser', false],
      ['Chrome on Android', false],
      ['Safari on iOS', false],
    ])
    // What a session is, never its key or the raw user agent.
    expect(Object.keys(sessions[0] ?? {}).sort()).toEqual(
      ['browser', 'createdAt', 'current', 'id', 'label', 'lastSeenAt', 'os'].sort(),
    )
    expect(sessions[2]).toMatchObject({ id: phone.sessionId, browser: 'Chrome', os: 'Android' })
    expect(answer.text).not.toContain(bare)

    // The same list over GraphQL, asked from the phone: using it made it the most recently active.
    const gql = await graphql<{ sessions: { id: string; databaseId: string; label: string; current: boolean }[] }>(
      app().url,
      '{ sessions { id databaseId label current } }',
      {},
      phone.cookie,
    )
    expect(gql.errors).toBeUndefined()
    const [laptopRow, bareRow, phoneRow, iphoneRow] = sessions.map((s) => s.id)
    expect(gql.data?.sessions.map((s) => s.databaseId)).toEqual([phoneRow, laptopRow, bareRow, iphoneRow])
    expect(gql.data?.sessions.map((s) => s.id)).toEqual(
      [phoneRow, laptopRow, bareRow, iphoneRow].map((row) => globalId('Session', row as string)),
    )
    expect(gql.data?.sessions.filter((s) => s.current).map((s) => s.label)).toEqual(['Chrome on Android'])
  })

  it('ends one device: its cookie is refused at once and its open graphql-ws and /ws streams end', async () => {
    const { userId, email } = await account('Femi')
    const laptop = await signInFrom(email, agents.linux)
    const phone = await signInFrom(email, agents.android)
    const meetup = await createMeetupWith(userId)
    // The phone watches the gather on both sockets, and has just been served (its session cached).
    expect(await signedIn(phone.cookie)).toBe(200)
    const socket = graphqlSocket(app().url, phone.cookie)
    const listening = whenWatching(meetup.id, userId, 2)
    const stream = socket.subscribe('subscription($m: ID!) { livePositions(meetupId: $m) { snapshot } }', {
      m: meetup.id,
    })
    const old = await rawSocket(app().url, phone.cookie)
    old.send({ type: 'join_meetup', data: { meetupId: meetup.id } })
    await old.next((m) => m.type === 'joined')
    await listening

    const ended = await rest(app().url, 'DELETE', `/api/auth/sessions/${phone.sessionId}`, { cookie: laptop.cookie })
    expect(ended.status).toBe(200)
    expect(ended.body.session).toMatchObject({ id: phone.sessionId, label: 'Chrome on Android', current: false })
    // The laptop keeps its cookie.
    expect(ended.headers.get('set-cookie')).toBeNull()
    expect((await stream.ended)?.extensions).toEqual({ code: 'ACCESS_ENDED', reason: 'signed-out' })
    expect((await socket.closed).code).toBe(4401)
    expect((await old.next((m) => m.type === 'access_ended')).data?.reason).toBe('signed-out')
    expect(await signedIn(phone.cookie)).toBe(401)
    expect(await signedIn(laptop.cookie)).toBe(200)
    expect(await prisma().session.count({ where: { id: phone.sessionId } })).toBe(0)
    await socket.dispose()
    old.socket.close()

    // Over GraphQL the same, by global id (below, the UUID is still taken for one release).
    const tablet = await signInFrom(email, agents.iphone)
    const tabletId = globalId('Session', tablet.sessionId)
    const viaGraphql = await graphql<{ endSession: { __typename: string; data?: { id: string; label: string } } }>(
      app().url,
      'mutation($id: ID!) { endSession(id: $id) { __typename ... on EndSessionPayload { data { id label } } } }',
      { id: tabletId },
      laptop.cookie,
    )
    expect(viaGraphql.data?.endSession).toEqual({
      __typename: 'EndSessionPayload',
      data: { id: tabletId, label: 'Safari on iOS' },
    })
    expect(await signedIn(tablet.cookie)).toBe(401)
  })

  it('ends this device too when asked, and clears its cookie', async () => {
    const { email } = await account('Cleo')
    const laptop = await signInFrom(email, agents.linux)
    const ended = await rest(app().url, 'DELETE', `/api/auth/sessions/${laptop.sessionId}`, { cookie: laptop.cookie })
    expect(ended.status).toBe(200)
    expect(ended.body.session).toMatchObject({ id: laptop.sessionId, current: true })
    expect(ended.headers.get('set-cookie')).toMatch(/^gather_session=;.*Max-Age=0/)
    expect(await signedIn(laptop.cookie)).toBe(401)

    const phone = await signInFrom(email, agents.android)
    const response = await fetch(`${app().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: phone.cookie },
      body: JSON.stringify({
        query: 'mutation($id: ID!) { endSession(id: $id) { __typename } }',
        variables: { id: phone.sessionId },
      }),
    })
    expect((await response.json()).data).toEqual({ endSession: { __typename: 'EndSessionPayload' } })
    expect(response.headers.get('set-cookie')).toMatch(/^gather_session=;.*Max-Age=0/)
    expect(await signedIn(phone.cookie)).toBe(401)
  })

  it('signs out everywhere else and keeps this device, ending the others’ streams', async () => {
    const { userId, email } = await account('Gus')
    const laptop = await signInFrom(email, agents.linux)
    const phone = await signInFrom(email, agents.android)
    const iphone = await signInFrom(email, agents.iphone)
    const meetup = await createMeetupWith(userId)
    const socket = graphqlSocket(app().url, iphone.cookie)
    const listening = whenWatching(meetup.id, userId)
    const stream = socket.subscribe('subscription($m: ID!) { meetupUpdated(meetupId: $m) { __typename } }', {
      m: meetup.id,
    })
    await listening

    const answer = await rest(app().url, 'POST', '/api/auth/sessions/sign-out-others', { cookie: laptop.cookie })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ ended: 2 })
    expect(answer.headers.get('set-cookie')).toBeNull()
    expect((await stream.ended)?.extensions).toEqual({ code: 'ACCESS_ENDED', reason: 'signed-out' })
    expect([await signedIn(phone.cookie), await signedIn(iphone.cookie), await signedIn(laptop.cookie)]).toEqual([
      401, 401, 200,
    ])
    expect((await list(laptop.cookie)).body.sessions.map((s: { id: string }) => s.id)).toEqual([laptop.sessionId])
    await socket.dispose()

    // Nothing left to end: 0, over GraphQL.
    const again = await graphql(
      app().url,
      'mutation { endOtherSessions { __typename ... on EndOtherSessionsPayload { data } } }',
      {},
      laptop.cookie,
    )
    expect(again.data).toEqual({ endOtherSessions: { __typename: 'EndOtherSessionsPayload', data: 0 } })
  })

  it('answers 404 for someone else’s session or an unknown id, and ends nothing', async () => {
    const ada = await account('Ada')
    const stan = await account('Stan')
    const adas = await signInFrom(ada.email, agents.linux)
    const stans = await signInFrom(stan.email, agents.android)
    const before = await prisma().session.count()
    for (const id of [
      stans.sessionId,
      crypto.randomUUID(),
      'not-an-id',
      Buffer.from(`Session:${stans.sessionId}`).toString('base64'),
    ]) {
      const answer = await rest(app().url, 'DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`, {
        cookie: adas.cookie,
      })
      expect({ id, status: answer.status, body: answer.body }).toEqual({
        id,
        status: 404,
        body: { error: 'Session not found', message: 'Session not found', code: 'NOT_FOUND' },
      })
    }
    const viaGraphql = await graphql<{ endSession: { __typename: string; message: string } }>(
      app().url,
      'mutation($id: ID!) { endSession(id: $id) { __typename ... on Error { message } } }',
      { id: stans.sessionId },
      adas.cookie,
    )
    expect(viaGraphql.data?.endSession).toEqual({ __typename: 'NotFoundError', message: 'Session not found' })
    expect(await prisma().session.count()).toBe(before)
    expect(await signedIn(stans.cookie)).toBe(200)
    // Stan's list is his alone.
    expect((await list(adas.cookie)).body.sessions.map((s: { id: string }) => s.id)).toEqual([adas.sessionId])
  })

  it('refuses access tokens on every route and field, whatever their scope, and needs a session', async () => {
    const { email } = await account('Tess')
    const laptop = await signInFrom(email, agents.linux)
    const phone = await signInFrom(email, agents.android)
    const tokens: Record<string, string> = {}
    for (const scope of ['read', 'read-write'] as const) {
      const made = await rest(app().url, 'POST', '/api/access-tokens', {
        cookie: laptop.cookie,
        body: { name: scope, scope },
      })
      tokens[scope] = made.body.secret
    }
    const bearer = (secret: string, method: string, path: string) =>
      fetch(`${app().url}${path}`, { method, headers: { authorization: `Bearer ${secret}` } })
    const routes: [string, string][] = [
      ['GET', '/api/auth/sessions'],
      ['DELETE', `/api/auth/sessions/${phone.sessionId}`],
      ['POST', '/api/auth/sessions/sign-out-others'],
    ]
    for (const [method, path] of routes) {
      const answer = await bearer(tokens['read-write'] as string, method, path)
      expect({ path, status: answer.status, body: await answer.json() }).toEqual({
        path,
        status: 403,
        body: { error: tokenRefusals.account, message: tokenRefusals.account, code: 'FORBIDDEN' },
      })
      expect({ path, status: (await bearer(tokens.read as string, method, path)).status }).toEqual({
        path,
        status: 403,
      })
    }
    const gql = async (query: string, variables = {}) => {
      const response = await fetch(`${app().url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens['read-write']}` },
        body: JSON.stringify({ query, variables }),
      })
      return (await response.json()) as {
        data?: Record<string, { __typename: string; message?: string } | null> | null
        errors?: { message: string; extensions?: { code?: string } }[]
      }
    }
    expect((await gql('{ sessions { id } }')).errors?.[0]).toMatchObject({
      message: tokenRefusals.account,
      extensions: { code: 'FORBIDDEN' },
    })
    const mutations: [string, string, Record<string, string>][] = [
      [
        'endSession',
        'mutation($id: ID!) { endSession(id: $id) { __typename ... on Error { message } } }',
        { id: phone.sessionId },
      ],
      ['endOtherSessions', 'mutation { endOtherSessions { __typename ... on Error { message } } }', {}],
    ]
    for (const [field, query, variables] of mutations) {
      expect((await gql(query, variables)).data?.[field]).toEqual({
        __typename: 'ForbiddenError',
        message: tokenRefusals.account,
      })
    }
    expect([await signedIn(laptop.cookie), await signedIn(phone.cookie)]).toEqual([200, 200])

    // Signed out: 401 on REST; the signedIn scope on GraphQL.
    for (const [method, path] of routes) {
      expect({ path, status: (await rest(app().url, method, path)).status }).toEqual({ path, status: 401 })
    }
    expect((await graphql(app().url, '{ sessions { id } }')).errors?.[0]?.message).toMatch(/not authorized/i)
  })
})
