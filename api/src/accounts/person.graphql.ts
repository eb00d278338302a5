// Another person, as seen by someone who shares a gather or a group with them: their public
// profile (a Person), never their e-mail address or account details.
import type { Prisma } from '../core/db/prisma.js'
import { initials, truncate } from '../core/lib/graphemes.js'
import { builder } from '../edge/graphql/builder.js'
import { noRow, uuidOrNone } from '../edge/graphql/ids.js'
import { gatherRules } from '../gathers/policy.js'
import { visibleGroupWhere } from '../groups/policy.js'

/** Initials for an avatar: of the display name, else first and last name, else the Gather ID. */
export function initialsOf(user: {
  displayName: string | null
  firstName: string | null
  lastName: string | null
  gatherId: string | null
}) {
  const name = user.displayName?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ').trim()
  if (name) return initials(name)
  return user.gatherId ? truncate(user.gatherId, 2, '').toUpperCase() : '?'
}

/**
 * Whom node(id:) finds as a Person: the viewer, anyone in a gather the viewer has a place in, and
 * the members of the viewer's groups; nobody for a visitor. Not anyone in any gather the viewer
 * could open: an account id is the same everywhere, and would find people across gathers.
 */
function seenBy(viewerId: string | undefined): Prisma.UserWhereInput {
  if (!viewerId) return { id: noRow }
  return {
    OR: [
      { id: viewerId },
      { participations: { some: { meetup: { participants: { some: { userId: viewerId } } } } } },
      { groupMemberships: { some: { group: visibleGroupWhere(viewerId) } } },
    ],
  }
}

export const PersonRef = builder.prismaNode('User', {
  variant: 'Person',
  id: { field: 'id' },
  findUnique: (id, context) => ({ id: uuidOrNone(id), AND: [seenBy(context.viewer?.id)] }),
  nullable: true,
  // Only the columns its fields name (exposed ones are added by the plugin), not the whole row:
  // a list of people would otherwise read and parse every e-mail and password hash.
  select: { id: true },
  description:
    "Someone else (or you) as seen through a gather or group you share: a public profile, never an e-mail address (the organiser gets participants' addresses from Participant.email). `node(id:)` finds them for you while you have a place in a gather with them, or they are in one of your groups.",
  fields: (t) => ({
    databaseId: t.exposeID('id', {
      description: 'The account id (a UUID), the same in every gather and group, as REST names people.',
    }),
    displayName: t.exposeString('displayName', {
      nullable: true,
      description: 'The name they chose; null until their profile is complete (then use first and last name).',
    }),
    firstName: t.exposeString('firstName', {
      nullable: true,
      description: 'Given name from Google or Apple sign-in; null otherwise.',
    }),
    lastName: t.exposeString('lastName', {
      nullable: true,
      description: 'Family name from Google or Apple sign-in; null otherwise.',
    }),
    gatherId: t.string({
      nullable: true,
      description: 'Shown to signed-in people only: a visitor with a join link sees names, not Gather IDs.',
      select: { gatherId: true },
      resolve: (user, _args, context) => (gatherRules.canSeeGatherIds(context) ? user.gatherId : null),
    }),
    profileImageUrl: t.exposeString('profileImageUrl', {
      nullable: true,
      description: 'Picture from Google or Apple sign-in (their URL); null otherwise.',
    }),
    initials: t.string({
      description:
        'One or two capitals for an avatar: of the display name, else first and last name, else the Gather ID; "?" when there is none.',
      select: { displayName: true, firstName: true, lastName: true, gatherId: true },
      resolve: (user) => initialsOf(user),
    }),
  }),
})
