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
import { sharedNow, sharedNowWhere } from '../sharing-rules.js'
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

export async function arrivalBoard(actor: Actor<{ arrivals: Arrivals }>, key: unknown): Promise<BoardRow[]> {
  requireViewer(actor.viewer)
  const access = await viewMeetup(actor, key)
  authorize(gatherRules.canSeePositions(access), forbidden('Only participants see arrival times'))
  const sharing = await prisma().participant.findMany({
    where: sharedNowWhere(access.meetup.id),
    select: { id: true, userId: true, status: true, lat: true, lon: true, lastUpdated: true },
  })
  const people = sharing.map((p) => ({
    ...p,
    lat: p.lat as number,
    lon: p.lon as number,
    lastUpdated: p.lastUpdated as Date,
  }))
  const etas = await actor.services.arrivals.etas(people, placeOf(access.meetup), actor.now())
  return people
    .flatMap((p) => {
      const eta = etas.get(p.id)
      return eta ? [{ participantId: p.id, userId: p.userId, status: p.status, eta }] : []
    })
    .sort(byArrival)
}

/** One participant's ETA now (the GraphQL field; its caller checked canSeePositions). */
export async function participantEta(
  arrivals: Arrivals,
  p: {
    id: string
    invitationStatus: InvitationStatus
    lat: number | null
    lon: number | null
    lastUpdated: Date | null
    status: Status
  },
  meetup: { locationLat: number | null; locationLon: number | null; startTime: Date | null },
  now: Date,
): Promise<EtaView | null> {
  if (!sharedNow(p) || p.lat === null || p.lon === null || p.lastUpdated === null) return null
  const etas = await arrivals.etas([{ ...p, lat: p.lat, lon: p.lon, lastUpdated: p.lastUpdated }], placeOf(meetup), now)
  return etas.get(p.id) ?? null
}
