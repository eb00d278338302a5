// PostgreSQL restarted under a scaled-out instance (its own cluster and Redis, started here):
// meanwhile every face answers "unavailable" clearly (REST 503 with a message, GraphQL
// DATABASE_UNAVAILABLE with HTTP 503, no 500 and no stack), /api/health and /readyz say which
// dependency is down, and the instance recovers by itself once PostgreSQL is back.
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type Instance, startInstance } from '../../tests/helpers/instances.js'
import { type OwnPostgres, type OwnRedis, startOwnPostgres, startOwnRedis } from '../../tests/helpers/own-services.js'
import { createSession, sessionCookieName } from '../src/accounts/session.service.js'
import { closeDatabase, openDatabase, prisma } from '../src/core/db.js'

let postgres: OwnPostgres
let redis: OwnRedis
let instance: Instance
let dataDir: string
let cookieHeader: string

beforeAll(async () => {
  // One after the other, so that afterAll stops whichever started if the other failed.
  postgres = await startOwnPostgres()
  redis = await startOwnRedis()
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-pg-restart-'))
  instance = await startInstance({ DATABASE_URL: postgres.url, REDIS_URL: redis.url, DATA_DIR: dataDir })
  // A signed-in person, written by this process on the same database, which it then lets go.
  await openDatabase({ databaseUrl: postgres.url, dataDir })
  const user = await prisma().user.create({
    data: {
      email: 'ada@example.com',
      displayName: 'Ada',
      gatherId: 'ada',
      gatherIdKey: 'ada',
      emailVerifiedAt: new Date(),
    },
  })
  const { token } = await createSession(user.id)
  cookieHeader = `${sessionCookieName('http://localhost')}=${token}`
  await closeDatabase()
}, 120_000)

afterAll(async () => {
  await instance?.stop()
  await redis?.kill()
  await postgres?.destroy()
  await rm(dataDir, { recursive: true, force: true })
})

const get = async (pathname: string, cookie?: string) => {
  const response = await fetch(`${instance.url}${pathname}`, {
    headers: { 'x-graphql-csrf': '1', ...(cookie ? { cookie } : {}) },
  })
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() }
}
const query = async (text: string, cookie?: string) => {
  const response = await fetch(`${instance.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query: text }),
  })
  return { status: response.status, text: await response.text() }
}
const myGathers = '{ viewer { id activeMeetups(first: 5) { edges { node { id } } } } }'
const readiness = async () => {
  const response = await fetch(`${instance.url}/readyz`)
  return { status: response.status, body: await response.json() }
}

describe('PostgreSQL restarted under a running instance', () => {
  it('answers 503 / DATABASE_UNAVAILABLE while it is down and recovers by itself', async () => {
    expect((await readiness()).status).toBe(200)
    expect((await get('/api/meetups/my', cookieHeader)).status).toBe(200)
    expect(JSON.parse((await query(myGathers, cookieHeader)).text).data.viewer.activeMeetups.edges).toEqual([])

    await postgres.stop()

    // REST: a handler's query, and the session lookup in front of every handler.
    for (const cookie of [cookieHeader, `${sessionCookieName('http://localhost')}=not-a-known-session`]) {
      const rest = await get('/api/meetups/my', cookie)
      expect(rest.status).toBe(503)
      expect(rest.retryAfter).toBe('5')
      expect(JSON.parse(rest.text)).toEqual({
        error: 'The database is unavailable right now; try again shortly',
        message: 'The database is unavailable right now; try again shortly',
        code: 'DATABASE_UNAVAILABLE',
      })
    }
    // GraphQL: a resolver's query, and the session lookup that builds the context.
    for (const cookie of [cookieHeader, `${sessionCookieName('http://localhost')}=not-a-known-session`]) {
      const answer = await query(myGathers, cookie)
      expect(answer.status).toBe(503)
      const body = JSON.parse(answer.text)
      expect(body.errors[0]).toMatchObject({
        message: 'The database is unavailable right now; try again shortly',
        extensions: { code: 'DATABASE_UNAVAILABLE' },
      })
      expect(answer.text).not.toMatch(/stack|prisma|Invalid `/i)
    }
    // A position (its statement runs on the pg pool past Prisma): the same 503.
    const located = await fetch(`${instance.url}/api/participants/${crypto.randomUUID()}/location`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: cookieHeader },
      body: JSON.stringify({ lat: 40.7, lon: -73.9 }),
    })
    expect(located.status).toBe(503)
    expect(await located.json()).toMatchObject({ error: 'The database is unavailable right now; try again shortly' })
    // graphql-ws and the raw /ws: 1013 "try again later", which clients retry.
    const unknownSession = { cookie: `${sessionCookieName('http://localhost')}=not-a-known-session` }
    const graphqlWs = new WebSocket(`${instance.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: unknownSession,
    })
    await once(graphqlWs, 'open')
    graphqlWs.send(JSON.stringify({ type: 'connection_init' }))
    const [code, reason] = await once(graphqlWs, 'close')
    expect([code, String(reason)]).toEqual([1013, 'Database unavailable'])
    const liveWs = new WebSocket(`${instance.url.replace(/^http/, 'ws')}/ws`, { headers: unknownSession })
    const [liveCode, liveReason] = await once(liveWs, 'close')
    expect([liveCode, String(liveReason)]).toEqual([1013, 'Database unavailable'])

    const health = await get('/api/health')
    expect(health.status).toBe(503)
    expect(JSON.parse(health.text)).toMatchObject({
      status: 'degraded',
      database: { ok: false, driver: 'postgres', error: `Can't reach database server at 127.0.0.1:${postgres.port}` },
      redis: { ok: true },
    })
    expect(await readiness()).toMatchObject({
      status: 503,
      body: { status: 'unavailable', down: ['database'], database: { ok: false } },
    })
    expect((await get('/livez')).status).toBe(200)

    await postgres.start()
    const back = Date.now()
    await expect.poll(async () => (await readiness()).status, { timeout: 30_000 }).toBe(200)
    console.log(`PostgreSQL restart: /readyz ok ${Date.now() - back} ms after PostgreSQL accepted connections again`)
    expect(JSON.parse((await get('/api/health')).text)).toMatchObject({ status: 'ok', database: { ok: true } })
    expect((await get('/api/meetups/my', cookieHeader)).status).toBe(200)
    expect(JSON.parse((await query(myGathers, cookieHeader)).text).data.viewer.activeMeetups.edges).toEqual([])

    // The outage is a warning per failed request, never an unexpected error with a stack.
    const logs = instance.logs()
    expect(logs.filter((line) => line.msg === 'database unavailable').length).toBeGreaterThanOrEqual(4)
    // The sockets' refusals too: at the upgrade, or at graphql-ws's connection_init when the
    // upgrade's lookup of the caller got through before the database went.
    const socketWarnings = logs.filter(
      (line) =>
        line.msg === 'graphql-ws: database unavailable' ||
        (line.msg === 'database unavailable' && line.route === '/ws'),
    )
    expect(socketWarnings.length).toBeGreaterThanOrEqual(1)
    expect(logs.filter((line) => (line.level ?? 0) >= 50).map((line) => line.msg)).toEqual([])
    expect(instance.output()).not.toMatch(/\n\s+at /)
  }, 120_000)

  it('says on /readyz when Redis is the dependency down, then ok once it is back', async () => {
    await redis.kill()
    await expect
      .poll(async () => readiness())
      .toMatchObject({ status: 503, body: { status: 'unavailable', down: ['redis'], redis: { ok: false } } })
    await redis.start()
    await expect.poll(async () => (await readiness()).status, { timeout: 30_000 }).toBe(200)
  }, 60_000)
})
