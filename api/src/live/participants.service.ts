// The live screen's server side: opening a gather (by id or share link) as a visitor or a
// participant, joining it, status and invitation answers, and travel times.
import { Prisma, type User } from '@prisma/client'
import { z } from 'zod'
import type { Services } from '../context.js'
import { prisma } from '../db.js'
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../errors.js'
import { respondToInvitation } from '../gathers/invitations.service.js'
import { announceParticipant, ownParticipant } from '../gathers/participants.js'
import { isExpired } from '../gathers/schedule.js'
import { parseId } from '../lib/ids.js'
import { parseInput } from '../lib/validation.js'
import { travelOf } from './travel.js'

type Deps = Pick<Services, 'pubSub'>

const shareLinkPattern = /^[A-Za-z0-9_-]{16,64}$/

/** A gather by its id (UUID or global id) or its share link; visitors may look it up. */
export async function findMeetupByKey(key: unknown) {
  const id = parseId(key, 'Meetup')
  const meetup = id
    ? await prisma().meetup.findUnique({ where: { id } })
    : typeof key === 'string' && shareLinkPattern.test(key)
      ? await prisma().meetup.findUnique({ where: { shareableLink: key } })
      : null
  if (!meetup) throw new NotFoundError('Gather not found')
  return meetup
}

/**
 * What a person may see of a gather: anyone with the id or link sees it while it is on; after it
 * ended (its link expired) only its participants do. Positions are decided per field elsewhere.
 */
export async function viewMeetup(viewer: User | null, key: unknown, now = new Date()) {
  const meetup = await findMeetupByKey(key)
  const participant = viewer
    ? await prisma().participant.findUnique({ where: { meetupId_userId: { meetupId: meetup.id, userId: viewer.id } } })
    : null
  if (isExpired(meetup.expirationTime, now) && !participant) throw new NotFoundError('Gather not found')
  return { meetup, participant }
}

/**
 * Opening a gather signed in (spec 001 section 4): an invited person is now accepted, someone
 * not yet in it joins. A declined invitation stays declined unless `rejoin` is asked for.
 */
export async function joinMeetup(deps: Deps, viewer: User | null, key: unknown, options: { rejoin?: boolean } = {}) {
  if (!viewer) throw new UnauthorizedError()
  const { meetup, participant } = await viewMeetup(viewer, key)
  if (participant?.invitationStatus === 'accepted') return { meetup, participant, joined: false }
  if (participant?.invitationStatus === 'declined' && !options.rejoin) return { meetup, participant, joined: false }
  if (isExpired(meetup.expirationTime)) throw new ConflictError('This gather has ended')
  let joined = participant
  if (participant) {
    joined = await prisma().participant.update({
      where: { id: participant.id },
      data: { invitationStatus: 'accepted', status: 'joined' },
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
  announceParticipant(deps.pubSub, joined, participant ? 'invitation' : 'joined')
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

export async function updateStatus(deps: Deps, viewer: User | null, participantId: unknown, input: unknown) {
  const participant = await ownParticipant(viewer, participantId, 'You can only change your own status')
  const { status } = parseInput(statusInput, input)
  if (participant.invitationStatus !== 'accepted') throw new ForbiddenError('Join the gather before setting a status')
  const updated = await prisma().participant.update({ where: { id: participant.id }, data: { status } })
  announceParticipant(deps.pubSub, updated, 'status')
  return updated
}

const invitationInput = z.object({
  invitationStatus: z.enum(['accepted', 'declined'], { error: "invitationStatus must be 'accepted' or 'declined'" }),
})

export async function updateInvitationStatus(deps: Deps, viewer: User | null, participantId: unknown, input: unknown) {
  const { invitationStatus } = parseInput(invitationInput, input)
  return respondToInvitation(deps, viewer, participantId, { response: invitationStatus })
}

/** Distances and travel times to the venue for everyone sharing a position (participants only). */
export async function travelTimes(viewer: User | null, key: unknown, now = new Date()) {
  if (!viewer) throw new UnauthorizedError()
  const { meetup, participant } = await viewMeetup(viewer, key, now)
  if (participant?.invitationStatus !== 'accepted') throw new ForbiddenError('Only participants see travel times')
  if (meetup.locationLat === null || meetup.locationLon === null) return []
  const sharing = await prisma().participant.findMany({
    where: { meetupId: meetup.id, invitationStatus: 'accepted', lat: { not: null }, lon: { not: null } },
    orderBy: { createdAt: 'asc' },
  })
  return sharing.flatMap((p) => {
    const estimate = travelOf(p, meetup, now)
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
