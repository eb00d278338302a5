// REST shims for passkeys (Settings → Passkeys, and signing in with one); the service decides who may.
import { Hono } from 'hono'
import { requireViewer } from '../core/actor.js'
import type { Services } from '../core/context.js'
import { actorFor, clientIp, jsonBody, type RestContext, type RestEnv, rest } from '../edge/rest/support.js'
import {
  addPasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
} from './passkeys.service.js'
import { endSession } from './session.service.js'
import { sessionCookie } from './session-cookie.rest.js'
import { userJson } from './user.json.js'

export function passkeyRoutes(services: Services) {
  const app = new Hono<RestEnv>()
  const base = '/api/auth/passkeys'
  // The service checks the viewer too; this answers a signed-out request 401 before its body is read.
  const signedInActor = (c: RestContext) => {
    requireViewer(c.get('caller').viewer)
    return actorFor(services, c)
  }

  app.get(
    base,
    rest(services, async (c) => {
      c.header('cache-control', 'no-store')
      return c.json({ passkeys: await listPasskeys(actorFor(services, c)) })
    }),
  )
  // What startRegistration({ optionsJSON }) takes, as it is.
  app.post(
    `${base}/registration-options`,
    rest(services, async (c) => {
      c.header('cache-control', 'no-store')
      return c.json(await passkeyRegistrationOptions(actorFor(services, c)))
    }),
  )
  app.post(
    base,
    rest(services, async (c) => {
      const passkey = await addPasskey(signedInActor(c), await jsonBody(c), c.get('caller').userAgent)
      return c.json({ passkey }, 201)
    }),
  )
  app.patch(
    `${base}/:id`,
    rest(services, async (c) =>
      c.json({ passkey: await renamePasskey(signedInActor(c), c.req.param('id'), await jsonBody(c)) }),
    ),
  )
  app.delete(
    `${base}/:id`,
    rest(services, async (c) => c.json({ passkey: await removePasskey(actorFor(services, c), c.req.param('id')) })),
  )

  app.post(
    `${base}/authentication-options`,
    rest(services, async (c) => {
      c.header('cache-control', 'no-store')
      return c.json(await passkeySignInOptions(actorFor(services, c)))
    }),
  )
  app.post(
    `${base}/sign-in`,
    rest(services, async (c) => {
      const { user, session } = await signInWithPasskey(
        actorFor(services, c),
        await jsonBody(c),
        clientIp(c),
        c.get('caller').userAgent,
      )
      // Rotation, as password sign-in: the session this browser had before (if any) ends now.
      await endSession(c.get('caller').sessionToken)
      c.header('set-cookie', sessionCookie(services.config.appUrl, session.token), { append: true })
      return c.json({ success: true, message: 'Login successful', user: userJson(user) })
    }),
  )

  return app
}
