// Hourly GraphQL cost limits per access token, per session and per signed-out client address, as
// a client sees them: the X-RateLimit-* headers on every answer, the points an operation takes
// (before it runs), 429 with the reset time when too few are left, graphql-ws counted too and a
// position sent as a ping charged like the mutation; in memory when embedded, and in Redis when
// scaled out, where concurrent requests cannot take more than the limit.
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { rest } from '../../tests/helpers/http.js'
import { postgresAvailable, redisAvailable, redisUrl, servicesRequired } from '../../tests/helpers/services.js'
import { graphqlSocket, pingSocket } from '../../tests/helpers/streams.js'
import { prisma } from '../src/core/db.js'
import { createRateLimits } from '../src/core/rate-limits.js'

async function post(
  url: string,
  query: string,
  headers: Record<string, string> = {},
  variables?: Record<string, unknown>,
): Promise<Answer> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  })
  const limit = (name: string) => response.headers.get(`x-ratelimit-${name}`)
  return {
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
    body: (await response.json()) as any,
    limit: limit('limit'),
    remaining: limit('remaining'),
    reset: Number(limit('reset')),
    retryAfter: response.headers.get('retry-after'),
    cost: limit('cost'),
  }
}

interface Answer {
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
  body: any
  limit: string | null
  remaining: string | null
  reset: number
  retryAfter: string | null
  cost: string | null
}

const viewer = '{ viewer { id } }'
const moveTo = (participantId: string, lat: number) =>
  `mutation { updateParticipantLocation(participantId: "${participantId}", lat: ${lat}, lon: -73.97) { __typename } }`
/** 1 + (1 + 100 × 4) + (1 + 50 × 4) nodes, an alias counted where it is asked: 7 points. */
const sevenPoints =
  '{ viewer { a: groups(first: 100) { edges { node { id name } } } b: groups(first: 50) { edges { node { id name } } } } }'
/** A page of 100 gathers with 100 people each, its page sizes left to a variable's default. */
const byDefault = `query($n: Int = 100) { viewer { myMeetups(first: $n) { edges { node { id
  participants(first: $n) { edges { node { id status } } } } } } } }`
/** 2 + 100 × 4 + 100 × 100 × 4 nodes. */
const byDefaultPoints = Math.ceil((2 + 100 * 4 + 100 * 100 * 4) / 100)
const literally = byDefault.replace('($n: Int = 100)', '').replaceAll('$n', '100')
/** `nodes(ids:)` with `count` gathers' ids, each with a page of 100 people: 1 + count × 302 nodes. */
const manyNodes = (count: number) => {
  const ids = Array.from({ length: count }, () => Buffer.from(`Meetup:${crypto.randomUUID()}`).toString('base64'))
  return `{ nodes(ids: ${JSON.stringify(ids)}) { id ... on Meetup { participants(first: 100) { edges { node { id } } } } } }`
}

async function tokenOf(app: TestApp, cookieHeader: string, scope: 'read' | 'read-write') {
  const made = await rest(app.url, 'POST', '/api/access-tokens', { cookie: cookieHeader, body: { name: 'CI', scope } })
  return made.body as { token: { id: string }; secret: string }
}

describe('GraphQL cost limits, embedded (counted in memory)', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({
      env: { API_TOKEN_POINTS_PER_HOUR: '12', API_SESSION_POINTS_PER_HOUR: '30', API_SIGNED_OUT_POINTS_PER_HOUR: '8' },
    })
  })
  afterAll(() => app?.stop())

  it('takes each operation’s points before it runs, says where the caller stands, and answers 429 with the reset time', async () => {
    const ada = await app.signIn()
    const { secret } = await tokenOf(app, ada.cookieHeader, 'read-write')
    const bearer = { authorization: `Bearer ${secret}` }
    const started = Date.now() / 1000

    const first = await post(app.url, viewer, bearer)
    expect(first.status).toBe(200)
    expect([first.limit, first.remaining]).toEqual(['12', '11'])
    expect(first.reset).toBeGreaterThanOrEqual(Math.floor(started + 3600))
    expect(first.reset).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000 + 3600))
    // A mutation costs at least 5.
    const write = await post(app.url, 'mutation { createGroup(name: "Climbers") { __typename } }', bearer)
    expect(write.body.data.createGroup.__typename).toBe('CreateGroupPayload')
    expect(write.remaining).toBe('6')
    // An invalid operation runs nothing and takes nothing, but still says where the caller stands.
    const invalid = await post(app.url, '{ viewer { nope } }', bearer)
    expect(invalid.body.errors[0].message).toMatch(/Cannot query field "nope"/)
    expect([invalid.limit, invalid.remaining]).toEqual(['12', '6'])
    expect(Math.abs(invalid.reset - first.reset)).toBeLessThanOrEqual(1)

    // 7 points with 6 left: refused whole, nothing taken.
    const refused = await post(app.url, sevenPoints, bearer)
    expect(refused.status).toBe(429)
    expect(refused.body.data).toBeUndefined()
    const error = refused.body.errors[0]
    expect(error.extensions).toMatchObject({ code: 'RATE_LIMITED', cost: 7 })
    expect(error.message).toMatch(
      /^API rate limit exceeded\. This operation costs 7 points and 6 of your 12 points for this hour are left\. The limit resets at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ \(in (59|60) minutes\)\.$/,
    )
    expect(Date.parse(error.extensions.resetAt) / 1000).toBeCloseTo(refused.reset, -1)
    expect(Number(refused.retryAfter)).toBeGreaterThan(3500)
    expect([refused.limit, refused.remaining]).toEqual(['12', '6'])
    // A smaller one still fits.
    expect((await post(app.url, viewer, bearer)).remaining).toBe('5')

    // The session has its own points (making the token over REST took 5 of them).
    const bySession = await post(app.url, viewer, { cookie: ada.cookieHeader })
    expect([bySession.limit, bySession.remaining]).toEqual(['30', '24'])
  })

  it('prices a variable left to its default as if it were sent, and refuses it when it costs more than is left', async () => {
    const ada = await app.signIn()
    const { secret } = await tokenOf(app, ada.cookieHeader, 'read')
    const bearer = { authorization: `Bearer ${secret}` }
    for (const [query, variables] of [[byDefault], [byDefault, { n: 100 }], [literally]] as const) {
      const refused = await post(app.url, query, bearer, variables)
      expect(refused.status).toBe(429)
      expect(refused.body.data).toBeUndefined()
      expect(refused.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', cost: byDefaultPoints })
      expect(refused.body.extensions.cost).toMatchObject({ points: byDefaultPoints, limit: 12, remaining: 12 })
      expect([refused.cost, refused.remaining]).toEqual([String(byDefaultPoints), '12'])
    }
    // What fits still runs, and says what it cost and what is left.
    const small = await post(app.url, viewer, bearer)
    expect(small.status).toBe(200)
    expect(small.body.extensions.cost).toEqual({
      points: 1,
      limit: 12,
      remaining: 11,
      resetAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    })
    expect(Date.parse(small.body.extensions.cost.resetAt) / 1000).toBeCloseTo(small.reset, -1)
  })

  it('prices nodes(ids:) per id, and refuses an operation that costs more than any one may, taking nothing', async () => {
    const ada = await app.signIn()
    const { secret } = await tokenOf(app, ada.cookieHeader, 'read')
    const bearer = { authorization: `Bearer ${secret}` }
    const one = await post(app.url, manyNodes(1), bearer)
    expect(one.status).toBe(200)
    expect([one.cost, one.remaining]).toEqual(['4', '8'])
    const thousand = await post(app.url, manyNodes(1000), bearer)
    expect(thousand.status).toBe(400)
    expect(thousand.body.data).toBeUndefined()
    expect(thousand.body.errors[0].extensions).toEqual({ code: 'COST_LIMIT', cost: Math.ceil((1 + 1000 * 302) / 100) })
    expect(thousand.body.errors[0].message).toBe(
      'This operation costs 3021 points, more than the 1000 one operation may cost: ask for smaller pages or fewer items.',
    )
    expect(thousand.remaining).toBe('8')
    // Over graphql-ws alike.
    const socket = graphqlSocket(app.url, undefined, bearer)
    const refused = socket.subscribe(manyNodes(1000), {})
    expect(await refused.ended).toBeNull()
    expect(refused.results[0]?.errors?.[0]?.message).toMatch(/^This operation costs 3021 points/)
    await socket.dispose()
    expect((await post(app.url, viewer, bearer)).remaining).toBe('7')
  })

  it('answers every refusal of a document with its code and status', async () => {
    const deep = `{ ${'a { '.repeat(13)}b${' }'.repeat(13)} }`
    const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `t${i}: displayTimeZone`).join(' ')} }`
    const directives = `{ displayTimeZone ${'@include(if: true) '.repeat(21)}}`
    const tokens = `{ ${'displayTimeZone '.repeat(2001)}}`
    for (const [query, code] of [
      [deep, 'DEPTH_LIMIT'],
      [aliases, 'ALIAS_LIMIT'],
      [directives, 'DIRECTIVE_LIMIT'],
      [tokens, 'TOKEN_LIMIT'],
    ] as const) {
      const answer = await post(app.url, query)
      expect([answer.status, answer.body.errors?.[0]?.extensions?.code], query.slice(0, 40)).toEqual([400, code])
    }
  })

  it('answers rateLimit: where the caller stands, and what a document would cost without running it', async () => {
    const ada = await app.signIn()
    const { secret } = await tokenOf(app, ada.cookieHeader, 'read')
    const bearer = { authorization: `Bearer ${secret}` }
    const query = 'query($d: String) { rateLimit { limit remaining resetAt cost other: cost(document: $d) } }'
    const answer = await post(app.url, query, bearer, { d: byDefault })
    expect(answer.body.data.rateLimit).toEqual({
      limit: 12,
      remaining: 11,
      resetAt: expect.any(String),
      cost: 1,
      other: byDefaultPoints,
    })
    expect(Date.parse(answer.body.data.rateLimit.resetAt) / 1000).toBeCloseTo(answer.reset, -1)
    const invalid = await post(app.url, query, bearer, { d: '{ viewer { nope } }' })
    expect(invalid.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^document is not valid: Cannot query field "nope"/),
      extensions: { code: 'VALIDATION_FAILED' },
    })
  })

  it('meters REST calls from the same points at a fixed price per route, and says so', async () => {
    const ada = await app.signIn()
    const { secret } = await tokenOf(app, ada.cookieHeader, 'read-write')
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${app.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    const read = await call('GET', '/api/meetups/my')
    expect(read.status).toBe(200)
    expect(['cost', 'limit', 'remaining'].map((h) => read.headers.get(`x-ratelimit-${h}`))).toEqual(['1', '12', '11'])
    expect((await post(app.url, sevenPoints, { authorization: `Bearer ${secret}` })).remaining).toBe('4')
    // A write costs 5: with 4 left it is refused, and nothing is done.
    const write = await call('POST', '/api/groups', { name: 'Climbers' })
    expect(write.status).toBe(429)
    expect(Number(write.headers.get('retry-after'))).toBeGreaterThan(3500)
    expect(write.headers.get('x-ratelimit-remaining')).toBe('4')
    expect(await write.json()).toEqual({
      error: 'API rate limit exceeded',
      message: expect.stringMatching(
        /^API rate limit exceeded\. This operation costs 5 points and 4 of your 12 points/,
      ),
      code: 'RATE_LIMITED',
    })
    expect(await prisma().group.count({ where: { ownerId: ada.userId } })).toBe(0)
    expect((await call('GET', '/api/meetups/my')).headers.get('x-ratelimit-remaining')).toBe('3')
  })

  it('counts signed-out requests per client address, with their own points, headers and 429; a forged X-Forwarded-For changes nothing', async () => {
    const first = await post(app.url, '{ displayTimeZone }')
    expect(first.status).toBe(200)
    expect([first.limit, first.remaining]).toEqual(['8', '7'])
    // Without TRUST_PROXY the header is not believed: the same address, the same points.
    const forged = await post(app.url, '{ displayTimeZone }', { 'x-forwarded-for': '203.0.113.9' })
    expect(forged.remaining).toBe('6')
    // Signed-out operations over graphql-ws count too.
    const socket = graphqlSocket(app.url)
    await socket.subscribe('{ displayTimeZone }', {}).received(1)
    await socket.dispose()
    expect((await post(app.url, '{ displayTimeZone }')).remaining).toBe('4')
    // A mutation costs 5 whoever asks: with 4 left it is refused, nothing run.
    const refused = await post(
      app.url,
      'mutation { signIn(email: "nobody@example.com", password: "wrong password") { __typename } }',
    )
    expect(refused.status).toBe(429)
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', cost: 5 })
    expect(refused.body.errors[0].message).toMatch(
      /^API rate limit exceeded\. This operation costs 5 points and 4 of your 8 points/,
    )
    expect(Number(refused.retryAfter)).toBeGreaterThan(3500)
    // Signing in (a session) is not charged to the address.
    const ada = await app.signIn()
    expect((await post(app.url, viewer, { cookie: ada.cookieHeader })).limit).toBe('30')
  })

  it('charges a position sent as a ping what the mutation costs, from the same points; over the limit its pong says RATE_LIMITED', async () => {
    const ada = await app.signIn()
    const meetup = await createMeetupWith(ada.userId)
    const participantId = meetup.participants.find((p) => p.userId === ada.userId)?.id as string
    const { secret } = await tokenOf(app, ada.cookieHeader, 'read-write')
    const bearer = { authorization: `Bearer ${secret}` }
    const write = await post(app.url, moveTo(participantId, 40.71), bearer)
    expect(write.body.data.updateParticipantLocation.__typename).toBe('UpdateParticipantLocationPayload')
    expect(write.remaining).toBe('7')

    const socket = await pingSocket(app.url, undefined, true, bearer)
    expect(await socket.position('1', { participantId, lat: 40.72, lon: -73.97 })).toMatchObject({ event: {} })
    expect((await post(app.url, viewer, bearer)).remaining).toBe('1')
    const refused = await socket.position('2', { participantId, lat: 40.73, lon: -73.97 })
    expect(refused).toEqual({
      ref: '2',
      error: {
        code: 'RATE_LIMITED',
        message: expect.stringMatching(
          /^API rate limit exceeded\. This operation costs 5 points and 1 of your 12 points/,
        ),
        resetAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      },
    })
    expect(Date.parse(refused?.error?.resetAt ?? '')).toBeGreaterThan(Date.now() + 3500_000)
    // Nothing saved, nothing taken.
    const held = (await app.positions().read(meetup.id, [participantId])).get(participantId)
    expect(held?.position?.lat).toBe(40.72)
    expect((await post(app.url, viewer, bearer)).remaining).toBe('0')
    socket.close()

    // A browser session's pings come from the session's points.
    const cookieSocket = await pingSocket(app.url, ada.cookieHeader)
    expect(await cookieSocket.position('3', { participantId, lat: 40.74, lon: -73.97 })).toMatchObject({ event: {} })
    // 30, less the token made over REST (5), the position (5) and this query.
    expect((await post(app.url, viewer, { cookie: ada.cookieHeader })).remaining).toBe('19')
    cookieSocket.close()
  })

  it('counts graphql-ws operations against the same points', async () => {
    const ada = await app.signIn()
    const { secret } = await tokenOf(app, ada.cookieHeader, 'read')
    const bearer = { authorization: `Bearer ${secret}` }
    const socket = graphqlSocket(app.url, undefined, bearer)
    const query = socket.subscribe<{ viewer: { gatherId: string } }>('{ viewer { gatherId } }', {})
    expect(await query.received(1)).toEqual([{ viewer: { gatherId: expect.any(String) } }])
    expect((await post(app.url, viewer, bearer)).remaining).toBe('10')
    // 7 more over HTTP leaves 3; a 7-point query over the socket is refused.
    expect((await post(app.url, sevenPoints, bearer)).remaining).toBe('3')
    const big = socket.subscribe(sevenPoints, {})
    expect(await big.ended).toBeNull()
    expect(big.results[0]?.errors?.[0]?.message).toMatch(/^API rate limit exceeded\. This operation costs 7 points/)
    expect((await post(app.url, viewer, bearer)).remaining).toBe('2')
    // livePositions (pushed by the shared fan-out, outside envelop) is counted as well.
    const meetup = await createMeetupWith(ada.userId)
    const live = 'subscription($m: ID!) { livePositions(meetupId: $m) { snapshot positions { participantId } } }'
    const positions = socket.subscribe(live, { m: meetup.id })
    await positions.received(1)
    expect((await post(app.url, viewer, bearer)).remaining).toBe('0')
    const refused = socket.subscribe(live, { m: meetup.id })
    expect((await refused.ended)?.message).toMatch(/^API rate limit exceeded\. This operation costs 1 point and 0 of/)
    await socket.dispose()
  })
})

describe('One price, however the operation is written', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app?.stop())

  it('runs a page given by a variable default, the variable sent or the literal for the same points', async () => {
    const ada = await app.signIn()
    const { secret } = await tokenOf(app, ada.cookieHeader, 'read')
    const bearer = { authorization: `Bearer ${secret}` }
    let left = 5000
    for (const [query, variables] of [[byDefault], [byDefault, { n: 100 }], [literally]] as const) {
      const answer = await post(app.url, query, bearer, variables)
      left -= byDefaultPoints
      expect([answer.status, answer.body.errors]).toEqual([200, undefined])
      expect(answer.body.extensions.cost).toMatchObject({ points: byDefaultPoints, limit: 5000, remaining: left })
      expect([answer.cost, answer.remaining]).toEqual([String(byDefaultPoints), String(left)])
    }
  })
})

describe.runIf((postgresAvailable && redisAvailable) || servicesRequired)(
  'GraphQL cost limits, scaled out (counted in Redis)',
  () => {
    let app: TestApp
    let redis: Redis
    // The deployment's namespace in Redis: its keys are `<namespace>:rl:<limit>:<key>`.
    const namespace = `cost-limits-${process.pid}`
    beforeAll(async () => {
      redis = new Redis(redisUrl)
      app = await startTestApp({
        database: 'postgres',
        env: {
          REDIS_URL: redisUrl,
          REDIS_PREFIX: namespace,
          API_TOKEN_POINTS_PER_HOUR: '10',
          API_SESSION_POINTS_PER_HOUR: '0',
          API_SIGNED_OUT_POINTS_PER_HOUR: '0',
        },
      })
    })
    afterAll(async () => {
      await app?.stop()
      redis?.disconnect()
    })

    it('lets exactly the limit through when requests race, and every instance reads the same counter', async () => {
      const ada = await app.signIn()
      const { secret, token } = await tokenOf(app, ada.cookieHeader, 'read')
      const bearer = { authorization: `Bearer ${secret}` }
      const answers = await Promise.all(Array.from({ length: 16 }, () => post(app.url, viewer, bearer)))
      expect(answers.filter((a) => a.status === 200)).toHaveLength(10)
      expect(answers.filter((a) => a.status === 429)).toHaveLength(6)
      expect(new Set(answers.filter((a) => a.status === 200).map((a) => a.remaining)).size).toBe(10)
      // The counter is Redis's, with the hour as its expiry; refused requests gave their points back.
      const key = `${namespace}:rl:api-token:${token.id}`
      expect(await redis.get(key)).toBe('10')
      const ttl = await redis.pttl(key)
      expect(ttl).toBeGreaterThan(3_500_000)
      expect(ttl).toBeLessThanOrEqual(3_600_000)
      // Another instance's limiters over the same Redis see the points taken.
      const other = createRateLimits(redis, { token: 10, session: 0, signedOut: 0 }, namespace)
      expect((await other.apiPointsByToken?.get(token.id))?.consumedPoints).toBe(10)
      // Sessions are not limited here (API_SESSION_POINTS_PER_HOUR=0): no headers.
      expect((await post(app.url, viewer, { cookie: ada.cookieHeader })).limit).toBeNull()
    })

    it('charges positions sent as pings to the same counter in Redis', async () => {
      const ada = await app.signIn()
      const meetup = await createMeetupWith(ada.userId)
      const participantId = meetup.participants.find((p) => p.userId === ada.userId)?.id as string
      const { secret, token } = await tokenOf(app, ada.cookieHeader, 'read-write')
      const socket = await pingSocket(app.url, undefined, true, { authorization: `Bearer ${secret}` })
      const key = `${namespace}:rl:api-token:${token.id}`
      expect(await socket.position('1', { participantId, lat: 40.7, lon: -73.9 })).toMatchObject({ event: {} })
      expect(await redis.get(key)).toBe('5')
      expect(await socket.position('2', { participantId, lat: 40.8, lon: -73.9 })).toMatchObject({ event: {} })
      expect((await socket.position('3', { participantId, lat: 40.9, lon: -73.9 }))?.error?.code).toBe('RATE_LIMITED')
      expect(await redis.get(key)).toBe('10')
      socket.close()
    })
  },
)
