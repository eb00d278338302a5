// Groups over GraphQL: the same service as the REST shims under /api/groups. A group is seen only
// by its owner (through viewer.groups, node(id) and the owner's subscription).
import { encodeGlobalID } from '@pothos/plugin-relay'
import { actorOfContext } from '../actor.js'
import { builder } from '../builder.js'
import { prisma } from '../db.js'
import { ConflictError, NotFoundError, RateLimitError, ValidationError } from '../errors.js'
import {
  addGroupMember,
  assertOwnsGroup,
  createGroup,
  deleteGroup,
  removeGroupMember,
  renameGroup,
} from '../groups/groups.service.js'
import { endsWithSession } from '../live/watch.service.js'
import { noRow, uuidOrNone } from './ids.js'
import { initialsOf, PersonRef, UserNode } from './user.js'

export const GroupNode = builder.prismaNode('Group', {
  id: { field: 'id' },
  description: 'A circle of people kept for quick invitations. Only its owner sees it.',
  findUnique: (id, context) => ({ id: uuidOrNone(id), ownerId: context.viewer?.id ?? noRow }),
  // node(id) answers null (not an error) for a group that is missing or someone else's.
  nullable: true,
  authScopes: (group, context) => group.ownerId === context.viewer?.id,
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'The raw UUID, as used by REST and in URLs.' }),
    name: t.exposeString('name'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    memberCount: t.relationCount('members'),
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
    isContact: t.boolean({ select: { userId: true }, resolve: (m) => m.userId === null }),
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
      select: { ...memberNameSelect, email: true, phone: true },
      resolve: (m) =>
        m.user
          ? initialsOf(m.user)
          : initialsOf({ displayName: m.displayName ?? m.email, firstName: null, lastName: null, gatherId: null }),
    }),
    group: t.relation('group'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
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
    displayName: t.string({ required: true }),
    email: t.string(),
    phone: t.string(),
  }),
})

const GroupMemberRemoved = builder.objectRef<{ memberId: string; groupId: string }>('GroupMemberRemoved').implement({
  fields: (t) => ({
    removedMemberId: t.id({
      description: 'The global id of the removed GroupMember.',
      resolve: (r) => encodeGlobalID('GroupMember', r.memberId),
    }),
    group: t.prismaField({
      type: GroupNode,
      resolve: (query, r) => prisma().group.findUniqueOrThrow({ ...query, where: { id: r.groupId } }),
    }),
  }),
})

const groupErrors = [ValidationError, NotFoundError] as const

builder.mutationFields((t) => ({
  createGroup: t.prismaField({
    type: GroupNode,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError] },
    args: { name: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, context) => {
      const group = await createGroup(actorOfContext(context), args)
      return prisma().group.findUniqueOrThrow({ ...query, where: { id: group.id } })
    },
  }),
  renameGroup: t.prismaField({
    type: GroupNode,
    authScopes: { signedIn: true },
    errors: { types: [...groupErrors] },
    args: { groupId: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: async (query, _root, { groupId, name }, context) => {
      const group = await renameGroup(actorOfContext(context), groupId, { name })
      return prisma().group.findUniqueOrThrow({ ...query, where: { id: group.id } })
    },
  }),
  deleteGroup: t.id({
    authScopes: { signedIn: true },
    description: 'Deletes one of your groups; answers its global id.',
    errors: { types: [NotFoundError] },
    args: { groupId: t.arg.id({ required: true }) },
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
      groupId: t.arg.id({ required: true }),
      gatherIdOrEmail: t.arg.string(),
      contact: t.arg({ type: GroupContactInput }),
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
    args: { groupId: t.arg.id({ required: true }), memberId: t.arg.id({ required: true }) },
    resolve: (_root, { groupId, memberId }, context) => removeGroupMember(actorOfContext(context), groupId, memberId),
  }),
}))

builder.subscriptionField('groupMembersChanged', (t) =>
  t.prismaField({
    type: GroupNode,
    nullable: true,
    authScopes: { signedIn: true },
    description: "One of your groups changed (renamed, members added or removed); null once it's deleted.",
    args: { groupId: t.arg.id({ required: true }) },
    subscribe: async function* (_root, { groupId }, context) {
      const id = await assertOwnsGroup(actorOfContext(context), groupId)
      yield* endsWithSession(actorOfContext(context), id, context.pubSub.subscribe('groupMembersChanged', id))
    },
    resolve: (query, event, _args, context) =>
      prisma().group.findFirst({ ...query, where: { id: event.groupId, ownerId: context.viewer!.id } }),
  }),
)
