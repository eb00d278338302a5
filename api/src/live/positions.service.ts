// The one way in for a position: the REST shim, the mutation and the live screen's socket
// messages all call storePosition. Validation here; the record's check (`whyNotStored`, one read
// per flush window), the position store and the publish in location-writer.service.ts.
import { z } from 'zod'
import type { Actor } from '../core/actor.js'
import { requireViewer } from '../core/actor.js'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../core/errors.js'
import { parseId } from '../core/lib/ids.js'
import type { ParticipantLocationEvent } from '../core/realtime/pubsub.js'
import type { LocationWriter } from './location-writer.service.js'
import type { NotStored } from './sharing-rules.js'

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

/** Stores the viewer's position in their own record and publishes it; answers with the event. */
export async function storePosition(
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
  if ('refused' in outcome) throw refusals[outcome.refused]()
  return outcome.event
}

const refusals: Record<NotStored, () => Error> = {
  'no-record': () => new NotFoundError('Participant record not found'),
  'not-yours': () => new ForbiddenError('You can only share your own location'),
  'not-joined': () => new ForbiddenError('Join the gather before sharing your location'),
  ended: () => new ConflictError('This gather has ended: location sharing is off'),
  'status-only': () => new ForbiddenError('You share your status only: positions are not accepted'),
  waiting: () => new ConflictError('Sharing starts two hours before the gather'),
  stopped: () => new ConflictError('You stopped sharing your location in this gather'),
}
