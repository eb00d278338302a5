// Coalesced location writes: the positions that arrive within one flush window are written by one
// statement and published once per gather. Each caller is answered only after its row committed,
// with its own event, or with its own reason when its record does not qualify (or the database's
// error when the statement fails). A window of 0 writes each position at once, alone.

import type { Services } from '../core/context.js'
import { epochMs } from '../core/db/epoch-ms.js'
import type { SharingPrecision } from '../core/db/prisma.js'
import { sql } from '../core/db.js'
import type { ParticipantLocationEvent } from '../core/realtime/pubsub.js'
import { endedSql } from '../gathers/policy.js'
import type { Status } from './arrivals/arrival-status.js'
import type { Arrivals } from './arrivals/arrivals.service.js'
import { scheduleLocationExpiry } from './expiry.service.js'
import { approximateDecimals, sharingRules, startWindowMs } from './sharing-rules.js'

/** Consent expires: a position is kept 2 hours after it was sent at most (the settings' text). */
export const locationSharingMs = 2 * 60 * 60 * 1000

export interface LocationWrite {
  participantId: string
  userId: string
  lat: number
  lon: number
  now: Date
  /** Metres, as the device said (the ETA rules weigh movement against it). */
  accuracy?: number | null
  /** The device's time of the fix (ms): pace is measured on it. */
  capturedAt?: number | null
}

/** What a caller gets: its event, or that its record did not qualify (the service says why). */
export type WriteOutcome = { event: ParticipantLocationEvent } | { refused: true }

export interface LocationWriter {
  write(update: LocationWrite): Promise<WriteOutcome>
  /** Writes everything waiting now and waits for writes under way (shutdown: nothing accepted is lost). */
  flush(): Promise<void>
}

/** A position waiting for its flush, and its caller. */
interface Waiting {
  update: LocationWrite
  resolve(outcome: WriteOutcome): void
  reject(error: unknown): void
}

interface Row {
  id: string
  userId: string
  meetupId: string
  locationSequence: number
  firstFix: boolean
  expiresAtMs: number
  /** What was stored of the last position (rounded when approximate). */
  lat: number
  lon: number
  precision: SharingPrecision | null
  status: Status
  statusByHand: boolean
  venueLat: number | null
  venueLon: number | null
  startMs: number | null
}

/**
 * The twin of `sharingRules.whyNotStored` (a row is written only when it says null), over `p`
 * the record, `v` the position, `s` its consent row (if any) and `m` the gather, one line per
 * reason: not the sender's own record; not joined; the gather ended; status only, stopped, or
 * before the start window. api/test/sharing-rules-sql.test.ts feeds both the same cases.
 */
const storedWhen = `p."id" = v.id AND p."userId" = v."userId"
   AND p."invitationStatus" = 'accepted' AND m."id" = p."meetupId"
   AND NOT ${endedSql('m."expirationTime"', 'v.at')}
   AND (s."participantId" IS NULL OR (
         s."precision" <> 'status_only' AND s."stoppedAt" IS NULL
         AND (m."startTime" IS NULL OR m."startTime" <= v.at + $8::float8 * interval '1 millisecond')))`

// One text for both databases, prepared once per connection. unnest() of one array per column is
// the VALUES list of the batch with a fixed text whatever its size. Only when `storedWhen` holds;
// the previous position shifts into lastLat/lastLon; the sequence rises by the number of
// positions the person sent in the window; the position expires 2 h after it was sent or when
// the gather ends, whichever comes first; an approximate one is stored rounded (`sharingRules.
// stored`). No indexed column is written, so the update is HOT (a new row version on the same
// page, no index entries).
const batchUpdate = `
UPDATE "Participant" AS p
   SET "lastLat" = p."lat", "lastLon" = p."lon", "previousUpdated" = p."lastUpdated",
       "lat" = CASE WHEN s."precision" = 'approximate' THEN round(v.lat::numeric, $9::int)::float8 ELSE v.lat END,
       "lon" = CASE WHEN s."precision" = 'approximate' THEN round(v.lon::numeric, $9::int)::float8 ELSE v.lon END,
       "lastUpdated" = v.at,
       "locationSequence" = p."locationSequence" + v.steps,
       "locationExpiresAt" = LEAST(v.ends, COALESCE(m."expirationTime", v.ends)),
       "updatedAt" = v.at
  FROM unnest($1::uuid[], $2::uuid[], $3::float8[], $4::float8[], $5::timestamp(3)[], $6::timestamp(3)[], $7::int[])
         AS v(id, "userId", lat, lon, at, ends, steps)
       LEFT JOIN "LiveSharing" AS s ON s."participantId" = v.id,
       "Meetup" AS m
 WHERE ${storedWhen}
RETURNING p."id", p."userId", p."meetupId", p."locationSequence", p."lastLat" IS NULL AS "firstFix",
          ${epochMs('p."locationExpiresAt"', 'expiresAtMs')},
          p."lat", p."lon", s."precision",
          p."status"::text AS "status", p."statusByHand", m."locationLat" AS "venueLat",
          m."locationLon" AS "venueLon",
          ${epochMs('m."startTime"', 'startMs')}`

/** Prisma keeps DateTime as UTC in `timestamp(3)`: the ISO form without its zone. */
const utc = (date: Date) => date.toISOString().slice(0, -1)

export function createLocationWriter(
  services: Pick<Services, 'pubSub' | 'jobs' | 'metrics' | 'logger'> & { arrivals?: Arrivals },
  flushMs: number,
): LocationWriter {
  // Per person and record, in arrival order.
  let waiting = new Map<string, Waiting[]>()
  // Accepted and not yet saved: read by the metrics at scrape time, not counted there per position.
  let pending = 0
  services.metrics.watchLocationWritesWaiting(() => pending)
  let timer: NodeJS.Timeout | undefined
  const underWay = new Set<Promise<void>>()

  const flushNow = () => {
    clearTimeout(timer)
    timer = undefined
    const batch = waiting
    waiting = new Map()
    if (batch.size === 0) return
    const people = [...batch.values()]
    const count = people.reduce((sum, updates) => sum + updates.length, 0)
    const written = writeBatch(people)
      // Whatever failed after the statement (a settled caller ignores this).
      .catch((error: unknown) => {
        for (const updates of people) for (const entry of updates) entry.reject(error)
      })
      .finally(() => {
        pending -= count
      })
    underWay.add(written)
    void written.finally(() => underWay.delete(written))
  }

  async function writeBatch(people: Waiting[][]) {
    const last = people.map((updates) => (updates[updates.length - 1] as Waiting).update)
    let rows: Row[]
    try {
      rows = await sql<Row>({
        name: 'location-batch',
        text: batchUpdate,
        values: [
          last.map((u) => u.participantId),
          last.map((u) => u.userId),
          last.map((u) => u.lat),
          last.map((u) => u.lon),
          last.map((u) => utc(u.now)),
          last.map((u) => utc(new Date(u.now.getTime() + locationSharingMs))),
          people.map((updates) => updates.length),
          startWindowMs,
          approximateDecimals,
        ],
      })
    } catch (error) {
      for (const updates of people) for (const entry of updates) entry.reject(error)
      return
    }
    const byRecord = new Map(rows.map((row) => [`${row.id}:${row.userId}`, row]))
    const accepted: { row: Row; updates: Waiting[]; events: ParticipantLocationEvent[] }[] = []
    const published = new Map<string, ParticipantLocationEvent[]>()
    for (const updates of people) {
      const { participantId, userId } = (updates[0] as Waiting).update
      const row = byRecord.get(`${participantId}:${userId}`)
      if (!row) {
        for (const entry of updates) entry.resolve({ refused: true })
        continue
      }
      // The person's positions in this window, in order: the last is stored and published (as
      // stored: rounded when approximate), the earlier ones answered at the same precision.
      const events = updates.map(({ update }, index) => {
        const last = index === updates.length - 1
        const at = last ? row : (sharingRules.stored(row.precision ?? 'exact', update) ?? row)
        return {
          participantId: row.id,
          meetupId: row.meetupId,
          userId: row.userId,
          lat: at.lat,
          lon: at.lon,
          sequence: row.locationSequence - (updates.length - 1 - index),
          lastUpdated: update.now.toISOString(),
        }
      })
      accepted.push({ row, updates, events })
      const gather = published.get(row.meetupId) ?? []
      gather.push(events[events.length - 1] as ParticipantLocationEvent)
      published.set(row.meetupId, gather)
    }
    await withEtas(accepted)
    for (const [meetupId, positions] of published) {
      services.pubSub.publish('participantLocationUpdated', meetupId, positions)
    }
    await Promise.all(
      accepted.map(async ({ row, updates, events }) => {
        services.metrics.locationUpdates.inc(updates.length)
        try {
          if (row.firstFix) await scheduleExpiry(row, (updates[0] as Waiting).update.now)
        } catch (error) {
          for (const entry of updates) entry.reject(error)
          return
        }
        updates.forEach((entry, index) => {
          entry.resolve({ event: events[index] as ParticipantLocationEvent })
        })
      }),
    )
  }

  /** The ETA (and automatic status) of each person's fixes, on their published event. */
  async function withEtas(accepted: { row: Row; updates: Waiting[]; events: ParticipantLocationEvent[] }[]) {
    const arrivals = services.arrivals
    if (!arrivals) return
    const etas = await arrivals.observe(
      accepted.map(({ row, updates }) => ({
        // At the precision stored: an approximate sharer's ETA is as coarse as their position.
        fixes: updates.map(({ update: u }) => {
          const at = sharingRules.stored(row.precision ?? 'exact', u) ?? u
          return {
            participantId: row.id,
            meetupId: row.meetupId,
            lat: at.lat,
            lon: at.lon,
            accuracy: u.accuracy ?? null,
            capturedAt: u.capturedAt ?? null,
            receivedAt: u.now,
          }
        }),
        place: {
          venue: row.venueLat !== null && row.venueLon !== null ? { lat: row.venueLat, lon: row.venueLon } : null,
          startTime: row.startMs === null ? null : new Date(row.startMs),
        },
        // The database spells the enum's values as the spec does ('on-my-way').
        person: { status: row.status.replaceAll('-', '_') as Status, byHand: row.statusByHand },
      })),
    )
    accepted.forEach(({ events }, i) => {
      const eta = etas[i]
      if (eta) (events[events.length - 1] as ParticipantLocationEvent).eta = eta
    })
  }

  // One expiry job per sharing session (from the first position), not one per update. While
  // Redis is down the job is added when it is back; the minute sweep deletes the position on
  // time even if it never is, so the answer does not wait.
  async function scheduleExpiry(row: Row, now: Date) {
    const scheduled = scheduleLocationExpiry(services.jobs, row.id, new Date(row.expiresAtMs), now)
    if (services.jobs.reachable) await scheduled
    else scheduled.catch((error: unknown) => services.logger.warn({ err: error }, 'location expiry not scheduled'))
  }

  return {
    write(update) {
      return new Promise<WriteOutcome>((resolve, reject) => {
        const key = `${update.participantId}:${update.userId}`
        const person = waiting.get(key)
        // The update as it came, not spread into the entry: a copy on every position.
        const entry = { update, resolve, reject }
        pending += 1
        if (person) person.push(entry)
        else waiting.set(key, [entry])
        if (flushMs <= 0) flushNow()
        else timer ??= setTimeout(flushNow, flushMs)
      })
    },
    async flush() {
      flushNow()
      await Promise.all(underWay)
    },
  }
}
