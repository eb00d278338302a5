// The snapshot a position stream starts with (and reads again after a Redis drop): every position
// shared now (`sharedNow`) in the gather, with the ETAs: who is in it and the venue in one
// prepared statement on the driver (every stream's start reads it), their positions from the
// position store. Timestamps come as epoch milliseconds, read alike by both drivers.
import { epochMs } from '../../core/db/epoch-ms.js'
import { sql } from '../../core/db.js'
import type { ParticipantLocationEvent } from '../../core/realtime/pubsub.js'
import type { Status } from '../arrivals/arrival-status.js'
import type { Arrivals } from '../arrivals/arrivals.service.js'
import { placeOf } from '../place.js'
import { heldPositions, type PositionStore } from '../position-store.service.js'

const inGatherStatement = `
SELECT p."id", p."userId", p."status"::text AS "status",
       m."locationLat", m."locationLon", ${epochMs('m."startTime"', 'startTimeMs')}
  FROM "Participant" AS p JOIN "Meetup" AS m ON m."id" = p."meetupId"
 WHERE p."meetupId" = $1::uuid AND p."invitationStatus" = 'accepted'`

interface InGatherRow {
  id: string
  userId: string
  status: string
  locationLat: number | null
  locationLon: number | null
  startTimeMs: number | null
}

/** Reads not started yet, per gather: whoever asks before one starts shares it. */
const reading = new Map<string, Promise<ParticipantLocationEvent[]>>()

/**
 * The gather's shared positions, read after the call (what a live stream starts with), with their
 * ETAs when `arrivals` is given. Streams of the same gather asking in the same turn — all of them
 * after Redis is back — share one read.
 */
export function sharedPositions(
  store: PositionStore,
  meetupId: string,
  arrivals?: Arrivals,
): Promise<ParticipantLocationEvent[]> {
  const pending = reading.get(meetupId)
  if (pending) return pending
  const read = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => {
      reading.delete(meetupId)
      return sql<InGatherRow>({ name: 'in-gather', text: inGatherStatement, values: [meetupId] })
    })
    .then(async (people) => {
      const [first] = people
      if (!first) return []
      const positions = await heldPositions(
        store,
        meetupId,
        people.map((p) => p.id),
      )
      const rows = people.flatMap((p) => {
        const at = positions.get(p.id)
        return at ? [{ ...at, status: p.status as Status, lastUpdatedAt: new Date(at.lastUpdated) }] : []
      })
      const place = placeOf({
        locationLat: first.locationLat,
        locationLon: first.locationLon,
        startTime: first.startTimeMs === null ? null : new Date(first.startTimeMs),
      })
      const etas =
        arrivals && rows.length
          ? await arrivals.etas(
              rows.map((r) => ({
                id: r.participantId,
                lat: r.lat,
                lon: r.lon,
                lastUpdated: r.lastUpdatedAt,
                status: r.status,
              })),
              place,
              new Date(),
            )
          : null
      return rows.map((row) => ({
        participantId: row.participantId,
        meetupId,
        userId: row.userId,
        lat: row.lat,
        lon: row.lon,
        sequence: row.sequence,
        lastUpdated: row.lastUpdatedAt.toISOString(),
        eta: etas?.get(row.participantId) ?? null,
      }))
    })
  reading.set(meetupId, read)
  return read
}
