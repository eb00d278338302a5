import { builder } from '../builder.js'
import { ForbiddenError, NotFoundError, ValidationError } from '../errors.js'
import { assertCanWatchMeetup, updateParticipantLocation } from '../live/location.service.js'
import type { ParticipantLocationEvent } from '../realtime/pubsub.js'

const ParticipantLocationEventRef = builder.objectRef<ParticipantLocationEvent>('ParticipantLocationEvent').implement({
  description: 'A participant moved. Apply it only if `sequence` is higher than the one you have.',
  fields: (t) => ({
    participantId: t.exposeID('participantId'),
    meetupId: t.exposeID('meetupId'),
    lat: t.exposeFloat('lat'),
    lon: t.exposeFloat('lon'),
    sequence: t.exposeInt('sequence'),
    lastUpdated: t.expose('lastUpdated', { type: 'DateTime' }),
  }),
})

builder.mutationField('updateParticipantLocation', (t) =>
  t.field({
    type: ParticipantLocationEventRef,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, ForbiddenError, NotFoundError] },
    args: {
      participantId: t.arg.id({ required: true }),
      lat: t.arg.float({ required: true }),
      lon: t.arg.float({ required: true }),
    },
    resolve: (_root, { participantId, lat, lon }, context) =>
      updateParticipantLocation(context, String(participantId), { lat, lon }),
  }),
)

builder.subscriptionField('participantLocationUpdated', (t) =>
  t.field({
    type: ParticipantLocationEventRef,
    authScopes: { signedIn: true },
    args: { meetupId: t.arg.id({ required: true }) },
    subscribe: async function* (_root, { meetupId }, context) {
      await assertCanWatchMeetup(context.viewer?.id, String(meetupId))
      yield* context.pubSub.subscribe('participantLocationUpdated', String(meetupId))
    },
    resolve: (event) => event,
  }),
)
