// Hourly GraphQL cost limits per access token and per session, as a client sees them: the
// X-RateLimit-* headers on every answer, the points an operation takes (before it runs), 429 with
// the reset time when too few are left, graphql-ws counted too; in memory when embedded, and in
// Redis when scaled out, where concurrent requests cannot take more than the limit.
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { rest } from '../../tests/helpers/http.js'
import { postgresAvailable, redisAvailable, redisUrl, servicesRequired } from '../../tests/helpers/services.js'
import { graphqlSocket } from '../../tests/helpers/streams.js'
import { createRateLimits } from '../src/accounts/rate-limits.js'

async function post(url: string, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
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
  }
}

const viewer = '{ viewer { id } }'
/** 2 + 150 × 4 nodes: 7 points. */
const sevenPoints = '{ viewer { groups(first: 150) { edges { node { id name } } } } }'

async function tokenOf(app: TestApp, cookieHeader: string, scope: 'read' | 'read-write') {
  const made = await rest(app.url, 'POST', '/api/access-tokens', { cookie: cookieHeader, body: { name: 'CI', scope } })
  return made.body as { token: { id: string }; secret: string }
}

describe('GraphQL cost limits, embedded (counted in memory)', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ env: { API_TOKEN_POINTS_PER_HOUR: '12', API_SESSION_POINTS_PER_HOUR: '30' } })
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

    // The session has its own points; a signed-out request is not counted.
    const bySession = await post(app.url, viewer, { cookie: ada.cookieHeader })
    expect([bySession.limit, bySession.remaining]).toEqual(['30', '29'])
    const signedOut = await post(app.url, '{ displayTimeZone }')
    expect(signedOut.status).toBe(200)
    expect(signedOut.limit).toBeNull()
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

describe.runIf((postgresAvailable && redisAvailable) || servicesRequired)(
  'GraphQL cost limits, scaled out (counted in Redis)',
  () => {
    let app: TestApp
    let redis: Redis
    beforeAll(async () => {
      redis = new Redis(redisUrl)
      app = await startTestApp({
        database: 'postgres',
        env: { REDIS_URL: redisUrl, API_TOKEN_POINTS_PER_HOUR: '10', API_SESSION_POINTS_PER_HOUR: '0' },
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
      const key = `gather-rl-api-token:${token.id}`
      expect(await redis.get(key)).toBe('10')
      const ttl = await redis.pttl(key)
      expect(ttl).toBeGreaterThan(3_500_000)
      expect(ttl).toBeLessThanOrEqual(3_600_000)
      // Another instance's limiters over the same Redis see the points taken.
      const other = createRateLimits(redis, { token: 10, session: 0 })
      expect((await other.apiPointsByToken?.get(token.id))?.consumedPoints).toBe(10)
      // Sessions are not limited here (API_SESSION_POINTS_PER_HOUR=0): no headers.
      expect((await post(app.url, viewer, { cookie: ada.cookieHeader })).limit).toBeNull()
    })
  },
)
