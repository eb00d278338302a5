// REST shims for personal access tokens (Settings → API tokens); the service decides who may.
import { Hono } from 'hono'
import type { Services } from '../core/context.js'
import { actorFor, jsonBody, type RestEnv, rest } from '../edge/rest/support.js'
import { createAccessToken, listAccessTokens, revokeAccessToken } from './access-tokens.service.js'

export function accessTokenRoutes(services: Services) {
  const app = new Hono<RestEnv>()

  app.get(
    '/api/access-tokens',
    rest(services, async (c) => {
      c.header('cache-control', 'no-store')
      return c.json({ tokens: await listAccessTokens(actorFor(services, c)) })
    }),
  )
  // The secret is in this answer only.
  app.post(
    '/api/access-tokens',
    rest(services, async (c) => {
      const made = await createAccessToken(actorFor(services, c), await jsonBody(c))
      c.header('cache-control', 'no-store')
      return c.json({ token: made.token, secret: made.secret }, 201)
    }),
  )
  app.delete(
    '/api/access-tokens/:id',
    rest(services, async (c) => c.json({ token: await revokeAccessToken(actorFor(services, c), c.req.param('id')) })),
  )

  return app
}
