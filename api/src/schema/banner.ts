// The sponsored banner's data: where the person is (device position if the client sends one,
// else the client's network address) and the local suggestions for that city.

import { actorOfContext } from '../actor.js'
import {
  type DetectedLocation,
  localSuggestions,
  type SuggestionItem,
  suggestionKinds,
} from '../banner/banner.service.js'
import { builder } from '../builder.js'
import { ValidationError } from '../errors.js'

const SuggestionKindRef = builder.enumType('SuggestionKind', {
  values: [...suggestionKinds, 'generic'] as const,
})

const SuggestionItemRef = builder.objectRef<SuggestionItem>('SuggestionItem').implement({
  description: 'A sponsored banner item: text, business label, link and location.',
  fields: (t) => ({
    kind: t.expose('kind', { type: SuggestionKindRef }),
    text: t.exposeString('text'),
    businessLabel: t.exposeString('businessLabel', { description: 'The label of the link, naming the site.' }),
    link: t.exposeString('link', { description: 'A review or search site, with the city in the query.' }),
    location: t.exposeString('location', { nullable: true, description: 'The city; null on the generic banner.' }),
  }),
})

const DetectedLocationRef = builder.objectRef<DetectedLocation>('DetectedLocation').implement({
  fields: (t) => ({
    city: t.exposeString('city', { description: 'City, town or village.' }),
    region: t.exposeString('region', { nullable: true }),
    country: t.exposeString('country', { nullable: true }),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
    source: t.exposeString('source', { description: "'device' (reverse geocoding) or 'ip' (network address)." }),
  }),
})

const LocalSuggestions = builder
  .objectRef<{ location: DetectedLocation | null; items: SuggestionItem[] }>('LocalSuggestions')
  .implement({
    fields: (t) => ({
      location: t.field({ type: DetectedLocationRef, nullable: true, resolve: (r) => r.location }),
      items: t.field({
        type: [SuggestionItemRef],
        description: 'The six local suggestions to pick from at random, or the generic one when no city is known.',
        resolve: (r) => r.items,
      }),
    }),
  })

builder.queryField('localSuggestions', (t) =>
  t.field({
    type: LocalSuggestions,
    authScopes: { signedIn: true },
    description:
      'Suggestions for the sponsored banner. Send lat/lon only when the person already allowed location; ' +
      'otherwise the city comes from the network address of the request.',
    errors: { types: [ValidationError] },
    args: { lat: t.arg.float(), lon: t.arg.float() },
    resolve: (_root, { lat, lon }, context) =>
      localSuggestions(actorOfContext(context), { lat, lon }, context.clientIp),
  }),
)
