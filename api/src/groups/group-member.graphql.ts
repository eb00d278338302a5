// A member of one of your groups (GroupMember): a Gather user or a contact, with the mutations
// that add and remove one. The same service as the REST shims under /api/groups.
import { encodeGlobalID } from '@pothos/plugin-relay'
import { initialsOf, PersonRef } from '../accounts/person.graphql.js'
import { actorOfContext } from '../core/actor.js'
import { prisma } from '../core/db.js'
import { ConflictError, GatherIdNotFoundError, NotFoundError, RateLimitError, ValidationError } from '../core/errors.js'
import { builder } from '../edge/graphql/builder.js'
import { uuidOrNone } from '../edge/graphql/ids.js'
import { addGroupMember, removeGroupMember } from './groups.service.js'
import { visibleGroupWhere } from './policy.js'

const memberNameSelect = {
  displayName: true,
  user: { select: { displayName: true, firstName: true, lastName: true, gatherId: true } },
} as const

export const GroupMemberNode = builder.prismaNode('GroupMember', {
  id: { field: 'id' },
  description: 'A Gather user added by Gather ID, or a contact (name, e-mail, phone) the owner added.',
  findUnique: (id, context) => ({ id: uuidOrNone(id), group: visibleGroupWhere(context.viewer?.id) }),
  nullable: true,
  fields: (t) => ({
    databaseId: t.exposeID('id', { description: 'The UUID REST uses (removes a contact over REST).' }),
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
      type: 'Group',
      description: 'The group as it is now.',
      resolve: (query, r) => prisma().group.findUniqueOrThrow({ ...query, where: { id: r.groupId } }),
    }),
  }),
})

const groupArg = 'One of your groups (global id or UUID).'

const groupErrors = [ValidationError, NotFoundError] as const

builder.mutationFields((t) => ({
  addGroupMember: t.prismaField({
    type: GroupMemberNode,
    authScopes: { signedIn: true },
    description:
      "Adds a Gather user by Gather ID ('@' optional, any case), an e-mail address (kept as a contact, " +
      'never matched to an account), or a device contact. Give gatherIdOrEmail or contact.',
    errors: { types: [...groupErrors, GatherIdNotFoundError, ConflictError, RateLimitError] },
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
    description: 'Removes a member, named by its GroupMember id or by the Person id of a Gather user.',
    errors: { types: [NotFoundError] },
    args: {
      groupId: t.arg.id({ required: true, description: groupArg }),
      memberId: t.arg.id({
        required: true,
        description: "A GroupMember (global id or UUID), or a Gather user's Person (global id, or its databaseId).",
      }),
    },
    resolve: (_root, { groupId, memberId }, context) => removeGroupMember(actorOfContext(context), groupId, memberId),
  }),
}))
