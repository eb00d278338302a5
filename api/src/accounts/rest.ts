// REST shims for accounts.
import { Hono } from 'hono'
import { z } from 'zod'
import { requireViewer } from '../core/actor.js'
import { describer, messageAnswer } from '../edge/rest/describe.js'
import { actorFor, clientIp, jsonBody, type RestContext, type RestEnv, rest } from '../edge/rest/support.js'
import type { AppServices } from '../edge/services.js'
import {
  credentials,
  deleteAccount,
  displayNameInput,
  profileSchema,
  resendInput,
  resendVerification,
  setProfile,
  signIn,
  signOut,
  signUp,
  updateDisplayName,
  verification,
  verificationValiditySeconds,
  verifyEmail,
} from './accounts.service.js'
import { requestInput, requestPasswordReset, resetInput, resetPassword } from './password-reset.service.js'
import { endSession } from './session.service.js'
import {
  clearedSessionCookie,
  sessionCookie,
  signUpBrowserCookie,
  signUpBrowserCookieName,
} from './session-cookie.rest.js'
import { userJson, userShape } from './user.json.js'

const doc = describer('Account')
const done = z.object({ success: z.literal(true), message: z.string() })
const signedIn = z.object({ success: z.literal(true), message: z.string(), user: userShape })
const profileUpdated = messageAnswer({ user: userShape })
const invalid = 'Invalid input: the message names the field at fault'

const docs = {
  user: doc({
    summary: 'Your account',
    who: 'signed-in',
    ok: { description: 'The signed-in person', schema: userShape },
  }),
  signUp: doc({
    summary: 'Sign up',
    description:
      'E-mails a verification link and marks this browser as the one that signed up (an HttpOnly cookie): opening the link here activates the account with this password.',
    who: 'anyone',
    tokens: false,
    body: credentials,
    ok: {
      status: 201,
      description: 'The link is on its way (the same answer for an address already verified)',
      schema: done.extend({ requiresVerification: z.literal(true), email: z.string() }),
    },
    errors: {
      400: `${invalid}, or a weak password`,
      429: 'Too many sign-ups from this network, or e-mails to this address',
    },
  }),
  verifyLink: doc({
    summary: 'Open a verification link',
    description:
      'Activates the account with the password chosen at sign-up, in the browser that signed up; elsewhere it answers 422 with passwordRequired, and POST carries the password.',
    who: 'anyone',
    query: verification.pick({ token: true }),
    params: { token: "The link's token" },
    ok: { description: 'Verified', schema: done.extend({ email: z.string() }) },
    errors: {
      400: 'The link has expired or has already been used',
      422: 'Opened in another browser: send the password with POST (the body has passwordRequired and email)',
    },
  }),
  verifyWithPassword: doc({
    summary: 'Verify with a password',
    description:
      'Activates the account from a verification link opened in another browser, with the password typed there.',
    who: 'anyone',
    body: verification,
    ok: { description: 'Verified', schema: done.extend({ email: z.string() }) },
    errors: { 400: 'The link has expired or has already been used, or invalid input' },
  }),
  resendVerification: doc({
    summary: 'Send a new verification link',
    description: 'The same answer whether or not the address has an unverified account.',
    who: 'anyone',
    body: resendInput,
    ok: { description: 'Sent, if there was anything to send', schema: done },
    errors: { 400: invalid, 429: 'Too many e-mails to this address' },
  }),
  signIn: doc({
    summary: 'Sign in with a password',
    description: 'Sets the session cookie; the session this browser had before ends.',
    who: 'anyone',
    tokens: false,
    body: credentials,
    ok: { description: 'Signed in', schema: signedIn },
    errors: {
      400: invalid,
      401: 'Invalid email or password',
      403: 'The address is not verified yet',
      429: 'Too many sign-ins',
    },
  }),
  forgotPassword: doc({
    summary: 'Ask for a password reset link',
    description: 'The same answer whether or not the address has an account.',
    who: 'anyone',
    tokens: false,
    body: requestInput,
    ok: { description: 'Sent, if the address has an account', schema: done },
    errors: { 400: invalid, 429: 'Too many reset requests for this address or from this network' },
  }),
  resetPassword: doc({
    summary: 'Set a new password with a reset link',
    description: 'Ends every session of the account and signs this browser in.',
    who: 'anyone',
    tokens: false,
    body: resetInput,
    ok: { description: 'Changed, and signed in', schema: signedIn },
    errors: { 400: 'The link has expired or has already been used, or a weak password' },
  }),
  signOutPage: doc({
    summary: 'The sign-out page',
    description: 'A page whose button signs out (POST): a link from another site cannot sign anyone out.',
    who: 'anyone',
    ok: { description: 'The page', media: 'text/html' },
  }),
  signOut: doc({
    summary: 'Sign out',
    description: "Ends this browser's session and clears its cookie; its shared positions go at once.",
    who: 'anyone',
    tokens: false,
    ok: { status: 303, description: 'Signed out', location: '/' },
  }),
  setProfile: doc({
    summary: 'Set your display name and Gather ID',
    who: 'signed-in',
    tokens: false,
    body: profileSchema,
    ok: { description: 'Updated', schema: profileUpdated },
    errors: { 400: invalid, 409: 'This Gather ID is already taken', 429: 'Too many lookups' },
  }),
  updateDisplayName: doc({
    summary: 'Change your display name',
    who: 'signed-in',
    body: displayNameInput,
    ok: { description: 'Updated', schema: profileUpdated },
    errors: { 400: invalid },
  }),
  deleteAccount: doc({
    summary: 'Delete your account',
    description: 'Deletes everything of yours, with the gathers you organise, and clears the cookie.',
    who: 'signed-in',
    tokens: false,
    ok: { description: 'Deleted', schema: messageAnswer() },
  }),
}

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
    docs.user,
    rest(services, async (c) => {
      const viewer = requireViewer(c.get('caller').viewer)
      c.header('cache-control', 'no-store')
      return c.json(userJson(viewer))
    }),
  )

  const browserKey = (c: RestContext) => c.get('caller').cookie(signUpBrowserCookieName(appUrl))

  app.post(
    '/api/auth/signup',
    docs.signUp,
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
    docs.verifyLink,
    rest(services, async (c) =>
      c.json(await verifyEmail(actorFor(services, c), { token: c.req.query('token') }, browserKey(c))),
    ),
  )

  app.post(
    '/api/auth/verify-email',
    docs.verifyWithPassword,
    rest(services, async (c) => c.json(await verifyEmail(actorFor(services, c), await jsonBody(c), browserKey(c)))),
  )

  app.post(
    '/api/auth/resend-verification',
    docs.resendVerification,
    rest(services, async (c) =>
      c.json(await resendVerification(actorFor(services, c), await jsonBody(c), browserKey(c))),
    ),
  )

  app.post(
    '/api/auth/login',
    docs.signIn,
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
    docs.forgotPassword,
    rest(services, async (c) =>
      c.json(await requestPasswordReset(actorFor(services, c), await jsonBody(c), clientIp(c))),
    ),
  )

  app.post(
    '/api/auth/reset-password',
    docs.resetPassword,
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
  app.get('/api/logout', docs.signOutPage, (c) => {
    c.header('cache-control', 'no-store')
    return c.html(signOutPage)
  })

  app.post(
    '/api/logout',
    docs.signOut,
    rest(services, async (c) => {
      await signOut(actorFor(services, c), c.get('caller').sessionToken)
      clearSessionCookie(c)
      return c.redirect('/', 303)
    }),
  )

  app.post(
    '/api/user/profile',
    docs.setProfile,
    rest(services, async (c) => {
      const actor = signedInActor(c)
      const user = await setProfile(actor, await jsonBody(c))
      return c.json({ message: 'Profile updated', user: userJson(user) })
    }),
  )

  app.patch(
    '/api/auth/update-profile',
    docs.updateDisplayName,
    rest(services, async (c) => {
      const actor = signedInActor(c)
      const user = await updateDisplayName(actor, await jsonBody(c))
      return c.json({ message: 'Profile updated', user: userJson(user) })
    }),
  )

  app.delete(
    '/api/auth/delete-account',
    docs.deleteAccount,
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
