// REST shims for the live screen: the gather by id or share link (visitors
// get names and statuses, never coordinates nor how fresh positions are), positions, statuses
// and travel times.

import { Hono } from 'hono'
import { actorFor, jsonBody, type RestContext, type RestEnv, rest } from '../edge/rest/support.js'
import type { AppServices } from '../edge/services.js'
import { meetupJson, participantJson } from '../gathers/meetup.json.js'
import { gatherRules } from '../gathers/policy.js'
import { arrivalBoard } from './arrivals/eta.service.js'
import { travelTimes, updateInvitationStatus, updateStatus, viewMeetupWithPeople } from './participants.service.js'
import type { Held } from './position-store.service.js'
import { storePosition } from './positions.service.js'

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
    rest(services, async (c) => c.json(await liveMeetupJson(services, c, c.req.param('shareableLink')))),
  )
  app.get(
    '/api/meetups/:id',
    rest(services, async (c) => c.json(await liveMeetupJson(services, c, c.req.param('id')))),
  )
  app.post(
    '/api/meetups/:id/travel-times',
    rest(services, async (c) => c.json({ travelTimes: await travelTimes(actorFor(services, c), c.req.param('id')) })),
  )
  app.get(
    '/api/meetups/:id/etas',
    rest(services, async (c) => c.json({ etas: await arrivalBoard(actorFor(services, c), c.req.param('id')) })),
  )
  app.patch(
    '/api/participants/:id/location',
    rest(services, async (c) => {
      const event = await storePosition(actorFor(services, c), c.req.param('id'), await jsonBody(c))
      return c.json(event)
    }),
  )
  app.patch(
    '/api/participants/:id/status',
    rest(services, async (c) => {
      const updated = await updateStatus(actorFor(services, c), c.req.param('id'), await jsonBody(c))
      return c.json({ id: updated.id, status: updated.status.replaceAll('_', '-'), message: 'Status updated' })
    }),
  )
  app.patch(
    '/api/participants/:id/invitation-status',
    rest(services, async (c) => {
      const updated = await updateInvitationStatus(actorFor(services, c), c.req.param('id'), await jsonBody(c))
      return c.json({ id: updated.id, invitationStatus: updated.invitationStatus })
    }),
  )
  return app
}
