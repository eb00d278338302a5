import { builder } from '../builder.js'
import { gatherRules } from '../gathers/access.js'
import { noRow } from './ids.js'

export const UserNode = builder.prismaNode('User', {
  id: { field: 'id' },
  // Only the person themselves loads their own User node by id (others get null); others see
  // people through the gathers and groups they share.
  findUnique: (id, context) => ({ id: context.viewer && context.viewer.id === id ? id : noRow }),
  nullable: true,
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

/** Initials for an avatar: of the display name, else first and last name, else the Gather ID. */
export function initialsOf(user: {
  displayName: string | null
  firstName: string | null
  lastName: string | null
  gatherId: string | null
}) {
  const name = user.displayName?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ').trim()
  if (name) {
    const words = name.split(/\s+/)
    return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase()
  }
  return (user.gatherId?.slice(0, 2) ?? '?').toUpperCase()
}

// Another person, as seen by someone who shares a gather or a group with them: their public
// profile, never their e-mail address or account details.
export const PersonRef = builder.prismaObject('User', {
  variant: 'Person',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The account id (a UUID).' }),
    displayName: t.exposeString('displayName', { nullable: true }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    gatherId: t.string({
      nullable: true,
      description: 'Shown to signed-in people only: a visitor with a join link sees names, not Gather IDs.',
      select: { gatherId: true },
      resolve: (user, _args, context) => (gatherRules.canSeeGatherIds(context) ? user.gatherId : null),
    }),
    profileImageUrl: t.exposeString('profileImageUrl', { nullable: true }),
    initials: t.string({
      select: { displayName: true, firstName: true, lastName: true, gatherId: true },
      resolve: (user) => initialsOf(user),
    }),
  }),
})
