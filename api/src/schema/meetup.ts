// Gathers and participants. Gathers are reachable by their unguessable id or share link
// (visitors may view them); coordinates go to participants only.
import { encodeGlobalID } from '@pothos/plugin-relay'
import { actorOfContext } from '../actor.js'
import { builder } from '../builder.js'
import { prisma } from '../db.js'
import { ForbiddenError, NotFoundError, RateLimitError, ValidationError } from '../errors.js'
import { emailsVisibleWhere, gatherRules, visibleMeetupWhere } from '../gathers/access.js'
import {
  inviteByEmail,
  pendingInvitationsWhere,
  respondToInvitation,
  validateInvitee,
} from '../gathers/invitations.service.js'
import {
  calendarWhere,
  createMeetup,
  deleteMeetup,
  hideMeetup,
  joinUrl,
  mineWhere,
  parseCalendarRange,
} from '../gathers/meetups.service.js'
import { activeWhere, isExpired, isLive, isPast, meetupOrder, pastWhere } from '../gathers/schedule.js'
import { viewerAccess } from '../graphql/loaders.js'
import { uuidOrNone } from './ids.js'
import { PersonRef } from './user.js'

export const InvitationStatus = builder.enumType('InvitationStatus', {
  values: ['invited', 'pending', 'accepted', 'declined'] as const,
})

export const ParticipantStatus = builder.enumType('ParticipantStatus', {
  values: {
    ON_MY_WAY: { value: 'on_my_way', description: 'On my way' },
    HERE: { value: 'here', description: 'Here' },
    RUNNING_LATE: { value: 'running_late', description: 'Running late' },
    JOINED: { value: 'joined', description: 'Joined' },
    INVITED: { value: 'invited', description: 'Invited' },
  } as const,
})

export const Coordinates = builder.objectRef<{ lat: number; lon: number }>('Coordinates').implement({
  fields: (t) => ({ lat: t.exposeFloat('lat'), lon: t.exposeFloat('lon') }),
})

export const MeetupRef = builder.prismaNode('Meetup', {
  id: { field: 'id' },
  // node(id) finds a gather only while its viewer may see it (rule canSeeGather).
  findUnique: (id, context) => ({
    id: uuidOrNone(id),
    AND: [visibleMeetupWhere(context.viewer?.id ?? null, new Date())],
  }),
  nullable: true,
  fields: (t) => ({
    databaseId: t.exposeID('id', { description: 'The UUID used in URLs and REST paths.' }),
    description: t.exposeString('description'),
    locationName: t.exposeString('locationName'),
    locationAddress: t.exposeString('locationAddress', { nullable: true }),
    location: t.field({
      type: Coordinates,
      nullable: true,
      description: "The venue's coordinates: for those in the gather (organiser and accepted) only.",
      select: { locationLat: true, locationLon: true },
      resolve: async (meetup, _args, context) => {
        if (meetup.locationLat === null || meetup.locationLon === null) return null
        const access = await viewerAccess(context, meetup.id)
        return access && gatherRules.canSeeVenue(access) ? { lat: meetup.locationLat, lon: meetup.locationLon } : null
      },
    }),
    startTime: t.expose('startTime', { type: 'DateTime', nullable: true }),
    expirationTime: t.expose('expirationTime', { type: 'DateTime', nullable: true }),
    isActive: t.boolean({
      description: 'Not ended: false once the gather has expired.',
      select: { isActive: true, expirationTime: true },
      resolve: (meetup) => meetup.isActive && !isExpired(meetup.expirationTime),
    }),
    isExpired: t.boolean({
      select: { expirationTime: true },
      resolve: (meetup) => isExpired(meetup.expirationTime),
    }),
    isPast: t.boolean({
      description: "Its start is before today's UTC calendar day (the dashboard's Past Gatherings).",
      select: { startTime: true },
      resolve: (meetup) => isPast(meetup.startTime),
    }),
    isLive: t.boolean({
      description: 'Happening now: from an hour before its start until it ends.',
      select: { isActive: true, startTime: true, expirationTime: true },
      resolve: (meetup) => isLive(meetup),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    shareableLink: t.exposeString('shareableLink'),
    shareUrl: t.string({
      description: 'The join link: {APP_URL}/join/{shareableLink}.',
      select: { shareableLink: true },
      resolve: (meetup, _args, context) => joinUrl(context.config.appUrl, meetup.shareableLink),
    }),
    calendarUrl: t.string({
      nullable: true,
      description: 'Where participants download the .ics file; null without a start time.',
      select: { id: true, startTime: true },
      resolve: (meetup) => (meetup.startTime ? `/api/meetups/${meetup.id}/calendar` : null),
    }),
    weatherTemp: t.exposeInt('weatherTemp', { nullable: true, description: 'Degrees Fahrenheit.' }),
    weatherIcon: t.exposeString('weatherIcon', {
      description: 'One of sun, cloud, cloud-drizzle, cloud-rain, cloud-snow, zap.',
    }),
    weatherCondition: t.exposeString('weatherCondition', { nullable: true }),
    organiser: t.relation('organiser', { type: PersonRef }),
    isOrganiser: t.boolean({
      select: { userId: true },
      resolve: (meetup, _args, context) => gatherRules.isOrganiser({ viewer: context.viewer, meetup }),
    }),
    viewerParticipant: t.field({
      type: ParticipantRef,
      nullable: true,
      description: "The signed-in person's own participant record in this gather.",
      resolve: (meetup, _args, context) => context.loaders.viewerParticipant.load(meetup.id),
    }),
    participants: t.relatedConnection('participants', {
      cursor: 'id',
      totalCount: true,
      query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    }),
  }),
})

export const ParticipantRef = builder.prismaNode('Participant', {
  id: { field: 'id' },
  // node(id) finds someone only in a gather its viewer may see.
  findUnique: (id, context) => ({
    id: uuidOrNone(id),
    meetup: visibleMeetupWhere(context.viewer?.id ?? null, new Date()),
  }),
  nullable: true,
  fields: (t) => ({
    databaseId: t.exposeID('id', { description: 'The UUID used in REST paths.' }),
    invitationStatus: t.expose('invitationStatus', { type: InvitationStatus }),
    status: t.expose('status', { type: ParticipantStatus }),
    lastUpdated: t.expose('lastUpdated', { type: 'DateTime', nullable: true }),
    invitedAt: t.expose('createdAt', { type: 'DateTime' }),
    user: t.relation('user', { type: PersonRef }),
    meetup: t.relation('meetup'),
    isOrganiser: t.boolean({
      select: { userId: true, meetupId: true },
      resolve: async (participant, _args, context) =>
        participant.userId === (await context.loaders.meetupOrganiser.load(participant.meetupId)),
    }),
  }),
})

// The viewer's lists, split and sorted on the server (spec 000 section 4).
builder.prismaObjectFields('User', (t) => ({
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
      prisma().meetup.findMany({ ...query, where: { AND: [mineWhere(user.id), activeWhere()] }, orderBy: meetupOrder }),
  }),
  calendarMeetups: t.prismaConnection({
    type: 'Meetup',
    cursor: 'id',
    description:
      'Of myMeetups, those starting from `from` until before `to` (open-ended without it), ascending: the calendar asks for the weeks of the month it shows, and for what comes from today on.',
    args: { from: t.arg({ type: 'DateTime', required: true }), to: t.arg({ type: 'DateTime' }) },
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
}))

const CreateMeetupInput = builder.inputType('CreateMeetupInput', {
  fields: (t) => ({
    locationName: t.string({ required: true }),
    locationAddress: t.string(),
    description: t.string({ required: true }),
    gatherDate: t.string({ required: true, description: 'YYYY-MM-DD' }),
    gatherTime: t.string({ required: true, description: 'HH:MM (24-hour)' }),
    lat: t.float(),
    lon: t.float(),
    scheduledDateTime: t.string({ description: "ISO date and time in the organiser's zone; decides startTime." }),
    groupId: t.id({ description: "Invites every member of this group of the organiser's." }),
    selectedGatherIds: t.stringList({ description: "Gather IDs to invite ('@' optional, any case)." }),
  }),
})

const InvitationResponse = builder.enumType('InvitationResponse', { values: ['accepted', 'declined'] as const })

const PendingInvitationRef = builder.prismaNode('PendingInvitation', {
  id: { field: 'id' },
  // An e-mail invitation is the organiser's alone (rule canSeeEmails), by node(id) too.
  findUnique: (id, context) => ({ id: uuidOrNone(id), AND: [emailsVisibleWhere(context.viewer?.id)] }),
  nullable: true,
  fields: (t) => ({
    databaseId: t.exposeID('id'),
    email: t.string({
      select: { email: true, meetupId: true },
      resolve: async (invitation, _args, context) => {
        const userId = await context.loaders.meetupOrganiser.load(invitation.meetupId)
        return userId && gatherRules.canSeeEmails({ viewer: context.viewer, meetup: { userId } })
          ? invitation.email
          : ''
      },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
})

const InviteeCheck = builder
  .objectRef<{
    userExists: boolean
    isEmail: boolean
    email: string | null
    gatherID: string | null
    displayName: string | null
    alreadyInGather: boolean
    message: string
  }>('InviteeCheck')
  .implement({
    fields: (t) => ({
      userExists: t.exposeBoolean('userExists'),
      isEmail: t.exposeBoolean('isEmail'),
      email: t.exposeString('email', { nullable: true }),
      gatherId: t.exposeString('gatherID', { nullable: true }),
      displayName: t.exposeString('displayName', { nullable: true }),
      alreadyInGather: t.exposeBoolean('alreadyInGather', {
        description: 'With meetupId: the person (or e-mail address) is already in that gather or invited to it.',
      }),
      message: t.exposeString('message'),
    }),
  })

builder.queryField('inviteeCheck', (t) =>
  t.field({
    type: InviteeCheck,
    authScopes: { signedIn: true },
    description:
      'Is there someone with this Gather ID (and, given one of your gathers, are they in it)? E-mail addresses are never matched to accounts.',
    errors: { types: [ValidationError, RateLimitError, NotFoundError, ForbiddenError] },
    args: { gatherIdOrEmail: t.arg.string({ required: true }), meetupId: t.arg.id() },
    resolve: (_root, args, context) =>
      validateInvitee(actorOfContext(context), {
        gatherIdOrEmail: args.gatherIdOrEmail,
        meetupId: args.meetupId == null ? null : String(args.meetupId),
      }),
  }),
)

const DeletedMeetup = builder.objectRef<{ meetupId: string }>('DeletedMeetup').implement({
  fields: (t) => ({
    deletedMeetupId: t.id({
      description: 'The global id, for @deleteEdge.',
      resolve: (r) => encodeGlobalID('Meetup', r.meetupId),
    }),
  }),
})

builder.mutationFields((t) => ({
  createMeetup: t.prismaField({
    type: 'Meetup',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError] },
    args: { input: t.arg({ type: CreateMeetupInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      const meetup = await createMeetup(actorOfContext(context), input)
      return prisma().meetup.findUniqueOrThrow({ ...query, where: { id: meetup.id } })
    },
  }),
  respondToInvitation: t.prismaField({
    type: 'Participant',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    args: {
      participantId: t.arg.id({ required: true }),
      response: t.arg({ type: InvitationResponse, required: true }),
    },
    resolve: async (query, _root, { participantId, response }, context) => {
      const participant = await respondToInvitation(actorOfContext(context), String(participantId), { response })
      return prisma().participant.findUniqueOrThrow({ ...query, where: { id: participant.id } })
    },
  }),
  hideMeetup: t.field({
    type: DeletedMeetup,
    authScopes: { signedIn: true },
    description: "Removes a gathering from the viewer's own lists; others still see it.",
    errors: { types: [NotFoundError, ForbiddenError] },
    args: { meetupId: t.arg.id({ required: true }) },
    resolve: async (_root, { meetupId }, context) => ({
      meetupId: (await hideMeetup(actorOfContext(context), String(meetupId))).id,
    }),
  }),
  deleteMeetup: t.field({
    type: DeletedMeetup,
    authScopes: { signedIn: true },
    description: 'Deletes a gathering and all its data (organiser only).',
    errors: { types: [NotFoundError, ForbiddenError] },
    args: { meetupId: t.arg.id({ required: true }) },
    resolve: async (_root, { meetupId }, context) => ({
      meetupId: (await deleteMeetup(actorOfContext(context), String(meetupId))).id,
    }),
  }),
  inviteByEmail: t.prismaField({
    type: PendingInvitationRef,
    authScopes: { signedIn: true },
    description: 'E-mails an app invitation with the join link (organiser only); once per address.',
    errors: { types: [ValidationError, NotFoundError, ForbiddenError, RateLimitError] },
    args: { meetupId: t.arg.id({ required: true }), email: t.arg.string({ required: true }) },
    resolve: async (query, _root, { meetupId, email }, context) => {
      const { invitation } = await inviteByEmail(actorOfContext(context), { meetupId: String(meetupId), email })
      return prisma().pendingInvitation.findUniqueOrThrow({ ...query, where: { id: invitation.id } })
    },
  }),
}))
