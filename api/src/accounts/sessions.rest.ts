// REST shims for signed-in devices (Settings → Signed-in devices); the service decides who may.
import { Hono } from 'hono'
import { z } from 'zod'
import type { Services } from '../core/context.js'
import { describer } from '../edge/rest/describe.js'
import { actorFor, type RestEnv, rest } from '../edge/rest/support.js'
import { clearedSessionCookie } from './session-cookie.rest.js'
import { endOtherSessions, endSessionById, listSessions } from './sessions.service.js'

const doc = describer('Signed-in devices')
const session = z
  .object({
    id: z.string(),
    browser: z.string().nullable(),
    os: z.string().nullable(),
    label: z.string().meta({ description: '"Chrome on Android", or "Unknown browser"' }),
    createdAt: z.date(),
    lastSeenAt: z.date().meta({ description: 'To the hour' }),
    current: z.boolean().meta({ description: 'The session of the request asking' }),
  })
  .meta({ id: 'Session' })
const browserOnly = { who: 'signed-in', tokens: false } as const
const docs = {
  list: doc({
    summary: 'Your signed-in browsers',
    ...browserOnly,
    ok: { description: 'Every session of yours', schema: z.object({ sessions: z.array(session) }) },
  }),
  end: doc({
    summary: 'Sign a browser out',
    description: "Its streams end at once; ending this browser's own session clears its cookie too.",
    ...browserOnly,
    params: { id: "The session's id" },
    ok: { description: 'Ended', schema: z.object({ session }) },
    errors: { 404: 'No such session of yours' },
  }),
  endOthers: doc({
    summary: 'Sign out everywhere else',
    ...browserOnly,
    ok: { description: 'How many sessions ended', schema: z.object({ ended: z.number() }) },
  }),
}

export function sessionRoutes(services: Services) {
  const app = new Hono<RestEnv>()

  app.get(
    '/api/auth/sessions',
    docs.list,
    rest(services, async (c) => {
      c.header('cache-control', 'no-store')
      return c.json({ sessions: await listSessions(actorFor(services, c)) })
    }),
  )
  app.delete(
    '/api/auth/sessions/:id',
    docs.end,
    rest(services, async (c) => {
      const session = await endSessionById(actorFor(services, c), c.req.param('id'))
      // This browser's own session: it is signed out, so its cookie goes too.
      if (session.current) c.header('set-cookie', clearedSessionCookie(services.config.appUrl), { append: true })
      return c.json({ session })
    }),
  )
  app.post(
    '/api/auth/sessions/sign-out-others',
    docs.endOthers,
    rest(services, async (c) => c.json({ ended: await endOtherSessions(actorFor(services, c)) })),
  )

  return app
}
