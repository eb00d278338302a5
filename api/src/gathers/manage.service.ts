// The organiser's manage actions: edit
// the name and time, add and remove people, list pending e-mail invitations, send reminders and
// updated invitations. Every action is the organiser's alone, checked here for both faces; adding
// oneself by Gather ID is the one thing anyone signed in may do (how old clients join).

import { z } from 'zod'
import type { Actor } from '../core/actor.js'
import { requireViewer } from '../core/actor.js'
import type { Services } from '../core/context.js'
import { type InvitationStatus, Prisma, type User } from '../core/db/prisma.js'
import { prisma } from '../core/db.js'
import { ConflictError, GatherIdNotFoundError, NotFoundError, ValidationError } from '../core/errors.js'
import { parseId } from '../core/lib/ids.js'
import { parseInput, text } from '../core/lib/validation.js'
import { enqueueMail } from '../core/mail/deliveries.js'
import { nameOf } from '../core/mail/format.js'
import { consume, consumeAll } from '../core/rate-limits.js'
import { scheduleGatherStart } from '../live/arrivals/lateness.service.js'
import { type Clearing, clearPositions, scheduleGatherEnd } from '../live/expiry.service.js'
import { joinMeetup } from '../live/participants.service.js'
import { notifyChanged, notifyInvited, notifyReminded } from '../notifications/notify.service.js'
import type { WeatherClient } from '../places/weather.service.js'
import { meetupCalendar } from './calendar.js'
import { inviteByEmail, looksLikeEmail } from './invitations.service.js'
import { joinUrl } from './links.js'
import { reminderMail, updateMail } from './manage-mails.js'
import { checkStartTime, findMeetup, gatherIdKey } from './meetups.service.js'
import { announceParticipant } from './participants.service.js'
import {
  authorize,
  findGatherByKey,
  forbidden,
  type GatherAccess,
  gatherRules,
  isEnded,
  loadGatherAccess,
  mintShareLink,
  notFound,
} from './policy.js'
import { expirationFor } from './schedule.policy.js'

type Deps = Pick<Services, 'config' | 'jobs' | 'logger' | 'pubSub' | 'limits'> & Clearing & { weather: WeatherClient }

/** What a person who may not see a gather is told, whatever the reason. */
export const noAccess = "Gathering not found or you don't have access"
export const alreadyJoined = "You're already a participant in this gathering"

/** The gather, if the viewer organises it: 404 when it does not exist, 403 for anyone else. */
async function organisedMeetup(viewer: User | null, meetupId: unknown, action: string) {
  const user = requireViewer(viewer)
  const meetup = await findMeetup(meetupId)
  authorize(gatherRules.canManage({ viewer: user, meetup }), forbidden(`Only the organiser can ${action}`))
  return { user, meetup }
}

/** The gather itself changed (name, time, e-mail invitations); people changes go out as participantChanged. */
const announceChange = (deps: Pick<Services, 'pubSub'>, meetupId: string) =>
  deps.pubSub.publish('meetupUpdated', meetupId, { meetupId })

const mailFromAddress = (mailFrom: string) => mailFrom.match(/<(.+)>/)?.[1] ?? mailFrom

export const updateInput = z
  .object({
    description: text({ error: 'Gather name cannot be empty', max: 100, tooLong: 'Max 100 characters' })
      .min(1, 'Gather name cannot be empty')
      .nullish(),
    startTime: z
      .string({ error: 'startTime must be an ISO date and time' })
      .trim()
      .max(40, 'startTime must be an ISO date and time')
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, 'startTime must be an ISO date and time')
      .nullish(),
  })
  .refine((input) => input.description != null || input.startTime != null, {
    message: 'Send a description or a startTime to change',
  })

function newStartTime(value: string, now: Date): Date {
  const start = new Date(value)
  if (Number.isNaN(start.getTime())) throw new ValidationError('startTime must be an ISO date and time', 'startTime')
  return checkStartTime(start, now, 'startTime')
}

/**
 * Renames or reschedules a gather (organiser only). A new time recomputes its end, the expiry of
 * its pending e-mail invitations and its weather; either change raises the calendar SEQUENCE so
 * that updated invitations replace the old copy. Saving the same values changes nothing.
 */
export async function updateMeetup(actor: Actor<Deps>, meetupId: unknown, input: unknown) {
  const deps = actor.services
  const now = actor.now()
  const { meetup } = await organisedMeetup(actor.viewer, meetupId, 'edit this gathering')
  const data = parseInput(updateInput, input)
  const startTime = data.startTime != null ? newStartTime(data.startTime, now) : null
  const nameChanged = data.description != null && data.description !== meetup.description
  const timeChanged = startTime !== null && startTime.getTime() !== meetup.startTime?.getTime()
  if (!nameChanged && !timeChanged) return { meetup, nameChanged, timeChanged }

  const expirationTime = timeChanged ? expirationFor(startTime, now) : meetup.expirationTime
  // The old forecast was for the old hour: ask again, and show none rather than a wrong one.
  const weather =
    timeChanged && meetup.locationLat !== null && meetup.locationLon !== null
      ? await deps.weather.forecast(meetup.locationLat, meetup.locationLon, startTime).catch((error: unknown) => {
          deps.logger.warn({ err: error }, 'weather for a rescheduled gather failed')
          return null
        })
      : null
  const updated = await prisma().$transaction(async (tx) => {
    const row = await tx.meetup.update({
      where: { id: meetup.id },
      data: {
        ...(nameChanged ? { description: data.description as string } : {}),
        ...(timeChanged
          ? {
              startTime,
              expirationTime,
              // Moved into the future, an ended gather is on again.
              isActive: expirationTime !== null && !isEnded({ expirationTime }, now),
              weatherTemp: weather?.temp ?? null,
              weatherIcon: weather?.icon ?? 'sun',
              weatherCondition: weather?.condition ?? null,
            }
          : {}),
        calendarSequence: { increment: 1 },
      },
    })
    if (timeChanged && expirationTime) {
      await tx.pendingInvitation.updateMany({
        where: { meetupId: meetup.id, acceptedAt: null },
        data: { expiresAt: expirationTime },
      })
    }
    return row
  })
  // Its end and start jobs for the new time (those already queued for the old time re-read and step aside).
  if (timeChanged) {
    await scheduleGatherEnd(deps.jobs, updated)
    await scheduleGatherStart(deps.jobs, updated, now)
    await notifyChanged(deps, updated)
  }
  announceChange(deps, meetup.id)
  return { meetup: updated, nameChanged, timeChanged }
}

export const addInput = z.object({
  gatherIdOrEmail: z
    .string({ error: 'Invalid participant data' })
    .trim()
    .min(1, 'Enter a Gather ID or an email address')
    .max(254, 'That is too long for a Gather ID or an email address'),
})

export type AddedParticipant =
  | {
      kind: 'participant'
      participant: Prisma.ParticipantGetPayload<{ include: { user: true } }>
      created: boolean
    }
  | { kind: 'email'; invitation: Prisma.PendingInvitationGetPayload<object> }

/**
 * POST /api/meetups/{id}/participants {gatherIdOrEmail}, for two uses:
 * - a signed-in person adding themselves (their own Gather ID): joins, accepted; one who was
 *   invited or had declined is accepted; 409 when already in;
 * - the organiser adding someone: a Gather ID becomes an invited participant, an e-mail address
 *   an e-mail invitation (never matched to an account).
 * Anyone else is told the gathering was not found, whatever the reason.
 */
export async function addParticipant(
  actor: Actor<Deps>,
  meetupId: unknown,
  input: unknown,
): Promise<{ meetupId: string } & AddedParticipant> {
  const deps = actor.services
  const now = actor.now()
  const user = requireViewer(actor.viewer)
  const { gatherIdOrEmail } = parseInput(addInput, input)
  // The gather's id, or its share link (what lets someone add themselves without an invitation).
  const { meetup, via } = await findGatherByKey(meetupId, noAccess)
  const organiser = gatherRules.canManage({ viewer: user, meetup })

  if (looksLikeEmail(gatherIdOrEmail)) {
    if (!organiser) throw new NotFoundError(noAccess)
    const email = gatherIdOrEmail.replace(/^@/, '').toLowerCase()
    if (email === user.email.toLowerCase()) throw new ConflictError(alreadyJoined)
    const { invitation, sent } = await inviteByEmail(actor, { email, meetupId: meetup.id })
    if (!sent) throw new ConflictError(`${email} is already invited to this gathering`)
    announceChange(deps, meetup.id)
    return { meetupId: meetup.id, kind: 'email', invitation }
  }

  const key = gatherIdKey(gatherIdOrEmail)
  const self = key !== null && key === user.gatherIdKey
  if (!self && !organiser) throw new NotFoundError(noAccess)
  // The answer tells whether that Gather ID exists: limited like every person lookup.
  if (!self) await consume(deps.limits.personLookupsByUser, user.id, 'Too many lookups.')
  const person = self ? user : key ? await prisma().user.findUnique({ where: { gatherIdKey: key } }) : null
  if (!person) {
    throw new GatherIdNotFoundError(`Person not found: no one has the Gather ID @${gatherIdOrEmail.replace(/^@/, '')}`)
  }
  const existing = await prisma().participant.findUnique({
    where: { meetupId_userId: { meetupId: meetup.id, userId: person.id } },
    include: { user: true },
  })
  if (self && existing?.invitationStatus === 'accepted') throw new ConflictError(alreadyJoined)
  if (!self && existing) throw new ConflictError(`@${person.gatherId} is already a participant in this gathering`)

  if (self) {
    // The id alone is no capability: to a stranger holding it, the gather is unknown.
    const access = await loadGatherAccess(user, meetup)
    authorize(access.removed || gatherRules.canJoinWith(access, via), notFound(noAccess))
    if (isEnded(meetup, now)) throw new ValidationError('This gathering has ended')
    // The same join as opening the gather (live screen); asking to join undoes a decline.
    const joined = await joinMeetup(actor, via === 'link' ? meetup.shareableLink : meetup.id, { rejoin: true })
    if (!joined.joined) throw new ConflictError(alreadyJoined)
    const participant = await prisma().participant.findUniqueOrThrow({
      where: { id: joined.participant.id },
      include: { user: true },
    })
    return { meetupId: meetup.id, kind: 'participant', participant, created: !existing }
  }

  try {
    // Inviting someone the organiser removed lets them in again.
    const [, participant] = await prisma().$transaction([
      prisma().meetupRemoval.deleteMany({ where: { meetupId: meetup.id, userId: person.id } }),
      prisma().participant.create({
        data: { meetupId: meetup.id, userId: person.id, invitationStatus: 'invited', status: 'invited' },
        include: { user: true },
      }),
    ])
    announceParticipant(deps.pubSub, participant, 'joined')
    await notifyInvited(deps, {
      organiser: user,
      meetup,
      invited: [{ participantId: participant.id, userId: person.id }],
    })
    return { meetupId: meetup.id, kind: 'participant', participant, created: true }
  } catch (error) {
    // Added twice at once: the second insert meets the unique (meetupId, userId).
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new ConflictError(`@${person.gatherId} is already a participant in this gathering`)
    }
    throw error
  }
}

/** Removes someone from the gather (organiser only); the organiser stays. Takes a participant or user id. */
export async function removeParticipant(actor: Actor<Clearing>, meetupId: unknown, participantId: unknown) {
  const { meetup } = await organisedMeetup(actor.viewer, meetupId, 'remove participants')
  const id = parseId(participantId, 'Participant')
  const participant = id
    ? await prisma().participant.findFirst({ where: { meetupId: meetup.id, OR: [{ id }, { userId: id }] } })
    : null
  if (!participant) throw new NotFoundError('Participant not found')
  if (participant.userId === meetup.userId) throw new ValidationError('The organiser cannot be removed')
  await clearPositions(actor.services, { id: participant.id })
  // The removal stays recorded: joining again by link or Gather ID is refused until re-invited.
  const [{ count }] = await prisma().$transaction([
    prisma().participant.deleteMany({ where: { id: participant.id } }),
    prisma().meetupRemoval.upsert({
      where: { meetupId_userId: { meetupId: meetup.id, userId: participant.userId } },
      create: { meetupId: meetup.id, userId: participant.userId },
      update: { removedAt: actor.now() },
    }),
  ])
  if (count === 0) throw new NotFoundError('Participant not found')
  announceParticipant(actor.services.pubSub, participant, 'removed')
  return { meetup, participant }
}

/**
 * A new share link (organiser only): the old one answers as an unknown link from now on, on every
 * face. People already in the gather, or invited to it, stay; e-mail invitations not yet opened
 * carry the old link (Send Reminders mails the new one).
 */
export async function rotateShareLink(actor: Actor<Pick<Services, 'pubSub'>>, meetupId: unknown) {
  const user = requireViewer(actor.viewer)
  const meetup = await findMeetup(meetupId)
  authorize(
    gatherRules.canRotateShareLink({ viewer: user, meetup }),
    forbidden('Only the organiser can make a new join link'),
  )
  const updated = await prisma().meetup.update({
    where: { id: meetup.id },
    data: { shareableLink: mintShareLink() },
  })
  announceChange(actor.services, meetup.id)
  return updated
}

/** E-mail invitations not accepted yet: the 'Pending Email Invitations' card. */
export const pendingInvitesWhere = (meetupId: string) =>
  ({ meetupId, acceptedAt: null }) satisfies Prisma.PendingInvitationWhereInput

/** Participants who have not answered: counted with the pending e-mails in the pending banner. */
export const pendingParticipantsWhere = (meetupId: string) =>
  ({ meetupId, invitationStatus: { in: ['invited', 'pending'] } }) satisfies Prisma.ParticipantWhereInput

export async function listPendingInvites(actor: Actor<unknown>, meetupId: unknown) {
  const { meetup } = await organisedMeetup(actor.viewer, meetupId, 'see pending invitations')
  return prisma().pendingInvitation.findMany({
    where: pendingInvitesWhere(meetup.id),
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: 1000,
  })
}

interface Recipient {
  email: string
  name?: string
  onGather: boolean
  accepted: boolean
  /** Their copy may carry the venue's coordinates (canSeeVenue). */
  seesVenue: boolean
}

/** One recipient per address: a participant's account address wins over an e-mail invitation. */
async function recipientsOf(
  meetup: GatherAccess['meetup'],
  participants: {
    userId: string
    invitationStatus: InvitationStatus
    user: Parameters<typeof nameOf>[0] & { email: string }
  }[],
  invitations: { email: string }[],
): Promise<Recipient[]> {
  const byEmail = new Map<string, Recipient>()
  // Their own records are read already: the loader reads nothing more.
  const accesses = await Promise.all(participants.map((p) => loadGatherAccess({ id: p.userId }, meetup, [p])))
  for (const [i, { user, invitationStatus }] of participants.entries()) {
    const email = user.email.toLowerCase()
    const access = accesses[i] as GatherAccess
    byEmail.set(email, {
      email,
      name: nameOf(user),
      onGather: true,
      accepted: invitationStatus === 'accepted',
      seesVenue: gatherRules.canSeeVenue(access),
    })
  }
  for (const { email } of invitations) {
    const key = email.toLowerCase()
    if (!byEmail.has(key)) byEmail.set(key, { email: key, onGather: false, accepted: false, seesVenue: false })
  }
  return [...byEmail.values()]
}

const personSelect = { email: true, displayName: true, firstName: true, lastName: true, gatherId: true } as const

/**
 * 'Send Reminders': an e-mail to every participant who has not answered and to every pending
 * e-mail invitation. Each press is a new round (its time is the version in the idempotency key),
 * so pressing twice sends twice, while a job that runs twice still sends once.
 */
export async function remindPending(actor: Actor<Deps>, meetupId: unknown) {
  const deps = actor.services
  const now = actor.now()
  const { user, meetup } = await organisedMeetup(actor.viewer, meetupId, 'send reminders')
  if (isEnded(meetup, now)) throw new ValidationError('This gathering has ended')
  const [participants, invitations] = await Promise.all([
    prisma().participant.findMany({
      where: { ...pendingParticipantsWhere(meetup.id), userId: { not: user.id } },
      select: { userId: true, invitationStatus: true, user: { select: personSelect } },
    }),
    prisma().pendingInvitation.findMany({
      where: { ...pendingInvitesWhere(meetup.id), expiresAt: { gt: now } },
      select: { id: true, email: true },
    }),
  ])
  const recipients = await recipientsOf(meetup, participants, invitations)
  if (recipients.length === 0) return { emailsSent: 0 }
  await consumeAll(
    [
      [deps.limits.mailRoundsByMeetup, meetup.id],
      [deps.limits.mailRoundsByUser, user.id],
    ],
    'Too many reminders and updates sent for this gathering.',
  )
  const round = now.getTime()
  const url = joinUrl(deps.config.appUrl, meetup.shareableLink)
  const organiser = nameOf(user)
  await Promise.all(
    recipients.map(async (recipient) =>
      enqueueMail(deps.jobs, {
        key: `reminder:${meetup.id}:${recipient.email}:${round}`,
        kind: 'reminder',
        message: {
          to: recipient.email,
          ...(await reminderMail({
            organiser,
            meetup,
            joinUrl: url,
            onGather: recipient.onGather,
            timeZone: deps.config.displayTimeZone,
          })),
        },
      }),
    ),
  )
  await notifyReminded(deps, { organiser: user, meetup, userIds: participants.map((p) => p.userId), round })
  if (invitations.length) {
    await prisma().pendingInvitation.updateMany({
      where: { id: { in: invitations.map((i) => i.id) } },
      data: { lastRemindedAt: now },
    })
  }
  return { emailsSent: recipients.length }
}

/**
 * 'Send Updates': an updated invitation (METHOD:REQUEST, the gather's UID and current SEQUENCE)
 * to every participant but the organiser and to every pending e-mail invitation. Keyed per
 * (gather, recipient, 'update', SEQUENCE): asking again without an edit sends nothing new.
 */
export async function resendInvites(actor: Actor<Deps>, meetupId: unknown) {
  const deps = actor.services
  const now = actor.now()
  const { user, meetup } = await organisedMeetup(actor.viewer, meetupId, 'send updated invitations')
  if (!meetup.startTime) throw new ValidationError('This gathering has no start time')
  if (isEnded(meetup, now)) throw new ValidationError('This gathering has ended')
  const [participants, invitations] = await Promise.all([
    prisma().participant.findMany({
      where: { meetupId: meetup.id, userId: { not: user.id } },
      select: { userId: true, invitationStatus: true, user: { select: personSelect } },
    }),
    prisma().pendingInvitation.findMany({
      where: { ...pendingInvitesWhere(meetup.id), expiresAt: { gt: now } },
      select: { email: true },
    }),
  ])
  const keyOf = (email: string) => `update:${meetup.id}:${email}:${meetup.calendarSequence}`
  const everyone = await recipientsOf(meetup, participants, invitations)
  const delivered = new Set(
    (
      await prisma().emailDelivery.findMany({
        where: { idempotencyKey: { in: everyone.map((r) => keyOf(r.email)) }, sentAt: { not: null } },
        select: { idempotencyKey: true },
      })
    ).map((row) => row.idempotencyKey),
  )
  const recipients = everyone.filter((r) => !delivered.has(keyOf(r.email)))
  if (recipients.length === 0) return { emailsSent: 0 }
  await consumeAll(
    [
      [deps.limits.mailRoundsByMeetup, meetup.id],
      [deps.limits.mailRoundsByUser, user.id],
    ],
    'Too many reminders and updates sent for this gathering.',
  )
  const url = joinUrl(deps.config.appUrl, meetup.shareableLink)
  const organiser = { name: nameOf(user), email: mailFromAddress(deps.config.mailFrom) }
  const text = await updateMail({
    organiser: organiser.name,
    meetup,
    joinUrl: url,
    timeZone: deps.config.displayTimeZone,
  })
  await Promise.all(
    recipients.map((recipient) =>
      enqueueMail(deps.jobs, {
        key: keyOf(recipient.email),
        kind: 'update',
        message: {
          to: recipient.email,
          ...text,
          icalEvent: {
            method: 'REQUEST',
            filename: 'invite.ics',
            content: meetupCalendar(meetup, {
              joinUrl: url,
              organiser,
              attendee: { name: recipient.name, email: recipient.email, accepted: recipient.accepted },
              method: 'REQUEST',
              venue: recipient.seesVenue,
            }),
          },
        },
      }),
    ),
  )
  return { emailsSent: recipients.length }
}
