// The arrival board: everyone sharing a position, soonest arrival first, with the ETA
// the rules give now. For the gather's participants only (rule canSeePositions), on both faces.

import type { Actor } from '../../core/actor.js'
import { requireViewer } from '../../core/actor.js'
import type { InvitationStatus } from '../../core/db/prisma.js'
import { prisma } from '../../core/db.js'
import type { EtaView } from '../../core/realtime/pubsub.js'
import { authorize, forbidden, gatherRules } from '../../gathers/policy.js'
import { viewMeetup } from '../participants.service.js'
import { placeOf } from '../place.js'
import { type HeldPosition, heldPositions, type PositionStore } from '../position-store.service.js'
import { sharedNow, sharingCandidatesWhere } from '../sharing-rules.js'
import type { Status } from './arrival-status.js'
import type { Arrivals } from './arrivals.service.js'

export interface BoardRow {
  participantId: string
  userId: string
  status: Status
  eta: EtaView
}

/** Here first, then by arrival time. */
export const byArrival = (a: { eta: EtaView }, b: { eta: EtaView }) =>
  Number(b.eta.basis === 'here') - Number(a.eta.basis === 'here') || a.eta.arrivesAt.localeCompare(b.eta.arrivesAt)

export async function arrivalBoard(
  actor: Actor<{ arrivals: Arrivals; positionStore: PositionStore }>,
  key: unknown,
): Promise<BoardRow[]> {
  requireViewer(actor.viewer)
  const access = await viewMeetup(actor, key)
  authorize(gatherRules.canSeePositions(access), forbidden('Only participants see arrival times'))
  const { id: meetupId } = access.meetup
  const candidates = await prisma().participant.findMany({
    where: sharingCandidatesWhere(meetupId),
    select: { id: true, userId: true, status: true },
  })
  const positions = await heldPositions(
    actor.services.positionStore,
    meetupId,
    candidates.map((p) => p.id),
  )
  const people = candidates.flatMap((p) => {
    const at = positions.get(p.id)
    return at ? [{ ...p, lat: at.lat, lon: at.lon, lastUpdated: new Date(at.lastUpdated) }] : []
  })
  const etas = await actor.services.arrivals.etas(people, placeOf(access.meetup), actor.now())
  return people
    .flatMap((p) => {
      const eta = etas.get(p.id)
      return eta ? [{ participantId: p.id, userId: p.userId, status: p.status, eta }] : []
    })
    .sort(byArrival)
}

/** One participant's ETA now, from their held position (the GraphQL field; its caller checked canSeePositions). */
export async function participantEta(
  arrivals: Arrivals,
  p: { id: string; invitationStatus: InvitationStatus; status: Status },
  position: HeldPosition | null,
  meetup: { locationLat: number | null; locationLon: number | null; startTime: Date | null },
  now: Date,
): Promise<EtaView | null> {
  if (!sharedNow(p, position)) return null
  const person = { ...p, lat: position.lat, lon: position.lon, lastUpdated: new Date(position.lastUpdated) }
  const etas = await arrivals.etas([person], placeOf(meetup), now)
  return etas.get(p.id) ?? null
}
