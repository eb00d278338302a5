// Each sharing person's recent fixes and arrival memory, for the ETA and status rules: in memory
// in the embedded mode, in Redis when scaled out (a person's next fix may reach another
// instance). Only what the rules need, for at most 15 minutes after the last fix, and deleted at
// once when the person's shared position is (sharing stopped or expired).
import type { AppRedis } from '../../core/redis-client.js'
import type { ArrivalMemory } from './arrival-status.js'
import type { Fix } from './eta.js'

export interface TrackRecord {
  fixes: Fix[]
  memory: ArrivalMemory
}

export interface TrackStore {
  get(participantIds: readonly string[]): Promise<Map<string, TrackRecord>>
  /** Keeps each person's record (one round trip for all of them). */
  set(records: ReadonlyMap<string, TrackRecord>): Promise<void>
  forget(participantIds: readonly string[]): Promise<void>
}

/** A record outlives its last fix by this much (the pace window is 5 minutes). */
export const trackTtlMs = 15 * 60_000

export function createMemoryTracks(now: () => number = Date.now): TrackStore & { size(): number } {
  const records = new Map<string, { record: TrackRecord; until: number }>()
  let swept = now()
  const sweep = () => {
    const t = now()
    if (t - swept < 60_000) return
    swept = t
    for (const [id, entry] of records) if (entry.until <= t) records.delete(id)
  }
  return {
    async get(ids) {
      const t = now()
      const found = new Map<string, TrackRecord>()
      for (const id of ids) {
        const entry = records.get(id)
        if (entry && entry.until > t) found.set(id, entry.record)
      }
      return found
    },
    async set(kept) {
      sweep()
      const until = now() + trackTtlMs
      for (const [id, record] of kept) records.set(id, { record, until })
    },
    async forget(ids) {
      for (const id of ids) records.delete(id)
    },
    size: () => records.size,
  }
}

/**
 * Redis keeps the records (with their TTL) under `<prefix>:track:<participant>`, the prefix being
 * the deployment's namespace (REDIS_PREFIX); while it is out of reach, the rules go without
 * (`reachable`: the health watch's word, which on a cluster also counts one master away, while
 * the cluster client itself stays ready). One server reads and writes them all in one round trip
 * (MGET, a pipeline); on a cluster the keys lie on several masters, so each has its own command
 * (sent together, not one after another).
 */
export function createRedisTracks(redis: AppRedis, prefix: string, reachable = () => true): TrackStore {
  const key = (participantId: string) => `${prefix}:track:${participantId}`
  const ready = () => redis.status === 'ready' && reachable()
  const cluster = redis.isCluster
  return {
    async get(ids) {
      const found = new Map<string, TrackRecord>()
      if (!ready() || ids.length === 0) return found
      const values = cluster ? await Promise.all(ids.map((id) => redis.get(key(id)))) : await redis.mget(ids.map(key))
      values.forEach((value, i) => {
        if (value) found.set(ids[i] as string, JSON.parse(value) as TrackRecord)
      })
      return found
    },
    async set(kept) {
      if (!ready()) return
      const entries = [...kept].map(([id, record]) => [key(id), JSON.stringify(record)] as const)
      if (cluster) {
        await Promise.all(entries.map(([name, value]) => redis.set(name, value, 'PX', trackTtlMs)))
        return
      }
      const pipeline = redis.pipeline()
      for (const [name, value] of entries) pipeline.set(name, value, 'PX', trackTtlMs)
      const results = (await pipeline.exec()) ?? []
      const failed = results.find(([error]) => error)?.[0]
      if (failed) throw failed
    },
    async forget(ids) {
      if (ids.length === 0) return
      if (cluster) await Promise.all(ids.map((id) => redis.del(key(id))))
      else await redis.del(...ids.map(key))
    },
  }
}
