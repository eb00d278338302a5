// Where shared positions live: never in the database. In this process for the embedded mode, in
// Redis when scaled out; each position deletes itself when its consent ends (its `expiresAt`:
// two hours after it was sent or the gather's end), and every other end of consent (stop, less
// precision, removal, decline, sign-out, deletion) deletes it at once through `clear`.
// Each person's sequence outlives their position for a day, so a deletion and the next position
// stay ordered; a person with none starts from the clock (seconds since 2026), so a phone's
// positions after a restart of the embedded server are newer than any a map still holds.
import DataLoader from 'dataloader'
import type { SharingPrecision } from '../core/db/prisma.js'
import { ServiceUnavailableError } from '../core/errors.js'
import type { AppRedis } from '../core/redis-client.js'

export interface HeldPosition {
  participantId: string
  meetupId: string
  userId: string
  /** As stored: rounded to about 1 km when approximate. */
  lat: number
  lon: number
  accuracy: number | null
  /** The device's time of the fix (ms), when it said. */
  capturedAt: number | null
  precision: SharingPrecision
  /** When the server received it (ms). */
  lastUpdated: number
  sequence: number
  /** When it deletes itself (ms). */
  expiresAt: number
  /** The position before it, while both were held: the recent pace (travel times). */
  previous: { lat: number; lon: number; at: number } | null
}

/** A position to keep: `steps` positions of the person arrived together, this is the last. */
export type PositionPut = Omit<HeldPosition, 'sequence' | 'previous'> & { steps: number }

/** What is held of a person: their sequence, and their position while they share one. */
export interface Held {
  sequence: number
  position: HeldPosition | null
}

export interface PositionStore {
  /** Keeps each position; answers it as held, and whether the person held none before. */
  put(puts: readonly PositionPut[]): Promise<{ held: HeldPosition; first: boolean }[]>
  /** What is held of these people of one gather (those with nothing held are absent). */
  read(meetupId: string, participantIds: readonly string[]): Promise<Map<string, Held>>
  /**
   * Deletes their positions; answers each deletion with its sequence. `expired`: a position that
   * deleted itself at its expiry is answered too, once (a deletion already answered is not).
   */
  clear(meetupId: string, participantIds: readonly string[], expired?: boolean): Promise<Map<string, number>>
}

/** A sequence is kept a day after the person's last position or deletion. */
export const sequenceTtlMs = 24 * 60 * 60 * 1000
const clockEpochMs = Date.UTC(2026, 0, 1)
/** The sequence a person without one starts from. */
export const sequenceFloor = (nowMs: number) => Math.max(0, Math.floor((nowMs - clockEpochMs) / 1000))

/** Positions cannot be kept while the store (Redis) is out of reach: the phone sends again. */
export const storeUnavailable = () =>
  new ServiceUnavailableError('Live positions are unavailable for a moment: try again shortly', 2)

/** The people of one gather whose position is held now. */
export async function heldPositions(store: PositionStore, meetupId: string, participantIds: readonly string[]) {
  const held = await store.read(meetupId, participantIds)
  const positions = new Map<string, HeldPosition>()
  for (const [id, { position }] of held) if (position) positions.set(id, position)
  return positions
}

export function createMemoryPositions(now: () => number = Date.now): PositionStore & { size(): number } {
  // `announced`: the last thing numbered was a deletion that `clear` answered.
  const people = new Map<
    string,
    { sequence: number; until: number; position: HeldPosition | null; announced?: boolean }
  >()
  let swept = now()
  // Expired entries are dropped as they are met and, once a minute, all at once.
  const sweep = (t: number) => {
    if (t - swept < 60_000) return
    swept = t
    for (const [id, entry] of people) {
      if (entry.until <= t) people.delete(id)
      else if (entry.position && entry.position.expiresAt <= t) entry.position = null
    }
  }
  const current = (id: string, t: number) => {
    const entry = people.get(id)
    if (!entry || entry.until <= t) return undefined
    if (entry.position && entry.position.expiresAt <= t) entry.position = null
    return entry
  }
  return {
    async put(puts) {
      const t = now()
      sweep(t)
      return puts.map(({ steps, ...put }) => {
        const entry = current(put.participantId, t)
        const old = entry?.position ?? null
        const sequence = (entry?.sequence ?? sequenceFloor(t)) + steps
        const previous = old ? { lat: old.lat, lon: old.lon, at: old.lastUpdated } : null
        const held = { ...put, sequence, previous }
        people.set(put.participantId, { sequence, until: t + sequenceTtlMs, position: held })
        return { held, first: old === null }
      })
    },
    async read(_meetupId, ids) {
      const t = now()
      const found = new Map<string, Held>()
      for (const id of ids) {
        const entry = current(id, t)
        if (entry) found.set(id, { sequence: entry.sequence, position: entry.position })
      }
      return found
    },
    async clear(_meetupId, ids, expired = false) {
      const t = now()
      const cleared = new Map<string, number>()
      for (const id of ids) {
        const entry = current(id, t)
        if (!entry?.position && (!expired || entry?.announced)) continue
        const sequence = (entry?.sequence ?? sequenceFloor(t)) + 1
        people.set(id, { sequence, until: t + sequenceTtlMs, position: null, announced: true })
        cleared.set(id, sequence)
      }
      return cleared
    },
    size: () => people.size,
  }
}

// Both keys of a person share the gather's hash tag: on a Redis Cluster a gather's positions sit
// in one slot, so reading them all is one MGET, and each script's keys are on one node. A
// position's value is its JSON, a newline, and the JSON of the one before it (JSON has no raw
// newline): the JSON is JavaScript's own, so the coordinates come back exactly as sent. A
// sequence is stored negative after a deletion `clear` answered, so an expiry is answered once.
const putScript = `
local old = redis.call('GET', KEYS[1])
local sequence = math.abs(tonumber(redis.call('GET', KEYS[2]) or ARGV[2])) + tonumber(ARGV[3])
local before = old and string.match(old, '^[^\\n]*') or ''
redis.call('SET', KEYS[1], ARGV[1] .. '\\n' .. before, 'PXAT', ARGV[4])
redis.call('SET', KEYS[2], sequence, 'PX', ARGV[5])
return { sequence, before }`

const clearScript = `
local had = redis.call('DEL', KEYS[1])
local stored = tonumber(redis.call('GET', KEYS[2]) or ARGV[2])
if had == 0 and (ARGV[1] ~= '1' or stored < 0) then return false end
local sequence = math.abs(stored) + 1
redis.call('SET', KEYS[2], -sequence, 'PX', ARGV[3])
return sequence`

/**
 * Redis (or the cluster's master of a gather) out of reach: its client gave up retrying, or the
 * connection dropped under the command. The outage itself is logged once by the health watch, not
 * per request. (Not redis-health.ts: the embedded mode loads no ioredis.)
 */
function outOfReach(error: unknown) {
  const { name, message } = (error ?? {}) as { name?: string; message?: string }
  return (
    name === 'MaxRetriesPerRequestError' ||
    /Connection is closed|Stream isn't writeable|connect ECONN|Socket closed unexpectedly|Cluster redirections|CLUSTERDOWN|TRYAGAIN/.test(
      message ?? '',
    )
  )
}

/** A write that met Redis out of reach: the caller is told to try again shortly (503). */
function unreachable(error: unknown): never {
  throw outOfReach(error) ? storeUnavailable() : error
}

type ScriptedRedis = AppRedis & {
  gatherPutPosition(pos: string, seq: string, ...args: (string | number)[]): Promise<[number, string]>
  gatherClearPosition(pos: string, seq: string, ...args: (string | number)[]): Promise<number | null>
}

type Kept = Omit<HeldPosition, 'sequence' | 'previous'>

/** A held position from its stored value and sequence. */
function heldOf(value: string, sequence: number): HeldPosition {
  const [current, before] = value.split('\n') as [string, string | undefined]
  const kept = JSON.parse(current) as Kept
  const old = before ? (JSON.parse(before) as Kept) : null
  return { ...kept, sequence, previous: old ? { lat: old.lat, lon: old.lon, at: old.lastUpdated } : null }
}

/** Positions in Redis under `<prefix>:pos:{<gather>}:<participant>`, sequences under `…:seq:…`. */
export function createRedisPositions(redis: AppRedis, prefix: string): PositionStore {
  redis.defineCommand('gatherPutPosition', { numberOfKeys: 2, lua: putScript })
  redis.defineCommand('gatherClearPosition', { numberOfKeys: 2, lua: clearScript })
  const scripted = redis as ScriptedRedis
  const pos = (meetupId: string, id: string) => `${prefix}:pos:{${meetupId}}:${id}`
  const seq = (meetupId: string, id: string) => `${prefix}:seq:{${meetupId}}:${id}`
  // While Redis is out of reach: a write fails at once (the phone sends again), a read finds
  // nothing held (the screens say they are waiting for positions). A first connection is waited for.
  const away = () => redis.status === 'reconnecting' || redis.status === 'close' || redis.status === 'end'
  return {
    put(puts) {
      if (away()) return Promise.reject(storeUnavailable())
      return Promise.all(
        puts.map(async ({ steps, ...put }) => {
          const { participantId: id, meetupId } = put
          const text = JSON.stringify(put)
          const floor = sequenceFloor(Date.now())
          const [sequence, before] = await scripted
            .gatherPutPosition(pos(meetupId, id), seq(meetupId, id), text, floor, steps, put.expiresAt, sequenceTtlMs)
            .catch(unreachable)
          return { held: heldOf(`${text}\n${before}`, sequence), first: before === '' }
        }),
      )
    },
    async read(meetupId, ids) {
      const found = new Map<string, Held>()
      if (ids.length === 0 || away()) return found
      const values = await redis
        .mget(...ids.map((id) => pos(meetupId, id)), ...ids.map((id) => seq(meetupId, id)))
        .catch((error: unknown) => {
          if (outOfReach(error)) return []
          throw error
        })
      ids.forEach((id, i) => {
        const value = values[i]
        const sequence = Math.abs(Number(values[ids.length + i]))
        if (!values[ids.length + i]) return
        found.set(id, { sequence, position: value ? heldOf(value, sequence) : null })
      })
      return found
    },
    async clear(meetupId, ids, expired = false) {
      const cleared = new Map<string, number>()
      if (ids.length === 0) return cleared
      const floor = sequenceFloor(Date.now())
      const answers = await Promise.all(
        ids.map((id) =>
          scripted.gatherClearPosition(pos(meetupId, id), seq(meetupId, id), expired ? '1' : '0', floor, sequenceTtlMs),
        ),
      ).catch(unreachable)
      answers.forEach((sequence, i) => {
        if (sequence !== null) cleared.set(ids[i] as string, Number(sequence))
      })
      return cleared
    },
  }
}

/** One read per gather for what many fields of one response ask (DataLoader), keyed `<gather>:<participant>`. */
export function heldLoader(store: PositionStore) {
  return new DataLoader<string, Held | null>(async (keys) => {
    const byGather = new Map<string, string[]>()
    for (const key of keys) {
      const [meetupId, id] = key.split(':') as [string, string]
      byGather.set(meetupId, [...(byGather.get(meetupId) ?? []), id])
    }
    const found = new Map<string, Held>()
    for (const [meetupId, ids] of byGather) {
      for (const [id, held] of await store.read(meetupId, ids)) found.set(`${meetupId}:${id}`, held)
    }
    return keys.map((key) => found.get(key) ?? null)
  })
}
