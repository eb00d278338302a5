// "Running late" for people who send no position (standing still, or a phone gone quiet): a
// status changes when a position arrives, so the gather's start would pass unnoticed for them. A
// delayed job at each gather's start applies the same rules (arrivals.reassess) to everyone
// sharing. Like the end job (expiry.ts) it is keyed by the time it is for and re-reads the gather:
// a job for an old time or a deleted gather steps aside, one that ran early waits again. The
// embedded mode loses queued jobs on a restart: at start-up and in a minute sweep, the rule runs
// again for gathers whose start passed recently (it changes nothing the second time).
import type { Services } from '../../core/context.js'
import { prisma } from '../../core/db.js'
import { queues } from '../../core/jobs/queues.js'
import { isEnded, notEndedWhere } from '../../gathers/policy.js'
import { sweepEveryMs } from '../expiry.service.js'
import { placeOf } from '../place.js'
import { heldPositions, type PositionStore } from '../position-store.service.js'
import { sharingCandidatesWhere } from '../sharing-rules.js'
import type { Arrivals, SharingPerson } from './arrivals.service.js'

type Deps = Pick<Services, 'jobs'> & { arrivals: Arrivals; positionStore: PositionStore }

/** At start-up, starts this far back are caught up (a gather still on after a long stop). */
export const startCatchUpMs = 24 * 60 * 60 * 1000
/** The minute sweep looks this far back: a start job lost by a restart, caught within a minute. */
const startSweepMs = 2 * sweepEveryMs

export async function scheduleGatherStart(
  jobs: Services['jobs'],
  meetup: { id: string; startTime: Date | null },
  now = new Date(),
) {
  if (!meetup.startTime) return
  const at = meetup.startTime.getTime()
  await jobs.add(
    queues.gatherStart,
    { meetupId: meetup.id, startMs: at },
    {
      delayMs: Math.max(0, at - now.getTime()),
      jobId: `gather-start-${meetup.id}-${at}`,
      attempts: 3,
      backoffMs: 1000,
    },
  )
}

/** At the gather's start: the status rules for everyone sharing a position, with no new fix. */
export async function applyStart(deps: Deps, meetupId: string, startMs: number, now = new Date()) {
  const meetup = await prisma().meetup.findUnique({
    where: { id: meetupId },
    select: { id: true, startTime: true, expirationTime: true, isActive: true, locationLat: true, locationLon: true },
  })
  // Deleted, or moved (the job for its new time does it), or over.
  if (!meetup?.startTime || meetup.startTime.getTime() !== startMs) return
  if (!meetup.isActive || isEnded(meetup, now)) return
  if (startMs > now.getTime() + 1000) return scheduleGatherStart(deps.jobs, meetup, now)
  // Less than a second early (a timer fires a millisecond ahead of the clock): the rules as of the
  // start, or nobody would be late until the minute sweep.
  const at = new Date(Math.max(now.getTime(), startMs))
  const candidates = await prisma().participant.findMany({
    where: sharingCandidatesWhere(meetupId),
    select: { id: true, status: true, statusByHand: true },
  })
  const positions = await heldPositions(
    deps.positionStore,
    meetupId,
    candidates.map((p) => p.id),
  )
  const people: SharingPerson[] = candidates.flatMap((p) => {
    const at = positions.get(p.id)
    if (!at) return []
    const position = { lat: at.lat, lon: at.lon, accuracy: null, at: at.lastUpdated }
    return [{ participantId: p.id, meetupId, status: p.status, byHand: p.statusByHand, position }]
  })
  await deps.arrivals.reassess(people, placeOf(meetup), at)
}

/** Gathers on (active, not ended) whose start passed after `since`: the start rule, once more. */
export async function catchUpStarts(deps: Deps, since: Date, now = new Date()) {
  const started = await prisma().meetup.findMany({
    where: {
      isActive: true,
      startTime: { gt: since, lte: now },
      ...notEndedWhere(now),
    },
    select: { id: true, startTime: true },
  })
  for (const meetup of started) await applyStart(deps, meetup.id, (meetup.startTime as Date).getTime(), now)
  return started.length
}

/** One queue: a gather's start, or (without a gather) the catch-up at start-up and the minute sweep. */
export async function registerLatenessJobs(deps: Deps) {
  type Job = { meetupId: string; startMs: number } | { sinceMs?: number }
  deps.jobs.register<Job>(queues.gatherStart, (job) =>
    'meetupId' in job
      ? applyStart(deps, job.meetupId, job.startMs)
      : catchUpStarts(deps, new Date(job.sinceMs ?? Date.now() - startSweepMs)).then(() => undefined),
  )
  await deps.jobs.add(queues.gatherStart, { sinceMs: Date.now() - startCatchUpMs })
  await deps.jobs.every(queues.gatherStart, 'sweep', sweepEveryMs, {})
}
