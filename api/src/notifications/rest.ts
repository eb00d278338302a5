// REST shims for Web Push devices (Settings → Notifications): thin translations to the service.
import { Hono } from 'hono'
import { z } from 'zod'
import type { Services } from '../core/context.js'
import { describer, messageAnswer } from '../edge/rest/describe.js'
import { actorFor, jsonBody, type RestEnv, rest } from '../edge/rest/support.js'
import {
  disablePushDevice,
  enablePushDevice,
  endpointInput,
  pushDeviceState,
  subscriptionInputs,
} from './devices.service.js'

const doc = describer('Notifications')
const state = z.object({
  publicKey: z.string().meta({ description: "The server's VAPID public key, which the browser subscribes with" }),
  enabled: z.boolean().meta({ description: 'Whether this endpoint notifies you' }),
})
// A token is no browser session: push devices belong to the session that turned them on.
const docs = {
  state: doc({
    summary: 'Whether this browser gets notifications',
    who: 'signed-in',
    query: endpointInput,
    params: { endpoint: "This browser's push endpoint, if it has one" },
    ok: { description: 'The key to subscribe with, and whether it is on', schema: state },
    errors: { 400: 'Invalid endpoint' },
  }),
  enable: doc({
    summary: 'Turn notifications on for this browser',
    description: 'The body is PushSubscription.toJSON(); the endpoint must be a push service on the public internet.',
    who: 'signed-in',
    body: subscriptionInputs.strict,
    ok: { status: 201, description: 'On', schema: state },
    errors: { 400: 'Invalid subscription, or an endpoint that is not a public push service' },
  }),
  disable: doc({
    summary: 'Turn notifications off for this browser',
    who: 'signed-in',
    body: endpointInput,
    ok: { description: 'Off', schema: messageAnswer({ removed: z.boolean() }) },
    errors: { 400: 'Invalid endpoint' },
  }),
}

export function pushRoutes(services: Services) {
  const app = new Hono<RestEnv>()
  // ?endpoint=… (this browser's push endpoint, if any): the VAPID key and whether it is on.
  app.get(
    '/api/push',
    docs.state,
    rest(services, async (c) =>
      c.json(await pushDeviceState(actorFor(services, c), { endpoint: c.req.query('endpoint') })),
    ),
  )
  // The body is PushSubscription.toJSON(): { endpoint, keys: { p256dh, auth } }.
  app.post(
    '/api/push/devices',
    docs.enable,
    rest(services, async (c) => c.json(await enablePushDevice(actorFor(services, c), await jsonBody(c)), 201)),
  )
  app.delete(
    '/api/push/devices',
    docs.disable,
    rest(services, async (c) => {
      const removed = await disablePushDevice(actorFor(services, c), await jsonBody(c))
      return c.json({ removed, message: removed ? 'Notifications turned off' : 'Notifications were not on' })
    }),
  )
  return app
}
