// The policy's twins: where a rule or its loader is also written in a query (for speed), both
// forms get the same cases, on both databases. loadGatherAccess (Prisma) and loadGatherAccessSql
// (one statement) must give the same facts for every role; isEnded, notEndedWhere (Prisma) and
// endedSql (statements) must agree on every end time, at the instant of the end included; and
// the group and notification rules that are also filters agree with those filters.
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { prisma, sql } from '../src/core/db.js'
import {
  endedSql,
  type GatherAccess,
  type GatherRole,
  isEnded,
  loadGatherAccess,
  loadGatherAccessSql,
  notEndedWhere,
  roleOf,
} from '../src/gathers/policy.js'
import { groupRules, inviteeWhere } from '../src/groups/policy.js'
import { pushRules, toldOfChangesWhere } from '../src/notifications/policy.js'

const person = (name: string) =>
  prisma().user.create({ data: { email: `${name}-${crypto.randomUUID()}@example.com`, displayName: name } })

describeOnEachDatabase('policy twins', () => {
  it('loads the same facts for every role, by Prisma and in one statement', async () => {
    const organiser = await person('Olga')
    const accepted = await person('Ada')
    const invited = await person('Ivan')
    const declined = await person('Dora')
    const removed = await person('Rémy')
    const stranger = await person('Stan')
    const meetup = await createMeetupWith(organiser.id, [accepted.id])
    await prisma().participant.createMany({
      data: [
        { meetupId: meetup.id, userId: invited.id, invitationStatus: 'invited' },
        { meetupId: meetup.id, userId: declined.id, invitationStatus: 'declined' },
      ],
    })
    await prisma().meetupRemoval.create({ data: { meetupId: meetup.id, userId: removed.id } })
    const cases: [{ id: string }, GatherRole][] = [
      [organiser, 'organiser'],
      [accepted, 'accepted'],
      [invited, 'invited'],
      [declined, 'declined'],
      [removed, 'removed'],
      [stranger, 'stranger'],
    ]
    for (const [viewer, role] of cases) {
      const byPrisma = await loadGatherAccess({ id: viewer.id }, meetup)
      const byStatement = await loadGatherAccessSql({ id: viewer.id }, meetup.id)
      const facts = (access: GatherAccess | null) => ({
        role: access && roleOf(access),
        organiser: access?.meetup.userId,
        endsAt: access?.meetup.expirationTime?.getTime() ?? null,
        status: access?.participant?.invitationStatus ?? null,
        removed: access?.removed,
      })
      expect(facts(byPrisma).role, viewer.id).toBe(role)
      expect(facts(byStatement)).toEqual(facts(byPrisma))
      // With the people read already (a list, a GraphQL batch), the same facts again.
      const everyone = await prisma().participant.findMany({ where: { meetupId: meetup.id } })
      expect(facts(await loadGatherAccess({ id: viewer.id }, meetup, everyone))).toEqual(facts(byPrisma))
    }
    expect(await loadGatherAccessSql({ id: stranger.id }, crypto.randomUUID())).toBeNull()
  })

  it('agrees on "ended" in code, in Prisma filters and in statements', async () => {
    const organiser = await person('Olga')
    const now = new Date('2026-11-29T12:00:00.000Z')
    const cases: [string, Date | null, boolean][] = [
      ['no end', null, false],
      ['ends later', new Date(now.getTime() + 1), false],
      ['ends now', now, true],
      ['ended', new Date(now.getTime() - 60_000), true],
    ]
    const ids = new Map<string, string>()
    for (const [name, expirationTime, ended] of cases) {
      const meetup = await createMeetupWith(organiser.id)
      await prisma().meetup.update({ where: { id: meetup.id }, data: { expirationTime } })
      ids.set(meetup.id, name)
      expect(isEnded({ expirationTime }, now), name).toBe(ended)
    }
    const where = { id: { in: [...ids.keys()] } }
    const onByPrisma = await prisma().meetup.findMany({
      where: { ...where, ...notEndedWhere(now) },
      select: { id: true },
    })
    const endedByStatement = await sql<{ id: string }>({
      name: 'ended-twin',
      text: `SELECT m."id" FROM "Meetup" AS m
              WHERE m."id" = ANY($1::uuid[]) AND ${endedSql('m."expirationTime"', '$2::timestamp(3)')}`,
      values: [[...ids.keys()], now.toISOString().slice(0, -1)],
    })
    const names = (rows: { id: string }[]) => rows.map((row) => ids.get(row.id)).sort()
    expect(names(onByPrisma)).toEqual(
      cases
        .filter(([, , ended]) => !ended)
        .map(([name]) => name)
        .sort(),
    )
    expect(names(endedByStatement)).toEqual(
      cases
        .filter(([, , ended]) => ended)
        .map(([name]) => name)
        .sort(),
    )
  })

  it('tells of changes the same people by rule and by filter', async () => {
    const organiser = await person('Olga')
    const others = await Promise.all(['Ada', 'Ivan', 'Dora', 'Pia'].map(person))
    const meetup = await createMeetupWith(organiser.id)
    const statuses = ['accepted', 'invited', 'declined', 'pending'] as const
    await prisma().participant.createMany({
      data: others.map((user, i) => ({ meetupId: meetup.id, userId: user.id, invitationStatus: statuses[i] })),
    })
    const everyone = await prisma().participant.findMany({ where: { meetupId: meetup.id } })
    const byRule = everyone.filter((p) => pushRules.toldOfChanges(p, organiser.id)).map((p) => p.userId)
    const byFilter = await prisma().participant.findMany({
      where: toldOfChangesWhere(meetup),
      select: { userId: true },
    })
    expect(byFilter.map((p) => p.userId).sort()).toEqual(byRule.sort())
    expect(byRule).toHaveLength(3)
  })

  it('counts the invitees of a group by rule and by filter alike', async () => {
    const [owner, member] = [await person('Olga'), await person('Ada')]
    const group = await prisma().group.create({ data: { ownerId: owner.id, name: 'Climbing' } })
    await prisma().groupMember.createMany({
      data: [
        { groupId: group.id, userId: member.id },
        { groupId: group.id, userId: owner.id },
        { groupId: group.id, displayName: 'Kim', email: 'kim@example.com' },
        { groupId: group.id, displayName: 'Lou', phone: '+1 555 0100' },
      ],
    })
    const members = await prisma().groupMember.findMany({ where: { groupId: group.id } })
    const byRule = members.filter((m) => groupRules.isInvitee(m, owner.id)).map((m) => m.id)
    const byFilter = await prisma().groupMember.findMany({
      where: { groupId: group.id, ...inviteeWhere(owner.id) },
      select: { id: true },
    })
    expect(byFilter.map((m) => m.id).sort()).toEqual(byRule.sort())
    expect(byRule).toHaveLength(2)
  })
})
