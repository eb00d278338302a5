// The location hot path: one indexed UPDATE (which also shifts the previous position into
// lastLat/lastLon and bumps the sequence) and one publish. Nothing re-reads the gather.
import { z } from 'zod'
import type { Context } from '../context.js'
import { prisma } from '../db.js'
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors.js'
import type { ParticipantLocationEvent } from '../realtime/pubsub.js'

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

export const locationInput = z.object({ lat: latitude, lon: longitude })

/** Consent expires: positions are kept 2 hours after the last update at most (settings text). */
export const locationSharingMs = 2 * 60 * 60 * 1000

interface UpdatedRow {
  id: string
  meetupId: string
  userId: string
  lat: number
  lon: number
  locationSequence: number
  lastUpdated: Date
}

export async function updateParticipantLocation(
  context: Pick<Context, 'viewer' | 'pubSub'>,
  participantId: string,
  input: unknown,
): Promise<ParticipantLocationEvent> {
  if (!context.viewer) throw new UnauthorizedError()
  const parsed = locationInput.safeParse(input)
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? 'Invalid location')
  const { lat, lon } = parsed.data
  if (!z.uuid().safeParse(participantId).success) throw new NotFoundError('Participant record not found')
  const now = new Date()
  const rows = await prisma().$queryRaw<UpdatedRow[]>`
    UPDATE "Participant"
       SET "lastLat" = "lat", "lastLon" = "lon", "lat" = ${lat}, "lon" = ${lon},
           "lastUpdated" = ${now}, "locationSequence" = "locationSequence" + 1,
           "locationExpiresAt" = ${new Date(now.getTime() + locationSharingMs)}, "updatedAt" = ${now}
     WHERE "id" = ${participantId}::uuid AND "userId" = ${context.viewer.id}::uuid
 RETURNING "id", "meetupId", "userId", "lat", "lon", "locationSequence", "lastUpdated"`
  const row = rows[0]
  if (!row) {
    const exists = await prisma().participant.findUnique({ where: { id: participantId }, select: { id: true } })
    if (exists) throw new ForbiddenError('You can only share your own location')
    throw new NotFoundError('Participant record not found')
  }
  const event: ParticipantLocationEvent = {
    participantId: row.id,
    meetupId: row.meetupId,
    userId: row.userId,
    lat: row.lat,
    lon: row.lon,
    sequence: row.locationSequence,
    lastUpdated: row.lastUpdated.toISOString(),
  }
  context.pubSub.publish('participantLocationUpdated', row.meetupId, event)
  return event
}

/** Live positions go only to signed-in participants of the gather. */
export async function assertCanWatchMeetup(viewerId: string | undefined, meetupId: string) {
  if (!viewerId) throw new UnauthorizedError()
  if (!z.uuid().safeParse(meetupId).success) throw new NotFoundError('Gathering not found')
  const participant = await prisma().participant.findUnique({
    where: { meetupId_userId: { meetupId, userId: viewerId } },
    select: { id: true },
  })
  if (!participant) throw new ForbiddenError('Only participants see live positions')
}
