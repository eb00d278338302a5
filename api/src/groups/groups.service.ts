// Groups: a person's own circles of people for quick invitations.
// Shared by REST and GraphQL. Who may do what is groups/policy.ts: another person's group is
// "Group not found", exactly like a missing one, so that existence is never revealed.
// A member is a Gather user (added by Gather ID) or a contact the owner typed or picked from the
// device (name, e-mail, phone). E-mail addresses are never matched to accounts: no enumeration.

import { z } from 'zod'
import { gatherIdPattern } from '../accounts/accounts.service.js'
import type { Actor } from '../core/actor.js'
import { requireViewer } from '../core/actor.js'
import type { Services } from '../core/context.js'
import { Prisma } from '../core/db/prisma.js'
import { prisma } from '../core/db.js'
import { ConflictError, GatherIdNotFoundError, NotFoundError, ValidationError } from '../core/errors.js'
import { parseId } from '../core/lib/ids.js'
import { parseInput, text } from '../core/lib/validation.js'
import { consume } from '../core/rate-limits.js'
import { type GroupAccess, groupRules, loadGroupAccess, visibleGroupWhere } from './policy.js'

type Deps = Pick<Services, 'pubSub' | 'limits'>
type Tx = Prisma.TransactionClient

export const maxGroupsPerPerson = 100
export const maxMembersPerGroup = 200

const groupNotFound = () => new NotFoundError('Group not found')
const memberNotFound = () => new NotFoundError('Member not found')

export const groupNameSchema = text({
  error: 'Group name is required',
  max: 50,
  tooLong: 'Group name must be 50 characters or less',
}).min(1, 'Group name is required')

export const groupInput = z.object({ name: groupNameSchema })

const contactEmail = z
  .string({ error: 'Email must be text' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))

const optionalText = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional().nullable())

const phoneSchema = z
  .string({ error: 'Phone number must be text' })
  .trim()
  .max(30, 'Phone number is too long')
  .regex(/^\+?[0-9 ().-]+$/, 'Please enter a valid phone number')
  .refine((v) => v.replace(/\D/g, '').length >= 3, 'Please enter a valid phone number')

export const contactInput = z
  .object({
    displayName: text({
      error: 'Contact name is required',
      max: 100,
      tooLong: 'Contact name must be 100 characters or less',
    }).min(1, 'Contact name is required'),
    email: optionalText(contactEmail),
    phone: optionalText(phoneSchema),
  })
  .refine((c) => c.email || c.phone, 'Add an email or phone number for this contact')

export const byGatherIdOrEmail = z.object({
  gatherIdOrEmail: z
    .string({ error: 'Gather ID or email is required' })
    .trim()
    .min(1, 'Gather ID or email is required')
    .max(254, 'Gather ID or email is too long'),
})

export type MemberInput =
  | { kind: 'gatherId'; gatherIdKey: string }
  | { kind: 'contact'; displayName: string | null; email: string | null; phone: string | null }

/**
 * What to add: `{gatherIdOrEmail}` (trimmed; a leading '@' is dropped; a value with both '@' and
 * '.' is an e-mail, stored as a contact) or a device contact `{displayName, email, phone}`.
 */
export function parseMemberInput(input: unknown): MemberInput {
  const hasLookup = typeof input === 'object' && input !== null && 'gatherIdOrEmail' in input
  if (!hasLookup) {
    const contact = parseInput(contactInput, input)
    return {
      kind: 'contact',
      displayName: contact.displayName,
      email: contact.email ?? null,
      phone: contact.phone ?? null,
    }
  }
  const { gatherIdOrEmail: value } = parseInput(byGatherIdOrEmail, input)
  if (value.includes('@') && value.includes('.')) {
    return { kind: 'contact', displayName: null, email: parseInput(contactEmail, value), phone: null }
  }
  const gatherId = value.replace(/^@/, '')
  // Nobody can have a Gather ID outside the pattern: the same answer as an unknown one.
  if (!gatherIdPattern.test(gatherId)) throw new GatherIdNotFoundError('User not found')
  return { kind: 'gatherId', gatherIdKey: gatherId.toLowerCase() }
}

/**
 * The group's UUID when the viewer may manage it (groupRules.canManage); 'Group not found'
 * otherwise, for a missing group and someone else's alike. `lock`: see loadGroupAccess.
 */
async function managedGroupId(actor: Actor<unknown>, groupId: unknown, options?: { db?: Tx; lock?: boolean }) {
  const access = await loadGroupAccess(requireViewer(actor.viewer), groupId, options)
  if (!access.group || !groupRules.canManage(access)) throw groupNotFound()
  return { id: access.group.id, access }
}

/** Throws 'Group not found' unless the viewer may follow the group's changes; answers its UUID. */
export async function assertOwnsGroup(actor: Actor<unknown>, groupId: unknown) {
  return (await managedGroupId(actor, groupId)).id
}

/** Groups are their owner's alone: every call is scoped to the signed-in viewer. */
const ownerOf = (actor: Actor<unknown>) => requireViewer(actor.viewer).id

/** Tells the owner's other screens that the group changed (renamed, members, deleted). */
const publishMembersChanged = (deps: Deps, groupId: string, ownerId: string) =>
  deps.pubSub.publish('groupMembersChanged', groupId, { groupId, ownerId })

export async function createGroup(actor: Actor<unknown>, input: unknown) {
  const ownerId = ownerOf(actor)
  const { name } = parseInput(groupInput, input)
  return prisma().$transaction(async (tx) => {
    // Lock the owner's row so that two creations at once cannot pass the cap together.
    await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${ownerId}::uuid FOR UPDATE`
    const count = await tx.group.count({ where: { ownerId } })
    if (count >= maxGroupsPerPerson) {
      throw new ValidationError(`You can have at most ${maxGroupsPerPerson} groups. Delete one to make room.`)
    }
    return tx.group.create({ data: { ownerId, name } })
  })
}

export async function renameGroup(actor: Actor<Deps>, groupId: unknown, input: unknown) {
  const deps = actor.services
  const ownerId = ownerOf(actor)
  const { name } = parseInput(groupInput, input)
  const { id } = await managedGroupId(actor, groupId)
  const group = await prisma().group.update({ where: { id }, data: { name } })
  publishMembersChanged(deps, id, ownerId)
  return group
}

/** Deletes the group and its members; gathers made from it keep existing (groupId set null). */
export async function deleteGroup(actor: Actor<Deps>, groupId: unknown): Promise<string> {
  const deps = actor.services
  const ownerId = ownerOf(actor)
  const { id } = await managedGroupId(actor, groupId)
  // Deleted meanwhile (twice at once): as missing.
  const { count } = await prisma().group.deleteMany({ where: { id, ...visibleGroupWhere(ownerId) } })
  if (count === 0) throw groupNotFound()
  publishMembersChanged(deps, id, ownerId)
  return id
}

export async function addGroupMember(actor: Actor<Deps>, groupId: unknown, input: unknown) {
  const deps = actor.services
  const ownerId = ownerOf(actor)
  const member = parseMemberInput(input)
  const { id } = await managedGroupId(actor, groupId)
  if (member.kind === 'gatherId') {
    // A lookup by Gather ID tells whether that ID exists: limited, like every person lookup.
    await consume(deps.limits.personLookupsByUser, ownerId, 'Too many lookups.')
  }
  const created = await prisma().$transaction(async (tx) => {
    const { access } = await managedGroupId(actor, id, { db: tx, lock: true })
    const data = await memberData(tx, access, id, member)
    const count = await tx.groupMember.count({ where: { groupId: id } })
    if (count >= maxMembersPerGroup) {
      throw new ValidationError(`A group can have at most ${maxMembersPerGroup} members`)
    }
    try {
      return await tx.groupMember.create({ data })
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        throw new ConflictError('This person is already a member of this group')
      }
      throw error
    }
  })
  publishMembersChanged(deps, id, ownerId)
  return created
}

async function memberData(
  tx: Tx,
  access: GroupAccess,
  groupId: string,
  member: MemberInput,
): Promise<Prisma.GroupMemberUncheckedCreateInput> {
  if (member.kind === 'gatherId') {
    const user = await tx.user.findUnique({ where: { gatherIdKey: member.gatherIdKey }, select: { id: true } })
    if (!user) throw new GatherIdNotFoundError('User not found')
    if (!groupRules.canAddAsMember(access, user.id))
      throw new ValidationError("You can't add yourself to your own group", 'gatherIdOrEmail')
    const existing = await tx.groupMember.findUnique({
      where: { groupId_userId: { groupId, userId: user.id } },
      select: { id: true },
    })
    if (existing) throw new ConflictError('This person is already a member of this group')
    return { groupId, userId: user.id }
  }
  const sameContact: Prisma.GroupMemberWhereInput[] = []
  if (member.email) sameContact.push({ email: member.email })
  if (member.phone) sameContact.push({ phone: member.phone })
  const duplicate = await tx.groupMember.findFirst({ where: { groupId, OR: sameContact }, select: { id: true } })
  if (duplicate) throw new ConflictError('This contact is already a member of this group')
  return { groupId, displayName: member.displayName, email: member.email, phone: member.phone }
}

/**
 * Removes a member named by the account id of a Gather user (the spec's path; or their Person's
 * global id) or by the member row's own id (device contacts have no account).
 */
export async function removeGroupMember(actor: Actor<Deps>, groupId: unknown, memberRef: unknown) {
  const deps = actor.services
  const ownerId = ownerOf(actor)
  const { id } = await managedGroupId(actor, groupId)
  const ref = parseId(memberRef, 'GroupMember') ?? parseId(memberRef, 'Person')
  if (!ref) throw memberNotFound()
  const member = await prisma().groupMember.findFirst({
    where: { groupId: id, OR: [{ id: ref }, { userId: ref }] },
    select: { id: true },
  })
  if (!member) throw memberNotFound()
  const { count } = await prisma().groupMember.deleteMany({ where: { id: member.id, groupId: id } })
  if (count === 0) throw memberNotFound()
  publishMembersChanged(deps, id, ownerId)
  return { memberId: member.id, groupId: id }
}

/** A member with a Gather user's public profile only: never their e-mail address or account. */
export const withUser = {
  user: {
    select: { id: true, displayName: true, firstName: true, lastName: true, gatherId: true, profileImageUrl: true },
  },
} satisfies Prisma.GroupMemberInclude
export type MemberWithUser = Prisma.GroupMemberGetPayload<{ include: typeof withUser }>

/** A group with its members, in the order they were added. */
export const withMembers = {
  members: { include: withUser, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.GroupInclude
export type GroupWithMembers = Prisma.GroupGetPayload<{ include: typeof withMembers }>

/** The viewer's own groups with their members, newest first. */
export async function listGroups(actor: Actor<unknown>): Promise<GroupWithMembers[]> {
  return prisma().group.findMany({
    where: visibleGroupWhere(ownerOf(actor)),
    include: withMembers,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  })
}
