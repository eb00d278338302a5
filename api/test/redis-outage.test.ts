// Redis (a server of the test's own) goes away for 10 s while two instances carry live traffic:
// every location call still commits (positions are in PostgreSQL; the push goes out when Redis is
// back), pushes resume by themselves, the viewer ends with everyone's latest accepted position,
// and each instance logs the outage once instead of once per client and retry.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { type Instance, signInDirect, startInstance } from '../../tests/helpers/instances.js'
import { startOwnRedis } from '../../tests/helpers/own-services.js'
import { createTestDatabase, postgresAvailable, servicesRequired } from '../../tests/helpers/services.js'
import { watchPositions } from '../../tests/helpers/streams.js'
import { closeDatabase, openDatabase, prisma } from '../src/core/db.js'

const outageMs = 10_000

/** pino's levels: 40 warn, 50 error. */
const complaints = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((entry) => entry.level >= 40)

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

  it('commits every position, resumes pushes within 5 s, loses nothing and logs it once', async () => {
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
    await stream.until(() => senders.every((s) => (stream.latest.get(recordOf(s.userId)) ?? 0) >= 2))

    const logsBefore = instances.map((i) => i.output().length)
    await redis.kill()
    // A position whose publish is lost for good (saved, then its instance died before Redis was
    // back): only the catch-up from the database can bring it to the viewer.
    const lost = await prisma().participant.update({
      where: { id: recordOf(viewer.userId) },
      data: { lat: 48.5, lon: 2.3, lastUpdated: new Date(), locationSequence: { increment: 1 } },
    })
    await new Promise((resolve) => setTimeout(resolve, outageMs))
    const acceptedDuringOutage = [...accepted.values()].reduce((sum, n) => sum + n, 0)
    await redis.start()
    const back = Date.now()

    // Resumed: the viewer is given a position accepted after Redis came back.
    await stream.until(() => stream.seen.some((p) => (acceptedAt.get(`${p.participantId}:${p.sequence}`) ?? 0) > back))
    const resumedMs = Date.now() - back
    sending = false
    await Promise.all(loops)
    // Everyone's last accepted position reaches the viewer (pushed, or caught up from the database).
    accepted.set(lost.id, lost.locationSequence)
    await stream.until(() => [...accepted].every(([id, sequence]) => stream.latest.get(id) === sequence))

    const outageLogs = instances.map((instance, i) => complaints(instance.output().slice(logsBefore[i])))
    const total = [...accepted.values()].reduce((sum, n) => sum + n, 0)
    console.log(
      `Redis down ${outageMs / 1000} s: ${total} positions accepted (${refused.length} refused with 503), ` +
        `pushes resumed after ${(resumedMs / 1000).toFixed(1)} s, ` +
        `warnings+errors logged per instance: ${outageLogs.map((l) => l.length).join(', ')}`,
    )
    expect(acceptedDuringOutage).toBeGreaterThan(0)
    expect(resumedMs).toBeLessThan(5000)
    expect(stream.backwards).toBe(0)
    for (const logs of outageLogs) {
      expect(logs.map((l) => l.msg)).toEqual([expect.stringMatching(/^Redis unreachable/)])
    }
    for (const instance of instances) expect(instance.output()).toMatch(/Redis reachable again/)
    await stream.close()
  }, 60_000)
})
