// An instance dies (SIGKILL) under 300 live viewers: behind a proxy, their sockets come back
// through the other instance with the web client's own reconnect policy, each stream starts
// again with its snapshot, and every position sent afterwards reaches every viewer.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Instance, startInstance } from '../../tests/helpers/instances.js'
import { startOwnRedis } from '../../tests/helpers/own-services.js'
import { startProxy } from '../../tests/helpers/proxy.js'
import { createTestDatabase, postgresAvailable, servicesRequired } from '../../tests/helpers/services.js'
import { watchPositions } from '../../tests/helpers/streams.js'
import { socketRetry } from '../../web/src/relay/socket-retry.js'
import { hashToken, sessionCookieName } from '../src/accounts/session.service.js'
import { closeDatabase, openDatabase, prisma } from '../src/core/db.js'

const gathers = 30
const perGather = 10
const resubscribeWithinMs = 15_000

interface Person {
  participantId: string
  meetupId: string
  cookieHeader: string
}

/** `gathers` gathers of `perGather` accepted participants, every one signed in. */
async function seed(): Promise<Person[]> {
  const cookieName = sessionCookieName('http://localhost')
  const people: Person[] = []
  const expiresAt = new Date(Date.now() + 60 * 60 * 1000)
  for (let g = 0; g < gathers; g++) {
    const users = Array.from({ length: perGather }, (_, i) => ({
      id: crypto.randomUUID(),
      email: `failover-${g}-${i}-${randomBytes(3).toString('hex')}@example.com`,
      displayName: `Person ${g}.${i}`,
      gatherIdSet: true,
    }))
    await prisma().user.createMany({ data: users })
    const meetup = await prisma().meetup.create({
      data: {
        userId: users[0]?.id as string,
        description: `Gather ${g}`,
        locationName: 'Central Park',
        locationLat: 40.78,
        locationLon: -73.97,
        shareableLink: randomBytes(16).toString('base64url'),
        startTime: new Date(Date.now() + 60 * 60 * 1000),
      },
    })
    const participants = users.map((u) => ({
      id: crypto.randomUUID(),
      meetupId: meetup.id,
      userId: u.id,
      invitationStatus: 'accepted' as const,
    }))
    await prisma().participant.createMany({ data: participants })
    const tokens = users.map(() => randomBytes(32).toString('base64url'))
    await prisma().session.createMany({
      data: users.map((u, i) => ({ userId: u.id, tokenHash: hashToken(tokens[i] as string), expiresAt })),
    })
    participants.forEach((p, i) => {
      people.push({ participantId: p.id, meetupId: meetup.id, cookieHeader: `${cookieName}=${tokens[i]}` })
    })
  }
  return people
}

describe.runIf(postgresAvailable || servicesRequired)('an instance killed under 300 live viewers', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let dataDir: string
  let redis: Awaited<ReturnType<typeof startOwnRedis>>
  let proxy: Awaited<ReturnType<typeof startProxy>>
  const instances: Instance[] = []

  beforeAll(async () => {
    database = await createTestDatabase()
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-failover-'))
    redis = await startOwnRedis([6420, 6429])
    const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, DATA_DIR: dataDir }
    instances.push(...(await Promise.all([startInstance(env), startInstance(env)])))
    await openDatabase({ databaseUrl: database.url, dataDir })
    proxy = await startProxy([(instances[0] as Instance).url])
  }, 60_000)

  afterAll(async () => {
    await proxy?.close()
    await Promise.all(instances.map((instance) => instance.stop('SIGKILL')))
    await redis?.kill()
    await closeDatabase()
    await database?.drop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('resubscribes ≥ 99 % of them through the other instance within 15 s; they then get every new position', async () => {
    const [a, b] = instances as [Instance, Instance]
    const people = await seed()
    // Everyone watches their gather through the proxy, which sends them all to A for now.
    const viewers = people.map((p) => ({
      person: p,
      stream: watchPositions(proxy.url, p.meetupId, p.cookieHeader, socketRetry),
    }))
    await Promise.all(viewers.map((v) => v.stream.ready()))
    proxy.setUpstreams([a.url, b.url])
    const senders = people.filter((_, i) => i % perGather === 0)
    const accepted = new Map<string, number[]>()
    const send = async (sender: Person) => {
      const response = await fetch(`${b.url}/api/participants/${sender.participantId}/location`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: sender.cookieHeader },
        body: JSON.stringify({ lat: 40.7 + Math.random() / 10, lon: -73.9 }),
      })
      expect(response.status).toBe(200)
      const { sequence } = (await response.json()) as { sequence: number }
      accepted.set(sender.participantId, [...(accepted.get(sender.participantId) ?? []), sequence])
    }
    await Promise.all(senders.map(send))
    const latestOf = (meetupId: string) => {
      const sender = senders.find((s) => s.meetupId === meetupId) as Person
      return { id: sender.participantId, sequence: accepted.get(sender.participantId)?.at(-1) }
    }
    await Promise.all(
      viewers.map(({ person, stream }) => {
        const { id, sequence } = latestOf(person.meetupId)
        return stream.until(() => stream.latest.get(id) === sequence)
      }),
    )

    a.process.kill('SIGKILL')
    const killed = Date.now()
    const resubscribedAt: number[] = []
    const resubscribed = viewers.map(({ stream }) =>
      stream.until(() => stream.snapshots >= 2).then(() => resubscribedAt.push(Date.now() - killed)),
    )
    await Promise.race([Promise.all(resubscribed), new Promise((resolve) => setTimeout(resolve, resubscribeWithinMs))])
    const share = resubscribedAt.length / viewers.length
    const p99 = [...resubscribedAt].sort((x, y) => x - y)[Math.ceil(viewers.length * 0.99) - 1]
    console.log(
      `${resubscribedAt.length} / ${viewers.length} viewers resubscribed through B within ${resubscribeWithinMs / 1000} s` +
        ` (99 % after ${p99 === undefined ? '—' : (p99 / 1000).toFixed(1)} s)`,
    )
    expect(share).toBeGreaterThanOrEqual(0.99)

    // Every position sent from now on reaches every viewer that came back.
    const before = new Map(senders.map((s) => [s.participantId, accepted.get(s.participantId)?.length ?? 0]))
    for (let round = 0; round < 3; round++) await Promise.all(senders.map(send))
    const back = viewers.filter(({ stream }) => stream.snapshots >= 2)
    await Promise.all(
      back.map(({ person, stream }) => {
        const { id, sequence } = latestOf(person.meetupId)
        return stream.until(() => stream.latest.get(id) === sequence)
      }),
    )
    const missed = back.flatMap(({ person, stream }) => {
      const { id } = latestOf(person.meetupId)
      const fresh = accepted.get(id)?.slice(before.get(id)) ?? []
      return fresh.filter((n) => !stream.seen.some((p) => p.participantId === id && p.sequence === n))
    })
    console.log(`after the failover: ${back.length * 3 - missed.length} / ${back.length * 3} new positions delivered`)
    expect(missed).toEqual([])
    expect(viewers.filter(({ stream }) => stream.backwards > 0)).toEqual([])
    await Promise.all(viewers.map(({ stream }) => stream.close()))
  }, 120_000)
})
