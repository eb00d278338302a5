// Both position stores (this process's and Redis's) held to the same cases: positions come back
// exactly as sent with the one before them, sequences rise with positions and deletions and
// start from the clock, a deletion is answered once, and an expired position is gone.
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createMemoryPositions,
  createRedisPositions,
  type PositionPut,
  type PositionStore,
  sequenceFloor,
} from '../src/live/position-store.service.js'

const redis = new Redis('redis://127.0.0.1:6379')
// Ready before the first case: the store refuses writes while its client is not.
beforeAll(() => redis.ping())
afterAll(() => redis.disconnect())

const gather = () => crypto.randomUUID()

function put(meetupId: string, participantId: string, at: number, overrides: Partial<PositionPut> = {}): PositionPut {
  return {
    participantId,
    meetupId,
    userId: participantId,
    lat: 12.345678901234567,
    lon: -98.76543210987654,
    accuracy: 8,
    capturedAt: at - 1000,
    precision: 'exact',
    lastUpdated: at,
    expiresAt: at + 60 * 60_000,
    steps: 1,
    ...overrides,
  }
}

const stores: [string, () => PositionStore][] = [
  ['in this process', () => createMemoryPositions()],
  ['in Redis', () => createRedisPositions(redis, `store-test-${Date.now()}`)],
]

describe.each(stores)('the position store %s', (_name, make) => {
  it('holds a position exactly as sent, with the one before it, numbered from the clock', async () => {
    const store = make()
    const [meetupId, ana, ben] = [gather(), crypto.randomUUID(), crypto.randomUUID()]
    const now = Date.now()
    const floor = sequenceFloor(now)
    const [first] = await store.put([put(meetupId, ana, now)])
    expect(first?.first).toBe(true)
    expect(first?.held.sequence).toBeGreaterThanOrEqual(floor + 1)
    expect(first?.held.sequence).toBeLessThanOrEqual(sequenceFloor(Date.now()) + 1)
    const [second] = await store.put([put(meetupId, ana, now + 5000, { lat: 12.5, lon: -98.5, steps: 3 })])
    expect(second).toMatchObject({ first: false, held: { sequence: (first?.held.sequence ?? 0) + 3 } })
    expect(second?.held.previous).toEqual({ lat: 12.345678901234567, lon: -98.76543210987654, at: now })

    const held = await store.read(meetupId, [ana, ben])
    expect([...held.keys()]).toEqual([ana])
    expect(held.get(ana)).toEqual({ sequence: second?.held.sequence, position: second?.held })
  })

  it('numbers a deletion after the last position, answers it once, and goes on from it', async () => {
    const store = make()
    const [meetupId, ana, ben] = [gather(), crypto.randomUUID(), crypto.randomUUID()]
    const [sent] = await store.put([put(meetupId, ana, Date.now())])
    const sequence = sent?.held.sequence ?? 0
    expect(await store.clear(meetupId, [ana, ben])).toEqual(new Map([[ana, sequence + 1]]))
    expect(await store.read(meetupId, [ana])).toEqual(new Map([[ana, { sequence: sequence + 1, position: null }]]))
    // Nothing held any more, and its deletion answered: nothing to answer, at its expiry too.
    expect(await store.clear(meetupId, [ana])).toEqual(new Map())
    expect(await store.clear(meetupId, [ana], true)).toEqual(new Map())
    const [again] = await store.put([put(meetupId, ana, Date.now())])
    expect(again).toMatchObject({ first: true, held: { sequence: sequence + 2, previous: null } })
  })

  it('holds nothing past its expiry, and answers the expiry once', async () => {
    const store = make()
    const [meetupId, ana] = [gather(), crypto.randomUUID()]
    const now = Date.now()
    const [sent] = await store.put([put(meetupId, ana, now - 3000, { expiresAt: now - 1000 })])
    const sequence = sent?.held.sequence ?? 0
    const held = await store.read(meetupId, [ana])
    expect(held.get(ana)).toEqual({ sequence, position: null })
    // Gone by itself: only the expiry's own call answers it, and only once.
    expect(await store.clear(meetupId, [ana])).toEqual(new Map())
    expect(await store.clear(meetupId, [ana], true)).toEqual(new Map([[ana, sequence + 1]]))
    expect(await store.clear(meetupId, [ana], true)).toEqual(new Map())
    expect((await store.read(meetupId, [ana])).get(ana)?.sequence).toBe(sequence + 1)
  })
})

it('in this process, drops expired positions once a minute, and sequences a day after their last change', async () => {
  let clock = Date.now()
  const store = createMemoryPositions(() => clock)
  const meetupId = gather()
  const ids = [crypto.randomUUID(), crypto.randomUUID()]
  await store.put(ids.map((id) => put(meetupId, id, clock, { expiresAt: clock + 90_000 })))
  expect(store.size()).toBe(2)
  clock += 2 * 60_000
  expect((await store.read(meetupId, ids)).get(ids[0] as string)?.position).toBeNull()
  clock += 24 * 60 * 60_000
  await store.put([put(meetupId, crypto.randomUUID(), clock)])
  expect(store.size()).toBe(1)
})

it('in Redis, refuses a write with 503 while out of reach and finds nothing held', async () => {
  const away = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0 })
  away.on('error', () => {})
  await new Promise((resolve) => away.once('reconnecting', resolve))
  const store = createRedisPositions(away, 'store-test-away')
  const meetupId = gather()
  const error = await store.put([put(meetupId, crypto.randomUUID(), Date.now())]).catch((e: unknown) => e)
  expect(error).toMatchObject({ status: 503, retryAfterSeconds: 2 })
  expect(await store.read(meetupId, [crypto.randomUUID()])).toEqual(new Map())
  away.disconnect()
})

it('in Redis, keeps a gather’s keys in one hash slot (one MGET on a cluster) and expires them by themselves', async () => {
  const prefix = `store-test-${Date.now()}`
  const store = createRedisPositions(redis, prefix)
  const meetupId = gather()
  const ids = [crypto.randomUUID(), crypto.randomUUID()]
  const now = Date.now()
  await store.put(ids.map((id) => put(meetupId, id, now)))
  const keys = await redis.keys(`${prefix}:*`)
  expect(keys).toHaveLength(4)
  // Redis hashes only what is between the first { and the next }: the same text, the same slot.
  expect(new Set(keys.map((key) => key.match(/\{([^}]+)\}/)?.[1]))).toEqual(new Set([meetupId]))
  for (const key of keys.filter((k) => k.includes(':pos:'))) {
    expect(await redis.pexpiretime(key)).toBe(now + 60 * 60_000)
  }
  for (const key of keys.filter((k) => k.includes(':seq:')))
    expect(await redis.pttl(key)).toBeGreaterThan(23 * 3600_000)
})
