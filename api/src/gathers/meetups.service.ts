// Gathers: create, list, hide, delete and the calendar file. Shared by REST and GraphQL.

import { z } from 'zod'
import { gatherIdPattern } from '../accounts/accounts.service.js'
import type { Actor } from '../core/actor.js'
import { requireViewer } from '../core/actor.js'
import type { Services } from '../core/context.js'
import { Prisma, type User } from '../core/db/prisma.js'
import { prisma } from '../core/db.js'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../core/errors.js'
import { parseId } from '../core/lib/ids.js'
import { parseInput, text } from '../core/lib/validation.js'
import { enqueueMail } from '../core/mail/deliveries.js'
import { nameOf } from '../core/mail/format.js'
import { consumeAll } from '../core/rate-limits.js'
import { groupRules, loadGroupAccess } from '../groups/policy.js'
import { scheduleGatherStart } from '../live/arrivals/lateness.service.js'
import { type Clearing, clearPositions, scheduleGatherEnd } from '../live/expiry.service.js'
import { latitude, longitude } from '../live/positions.service.js'
import { cancellationRecipients, notifyCancelled, notifyInvited } from '../notifications/notify.service.js'
import type { WeatherClient } from '../places/weather.service.js'
import { calendarFilename, meetupCalendar } from './calendar.js'
import { rememberCancellation } from './calendar-feed.service.js'
import { joinUrl } from './links.js'
import { appInvitationMail, cancellationMail } from './mails.js'
import { withPeople } from './participants.service.js'
import { authorize, forbidden, gatherRules, isEnded, loadGatherAccess, mintShareLink, notFound } from './policy.js'
import { activeWhere, earliestStart, expirationFor, isPast, meetupOrder } from './schedule.policy.js'

type Deps = Pick<Services, 'config' | 'jobs' | 'logger' | 'limits'> & { weather: WeatherClient }

const dayMs = 24 * 60 * 60 * 1000
/** At most this many people invited by Gather ID (or from a group) in one create. */
export const maxInvitees = 200

/** A Gather ID as typed ('@Ada', ' ada ') → its lookup key ('ada'), or null when it cannot be one. */
export function gatherIdKey(value: string): string | null {
  const id = value.trim().replace(/^@/, '')
  return gatherIdPattern.test(id) ? id.toLowerCase() : null
}

export const createInput = z
  .object({
    locationName: text({
      error: 'Location is required',
      max: 200,
      tooLong: 'Location must be 200 characters or less',
    }).min(1, 'Location is required'),
    locationAddress: text({ max: 500, tooLong: 'Address must be 500 characters or less' })
      .nullish()
      .transform((v) => v || null),
    description: text({ error: "What's this about?", max: 100, tooLong: 'Max 100 characters' }).min(
      1,
      "What's this about?",
    ),
    gatherDate: z
      .string({ error: 'Date is required' })
      .trim()
      .min(1, 'Date is required')
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must look like 2026-11-28'),
    gatherTime: z
      .string({ error: 'Time is required' })
      .trim()
      .min(1, 'Time is required')
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must look like 14:30'),
    lat: latitude.nullish(),
    lon: longitude.nullish(),
    /** The date and time in the organiser's time zone, as an ISO string: decides startTime. */
    scheduledDateTime: z.string().max(40).nullish(),
    groupId: z.string().max(200).nullish(),
    selectedGatherIds: z
      .array(z.string({ error: 'Gather IDs must be text' }).max(40, 'That is not a Gather ID'))
      .max(maxInvitees, `You can invite at most ${maxInvitees} people at once`)
      .nullish(),
  })
  .superRefine((input, ctx) => {
    if ((input.lat == null) !== (input.lon == null)) {
      ctx.addIssue({ code: 'custom', message: 'Both lat and lon are needed for a location', path: ['lat'] })
    }
  })

/** The start time: scheduledDateTime when given, else the date and time read as UTC. */
function startTimeOf(input: z.infer<typeof createInput>, now: Date): Date {
  const dayOnly = new Date(`${input.gatherDate}T00:00:00Z`)
  if (Number.isNaN(dayOnly.getTime()) || dayOnly.toISOString().slice(0, 10) !== input.gatherDate) {
    throw new ValidationError('Date is invalid', 'gatherDate')
  }
  const start = input.scheduledDateTime
    ? new Date(input.scheduledDateTime)
    : new Date(`${input.gatherDate}T${input.gatherTime}:00Z`)
  if (Number.isNaN(start.getTime())) {
    throw new ValidationError('scheduledDateTime must be an ISO date and time', 'scheduledDateTime')
  }
  return checkStartTime(start, now, 'gatherDate')
}

/** A gather starts no earlier than `earliestStart` (the one rule for the past) and within two years. */
export function checkStartTime(start: Date, now: Date, field: string): Date {
  if (start < earliestStart(now)) throw new ValidationError('That date and time has already passed', field)
  if (start.getTime() > now.getTime() + 2 * 365 * dayMs) {
    throw new ValidationError('Pick a date within the next two years', field)
  }
  return start
}

/** Gather IDs → user ids; an unknown one fails the whole create with the spec's message. */
async function inviteesByGatherId(deps: Deps, organiser: User, typed: string[]): Promise<string[]> {
  const wanted = new Map<string, string>()
  for (const value of typed) {
    const key = gatherIdKey(value)
    if (!key)
      throw new ValidationError(`Person not found: no one has the Gather ID ${value.trim()}`, 'selectedGatherIds')
    if (key !== organiser.gatherIdKey) wanted.set(key, value.trim().replace(/^@/, ''))
  }
  if (wanted.size === 0) return []
  // Each Gather ID looked up here says whether it exists: it counts like any other lookup.
  await consumeAll([[deps.limits.personLookupsByUser, organiser.id]], 'Too many lookups.', wanted.size)
  const users = await prisma().user.findMany({
    where: { gatherIdKey: { in: [...wanted.keys()] } },
    select: { id: true, gatherIdKey: true },
  })
  const idByKey = new Map(users.map((u) => [u.gatherIdKey, u.id]))
  const missing = [...wanted].find(([key]) => !idByKey.has(key))
  if (missing) {
    throw new ValidationError(`Person not found: no one has the Gather ID @${missing[1]}`, 'selectedGatherIds')
  }
  return [...wanted.keys()].map((key) => idByKey.get(key) as string)
}

/** A group gather invites every member with an account and e-mails the contacts. */
async function groupInvitees(organiser: User, groupId: string | null | undefined) {
  if (!groupId) return { groupId: null, userIds: [] as string[], emails: [] as string[] }
  const access = await loadGroupAccess(organiser, groupId)
  authorize(access.group !== null && groupRules.canInviteFrom(access), notFound('Group not found'))
  const group = access.group as NonNullable<typeof access.group>
  const members = await prisma().groupMember.findMany({
    where: { groupId: group.id },
    select: { userId: true, email: true },
  })
  const invitees = members.filter((m) => groupRules.isInvitee(m, group.ownerId))
  const userIds = invitees.flatMap((m) => (m.userId ? [m.userId] : []))
  const emails = invitees.flatMap((m) => (!m.userId && m.email ? [m.email.toLowerCase()] : []))
  return { groupId: group.id, userIds, emails: [...new Set(emails)] }
}

export async function createMeetup(actor: Actor<Deps>, input: unknown) {
  const deps = actor.services
  const now = actor.now()
  const organiser = requireViewer(actor.viewer)
  const data = parseInput(createInput, input)
  const startTime = startTimeOf(data, now)
  const hasCoordinates = data.lat != null && data.lon != null
  // Weather is asked for while the invitees are looked up; it never fails the create and its
  // client gives up after two seconds.
  const [weather, invited, group] = await Promise.all([
    hasCoordinates ? deps.weather.forecast(data.lat as number, data.lon as number, startTime) : null,
    inviteesByGatherId(deps, organiser, data.selectedGatherIds ?? []),
    groupInvitees(organiser, data.groupId),
  ])
  // The group's contacts are e-mailed: taken from the organiser's hourly budget before any write.
  await consumeAll(
    [[deps.limits.invitationMailByUser, organiser.id]],
    'Too many invitations sent.',
    group.emails.length,
  )
  const inviteeIds = [...new Set([...invited, ...group.userIds])]
  if (inviteeIds.length > maxInvitees) {
    throw new ValidationError(`You can invite at most ${maxInvitees} people at once`, 'selectedGatherIds')
  }
  const expirationTime = expirationFor(startTime, now)

  const meetup = await prisma()
    .$transaction(async (tx) => {
      const created = await tx.meetup.create({
        data: {
          userId: organiser.id,
          description: data.description,
          locationName: data.locationName,
          locationAddress: data.locationAddress,
          locationLat: data.lat ?? null,
          locationLon: data.lon ?? null,
          shareableLink: mintShareLink(),
          startTime,
          expirationTime,
          groupId: group.groupId,
          weatherTemp: weather?.temp ?? null,
          weatherIcon: weather?.icon ?? 'sun',
          weatherCondition: weather?.condition ?? null,
          participants: {
            // One millisecond apart, so the list keeps the organiser first and invitees in order.
            create: [
              { userId: organiser.id, invitationStatus: 'accepted', status: 'joined', createdAt: now },
              ...inviteeIds.map((userId, i) => ({
                userId,
                invitationStatus: 'invited' as const,
                status: 'invited' as const,
                createdAt: new Date(now.getTime() + i + 1),
              })),
            ],
          },
        },
      })
      if (group.emails.length) {
        await tx.pendingInvitation.createMany({
          data: group.emails.map((email) => ({
            meetupId: created.id,
            email,
            invitedById: organiser.id,
            expiresAt: expirationTime,
          })),
          skipDuplicates: true,
        })
      }
      return tx.meetup.findUniqueOrThrow({ where: { id: created.id }, include: withPeople })
    })
    .catch((error: unknown) => {
      // An invitee who deleted their account between the lookup and the insert: how things stand
      // changed under the create, which a new try settles.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003') {
        throw new ConflictError('Failed to add participant: please try again')
      }
      throw error
    })

  await scheduleGatherEnd(deps.jobs, meetup)
  await scheduleGatherStart(deps.jobs, meetup, now)
  await notifyInvited(deps, {
    organiser,
    meetup,
    invited: meetup.participants.flatMap((p) =>
      p.invitationStatus === 'invited' ? [{ participantId: p.id, userId: p.userId }] : [],
    ),
  })
  if (group.emails.length) {
    const invitations = await prisma().pendingInvitation.findMany({ where: { meetupId: meetup.id } })
    await Promise.all(invitations.map((invitation) => sendAppInvitation(deps, organiser, meetup, invitation)))
  }
  return meetup
}

export async function sendAppInvitation(
  deps: Pick<Services, 'config' | 'jobs'>,
  inviter: User,
  meetup: { id: string; description: string; locationName: string; startTime: Date | null; shareableLink: string },
  invitation: { id: string; email: string },
) {
  const url = joinUrl(deps.config.appUrl, meetup.shareableLink)
  await enqueueMail(deps.jobs, {
    key: `app-invitation:${invitation.id}`,
    kind: 'app-invitation',
    message: {
      to: invitation.email,
      ...(await appInvitationMail({
        inviter: nameOf(inviter),
        meetup,
        joinUrl: url,
        timeZone: deps.config.displayTimeZone,
      })),
    },
  })
}

/** The viewer's gathers: organised or accepted, not hidden by them. */
export const mineWhere = (userId: string) =>
  ({
    participants: { some: { userId, invitationStatus: 'accepted' } },
    hiddenBy: { none: { userId } },
  }) satisfies Prisma.MeetupWhereInput

/** At most this many gathers in a REST list (history is kept 30 days). */
const listLimit = 200

export async function listMyMeetups(actor: Actor<unknown>) {
  const user = requireViewer(actor.viewer)
  return prisma().meetup.findMany({
    where: mineWhere(user.id),
    include: withPeople,
    orderBy: meetupOrder,
    take: listLimit,
  })
}

export async function listActiveMeetups(actor: Actor<unknown>) {
  const user = requireViewer(actor.viewer)
  const now = actor.now()
  return prisma().meetup.findMany({
    where: { AND: [mineWhere(user.id), activeWhere(now)] },
    include: withPeople,
    orderBy: meetupOrder,
    take: listLimit,
  })
}

const isoDateTime = (field: string) =>
  z.coerce.date({ error: `${field} must be an ISO-8601 date and time` }).refine((d) => !Number.isNaN(d.getTime()), {
    message: `${field} must be an ISO-8601 date and time`,
  })
export const calendarRangeInput = z
  .object({ from: isoDateTime('from'), to: isoDateTime('to').optional(), notBegun: z.boolean().nullish() })
  .refine((range) => !range.to || range.to > range.from, { message: 'to must be after from', path: ['to'] })

export type CalendarRange = z.infer<typeof calendarRangeInput>

/** `from` (and `to`, if any) as the calendar sends them: ISO strings over REST, Dates over GraphQL. */
export const parseCalendarRange = (input: unknown): CalendarRange => parseInput(calendarRangeInput, input)

/**
 * The calendar's gathers (myMeetups) that start from `from` until before `to` (open-ended
 * without): the weeks of the month shown; with `notBegun`, only those starting from `now` on
 * (the count of upcoming ones from today, less those of today already begun).
 */
export const calendarWhere = (userId: string, range: CalendarRange, now = new Date()) => {
  const from = range.notBegun && now > range.from ? now : range.from
  return {
    AND: [mineWhere(userId), { startTime: { gte: from, ...(range.to ? { lt: range.to } : {}) } }],
  } satisfies Prisma.MeetupWhereInput
}

export async function listCalendarMeetups(actor: Actor<unknown>, input: unknown) {
  const user = requireViewer(actor.viewer)
  return prisma().meetup.findMany({
    where: calendarWhere(user.id, parseCalendarRange(input)),
    include: withPeople,
    orderBy: meetupOrder,
    take: listLimit,
  })
}

/** The gather behind an id from a URL or GraphQL; a malformed id is simply not found. */
export async function findMeetup(id: unknown) {
  const meetupId = parseId(id, 'Meetup')
  const meetup = meetupId ? await prisma().meetup.findUnique({ where: { id: meetupId } }) : null
  if (!meetup) throw new NotFoundError('Gathering not found')
  return meetup
}

async function participationOf(userId: string, meetupId: string) {
  return prisma().participant.findUnique({ where: { meetupId_userId: { meetupId, userId } } })
}

/** Removes the gather from the viewer's own lists; the others still see it. */
export async function hideMeetup(actor: Actor<unknown>, meetupId: unknown) {
  const user = requireViewer(actor.viewer)
  const meetup = await findMeetup(meetupId)
  if (!(await participationOf(user.id, meetup.id))) {
    throw new ForbiddenError('Only participants can remove a gathering from their list')
  }
  await prisma().hiddenMeetup.upsert({
    where: { userId_meetupId: { userId: user.id, meetupId: meetup.id } },
    create: { userId: user.id, meetupId: meetup.id },
    update: {},
  })
  return meetup
}

/** Deletes the gather and all its data (organiser only); an upcoming one is cancelled by e-mail. */
export async function deleteMeetup(actor: Actor<Pick<Services, 'config' | 'jobs'> & Clearing>, meetupId: unknown) {
  const deps = actor.services
  const user = requireViewer(actor.viewer)
  const meetup = await findMeetup(meetupId)
  authorize(gatherRules.canManage({ viewer: user, meetup }), forbidden('Only the organiser can delete this gathering'))
  const now = actor.now()
  const upcoming = !isPast(meetup.startTime, now) && !isEnded(meetup, now)
  const attendees = upcoming
    ? await prisma().participant.findMany({
        where: { meetupId: meetup.id, invitationStatus: 'accepted', userId: { not: user.id } },
        select: { user: { select: { email: true } } },
      })
    : []
  const notified = upcoming ? await cancellationRecipients(meetup) : []
  // Calendar feeds keep an upcoming gather as cancelled (a past one just leaves them).
  if (upcoming && meetup.startTime) await rememberCancellation({ ...meetup, startTime: meetup.startTime }, now)
  await clearPositions(deps, { meetupId: meetup.id })
  await prisma().meetup.delete({ where: { id: meetup.id } })
  // Open live streams of it end ('ended'); open screens read it again (and find it gone).
  deps.pubSub.publish('meetupUpdated', meetup.id, { meetupId: meetup.id, ended: true })
  await notifyCancelled(deps, { organiser: user, meetup, userIds: notified })
  if (meetup.startTime) {
    const cancelled = { ...meetup, calendarSequence: meetup.calendarSequence + 1 }
    // A cancellation names the event, not where it was.
    const ics = meetupCalendar(cancelled, {
      joinUrl: joinUrl(deps.config.appUrl, meetup.shareableLink),
      method: 'CANCEL',
      venue: false,
    })
    for (const { user: attendee } of attendees) {
      await enqueueMail(deps.jobs, {
        key: `cancel:${meetup.id}:${attendee.email}`,
        kind: 'cancel',
        message: {
          to: attendee.email,
          ...(await cancellationMail({ organiser: nameOf(user), meetup, timeZone: deps.config.displayTimeZone })),
          icalEvent: { method: 'CANCEL', filename: 'cancel.ics', content: ics },
        },
      })
    }
  }
  return meetup
}

/** The .ics file of a gather, for its participants; the venue's coordinates per canSeeVenue. */
export async function meetupCalendarFile(actor: Actor<Pick<Services, 'config'>>, meetupId: unknown) {
  const deps = actor.services
  const user = requireViewer(actor.viewer)
  const meetup = await findMeetup(meetupId)
  const [participant, hidden] = await Promise.all([
    participationOf(user.id, meetup.id),
    prisma().hiddenMeetup.findUnique({ where: { userId_meetupId: { userId: user.id, meetupId: meetup.id } } }),
  ])
  if (hidden) throw new NotFoundError('Gathering not found')
  if (!participant) throw new ForbiddenError('Only participants can add this gathering to their calendar')
  if (!meetup.startTime) throw new ValidationError('This gathering has no start time')
  const organiser = await prisma().user.findUniqueOrThrow({ where: { id: meetup.userId } })
  return {
    filename: calendarFilename(meetup.description),
    content: meetupCalendar(meetup, {
      joinUrl: joinUrl(deps.config.appUrl, meetup.shareableLink),
      organiser: { name: nameOf(organiser), email: deps.config.mailFrom.match(/<(.+)>/)?.[1] ?? deps.config.mailFrom },
      venue: gatherRules.canSeeVenue(await loadGatherAccess(user, meetup, [participant])),
    }),
  }
}
