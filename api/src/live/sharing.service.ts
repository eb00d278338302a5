// Sharing bound to the gather (rules in sharing-rules.ts): consent once per gather with a
// precision, stop by the person's tap, on arrival plus 10 minutes (a job, and the minute sweep)
// or at the gather's end (expiry.service.ts), paused while their page is hidden. Stopping deletes the
// stored positions; so does choosing a less precise sharing. GraphQL and REST call these.

import { z } from 'zod'
import type { Actor } from '../core/actor.js'
import { requireViewer } from '../core/actor.js'
import type { Services } from '../core/context.js'
import type { LiveSharing, Meetup, Participant, SharingPrecision } from '../core/db/prisma.js'
import { prisma } from '../core/db.js'
import { ConflictError } from '../core/errors.js'
import { queues } from '../core/jobs/queues.js'
import { parseInput } from '../core/lib/validation.js'
import { announceParticipant } from '../gathers/participants.service.js'
import {
  authorize,
  findMeetupByKey,
  forbidden,
  gatherRules,
  isEnded,
  loadGatherAccess,
  notFound,
} from '../gathers/policy.js'
import { type Clearing, clearPositions, sweepEveryMs } from './expiry.service.js'
import { arrivalGraceMs, type SharingState, sharingRules } from './sharing-rules.js'

type Deps = Pick<Services, 'jobs'> & Clearing

/** What a person's sharing looks like to the gather's people (and to themselves). */
export interface SharingView {
  state: SharingState
  precision: SharingPrecision
  consented: boolean
  /** Since when paused or stopped; null otherwise. */
  since: Date | null
  stopReason: string | null
  /** When sharing may start (two hours before the start); null: at once. */
  startsAt: Date | null
}

type Times = Pick<Meetup, 'startTime' | 'expirationTime'>

export function sharingView(sharing: LiveSharing | null, meetup: Times, now: Date): SharingView {
  const state = sharingRules.state(sharing, meetup, now)
  return {
    state,
    precision: sharing?.precision ?? 'exact',
    consented: sharing !== null,
    since: state === 'paused' ? (sharing?.pausedAt ?? null) : state === 'stopped' ? (sharing?.stoppedAt ?? null) : null,
    stopReason: state === 'stopped' ? (sharing?.stopReason ?? null) : null,
    startsAt: sharingRules.startsAt(meetup),
  }
}

const precisionInput = z.enum(['exact', 'approximate', 'status_only'], {
  error: "precision must be one of 'exact', 'approximate', 'status_only'",
})
export const shareInput = z.object({ precision: precisionInput.optional() })
export const precisionChange = z.object({ precision: precisionInput })

/** The viewer's own accepted record in the gather, with its sharing row. */
async function ownRecord(actor: Actor<unknown>, meetupKey: unknown) {
  const viewer = requireViewer(actor.viewer)
  const access = await loadGatherAccess(viewer, await findMeetupByKey(meetupKey))
  authorize(gatherRules.canSeeGather(access, actor.now()), notFound('Gather not found'))
  authorize(sharingRules.canShare(access), forbidden('Join the gather before sharing your location'))
  const participant = access.participant as Participant
  const sharing = await prisma().liveSharing.findUnique({ where: { participantId: participant.id } })
  return { meetup: access.meetup, participant, sharing }
}

function ensureOn(meetup: Times, now: Date) {
  if (isEnded(meetup, now)) {
    throw new ConflictError('This gather has ended: location sharing is off')
  }
}

/**
 * Consent (persisted, once per gather) and (re)start: "Share my location". A precision given
 * here is the one chosen at consent; without one the earlier choice (or exact) stays.
 */
export async function shareLocation(actor: Actor<Deps>, meetupKey: unknown, input: unknown = {}) {
  const { precision } = parseInput(shareInput, input ?? {})
  const now = actor.now()
  const { meetup, participant, sharing } = await ownRecord(actor, meetupKey)
  ensureOn(meetup, now)
  const arrivedAt = participant.status === 'here' ? now : null
  const row = await prisma().liveSharing.upsert({
    where: { participantId: participant.id },
    create: { participantId: participant.id, precision: precision ?? 'exact', consentedAt: now, arrivedAt },
    update: { stoppedAt: null, stopReason: null, pausedAt: null, arrivedAt, ...(precision ? { precision } : {}) },
  })
  if (sharing && precision && sharingRules.lessPrecise(sharing.precision, precision)) {
    await clearPositions(actor.services, { id: participant.id })
  }
  if (arrivedAt) await scheduleArrivalStop(actor.services.jobs, participant.id, arrivedAt, now)
  announceParticipant(actor.services.pubSub, participant, 'sharing')
  return { participant, sharing: sharingView(row, meetup, now) }
}

/** Precision by choice, on the live screen: less precise deletes what was stored before. */
export async function setSharingPrecision(actor: Actor<Deps>, meetupKey: unknown, input: unknown) {
  const { precision } = parseInput(precisionChange, input)
  const now = actor.now()
  const { meetup, participant, sharing } = await ownRecord(actor, meetupKey)
  ensureOn(meetup, now)
  // Choosing how to share on the live screen is consenting at that precision.
  const row = await prisma().liveSharing.upsert({
    where: { participantId: participant.id },
    create: { participantId: participant.id, precision, consentedAt: now },
    update: { precision },
  })
  if (sharingRules.lessPrecise(sharing?.precision ?? 'exact', precision)) {
    await clearPositions(actor.services, { id: participant.id })
  }
  announceParticipant(actor.services.pubSub, participant, 'sharing')
  return { participant, sharing: sharingView(row, meetup, now) }
}

/** "Stop sharing": one tap; the stored positions are deleted at once. */
export async function stopSharing(actor: Actor<Deps>, meetupKey: unknown) {
  const now = actor.now()
  const { meetup, participant } = await ownRecord(actor, meetupKey)
  const row = await stop(actor.services, participant, 'manual', now)
  return { participant, sharing: sharingView(row, meetup, now) }
}

async function stop(
  deps: Clearing,
  participant: Pick<Participant, 'id' | 'meetupId'>,
  reason: 'manual' | 'arrived',
  now: Date,
) {
  const row = await prisma().liveSharing.upsert({
    where: { participantId: participant.id },
    create: { participantId: participant.id, consentedAt: now, stoppedAt: now, stopReason: reason },
    update: { stoppedAt: now, stopReason: reason, pausedAt: null },
  })
  await clearPositions(deps, { id: participant.id })
  announceParticipant(deps.pubSub, participant, 'sharing')
  return row
}

/** The page was hidden or the phone locked (paused), or shown again (resumed). */
export async function setSharingPaused(actor: Actor<Deps>, meetupKey: unknown, paused: boolean) {
  const now = actor.now()
  const { meetup, participant, sharing } = await ownRecord(actor, meetupKey)
  // Not consented, or already so: nothing to change (a page may report twice).
  if (!sharing || Boolean(sharing.pausedAt) === paused) {
    return { participant, sharing: sharingView(sharing, meetup, now) }
  }
  const row = await prisma().liveSharing.update({
    where: { participantId: participant.id },
    data: { pausedAt: paused ? now : null },
  })
  announceParticipant(actor.services.pubSub, participant, 'sharing')
  return { participant, sharing: sharingView(row, meetup, now) }
}

/**
 * Hook for every change of a status (updateStatus, and automatic statuses): Here marks the
 * arrival and schedules the stop 10 minutes later; any other status clears it.
 */
export async function noteStatusForSharing(
  deps: Pick<Services, 'jobs'>,
  participant: Pick<Participant, 'id' | 'status'>,
  now: Date,
) {
  const arrivedAt = participant.status === 'here' ? now : null
  const { count } = await prisma().liveSharing.updateMany({
    where:
      participant.status === 'here'
        ? { participantId: participant.id, arrivedAt: null }
        : { participantId: participant.id, arrivedAt: { not: null } },
    data: { arrivedAt },
  })
  if (count && arrivedAt) await scheduleArrivalStop(deps.jobs, participant.id, arrivedAt, now)
}

async function scheduleArrivalStop(jobs: Services['jobs'], participantId: string, arrivedAt: Date, now: Date) {
  const at = sharingRules.arrivalStopAt({ arrivedAt, stoppedAt: null }, 'here') as Date
  await jobs.add(
    queues.sharingArrival,
    { participantId },
    { delayMs: Math.max(0, at.getTime() - now.getTime()), jobId: `sharing-arrival-${participantId}-${at.getTime()}` },
  )
}

/** The arrival job (and the sweep): stops sharing if the person is still Here 10 minutes on. */
export async function stopOnArrival(deps: Clearing, participantId: string, now = new Date()) {
  const row = await prisma().liveSharing.findUnique({
    where: { participantId },
    include: { participant: { select: { id: true, meetupId: true, status: true } } },
  })
  if (!row || !sharingRules.arrivalStopDue(row, row.participant.status, now)) return false
  await stop(deps, row.participant, 'arrived', now)
  return true
}

/** The minute sweep's part: arrivals whose job was missed (a restart of the embedded mode). */
export async function sweepArrivals(deps: Clearing, now = new Date()) {
  const due = await prisma().liveSharing.findMany({
    where: { stoppedAt: null, arrivedAt: { lte: new Date(now.getTime() - arrivalGraceMs) } },
    select: { participantId: true },
  })
  let stopped = 0
  for (const { participantId } of due) if (await stopOnArrival(deps, participantId, now)) stopped++
  return stopped
}

/** One queue: a person's arrival stop, or (without a participant) the minute sweep. */
export async function registerSharingJobs(deps: Deps) {
  deps.jobs.register<{ participantId?: string }>(queues.sharingArrival, async ({ participantId }) => {
    if (participantId) await stopOnArrival(deps, participantId)
    else await sweepArrivals(deps)
  })
  await deps.jobs.every(queues.sharingArrival, 'sweep', sweepEveryMs, {})
}
