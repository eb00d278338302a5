// The group policy on its own: every verdict for every kind of viewer, one row per case, and its
// loader against the database (both of them), by id and under a lock.
import { encodeGlobalID } from '@pothos/plugin-relay'
import { describe, expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { prisma } from '../src/core/db.js'
import { type GroupAccess, groupRules, loadGroupAccess } from '../src/groups/policy.js'

const owner = { id: '00000000-0000-4000-8000-0000000000a1' }
const other = { id: '00000000-0000-4000-8000-0000000000b2' }
const group = { id: '00000000-0000-4000-8000-0000000000c3', ownerId: owner.id }

const viewers: [string, GroupAccess][] = [
  ['owner', { viewer: owner, group }],
  ['another person', { viewer: other, group }],
  ['signed out', { viewer: null, group }],
  ['owner, group missing', { viewer: owner, group: null }],
]

type Verdict = 'isOwner' | 'canSeeGroup' | 'canManage' | 'canInviteFrom' | 'canSeeMemberGatherIds'
const verdicts: Verdict[] = ['isOwner', 'canSeeGroup', 'canManage', 'canInviteFrom', 'canSeeMemberGatherIds']

// Each row: the viewer, then each verdict in the order of `verdicts`.
const table: Record<string, boolean[]> = {
  owner: [true, true, true, true, true],
  'another person': [false, false, false, false, false],
  'signed out': [false, false, false, false, false],
  'owner, group missing': [false, false, false, false, false],
}

describe('group verdicts', () => {
  it.each(viewers)('%s', (name, access) => {
    expect(verdicts.map((verdict) => groupRules[verdict](access))).toEqual(table[name])
  })

  it.each([
    ['another person with an account', other.id, true],
    ['the owner', owner.id, false],
  ] as const)('adds as a member: %s → %s', (_name, userId, allowed) => {
    expect(groupRules.canAddAsMember({ viewer: owner, group }, userId)).toBe(allowed)
  })

  it.each([
    ['a person with an account', { userId: other.id, email: null }, true],
    ['the owner', { userId: owner.id, email: null }, false],
    ['a contact with an e-mail address', { userId: null, email: 'kim@example.com' }, true],
    ['a contact with a phone only', { userId: null, email: null }, false],
  ] as const)('invites from the group: %s → %s', (_name, member, invited) => {
    expect(groupRules.isInvitee(member, owner.id)).toBe(invited)
  })
})

describeOnEachDatabase('the group loader', () => {
  it('reads the group by UUID or global id, with or without a lock; nothing for an unknown key', async () => {
    const person = (name: string) =>
      prisma().user.create({ data: { email: `${name}-${crypto.randomUUID()}@example.com`, displayName: name } })
    const olga = await person('Olga')
    const stan = await person('Stan')
    const made = await prisma().group.create({ data: { ownerId: olga.id, name: 'Climbing' } })
    const expected = { id: made.id, ownerId: olga.id }
    expect(await loadGroupAccess(stan, made.id)).toEqual({ viewer: stan, group: expected })
    expect(await loadGroupAccess(olga, encodeGlobalID('Group', made.id))).toEqual({ viewer: olga, group: expected })
    const locked = await prisma().$transaction((tx) => loadGroupAccess(olga, made.id, { db: tx, lock: true }))
    expect(locked).toEqual({ viewer: olga, group: expected })
    expect(await loadGroupAccess(olga, crypto.randomUUID())).toEqual({ viewer: olga, group: null })
    expect(await loadGroupAccess(olga, 'not an id')).toEqual({ viewer: olga, group: null })
  })
})
