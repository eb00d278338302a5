// REST shims for passkeys (Settings → Passkeys, and signing in with one); the service decides who may.
import { Hono } from 'hono'
import { z } from 'zod'
import { requireViewer } from '../core/actor.js'
import type { Services } from '../core/context.js'
import { describer } from '../edge/rest/describe.js'
import { actorFor, clientIp, jsonBody, type RestContext, type RestEnv, rest } from '../edge/rest/support.js'
import {
  addInput,
  addPasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  removePasskey,
  renameInput,
  renamePasskey,
  signInInput,
  signInWithPasskey,
} from './passkeys.service.js'
import { endSession } from './session.service.js'
import { sessionCookie } from './session-cookie.rest.js'
import { userJson, userShape } from './user.json.js'

const doc = describer('Passkeys')
const passkey = z
  .object({
    id: z.string(),
    name: z.string(),
    createdAt: z.date(),
    lastUsedAt: z.date().nullable(),
    backedUp: z.boolean().meta({ description: 'Synced by a password manager, not bound to one device' }),
  })
  .meta({ id: 'Passkey' })
const options = z.record(z.string(), z.unknown()).meta({
  description:
    'The options @simplewebauthn/browser takes as optionsJSON, as they are; a challenge valid once, for 5 minutes',
})
const browserOnly = { who: 'signed-in', tokens: false } as const
const invalid = 'Invalid input, or a passkey answer that does not verify'
const docs = {
  list: doc({
    summary: 'Your passkeys',
    ...browserOnly,
    ok: { description: 'Every passkey of yours', schema: z.object({ passkeys: z.array(passkey) }) },
  }),
  registrationOptions: doc({
    summary: 'Start adding a passkey',
    ...browserOnly,
    ok: { description: 'What startRegistration takes', schema: options },
  }),
  add: doc({
    summary: 'Add a passkey',
    description: "The answer of startRegistration (its JSON, as an object or in a string), and the passkey's name.",
    ...browserOnly,
    body: addInput,
    ok: { status: 201, description: 'Added', schema: z.object({ passkey }) },
    errors: { 400: invalid },
  }),
  rename: doc({
    summary: 'Rename a passkey',
    ...browserOnly,
    params: { id: "The passkey's id" },
    body: renameInput,
    ok: { description: 'Renamed', schema: z.object({ passkey }) },
    errors: { 400: 'Invalid input', 404: 'No such passkey of yours' },
  }),
  remove: doc({
    summary: 'Remove a passkey',
    ...browserOnly,
    params: { id: "The passkey's id" },
    ok: { description: 'Removed', schema: z.object({ passkey }) },
    errors: { 404: 'No such passkey of yours' },
  }),
  signInOptions: doc({
    summary: 'Start signing in with a passkey',
    who: 'anyone',
    tokens: false,
    ok: { description: 'What startAuthentication takes', schema: options },
  }),
  signIn: doc({
    summary: 'Sign in with a passkey',
    description: 'The answer of startAuthentication (its JSON, as an object or in a string). Sets the session cookie.',
    who: 'anyone',
    tokens: false,
    body: signInInput,
    ok: {
      description: 'Signed in',
      schema: z.object({ success: z.literal(true), message: z.string(), user: userShape }),
    },
    errors: { 400: invalid, 401: 'Unknown passkey', 429: 'Too many sign-ins' },
  }),
}

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
    docs.list,
    rest(services, async (c) => {
      c.header('cache-control', 'no-store')
      return c.json({ passkeys: await listPasskeys(actorFor(services, c)) })
    }),
  )
  // What startRegistration({ optionsJSON }) takes, as it is.
  app.post(
    `${base}/registration-options`,
    docs.registrationOptions,
    rest(services, async (c) => {
      c.header('cache-control', 'no-store')
      return c.json(await passkeyRegistrationOptions(actorFor(services, c)))
    }),
  )
  app.post(
    base,
    docs.add,
    rest(services, async (c) => {
      const passkey = await addPasskey(signedInActor(c), await jsonBody(c), c.get('caller').userAgent)
      return c.json({ passkey }, 201)
    }),
  )
  app.patch(
    `${base}/:id`,
    docs.rename,
    rest(services, async (c) =>
      c.json({ passkey: await renamePasskey(signedInActor(c), c.req.param('id'), await jsonBody(c)) }),
    ),
  )
  app.delete(
    `${base}/:id`,
    docs.remove,
    rest(services, async (c) => c.json({ passkey: await removePasskey(actorFor(services, c), c.req.param('id')) })),
  )

  app.post(
    `${base}/authentication-options`,
    docs.signInOptions,
    rest(services, async (c) => {
      c.header('cache-control', 'no-store')
      return c.json(await passkeySignInOptions(actorFor(services, c)))
    }),
  )
  app.post(
    `${base}/sign-in`,
    docs.signIn,
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
