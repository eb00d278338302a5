// A group (Group) with the mutations and subscription that act on one: the same service as the
// REST shims under /api/groups. A group is seen only by its owner (through viewer.groups, node(id)
// and the owner's subscription); its members are GroupMembers (group-member.graphql.ts).
import { encodeGlobalID } from '@pothos/plugin-relay'
import { actorOfContext } from '../core/actor.js'
import { prisma } from '../core/db.js'
import { NotFoundError, ValidationError } from '../core/errors.js'
import { builder } from '../edge/graphql/builder.js'
import { uuidOrNone } from '../edge/graphql/ids.js'
import { endsWithSession } from '../live/streams/watch.service.js'
import { assertOwnsGroup, createGroup, deleteGroup, renameGroup } from './groups.service.js'
import { groupRules, inviteeWhere, visibleGroupWhere } from './policy.js'

export const GroupNode = builder.prismaNode('Group', {
  id: { field: 'id' },
  description: 'A circle of people kept for quick invitations. Only its owner sees it.',
  findUnique: (id, context) => ({ id: uuidOrNone(id), ...visibleGroupWhere(context.viewer?.id) }),
  // node(id) answers null (not an error) for a group that is missing or someone else's.
  nullable: true,
  authScopes: (group, context) => groupRules.canSeeGroup({ viewer: context.viewer, group }),
  fields: (t) => ({
    databaseId: t.exposeID('id', { description: 'The UUID used in URLs and REST paths.' }),
    name: t.exposeString('name', { description: "The group's name: 1–50 characters." }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When you created it (UTC).' }),
    memberCount: t.relationCount('members', { description: 'Members of every kind: Gather users and contacts.' }),
    inviteeCount: t.relationCount('members', {
      description: 'How many a Group Gather invites: Gather users other than you, and contacts with an e-mail address.',
      where: (_args, context) => inviteeWhere(context.viewer?.id),
    }),
    members: t.relatedConnection('members', {
      cursor: 'id',
      description: 'Its members, in the order they were added (at most 200).',
      query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
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
      prisma().group.findFirst({ ...query, where: { id: event.groupId, ...visibleGroupWhere(context.viewer?.id) } }),
  }),
)
