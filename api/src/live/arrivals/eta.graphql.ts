// When someone is expected at the venue: on Participant.eta and on each pushed position.

import type { EtaView } from '../../core/realtime/pubsub.js'
import { builder } from '../../edge/graphql/builder.js'

export const EtaRef = builder.objectRef<EtaView>('Eta').implement({
  description:
    'When a person is expected at the venue, by the rules in the README ("How ETAs and statuses are decided").',
  fields: (t) => ({
    distance: t.exposeFloat('distance', { description: 'Straight-line miles to the venue.' }),
    basis: t.exposeString('basis', {
      description:
        'What the estimate rests on: `here`, `from pace` (their recent pace toward the venue), `walking estimate` or `driving estimate`.',
    }),
    minutes: t.exposeFloat('minutes', { description: 'Minutes to arrival when this was computed (0 when here).' }),
    arrivesAt: t.expose('arrivesAt', { type: 'DateTime', description: 'The expected arrival time.' }),
    lateMinutes: t.exposeInt('lateMinutes', { description: 'Whole minutes after the start; 0 when on time.' }),
  }),
})
