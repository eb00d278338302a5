// A gather (Meetup): every field of it, the `meetup` query, and the mutations and subscription
// that act on one. Gathers are reachable by their unguessable id or share link (visitors may view
// them); coordinates go to participants only.
import { encodeGlobalID } from '@pothos/plugin-relay'
import { PersonRef } from '../accounts/person.graphql.js'
import { actorOfContext } from '../core/actor.js'
import { prisma } from '../core/db.js'
import { ConflictError, ForbiddenError, NotFoundError, RateLimitError, ValidationError } from '../core/errors.js'
import type { MeetupUpdatedEvent } from '../core/realtime/pubsub.js'
import { builder } from '../edge/graphql/builder.js'
import { idFields } from '../edge/graphql/id-fields.js'
import { uuidOrNone } from '../edge/graphql/ids.js'
import { viewerAccess, withFreshLoaders } from '../edge/graphql/loaders.js'
import { joinMeetup, viewMeetup } from '../live/participants.service.js'
import { watchMeetup } from '../live/streams/watch.service.js'
import { type WeatherIcon, weatherIcons } from '../places/weather.service.js'
import { Coordinates } from './coordinates.graphql.js'
import { joinUrl } from './links.js'
import { remindPending, resendInvites, rotateShareLink, updateMeetup } from './manage.service.js'
import { createMeetup, deleteMeetup, hideMeetup } from './meetups.service.js'
import { ParticipantRef } from './participant.graphql.js'
import { emailsVisibleWhere, gatherRules, isEnded, visibleMeetupWhere } from './policy.js'
import { isLive, isPast } from './schedule.policy.js'

const meetupArg = 'The gather (global id or UUID).'

const manageErrors = [ValidationError, NotFoundError, ForbiddenError, ConflictError, RateLimitError]

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
      resolve: (meetup) => meetup.isActive && !isEnded(meetup),
    }),
    isExpired: t.boolean({
      description: 'Its expirationTime has passed: the gather is over.',
      select: { expirationTime: true },
      resolve: (meetup) => isEnded(meetup),
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
    // The counts: one batched statement for all of them and all the gathers of a response (loaders.ts).
    participantCount: t.int({
      description: 'Everyone in the gather, organiser included.',
      select: { id: true },
      resolve: async (meetup, _args, context) => (await context.loaders.meetupCounts.load(meetup.id)).participants,
    }),
    pendingParticipantCount: t.int({
      description: 'Participants who have not answered their invitation (invited or pending).',
      select: { id: true },
      resolve: async (meetup, _args, context) => (await context.loaders.meetupCounts.load(meetup.id)).pending,
    }),
    pendingInvitationCount: t.int({
      description: 'E-mail invitations not accepted yet: counted for the organiser only (0 for anyone else).',
      select: { id: true, userId: true },
      resolve: async (meetup, _args, context) =>
        gatherRules.canSeeEmails({ viewer: context.viewer, meetup })
          ? (await context.loaders.meetupCounts.load(meetup.id)).invitations
          : 0,
    }),
    pendingInvitations: t.relatedConnection('pendingInvitations', {
      cursor: 'id',
      totalCount: true,
      description: 'E-mail invitations not accepted yet, oldest first: for the organiser only (empty for anyone else).',
      query: (_args, context) => ({
        where: { ...noneUnlessOrganiser(context.viewer?.id), acceptedAt: null },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      }),
    }),
  }),
})

/** A filter on a gather's e-mail invitations that keeps them only when the viewer organises it. */
const noneUnlessOrganiser = emailsVisibleWhere

builder.queryField('displayTimeZone', (t) =>
  t.string({
    description:
      'The IANA time zone the manage screen shows and edits times in (DISPLAY_TIME_ZONE, default America/Phoenix).',
    resolve: (_root, _args, context) => context.config.displayTimeZone,
  }),
)

builder.queryField('meetup', (t) =>
  t.prismaField({
    type: 'Meetup',
    nullable: true,
    description: 'A gather by its id or share link; null when there is none (or its link expired for you).',
    args: { id: t.arg.id({ required: true, description: 'A UUID, a global id, or a share link.' }) },
    resolve: async (query, _root, { id }, context) => {
      // What the document selects comes with the read the rule needs (one statement fewer),
      // unless it is a narrow select, which would lack the columns the rule reads.
      const include = 'select' in query ? undefined : query.include
      const found = await viewMeetup(actorOfContext(context), String(id), include).catch((error: unknown) => {
        if (error instanceof NotFoundError) return null
        throw error
      })
      if (!found) return null
      // Its people's and invitations' rules read the organiser and the viewer's record: known already.
      const { id: meetupId, userId, expirationTime } = found.meetup
      context.loaders.meetupOrganiser.prime(meetupId, userId)
      if (context.viewer) {
        const own = found.participant
          ? { ...found.participant, meetup: { id: meetupId, userId, expirationTime } }
          : null
        context.loaders.viewerParticipant.prime(meetupId, own)
      }
      if ('select' in query) return prisma().meetup.findUnique({ ...query, where: { id: found.meetup.id } })
      return found.meetup
    },
  }),
)

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

const UpdateMeetupInput = builder.inputType('UpdateMeetupInput', {
  description: 'What to change of a gather; a field left out stays as it is.',
  fields: (t) => ({
    description: t.string({ description: 'The new name: 1–100 characters after trimming.' }),
    startTime: t.string({ description: 'The new start, an ISO-8601 instant; the end is recomputed.' }),
  }),
})

const MeetupUpdate = builder
  .objectRef<{ meetupId: string; nameChanged: boolean; timeChanged: boolean }>('MeetupUpdate')
  .implement({
    description: 'A gather after an edit, and what the edit changed.',
    fields: (t) => ({
      nameChanged: t.exposeBoolean('nameChanged', { description: 'The name is different from before.' }),
      timeChanged: t.exposeBoolean('timeChanged', {
        description: 'The start moved: offer to send updated invitations (resendInvites).',
      }),
      meetup: t.prismaField({
        type: 'Meetup',
        description: 'The gather as it is now.',
        resolve: (query, update) => prisma().meetup.findUniqueOrThrow({ ...query, where: { id: update.meetupId } }),
      }),
    }),
  })

const DeletedMeetup = builder.objectRef<{ meetupId: string }>('DeletedMeetup').implement({
  description: 'A gather gone from your lists (deleted, or hidden for you).',
  fields: (t) => ({
    deletedMeetupId: t.id({
      description: 'The global id, for @deleteEdge.',
      resolve: (r) => encodeGlobalID('Meetup', r.meetupId),
    }),
  }),
})

const EmailsSent = builder.objectRef<{ emailsSent: number }>('EmailsSent').implement({
  description: 'A round of e-mails queued (sent by jobs, with retries).',
  fields: (t) => ({ emailsSent: t.exposeInt('emailsSent', { description: 'How many e-mails were queued.' }) }),
})

builder.mutationFields((t) => ({
  createMeetup: t.prismaField({
    type: 'Meetup',
    authScopes: { signedIn: true },
    description:
      "Creates a gather with you as organiser and invites the Gather IDs and group given (e-mailing invitations to the group's contacts). Weather is looked up when it has coordinates (waiting at most two seconds). Nothing is written when any part is refused.",
    errors: { types: [ValidationError, NotFoundError, ConflictError, RateLimitError] },
    args: { input: t.arg({ type: CreateMeetupInput, required: true, description: 'The gather to create.' }) },
    resolve: async (query, _root, { input }, context) => {
      const meetup = await createMeetup(actorOfContext(context), input)
      return prisma().meetup.findUniqueOrThrow({ ...query, where: { id: meetup.id } })
    },
  }),
  joinMeetup: t.prismaField({
    type: 'Meetup',
    authScopes: { signedIn: true },
    description:
      'Opening a gather signed in: an invited person is accepted, someone not in it joins; `rejoin` undoes a decline. Someone the organiser removed is refused until invited again.',
    errors: { types: [NotFoundError, ConflictError, ForbiddenError] },
    args: {
      meetupId: t.arg.id({ required: true, description: 'The gather: a UUID, a global id, or its share link.' }),
      rejoin: t.arg.boolean({ description: 'Join even though you declined it (default false: a decline stays).' }),
    },
    resolve: async (query, _root, { meetupId, rejoin }, context) => {
      const { meetup, participant } = await joinMeetup(actorOfContext(context), String(meetupId), {
        rejoin: rejoin ?? false,
      })
      // The answer's rules read the viewer's record and the organiser: known now, as they stand
      // after the join (the loaders may hold what the request read before it).
      const { id, userId, expirationTime } = meetup
      context.loaders.viewerParticipant.clear(id)
      context.loaders.viewerParticipant.prime(id, { ...participant, meetup: { id, userId, expirationTime } })
      context.loaders.meetupOrganiser.prime(id, userId)
      return prisma().meetup.findUniqueOrThrow({ ...query, where: { id } })
    },
  }),
  updateMeetup: t.field({
    type: MeetupUpdate,
    authScopes: { signedIn: true },
    description: 'Renames or reschedules a gather (organiser only).',
    errors: { types: manageErrors },
    args: {
      meetupId: t.arg.id({ required: true, description: meetupArg }),
      input: t.arg({ type: UpdateMeetupInput, required: true, description: 'What to change.' }),
    },
    resolve: async (_root, { meetupId, input }, context) => {
      const result = await updateMeetup(actorOfContext(context), String(meetupId), input)
      return { meetupId: result.meetup.id, nameChanged: result.nameChanged, timeChanged: result.timeChanged }
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
  rotateShareLink: t.prismaField({
    type: 'Meetup',
    authScopes: { signedIn: true },
    description:
      'Makes a new share link for the gather (organiser only): the old link then answers as an unknown link everywhere. People already in it stay.',
    errors: { types: manageErrors },
    args: { meetupId: t.arg.id({ required: true, description: meetupArg }) },
    resolve: async (query, _root, { meetupId }, context) => {
      const meetup = await rotateShareLink(actorOfContext(context), String(meetupId))
      return prisma().meetup.findUniqueOrThrow({ ...query, where: { id: meetup.id } })
    },
  }),
  remindPending: t.field({
    type: EmailsSent,
    authScopes: { signedIn: true },
    description: 'E-mails a reminder to everyone who has not answered, people and e-mail invitations (organiser only).',
    errors: { types: manageErrors },
    args: { meetupId: t.arg.id({ required: true, description: meetupArg }) },
    resolve: (_root, { meetupId }, context) => remindPending(actorOfContext(context), String(meetupId)),
  }),
  resendInvites: t.field({
    type: EmailsSent,
    authScopes: { signedIn: true },
    description: 'E-mails an updated calendar invitation to everyone invited (organiser only).',
    errors: { types: manageErrors },
    args: { meetupId: t.arg.id({ required: true, description: meetupArg }) },
    resolve: (_root, { meetupId }, context) => resendInvites(actorOfContext(context), String(meetupId)),
  }),
}))

const MeetupUpdatedEventRef = builder.objectRef<MeetupUpdatedEvent>('MeetupUpdatedEvent').implement({
  description: 'The gather changed (name, time or people): read what you show of it again.',
  fields: (t) => ({
    ...idFields(t, { field: 'meetup', type: 'Meetup', noun: 'gather', uuid: (e) => e.meetupId }),
    meetup: t.prismaField({
      type: 'Meetup',
      nullable: true,
      description: 'The gather as it is now; null once deleted.',
      resolve: (query, event) => prisma().meetup.findUnique({ ...query, where: { id: event.meetupId } }),
    }),
  }),
})

builder.subscriptionField('meetupUpdated', (t) =>
  t.field({
    type: MeetupUpdatedEventRef,
    authScopes: { signedIn: true },
    description:
      'Changes to a gather (name, time, e-mail invitations, people joining, answering or removed), for its participants; ends with an ACCESS_ENDED error when your access ends.',
    args: { meetupId: t.arg.id({ required: true, description: meetupArg }) },
    subscribe: async function* (_root, { meetupId }, context) {
      const { events } = await watchMeetup(actorOfContext(context), String(meetupId), [
        'meetupUpdated',
        'participantChanged',
      ])
      for await (const { topic, event } of withFreshLoaders(context, events)) {
        // People joining, answering or removed change the gather's counts too.
        if (topic === 'meetupUpdated') yield event
        else if (event.kind === 'joined' || event.kind === 'invitation' || event.kind === 'removed') {
          yield { meetupId: event.meetupId }
        }
      }
    },
    resolve: (event) => event,
  }),
)

/** The share link: rule canSeeShareLink (those with a record in the gather). */
async function seesShareLink(meetupId: string, context: Parameters<typeof viewerAccess>[0]) {
  const access = await viewerAccess(context, meetupId)
  return access !== null && gatherRules.canSeeShareLink(access)
}
