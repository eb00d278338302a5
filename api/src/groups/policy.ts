// Who may see and do what with a group: named, pure rules over rows already loaded, and the one
// loader of their facts. The service, GraphQL and REST only call these. A group is its owner's
// alone: to anyone else it is "Group not found", exactly like a missing one, so that its
// existence is never revealed.
//
// No capability is minted for a group: it is reached by its owner's session or token only.
import type { Group, GroupMember, Prisma, User } from '../core/db/prisma.js'
import { prisma } from '../core/db.js'
import { parseId } from '../core/lib/ids.js'

/** Everything the rules look at: the viewer and the group (null: no such group). */
export interface GroupAccess {
  viewer: Pick<User, 'id'> | null
  group: Pick<Group, 'id' | 'ownerId'> | null
}

type Member = Pick<GroupMember, 'userId' | 'email'>

const owns = (access: GroupAccess) => access.viewer !== null && access.group?.ownerId === access.viewer.id

export const groupRules = {
  isOwner: owns,
  /** The group, its name and members: its owner only; to anyone else it does not exist. */
  canSeeGroup: owns,
  /** Rename, delete, add and remove members, follow its changes: its owner. */
  canManage: owns,
  /** Make a gather from it (which invites its members): its owner. */
  canInviteFrom: owns,
  /** The Gather IDs of its members with an account: its owner, who added them by that ID. */
  canSeeMemberGatherIds: owns,
  /** A member with an account: anyone but the owner (who is in every gather they make). */
  canAddAsMember: (access: GroupAccess, userId: string) => access.group !== null && access.group.ownerId !== userId,
  /**
   * Whom a gather made from the group invites: members with an account other than its owner,
   * and contacts with an e-mail address (a phone alone reaches nobody). `inviteeWhere` is the
   * same rule as a filter.
   */
  isInvitee: (member: Member, ownerId: string) =>
    member.userId !== null ? member.userId !== ownerId : member.email !== null,
}

/** Prisma filter with the meaning of `canSeeGroup`, for lookups by id (GraphQL's node). */
export const visibleGroupWhere = (viewerId: string | null | undefined) =>
  ({ ownerId: viewerId ?? noOne }) satisfies Prisma.GroupWhereInput

/** Prisma filter with the meaning of `isInvitee`, for counting them. */
export const inviteeWhere = (ownerId: string | null | undefined) =>
  ({
    OR: [
      { AND: [{ userId: { not: null } }, { userId: { not: ownerId ?? noOne } }] },
      { userId: null, email: { not: null } },
    ],
  }) satisfies Prisma.GroupMemberWhereInput

/** A UUID nobody has: a filter for a signed-out viewer matches nothing. */
const noOne = '00000000-0000-0000-0000-000000000000'

type Reader = Pick<Prisma.TransactionClient, '$queryRaw' | 'group'>

/**
 * The facts for one viewer and one group named by `groupKey` (UUID or global id). `lock`: inside
 * a transaction, the group's row is locked, which serialises changes to its members (duplicate
 * checks and the size cap).
 */
export async function loadGroupAccess(
  viewer: Pick<User, 'id'> | null,
  groupKey: unknown,
  options: { db?: Reader; lock?: boolean } = {},
): Promise<GroupAccess> {
  const id = parseId(groupKey, 'Group')
  if (!id) return { viewer, group: null }
  const db = options.db ?? prisma()
  const group = options.lock
    ? ((
        await db.$queryRaw<Pick<Group, 'id' | 'ownerId'>[]>`
        SELECT "id", "ownerId" FROM "Group" WHERE "id" = ${id}::uuid FOR UPDATE`
      )[0] ?? null)
    : await db.group.findUnique({ where: { id }, select: { id: true, ownerId: true } })
  return { viewer, group }
}
