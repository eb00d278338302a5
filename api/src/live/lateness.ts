// "Running late" for people who send no position (standing still, or a phone gone quiet): a
// status changes when a position arrives, so the gather's start would pass unnoticed for them. A
// delayed job at each gather's start applies the same rules (arrivals.reassess) to everyone
// sharing. Like the end job (expiry.ts) it is keyed by the time it is for and re-reads the gather:
// a job for an old time or a deleted gather steps aside, one that ran early waits again.
import type { Services } from '../context.js'
import { prisma } from '../db.js'
import { isExpired } from '../gathers/schedule.js'
import { queues } from '../jobs/queues.js'
import type { SharingPerson } from './arrivals.service.js'
import { placeOf } from './location.service.js'

type Deps = Pick<Services, 'jobs' | 'arrivals'>

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
  if (!meetup.isActive || isExpired(meetup.expirationTime, now)) return
  if (startMs > now.getTime() + 1000) return scheduleGatherStart(deps.jobs, meetup, now)
  const sharing = await prisma().participant.findMany({
    where: {
      meetupId,
      invitationStatus: 'accepted',
      lat: { not: null },
      lon: { not: null },
      lastUpdated: { not: null },
    },
    select: { id: true, status: true, statusByHand: true, lat: true, lon: true, lastUpdated: true },
  })
  const people: SharingPerson[] = sharing.map((p) => ({
    participantId: p.id,
    meetupId,
    status: p.status,
    byHand: p.statusByHand,
    position: { lat: p.lat as number, lon: p.lon as number, accuracy: null, at: (p.lastUpdated as Date).getTime() },
  }))
  await deps.arrivals.reassess(people, placeOf(meetup), now)
}

export function registerLatenessJobs(deps: Deps) {
  deps.jobs.register<{ meetupId: string; startMs: number }>(queues.gatherStart, ({ meetupId, startMs }) =>
    applyStart(deps, meetupId, startMs),
  )
}
