// REST shims for sharing bound to the gather (the web app uses GraphQL; these serve other
// clients): your own sharing in a gather, consent and start, precision, stop, pause and resume.
import { Hono } from 'hono'
import { z } from 'zod'
import { describer } from '../edge/rest/describe.js'
import { actorFor, jsonBody, type RestEnv, rest } from '../edge/rest/support.js'
import type { AppServices } from '../edge/services.js'
import {
  precisionChange,
  type SharingView,
  setSharingPaused,
  setSharingPrecision,
  shareInput,
  shareLocation,
  stopSharing,
} from './sharing.service.js'

const doc = describer('Sharing')
const sharing = z
  .object({
    participantId: z.string(),
    state: z.enum(['off', 'waiting', 'sharing', 'paused', 'stopped', 'ended']),
    precision: z.enum(['exact', 'approximate', 'status-only']),
    consented: z.boolean(),
    since: z.date().nullable().meta({ description: 'Since when paused or stopped' }),
    stopReason: z.string().nullable(),
    startsAt: z
      .date()
      .nullable()
      .meta({ description: 'When sharing may start (two hours before the start); null: at once' }),
  })
  .meta({ id: 'Sharing' })
const hyphens = 'REST spells precisions with hyphens (status-only); underscores are accepted too.'
const ofYours = (summary: string, more: Partial<Parameters<typeof doc>[0]> = {}) =>
  doc({
    summary,
    who: 'signed-in',
    params: { id: "The gather's id" },
    ok: { description: 'Your sharing in the gather now', schema: sharing },
    errors: { 403: 'Only for those in the gather', 404: 'No such gather', 409: 'The gather has ended' },
    ...more,
  })
const docs = {
  share: ofYours('Consent to share your position, and start', {
    description: `Starts at once, or two hours before the gather. ${hyphens}`,
    body: shareInput,
    errors: {
      400: 'Invalid precision',
      403: 'Only for those in the gather',
      404: 'No such gather',
      409: 'The gather has ended',
    },
  }),
  precision: ofYours('Change how precisely you share', {
    description: `A less precise choice deletes the position held. ${hyphens}`,
    body: precisionChange,
    errors: {
      400: 'Invalid precision',
      403: 'Only for those in the gather',
      404: 'No such gather',
      409: 'The gather has ended',
    },
  }),
  stop: ofYours('Stop sharing', { description: 'Deletes your position at once.' }),
  pause: ofYours('Pause sharing', { description: 'Deletes your position until you resume.' }),
  resume: ofYours('Resume sharing'),
}

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
    docs.share,
    rest(services, async (c) =>
      c.json(json(await shareLocation(actorFor(services, c), c.req.param('id'), precisionOf(await jsonBody(c))))),
    ),
  )
  app.patch(
    path,
    docs.precision,
    rest(services, async (c) =>
      c.json(json(await setSharingPrecision(actorFor(services, c), c.req.param('id'), precisionOf(await jsonBody(c))))),
    ),
  )
  app.delete(
    path,
    docs.stop,
    rest(services, async (c) => c.json(json(await stopSharing(actorFor(services, c), c.req.param('id'))))),
  )
  for (const [action, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    app.post(
      `${path}/${action}`,
      docs[action],
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
