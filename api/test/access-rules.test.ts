// The gather access rules on their own: pure functions of the loaded rows, one row per role.
import { describe, expect, it } from 'vitest'
import {
  type GatherAccess,
  type GatherRole,
  gatherRules,
  mintShareLink,
  roleOf,
  watchEndReason,
} from '../src/gathers/policy.js'

const now = new Date('2026-11-23T12:00:00Z')
const on = new Date('2026-11-23T14:00:00Z')
const past = new Date('2026-11-23T11:00:00Z')

function accessOf(role: GatherRole, expirationTime: Date | null = on): GatherAccess {
  const meetup = { id: 'm', userId: 'olga', expirationTime }
  const viewer = role === 'visitor' ? null : { id: role === 'organiser' ? 'olga' : 'someone' }
  const status = { invited: 'invited', declined: 'declined', accepted: 'accepted', organiser: 'accepted' } as const
  const participant = role in status ? { invitationStatus: status[role as keyof typeof status] } : null
  return { viewer, meetup, participant, removed: role === 'removed' }
}

const roles: GatherRole[] = ['visitor', 'stranger', 'invited', 'declined', 'accepted', 'removed', 'organiser']

// role → [seeGather, seeGatherEnded, venue, positions, gatherIds, emails, join, manage,
//         freshness, shareLink, joinWithLink, joinWithIdAlone, rotateShareLink]
const table: Record<GatherRole, boolean[]> = {
  visitor: [true, false, false, false, false, false, false, false, false, false, true, false, false],
  stranger: [true, false, false, false, true, false, true, false, false, false, true, false, false],
  invited: [true, true, false, false, true, false, true, false, false, true, true, true, false],
  declined: [true, true, false, false, true, false, true, false, false, true, true, true, false],
  accepted: [true, true, true, true, true, false, true, false, true, true, true, true, false],
  removed: [true, false, false, false, true, false, false, false, false, false, true, false, false],
  organiser: [true, true, true, true, true, true, true, true, true, true, true, true, true],
}

describe('gather access rules', () => {
  it.each(roles)('decide what a %s may see and do', (role) => {
    const access = accessOf(role)
    expect(roleOf(access)).toBe(role)
    expect([
      gatherRules.canSeeGather(access, now),
      gatherRules.canSeeGather(accessOf(role, past), now),
      gatherRules.canSeeVenue(access),
      gatherRules.canSeePositions(access),
      gatherRules.canSeeGatherIds(access),
      gatherRules.canSeeEmails(access),
      gatherRules.canJoin(access, now),
      gatherRules.canManage(access),
      gatherRules.canSeeFreshness(access),
      gatherRules.canSeeShareLink(access),
      gatherRules.canJoinWith(access, 'link'),
      gatherRules.canJoinWith(access, 'id'),
      gatherRules.canRotateShareLink(access),
    ]).toEqual(table[role])
  })

  it('holds a join capability only with the link, an invitation record or as organiser: never the id alone', () => {
    const capable = roles.filter((role) => gatherRules.canJoinWith(accessOf(role), 'id'))
    expect(capable).toEqual(['invited', 'declined', 'accepted', 'organiser'])
  })

  it('mints share links of 128 random bits, each new', () => {
    const links = new Set(Array.from({ length: 50 }, mintShareLink))
    expect(links.size).toBe(50)
    for (const link of links) expect(Buffer.from(link, 'base64url')).toHaveLength(16)
  })

  it('nobody joins an ended gather', () => {
    for (const role of roles) expect(gatherRules.canJoin(accessOf(role, past), now)).toBe(false)
  })

  it('say why a live stream ends, and never for someone who never had one', () => {
    expect(roles.map((role) => watchEndReason(accessOf(role), now))).toEqual([
      null,
      null,
      null,
      'declined',
      null,
      'removed',
      null,
    ])
    expect(watchEndReason(accessOf('accepted', past), now)).toBe('ended')
    expect(watchEndReason(accessOf('organiser', past), now)).toBe('ended')
    expect(watchEndReason(accessOf('stranger', past), now)).toBeNull()
  })
})
