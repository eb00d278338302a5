// REST shims for sharing bound to the gather (the web app uses GraphQL; these serve other
// clients): your own sharing in a gather, consent and start, precision, stop, pause and resume.
import { Hono } from 'hono'
import { actorFor, jsonBody, type RestEnv, rest } from '../edge/rest/support.js'
import type { AppServices } from '../edge/services.js'
import {
  type SharingView,
  setSharingPaused,
  setSharingPrecision,
  shareLocation,
  stopSharing,
} from './sharing.service.js'

const json = ({ participant, sharing }: { participant: { id: string }; sharing: SharingView }) => ({
  participantId: participant.id,
  ...sharing,
  precision: sharing.precision.replaceAll('_', '-'),
})

export function sharingRoutes(services: AppServices) {
  const app = new Hono<RestEnv>()
  const path = '/api/meetups/:id/sharing'
  app.put(
    path,
    rest(services, async (c) =>
      c.json(json(await shareLocation(actorFor(services, c), c.req.param('id'), precisionOf(await jsonBody(c))))),
    ),
  )
  app.patch(
    path,
    rest(services, async (c) =>
      c.json(json(await setSharingPrecision(actorFor(services, c), c.req.param('id'), precisionOf(await jsonBody(c))))),
    ),
  )
  app.delete(
    path,
    rest(services, async (c) => c.json(json(await stopSharing(actorFor(services, c), c.req.param('id'))))),
  )
  for (const [action, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    app.post(
      `${path}/${action}`,
      rest(services, async (c) =>
        c.json(json(await setSharingPaused(actorFor(services, c), c.req.param('id'), paused))),
      ),
    )
  }
  return app
}

/** REST spells precisions with hyphens, as it does statuses ('status-only'). */
function precisionOf(body: unknown) {
  if (!body || typeof body !== 'object' || !('precision' in body) || typeof body.precision !== 'string') return body
  return { ...body, precision: body.precision.replaceAll('-', '_') }
}
