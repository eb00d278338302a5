// The snapshot a position stream starts with (and reads again after a Redis drop): every position
// shared now (`sharedNow`) in the gather, with the ETAs, in one prepared statement on the driver:
// every stream's start reads it, and through Prisma it was two reads, each compiled again.
// Timestamps come as epoch milliseconds, read alike by both drivers.
import { epochMs } from '../../core/db/epoch-ms.js'
import { sql } from '../../core/db.js'
import type { ParticipantLocationEvent } from '../../core/realtime/pubsub.js'
import type { Status } from '../arrivals/arrival-status.js'
import type { Arrivals } from '../arrivals/arrivals.service.js'
import { placeOf } from '../place.js'
import { sharedNowSql } from '../sharing-rules.js'

const sharedPositionsStatement = `
SELECT p."id", p."userId", p."lat", p."lon", p."locationSequence", p."status"::text AS "status",
       ${epochMs('p."lastUpdated"', 'lastUpdatedMs')},
       m."locationLat", m."locationLon", ${epochMs('m."startTime"', 'startTimeMs')}
  FROM "Participant" AS p JOIN "Meetup" AS m ON m."id" = p."meetupId"
 WHERE p."meetupId" = $1::uuid AND ${sharedNowSql('p')}`

interface SharedPositionRow {
  id: string
  userId: string
  lat: number
  lon: number
  locationSequence: number
  status: string
  lastUpdatedMs: number
  locationLat: number | null
  locationLon: number | null
  startTimeMs: number | null
}

const etaInput = (row: SharedPositionRow & { lastUpdated: Date }) => ({
  id: row.id,
  lat: row.lat,
  lon: row.lon,
  lastUpdated: row.lastUpdated,
  status: row.status as Status,
})

/** Reads not started yet, per gather: whoever asks before one starts shares it. */
const reading = new Map<string, Promise<ParticipantLocationEvent[]>>()

/**
 * The gather's shared positions, read after the call (what a live stream starts with), with their
 * ETAs when `arrivals` is given. Streams of the same gather asking in the same turn — all of them
 * after Redis is back — share one read.
 */
export function sharedPositions(meetupId: string, arrivals?: Arrivals): Promise<ParticipantLocationEvent[]> {
  const pending = reading.get(meetupId)
  if (pending) return pending
  const read = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => {
      reading.delete(meetupId)
      return sql<SharedPositionRow>({ name: 'shared-positions', text: sharedPositionsStatement, values: [meetupId] })
    })
    .then(async (found) => {
      // The added member before the spread: V8's fast path.
      const rows = found.map((row) => ({ lastUpdated: new Date(row.lastUpdatedMs), ...row }))
      const [first] = rows
      const place = first
        ? placeOf({
            locationLat: first.locationLat,
            locationLon: first.locationLon,
            startTime: first.startTimeMs === null ? null : new Date(first.startTimeMs),
          })
        : null
      const etas = arrivals && place ? await arrivals.etas(rows.map(etaInput), place, new Date()) : null
      return rows.map((row) => ({
        participantId: row.id,
        meetupId,
        userId: row.userId,
        lat: row.lat,
        lon: row.lon,
        sequence: row.locationSequence,
        lastUpdated: row.lastUpdated.toISOString(),
        eta: etas?.get(row.id) ?? null,
      }))
    })
  reading.set(meetupId, read)
  return read
}
