// PostgreSQL failing in the ways a restart does not show, under an instance run as `npm start`
// runs it, on a cluster of the test's own: refusing this database, ending its connections, and
// hanging. To every caller each is the same outage: REST 503 with Retry-After, GraphQL
// DATABASE_UNAVAILABLE (HTTP 503), graphql-ws and /ws closed with 1013 (which clients retry),
// within 5 s even when the database answers nothing; one warning line per failure, never a 500 or
// a stack; service comes back by itself.
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type Instance, startInstance } from '../../tests/helpers/instances.js'
import { type OwnPostgres, startOwnPostgres } from '../../tests/helpers/own-services.js'
import { createSession, sessionCookieName } from '../src/accounts/session.service.js'
import { closeDatabase, openDatabase, prisma } from '../src/core/db.js'

let postgres: OwnPostgres
let instance: Instance
let dataDir: string
let cookieHeader: string

const cookieName = sessionCookieName('http://localhost')
// A session nobody has: looked up in the database on every request (a known one is cached).
const unknownSession = () => `${cookieName}=${crypto.randomUUID()}`

beforeAll(async () => {
  postgres = await startOwnPostgres()
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-pg-faults-'))
  instance = await startInstance({ DATABASE_URL: postgres.url, DATA_DIR: dataDir })
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
  cookieHeader = `${cookieName}=${token}`
  await closeDatabase()
}, 300_000)

afterAll(async () => {
  await instance?.stop()
  await postgres?.destroy()
  await rm(dataDir, { recursive: true, force: true })
})

// Bounds every request, so that a server that hangs fails the test instead of stalling it.
const giveUpMs = 15_000
const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now()
  const value = await work()
  return { ms: performance.now() - started, ...value }
}
const rest = (cookie: string) =>
  timed(async () => {
    const response = await fetch(`${instance.url}/api/meetups/my`, {
      headers: { cookie },
      signal: AbortSignal.timeout(giveUpMs),
    })
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() }
  })
const myGathers = '{ viewer { id activeMeetups(first: 5) { edges { node { id } } } } }'
const graphql = (cookie: string) =>
  timed(async () => {
    const response = await fetch(`${instance.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', cookie },
      body: JSON.stringify({ query: myGathers }),
      signal: AbortSignal.timeout(giveUpMs),
    })
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() }
  })
/** A graphql-ws connection_init, which reads the session: how the server closes it. */
const graphqlWs = (cookie: string) =>
  timed(async () => {
    const socket = new WebSocket(`${instance.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { cookie },
    })
    await once(socket, 'open')
    socket.send(JSON.stringify({ type: 'connection_init' }))
    const giveUp = setTimeout(() => socket.terminate(), giveUpMs)
    const [code, reason] = await once(socket, 'close')
    clearTimeout(giveUp)
    return { close: [code, String(reason)] }
  })
/** A /ws socket, whose caller is its upgrade's: how the server closes it. */
const liveWs = (cookie: string) =>
  timed(async () => {
    const socket = new WebSocket(`${instance.url.replace(/^http/, 'ws')}/ws`, { headers: { cookie } })
    const giveUp = setTimeout(() => socket.terminate(), giveUpMs)
    const [code, reason] = await once(socket, 'close')
    clearTimeout(giveUp)
    return { close: [code, String(reason)] }
  })
const readiness = async () => (await fetch(`${instance.url}/readyz`)).status

const unavailable = 'The database is unavailable right now; try again shortly'

/** Every face answers the outage, each within `withinMs`, and the server logs it as warnings only. */
async function expectUnavailable(withinMs: number) {
  const logged = instance.logs().length
  const printed = instance.output().length
  const [knownRest, unknownRest, knownGraphql, unknownGraphql, socket, live] = await Promise.all([
    rest(cookieHeader),
    rest(unknownSession()),
    graphql(cookieHeader),
    graphql(unknownSession()),
    graphqlWs(unknownSession()),
    liveWs(unknownSession()),
  ])
  for (const answer of [knownRest, unknownRest]) {
    expect(answer).toMatchObject({ status: 503, retryAfter: '5', body: { error: unavailable, message: unavailable } })
  }
  for (const answer of [knownGraphql, unknownGraphql]) {
    expect(answer).toMatchObject({ status: 503, retryAfter: '5' })
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ message: unavailable, extensions: { code: 'DATABASE_UNAVAILABLE' } }),
    ])
  }
  expect(socket.close).toEqual([1013, 'Database unavailable'])
  expect(live.close).toEqual([1013, 'Database unavailable'])
  const times = { knownRest, unknownRest, knownGraphql, unknownGraphql, socket, live }
  for (const [face, answer] of Object.entries(times)) expect(answer.ms, face).toBeLessThan(withinMs)
  // One warning per failure (the lines come through the child's pipe, maybe after the answers).
  const warnings = () =>
    instance
      .logs()
      .slice(logged)
      .filter((line) => /database unavailable/.test(line.msg ?? ''))
  await expect.poll(() => warnings().length).toBeGreaterThanOrEqual(6)
  const logs = instance.logs().slice(logged)
  expect(logs.filter((line) => (line.level ?? 0) >= 50).map((line) => line.msg)).toEqual([])
  expect(instance.output().slice(printed)).not.toMatch(/\n\s+at /)
}

async function expectServing() {
  await expect.poll(readiness, { timeout: 30_000 }).toBe(200)
  expect(await rest(cookieHeader)).toMatchObject({ status: 200 })
  expect(await rest(unknownSession())).toMatchObject({ status: 401 })
  expect((await graphql(cookieHeader)).body.data.viewer.activeMeetups.edges).toEqual([])
}

/** The backends serving the instance (every connection to its database but `except`). */
const terminateBackends = (except = 0) =>
  postgres.admin(
    `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = 'gather' AND pid <> ${except}`,
  )

describe('PostgreSQL failing under a running instance', () => {
  it('refusing this database (ALLOW_CONNECTIONS false, its connections ended): 503 everywhere, then serves again', async () => {
    await expectServing()
    await postgres.admin('ALTER DATABASE gather ALLOW_CONNECTIONS false')
    await terminateBackends()
    try {
      await expectUnavailable(5000)
    } finally {
      await postgres.admin('ALTER DATABASE gather ALLOW_CONNECTIONS true')
    }
    await expectServing()
  }, 60_000)

  describe('with a table locked by another session', () => {
    let locker: pg.Client
    let lockerPid: number
    const lock = async () => {
      locker = new pg.Client({ connectionString: postgres.url })
      await locker.connect()
      lockerPid = (await locker.query('SELECT pg_backend_pid() AS pid')).rows[0].pid
      await locker.query('BEGIN')
      // Every table the requests below read: the session lookup, and the gathers of a cached session.
      await locker.query('LOCK TABLE "Session", "User", "Meetup", "Participant" IN ACCESS EXCLUSIVE MODE')
    }
    const unlock = () => locker?.end()
    const waitingOnTheLock = async () =>
      Number(
        await postgres.admin(
          `SELECT count(*) FROM pg_stat_activity WHERE datname = 'gather' AND wait_event_type = 'Lock' AND pid <> ${lockerPid}`,
        ),
      )

    it('connections ended under statements in flight: those answer 503, the next ones are served', async () => {
      await lock()
      try {
        const answers = Promise.all([rest(unknownSession()), graphql(unknownSession())])
        await expect.poll(waitingOnTheLock).toBeGreaterThanOrEqual(2)
        await terminateBackends(lockerPid)
        for (const answer of await answers) expect(answer).toMatchObject({ status: 503, retryAfter: '5' })
      } finally {
        await unlock()
      }
      expect(await rest(unknownSession())).toMatchObject({ status: 401 })
      await expectServing()
    }, 60_000)

    it('statements that wait longer than the statement timeout: 503 within 5 s, then serves again', async () => {
      await lock()
      try {
        await expectUnavailable(5000)
      } finally {
        await unlock()
      }
      await expectServing()
    }, 60_000)
  })

  it('a server that answers nothing (every process stopped): 503 within 5 s, then serves again', async () => {
    await expectServing()
    await postgres.pause()
    try {
      await expectUnavailable(5000)
    } finally {
      await postgres.resume()
    }
    await expectServing()
  }, 60_000)
})
