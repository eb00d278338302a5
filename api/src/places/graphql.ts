// Place search through the server (the browser never calls the geocoder itself).
import { actorOfContext } from '../core/actor.js'
import { RateLimitError, ServiceUnavailableError, ValidationError } from '../core/errors.js'
import { builder } from '../edge/graphql/builder.js'
import type { Place as PlaceShape, ReversePlace } from './geocoder.service.js'
import { reversePlace, searchPlaces } from './places.service.js'

const Place = builder.objectRef<PlaceShape & Partial<ReversePlace>>('Place').implement({
  description: 'A place found by search or by reverse lookup.',
  fields: (t) => ({
    lat: t.exposeFloat('lat', { description: 'Degrees north (WGS 84).' }),
    lon: t.exposeFloat('lon', { description: 'Degrees east (WGS 84).' }),
    name: t.exposeString('name', { description: 'The first segment of the full address.' }),
    address: t.exposeString('address', { description: "The geocoder's full address, comma-separated." }),
    city: t.string({
      nullable: true,
      description: 'City, town or village (reverse lookups).',
      resolve: (p) => p.city ?? null,
    }),
    region: t.string({
      nullable: true,
      description: 'State or region (reverse lookups); null from a search or when unknown.',
      resolve: (p) => p.region ?? null,
    }),
    country: t.string({
      nullable: true,
      description: 'Country (reverse lookups); null from a search or when unknown.',
      resolve: (p) => p.country ?? null,
    }),
  }),
})

builder.queryFields((t) => ({
  searchPlaces: t.field({
    type: [Place],
    authScopes: { signedIn: true },
    description:
      'Up to 5 places matching the text (an empty list when none match); ServiceUnavailableError when the geocoder cannot answer. Answers are cached for a day; 120 searches per person per minute.',
    errors: { types: [ValidationError, RateLimitError, ServiceUnavailableError] },
    args: {
      query: t.arg.string({
        required: true,
        description: 'What was typed: a venue, an address or a town (at most 200 characters; blank finds nothing).',
      }),
    },
    resolve: (_root, { query }, context) => searchPlaces(actorOfContext(context), { q: query }),
  }),
  reverseGeocode: t.field({
    type: Place,
    authScopes: { signedIn: true },
    description: "The place at a position; named 'Current Location' when the geocoder fails.",
    errors: { types: [ValidationError, RateLimitError] },
    args: {
      lat: t.arg.float({ required: true, description: 'Degrees north (WGS 84), -90 to 90.' }),
      lon: t.arg.float({ required: true, description: 'Degrees east (WGS 84), -180 to 180.' }),
    },
    resolve: (_root, args, context) => reversePlace(actorOfContext(context), args),
  }),
}))
