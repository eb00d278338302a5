// REST shims for place search.
import { Hono } from 'hono'
import { actorFor, type RestEnv, rest } from '../edge/rest/support.js'
import type { AppServices } from '../edge/services.js'
import { reversePlace, searchPlaces } from './places.service.js'

export function placeRoutes(services: AppServices) {
  const app = new Hono<RestEnv>()
  app.get(
    '/api/places/search',
    rest(services, async (c) => c.json(await searchPlaces(actorFor(services, c), c.req.query()))),
  )
  app.get(
    '/api/places/reverse',
    rest(services, async (c) => c.json(await reversePlace(actorFor(services, c), c.req.query()))),
  )
  return app
}
