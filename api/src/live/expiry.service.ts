// Location expires by design: shared positions are deleted — not
// hidden — when a person's sharing expires (2 h after their last position), when the gather ends,
// and gather history is deleted after 30 days. A delayed job per sharing session and per gather
// does it on time, idempotently (each re-reads the row and reschedules itself if the time moved);
// a sweep every minute catches whatever a job missed (a restart of the embedded mode, a gather
// moved earlier).

import type { Services } from '../core/context.js'
import type { Prisma } from '../core/db/prisma.js'
import { prisma } from '../core/db.js'
import { queues } from '../core/jobs/queues.js'
import type { PositionClearedEvent } from '../core/realtime/pubsub.js'
import { announceParticipant } from '../gathers/participants.service.js'

/** The ETA rules' recent fixes (live/arrivals): they go with the positions. Absent in tests of expiry alone. */
interface FixMemory {
  forget(participantIds: readonly string[]): Promise<unknown>
}

type Deps = Pick<Services, 'jobs' | 'pubSub' | 'logger'> & { arrivals?: FixMemory }

const dayMs = 24 * 60 * 60 * 1000
export const historyRetentionMs = 30 * dayMs
export const sweepEveryMs = 60 * 1000

export async function scheduleLocationExpiry(
  jobs: Services['jobs'],
  participantId: string,
  at: Date,
  now = new Date(),
) {
  await jobs.add(
    queues.locationExpiry,
    { participantId },
    { delayMs: Math.max(0, at.getTime() - now.getTime()), jobId: `location-expiry-${participantId}-${at.getTime()}` },
  )
}

export async function scheduleGatherEnd(jobs: Services['jobs'], meetup: { id: string; expirationTime: Date | null }) {
  if (!meetup.expirationTime) return
  await jobs.add(
    queues.gatherEnd,
    { meetupId: meetup.id },
    {
      delayMs: Math.max(0, meetup.expirationTime.getTime() - Date.now()),
      jobId: `gather-end-${meetup.id}-${meetup.expirationTime.getTime()}`,
    },
  )
}

/** A deletion takes the next sequence number, so it is ordered with the person's positions. */
const positionsCleared = {
  lat: null,
  lon: null,
  lastLat: null,
  lastLon: null,
  lastUpdated: null,
  previousUpdated: null,
  locationExpiresAt: null,
  locationSequence: { increment: 1 },
} satisfies Prisma.ParticipantUpdateManyMutationInput

const clearedRow = { id: true, meetupId: true, locationSequence: true } as const
type ClearedRow = { id: string; meetupId: string; locationSequence: number }

/** Deletes the stored positions of the matching records that hold one, and says so to every open map. */
export async function clearPositions(
  deps: Pick<Services, 'pubSub'> & { arrivals?: FixMemory },
  where: { id: string } | { meetupId: string },
) {
  const rows = await prisma().participant.updateManyAndReturn({
    where: { ...where, lat: { not: null } },
    data: positionsCleared,
    select: clearedRow,
  })
  announceCleared(deps, rows)
  return rows
}

function announceCleared(deps: Pick<Services, 'pubSub'> & { arrivals?: FixMemory }, rows: ClearedRow[]) {
  const byGather = new Map<string, PositionClearedEvent[]>()
  for (const row of rows) {
    announceParticipant(deps.pubSub, row, 'location-cleared')
    const gather = byGather.get(row.meetupId) ?? []
    gather.push({ participantId: row.id, meetupId: row.meetupId, sequence: row.locationSequence, cleared: true })
    byGather.set(row.meetupId, gather)
  }
  for (const [meetupId, cleared] of byGather) deps.pubSub.publish('participantLocationUpdated', meetupId, cleared)
  // The ETA rules' fixes go with the position.
  if (rows.length) void deps.arrivals?.forget(rows.map((row) => row.id))
}

/** Deletes one person's positions if their sharing has expired; otherwise waits for the new time. */
export async function expireParticipantLocation(deps: Deps, participantId: string, now = new Date()) {
  const participant = await prisma().participant.findUnique({
    where: { id: participantId },
    select: {
      id: true,
      meetupId: true,
      lat: true,
      locationExpiresAt: true,
      meetup: { select: { expirationTime: true } },
    },
  })
  if (!participant || participant.lat === null || !participant.locationExpiresAt) return
  const ends = Math.min(
    participant.locationExpiresAt.getTime(),
    participant.meetup.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY,
  )
  if (ends > now.getTime() + 1000) return scheduleLocationExpiry(deps.jobs, participant.id, new Date(ends), now)
  await clearPositions(deps, { id: participant.id })
}

/** At its end a gather stops: everyone's positions are deleted and it is no longer active. */
export async function endGather(deps: Deps, meetupId: string, now = new Date()) {
  const meetup = await prisma().meetup.findUnique({
    where: { id: meetupId },
    select: { id: true, expirationTime: true },
  })
  if (!meetup?.expirationTime) return
  if (meetup.expirationTime.getTime() > now.getTime() + 1000) return scheduleGatherEnd(deps.jobs, meetup)
  const [cleared] = await prisma().$transaction([
    prisma().participant.updateManyAndReturn({
      where: { meetupId, lat: { not: null } },
      data: positionsCleared,
      select: clearedRow,
    }),
    prisma().meetup.update({ where: { id: meetupId }, data: { isActive: false } }),
  ])
  announceCleared(deps, cleared)
  announceEnded(deps, [meetupId])
}

/** Open live streams of an ended gather end now, on every instance, whatever their own timers say. */
function announceEnded(deps: Pick<Services, 'pubSub'>, meetupIds: string[]) {
  for (const meetupId of meetupIds) deps.pubSub.publish('meetupUpdated', meetupId, { meetupId, ended: true })
}

/** Everything whose time has come, in a few indexed statements. Returns what it did. */
export async function sweepExpired(deps: Deps, now = new Date()) {
  const cleared = await prisma().$queryRaw<ClearedRow[]>`
    UPDATE "Participant" AS p
       SET "lat" = NULL, "lon" = NULL, "lastLat" = NULL, "lastLon" = NULL, "lastUpdated" = NULL,
           "previousUpdated" = NULL, "locationExpiresAt" = NULL, "updatedAt" = ${now},
           "locationSequence" = p."locationSequence" + 1
      FROM "Meetup" AS m
     WHERE m."id" = p."meetupId" AND p."lat" IS NOT NULL
       AND (p."locationExpiresAt" <= ${now} OR m."expirationTime" <= ${now})
 RETURNING p."id", p."meetupId", p."locationSequence"`
  announceCleared(deps, cleared)
  const ended = await prisma().$queryRaw<{ id: string }[]>`
    UPDATE "Meetup" SET "isActive" = false, "updatedAt" = ${now}
     WHERE "isActive" = true AND "expirationTime" <= ${now}
 RETURNING "id"`
  announceEnded(
    deps,
    ended.map((m) => m.id),
  )
  const historyBefore = new Date(now.getTime() - historyRetentionMs)
  // History: gathers that ended (or, undated, were created) more than 30 days ago, with their
  // participants, hidden marks and invitations (cascade).
  const deleted = await prisma().meetup.deleteMany({
    where: {
      OR: [
        { expirationTime: { lt: historyBefore } },
        { expirationTime: null, startTime: { lt: historyBefore } },
        { expirationTime: null, startTime: null, createdAt: { lt: historyBefore } },
      ],
    },
  })
  const [deliveries, , sessions, tokens, resetLinks] = await prisma().$transaction([
    prisma().emailDelivery.deleteMany({ where: { claimedAt: { lt: historyBefore } } }),
    // Cancelled gathers leave calendar feeds when their history would have.
    prisma().cancelledMeetup.deleteMany({ where: { endTime: { lt: historyBefore } } }),
    prisma().session.deleteMany({ where: { expiresAt: { lt: now } } }),
    prisma().emailVerificationToken.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - dayMs) } } }),
    prisma().passwordResetToken.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - dayMs) } } }),
  ])
  return {
    positionsCleared: cleared.length,
    gathersEnded: ended.length,
    gathersDeleted: deleted.count,
    deliveriesDeleted: deliveries.count,
    sessionsDeleted: sessions.count,
    tokensDeleted: tokens.count + resetLinks.count,
  }
}

export async function registerExpiryJobs(deps: Deps) {
  deps.jobs.register<{ participantId: string }>(queues.locationExpiry, ({ participantId }) =>
    expireParticipantLocation(deps, participantId),
  )
  deps.jobs.register<{ meetupId: string }>(queues.gatherEnd, ({ meetupId }) => endGather(deps, meetupId))
  deps.jobs.register(queues.retention, async () => {
    const done = await sweepExpired(deps)
    if (Object.values(done).some(Boolean)) deps.logger.info(done, 'expired data deleted')
  })
  await deps.jobs.every(queues.retention, 'sweep', sweepEveryMs, {})
}
