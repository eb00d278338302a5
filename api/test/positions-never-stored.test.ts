// The promise that shared positions never touch the disk. After a live session with several
// people moving (positions over REST and the socket, a viewer receiving them), neither a dump of
// the database nor its WAL since the start (PostgreSQL, scaled out on Redis) nor the embedded
// database's files (PGlite) hold any coordinate sent, as text or as a float8; and no table has a
// column for a person's coordinates.
import { execFile } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { graphql } from '../../tests/helpers/graphql.js'
import { rest } from '../../tests/helpers/http.js'
import { type OwnPostgres, type OwnRedis, startOwnPostgres, startOwnRedis } from '../../tests/helpers/own-services.js'
import { watchPositions } from '../../tests/helpers/streams.js'
import { prisma } from '../src/core/db.js'

const run = promisify(execFile)
const pgBin = process.env.TEST_PG_BIN ?? '/usr/lib/postgresql/15/bin'

/** Distinctive coordinates (nothing else in the app holds these digits): person i, move j. */
const sent = (i: number, j: number) => ({ lat: 12.3456789 + i * 0.0011 + j * 0.000101, lon: -98.7654321 - i * 0.0013 })

/** Each coordinate as the text a dump or a log would print, and as a float8's bytes (either endianness). */
function patternsOf(values: number[]) {
  return values.flatMap((value) => {
    const bytes = Buffer.alloc(8)
    bytes.writeDoubleLE(value)
    return [
      { name: `${value} as text`, bytes: Buffer.from(String(value).slice(0, 9)) },
      { name: `${value} as float8`, bytes },
      { name: `${value} as float8 (big-endian)`, bytes: Buffer.from(bytes).reverse() },
    ]
  })
}
type Pattern = ReturnType<typeof patternsOf>[number]

/** The files under `dir` (recursively) in which any of `patterns` occurs. */
async function filesHolding(dir: string, patterns: Pattern[]) {
  const found: string[] = []
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    const content = await readFile(file)
    for (const pattern of patterns) if (content.includes(pattern.bytes)) found.push(`${file}: ${pattern.name}`)
  }
  return found
}

/** Three people move five times each (REST and the mutation); the organiser watches every move arrive. */
async function liveSession(app: TestApp) {
  const olga = await app.signIn({ displayName: 'Olga' })
  const others = [await app.signIn({ displayName: 'Femi' }), await app.signIn({ displayName: 'Ines' })]
  const meetup = await createMeetupWith(
    olga.userId,
    others.map((o) => o.userId),
  )
  const people = [olga, ...others].map((person) => ({
    ...person,
    record: meetup.participants.find((p) => p.userId === person.userId)?.id as string,
  }))
  const viewer = watchPositions(app.url, meetup.id, olga.cookieHeader)
  await viewer.ready()
  const values: number[] = []
  for (let j = 0; j < 5; j++) {
    for (const [i, person] of people.entries()) {
      const at = sent(i, j)
      values.push(at.lat, at.lon)
      if (j % 2 === 0) {
        const answer = await rest(app.url, 'PATCH', `/api/participants/${person.record}/location`, {
          cookie: person.cookieHeader,
          body: at,
        })
        expect(answer.status).toBe(200)
      } else {
        const answer = await graphql(
          app.url,
          `mutation($p: ID!, $lat: Float!, $lon: Float!) {
            updateParticipantLocation(participantId: $p, lat: $lat, lon: $lon) { __typename }
          }`,
          { p: person.record, ...at },
          person.cookieHeader,
        )
        expect(answer.data).toEqual({ updateParticipantLocation: { __typename: 'UpdateParticipantLocationPayload' } })
      }
    }
  }
  await viewer.until(() => people.every((p) => viewer.seen.filter((s) => s.participantId === p.record).length >= 5))
  await viewer.close()
  // The positions are held, where they belong.
  const held = await app.positions().read(
    meetup.id,
    people.map((p) => p.record),
  )
  expect([...held.values()].map((h) => h.position?.lat)).toEqual(people.map((_, i) => sent(i, 4).lat))
  await app.idle()
  return values
}

/** Columns that could hold a person's coordinates; a gather's venue is a place, not a person. */
async function coordinateColumns() {
  const columns = await prisma().$queryRaw<{ table: string; column: string }[]>`
    SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name ~* '(lat|lon|latitude|longitude|position|coord)'`
  const venue = new Set(['Meetup.locationLat', 'Meetup.locationLon'])
  return columns.map((c) => `${c.table}.${c.column}`).filter((name) => !venue.has(name))
}

describe('positions never touch the disk', () => {
  let app: TestApp | undefined
  let postgres: OwnPostgres | undefined
  let live: OwnRedis | undefined
  afterAll(async () => {
    await app?.stop()
    await postgres?.destroy()
    await live?.kill()
  })

  it('PostgreSQL scaled out on Redis: neither a dump nor the WAL holds a coordinate sent', async () => {
    postgres = await startOwnPostgres()
    // Positions in a Redis of their own without persistence (REDIS_POSITIONS_URL), as deployed.
    live = await startOwnRedis([6470, 6479])
    const walStart = await postgres.admin('SELECT pg_current_wal_lsn()')
    const prefix = `never-stored-${Date.now()}`
    app = await startTestApp({
      database: 'postgres',
      env: {
        DATABASE_URL: postgres.url,
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_POSITIONS_URL: live.url,
        REDIS_PREFIX: prefix,
      },
    })
    expect(await coordinateColumns()).toEqual([])
    const patterns = patternsOf(await liveSession(app))
    // The jobs' Redis (persisted) holds no position nor fix of this deployment; the live one does.
    const keysOf = async (url: string) => {
      const client = new Redis(url)
      try {
        return (await client.keys(`${prefix}:*`)).map((key) => key.split(':')[1])
      } finally {
        client.disconnect()
      }
    }
    const shared = await keysOf('redis://127.0.0.1:6379')
    expect(shared.filter((kind) => kind === 'pos' || kind === 'seq' || kind === 'track')).toEqual([])
    expect(new Set(await keysOf(live.url))).toEqual(new Set(['pos', 'seq', 'track']))
    await app.stop()
    app = undefined
    const dump = await run('pg_dump', ['-h', '127.0.0.1', '-p', String(postgres.port), '-U', 'postgres', 'gather'], {
      maxBuffer: 64 * 1024 * 1024,
      encoding: 'buffer',
    })
    expect(dump.stdout.length).toBeGreaterThan(1000)
    expect(patterns.filter((pattern) => dump.stdout.includes(pattern.bytes)).map((p) => p.name)).toEqual([])
    // Every WAL record written since the session started, rendered with its block data.
    await postgres.admin('CHECKPOINT')
    const walEnd = await postgres.admin('SELECT pg_current_wal_lsn()')
    const wal = path.join(postgres.dataDir, 'pg_wal')
    expect(await filesHolding(wal, patterns)).toEqual([])
    const records = await run(`${pgBin}/pg_waldump`, ['-p', wal, '-s', walStart.trim(), '-e', walEnd.trim()], {
      maxBuffer: 256 * 1024 * 1024,
    })
    expect(records.stdout).toMatch(/Heap/)
  })

  it('PGlite: the embedded database’s files hold no coordinate sent', async () => {
    app = await startTestApp()
    expect(await coordinateColumns()).toEqual([])
    const patterns = patternsOf(await liveSession(app))
    const { dataDir } = app
    // Stopped: the embedded database has written all it will to its files.
    await app.pause()
    expect(await filesHolding(dataDir, patterns)).toEqual([])
    await app.resume()
  })
})
