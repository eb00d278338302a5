// REST shims for accounts.
import { Hono } from 'hono'
import { requireViewer } from '../core/actor.js'
import { actorFor, clientIp, jsonBody, type RestContext, type RestEnv, rest } from '../edge/rest/support.js'
import type { AppServices } from '../edge/services.js'
import {
  deleteAccount,
  resendVerification,
  setProfile,
  signIn,
  signOut,
  signUp,
  updateDisplayName,
  verificationValiditySeconds,
  verifyEmail,
} from './accounts.service.js'
import { requestPasswordReset, resetPassword } from './password-reset.service.js'
import { endSession } from './session.service.js'
import {
  clearedSessionCookie,
  sessionCookie,
  signUpBrowserCookie,
  signUpBrowserCookieName,
} from './session-cookie.rest.js'
import { userJson } from './user.json.js'

export function authRoutes(services: AppServices) {
  const app = new Hono<RestEnv>()
  const { appUrl } = services.config
  const setSessionCookie = (c: RestContext, token: string) =>
    c.header('set-cookie', sessionCookie(appUrl, token), { append: true })
  const clearSessionCookie = (c: RestContext) => c.header('set-cookie', clearedSessionCookie(appUrl), { append: true })
  // The services check the viewer too; this answers a signed-out request 401 before its body is read.
  const signedInActor = (c: RestContext) => {
    requireViewer(c.get('caller').viewer)
    return actorFor(services, c)
  }

  app.get(
    '/api/auth/user',
    rest(services, async (c) => {
      const viewer = requireViewer(c.get('caller').viewer)
      c.header('cache-control', 'no-store')
      return c.json(userJson(viewer))
    }),
  )

  const browserKey = (c: RestContext) => c.get('caller').cookie(signUpBrowserCookieName(appUrl))

  app.post(
    '/api/auth/signup',
    rest(services, async (c) => {
      const { browserKey: key, ...answer } = await signUp(
        actorFor(services, c),
        await jsonBody(c),
        clientIp(c),
        browserKey(c),
      )
      c.header('set-cookie', signUpBrowserCookie(appUrl, key, verificationValiditySeconds), { append: true })
      return c.json(answer, 201)
    }),
  )

  // The link's GET verifies in the browser that signed up; elsewhere it answers 422 and the POST
  // carries the password chosen on opening it.
  app.get(
    '/api/auth/verify-email',
    rest(services, async (c) =>
      c.json(await verifyEmail(actorFor(services, c), { token: c.req.query('token') }, browserKey(c))),
    ),
  )

  app.post(
    '/api/auth/verify-email',
    rest(services, async (c) => c.json(await verifyEmail(actorFor(services, c), await jsonBody(c), browserKey(c)))),
  )

  app.post(
    '/api/auth/resend-verification',
    rest(services, async (c) =>
      c.json(await resendVerification(actorFor(services, c), await jsonBody(c), browserKey(c))),
    ),
  )

  app.post(
    '/api/auth/login',
    rest(services, async (c) => {
      const { user, session } = await signIn(
        actorFor(services, c),
        await jsonBody(c),
        clientIp(c),
        c.get('caller').userAgent,
      )
      // Rotation: the session this browser had before (if any) ends now.
      await endSession(c.get('caller').sessionToken)
      setSessionCookie(c, session.token)
      return c.json({ success: true, message: 'Login successful', user: userJson(user) })
    }),
  )

  app.post(
    '/api/auth/forgot-password',
    rest(services, async (c) =>
      c.json(await requestPasswordReset(actorFor(services, c), await jsonBody(c), clientIp(c))),
    ),
  )

  app.post(
    '/api/auth/reset-password',
    rest(services, async (c) => {
      const { user, session } = await resetPassword(actorFor(services, c), await jsonBody(c), c.get('caller').userAgent)
      // As at sign-in: the session this browser had (perhaps someone else's) ends now.
      await endSession(c.get('caller').sessionToken)
      setSessionCookie(c, session.token)
      return c.json({ success: true, message: 'Your password was changed.', user: userJson(user) })
    }),
  )

  // Signing out changes state, so it is a POST behind the CSRF check; a link to the old GET
  // address gets a page whose button sends that POST (a cross-site GET cannot sign anyone out).
  app.get('/api/logout', (c) => {
    c.header('cache-control', 'no-store')
    return c.html(signOutPage)
  })

  app.post(
    '/api/logout',
    rest(services, async (c) => {
      await signOut(actorFor(services, c), c.get('caller').sessionToken)
      clearSessionCookie(c)
      return c.redirect('/', 303)
    }),
  )

  app.post(
    '/api/user/profile',
    rest(services, async (c) => {
      const actor = signedInActor(c)
      const user = await setProfile(actor, await jsonBody(c))
      return c.json({ message: 'Profile updated', user: userJson(user) })
    }),
  )

  app.patch(
    '/api/auth/update-profile',
    rest(services, async (c) => {
      const actor = signedInActor(c)
      const user = await updateDisplayName(actor, await jsonBody(c))
      return c.json({ message: 'Profile updated', user: userJson(user) })
    }),
  )

  app.delete(
    '/api/auth/delete-account',
    rest(services, async (c) => {
      await deleteAccount(actorFor(services, c))
      clearSessionCookie(c)
      return c.json({ message: 'Account deleted' })
    }),
  )

  return app
}

const signOutPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign out · Gather</title></head>
<body>
<main>
<h1>Sign out of Gather?</h1>
<form method="post" action="/api/logout"><button type="submit">Sign out</button></form>
<p><a href="/">Back to Gather</a></p>
</main>
</body>
</html>
`
