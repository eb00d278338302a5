// REST shim for the sponsored banner: one suggestion item picked at random.
import { Hono } from 'hono'
import { z } from 'zod'
import { describer } from '../edge/rest/describe.js'
import { actorFor, clientIp, type RestEnv, rest } from '../edge/rest/support.js'
import type { AppServices } from '../edge/services.js'
import { positionInput, sponsoredBanner } from './banner.service.js'

const describe = describer('Banner')({
  summary: 'A suggestion for the banner',
  description: 'One local suggestion picked at random, for where you are (lat and lon), or where your address is.',
  who: 'signed-in',
  query: positionInput,
  params: { lat: 'Your latitude (with lon)', lon: 'Your longitude (with lat)' },
  ok: {
    description: 'The suggestion',
    schema: z.object({
      kind: z.string(),
      text: z.string(),
      businessLabel: z.string(),
      link: z.string(),
      location: z.string().nullable().meta({ description: 'The city it is for; null on the generic banner' }),
    }),
  },
  errors: { 400: 'Give both lat and lon, or neither' },
})

export function bannerRoutes(services: AppServices) {
  const app = new Hono<RestEnv>()
  app.get(
    '/api/sponsored-banner',
    describe,
    rest(services, async (c) => {
      c.header('cache-control', 'private, no-store')
      return c.json(await sponsoredBanner(actorFor(services, c), c.req.query(), clientIp(c)))
    }),
  )
  return app
}
