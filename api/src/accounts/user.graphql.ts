// Your own account as a User (every field of it, your gathers' and groups' lists included), the
// `viewer` query and the profile mutations: the same services as the REST shims under /api/auth.
import { actorOfContext } from '../core/actor.js'
import { prisma } from '../core/db.js'
import { ConflictError, ForbiddenError, RateLimitError, ValidationError } from '../core/errors.js'
import { builder } from '../edge/graphql/builder.js'
import { argumentAtFault } from '../edge/graphql/errors.js'
import { noRow } from '../edge/graphql/ids.js'
import { pendingInvitationsWhere } from '../gathers/invitations.service.js'
import { calendarWhere, mineWhere, parseCalendarRange } from '../gathers/meetups.service.js'
import { activeWhere, meetupOrder, pastWhere } from '../gathers/schedule.policy.js'
import { setProfile, updateDisplayName } from './accounts.service.js'

export const UserNode = builder.prismaNode('User', {
  id: { field: 'id' },
  // Only the person themselves loads their own User node by id (others get null); others see
  // people through the gathers and groups they share.
  findUnique: (id, context) => ({ id: context.viewer && context.viewer.id === id ? id : noRow }),
  nullable: true,
  authScopes: (user, context) => context.viewer?.id === user.id,
  description:
    "Your own account, as only you see it (`viewer`, or `node(id:)` with your own id; null for anyone else's). Others see you as a Person.",
  fields: (t) => ({
    databaseId: t.exposeID('id', {
      description: 'Your account id (a UUID), as REST names people; others see it as Person.databaseId.',
    }),
    email: t.exposeString('email', { description: 'The address you sign in with, in lower case.' }),
    firstName: t.exposeString('firstName', {
      nullable: true,
      description: 'Given name from Google or Apple sign-in; null for an e-mail sign-up.',
    }),
    lastName: t.exposeString('lastName', {
      nullable: true,
      description: 'Family name from Google or Apple sign-in; null for an e-mail sign-up.',
    }),
    displayName: t.exposeString('displayName', {
      nullable: true,
      description: 'The name others see (1–50 characters); null until the profile is complete.',
    }),
    gatherId: t.exposeString('gatherId', {
      nullable: true,
      description: "Your Gather ID as you typed it (without '@'); null until the profile is complete.",
    }),
    gatherIdSet: t.exposeBoolean('gatherIdSet', {
      description: 'The profile is complete (setProfile was done): false sends the app to Complete Your Profile.',
    }),
    profileImageUrl: t.exposeString('profileImageUrl', {
      nullable: true,
      description: 'Picture from Google or Apple sign-in (their URL); null otherwise.',
    }),
    // The person's lists of gathers, split and sorted on the server.
    myMeetups: t.prismaConnection({
      type: 'Meetup',
      cursor: 'id',
      description: 'Gatherings the person organises or accepted, not hidden; ascending by start, undated last.',
      totalCount: (user) => prisma().meetup.count({ where: mineWhere(user.id) }),
      resolve: (query, user) => prisma().meetup.findMany({ ...query, where: mineWhere(user.id), orderBy: meetupOrder }),
    }),
    activeMeetups: t.prismaConnection({
      type: 'Meetup',
      cursor: 'id',
      description: 'Of myMeetups, those without a start time or starting today (UTC) or later.',
      totalCount: (user) => prisma().meetup.count({ where: { AND: [mineWhere(user.id), activeWhere()] } }),
      resolve: (query, user) =>
        prisma().meetup.findMany({
          ...query,
          where: { AND: [mineWhere(user.id), activeWhere()] },
          orderBy: meetupOrder,
        }),
    }),
    calendarMeetups: t.prismaConnection({
      type: 'Meetup',
      cursor: 'id',
      description:
        'Of myMeetups, those starting from `from` until before `to` (open-ended without it), ascending, at most 100 a page: the calendar asks for the weeks of the month it shows (one month at a time), and for how many from today on have not begun (totalCount alone costs one count).',
      args: {
        from: t.arg({ type: 'DateTime', required: true, description: 'The first instant to include (UTC).' }),
        to: t.arg({ type: 'DateTime', description: 'The first instant past the range (UTC); none: no end.' }),
        notBegun: t.arg.boolean({
          description: 'Only those that have not begun yet (from now on): the calendar counts its upcoming ones so.',
        }),
      },
      totalCount: (user, args) => prisma().meetup.count({ where: calendarWhere(user.id, parseCalendarRange(args)) }),
      resolve: (query, user, args) =>
        prisma().meetup.findMany({
          ...query,
          where: calendarWhere(user.id, parseCalendarRange(args)),
          orderBy: meetupOrder,
        }),
    }),
    pastMeetups: t.prismaConnection({
      type: 'Meetup',
      cursor: 'id',
      description: 'Of myMeetups, those that started before today (UTC).',
      totalCount: (user) => prisma().meetup.count({ where: { AND: [mineWhere(user.id), pastWhere()] } }),
      resolve: (query, user) =>
        prisma().meetup.findMany({ ...query, where: { AND: [mineWhere(user.id), pastWhere()] }, orderBy: meetupOrder }),
    }),
    pendingInvitations: t.prismaConnection({
      type: 'Participant',
      cursor: 'id',
      description: "Invitations waiting for the person's answer, newest first.",
      totalCount: (user) => prisma().participant.count({ where: pendingInvitationsWhere(user.id) }),
      resolve: (query, user) =>
        prisma().participant.findMany({
          ...query,
          where: pendingInvitationsWhere(user.id),
          orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        }),
    }),
    groups: t.relatedConnection('groups', {
      cursor: 'id',
      description: 'Your own groups, newest first.',
      query: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
      totalCount: true,
    }),
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

builder.mutationFields((t) => ({
  setProfile: t.field({
    type: UserNode,
    authScopes: { signedIn: true },
    description:
      'Completes your profile (Complete Your Profile), or changes your Gather ID: your display name and Gather ID. ConflictError when someone else has that Gather ID (compared in any case). A signed-in browser only (access tokens get ForbiddenError); each call counts against the 60 lookups a minute that finding people by Gather ID shares.',
    errors: { types: [ValidationError, ConflictError, ForbiddenError, RateLimitError] },
    args: {
      displayName: t.arg.string({ required: true, description: 'The name others see: 1–50 characters.' }),
      gatherId: t.arg.string({
        required: true,
        description: "Your Gather ID: 3–20 letters, digits, '-' or '_'; a leading '@' is dropped; its case is kept.",
      }),
    },
    resolve: (_root, { displayName, gatherId }, context) =>
      setProfile(actorOfContext(context), { displayName, gatherID: gatherId }).catch(
        argumentAtFault('gatherID', 'gatherId'),
      ),
  }),
  updateDisplayName: t.field({
    type: UserNode,
    authScopes: { signedIn: true },
    description: 'Changes your display name (Settings).',
    errors: { types: [ValidationError] },
    args: { displayName: t.arg.string({ required: true, description: 'The name others see: 1–50 characters.' }) },
    resolve: (_root, args, context) => updateDisplayName(actorOfContext(context), args),
  }),
}))
