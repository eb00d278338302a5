// Live positions: sharing one's own (updateParticipantLocation), the pushes that keep every open
// map current (livePositions, participantLocationUpdated: views of the one position stream), and
// the map style they are drawn on.
import { actorOfContext } from '../core/actor.js'
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
  ValidationError,
} from '../core/errors.js'
import {
  isCleared,
  type LivePositionEvent,
  type ParticipantLocationEvent,
  type PositionClearedEvent,
} from '../core/realtime/pubsub.js'
import { builder } from '../edge/graphql/builder.js'
import { idFields } from '../edge/graphql/id-fields.js'
import { EtaRef } from './arrivals/eta.graphql.js'
import { storePosition } from './positions.service.js'

const ParticipantLocationEventRef = builder.objectRef<ParticipantLocationEvent>('ParticipantLocationEvent').implement({
  description: 'A participant moved. Apply it only if `sequence` is higher than the one you have.',
  fields: (t) => ({
    ...idFields(t, { field: 'participant', type: 'Participant', noun: 'participant', uuid: (e) => e.participantId }),
    ...idFields(t, { field: 'meetup', type: 'Meetup', noun: 'gather', uuid: (e) => e.meetupId }),
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

const PositionClearedRef = builder.objectRef<PositionClearedEvent>('PositionCleared').implement({
  description:
    'A person’s shared position was deleted (they stopped, chose a less precise sharing, or it expired). Apply it only if `sequence` is higher than the one you have.',
  fields: (t) => ({
    ...idFields(t, { field: 'participant', type: 'Participant', noun: 'participant', uuid: (e) => e.participantId }),
    sequence: t.exposeInt('sequence', {
      description: 'The number of this deletion in the person’s positions: a position sent after it has a higher one.',
    }),
  }),
})

const positionsOf = (events: LivePositionEvent[]) => events.filter((e): e is ParticipantLocationEvent => !isCleared(e))

const LivePositions = builder
  .objectRef<{ snapshot: boolean; positions: LivePositionEvent[] }>('LivePositions')
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
        resolve: (event) => positionsOf(event.positions),
      }),
      cleared: t.field({
        type: [PositionClearedRef],
        description: 'Positions deleted since the last event: remove those markers (never in a snapshot).',
        resolve: (event) => event.positions.filter(isCleared),
      }),
    }),
  })

builder.queryField('mapStyleUrl', (t) =>
  t.string({
    description: 'The MapLibre style URL the live map loads (MAP_STYLE_URL).',
    resolve: (_root, _args, context) => context.config.mapStyleUrl,
  }),
)

builder.mutationField('updateParticipantLocation', (t) =>
  t.field({
    type: ParticipantLocationEventRef,
    authScopes: { signedIn: true },
    description:
      "Shares your position in a gather you are in (accepted) while it lasts: kept two hours, and never past the gather's end, then deleted. Pushed to the gather's other participants. The live screen sends it over its open socket.",
    errors: { types: [ValidationError, ForbiddenError, NotFoundError, ConflictError, ServiceUnavailableError] },
    args: {
      participantId: t.arg.id({ required: true, description: 'Your own Participant (global id or UUID).' }),
      lat: t.arg.float({ required: true, description: 'Latitude: degrees north (WGS 84), -90 to 90.' }),
      lon: t.arg.float({ required: true, description: 'Longitude: degrees east (WGS 84), -180 to 180.' }),
      accuracy: t.arg.float({ description: 'Metres, as the device gave it.' }),
      capturedAt: t.arg({ type: 'DateTime', description: 'When the device took the fix (its own clock).' }),
    },
    resolve: (_root, { participantId, lat, lon, accuracy, capturedAt }, context) =>
      storePosition(actorOfContext(context), String(participantId), { lat, lon, accuracy, capturedAt }),
  }),
)

builder.subscriptionFields((t) => ({
  livePositions: t.field({
    type: LivePositions,
    authScopes: { signedIn: true },
    description:
      'Positions without gaps: the first event is the snapshot (you are listening once it arrives), then one event per new position; a person’s sequence only rises. Ends with an ACCESS_ENDED error when your access ends.',
    args: { meetupId: t.arg.id({ required: true, description: 'The gather (global id or UUID).' }) },
    // The web app's operation is served as shared bytes (shared-positions.ts); any other, here.
    subscribe: async (_root, { meetupId }, context) =>
      (await context.positions.follow(actorOfContext(context), String(meetupId))).events,
    resolve: (event) => event,
  }),
  participantLocationUpdated: t.field({
    type: ParticipantLocationEventRef,
    authScopes: { signedIn: true },
    deprecationReason:
      'Use livePositions: the same positions in batches, with a snapshot that says when it listens and the deletions in `cleared`.',
    description:
      'Positions as they arrive, starting with every shared one; ends with an ACCESS_ENDED error when your access ends. livePositions also says when it listens.',
    args: { meetupId: t.arg.id({ required: true, description: 'The gather (global id or UUID).' }) },
    subscribe: async function* (_root, { meetupId }, context) {
      const { events } = await context.positions.follow(actorOfContext(context), String(meetupId))
      for await (const batch of events) yield* positionsOf(batch.positions)
    },
    resolve: (event) => event,
  }),
}))
