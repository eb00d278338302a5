// How far someone is from the venue and how long they may take (Participant.travelTime).
import { builder } from '../../edge/graphql/builder.js'
import type { TravelEstimate } from './travel.service.js'

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

export const TravelTime = builder
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
