// REST shims for place search.
import { Hono } from 'hono'
import { z } from 'zod'
import { describer } from '../edge/rest/describe.js'
import { actorFor, type RestEnv, rest } from '../edge/rest/support.js'
import type { AppServices } from '../edge/services.js'
import { reverseInput, reversePlace, searchInput, searchPlaces } from './places.service.js'

const doc = describer('Places')
const place = z.object({
  lat: z.number(),
  lon: z.number(),
  name: z.string().meta({ description: 'The first part of the address' }),
  address: z.string(),
})
const docs = {
  search: doc({
    summary: 'Search for a place',
    who: 'signed-in',
    query: searchInput,
    params: { q: 'What to search for: a name or an address' },
    ok: { description: 'Up to 5 places', schema: z.array(place) },
    errors: { 400: 'Invalid search', 429: 'Too many searches', 503: 'The place search is unavailable' },
  }),
  reverse: doc({
    summary: 'The place at a position',
    who: 'signed-in',
    query: reverseInput,
    params: { lat: 'Latitude', lon: 'Longitude' },
    ok: {
      description: 'The place',
      schema: place.extend({
        city: z.string().nullable(),
        region: z.string().nullable(),
        country: z.string().nullable(),
      }),
    },
    errors: {
      400: 'Invalid position',
      404: 'Nothing there',
      429: 'Too many searches',
      503: 'The place search is unavailable',
    },
  }),
}

export function placeRoutes(services: AppServices) {
  const app = new Hono<RestEnv>()
  app.get(
    '/api/places/search',
    docs.search,
    rest(services, async (c) => c.json(await searchPlaces(actorFor(services, c), c.req.query()))),
  )
  app.get(
    '/api/places/reverse',
    docs.reverse,
    rest(services, async (c) => c.json(await reversePlace(actorFor(services, c), c.req.query()))),
  )
  return app
}
