// People joining, answering, changing status or removed, pushed to every open live screen.
import { actorOfContext } from '../core/actor.js'
import { prisma } from '../core/db.js'
import type { ParticipantChangedEvent } from '../core/realtime/pubsub.js'
import { builder } from '../edge/graphql/builder.js'
import { idFields } from '../edge/graphql/id-fields.js'
import { withFreshLoaders } from '../edge/graphql/loaders.js'
import { watchMeetup } from './streams/watch.service.js'

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
    ...idFields(t, { field: 'participant', type: 'Participant', noun: 'participant', uuid: (e) => e.participantId }),
    participant: t.prismaField({
      type: 'Participant',
      nullable: true,
      description: 'The participant as they are now; null once removed.',
      resolve: (query, event) => prisma().participant.findUnique({ ...query, where: { id: event.participantId } }),
    }),
  }),
})

builder.subscriptionField('participantChanged', (t) =>
  t.field({
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
)
