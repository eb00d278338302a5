// Each sharing rule that a statement repeats, against its twin, on both databases: the same cases
// go to the rule (sharing-rules.ts) and through the statement. `whyNotStored` against the
// location write's statement (location-writer.ts, by writing a position), `sharedNow` against its
// SQL (the live streams' snapshot) and its Prisma form (the arrival board, travel times).

import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import type { InvitationStatus, SharingPrecision } from '../src/core/db/prisma.js'
import { prisma, sql } from '../src/core/db.js'
import type { JobDriver } from '../src/core/jobs/queues.js'
import { createLogger } from '../src/core/logger.js'
import { createMetrics } from '../src/core/metrics.js'
import type { AppServices } from '../src/edge/services.js'
import { createLocationWriter } from '../src/live/location-writer.service.js'
import { storeFacts } from '../src/live/positions.service.js'
import { type NotStored, sharedNow, sharedNowSql, sharedNowWhere, sharingRules } from '../src/live/sharing-rules.js'

const minute = 60_000
const hour = 60 * minute

/** One case of a position sent: the record, its consent row, the gather's times and the sender. */
interface StoreCase {
  reason: NotStored | null
  invitation?: InvitationStatus
  sharing?: { precision?: SharingPrecision; stopped?: boolean; paused?: boolean } | null
  startsIn?: number | null
  endedAgo?: number
  byOther?: boolean
}

const storeCases: StoreCase[] = [
  { reason: null, sharing: null },
  { reason: null, sharing: {} },
  { reason: null, sharing: { precision: 'approximate' } },
  { reason: null, sharing: { paused: true } },
  { reason: null, sharing: {}, startsIn: null },
  { reason: null, sharing: {}, startsIn: 2 * hour - minute },
  { reason: 'waiting', sharing: {}, startsIn: 2 * hour + minute },
  { reason: null, sharing: null, startsIn: 3 * hour },
  { reason: 'stopped', sharing: { stopped: true } },
  { reason: 'status-only', sharing: { precision: 'status_only' } },
  { reason: 'status-only', sharing: { precision: 'status_only', stopped: true } },
  { reason: 'ended', sharing: {}, endedAgo: minute },
  { reason: 'ended', sharing: null, endedAgo: minute },
  { reason: 'not-joined', invitation: 'pending', sharing: null },
  { reason: 'not-joined', invitation: 'declined', sharing: {} },
  { reason: 'not-yours', byOther: true, sharing: {} },
]

function writer() {
  const pubSub = { publish: () => {} } as unknown as AppServices['pubSub']
  const jobs = { reachable: true, add: async () => {} } as unknown as JobDriver
  return createLocationWriter({ pubSub, jobs, metrics: createMetrics(), logger: createLogger('silent') }, 0)
}

async function person(name: string) {
  return prisma().user.create({ data: { email: `${name}-${crypto.randomUUID()}@example.com`, displayName: name } })
}

/** The case as rows: a gather with its organiser and the sender's record. */
async function arrange(c: StoreCase, now: Date) {
  const organiser = await person('Olga')
  const friend = await person('Femi')
  const meetup = await createMeetupWith(organiser.id, [friend.id])
  const record = meetup.participants.find((p) => p.userId === friend.id)?.id as string
  const startTime = c.startsIn === null ? null : new Date(now.getTime() + (c.startsIn ?? hour))
  const expirationTime = c.endedAgo ? new Date(now.getTime() - c.endedAgo) : new Date(now.getTime() + 6 * hour)
  await prisma().meetup.update({ where: { id: meetup.id }, data: { startTime, expirationTime } })
  if (c.invitation)
    await prisma().participant.update({ where: { id: record }, data: { invitationStatus: c.invitation } })
  if (c.sharing) {
    await prisma().liveSharing.create({
      data: {
        participantId: record,
        precision: c.sharing.precision ?? 'exact',
        consentedAt: now,
        stoppedAt: c.sharing.stopped ? now : null,
        pausedAt: c.sharing.paused ? now : null,
      },
    })
  }
  return { record, sender: c.byOther ? organiser.id : friend.id }
}

describeOnEachDatabase('sharing rules and their SQL twins', () => {
  it('stores a position exactly when whyNotStored says nothing against it', async () => {
    const locations = writer()
    for (const c of storeCases) {
      const now = new Date()
      const { record, sender } = await arrange(c, now)
      const reason = sharingRules.whyNotStored(await storeFacts(record), sender, now)
      const outcome = await locations.write({ participantId: record, userId: sender, lat: 40.7, lon: -73.9, now })
      expect({ case: c, reason, stored: 'event' in outcome }).toEqual({ case: c, reason: c.reason, stored: !c.reason })
    }
  })

  it('calls a position shared now in SQL and in Prisma exactly when sharedNow does', async () => {
    const organiser = await person('Olga')
    const people = await Promise.all(['Ana', 'Ben', 'Cy', 'Di', 'Ed', 'Fay'].map(person))
    const meetup = await createMeetupWith(
      organiser.id,
      people.map((p) => p.id),
    )
    const at = new Date()
    const variants: {
      invitationStatus: InvitationStatus
      lat: number | null
      lon: number | null
      lastUpdated: Date | null
    }[] = [
      { invitationStatus: 'accepted', lat: 40.7, lon: -73.9, lastUpdated: at },
      { invitationStatus: 'accepted', lat: 40.7, lon: null, lastUpdated: at },
      { invitationStatus: 'accepted', lat: null, lon: -73.9, lastUpdated: at },
      { invitationStatus: 'accepted', lat: 40.7, lon: -73.9, lastUpdated: null },
      { invitationStatus: 'declined', lat: 40.7, lon: -73.9, lastUpdated: at },
      { invitationStatus: 'pending', lat: 40.7, lon: -73.9, lastUpdated: at },
      { invitationStatus: 'accepted', lat: null, lon: null, lastUpdated: null },
    ]
    const rows = meetup.participants
    expect(rows).toHaveLength(variants.length)
    for (const [i, row] of rows.entries()) {
      await prisma().participant.update({ where: { id: row.id }, data: variants[i] as (typeof variants)[number] })
    }
    const expected = rows.filter((_, i) => sharedNow(variants[i] as (typeof variants)[number])).map((r) => r.id)
    expect(expected).toHaveLength(1)
    const bySql = await sql<{ id: string }>({
      name: 'shared-now-test',
      text: `SELECT p."id" FROM "Participant" AS p WHERE p."meetupId" = $1::uuid AND ${sharedNowSql('p')}`,
      values: [meetup.id],
    })
    const byPrisma = await prisma().participant.findMany({ where: sharedNowWhere(meetup.id), select: { id: true } })
    expect(bySql.map((r) => r.id).sort()).toEqual([...expected].sort())
    expect(byPrisma.map((r) => r.id).sort()).toEqual([...expected].sort())
  })
})
