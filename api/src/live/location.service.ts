// The location hot path: validation and access here, the write in location-writer.ts (one
// statement per flush window, past Prisma, and one publish per gather). Nothing re-reads the
// gather; the error path alone reads to say what went wrong.

import { z } from 'zod'
import type { Actor } from '../core/actor.js'
import { requireViewer } from '../core/actor.js'
import { epochMs } from '../core/db/epoch-ms.js'
import type { Prisma } from '../core/db/prisma.js'
import { prisma, sql } from '../core/db.js'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../core/errors.js'
import { parseId } from '../core/lib/ids.js'
import type { ParticipantLocationEvent } from '../core/realtime/pubsub.js'
import type { Status } from './arrivals/arrival-status.js'
import type { Arrivals, GatherPlace } from './arrivals/arrivals.service.js'
import type { LocationWriter } from './location-writer.js'
import { whyRefusedBySharing } from './sharing.service.js'

/** A gather's venue and start, as the ETA rules take them. */
export const placeOf = (meetup: {
  locationLat: number | null
  locationLon: number | null
  startTime: Date | null
}): GatherPlace => ({
  venue:
    meetup.locationLat !== null && meetup.locationLon !== null
      ? { lat: meetup.locationLat, lon: meetup.locationLon }
      : null,
  startTime: meetup.startTime,
})

const etaInput = (row: {
  id: string
  lat: number | null
  lon: number | null
  lastUpdated: Date | null
  status: string
}) => ({
  id: row.id,
  lat: row.lat as number,
  lon: row.lon as number,
  lastUpdated: row.lastUpdated as Date,
  status: row.status as Status,
})

export const latitude = z
  .number({ error: 'lat must be a number' })
  .finite('lat must be a number')
  .min(-90, 'lat must be between -90 and 90')
  .max(90, 'lat must be between -90 and 90')
export const longitude = z
  .number({ error: 'lon must be a number' })
  .finite('lon must be a number')
  .min(-180, 'lon must be between -180 and 180')
  .max(180, 'lon must be between -180 and 180')

export const locationInput = z.object({
  lat: latitude,
  lon: longitude,
  accuracy: z
    .number({ error: 'accuracy must be a number of metres' })
    .finite('accuracy must be a number of metres')
    .min(0, 'accuracy must be a number of metres')
    .nullish(),
  capturedAt: z.coerce
    .date({ error: 'capturedAt must be a date and time' })
    .refine((d) => Number.isFinite(d.getTime()), 'capturedAt must be a date and time')
    .nullish(),
})

export async function updateParticipantLocation(
  actor: Actor<{ locations: LocationWriter }>,
  participantId: unknown,
  input: unknown,
): Promise<ParticipantLocationEvent> {
  const viewer = requireViewer(actor.viewer)
  const now = actor.now()
  const parsed = locationInput.safeParse(input)
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? 'Invalid location')
  const { lat, lon, accuracy, capturedAt } = parsed.data
  const id = parseId(participantId, 'Participant')
  if (!id) throw new NotFoundError('Participant record not found')
  const outcome = await actor.services.locations.write({
    participantId: id,
    userId: viewer.id,
    lat,
    lon,
    now,
    accuracy: accuracy ?? null,
    capturedAt: capturedAt?.getTime() ?? null,
  })
  if ('refused' in outcome) throw await whyNotUpdated(viewer.id, id, now)
  return outcome.event
}

async function whyNotUpdated(viewerId: string, participantId: string, now: Date) {
  const participant = await prisma().participant.findUnique({
    where: { id: participantId },
    select: {
      userId: true,
      invitationStatus: true,
      sharing: true,
      meetup: { select: { startTime: true, expirationTime: true } },
    },
  })
  if (!participant) return new NotFoundError('Participant record not found')
  if (participant.userId !== viewerId) return new ForbiddenError('You can only share your own location')
  if (participant.invitationStatus !== 'accepted') {
    return new ForbiddenError('Join the gather before sharing your location')
  }
  if (participant.meetup.expirationTime && participant.meetup.expirationTime <= now) {
    return new ConflictError('This gather has ended: location sharing is off')
  }
  const refused = whyRefusedBySharing(participant.sharing, participant.meetup, now)
  if (refused) return refused
  return new ConflictError('Your location could not be saved, please try again')
}

/** Reads not started yet, per gather: whoever asks before one starts shares it. */
const reading = new Map<string, Promise<ParticipantLocationEvent[]>>()

/** The participants of a gather with a position shared now (joined, with one stored). */
export const withSharedPosition = (meetupId: string) =>
  ({
    meetupId,
    invitationStatus: 'accepted',
    lat: { not: null },
    lon: { not: null },
    lastUpdated: { not: null },
  }) satisfies Prisma.ParticipantWhereInput

/**
 * The shared positions of a gather (as withSharedPosition) and its place, in one prepared
 * statement on the driver: every stream's start reads it, and through Prisma it was two reads,
 * each compiled again. Timestamps come as epoch milliseconds, read alike by both drivers.
 */
const sharedPositionsStatement = `
SELECT p."id", p."userId", p."lat", p."lon", p."locationSequence", p."status"::text AS "status",
       ${epochMs('p."lastUpdated"', 'lastUpdatedMs')},
       m."locationLat", m."locationLon", ${epochMs('m."startTime"', 'startTimeMs')}
  FROM "Participant" AS p JOIN "Meetup" AS m ON m."id" = p."meetupId"
 WHERE p."meetupId" = $1::uuid AND p."invitationStatus" = 'accepted'
   AND p."lat" IS NOT NULL AND p."lon" IS NOT NULL AND p."lastUpdated" IS NOT NULL`

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
      // The added member before the spread: V8's fast path on Node 20.
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
