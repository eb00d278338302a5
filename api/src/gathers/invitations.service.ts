// Invitations: the invited person's pending list and answer, checking a Gather ID or e-mail
// before adding someone, and e-mail invitations to people who are not on Gather yet.
import type { User } from '@prisma/client'
import { z } from 'zod'
import { consume, consumeAll, invitationMailLimits } from '../accounts/rate-limits.js'
import type { Services } from '../context.js'
import { prisma } from '../db.js'
import { ForbiddenError, ValidationError } from '../errors.js'
import { parseInput } from '../lib/validation.js'
import { findMeetup, gatherIdKey, requireSignedIn, sendAppInvitation } from './meetups.service.js'
import { announceParticipant, ownParticipant } from './participants.js'

/** How many people an invitation card shows before '+N'. */
export const invitationCardPeople = 3
const weekMs = 7 * 24 * 60 * 60 * 1000

/** Invitations waiting for the viewer's answer, newest first; ended or hidden gathers drop out. */
export const pendingInvitationsWhere = (userId: string, now = new Date()) => ({
  userId,
  invitationStatus: { in: ['invited' as const, 'pending' as const] },
  meetup: {
    OR: [{ expirationTime: null }, { expirationTime: { gt: now } }],
    hiddenBy: { none: { userId } },
  },
})

export async function listPendingInvitations(viewer: User | null, now = new Date()) {
  const user = requireSignedIn(viewer)
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

const respondInput = z.object({
  response: z.enum(['accepted', 'declined'], { error: "response must be 'accepted' or 'declined'" }),
})

/** Only the invited person answers their own invitation; open live screens hear of it. */
export async function respondToInvitation(
  deps: Pick<Services, 'pubSub'>,
  viewer: User | null,
  participantId: unknown,
  input: unknown,
) {
  const { response } = parseInput(respondInput, input)
  const participant = await ownParticipant(viewer, participantId, 'Only the invited person can answer this invitation')
  const updated = await prisma().participant.update({
    where: { id: participant.id },
    data: { invitationStatus: response, status: response === 'accepted' ? 'joined' : participant.status },
  })
  announceParticipant(deps.pubSub, updated, 'invitation')
  return updated
}

const lookupInput = z.object({
  gatherIdOrEmail: z
    .string({ error: 'Enter a Gather ID or an email address' })
    .trim()
    .min(1, 'Enter a Gather ID or an email address')
    .max(254, 'That is too long for a Gather ID or an email address'),
})

/** An unknown input counts as an e-mail only if it has both '@' and a dot (spec 000 section 5). */
export const looksLikeEmail = (value: string) => {
  const v = value.replace(/^@/, '')
  return v.includes('@') && v.includes('.')
}

/**
 * Is there someone with this Gather ID? E-mail addresses are never matched to accounts (no
 * account enumeration by e-mail): they get an app invitation, which works for everyone.
 */
export async function validateInvitee(deps: Pick<Services, 'limits'>, viewer: User | null, input: unknown) {
  const user = requireSignedIn(viewer)
  const { gatherIdOrEmail } = parseInput(lookupInput, input)
  await consume(deps.limits.personLookupsByUser, user.id, 'Too many lookups.')
  if (looksLikeEmail(gatherIdOrEmail)) {
    const email = gatherIdOrEmail.replace(/^@/, '').toLowerCase()
    const valid = z.email().safeParse(email).success
    return {
      userExists: false,
      isEmail: true,
      email: valid ? email : null,
      gatherID: null,
      displayName: null,
      message: valid ? 'Not on Gather yet: send them an app invitation' : 'Please enter a valid email address',
    }
  }
  const key = gatherIdKey(gatherIdOrEmail)
  const found = key
    ? await prisma().user.findUnique({
        where: { gatherIdKey: key },
        select: { id: true, gatherId: true, displayName: true },
      })
    : null
  return found
    ? {
        userExists: true,
        isEmail: false,
        email: null,
        gatherID: found.gatherId,
        displayName: found.displayName,
        message: 'User found',
      }
    : {
        userExists: false,
        isEmail: false,
        email: null,
        gatherID: null,
        displayName: null,
        message: "We couldn't find anyone with that Gather ID",
      }
}

const emailInvitationInput = z.object({
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
export async function inviteByEmail(
  deps: Pick<Services, 'config' | 'jobs' | 'limits'>,
  viewer: User | null,
  input: unknown,
) {
  const user = requireSignedIn(viewer)
  const { email, meetupId } = parseInput(emailInvitationInput, input)
  const meetup = await findMeetup(meetupId)
  if (meetup.userId !== user.id) throw new ForbiddenError('Only the organiser can invite people to this gathering')
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
