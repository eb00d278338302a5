// The live screen's server side: opening a gather (by id or share link) as a visitor or a
// participant, joining it, status and invitation answers, and travel times.

import { z } from 'zod'
import type { Actor } from '../core/actor.js'
import { requireViewer } from '../core/actor.js'
import type { Services } from '../core/context.js'
import { type Meetup, type Participant, Prisma } from '../core/db/prisma.js'
import { prisma } from '../core/db.js'
import { ConflictError, ForbiddenError } from '../core/errors.js'
import { parseInput } from '../core/lib/validation.js'
import { respondToInvitation } from '../gathers/invitations.service.js'
import {
  announceParticipant,
  type MeetupWithPeople,
  ownParticipant,
  withPeople,
} from '../gathers/participants.service.js'
import {
  accessEndedMessages,
  authorize,
  findGatherByKey,
  forbidden,
  gatherRules,
  loadGatherAccess,
  notFound,
} from '../gathers/policy.js'
import { notifyArrived } from '../notifications/notify.service.js'
import { travelOf } from './arrivals/travel.service.js'
import type { Clearing } from './expiry.service.js'
import { heldPositions, type PositionStore } from './position-store.service.js'
import { noteStatusForSharing } from './sharing.service.js'
import { sharingCandidatesWhere } from './sharing-rules.js'

type Deps = Pick<Services, 'pubSub' | 'config' | 'jobs'> & Clearing

/**
 * What a person may see of a gather (rule `canSeeGather`): anyone with the id or link while it
 * is on; after it ended (its link expired) only its people. Finer parts (venue, positions,
 * Gather IDs, e-mails) are decided per field by the same rules.
 */
export async function viewMeetup(actor: Actor<unknown>, key: unknown, include?: Prisma.MeetupInclude) {
  const { meetup, via } = await findGatherByKey(key, undefined, include)
  return { ...(await authorizeView(actor, meetup)), via }
}

/** viewMeetup with the gather's organiser and all its participants (withPeople), read together. */
export async function viewMeetupWithPeople(actor: Actor<unknown>, key: unknown) {
  const { meetup } = await findGatherByKey(key, undefined, withPeople)
  const withThem = meetup as MeetupWithPeople
  return authorizeView(actor, withThem, withThem.participants)
}

async function authorizeView<M extends Meetup>(actor: Actor<unknown>, meetup: M, everyone?: Participant[]) {
  const access = await loadGatherAccess(actor.viewer, meetup, everyone)
  authorize(gatherRules.canSeeGather(access, actor.now()), notFound('Gather not found'))
  return access
}

/**
 * Opening a gather signed in: an invited person is now accepted, someone
 * not yet in it joins. A declined invitation stays declined unless `rejoin` is asked for; someone
 * the organiser removed stays out until invited again. Joining takes a capability (canJoinWith):
 * to someone holding only the id, the gather is as unknown as a wrong link.
 */
export async function joinMeetup(actor: Actor<Deps>, key: unknown, options: { rejoin?: boolean } = {}) {
  const viewer = requireViewer(actor.viewer)
  const access = await viewMeetup(actor, key)
  const { meetup, participant, removed } = access
  if (participant?.invitationStatus === 'accepted') return { meetup, participant, joined: false }
  if (participant?.invitationStatus === 'declined' && !options.rejoin) return { meetup, participant, joined: false }
  authorize(!removed, forbidden(accessEndedMessages.removed))
  authorize(gatherRules.canJoinWith(access, access.via), notFound('Gather not found'))
  if (!gatherRules.canJoin({ viewer, meetup, participant, removed }, actor.now())) {
    throw new ConflictError('This gather has ended')
  }
  let joined = participant
  if (participant) {
    joined = await prisma().participant.update({
      where: { id: participant.id },
      data: { invitationStatus: 'accepted', status: 'joined', statusByHand: false },
    })
  } else {
    joined = await prisma()
      .participant.create({
        data: { meetupId: meetup.id, userId: viewer.id, invitationStatus: 'accepted', status: 'joined' },
      })
      .catch(async (error: unknown) => {
        // The same person opening the gather twice at once: the other request made the record.
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
          return prisma().participant.findUniqueOrThrow({
            where: { meetupId_userId: { meetupId: meetup.id, userId: viewer.id } },
          })
        }
        throw error
      })
  }
  // An e-mail invitation to this person's address is now answered.
  await prisma().pendingInvitation.updateMany({
    where: { meetupId: meetup.id, email: viewer.email, acceptedAt: null },
    data: { acceptedAt: new Date() },
  })
  announceParticipant(actor.services.pubSub, joined, participant ? 'invitation' : 'joined')
  return { meetup, participant: joined, joined: true }
}

/** REST and GraphQL spell statuses differently ('on-my-way' / ON_MY_WAY → on_my_way). */
const statusInput = z.object({
  status: z
    .string({ error: 'status is required' })
    .transform((value) => value.toLowerCase().replace(/-/g, '_'))
    .pipe(
      z.enum(['on_my_way', 'here', 'running_late', 'joined'], {
        error: "status must be one of 'on-my-way', 'here', 'running-late', 'joined'",
      }),
    ),
})

export async function updateStatus(actor: Actor<Deps>, participantId: unknown, input: unknown) {
  const participant = await ownParticipant(actor.viewer, participantId, 'You can only change your own status')
  const { status } = parseInput(statusInput, input)
  if (participant.invitationStatus !== 'accepted') throw new ForbiddenError('Join the gather before setting a status')
  // Set by hand: automatic statuses leave it until the person arrives.
  const updated = await prisma().participant.update({
    where: { id: participant.id },
    data: { status, statusByHand: true },
  })
  await noteStatusForSharing(actor.services, updated, actor.now())
  announceParticipant(actor.services.pubSub, updated, 'status')
  if (status === 'here' && participant.status !== 'here') await notifyArrived(actor.services, updated)
  return updated
}

const invitationInput = z.object({
  invitationStatus: z.enum(['accepted', 'declined'], { error: "invitationStatus must be 'accepted' or 'declined'" }),
})

export async function updateInvitationStatus(actor: Actor<Deps>, participantId: unknown, input: unknown) {
  const { invitationStatus } = parseInput(invitationInput, input)
  return respondToInvitation(actor, participantId, { response: invitationStatus })
}

/** Distances and travel times to the venue for everyone sharing a position (participants only). */
export async function travelTimes(actor: Actor<{ positionStore: PositionStore }>, key: unknown) {
  requireViewer(actor.viewer)
  const now = actor.now()
  const access = await viewMeetup(actor, key)
  const { meetup } = access
  authorize(gatherRules.canSeePositions(access), forbidden('Only participants see travel times'))
  if (meetup.locationLat === null || meetup.locationLon === null) return []
  const people = await prisma().participant.findMany({
    where: sharingCandidatesWhere(meetup.id),
    select: { id: true, userId: true },
    orderBy: { createdAt: 'asc' },
  })
  const positions = await heldPositions(
    actor.services.positionStore,
    meetup.id,
    people.map((p) => p.id),
  )
  return people.flatMap((p) => {
    const estimate = travelOf(positions.get(p.id) ?? null, meetup, now)
    if (!estimate) return []
    return [
      {
        participantId: p.id,
        userId: p.userId,
        distance: Math.round(estimate.distance * 100) / 100,
        travelTimeText: estimate.travelTimeText,
        alert: estimate.alert,
      },
    ]
  })
}
