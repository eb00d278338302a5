// Two deployments on one Redis server, each with its own database and its own Redis database
// number, run as `npm start` runs them. Pub/sub ignores the number: without a namespace each
// deployment would hear the other's events, and a sign-out in one would end sockets in the other.
// Every channel and key of a deployment starts with its REDIS_PREFIX (by default its database's
// name): pub/sub, BullMQ's queues, the rate limiters.
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type Instance, startInstance } from '../../tests/helpers/instances.js'
import { type OwnRedis, startOwnRedis } from '../../tests/helpers/own-services.js'
import { createTestDatabase, postgresAvailable, servicesRequired } from '../../tests/helpers/services.js'
import { hashToken, sessionCookieName } from '../src/accounts/session.service.js'
import { closeDatabase, openDatabase, prisma } from '../src/core/db.js'

type Database = Awaited<ReturnType<typeof createTestDatabase>>

/** A graphql-ws socket signed in with the cookie, acknowledged; `closed` resolves with its close code. */
async function signedInSocket(url: string, cookie: string) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
    headers: { cookie },
  })
  const closed = once(socket, 'close').then(([code]) => code as number)
  const messages: { type: string }[] = []
  let wake = () => {}
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)))
    wake()
  })
  const until = async (type: string) => {
    while (!messages.some((m) => m.type === type)) await new Promise<void>((resolve) => (wake = resolve))
  }
  await once(socket, 'open')
  socket.send(JSON.stringify({ type: 'connection_init' }))
  await until('connection_ack')
  return {
    closed,
    isOpen: () => socket.readyState === socket.OPEN,
    /** A round trip: 'pong' once the server answered a ping, or the close code if it closed instead. */
    pong: () => {
      socket.send(JSON.stringify({ type: 'ping' }))
      return Promise.race([until('pong').then(() => 'pong'), closed])
    },
    close: () => socket.close(),
  }
}

describe.runIf(postgresAvailable || servicesRequired)('two deployments sharing one Redis', () => {
  let redis: OwnRedis
  const databases: Database[] = []
  const instances: Instance[] = []
  let dataDir: string
  // The same session token in both databases (as if two people had drawn it), and one only in B.
  const shared = `shared-${crypto.randomUUID()}`
  const onlyB = `only-b-${crypto.randomUUID()}`
  const cookie = (token: string) => `${sessionCookieName('http://localhost')}=${token}`

  const session = async (url: string, tokens: string[]) => {
    await openDatabase({ databaseUrl: url, dataDir })
    for (const token of tokens) {
      const user = await prisma().user.create({
        data: { email: `${crypto.randomUUID()}@example.com`, displayName: 'Ada', gatherIdSet: true },
      })
      await prisma().session.create({
        data: { tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) },
      })
    }
    await closeDatabase()
  }

  beforeAll(async () => {
    redis = await startOwnRedis([6410, 6419])
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-namespace-'))
    databases.push(await createTestDatabase(), await createTestDatabase())
    const [a, b] = databases as [Database, Database]
    for (const [database, db] of [
      [a, 1],
      [b, 2],
    ] as const) {
      const env = { DATABASE_URL: database.url, REDIS_URL: `${redis.url}/${db}`, DATA_DIR: path.join(dataDir, `${db}`) }
      instances.push(await startInstance(env))
    }
    await session(a.url, [shared])
    await session(b.url, [shared, onlyB])
  }, 120_000)

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()))
    await Promise.all(databases.map((database) => database.drop()))
    await redis?.kill()
    await rm(dataDir, { recursive: true, force: true })
  })

  it("never hears the other's events, and keeps every key under its own namespace", async () => {
    const [a, b] = instances as [Instance, Instance]
    const [namespaceA, namespaceB] = databases.map((database) => new URL(database.url).pathname.slice(1))
    // Every channel published on, whatever the database number.
    const watcher = new Redis(redis.url)
    const channels = new Set<string>()
    watcher.on('pmessage', (_pattern, channel: string) => channels.add(channel))
    await watcher.psubscribe('*')

    const onA = await signedInSocket(a.url, cookie(shared))
    const sharedOnB = await signedInSocket(b.url, cookie(shared))
    const onlyOnB = await signedInSocket(b.url, cookie(onlyB))
    const signOut = (url: string, token: string) =>
      fetch(`${url}/api/logout`, { method: 'POST', headers: { cookie: cookie(token), 'x-graphql-csrf': '1' } })
    // A's sign-out ends A's socket; then B's own sign-out ends B's. B's subscriber gets messages
    // in order, so had it heard A's, it would have ended the shared token's socket on B first.
    await signOut(a.url, shared)
    expect(await onA.closed).toBe(4401)
    await signOut(b.url, onlyB)
    expect(await onlyOnB.closed).toBe(4401)
    expect(await sharedOnB.pong()).toBe('pong')
    expect(sharedOnB.isOpen()).toBe(true)
    sharedOnB.close()

    // A failed sign-in on each: the rate limiters write their counters.
    for (const instance of instances) {
      const answer = await fetch(`${instance.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }),
      })
      expect(answer.status).toBe(401)
    }
    expect([...channels].filter((c) => !c.startsWith(`${namespaceA}:`) && !c.startsWith(`${namespaceB}:`))).toEqual([])
    expect(channels).toContain(`${namespaceA}:sessionsChanged`)
    expect(channels).toContain(`${namespaceB}:sessionsChanged`)
    watcher.disconnect()
    for (const [db, namespace] of [
      [1, namespaceA],
      [2, namespaceB],
    ] as const) {
      const client = new Redis(`${redis.url}/${db}`)
      const keys = await client.keys('*')
      client.disconnect()
      // BullMQ's queues (the sweeps' schedulers are added at start) and the sign-in limiters.
      expect(keys.some((key) => key.startsWith(`${namespace}:rl:signin-ip:`))).toBe(true)
      expect(keys.some((key) => key.startsWith(`${namespace}:retention:`))).toBe(true)
      expect(keys.filter((key) => !key.startsWith(`${namespace}:`))).toEqual([])
    }
  }, 60_000)
})
