// The sponsored banner's data: where the person is (device position if the client sends one,
// else the client's network address) and the local suggestions for that city.

import { actorOfContext } from '../core/actor.js'
import { ValidationError } from '../core/errors.js'
import { builder } from '../edge/graphql/builder.js'
import {
  type DetectedLocation,
  localSuggestions,
  type SuggestionItem,
  type SuggestionKind,
  suggestionKinds,
} from './banner.service.js'

const kindDescriptions: Record<SuggestionKind, string> = {
  restaurants: 'Top-rated restaurants in the city (Yelp).',
  coffee_shops: 'Coffee shops in the city (Google Maps).',
  things_to_do: 'Things to do in the city (Tripadvisor).',
  nightlife: 'Nightlife in the city (Yelp).',
  local_shops: 'Local shops in the city (Google Maps).',
  bars_and_lounges: 'Bars and lounges in the city (Yelp).',
  generic: 'No city known: "Discover local businesses near you", linking to Yelp.',
}

const SuggestionKindRef = builder.enumType('SuggestionKind', {
  description: 'What a banner suggestion points to: six kinds for a known city, or the generic one.',
  // SCREAMING_SNAKE in GraphQL, as every enum; the service and REST keep the spec's spelling.
  values: Object.fromEntries(
    [...suggestionKinds, 'generic' as const].map((kind) => [
      kind.toUpperCase(),
      { value: kind, description: kindDescriptions[kind] },
    ]),
  ) as Record<Uppercase<SuggestionKind>, { value: SuggestionKind; description: string }>,
})

const LocationSourceRef = builder.enumType('LocationSource', {
  description: 'How the banner found the city.',
  values: {
    DEVICE: {
      value: 'device',
      description: 'Reverse geocoding of the position the client sent (location was already allowed).',
    },
    IP: {
      value: 'ip',
      description: "A lookup of the request's network address (private addresses are never sent out).",
    },
  } as const satisfies Record<string, { value: DetectedLocation['source']; description: string }>,
})

const SuggestionItemRef = builder.objectRef<SuggestionItem>('SuggestionItem').implement({
  description: 'A sponsored banner item: text, business label, link and location.',
  fields: (t) => ({
    kind: t.expose('kind', { type: SuggestionKindRef, description: 'What the suggestion points to.' }),
    text: t.exposeString('text', {
      description: 'The banner\'s line, naming the city: "Top-rated restaurants in Phoenix".',
    }),
    businessLabel: t.exposeString('businessLabel', { description: 'The label of the link, naming the site.' }),
    link: t.exposeString('link', { description: 'A review or search site, with the city in the query.' }),
    location: t.exposeString('location', { nullable: true, description: 'The city; null on the generic banner.' }),
  }),
})

const DetectedLocationRef = builder.objectRef<DetectedLocation>('DetectedLocation').implement({
  description: 'Where the person seems to be, to the city: for the banner only, never stored.',
  fields: (t) => ({
    city: t.exposeString('city', { description: 'City, town or village.' }),
    region: t.exposeString('region', { nullable: true, description: 'State or region; null when unknown.' }),
    country: t.exposeString('country', { nullable: true, description: 'Country name; null when unknown.' }),
    latitude: t.exposeFloat('latitude', {
      nullable: true,
      description: 'Degrees north (WGS 84) the lookup placed the city at; null when unknown.',
    }),
    longitude: t.exposeFloat('longitude', {
      nullable: true,
      description: 'Degrees east (WGS 84) the lookup placed the city at; null when unknown.',
    }),
    source: t.expose('source', { type: LocationSourceRef, description: 'How the city was found.' }),
  }),
})

const LocalSuggestions = builder
  .objectRef<{ location: DetectedLocation | null; items: SuggestionItem[] }>('LocalSuggestions')
  .implement({
    description: "The sponsored banner's choice for the person: where they seem to be and what to suggest there.",
    fields: (t) => ({
      location: t.field({
        type: DetectedLocationRef,
        nullable: true,
        description: 'The city found; null when neither the position nor the network address gave one.',
        resolve: (r) => r.location,
      }),
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
    args: {
      lat: t.arg.float({ description: "The device's latitude in degrees (WGS 84); give both or neither." }),
      lon: t.arg.float({ description: "The device's longitude in degrees (WGS 84); give both or neither." }),
    },
    resolve: (_root, { lat, lon }, context) =>
      localSuggestions(actorOfContext(context), { lat, lon }, context.clientIp),
  }),
)
