// The location hot path: validation and access here, the write in location-writer.ts (one
// statement per flush window, past Prisma, and one publish per gather). Nothing re-reads the
// gather; the error path alone reads to say what went wrong.
import { z } from 'zod'
import type { Actor } from '../actor.js'
import type { Services } from '../context.js'
import { prisma } from '../db.js'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js'
import { requireViewer } from '../gathers/access.js'
import { parseId } from '../lib/ids.js'
import type { ParticipantLocationEvent } from '../realtime/pubsub.js'
import { whyRefusedBySharing } from './sharing.service.js'

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

export async function updateParticipantLocation(
  actor: Actor<Pick<Services, 'locations'>>,
  participantId: unknown,
  input: unknown,
): Promise<ParticipantLocationEvent> {
  const viewer = requireViewer(actor.viewer)
  const now = actor.now()
  const parsed = locationInput.safeParse(input)
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? 'Invalid location')
  const { lat, lon } = parsed.data
  const id = parseId(participantId, 'Participant')
  if (!id) throw new NotFoundError('Participant record not found')
  const outcome = await actor.services.locations.write({ participantId: id, userId: viewer.id, lat, lon, now })
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

/**
 * The gather's shared positions, read after the call (what a live stream starts with). Streams
 * of the same gather asking in the same turn — all of them after Redis is back — share one read.
 */
export function sharedPositions(meetupId: string): Promise<ParticipantLocationEvent[]> {
  const pending = reading.get(meetupId)
  if (pending) return pending
  const read = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => {
      reading.delete(meetupId)
      return prisma().participant.findMany({
        where: {
          meetupId,
          invitationStatus: 'accepted',
          lat: { not: null },
          lon: { not: null },
          lastUpdated: { not: null },
        },
        select: { id: true, userId: true, lat: true, lon: true, locationSequence: true, lastUpdated: true },
      })
    })
    .then((rows) =>
      rows.map((row) => ({
        participantId: row.id,
        meetupId,
        userId: row.userId,
        lat: row.lat as number,
        lon: row.lon as number,
        sequence: row.locationSequence,
        lastUpdated: (row.lastUpdated as Date).toISOString(),
      })),
    )
  reading.set(meetupId, read)
  return read
}
