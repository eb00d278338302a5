// Invitations: the invited person's pending list and answer, checking a Gather ID or e-mail
// before adding someone, and e-mail invitations (with the join link) to e-mail addresses.

import { z } from 'zod'
import type { Actor } from '../core/actor.js'
import { requireViewer } from '../core/actor.js'
import type { Services } from '../core/context.js'
import type { User } from '../core/db/prisma.js'
import { prisma } from '../core/db.js'
import { ValidationError } from '../core/errors.js'
import { parseInput } from '../core/lib/validation.js'
import { consume, consumeAll, invitationMailLimits } from '../core/rate-limits.js'
import { type Clearing, clearPositions } from '../live/expiry.service.js'
import { findMeetup, gatherIdKey, sendAppInvitation } from './meetups.service.js'
import { announceParticipant, ownParticipant } from './participants.service.js'
import { authorize, forbidden, gatherRules, notEndedWhere } from './policy.js'

/** How many people an invitation card shows before '+N'. */
export const invitationCardPeople = 3
const weekMs = 7 * 24 * 60 * 60 * 1000

/** Invitations waiting for the viewer's answer, newest first; ended or hidden gathers drop out. */
export const pendingInvitationsWhere = (userId: string, now = new Date()) => ({
  userId,
  invitationStatus: { in: ['invited' as const, 'pending' as const] },
  meetup: {
    ...notEndedWhere(now),
    hiddenBy: { none: { userId } },
  },
})

export async function listPendingInvitations(actor: Actor<unknown>) {
  const user = requireViewer(actor.viewer)
  const now = actor.now()
  return prisma().participant.findMany({
    where: pendingInvitationsWhere(user.id, now),
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take: 100,
    include: {
      meetup: {
        include: {
          organiser: true,
          participants: {
            include: { user: true },
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
            take: invitationCardPeople,
          },
          _count: { select: { participants: true } },
        },
      },
    },
  })
}

export const respondInput = z.object({
  response: z.enum(['accepted', 'declined'], { error: "response must be 'accepted' or 'declined'" }),
})

/** Only the invited person answers their own invitation; open live screens hear of it. */
export async function respondToInvitation(actor: Actor<Clearing>, participantId: unknown, input: unknown) {
  const { response } = parseInput(respondInput, input)
  const participant = await ownParticipant(
    actor.viewer,
    participantId,
    'Only the invited person can answer this invitation',
  )
  const updated = await prisma().participant.update({
    where: { id: participant.id },
    data: { invitationStatus: response, status: response === 'accepted' ? 'joined' : participant.status },
  })
  // Declining ends the consent to share: a position held goes at once.
  if (response === 'declined') await clearPositions(actor.services, { id: participant.id })
  announceParticipant(actor.services.pubSub, updated, 'invitation')
  return updated
}

export const lookupInput = z.object({
  gatherIdOrEmail: z
    .string({ error: 'Enter a Gather ID or an email address' })
    .trim()
    .min(1, 'Enter a Gather ID or an email address')
    .max(254, 'That is too long for a Gather ID or an email address'),
  /** The organiser's gather the person would be added to: the answer then says if they are in it. */
  meetupId: z.string().max(200).nullish(),
})

/** An unknown input counts as an e-mail only if it has both '@' and a dot. */
export const looksLikeEmail = (value: string) => {
  const v = value.replace(/^@/, '')
  return v.includes('@') && v.includes('.')
}

/** Said of every e-mail address, registered or not: nothing about accounts is given away. */
export const emailInviteMessage = "We'll e-mail them an invitation with the join link"

/** The organiser's gather named in a check, or null when none is named. */
async function checkedMeetup(user: User, meetupId: string | null | undefined) {
  if (!meetupId) return null
  const meetup = await findMeetup(meetupId)
  authorize(
    gatherRules.canManage({ viewer: user, meetup }),
    forbidden('Only the organiser can add people to this gathering'),
  )
  return meetup
}

/**
 * Is there someone with this Gather ID, and (given the organiser's gather) are they in it already?
 * E-mail addresses are never matched to accounts (no account enumeration by e-mail): they get an
 * app invitation, which works for everyone; one is "in the gather" once it has been invited.
 */
export async function validateInvitee(actor: Actor<Pick<Services, 'limits'>>, input: unknown) {
  const deps = actor.services
  const user = requireViewer(actor.viewer)
  const { gatherIdOrEmail, meetupId } = parseInput(lookupInput, input)
  await consume(deps.limits.personLookupsByUser, user.id, 'Too many lookups.')
  const meetup = await checkedMeetup(user, meetupId)
  if (looksLikeEmail(gatherIdOrEmail)) {
    const email = gatherIdOrEmail.replace(/^@/, '').toLowerCase()
    const valid = z.email().safeParse(email).success
    const invited =
      valid && meetup
        ? email === user.email.toLowerCase() ||
          (await prisma().pendingInvitation.count({ where: { meetupId: meetup.id, email } })) > 0
        : false
    return {
      userExists: false,
      isEmail: true,
      email: valid ? email : null,
      gatherID: null,
      displayName: null,
      alreadyInGather: invited,
      message: valid ? emailInviteMessage : 'Please enter a valid email address',
    }
  }
  const key = gatherIdKey(gatherIdOrEmail)
  const found = key
    ? await prisma().user.findUnique({
        where: { gatherIdKey: key },
        select: { id: true, gatherId: true, displayName: true },
      })
    : null
  if (!found) {
    return {
      userExists: false,
      isEmail: false,
      email: null,
      gatherID: null,
      displayName: null,
      alreadyInGather: false,
      message: "We couldn't find anyone with that Gather ID",
    }
  }
  const inGather = meetup
    ? (await prisma().participant.count({ where: { meetupId: meetup.id, userId: found.id } })) > 0
    : false
  return {
    userExists: true,
    isEmail: false,
    email: null,
    gatherID: found.gatherId,
    displayName: found.displayName,
    alreadyInGather: inGather,
    message: inGather ? `@${found.gatherId} is already in this gather` : 'User found',
  }
}

export const emailInvitationInput = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .pipe(z.email('Please enter a valid email address')),
  meetupId: z
    .string({ error: 'Meetup ID is required to send invitations.' })
    .min(1, 'Meetup ID is required to send invitations.'),
})

/**
 * Invites an e-mail address to a gather (organiser only): one invitation per address, sent once;
 * asking again answers the same invitation without a second e-mail (reminders are separate).
 */
export async function inviteByEmail(actor: Actor<Pick<Services, 'config' | 'jobs' | 'limits'>>, input: unknown) {
  const deps = actor.services
  const user = requireViewer(actor.viewer)
  const { email, meetupId } = parseInput(emailInvitationInput, input)
  const meetup = await findMeetup(meetupId)
  authorize(
    gatherRules.canManage({ viewer: user, meetup }),
    forbidden('Only the organiser can invite people to this gathering'),
  )
  if (email === user.email) throw new ValidationError('You are already in this gathering', 'email')
  const existing = await prisma().pendingInvitation.findUnique({
    where: { meetupId_email: { meetupId: meetup.id, email } },
  })
  if (existing) return { invitation: existing, sent: false }
  await consumeAll(invitationMailLimits(deps.limits, user.id, meetup.id), 'Too many invitations sent.')
  const invitation = await prisma().pendingInvitation.upsert({
    where: { meetupId_email: { meetupId: meetup.id, email } },
    create: {
      meetupId: meetup.id,
      email,
      invitedById: user.id,
      expiresAt: meetup.expirationTime ?? new Date(Date.now() + weekMs),
    },
    update: {},
  })
  await sendAppInvitation(deps, user, meetup, invitation)
  return { invitation, sent: true }
}
