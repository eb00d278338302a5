// REST shims for Web Push devices (Settings → Notifications): thin translations to the service.
import { Hono } from 'hono'
import type { Services } from '../core/context.js'
import { actorFor, jsonBody, type RestEnv, rest } from '../edge/rest/support.js'
import { disablePushDevice, enablePushDevice, pushDeviceState } from './devices.service.js'

export function pushRoutes(services: Services) {
  const app = new Hono<RestEnv>()
  // ?endpoint=… (this browser's push endpoint, if any): the VAPID key and whether it is on.
  app.get(
    '/api/push',
    rest(services, async (c) =>
      c.json(await pushDeviceState(actorFor(services, c), { endpoint: c.req.query('endpoint') })),
    ),
  )
  // The body is PushSubscription.toJSON(): { endpoint, keys: { p256dh, auth } }.
  app.post(
    '/api/push/devices',
    rest(services, async (c) => c.json(await enablePushDevice(actorFor(services, c), await jsonBody(c)), 201)),
  )
  app.delete(
    '/api/push/devices',
    rest(services, async (c) => {
      const removed = await disablePushDevice(actorFor(services, c), await jsonBody(c))
      return c.json({ removed, message: removed ? 'Notifications turned off' : 'Notifications were not on' })
    }),
  )
  return app
}
