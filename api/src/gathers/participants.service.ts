// What every change to a participant record shares: finding one's own record, and telling the
// open live screens about the change; and what a read of a gather with its people loads.

import type { Services } from '../core/context.js'
import type { Meetup, Participant, Prisma, User } from '../core/db/prisma.js'
import { prisma } from '../core/db.js'
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../core/errors.js'
import { parseId } from '../core/lib/ids.js'
import type { ParticipantChangedEvent } from '../core/realtime/pubsub.js'

/** The viewer's own participant record; another person's is refused with `notYours`. */
export async function ownParticipant(viewer: User | null, participantId: unknown, notYours: string) {
  if (!viewer) throw new UnauthorizedError()
  const id = parseId(participantId, 'Participant')
  const participant = id ? await prisma().participant.findUnique({ where: { id } }) : null
  if (!participant) throw new NotFoundError('Participant record not found')
  if (participant.userId !== viewer.id) throw new ForbiddenError(notYours)
  return participant
}

export function announceParticipant(
  pubSub: Services['pubSub'],
  participant: { id: string; meetupId: string; userId?: string; invitationStatus?: Participant['invitationStatus'] },
  kind: ParticipantChangedEvent['kind'],
) {
  pubSub.publish('participantChanged', participant.meetupId, {
    meetupId: participant.meetupId,
    participantId: participant.id,
    kind,
    ...(participant.userId ? { userId: participant.userId } : {}),
    ...(participant.invitationStatus ? { invitationStatus: participant.invitationStatus } : {}),
  })
}

/** A gather read with its organiser and its participants with their people (`withPeople`). */
export type MeetupWithPeople = Meetup & {
  organiser: User
  participants: (Participant & { user: User })[]
}

/** What the lists load for each gather: organiser and participants with their people, in order. */
export const withPeople = {
  organiser: true,
  participants: { include: { user: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.MeetupInclude
