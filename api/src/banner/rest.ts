// REST shim for the sponsored banner: one suggestion item picked at random.
import { Hono } from 'hono'
import { actorFor, clientIp, type RestEnv, rest } from '../edge/rest/support.js'
import type { AppServices } from '../edge/services.js'
import { sponsoredBanner } from './banner.service.js'

export function bannerRoutes(services: AppServices) {
  const app = new Hono<RestEnv>()
  app.get(
    '/api/sponsored-banner',
    rest(services, async (c) => {
      c.header('cache-control', 'private, no-store')
      return c.json(await sponsoredBanner(actorFor(services, c), c.req.query(), clientIp(c)))
    }),
  )
  return app
}
