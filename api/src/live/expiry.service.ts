// Location expires by design: a shared position deletes itself from the position store when a
// person's sharing expires (2 h after their last position) or the gather ends; these jobs tell
// open maps when it did, and delete gather history after 30 days. A delayed job per sharing
// session and per gather does it on time, idempotently (each re-reads and reschedules itself if
// the time moved); a sweep every minute ends gathers and deletes what is past its retention.

import type { Services } from '../core/context.js'
import type { Prisma } from '../core/db/prisma.js'
import { prisma } from '../core/db.js'
import { queues } from '../core/jobs/queues.js'
import type { PositionClearedEvent } from '../core/realtime/pubsub.js'
import { announceParticipant } from '../gathers/participants.service.js'
import type { PositionStore } from './position-store.service.js'

/** The ETA rules' recent fixes (live/arrivals): they go with the positions. Absent in tests of expiry alone. */
interface FixMemory {
  forget(participantIds: readonly string[]): Promise<unknown>
}

/** What deleting positions needs: the store, the events, and the ETA rules' fixes to forget. */
export type Clearing = Pick<Services, 'pubSub'> & { positionStore: PositionStore; arrivals?: FixMemory }
type Deps = Pick<Services, 'jobs' | 'logger'> & Clearing

const dayMs = 24 * 60 * 60 * 1000
export const historyRetentionMs = 30 * dayMs
export const sweepEveryMs = 60 * 1000

/** The job that tells open maps a person's position deleted itself (at `at`, its expiry). */
export async function scheduleLocationExpiry(
  jobs: Services['jobs'],
  person: { participantId: string; meetupId: string },
  at: Date,
  now = new Date(),
) {
  await jobs.add(queues.locationExpiry, person, {
    delayMs: Math.max(0, at.getTime() - now.getTime()),
    jobId: `location-expiry-${person.participantId}-${at.getTime()}`,
  })
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

/**
 * Deletes the held positions of the matching records and says so to every open map (each
 * deletion takes the person's next sequence number, so it is ordered with their positions).
 * Called before the records themselves go (removal, the gather's or the account's deletion).
 */
export async function clearPositions(deps: Clearing, where: Prisma.ParticipantWhereInput) {
  const records = await prisma().participant.findMany({ where, select: { id: true, meetupId: true } })
  const byGather = new Map<string, string[]>()
  for (const { id, meetupId } of records) byGather.set(meetupId, [...(byGather.get(meetupId) ?? []), id])
  const cleared: PositionClearedEvent[] = []
  for (const [meetupId, ids] of byGather) {
    const sequences = await deps.positionStore.clear(meetupId, ids)
    for (const [participantId, sequence] of sequences)
      cleared.push({ participantId, meetupId, sequence, cleared: true })
  }
  announceCleared(deps, cleared)
  return cleared
}

function announceCleared(deps: Pick<Clearing, 'pubSub' | 'arrivals'>, cleared: PositionClearedEvent[]) {
  const byGather = new Map<string, PositionClearedEvent[]>()
  for (const event of cleared) {
    announceParticipant(deps.pubSub, { id: event.participantId, meetupId: event.meetupId }, 'location-cleared')
    byGather.set(event.meetupId, [...(byGather.get(event.meetupId) ?? []), event])
  }
  for (const [meetupId, events] of byGather) deps.pubSub.publish('participantLocationUpdated', meetupId, events)
  // The ETA rules' fixes go with the position.
  if (cleared.length) void deps.arrivals?.forget(cleared.map((event) => event.participantId))
}

/**
 * At a position's expiry: it deleted itself (or does now), and open maps are told; a position
 * sent since holds a later expiry, which the job waits for instead.
 */
export async function expireParticipantLocation(
  deps: Deps,
  person: { participantId: string; meetupId?: string },
  now = new Date(),
) {
  const { participantId } = person
  const meetupId =
    person.meetupId ??
    (await prisma().participant.findUnique({ where: { id: participantId }, select: { meetupId: true } }))?.meetupId
  if (!meetupId) return
  const held = (await deps.positionStore.read(meetupId, [participantId])).get(participantId)
  const expiresAt = held?.position?.expiresAt
  if (expiresAt !== undefined && expiresAt > now.getTime() + 1000) {
    return scheduleLocationExpiry(deps.jobs, { participantId, meetupId }, new Date(expiresAt), now)
  }
  const sequences = await deps.positionStore.clear(meetupId, [participantId], true)
  const sequence = sequences.get(participantId)
  if (sequence !== undefined) announceCleared(deps, [{ participantId, meetupId, sequence, cleared: true }])
}

/** At its end a gather stops: everyone's positions are deleted and it is no longer active. */
export async function endGather(deps: Deps, meetupId: string, now = new Date()) {
  const meetup = await prisma().meetup.findUnique({
    where: { id: meetupId },
    select: { id: true, expirationTime: true },
  })
  if (!meetup?.expirationTime) return
  if (meetup.expirationTime.getTime() > now.getTime() + 1000) return scheduleGatherEnd(deps.jobs, meetup)
  await clearPositions(deps, { meetupId })
  await prisma().meetup.update({ where: { id: meetupId }, data: { isActive: false } })
  announceEnded(deps, [meetupId])
}

/** Open live streams of an ended gather end now, on every instance, whatever their own timers say. */
function announceEnded(deps: Pick<Services, 'pubSub'>, meetupIds: string[]) {
  for (const meetupId of meetupIds) deps.pubSub.publish('meetupUpdated', meetupId, { meetupId, ended: true })
}

/** Everything whose time has come, in a few indexed statements. Returns what it did. */
export async function sweepExpired(deps: Deps, now = new Date()) {
  const ended = await prisma().$queryRaw<{ id: string }[]>`
    UPDATE "Meetup" SET "isActive" = false, "updatedAt" = ${now}
     WHERE "isActive" = true AND "expirationTime" <= ${now}
 RETURNING "id"`
  // Positions held past the end (a gather moved earlier) go with it.
  for (const { id } of ended) await clearPositions(deps, { meetupId: id })
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
    gathersEnded: ended.length,
    gathersDeleted: deleted.count,
    deliveriesDeleted: deliveries.count,
    sessionsDeleted: sessions.count,
    tokensDeleted: tokens.count + resetLinks.count,
  }
}

export async function registerExpiryJobs(deps: Deps) {
  deps.jobs.register<{ participantId: string; meetupId?: string }>(queues.locationExpiry, (person) =>
    expireParticipantLocation(deps, person),
  )
  deps.jobs.register<{ meetupId: string }>(queues.gatherEnd, ({ meetupId }) => endGather(deps, meetupId))
  deps.jobs.register(queues.retention, async () => {
    const done = await sweepExpired(deps)
    if (Object.values(done).some(Boolean)) deps.logger.info(done, 'expired data deleted')
  })
  await deps.jobs.every(queues.retention, 'sweep', sweepEveryMs, {})
}
