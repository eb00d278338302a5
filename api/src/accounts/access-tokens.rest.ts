// REST shims for personal access tokens (Settings → API tokens); the service decides who may.
import { Hono } from 'hono'
import { z } from 'zod'
import type { Services } from '../core/context.js'
import { describer } from '../edge/rest/describe.js'
import { actorFor, jsonBody, type RestEnv, rest } from '../edge/rest/support.js'
import { createAccessToken, createInput, listAccessTokens, revokeAccessToken } from './access-tokens.service.js'
import { tokenScopes } from './tokens.policy.js'

const doc = describer('Access tokens')
const token = z
  .object({
    id: z.string(),
    name: z.string(),
    scope: z.enum(tokenScopes),
    createdAt: z.date(),
    lastUsedAt: z.date().nullable().meta({ description: 'To the minute' }),
  })
  .meta({ id: 'AccessToken' })
const browserOnly = { who: 'signed-in', tokens: false } as const
const docs = {
  list: doc({
    summary: 'Your access tokens',
    ...browserOnly,
    ok: { description: 'Newest first', schema: z.object({ tokens: z.array(token) }) },
  }),
  create: doc({
    summary: 'Make an access token',
    description: 'The secret (gat_…) is in this answer only: Gather keeps its hash.',
    ...browserOnly,
    body: createInput,
    ok: { status: 201, description: 'Made', schema: z.object({ token, secret: z.string() }) },
    errors: { 400: 'Invalid input: the message names the field at fault' },
  }),
  revoke: doc({
    summary: 'Revoke an access token',
    description: 'Its next request is refused, and the streams it opened end.',
    ...browserOnly,
    params: { id: "The token's id" },
    ok: { description: 'Revoked', schema: z.object({ token }) },
    errors: { 404: 'No such token of yours' },
  }),
}

export function accessTokenRoutes(services: Services) {
  const app = new Hono<RestEnv>()

  app.get(
    '/api/access-tokens',
    docs.list,
    rest(services, async (c) => {
      c.header('cache-control', 'no-store')
      return c.json({ tokens: await listAccessTokens(actorFor(services, c)) })
    }),
  )
  // The secret is in this answer only.
  app.post(
    '/api/access-tokens',
    docs.create,
    rest(services, async (c) => {
      const made = await createAccessToken(actorFor(services, c), await jsonBody(c))
      c.header('cache-control', 'no-store')
      return c.json({ token: made.token, secret: made.secret }, 201)
    }),
  )
  app.delete(
    '/api/access-tokens/:id',
    docs.revoke,
    rest(services, async (c) => c.json({ token: await revokeAccessToken(actorFor(services, c), c.req.param('id')) })),
  )

  return app
}
