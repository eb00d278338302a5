// The REST shapes of groups and their members: a group {id, name, createdAt, members}; a member
// {id, userId, gatherID, user, displayName, email, phone, createdAt}. Another person appears with
// their public profile only, never an e-mail; a contact's e-mail and phone are what the owner typed.
import { personJson } from '../accounts/user.json.js'
import type { GroupWithMembers, MemberWithUser } from './groups.service.js'
import { type GroupAccess, groupRules } from './policy.js'

/** `showGatherIds`: groupRules.canSeeMemberGatherIds for the viewer. */
export function memberJson(member: MemberWithUser, showGatherIds: boolean) {
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

export function groupJson(group: GroupWithMembers, viewer: GroupAccess['viewer']) {
  const showGatherIds = groupRules.canSeeMemberGatherIds({ viewer, group })
  return {
    id: group.id,
    name: group.name,
    createdAt: group.createdAt,
    members: group.members.map((member) => memberJson(member, showGatherIds)),
  }
}
