// REST shims for signed-in devices (Settings → Signed-in devices); the service decides who may.
import { Hono } from 'hono'
import type { Services } from '../core/context.js'
import { actorFor, type RestEnv, rest } from '../edge/rest/support.js'
import { clearedSessionCookie } from './session-cookie.rest.js'
import { endOtherSessions, endSessionById, listSessions } from './sessions.service.js'

export function sessionRoutes(services: Services) {
  const app = new Hono<RestEnv>()

  app.get(
    '/api/auth/sessions',
    rest(services, async (c) => {
      c.header('cache-control', 'no-store')
      return c.json({ sessions: await listSessions(actorFor(services, c)) })
    }),
  )
  app.delete(
    '/api/auth/sessions/:id',
    rest(services, async (c) => {
      const session = await endSessionById(actorFor(services, c), c.req.param('id'))
      // This browser's own session: it is signed out, so its cookie goes too.
      if (session.current) c.header('set-cookie', clearedSessionCookie(services.config.appUrl), { append: true })
      return c.json({ session })
    }),
  )
  app.post(
    '/api/auth/sessions/sign-out-others',
    rest(services, async (c) => c.json({ ended: await endOtherSessions(actorFor(services, c)) })),
  )

  return app
}
