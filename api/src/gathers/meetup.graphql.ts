// Gathers and participants. Gathers are reachable by their unguessable id or share link
// (visitors may view them); coordinates go to participants only.
import { encodeGlobalID } from '@pothos/plugin-relay'
import { PersonRef } from '../accounts/user.graphql.js'
import { actorOfContext } from '../core/actor.js'
import { prisma } from '../core/db.js'
import { ForbiddenError, NotFoundError, RateLimitError, ValidationError } from '../core/errors.js'
import { builder } from '../edge/graphql/builder.js'
import { uuidOrNone } from '../edge/graphql/ids.js'
import { viewerAccess } from '../edge/graphql/loaders.js'
import { type WeatherIcon, weatherIcons } from '../places/weather.js'
import { inviteByEmail, pendingInvitationsWhere, respondToInvitation, validateInvitee } from './invitations.service.js'
import { joinUrl } from './links.js'
import {
  calendarWhere,
  createMeetup,
  deleteMeetup,
  hideMeetup,
  mineWhere,
  parseCalendarRange,
} from './meetups.service.js'
import { emailsVisibleWhere, gatherRules, visibleMeetupWhere } from './policy.js'
import { activeWhere, isExpired, isLive, isPast, meetupOrder, pastWhere } from './schedule.js'

export const InvitationStatus = builder.enumType('InvitationStatus', {
  description: "Where someone's invitation to a gather stands.",
  values: {
    invited: { description: 'Invited by Gather ID (by the organiser or a group); no answer yet.' },
    pending: {
      description: 'Not answered yet, the same as invited (the spec names both; this server writes invited).',
    },
    accepted: { description: 'In the gather: the organiser, or someone who accepted or joined.' },
    declined: { description: 'Said no; opening the gather with `rejoin` brings them back in.' },
  } as const,
})

export const ParticipantStatus = builder.enumType('ParticipantStatus', {
  description: "A participant's Quick Status on the live screen, shown to everyone who sees the gather.",
  values: {
    ON_MY_WAY: { value: 'on_my_way', description: 'On my way: set by the person.' },
    HERE: { value: 'here', description: 'Here, at the venue: set by the person.' },
    RUNNING_LATE: { value: 'running_late', description: 'Running late: set by the person.' },
    JOINED: { value: 'joined', description: 'In the gather, no status chosen yet (where accepting starts).' },
    INVITED: { value: 'invited', description: 'Invited, not answered yet.' },
  } as const,
})

export const WeatherIconEnum = builder.enumType('WeatherIcon', {
  description: "Which of the six weather icons to show for a gather's forecast.",
  values: {
    SUN: { value: 'sun', description: 'Clear or mainly clear; also when no forecast is known.' },
    CLOUD: { value: 'cloud', description: 'Partly cloudy, overcast or fog.' },
    CLOUD_DRIZZLE: { value: 'cloud-drizzle', description: 'Drizzle.' },
    CLOUD_RAIN: { value: 'cloud-rain', description: 'Rain or rain showers.' },
    CLOUD_SNOW: { value: 'cloud-snow', description: 'Snow or snow showers.' },
    ZAP: { value: 'zap', description: 'Thunderstorm.' },
  } as const satisfies Record<string, { value: WeatherIcon; description: string }>,
})

export const Coordinates = builder.objectRef<{ lat: number; lon: number }>('Coordinates').implement({
  description: 'A point on Earth in WGS 84 degrees, as a phone or map gives it.',
  fields: (t) => ({
    lat: t.exposeFloat('lat', { description: 'Latitude: degrees north, -90 to 90.' }),
    lon: t.exposeFloat('lon', { description: 'Longitude: degrees east, -180 to 180.' }),
  }),
})

export const MeetupRef = builder.prismaNode('Meetup', {
  id: { field: 'id' },
  // node(id) finds a gather only while its viewer may see it (rule canSeeGather).
  findUnique: (id, context) => ({
    id: uuidOrNone(id),
    AND: [visibleMeetupWhere(context.viewer?.id ?? null, new Date())],
  }),
  nullable: true,
  description:
    "A gather (a meet-up): a name, a place and a time, lasting four hours from its start. Anyone with its id or share link sees the name, time, place name, weather and people's names while it lasts; coordinates, positions and e-mail addresses go only to those its fields say.",
  fields: (t) => ({
    databaseId: t.exposeID('id', { description: 'The UUID used in URLs and REST paths.' }),
    description: t.exposeString('description', {
      description: "The gather's name (what it is about): 1–100 characters.",
    }),
    locationName: t.exposeString('locationName', {
      description:
        "The venue's name as picked or typed ('Current Location' when the device's position was used and no name was found).",
    }),
    locationAddress: t.exposeString('locationAddress', {
      nullable: true,
      description: "The venue's full address; null when none was given.",
    }),
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
    startTime: t.expose('startTime', {
      type: 'DateTime',
      nullable: true,
      description: 'When it starts (UTC); null only for gathers made without a time by older clients.',
    }),
    expirationTime: t.expose('expirationTime', {
      type: 'DateTime',
      nullable: true,
      description:
        'When it ends (UTC): four hours after its start, and at least four hours after it was created or rescheduled. Its share link and shared positions end then.',
    }),
    isActive: t.boolean({
      description: 'Not ended: false once the gather has expired.',
      select: { isActive: true, expirationTime: true },
      resolve: (meetup) => meetup.isActive && !isExpired(meetup.expirationTime),
    }),
    isExpired: t.boolean({
      description: 'Its expirationTime has passed: the gather is over.',
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
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the organiser created it (UTC).' }),
    shareableLink: t.string({
      nullable: true,
      description:
        'The unguessable token of its join link; `meetup(id:)` takes it too. For those with a place in the gather (organiser, invited, declined, accepted); null for anyone else, who cannot learn it from the id.',
      select: { id: true, shareableLink: true },
      resolve: async (meetup, _args, context) =>
        (await seesShareLink(meetup.id, context)) ? meetup.shareableLink : null,
    }),
    shareUrl: t.string({
      nullable: true,
      description: 'The join link, {APP_URL}/join/{shareableLink}; null when shareableLink is.',
      select: { id: true, shareableLink: true },
      resolve: async (meetup, _args, context) =>
        (await seesShareLink(meetup.id, context)) ? joinUrl(context.config.appUrl, meetup.shareableLink) : null,
    }),
    calendarUrl: t.string({
      nullable: true,
      description: 'Where participants download the .ics file; null without a start time.',
      select: { id: true, startTime: true },
      resolve: (meetup) => (meetup.startTime ? `/api/meetups/${meetup.id}/calendar` : null),
    }),
    weatherTemp: t.exposeInt('weatherTemp', { nullable: true, description: 'Degrees Fahrenheit.' }),
    weatherIcon: t.field({
      type: WeatherIconEnum,
      description: 'The icon for the forecast at its start; SUN when there is no forecast.',
      select: { weatherIcon: true },
      resolve: (meetup) =>
        (weatherIcons.includes(meetup.weatherIcon as WeatherIcon) ? meetup.weatherIcon : 'sun') as WeatherIcon,
    }),
    weatherCondition: t.exposeString('weatherCondition', {
      nullable: true,
      description:
        "The forecast in words ('Partly cloudy'), for the icon's label; null when there is none (more than 16 days ahead, no coordinates, or the weather service did not answer).",
    }),
    organiser: t.relation('organiser', { type: PersonRef, description: 'Who created it and manages it.' }),
    isOrganiser: t.boolean({
      description: 'You are its organiser (false when signed out).',
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
      description:
        'Everyone in it or invited to it by Gather ID, organiser included, in the order they were added. Whoever sees the gather sees these (names and statuses; positions and e-mails per their fields).',
      query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    }),
  }),
})

/** The share link: rule canSeeShareLink (those with a record in the gather). */
async function seesShareLink(meetupId: string, context: Parameters<typeof viewerAccess>[0]) {
  const access = await viewerAccess(context, meetupId)
  return access !== null && gatherRules.canSeeShareLink(access)
}

export const ParticipantRef = builder.prismaNode('Participant', {
  id: { field: 'id' },
  // node(id) finds someone only in a gather its viewer may see.
  findUnique: (id, context) => ({
    id: uuidOrNone(id),
    meetup: visibleMeetupWhere(context.viewer?.id ?? null, new Date()),
  }),
  nullable: true,
  description:
    "Someone's place in one gather: their invitation, Quick Status and, for the gather's participants, their shared position. The organiser is a participant too.",
  fields: (t) => ({
    databaseId: t.exposeID('id', { description: 'The UUID used in REST paths.' }),
    invitationStatus: t.expose('invitationStatus', {
      type: InvitationStatus,
      description: 'Where their invitation stands.',
    }),
    status: t.expose('status', { type: ParticipantStatus, description: 'Their Quick Status.' }),
    lastUpdated: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'When they last sent a position (UTC), shown as "last seen"; null when they share none (never shared, or deleted after two hours or when the gather ended). For the gather\'s participants only, as positions are.',
      select: { lastUpdated: true, meetupId: true },
      resolve: async (participant, _args, context) => {
        const access = await viewerAccess(context, participant.meetupId)
        return access && gatherRules.canSeeFreshness(access) ? participant.lastUpdated : null
      },
    }),
    invitedAt: t.expose('createdAt', {
      type: 'DateTime',
      description: 'When they were invited or joined (UTC).',
    }),
    user: t.relation('user', { type: PersonRef, description: 'The person, with their public profile.' }),
    meetup: t.relation('meetup', { description: 'The gather this is a place in.' }),
    isOrganiser: t.boolean({
      description: "This is the gather's organiser.",
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
}))

const CreateMeetupInput = builder.inputType('CreateMeetupInput', {
  description:
    'A new gather. It may start up to an hour ago, never earlier, and never on a UTC day before today; it lasts four hours.',
  fields: (t) => ({
    locationName: t.string({ required: true, description: "The venue's name: 1–200 characters." }),
    locationAddress: t.string({ description: "The venue's full address: at most 500 characters." }),
    description: t.string({ required: true, description: "The gather's name (what it is about): 1–100 characters." }),
    gatherDate: t.string({
      required: true,
      description: 'The day, YYYY-MM-DD: read as UTC together with gatherTime unless scheduledDateTime is given.',
    }),
    gatherTime: t.string({ required: true, description: 'The time of day, HH:MM (24-hour).' }),
    lat: t.float({ description: "The venue's latitude in degrees (WGS 84); give lat and lon together, or neither." }),
    lon: t.float({ description: "The venue's longitude in degrees (WGS 84); give lat and lon together, or neither." }),
    scheduledDateTime: t.string({
      description:
        "The start as an ISO-8601 date and time with the organiser's offset (2026-11-28T19:00:00-07:00); decides startTime. The web app always sends it.",
    }),
    groupId: t.id({ description: "Invites every member of this group of the organiser's (its global id or UUID)." }),
    selectedGatherIds: t.stringList({
      description:
        "Gather IDs to invite ('@' optional, any case; at most 200). One that nobody has refuses the whole create.",
    }),
  }),
})

const InvitationResponse = builder.enumType('InvitationResponse', {
  description: 'An answer to an invitation.',
  values: {
    accepted: { description: 'Yes: join the gather (it appears among your gathers).' },
    declined: { description: 'No: you stay out of it (opening it with `rejoin` undoes this).' },
  } as const,
})

const PendingInvitationRef = builder.prismaNode('PendingInvitation', {
  id: { field: 'id' },
  // An e-mail invitation is the organiser's alone (rule canSeeEmails), by node(id) too.
  findUnique: (id, context) => ({ id: uuidOrNone(id), AND: [emailsVisibleWhere(context.viewer?.id)] }),
  nullable: true,
  description:
    "An invitation e-mailed to an address, waiting until someone opens its join link; seen by the gather's organiser only.",
  fields: (t) => ({
    databaseId: t.exposeID('id', { description: 'The UUID used in REST paths.' }),
    email: t.string({
      description: "The address invited; empty for anyone but the gather's organiser.",
      select: { email: true, meetupId: true },
      resolve: async (invitation, _args, context) => {
        const userId = await context.loaders.meetupOrganiser.load(invitation.meetupId)
        return userId && gatherRules.canSeeEmails({ viewer: context.viewer, meetup: { userId } })
          ? invitation.email
          : ''
      },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was sent (UTC).' }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      description: 'When it lapses (UTC): when the gather ends (a week after it was sent for a gather without a time).',
    }),
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
    description: 'What an entry in an invite box is: a Gather ID that someone has, or an e-mail address.',
    fields: (t) => ({
      userExists: t.exposeBoolean('userExists', {
        description: 'A Gather ID that someone has. Always false for an e-mail address (never matched to an account).',
      }),
      isEmail: t.exposeBoolean('isEmail', {
        description: 'The entry is an e-mail address, which gets an invitation e-mail.',
      }),
      email: t.exposeString('email', {
        nullable: true,
        description: 'The address, normalised (lower case); null for a Gather ID.',
      }),
      gatherId: t.exposeString('gatherID', {
        nullable: true,
        description: "The person's Gather ID as they spell it (without '@'); null for an e-mail address or nobody.",
      }),
      displayName: t.exposeString('displayName', {
        nullable: true,
        description: "The person's display name; null for an e-mail address or nobody.",
      }),
      alreadyInGather: t.exposeBoolean('alreadyInGather', {
        description: 'With meetupId: the person (or e-mail address) is already in that gather or invited to it.',
      }),
      message: t.exposeString('message', { description: 'What to show beside the entry, in English.' }),
    }),
  })

builder.queryField('inviteeCheck', (t) =>
  t.field({
    type: InviteeCheck,
    authScopes: { signedIn: true },
    description:
      'Is there someone with this Gather ID (and, given one of your gathers, are they in it)? E-mail addresses are never matched to accounts.',
    errors: { types: [ValidationError, RateLimitError, NotFoundError, ForbiddenError] },
    args: {
      gatherIdOrEmail: t.arg.string({
        required: true,
        description:
          "A Gather ID ('@' optional, any case) or an e-mail address. Counts toward 60 Gather-ID lookups per minute.",
      }),
      meetupId: t.arg.id({ description: 'One of your gathers (organiser only): also say whether the entry is in it.' }),
    },
    resolve: (_root, args, context) =>
      validateInvitee(actorOfContext(context), {
        gatherIdOrEmail: args.gatherIdOrEmail,
        meetupId: args.meetupId == null ? null : String(args.meetupId),
      }),
  }),
)

const DeletedMeetup = builder.objectRef<{ meetupId: string }>('DeletedMeetup').implement({
  description: 'A gather gone from your lists (deleted, or hidden for you).',
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
    description:
      "Creates a gather with you as organiser and invites the Gather IDs and group given (e-mailing invitations to the group's contacts). Weather is looked up when it has coordinates (waiting at most two seconds). Nothing is written when any part is refused.",
    errors: { types: [ValidationError, NotFoundError] },
    args: { input: t.arg({ type: CreateMeetupInput, required: true, description: 'The gather to create.' }) },
    resolve: async (query, _root, { input }, context) => {
      const meetup = await createMeetup(actorOfContext(context), input)
      return prisma().meetup.findUniqueOrThrow({ ...query, where: { id: meetup.id } })
    },
  }),
  respondToInvitation: t.prismaField({
    type: 'Participant',
    authScopes: { signedIn: true },
    description: 'Answers your invitation to a gather; the participant answered, as it is now.',
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    args: {
      participantId: t.arg.id({
        required: true,
        description: 'Your Participant in that gather (its global id or UUID), from User.pendingInvitations.',
      }),
      response: t.arg({ type: InvitationResponse, required: true, description: 'Your answer.' }),
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
    args: { meetupId: t.arg.id({ required: true, description: 'The gather (global id or UUID).' }) },
    resolve: async (_root, { meetupId }, context) => ({
      meetupId: (await hideMeetup(actorOfContext(context), String(meetupId))).id,
    }),
  }),
  deleteMeetup: t.field({
    type: DeletedMeetup,
    authScopes: { signedIn: true },
    description:
      'Deletes a gathering and all its data (organiser only); those who accepted an upcoming one get a calendar cancellation.',
    errors: { types: [NotFoundError, ForbiddenError] },
    args: { meetupId: t.arg.id({ required: true, description: 'The gather (global id or UUID).' }) },
    resolve: async (_root, { meetupId }, context) => ({
      meetupId: (await deleteMeetup(actorOfContext(context), String(meetupId))).id,
    }),
  }),
  inviteByEmail: t.prismaField({
    type: PendingInvitationRef,
    authScopes: { signedIn: true },
    description: 'E-mails an app invitation with the join link (organiser only); once per address.',
    errors: { types: [ValidationError, NotFoundError, ForbiddenError, RateLimitError] },
    args: {
      meetupId: t.arg.id({ required: true, description: 'The gather (global id or UUID).' }),
      email: t.arg.string({ required: true, description: 'The address to invite (any case).' }),
    },
    resolve: async (query, _root, { meetupId, email }, context) => {
      const { invitation } = await inviteByEmail(actorOfContext(context), { meetupId: String(meetupId), email })
      return prisma().pendingInvitation.findUniqueOrThrow({ ...query, where: { id: invitation.id } })
    },
  }),
}))
