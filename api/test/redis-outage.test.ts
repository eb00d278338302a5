// Redis (a server of the test's own) goes away for 10 s while two instances carry live traffic:
// every location call is still answered (scaled out, positions are kept in Redis: while it is down
// each is refused with 503 and "try again shortly", never a 500), pushes resume by
// themselves, the viewer ends with everyone's latest accepted position, and each instance logs
// the outage once instead of once per client, request and retry.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { type Instance, signInDirect, startInstance } from '../../tests/helpers/instances.js'
import { startOwnRedis } from '../../tests/helpers/own-services.js'
import { createTestDatabase, postgresAvailable, servicesRequired } from '../../tests/helpers/services.js'
import { watchPositions } from '../../tests/helpers/streams.js'
import { closeDatabase, openDatabase } from '../src/core/db.js'

const outageMs = 10_000

/** pino's levels: 40 warn, 50 error. */
const complaints = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; res?: { status: number } })
    .filter((entry) => entry.level >= 40)

/** A request's access line (a 503 is logged at warn level, one per request by design). */
const accessLine = (entry: { msg: string }) => entry.msg === 'request completed'

describe.runIf(postgresAvailable || servicesRequired)('a Redis outage during live traffic', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let dataDir: string
  let redis: Awaited<ReturnType<typeof startOwnRedis>>
  const instances: Instance[] = []

  beforeAll(async () => {
    database = await createTestDatabase()
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-outage-'))
    redis = await startOwnRedis([6420, 6429])
    const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, DATA_DIR: dataDir }
    instances.push(...(await Promise.all([startInstance(env), startInstance(env)])))
    await openDatabase({ databaseUrl: database.url, dataDir })
  }, 60_000)

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop('SIGKILL')))
    await redis?.kill()
    await closeDatabase()
    await database?.drop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('answers every location call, resumes pushes within 5 s, loses nothing and logs it once', async () => {
    const [a, b] = instances as [Instance, Instance]
    const viewer = await signInDirect('Olga')
    const senders = [await signInDirect('Sam'), await signInDirect('Sue')]
    const meetup = await createMeetupWith(
      viewer.userId,
      senders.map((s) => s.userId),
    )
    const recordOf = (userId: string) => meetup.participants.find((p) => p.userId === userId)?.id as string
    const stream = watchPositions(a.url, meetup.id, viewer.cookieHeader)
    await stream.ready()

    const accepted = new Map<string, number>()
    let acceptedCalls = 0
    /** When each (participant, sequence) was accepted. */
    const acceptedAt = new Map<string, number>()
    const refused: string[] = []
    const send = async (person: { userId: string; cookieHeader: string }) => {
      const id = recordOf(person.userId)
      const response = await fetch(`${b.url}/api/participants/${id}/location`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: person.cookieHeader },
        body: JSON.stringify({ lat: 48 + Math.random(), lon: 2.35 }),
      })
      const body = (await response.json()) as { sequence?: number; message?: string }
      if (response.status === 200 && body.sequence) {
        acceptedCalls += 1
        accepted.set(id, Math.max(body.sequence, accepted.get(id) ?? 0))
        acceptedAt.set(`${id}:${body.sequence}`, Date.now())
      } else if (response.status === 503 && body.message) {
        refused.push(body.message)
      } else throw new Error(`location call answered ${response.status} ${JSON.stringify(body)}`)
    }
    let sending = true
    const loops = senders.map(async (person) => {
      while (sending) {
        await send(person)
        await new Promise((resolve) => setTimeout(resolve, 100)) // a phone's pace, not a load test
      }
    })
    // Live traffic flows before the outage.
    const seenOf = (id: string) => stream.seen.filter((p) => p.participantId === id).length
    await stream.until(() => senders.every((s) => seenOf(recordOf(s.userId)) >= 2))

    const logsBefore = instances.map((i) => i.output().length)
    await redis.kill()
    // The outage lasts outageMs; the senders keep sending meanwhile. (Redis comes back empty, as
    // this one keeps nothing on disk: sequences start again from the clock, which has moved on
    // further than the few positions sent before it.)
    const refusedBefore = refused.length
    await new Promise((resolve) => setTimeout(resolve, outageMs))
    const refusedDuringOutage = refused.slice(refusedBefore)
    await redis.start()
    const back = Date.now()

    // Resumed: the viewer is given a position accepted after Redis came back.
    await stream.until(() => stream.seen.some((p) => (acceptedAt.get(`${p.participantId}:${p.sequence}`) ?? 0) > back))
    const resumedMs = Date.now() - back
    sending = false
    await Promise.all(loops)
    // Everyone's last accepted position reaches the viewer (pushed, or caught up from the store).
    await stream.until(() => [...accepted].every(([id, sequence]) => stream.latest.get(id) === sequence))

    const complained = instances.map((instance, i) => complaints(instance.output().slice(logsBefore[i])))
    // The refused calls' access lines say 503, never 500; the outage itself is said once.
    for (const logs of complained) {
      expect(new Set(logs.filter(accessLine).map((l) => l.res?.status))).toEqual(
        new Set(logs.some(accessLine) ? [503] : []),
      )
    }
    const outageLogs = complained.map((logs) => logs.filter((l) => !accessLine(l)))
    console.log(
      `Redis down ${outageMs / 1000} s: ${acceptedCalls} positions accepted (${refused.length} refused with 503), ` +
        `pushes resumed after ${(resumedMs / 1000).toFixed(1)} s, ` +
        `warnings+errors logged per instance: ${outageLogs.map((l) => l.length).join(', ')}`,
    )
    expect(refusedDuringOutage.length).toBeGreaterThan(0)
    expect(new Set(refusedDuringOutage)).toEqual(
      new Set(['Live positions are unavailable for a moment: try again shortly']),
    )
    expect(resumedMs).toBeLessThan(5000)
    expect(stream.backwards).toBe(0)
    for (const logs of outageLogs) {
      expect(logs.map((l) => l.msg)).toEqual([expect.stringMatching(/^Redis unreachable/)])
    }
    for (const instance of instances) expect(instance.output()).toMatch(/Redis reachable again/)
    await stream.close()
  }, 60_000)
})
