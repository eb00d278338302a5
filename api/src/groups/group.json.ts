// The REST shapes of groups and their members: a group {id, name, createdAt, members}; a member
// {id, userId, gatherID, user, displayName, email, phone, createdAt}. Another person appears with
// their public profile only, never an e-mail; a contact's e-mail and phone are what the owner typed.
import { z } from 'zod'
import { personJson, personShape } from '../accounts/user.json.js'
import type { GroupWithMembers, MemberWithUser } from './groups.service.js'
import { type GroupAccess, groupRules } from './policy.js'

export const memberShape = z
  .object({
    id: z.string(),
    userId: z.string().nullable(),
    gatherID: z.string().nullable(),
    displayName: z.string().nullable(),
    email: z.string().nullable().meta({ description: "A contact's, as the owner typed it; null for a person" }),
    phone: z.string().nullable(),
    user: personShape.nullable(),
    createdAt: z.date(),
  })
  .meta({ id: 'GroupMember' })
export const groupShape = z
  .object({ id: z.string(), name: z.string(), createdAt: z.date(), members: z.array(memberShape) })
  .meta({ id: 'Group' })

/** `showGatherIds`: groupRules.canSeeMemberGatherIds for the viewer. */
export function memberJson(member: MemberWithUser, showGatherIds: boolean): z.output<typeof memberShape> {
  const user = member.user
  return {
    id: member.id,
    userId: member.userId,
    gatherID: showGatherIds ? (user?.gatherId ?? null) : null,
    displayName: user ? user.displayName : member.displayName,
    email: user ? null : member.email,
    phone: user ? null : member.phone,
    user: user ? personJson(user, showGatherIds) : null,
    createdAt: member.createdAt,
  }
}

export function groupJson(group: GroupWithMembers, viewer: GroupAccess['viewer']): z.output<typeof groupShape> {
  const showGatherIds = groupRules.canSeeMemberGatherIds({ viewer, group })
  return {
    id: group.id,
    name: group.name,
    createdAt: group.createdAt,
    members: group.members.map((member) => memberJson(member, showGatherIds)),
  }
}
