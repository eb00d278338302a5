// The live screen over GraphQL: a gather by id or share link (visitors included), joining it,
// positions and statuses, travel times, and the pushes that keep every open map current.
import { actorOfContext } from '../actor.js'
import { builder } from '../builder.js'
import type { Context } from '../context.js'
import { prisma } from '../db.js'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js'
import { gatherRules } from '../gathers/access.js'
import { viewerAccess, withFreshLoaders } from '../graphql/loaders.js'
import type { EtaView } from '../live/arrivals.service.js'
import { participantEta } from '../live/eta.service.js'
import { updateParticipantLocation } from '../live/location.service.js'
import { joinMeetup, updateStatus, viewMeetup } from '../live/participants.service.js'
import { travelOf } from '../live/travel.js'
import { watchMeetup } from '../live/watch.service.js'
import type { ParticipantChangedEvent, ParticipantLocationEvent } from '../realtime/pubsub.js'
import { Coordinates, ParticipantRef, ParticipantStatus } from './meetup.js'

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
    participantId: t.exposeID('participantId'),
    meetupId: t.exposeID('meetupId'),
    lat: t.exposeFloat('lat'),
    lon: t.exposeFloat('lon'),
    sequence: t.exposeInt('sequence'),
    lastUpdated: t.expose('lastUpdated', { type: 'DateTime' }),
    eta: t.field({
      type: EtaRef,
      nullable: true,
      description: 'Their ETA after this position; null when the gather has no venue.',
      resolve: (event) => event.eta ?? null,
    }),
  }),
})

const TravelTime = builder
  .objectRef<{ distance: number; travelTimeText: string; alert: boolean; basis: string }>('TravelTime')
  .implement({
    fields: (t) => ({
      distance: t.exposeFloat('distance', { description: 'Miles to the venue (haversine).' }),
      travelTimeText: t.exposeString('travelTimeText'),
      alert: t.exposeBoolean('alert', { description: 'The estimated arrival is after the start.' }),
      basis: t.exposeString('basis', { description: 'arrived, current pace, walking estimate or driving estimate.' }),
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
  locationSequence: t.exposeInt('locationSequence', {
    description: 'Rises with every position: ignore pushed positions with a lower one.',
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
      const found = await viewMeetup(actorOfContext(context), String(id)).catch((error: unknown) => {
        if (error instanceof NotFoundError) return null
        throw error
      })
      if (!found) return null
      // Its people's and invitations' rules read the organiser: known already.
      context.loaders.meetupOrganiser.prime(found.meetup.id, found.meetup.userId)
      return prisma().meetup.findUnique({ ...query, where: { id: found.meetup.id } })
    },
  }),
  mapStyleUrl: t.string({
    description: 'The MapLibre style the live map loads.',
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
    args: { meetupId: t.arg.id({ required: true }), rejoin: t.arg.boolean() },
    resolve: async (query, _root, { meetupId, rejoin }, context) => {
      const { meetup } = await joinMeetup(actorOfContext(context), String(meetupId), { rejoin: rejoin ?? false })
      context.loaders.viewerParticipant.clear(meetup.id)
      return prisma().meetup.findUniqueOrThrow({ ...query, where: { id: meetup.id } })
    },
  }),
  updateParticipantStatus: t.prismaField({
    type: 'Participant',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    args: { participantId: t.arg.id({ required: true }), status: t.arg({ type: ParticipantStatus, required: true }) },
    resolve: async (query, _root, { participantId, status }, context) => {
      const updated = await updateStatus(actorOfContext(context), String(participantId), { status })
      return prisma().participant.findUniqueOrThrow({ ...query, where: { id: updated.id } })
    },
  }),
  updateParticipantLocation: t.field({
    type: ParticipantLocationEventRef,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, ForbiddenError, NotFoundError, ConflictError] },
    args: {
      participantId: t.arg.id({ required: true }),
      lat: t.arg.float({ required: true }),
      lon: t.arg.float({ required: true }),
      accuracy: t.arg.float({ description: 'Metres, as the device gave it.' }),
      capturedAt: t.arg({ type: 'DateTime', description: 'When the device took the fix (its own clock).' }),
    },
    resolve: (_root, { participantId, lat, lon, accuracy, capturedAt }, context) =>
      updateParticipantLocation(actorOfContext(context), String(participantId), { lat, lon, accuracy, capturedAt }),
  }),
}))

const ParticipantChange = builder.objectRef<ParticipantChangedEvent>('ParticipantChange').implement({
  description: 'Someone joined, answered, changed status, or their shared position was deleted.',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'joined, status, invitation, location-cleared or removed.' }),
    participantId: t.exposeID('participantId'),
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
      positions: t.field({ type: [ParticipantLocationEventRef], resolve: (event) => event.positions }),
    }),
  })

builder.subscriptionFields((t) => ({
  livePositions: t.field({
    type: LivePositions,
    authScopes: { signedIn: true },
    description:
      'Positions without gaps: the first event is the snapshot (you are listening once it arrives), then one event per new position; a person’s sequence only rises. Ends with an ACCESS_ENDED error when your access ends.',
    args: { meetupId: t.arg.id({ required: true }) },
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
    args: { meetupId: t.arg.id({ required: true }) },
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
    args: { meetupId: t.arg.id({ required: true }) },
    subscribe: async function* (_root, { meetupId }, context) {
      const { events } = await watchMeetup(actorOfContext(context), String(meetupId), ['participantChanged'])
      for await (const { event } of withFreshLoaders(context, events)) yield event
    },
    resolve: (event) => event,
  }),
}))
