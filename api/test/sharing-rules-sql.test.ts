// Each sharing rule that a statement feeds or repeats, against the rule itself, on both databases:
// the same cases go to the rule (sharing-rules.ts) and through the path that serves them.
// `whyNotStored` against the location write (location-writer.ts: its own statement reads the
// record's facts, then applies the rule), fed the record as Prisma reads it; `sharedNow` against
// the live streams' snapshot (its statement, then the position store) and against the Prisma
// filter of the arrival board and travel times (`sharingCandidatesWhere`, then the store).

import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import type { InvitationStatus, SharingPrecision } from '../src/core/db/prisma.js'
import { prisma } from '../src/core/db.js'
import type { JobDriver } from '../src/core/jobs/queues.js'
import { createLogger } from '../src/core/logger.js'
import { createMetrics } from '../src/core/metrics.js'
import type { AppServices } from '../src/edge/services.js'
import { createLocationWriter } from '../src/live/location-writer.service.js'
import { createMemoryPositions, heldPositions, type PositionStore } from '../src/live/position-store.service.js'
import { type NotStored, sharedNow, sharingCandidatesWhere, sharingRules } from '../src/live/sharing-rules.js'
import { sharedPositions } from '../src/live/streams/position-snapshot.js'

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
  /** Sent for a record that does not exist. */
  missing?: boolean
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
  { reason: 'no-record', missing: true },
]

function writer(positionStore: PositionStore) {
  const pubSub = { publish: () => {} } as unknown as AppServices['pubSub']
  const jobs = { reachable: true, add: async () => {} } as unknown as JobDriver
  return createLocationWriter(
    { pubSub, jobs, metrics: createMetrics(), logger: createLogger('silent'), positionStore },
    0,
  )
}

/** The record as `whyNotStored` reads it, read by Prisma (independently of the write path's statement). */
function factsByPrisma(participantId: string) {
  return prisma().participant.findUnique({
    where: { id: participantId },
    select: {
      userId: true,
      invitationStatus: true,
      sharing: true,
      meetup: { select: { startTime: true, expirationTime: true } },
    },
  })
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
  return {
    meetupId: meetup.id,
    record: c.missing ? crypto.randomUUID() : record,
    sender: c.byOther ? organiser.id : friend.id,
  }
}

describeOnEachDatabase('sharing rules and the paths that serve them', (app) => {
  it('holds a position through the write path exactly when whyNotStored says nothing against it', async () => {
    const store = createMemoryPositions()
    const locations = writer(store)
    for (const c of storeCases) {
      const now = new Date()
      const { meetupId, record, sender } = await arrange(c, now)
      const reason = sharingRules.whyNotStored(await factsByPrisma(record), sender, now)
      const outcome = await locations.write({ participantId: record, userId: sender, lat: 40.7, lon: -73.9, now })
      const refused = 'refused' in outcome ? outcome.refused : null
      const held = (await store.read(meetupId, [record])).get(record)?.position ?? null
      expect({ case: c, reason, refused, held: held !== null }).toEqual({
        case: c,
        reason: c.reason,
        refused: c.reason,
        held: !c.reason,
      })
    }
  })

  it('shows a position in the snapshot and through the Prisma filter exactly when sharedNow does', async () => {
    const organiser = await person('Olga')
    const people = await Promise.all(['Ana', 'Ben', 'Cy', 'Di', 'Ed', 'Fay'].map(person))
    const meetup = await createMeetupWith(
      organiser.id,
      people.map((p) => p.id),
    )
    const store = app().positions()
    const now = Date.now()
    type Held = 'held' | 'expired' | 'cleared' | 'none'
    const variants: { invitationStatus: InvitationStatus; position: Held }[] = [
      { invitationStatus: 'accepted', position: 'held' },
      { invitationStatus: 'accepted', position: 'expired' },
      { invitationStatus: 'accepted', position: 'cleared' },
      { invitationStatus: 'accepted', position: 'none' },
      { invitationStatus: 'declined', position: 'held' },
      { invitationStatus: 'pending', position: 'held' },
      { invitationStatus: 'invited', position: 'held' },
    ]
    const rows = meetup.participants
    expect(rows).toHaveLength(variants.length)
    for (const [i, row] of rows.entries()) {
      const { invitationStatus, position } = variants[i] as (typeof variants)[number]
      await prisma().participant.update({ where: { id: row.id }, data: { invitationStatus } })
      if (position === 'none') continue
      // Expired: sent three hours ago, so it deleted itself an hour ago.
      const at = new Date(position === 'expired' ? now - 3 * hour : now)
      await app().place(row.id, { lat: 40.7, lon: -73.9, at })
      if (position === 'cleared') await store.clear(meetup.id, [row.id])
    }
    const ids = rows.map((r) => r.id)
    const held = await store.read(meetup.id, ids)
    const expected = rows
      .filter((r, i) => sharedNow(variants[i] as (typeof variants)[number], held.get(r.id)?.position))
      .map((r) => r.id)
    expect(expected).toHaveLength(1)
    const bySnapshot = (await sharedPositions(store, meetup.id)).map((p) => p.participantId)
    const candidates = await prisma().participant.findMany({
      where: sharingCandidatesWhere(meetup.id),
      select: { id: true },
    })
    const byPrisma = [
      ...(
        await heldPositions(
          store,
          meetup.id,
          candidates.map((c) => c.id),
        )
      ).keys(),
    ]
    expect(bySnapshot.sort()).toEqual([...expected].sort())
    expect(byPrisma.sort()).toEqual([...expected].sort())
  })
})
