// Two app instances (processes as `npm start` runs them) on PostgreSQL and a Redis Cluster of
// three masters of the test's own (REDIS_CLUSTER_NODES): positions cross instances over sharded
// pub/sub, each instance SSUBSCRIBEs only to the gathers its own sockets watch, spread over the
// masters; while a master is down the positions of its gathers are refused (503), and delivery
// resumes once it is back (same node, same slots); BullMQ's keys share one slot.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Cluster } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { type Instance, signInDirect, startInstance } from '../../tests/helpers/instances.js'
import { type OwnCluster, startOwnCluster } from '../../tests/helpers/own-cluster.js'
import { createTestDatabase, postgresAvailable, servicesRequired, uniquePrefix } from '../../tests/helpers/services.js'
import { graphqlSocket, watchPositions } from '../../tests/helpers/streams.js'
import type { RedisTarget } from '../src/core/config.js'
import { closeDatabase, openDatabase } from '../src/core/db.js'
import { createBullmqJobs } from '../src/core/jobs/bullmq.js'
import { queues } from '../src/core/jobs/queues.js'
import { createLogger } from '../src/core/logger.js'

const updateLocation = `mutation($p: ID!, $lat: Float!) {
  updateParticipantLocation(participantId: $p, lat: $lat, lon: -73.97) {
    __typename
    ... on UpdateParticipantLocationPayload { data { sequence } }
    ... on Error { message }
  }
}`

describe.runIf(postgresAvailable || servicesRequired)('two instances on a Redis Cluster', () => {
  let cluster: OwnCluster | undefined
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined
  let dataDir = ''
  let prefix = ''
  const instances: Instance[] = []
  const closers: (() => Promise<unknown>)[] = []

  beforeAll(async () => {
    cluster = await startOwnCluster()
    database = await createTestDatabase()
    prefix = new URL(database.url).pathname.slice(1)
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-cluster-'))
    const env = { DATABASE_URL: database.url, REDIS_CLUSTER_NODES: cluster.nodes, DATA_DIR: dataDir }
    // Both kept even when one fails to start, so that afterAll stops the other.
    const started = await Promise.allSettled([startInstance(env), startInstance(env)])
    for (const outcome of started) if (outcome.status === 'fulfilled') instances.push(outcome.value)
    const failed = started.find((outcome) => outcome.status === 'rejected')
    if (failed) throw failed.reason
    await openDatabase({ databaseUrl: database.url, dataDir })
  }, 90_000)

  afterAll(async () => {
    for (const close of closers.splice(0).reverse()) await close().catch(() => {})
    await Promise.all(instances.map((instance) => instance.stop()))
    await cluster?.destroy()
    await closeDatabase()
    await database?.drop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  let gathers = 0
  /** A gather with a viewer watching on instance A and a sender whose socket is on instance B. */
  async function watchedGather() {
    const [a, b] = instances as [Instance, Instance]
    // Numbered before any await: gathers made at once get names of their own.
    gathers += 1
    const n = gathers
    const viewer = await signInDirect(`Olga${n}`)
    const sender = await signInDirect(`Femi${n}`)
    const meetup = await createMeetupWith(viewer.userId, [sender.userId])
    const record = meetup.participants.find((p) => p.userId === sender.userId)?.id as string
    const stream = watchPositions(a.url, meetup.id, viewer.cookieHeader)
    closers.push(() => stream.close())
    await stream.ready()
    const socket = graphqlSocket(b.url, sender.cookieHeader)
    closers.push(async () => socket.dispose())
    /** The mutation's answer: its payload's type, and the sequence when accepted. */
    const attempt = async (lat: number) => {
      type Answer = { updateParticipantLocation: { __typename: string; data?: { sequence: number } } }
      const operation = socket.subscribe<Answer>(updateLocation, { p: record, lat })
      expect(await operation.ended).toBeNull()
      const answer = operation.events[0]?.updateParticipantLocation
      return { typename: answer?.__typename, sequence: answer?.data?.sequence, results: operation.results }
    }
    const send = async (lat: number) => {
      const { sequence, results } = await attempt(lat)
      if (!sequence) throw new Error(`not accepted: ${JSON.stringify(results)}`)
      return sequence
    }
    return { meetup, record, stream, send, attempt }
  }

  /** Each master's sharded channels of this deployment's position streams. */
  async function shardChannels() {
    const ports = cluster?.ports ?? []
    const lists = await Promise.all(
      ports.map((port) => cluster?.cli(port, 'pubsub', 'shardchannels', `${prefix}:participantLocationUpdated:*`)),
    )
    return new Map(ports.map((port, i) => [port, (lists[i] ?? '').split('\n').filter(Boolean)]))
  }

  const channelOf = (meetupId: string) => `${prefix}:participantLocationUpdated:{${meetupId}}`

  it('delivers a position sent over a socket on instance B to a viewer on instance A', async () => {
    const { meetup, record, stream, send } = await watchedGather()
    const sequence = await send(40.75)
    await stream.until(() => stream.latest.get(record) === sequence)
    // The ETA rules' recent fixes are kept on the cluster too, under the single-node key name, and
    // so is the position, under its gather's hash tag, expiring by itself.
    const client = new Cluster(cluster?.ports.map((port) => ({ host: '127.0.0.1', port })) ?? [])
    try {
      expect(await client.pttl(`${prefix}:track:${record}`)).toBeGreaterThan(10 * 60_000)
      const [held] = ((await client.get(`${prefix}:pos:{${meetup.id}}:${record}`)) ?? '').split('\n')
      expect(JSON.parse(held ?? 'null')).toMatchObject({ lat: 40.75, lon: -73.97 })
      expect(await client.pttl(`${prefix}:pos:{${meetup.id}}:${record}`)).toBeGreaterThan(60 * 60_000)
    } finally {
      client.disconnect()
    }
  })

  it("spreads gathers' channels over the masters, each subscribed by the one instance watching it", async () => {
    const gathers = await Promise.all(Array.from({ length: 8 }, () => watchedGather()))
    const byNode = await shardChannels()
    const homes = gathers.map(({ meetup }) =>
      [...byNode].filter(([, channels]) => channels.includes(channelOf(meetup.id))).map(([port]) => port),
    )
    // Each gather's channel on exactly one master, and not all of them on the same one.
    for (const home of homes) expect(home).toHaveLength(1)
    expect(new Set(homes.flat()).size).toBeGreaterThan(1)
    // Only instance A watches these gathers: one subscriber per channel.
    for (const [i, { meetup }] of gathers.entries()) {
      const counts = await cluster?.cli(homes[i]?.[0] ?? 0, 'pubsub', 'shardnumsub', channelOf(meetup.id))
      expect(counts?.split('\n').filter(Boolean)).toEqual([channelOf(meetup.id), '1'])
    }
  })

  it('refuses positions of a gather whose master is down, then delivers again once it is back', async () => {
    const [a] = instances as [Instance, Instance]
    const { meetup, record, stream, send, attempt } = await watchedGather()
    const home = [...(await shardChannels())].find(([, channels]) => channels.includes(channelOf(meetup.id)))?.[0]
    if (!home || !cluster) throw new Error(`no master lists ${channelOf(meetup.id)}`)
    const first = await send(40.7)
    await stream.until(() => stream.latest.get(record) === first)

    expect(a.output()).not.toMatch(/Redis unreachable/)
    await cluster.stop(home)
    // Instance A's subscriber connection to that master noticed.
    await a.printed('Redis unreachable')
    // The gather's positions live on that master (its hash tag): one sent meanwhile is refused,
    // for the phone to send again.
    expect(await attempt(40.71)).toMatchObject({ typename: 'ServiceUnavailableError' })
    await cluster.start(home)
    await cluster.healthy()

    // The master came back empty: the person's numbers start again from the clock, above the last.
    const next = await send(40.72)
    expect(next).toBeGreaterThan(first)
    await stream.until(() => stream.latest.get(record) === next)
    expect(stream.backwards).toBe(0)
    await a.printed('Redis reachable again')
    // One line when the master went away and one when it was back, not one per retry.
    const outage = a.logs().filter((entry) => /^Redis (unreachable|reachable again)/.test(entry.msg ?? ''))
    expect(outage.map((entry) => entry.msg?.split(':')[0])).toEqual(['Redis unreachable', 'Redis reachable again'])
  }, 60_000)

  it('runs a BullMQ job on the cluster, every key of the queues on one master', async () => {
    const target: RedisTarget = {
      mode: 'cluster',
      variable: 'REDIS_CLUSTER_NODES',
      nodes: cluster?.ports.map((port) => ({ host: '127.0.0.1', port })) ?? [],
      tls: false,
    }
    const namespace = uniquePrefix()
    const jobs = createBullmqJobs(target, createLogger('silent'), namespace)
    closers.push(() => jobs.close())
    const ran = new Promise((resolve) => jobs.register(queues.mail, async (data) => resolve(data)))
    await jobs.add(queues.mail, { to: 'olga@example.com' }, { jobId: 'cluster-mail' })
    expect(await ran).toEqual({ to: 'olga@example.com' })
    await jobs.idle()
    const holders = []
    for (const port of cluster?.ports ?? []) {
      const keys = (await cluster?.cli(port, '--scan', '--pattern', `{${namespace}}:*`))?.split('\n').filter(Boolean)
      if (keys?.length) holders.push(port)
    }
    expect(holders).toHaveLength(1)
  })
})
