import { builder } from '../builder.js'

export const UserNode = builder.prismaNode('User', {
  id: { field: 'id' },
  // Only the person themselves loads their own User node by id; others see people through the
  // gathers and groups they share.
  authScopes: (user, context) => context.viewer?.id === user.id,
  fields: (t) => ({
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    displayName: t.exposeString('displayName', { nullable: true }),
    gatherId: t.exposeString('gatherId', { nullable: true }),
    gatherIdSet: t.exposeBoolean('gatherIdSet'),
    profileImageUrl: t.exposeString('profileImageUrl', { nullable: true }),
  }),
})

builder.queryField('viewer', (t) =>
  t.field({
    type: UserNode,
    nullable: true,
    description: 'The signed-in person, or null when signed out.',
    // The session lookup already loaded the whole row: no second query. Relations selected
    // under viewer are loaded by plugin-prisma's fallback, batched.
    resolve: (_root, _args, context) => context.viewer,
  }),
)
