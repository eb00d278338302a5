// Coalesced location writes: the positions that arrive within one flush window are checked
// against their records by one read and kept in the position store (never the database), then
// published once per gather. Each caller is answered only after its position is held, with its
// own event, or with its own reason when its record does not qualify (or the error when the read
// or the store fails). A window of 0 takes each position at once, alone.

import type { Services } from '../core/context.js'
import { epochMs } from '../core/db/epoch-ms.js'
import type { SharingPrecision } from '../core/db/prisma.js'
import { sql } from '../core/db.js'
import type { ParticipantLocationEvent } from '../core/realtime/pubsub.js'
import type { Status } from './arrivals/arrival-status.js'
import type { Arrivals } from './arrivals/arrivals.service.js'
import { scheduleLocationExpiry } from './expiry.service.js'
import type { HeldPosition, PositionStore } from './position-store.service.js'
import { type NotStored, type StoreFacts, sharingRules } from './sharing-rules.js'

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

/** What a caller gets: its event, or why its record did not qualify. */
export type WriteOutcome = { event: ParticipantLocationEvent } | { refused: NotStored }

export interface LocationWriter {
  write(update: LocationWrite): Promise<WriteOutcome>
  /** Takes everything waiting now and waits for writes under way (shutdown: nothing accepted is lost). */
  flush(): Promise<void>
}

/** A position waiting for its flush, and its caller. */
interface Waiting {
  update: LocationWrite
  resolve(outcome: WriteOutcome): void
  reject(error: unknown): void
}

/** A record's facts, read once per window for everyone in it. */
interface Row {
  id: string
  userId: string
  meetupId: string
  invitationStatus: StoreFacts['invitationStatus']
  status: Status
  statusByHand: boolean
  precision: SharingPrecision | null
  consentedAtMs: number | null
  stoppedAtMs: number | null
  pausedAtMs: number | null
  venueLat: number | null
  venueLon: number | null
  startMs: number | null
  endMs: number | null
}

// One prepared text for both databases; a read, so a position costs the database no row version.
const factsStatement = `
SELECT p."id", p."userId", p."meetupId", p."invitationStatus"::text AS "invitationStatus",
       p."status"::text AS "status", p."statusByHand", s."precision"::text AS "precision",
       ${epochMs('s."consentedAt"', 'consentedAtMs')}, ${epochMs('s."stoppedAt"', 'stoppedAtMs')},
       ${epochMs('s."pausedAt"', 'pausedAtMs')},
       m."locationLat" AS "venueLat", m."locationLon" AS "venueLon",
       ${epochMs('m."startTime"', 'startMs')}, ${epochMs('m."expirationTime"', 'endMs')}
  FROM "Participant" AS p JOIN "Meetup" AS m ON m."id" = p."meetupId"
       LEFT JOIN "LiveSharing" AS s ON s."participantId" = p."id"
 WHERE p."id" = ANY($1::uuid[])`

const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms))

/** The record as `sharingRules.whyNotStored` reads it. */
function storeFacts(row: Row): StoreFacts {
  const meetup = { startTime: dateOf(row.startMs), expirationTime: dateOf(row.endMs) }
  const sharing =
    row.precision === null
      ? null
      : {
          precision: row.precision,
          consentedAt: dateOf(row.consentedAtMs) as Date,
          stoppedAt: dateOf(row.stoppedAtMs),
          pausedAt: dateOf(row.pausedAtMs),
          arrivedAt: null,
        }
  return { userId: row.userId, invitationStatus: row.invitationStatus, sharing, meetup }
}

type Accepted = { row: Row; updates: Waiting[]; events: ParticipantLocationEvent[] }

export function createLocationWriter(
  services: Pick<Services, 'pubSub' | 'jobs' | 'metrics' | 'logger'> & {
    positionStore: PositionStore
    arrivals?: Arrivals
  },
  flushMs: number,
): LocationWriter {
  // Per person and record, in arrival order.
  let waiting = new Map<string, Waiting[]>()
  // Accepted and not yet held: read by the metrics at scrape time, not counted there per position.
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
      // Whatever failed (a settled caller ignores this).
      .catch((error: unknown) => {
        for (const updates of people) for (const entry of updates) entry.reject(error)
      })
      .finally(() => {
        pending -= count
      })
    underWay.add(written)
    void written.finally(() => underWay.delete(written))
  }

  /** Each person's record, if it qualifies; the others' callers are told why not. */
  async function qualified(people: Waiting[][]) {
    const ids = [...new Set(people.map((updates) => (updates[0] as Waiting).update.participantId))]
    const rows = await sql<Row>({ name: 'location-facts', text: factsStatement, values: [ids] })
    const byId = new Map(rows.map((row) => [row.id, row]))
    const kept: { row: Row; updates: Waiting[] }[] = []
    for (const updates of people) {
      const { participantId, userId, now } = (updates[0] as Waiting).update
      const row = byId.get(participantId)
      const refused = sharingRules.whyNotStored(row ? storeFacts(row) : null, userId, now)
      if (refused || !row) for (const entry of updates) entry.resolve({ refused: refused ?? 'no-record' })
      else kept.push({ row, updates })
    }
    return kept
  }

  async function writeBatch(people: Waiting[][]) {
    const kept = await qualified(people)
    if (kept.length === 0) return
    const held = await services.positionStore.put(kept.map(({ row, updates }) => positionPut(row, updates)))
    const accepted: Accepted[] = kept.map(({ row, updates }, i) => ({
      row,
      updates,
      events: eventsOf(row, updates, (held[i] as { held: HeldPosition }).held),
    }))
    await withEtas(accepted)
    const published = new Map<string, ParticipantLocationEvent[]>()
    for (const { row, events } of accepted) {
      const gather = published.get(row.meetupId) ?? []
      gather.push(events[events.length - 1] as ParticipantLocationEvent)
      published.set(row.meetupId, gather)
    }
    for (const [meetupId, positions] of published) {
      services.pubSub.publish('participantLocationUpdated', meetupId, positions)
    }
    await Promise.all(
      accepted.map(async ({ row, updates, events }, i) => {
        services.metrics.locationUpdates.inc(updates.length)
        const { held: position, first } = held[i] as { held: HeldPosition; first: boolean }
        try {
          if (first) await scheduleExpiry(row, position, (updates[0] as Waiting).update.now)
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
  async function withEtas(accepted: Accepted[]) {
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

  // One expiry job per sharing session (from the first position), not one per update: it tells
  // open maps when the position deleted itself. While Redis is down the job is added when it is
  // back (the position deletes itself on time regardless), so the answer does not wait.
  async function scheduleExpiry(row: Row, position: HeldPosition, now: Date) {
    const at = new Date(position.expiresAt)
    const scheduled = scheduleLocationExpiry(services.jobs, { participantId: row.id, meetupId: row.meetupId }, at, now)
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

/** What the store keeps of a person's last position in the window: rounded when approximate. */
function positionPut(row: Row, updates: Waiting[]) {
  const { update } = updates[updates.length - 1] as Waiting
  const precision = row.precision ?? 'exact'
  const at = sharingRules.stored(precision, update) ?? update
  const sent = update.now.getTime()
  return {
    participantId: row.id,
    meetupId: row.meetupId,
    userId: row.userId,
    lat: at.lat,
    lon: at.lon,
    accuracy: update.accuracy ?? null,
    capturedAt: update.capturedAt ?? null,
    precision,
    lastUpdated: sent,
    // Two hours after it was sent or the gather's end, whichever comes first.
    expiresAt: Math.min(sent + locationSharingMs, row.endMs ?? Number.POSITIVE_INFINITY),
    steps: updates.length,
  }
}

/** The person's positions in this window, in order, numbered up to the one held (each at the precision stored). */
function eventsOf(row: Row, updates: Waiting[], held: HeldPosition): ParticipantLocationEvent[] {
  return updates.map(({ update }, index) => {
    const at = index === updates.length - 1 ? held : (sharingRules.stored(held.precision, update) ?? held)
    return {
      participantId: row.id,
      meetupId: row.meetupId,
      userId: row.userId,
      lat: at.lat,
      lon: at.lon,
      sequence: held.sequence - (updates.length - 1 - index),
      lastUpdated: update.now.toISOString(),
    }
  })
}
