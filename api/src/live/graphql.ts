// The live screen over GraphQL: a gather by id or share link (visitors included), joining it,
// positions and statuses, travel times, and the pushes that keep every open map current.
import { actorOfContext } from '../core/actor.js'
import { prisma } from '../core/db.js'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../core/errors.js'
import type { EtaView, ParticipantChangedEvent, ParticipantLocationEvent } from '../core/realtime/pubsub.js'
import { builder } from '../edge/graphql/builder.js'
import type { Context } from '../edge/graphql/context.js'
import { viewerAccess, withFreshLoaders } from '../edge/graphql/loaders.js'
import { Coordinates, ParticipantRef, ParticipantStatus } from '../gathers/meetup.graphql.js'
import { gatherRules } from '../gathers/policy.js'
import { participantEta } from './arrivals/eta.service.js'
import { type TravelEstimate, travelOf } from './arrivals/travel.js'
import { updateParticipantLocation } from './location.service.js'
import { joinMeetup, updateStatus, viewMeetup } from './participants.service.js'
import { watchMeetup } from './streams/watch.service.js'

const EtaRef = builder.objectRef<EtaView>('Eta').implement({
  description:
    'When a person is expected at the venue, by the rules in the README ("How ETAs and statuses are decided").',
  fields: (t) => ({
    distance: t.exposeFloat('distance', { description: 'Straight-line miles to the venue.' }),
    basis: t.exposeString('basis', {
      description: 'here, from pace (their recent pace toward the venue), walking estimate or driving estimate.',
    }),
    minutes: t.exposeFloat('minutes', { description: 'Minutes to arrival when this was computed (0 when here).' }),
    arrivesAt: t.expose('arrivesAt', { type: 'DateTime', description: 'The expected arrival time.' }),
    lateMinutes: t.exposeInt('lateMinutes', { description: 'Whole minutes after the start; 0 when on time.' }),
  }),
})

const ParticipantLocationEventRef = builder.objectRef<ParticipantLocationEvent>('ParticipantLocationEvent').implement({
  description: 'A participant moved. Apply it only if `sequence` is higher than the one you have.',
  fields: (t) => ({
    participantId: t.exposeID('participantId', { description: "The participant's UUID (Participant.databaseId)." }),
    meetupId: t.exposeID('meetupId', { description: "The gather's UUID (Meetup.databaseId)." }),
    lat: t.exposeFloat('lat', { description: 'Latitude: degrees north (WGS 84).' }),
    lon: t.exposeFloat('lon', { description: 'Longitude: degrees east (WGS 84).' }),
    sequence: t.exposeInt('sequence', {
      description: "This person's position number (Participant.locationSequence): rises with every position they send.",
    }),
    lastUpdated: t.expose('lastUpdated', { type: 'DateTime', description: 'When the server received it (UTC).' }),
    eta: t.field({
      type: EtaRef,
      nullable: true,
      description: 'Their ETA after this position; null when the gather has no venue.',
      resolve: (event) => event.eta ?? null,
    }),
  }),
})

const TravelBasis = builder.enumType('TravelBasis', {
  description: 'What a travel time is worked out from.',
  values: {
    ARRIVED: { value: 'arrived', description: 'Within 0.1 mile of the venue: "At location".' },
    CURRENT_PACE: {
      value: 'current pace',
      description: 'Their speed between their last two positions (sent within 5 minutes of each other).',
    },
    WALKING_ESTIMATE: { value: 'walking estimate', description: 'At 3 mph: within 1.5 miles, with no recent pace.' },
    DRIVING_ESTIMATE: {
      value: 'driving estimate',
      description: 'At 25 mph: further than 1.5 miles, with no recent pace.',
    },
  } as const satisfies Record<string, { value: TravelEstimate['basis']; description: string }>,
})

const TravelTime = builder
  .objectRef<{ distance: number; travelTimeText: string; alert: boolean; basis: TravelEstimate['basis'] }>('TravelTime')
  .implement({
    description: 'How far someone is from the venue and how long they may take, from their latest shared position.',
    fields: (t) => ({
      distance: t.exposeFloat('distance', { description: 'Miles to the venue (haversine).' }),
      travelTimeText: t.exposeString('travelTimeText', {
        description:
          'For display, in English: "12 min away (walking estimate)", "1 h 5 min away (current pace)" or "At location".',
      }),
      alert: t.exposeBoolean('alert', {
        description:
          'At this estimate they arrive after the start (false once the gather started more than an hour ago, or without a start time).',
      }),
      basis: t.expose('basis', { type: TravelBasis, description: 'What the estimate is worked out from.' }),
    }),
  })

/** Positions and travel times: rule canSeePositions (signed-in people in the gather). */
async function seesPositions(meetupId: string, context: Pick<Context, 'viewer' | 'loaders'>) {
  const access = await viewerAccess(context, meetupId)
  return access !== null && gatherRules.canSeePositions(access)
}

builder.prismaObjectFields(ParticipantRef, (t) => ({
  location: t.field({
    type: Coordinates,
    nullable: true,
    description: "This person's shared position: for the gather's participants only.",
    select: { lat: true, lon: true, meetupId: true },
    resolve: async (participant, _args, context) =>
      participant.lat !== null && participant.lon !== null && (await seesPositions(participant.meetupId, context))
        ? { lat: participant.lat, lon: participant.lon }
        : null,
  }),
  locationSequence: t.int({
    nullable: true,
    description:
      "Rises with every position: ignore pushed positions with a lower one. For the gather's participants only (null for anyone else), as positions are.",
    select: { locationSequence: true, meetupId: true },
    resolve: async (participant, _args, context) => {
      const access = await viewerAccess(context, participant.meetupId)
      return access && gatherRules.canSeeFreshness(access) ? participant.locationSequence : null
    },
  }),
  eta: t.field({
    type: EtaRef,
    nullable: true,
    description: 'When this person is expected at the venue: for participants only, while they share a position.',
    select: {
      lat: true,
      lon: true,
      lastUpdated: true,
      status: true,
      meetupId: true,
      meetup: { select: { locationLat: true, locationLon: true, startTime: true } },
    },
    resolve: async (p, _args, context) =>
      (await seesPositions(p.meetupId, context)) ? participantEta(context.arrivals, p, p.meetup, new Date()) : null,
  }),
  travelTime: t.field({
    type: TravelTime,
    nullable: true,
    description: 'Distance and travel time to the venue: for participants only, when this person shares a position.',
    select: {
      lat: true,
      lon: true,
      lastLat: true,
      lastLon: true,
      lastUpdated: true,
      previousUpdated: true,
      meetupId: true,
      meetup: { select: { locationLat: true, locationLon: true, startTime: true } },
    },
    resolve: async (p, _args, context) => ((await seesPositions(p.meetupId, context)) ? travelOf(p, p.meetup) : null),
  }),
}))

builder.queryFields((t) => ({
  meetup: t.prismaField({
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
  mapStyleUrl: t.string({
    description: 'The MapLibre style URL the live map loads (MAP_STYLE_URL).',
    resolve: (_root, _args, context) => context.config.mapStyleUrl,
  }),
}))

builder.mutationFields((t) => ({
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
  updateParticipantStatus: t.prismaField({
    type: 'Participant',
    authScopes: { signedIn: true },
    description: 'Sets your own Quick Status in a gather you are in (accepted); everyone watching sees it change.',
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    args: {
      participantId: t.arg.id({ required: true, description: 'Your own Participant (global id or UUID).' }),
      status: t.arg({
        type: ParticipantStatus,
        required: true,
        description: 'The new status: ON_MY_WAY, HERE or RUNNING_LATE (or back to JOINED).',
      }),
    },
    resolve: async (query, _root, { participantId, status }, context) => {
      const updated = await updateStatus(actorOfContext(context), String(participantId), { status })
      return prisma().participant.findUniqueOrThrow({ ...query, where: { id: updated.id } })
    },
  }),
  updateParticipantLocation: t.field({
    type: ParticipantLocationEventRef,
    authScopes: { signedIn: true },
    description:
      "Shares your position in a gather you are in (accepted) while it lasts: kept two hours, and never past the gather's end, then deleted. Pushed to the gather's other participants. The live screen sends it over its open socket.",
    errors: { types: [ValidationError, ForbiddenError, NotFoundError, ConflictError] },
    args: {
      participantId: t.arg.id({ required: true, description: 'Your own Participant (global id or UUID).' }),
      lat: t.arg.float({ required: true, description: 'Latitude: degrees north (WGS 84), -90 to 90.' }),
      lon: t.arg.float({ required: true, description: 'Longitude: degrees east (WGS 84), -180 to 180.' }),
      accuracy: t.arg.float({ description: 'Metres, as the device gave it.' }),
      capturedAt: t.arg({ type: 'DateTime', description: 'When the device took the fix (its own clock).' }),
    },
    resolve: (_root, { participantId, lat, lon, accuracy, capturedAt }, context) =>
      updateParticipantLocation(actorOfContext(context), String(participantId), { lat, lon, accuracy, capturedAt }),
  }),
}))

const ParticipantChangeKind = builder.enumType('ParticipantChangeKind', {
  description: "What happened to a gather's participant.",
  values: {
    JOINED: { value: 'joined', description: 'Someone joined or was added (by Gather ID or group).' },
    STATUS: { value: 'status', description: 'Someone set their Quick Status.' },
    INVITATION: { value: 'invitation', description: 'Someone accepted or declined their invitation.' },
    LOCATION_CLEARED: {
      value: 'location-cleared',
      description: 'Their shared position was deleted (two hours old, or the gather ended): drop their marker.',
    },
    REMOVED: { value: 'removed', description: 'The organiser removed them: `participant` is null.' },
    SHARING: {
      value: 'sharing',
      description: 'Their sharing changed (consented, paused, resumed, stopped, or a new precision).',
    },
  } as const satisfies Record<string, { value: ParticipantChangedEvent['kind']; description: string }>,
})

const ParticipantChange = builder.objectRef<ParticipantChangedEvent>('ParticipantChange').implement({
  description: 'Someone joined, answered, changed status, or their shared position was deleted.',
  fields: (t) => ({
    kind: t.expose('kind', { type: ParticipantChangeKind, description: 'What changed.' }),
    participantId: t.exposeID('participantId', { description: "The participant's UUID (Participant.databaseId)." }),
    participant: t.prismaField({
      type: 'Participant',
      nullable: true,
      description: 'The participant as they are now; null once removed.',
      resolve: (query, event) => prisma().participant.findUnique({ ...query, where: { id: event.participantId } }),
    }),
  }),
})

const LivePositions = builder
  .objectRef<{ snapshot: boolean; positions: ParticipantLocationEvent[] }>('LivePositions')
  .implement({
    description:
      'Positions of a gather: first every shared one (the stream listens from then on), then each as it arrives.',
    fields: (t) => ({
      snapshot: t.exposeBoolean('snapshot', {
        description:
          'Every shared position, read once the stream listens: true for the first event, and again with the newer ones after the server lost its connection to other instances for a while.',
      }),
      positions: t.field({
        type: [ParticipantLocationEventRef],
        description: 'The positions of this event: every shared one in a snapshot, else those that just arrived.',
        resolve: (event) => event.positions,
      }),
    }),
  })

builder.subscriptionFields((t) => ({
  livePositions: t.field({
    type: LivePositions,
    authScopes: { signedIn: true },
    description:
      'Positions without gaps: the first event is the snapshot (you are listening once it arrives), then one event per new position; a person’s sequence only rises. Ends with an ACCESS_ENDED error when your access ends.',
    args: { meetupId: t.arg.id({ required: true, description: 'The gather (global id or UUID).' }) },
    subscribe: async function* (_root, { meetupId }, context) {
      const { events } = await watchMeetup(actorOfContext(context), String(meetupId), ['participantLocationUpdated'])
      for await (const item of events) {
        yield item.topic === 'snapshot'
          ? { snapshot: true, positions: item.positions }
          : { snapshot: false, positions: item.event }
      }
    },
    resolve: (event) => event,
  }),
  participantLocationUpdated: t.field({
    type: ParticipantLocationEventRef,
    authScopes: { signedIn: true },
    description:
      'Positions as they arrive, starting with every shared one; ends with an ACCESS_ENDED error when your access ends. livePositions also says when it listens.',
    args: { meetupId: t.arg.id({ required: true, description: 'The gather (global id or UUID).' }) },
    subscribe: async function* (_root, { meetupId }, context) {
      const { events } = await watchMeetup(actorOfContext(context), String(meetupId), ['participantLocationUpdated'])
      for await (const item of events) {
        yield* item.topic === 'snapshot' ? item.positions : item.event
      }
    },
    resolve: (event) => event,
  }),
  participantChanged: t.field({
    type: ParticipantChange,
    authScopes: { signedIn: true },
    description:
      'People joining, answering, moving status or removed; ends with an ACCESS_ENDED error when your access ends.',
    args: { meetupId: t.arg.id({ required: true, description: 'The gather (global id or UUID).' }) },
    subscribe: async function* (_root, { meetupId }, context) {
      const { events } = await watchMeetup(actorOfContext(context), String(meetupId), ['participantChanged'])
      for await (const { event } of withFreshLoaders(context, events)) yield event
    },
    resolve: (event) => event,
  }),
}))
