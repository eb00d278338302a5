// Groups over GraphQL: the same service as the REST shims under /api/groups. A group is seen only
// by its owner (through viewer.groups, node(id) and the owner's subscription).
import { encodeGlobalID } from '@pothos/plugin-relay'
import { initialsOf, PersonRef, UserNode } from '../accounts/user.graphql.js'
import { actorOfContext } from '../core/actor.js'
import { prisma } from '../core/db.js'
import { ConflictError, NotFoundError, RateLimitError, ValidationError } from '../core/errors.js'
import { builder } from '../edge/graphql/builder.js'
import { noRow, uuidOrNone } from '../edge/graphql/ids.js'
import { endsWithSession } from '../live/streams/watch.service.js'
import {
  addGroupMember,
  assertOwnsGroup,
  createGroup,
  deleteGroup,
  removeGroupMember,
  renameGroup,
} from './groups.service.js'

export const GroupNode = builder.prismaNode('Group', {
  id: { field: 'id' },
  description: 'A circle of people kept for quick invitations. Only its owner sees it.',
  findUnique: (id, context) => ({ id: uuidOrNone(id), ownerId: context.viewer?.id ?? noRow }),
  // node(id) answers null (not an error) for a group that is missing or someone else's.
  nullable: true,
  authScopes: (group, context) => group.ownerId === context.viewer?.id,
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'The raw UUID, as used by REST and in URLs.' }),
    name: t.exposeString('name', { description: "The group's name: 1–50 characters." }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When you created it (UTC).' }),
    memberCount: t.relationCount('members', { description: 'Members of every kind: Gather users and contacts.' }),
    inviteeCount: t.relationCount('members', {
      description: 'How many a Group Gather invites: Gather users other than you, and contacts with an e-mail address.',
      where: (_args, context) => ({
        OR: [
          { AND: [{ userId: { not: null } }, { userId: { not: context.viewer?.id ?? noRow } }] },
          { userId: null, email: { not: null } },
        ],
      }),
    }),
    members: t.relatedConnection('members', {
      cursor: 'id',
      description: 'Its members, in the order they were added (at most 200).',
      query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    }),
  }),
})

const memberNameSelect = {
  displayName: true,
  user: { select: { displayName: true, firstName: true, lastName: true, gatherId: true } },
} as const

export const GroupMemberNode = builder.prismaNode('GroupMember', {
  id: { field: 'id' },
  description: 'A Gather user added by Gather ID, or a contact (name, e-mail, phone) the owner added.',
  findUnique: (id, context) => ({ id: uuidOrNone(id), group: { ownerId: context.viewer?.id ?? noRow } }),
  nullable: true,
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'The raw UUID (removes a contact over REST).' }),
    isContact: t.boolean({
      description: 'A contact (name with e-mail or phone), not a Gather user: `person` is null.',
      select: { userId: true },
      resolve: (m) => m.userId === null,
    }),
    person: t.relation('user', {
      type: PersonRef,
      nullable: true,
      description: 'The Gather user, with their public profile; null for a contact.',
    }),
    displayName: t.string({
      nullable: true,
      description: "The person's display name (or first and last name), or the contact's name.",
      select: memberNameSelect,
      resolve: (m) =>
        m.user
          ? m.user.displayName?.trim() || [m.user.firstName, m.user.lastName].filter(Boolean).join(' ') || null
          : m.displayName,
    }),
    email: t.exposeString('email', { nullable: true, description: "A contact's e-mail, as the owner typed it." }),
    phone: t.exposeString('phone', { nullable: true, description: "A contact's phone number." }),
    initials: t.string({
      description: "One or two capitals for an avatar, from the member's name (a contact's e-mail without a name).",
      select: { ...memberNameSelect, email: true, phone: true },
      resolve: (m) =>
        m.user
          ? initialsOf(m.user)
          : initialsOf({ displayName: m.displayName ?? m.email, firstName: null, lastName: null, gatherId: null }),
    }),
    group: t.relation('group', { description: 'The group this member is in.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When they were added (UTC).' }),
  }),
})

builder.prismaObjectFields(UserNode, (t) => ({
  groups: t.relatedConnection('groups', {
    cursor: 'id',
    description: 'Your own groups, newest first.',
    query: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
    totalCount: true,
  }),
}))

const GroupContactInput = builder.inputType('GroupContactInput', {
  description: 'A contact from the device or typed in: a name and an e-mail or a phone number.',
  fields: (t) => ({
    displayName: t.string({ required: true, description: "The contact's name: 1–100 characters." }),
    email: t.string({ description: 'An e-mail address: a Group Gather e-mails them an invitation. Give it or phone.' }),
    phone: t.string({
      description: "A phone number (digits, spaces, '+', '(', ')', '.', '-'; at most 30). Give it or email.",
    }),
  }),
})

const GroupMemberRemoved = builder.objectRef<{ memberId: string; groupId: string }>('GroupMemberRemoved').implement({
  description: 'A member taken out of a group.',
  fields: (t) => ({
    removedMemberId: t.id({
      description: 'The global id of the removed GroupMember.',
      resolve: (r) => encodeGlobalID('GroupMember', r.memberId),
    }),
    group: t.prismaField({
      type: GroupNode,
      description: 'The group as it is now.',
      resolve: (query, r) => prisma().group.findUniqueOrThrow({ ...query, where: { id: r.groupId } }),
    }),
  }),
})

const groupArg = 'One of your groups (global id or UUID).'

const groupErrors = [ValidationError, NotFoundError] as const

builder.mutationFields((t) => ({
  createGroup: t.prismaField({
    type: GroupNode,
    authScopes: { signedIn: true },
    description: 'Creates a group of your own (at most 100 per person).',
    errors: { types: [ValidationError] },
    args: { name: t.arg.string({ required: true, description: "The group's name: 1–50 characters." }) },
    resolve: async (query, _root, args, context) => {
      const group = await createGroup(actorOfContext(context), args)
      return prisma().group.findUniqueOrThrow({ ...query, where: { id: group.id } })
    },
  }),
  renameGroup: t.prismaField({
    type: GroupNode,
    authScopes: { signedIn: true },
    description: 'Renames one of your groups.',
    errors: { types: [...groupErrors] },
    args: {
      groupId: t.arg.id({ required: true, description: groupArg }),
      name: t.arg.string({ required: true, description: 'The new name: 1–50 characters.' }),
    },
    resolve: async (query, _root, { groupId, name }, context) => {
      const group = await renameGroup(actorOfContext(context), groupId, { name })
      return prisma().group.findUniqueOrThrow({ ...query, where: { id: group.id } })
    },
  }),
  deleteGroup: t.id({
    authScopes: { signedIn: true },
    description: 'Deletes one of your groups; answers its global id.',
    errors: { types: [NotFoundError] },
    args: { groupId: t.arg.id({ required: true, description: groupArg }) },
    resolve: async (_root, { groupId }, context) =>
      encodeGlobalID('Group', await deleteGroup(actorOfContext(context), groupId)),
  }),
  addGroupMember: t.prismaField({
    type: GroupMemberNode,
    authScopes: { signedIn: true },
    description:
      "Adds a Gather user by Gather ID ('@' optional, any case), an e-mail address (kept as a contact, " +
      'never matched to an account), or a device contact. Give gatherIdOrEmail or contact.',
    errors: { types: [...groupErrors, ConflictError, RateLimitError] },
    args: {
      groupId: t.arg.id({ required: true, description: groupArg }),
      gatherIdOrEmail: t.arg.string({ description: "A Gather ID ('@' optional, any case) or an e-mail address." }),
      contact: t.arg({ type: GroupContactInput, description: 'A contact from the device or typed in.' }),
    },
    resolve: async (query, _root, { groupId, gatherIdOrEmail, contact }, context) => {
      if ((gatherIdOrEmail == null) === (contact == null)) {
        throw new ValidationError('Give either a Gather ID or email, or a contact')
      }
      const input = contact ?? { gatherIdOrEmail }
      const member = await addGroupMember(actorOfContext(context), groupId, input)
      return prisma().groupMember.findUniqueOrThrow({ ...query, where: { id: member.id } })
    },
  }),
  removeGroupMember: t.field({
    type: GroupMemberRemoved,
    authScopes: { signedIn: true },
    description: 'Removes a member, named by its GroupMember id or by the account id of a Gather user.',
    errors: { types: [NotFoundError] },
    args: {
      groupId: t.arg.id({ required: true, description: groupArg }),
      memberId: t.arg.id({
        required: true,
        description: "A GroupMember (global id or UUID), or a Gather user's account id.",
      }),
    },
    resolve: (_root, { groupId, memberId }, context) => removeGroupMember(actorOfContext(context), groupId, memberId),
  }),
}))

builder.subscriptionField('groupMembersChanged', (t) =>
  t.prismaField({
    type: GroupNode,
    nullable: true,
    authScopes: { signedIn: true },
    description: "One of your groups changed (renamed, members added or removed); null once it's deleted.",
    args: { groupId: t.arg.id({ required: true, description: groupArg }) },
    subscribe: async function* (_root, { groupId }, context) {
      const id = await assertOwnsGroup(actorOfContext(context), groupId)
      yield* endsWithSession(actorOfContext(context), id, context.pubSub.subscribe('groupMembersChanged', id))
    },
    resolve: (query, event, _args, context) =>
      prisma().group.findFirst({ ...query, where: { id: event.groupId, ownerId: context.viewer!.id } }),
  }),
)
