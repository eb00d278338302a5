// REST shims for the live screen: the gather by id or share link (visitors
// get names and statuses, never coordinates nor how fresh positions are), positions, statuses
// and travel times.

import { Hono } from 'hono'
import { z } from 'zod'
import { describer } from '../edge/rest/describe.js'
import { actorFor, jsonBody, type RestContext, type RestEnv, rest } from '../edge/rest/support.js'
import type { AppServices } from '../edge/services.js'
import { meetupJson, meetupShape, participantJson, participantShape } from '../gathers/meetup.json.js'
import { gatherRules } from '../gathers/policy.js'
import { arrivalBoard } from './arrivals/eta.service.js'
import {
  invitationInput,
  statusInput,
  travelTimes,
  updateInvitationStatus,
  updateStatus,
  viewMeetupWithPeople,
} from './participants.service.js'
import type { Held } from './position-store.service.js'
import { locationInput, storePosition } from './positions.service.js'

const doc = describer('Live')
const onlyInIt = 'Only for those in the gather'
const liveParticipant = participantShape
  .extend({
    lat: z.number().nullable().optional(),
    lon: z.number().nullable().optional(),
    lastLat: z.number().nullable().optional(),
    lastLon: z.number().nullable().optional(),
    locationSequence: z.number().optional(),
    lastUpdated: z.date().nullable().optional(),
  })
  .meta({ id: 'LiveParticipant', description: `Positions and their freshness: ${onlyInIt.toLowerCase()}` })
const liveMeetup = meetupShape
  .extend({ participants: z.array(liveParticipant), viewerParticipantId: z.string().nullable() })
  .meta({ id: 'LiveMeetup' })
const eta = z.object({
  distance: z.number().meta({ description: 'Straight-line miles to the venue' }),
  basis: z.enum(['here', 'from pace', 'walking estimate', 'driving estimate']),
  minutes: z.number(),
  arrivesAt: z.string(),
  lateMinutes: z.number(),
})
const participantId = { id: 'Your record in the gather' }
const inItOnly = { 403: onlyInIt, 404: 'No such record' }
const docs = {
  byLink: doc({
    summary: 'A gather by its share link',
    description: 'Visitors see names and statuses; venue, positions and their freshness are for those in it.',
    who: 'anyone',
    params: { shareableLink: "The gather's share link" },
    ok: { description: 'The gather as you may see it', schema: liveMeetup },
    errors: { 404: 'No such link (or an old one), or the gather has ended' },
  }),
  byId: doc({
    summary: 'A gather by its id',
    description: 'As by its link, but the link itself is null for anyone without a place in it.',
    who: 'anyone',
    params: { id: "The gather's id" },
    ok: { description: 'The gather as you may see it', schema: liveMeetup },
    errors: { 404: 'No such gather' },
  }),
  travelTimes: doc({
    summary: "Everyone's distance and travel time to the venue",
    who: 'signed-in',
    deprecated:
      "the older clients' poll; GET /api/meetups/{id}/etas gives each person's ETA, worked out once per position.",
    params: { id: "The gather's id" },
    ok: {
      description: 'One row per person sharing a position',
      schema: z.object({
        travelTimes: z.array(
          z.object({
            participantId: z.string(),
            userId: z.string(),
            distance: z.number(),
            travelTimeText: z.string(),
            alert: z.boolean(),
          }),
        ),
      }),
    },
    errors: { 403: onlyInIt, 404: 'No such gather' },
  }),
  etas: doc({
    summary: 'Who arrives when',
    who: 'signed-in',
    params: { id: "The gather's id" },
    ok: {
      description: 'Here first, then by arrival time',
      schema: z.object({
        etas: z.array(z.object({ participantId: z.string(), userId: z.string(), status: z.string(), eta })),
      }),
    },
    errors: { 403: onlyInIt, 404: 'No such gather' },
  }),
  location: doc({
    summary: 'Send your position',
    who: 'signed-in',
    params: participantId,
    body: locationInput,
    ok: {
      description: 'The position as those in the gather receive it',
      schema: z.object({
        participantId: z.string(),
        meetupId: z.string(),
        userId: z.string(),
        lat: z.number(),
        lon: z.number(),
        sequence: z.number(),
        lastUpdated: z.string(),
        eta: eta.nullable().optional(),
      }),
    },
    errors: {
      400: 'Invalid position',
      ...inItOnly,
      409: 'The gather has ended, sharing has not started yet, or you stopped sharing',
      503: 'Live positions are unavailable right now (the position store is out of reach)',
    },
  }),
  status: doc({
    summary: 'Set your status',
    who: 'signed-in',
    params: participantId,
    body: statusInput,
    ok: {
      description: 'Set',
      schema: z.object({ id: z.string(), status: z.string(), message: z.string() }),
    },
    errors: { 400: 'Invalid status', ...inItOnly },
  }),
  invitationStatus: doc({
    summary: 'Accept or decline your invitation',
    who: 'signed-in',
    params: participantId,
    body: invitationInput,
    ok: {
      description: 'Answered',
      schema: z.object({ id: z.string(), invitationStatus: z.enum(['invited', 'pending', 'accepted', 'declined']) }),
    },
    errors: { 400: 'Invalid status', 403: 'Not your record', 404: 'No such record' },
  }),
}

/** What the viewer may see of the gather, by the gathers' access rules (the same as GraphQL's). */
async function liveMeetupJson(services: AppServices, c: RestContext, key: unknown) {
  const access = await viewMeetupWithPeople(actorFor(services, c), key)
  const canSeePositions = gatherRules.canSeePositions(access)
  const canSeeFreshness = gatherRules.canSeeFreshness(access)
  const { meetup } = access
  const held = canSeeFreshness
    ? await services.positionStore.read(
        meetup.id,
        meetup.participants.map((p) => p.id),
      )
    : new Map<string, Held>()
  const position = ({ position: at }: Partial<Held>) =>
    canSeePositions
      ? {
          lat: at?.lat ?? null,
          lon: at?.lon ?? null,
          lastLat: at?.previous?.lat ?? null,
          lastLon: at?.previous?.lon ?? null,
        }
      : {}
  const freshness = ({ sequence, position: at }: Partial<Held>) =>
    canSeeFreshness ? { locationSequence: sequence ?? 0, lastUpdated: at ? new Date(at.lastUpdated) : null } : {}
  return {
    ...meetupJson(meetup, access),
    participants: meetup.participants.map((p) => ({
      ...participantJson(p, access),
      ...position(held.get(p.id) ?? {}),
      ...freshness(held.get(p.id) ?? {}),
    })),
    viewerParticipantId: access.participant?.id ?? null,
  }
}

export function liveRoutes(services: AppServices) {
  const app = new Hono<RestEnv>()
  app.get(
    '/api/meetups/by-link/:shareableLink',
    docs.byLink,
    rest(services, async (c) => c.json(await liveMeetupJson(services, c, c.req.param('shareableLink')))),
  )
  app.get(
    '/api/meetups/:id',
    docs.byId,
    rest(services, async (c) => c.json(await liveMeetupJson(services, c, c.req.param('id')))),
  )
  app.post(
    '/api/meetups/:id/travel-times',
    docs.travelTimes,
    rest(services, async (c) => c.json({ travelTimes: await travelTimes(actorFor(services, c), c.req.param('id')) })),
  )
  app.get(
    '/api/meetups/:id/etas',
    docs.etas,
    rest(services, async (c) => c.json({ etas: await arrivalBoard(actorFor(services, c), c.req.param('id')) })),
  )
  app.patch(
    '/api/participants/:id/location',
    docs.location,
    rest(services, async (c) => {
      const event = await storePosition(actorFor(services, c), c.req.param('id'), await jsonBody(c))
      return c.json(event)
    }),
  )
  app.patch(
    '/api/participants/:id/status',
    docs.status,
    rest(services, async (c) => {
      const updated = await updateStatus(actorFor(services, c), c.req.param('id'), await jsonBody(c))
      return c.json({ id: updated.id, status: updated.status.replaceAll('_', '-'), message: 'Status updated' })
    }),
  )
  app.patch(
    '/api/participants/:id/invitation-status',
    docs.invitationStatus,
    rest(services, async (c) => {
      const updated = await updateInvitationStatus(actorFor(services, c), c.req.param('id'), await jsonBody(c))
      return c.json({ id: updated.id, invitationStatus: updated.invitationStatus })
    }),
  )
  return app
}
