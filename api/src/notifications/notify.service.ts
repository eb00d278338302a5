// What a gather's changes tell people's devices: a new invitation, a reminder, a new time or
// place, a cancellation, and (to the organiser) someone arriving. Each queues one push job per
// person (push.ts), keyed so that the same event reaches a device once. Who is told is decided
// here, by the rules below; only people who turned notifications on for a device get anything.
import type { Services } from '../core/context.js'
import { prisma } from '../core/db.js'
import { formatWhen, nameOf } from '../core/mail/format.js'
import { pushRules, toldOfChangesWhere } from './policy.js'
import { enqueuePush, type PushJob } from './push.service.js'

type Deps = Pick<Services, 'config' | 'jobs'>

interface GatherFacts {
  id: string
  description: string
  locationName: string
  startTime: Date | null
}

type Person = Parameters<typeof nameOf>[0]

/** The place and time in one line (a place's name, never its coordinates). */
const whereAndWhen = (deps: Deps, meetup: GatherFacts) =>
  `${formatWhen(meetup.startTime, deps.config.displayTimeZone)} · ${meetup.locationName}`

/** Queues the jobs of people with a device turned on (most have none: no job for them). */
async function queue(deps: Pick<Services, 'jobs'>, jobs: PushJob[]) {
  if (jobs.length === 0) return
  const withDevices = await prisma().pushSubscription.findMany({
    where: { userId: { in: [...new Set(jobs.map((job) => job.userId))] } },
    select: { userId: true },
    distinct: ['userId'],
  })
  const notified = new Set(withDevices.map((device) => device.userId))
  await Promise.all(jobs.filter((job) => notified.has(job.userId)).map((job) => enqueuePush(deps.jobs, job)))
}

/** People invited by Gather ID (at create or from Manage): each participant record is told once. */
export function notifyInvited(
  deps: Deps,
  input: { organiser: Person; meetup: GatherFacts; invited: { participantId: string; userId: string }[] },
) {
  const { organiser, meetup } = input
  return queue(
    deps,
    input.invited.map(({ participantId, userId }) => ({
      key: `invitation:${participantId}`,
      kind: 'invitation',
      userId,
      // Home, where the invitation is answered (opening the gather would accept it).
      message: {
        title: `${nameOf(organiser)} invited you to "${meetup.description}"`,
        body: whereAndWhen(deps, meetup),
        url: '/',
        tag: `invitation-${meetup.id}`,
      },
    })),
  )
}

/** 'Send Reminders': people on Gather who have not answered; each press is a round of its own. */
export function notifyReminded(
  deps: Deps,
  input: { organiser: Person; meetup: GatherFacts; userIds: string[]; round: number },
) {
  const { organiser, meetup, round } = input
  return queue(
    deps,
    input.userIds.map((userId) => ({
      key: `reminder:${meetup.id}:${userId}:${round}`,
      kind: 'reminder',
      userId,
      message: {
        title: `${nameOf(organiser)} is waiting for your answer`,
        body: `"${meetup.description}" · ${whereAndWhen(deps, meetup)}`,
        url: '/',
        tag: `invitation-${meetup.id}`,
      },
    })),
  )
}

/**
 * A new time or place: everyone in the gather who has not declined, but the organiser who made
 * the change. Keyed by the calendar SEQUENCE the change raised: one push per change and person.
 */
export async function notifyChanged(deps: Deps, meetup: GatherFacts & { userId: string; calendarSequence: number }) {
  const people = await prisma().participant.findMany({
    where: toldOfChangesWhere(meetup),
    select: { userId: true, invitationStatus: true },
  })
  await queue(
    deps,
    people.map(({ userId, invitationStatus }) => ({
      key: `update:${meetup.id}:${userId}:${meetup.calendarSequence}`,
      kind: 'update',
      userId,
      message: {
        title: `"${meetup.description}" has changed`,
        body: `Now ${whereAndWhen(deps, meetup)}`,
        url: pushRules.opensLiveScreen(invitationStatus) ? `/proximity/${meetup.id}` : '/',
        tag: `gather-${meetup.id}`,
      },
    })),
  )
}

/** The people a cancellation is for: read before the gather is deleted. */
export async function cancellationRecipients(meetup: { id: string; userId: string }) {
  const people = await prisma().participant.findMany({
    where: toldOfChangesWhere(meetup),
    select: { userId: true },
  })
  return people.map((p) => p.userId)
}

export function notifyCancelled(deps: Deps, input: { organiser: Person; meetup: GatherFacts; userIds: string[] }) {
  const { organiser, meetup } = input
  return queue(
    deps,
    input.userIds.map((userId) => ({
      key: `cancel:${meetup.id}:${userId}`,
      kind: 'cancel',
      userId,
      message: {
        title: `Cancelled: "${meetup.description}"`,
        body: `${nameOf(organiser)} cancelled it (${whereAndWhen(deps, meetup)})`,
        url: '/',
        tag: `gather-${meetup.id}`,
      },
    })),
  )
}

/**
 * Someone arrived (their status became "here", set by them or worked out from their position):
 * the organiser is told, once per person and gather. The organiser's own arrival tells no one.
 */
export async function notifyArrived(deps: Pick<Services, 'jobs'>, arrival: { meetupId: string; userId: string }) {
  const meetup = await prisma().meetup.findUnique({
    where: { id: arrival.meetupId },
    select: { id: true, userId: true, description: true },
  })
  if (!meetup || !pushRules.toldOfArrival(meetup, arrival.userId)) return
  const person = await prisma().user.findUnique({ where: { id: arrival.userId } })
  if (!person) return
  await queue(deps, [
    {
      key: `arrival:${meetup.id}:${arrival.userId}`,
      kind: 'arrival',
      userId: meetup.userId,
      message: {
        title: `${nameOf(person)} arrived`,
        body: `at "${meetup.description}"`,
        url: `/proximity/${meetup.id}`,
        tag: `arrival-${meetup.id}-${arrival.userId}`,
      },
    },
  ])
}
