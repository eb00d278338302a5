// REST shims for the live screen (spec 001 section 7): the gather by id or share link (visitors
// get names and statuses, never coordinates), positions, statuses and travel times.
import type { Participant } from '@prisma/client'
import { Hono } from 'hono'
import type { Services } from '../../context.js'
import { prisma } from '../../db.js'
import { meetupJson, participantJson, withPeople } from '../../gathers/meetup-json.js'
import { updateParticipantLocation } from '../../live/location.service.js'
import { travelTimes, updateInvitationStatus, updateStatus, viewMeetup } from '../../live/participants.service.js'
import { jsonBody, type RestContext, type RestEnv, rest } from './support.js'

/** Positions go to accepted participants only; everyone else sees when, not where. */
async function liveMeetupJson(c: RestContext, key: unknown) {
  const viewer = c.get('viewer')
  const { meetup, participant } = await viewMeetup(viewer, key)
  const withPeopleLoaded = await prisma().meetup.findUniqueOrThrow({ where: { id: meetup.id }, include: withPeople })
  const canSeePositions = participant?.invitationStatus === 'accepted'
  const position = (p: Participant) =>
    canSeePositions
      ? { lat: p.lat, lon: p.lon, lastLat: p.lastLat, lastLon: p.lastLon, locationSequence: p.locationSequence }
      : {}
  return {
    ...meetupJson(withPeopleLoaded, { withCoordinates: canSeePositions }),
    participants: withPeopleLoaded.participants.map((p) => ({
      ...participantJson(p),
      ...position(p),
      lastUpdated: p.lastUpdated,
    })),
    viewerParticipantId: participant?.id ?? null,
  }
}

export function liveRoutes(services: Services) {
  const app = new Hono<RestEnv>()
  app.get(
    '/api/meetups/by-link/:shareableLink',
    rest(services, async (c) => c.json(await liveMeetupJson(c, c.req.param('shareableLink')))),
  )
  app.get(
    '/api/meetups/:id',
    rest(services, async (c) => c.json(await liveMeetupJson(c, c.req.param('id')))),
  )
  app.post(
    '/api/meetups/:id/travel-times',
    rest(services, async (c) => c.json({ travelTimes: await travelTimes(c.get('viewer'), c.req.param('id')) })),
  )
  app.patch(
    '/api/participants/:id/location',
    rest(services, async (c) => {
      const event = await updateParticipantLocation(
        { ...services, viewer: c.get('viewer') },
        c.req.param('id'),
        await jsonBody(c),
      )
      return c.json(event)
    }),
  )
  app.patch(
    '/api/participants/:id/status',
    rest(services, async (c) => {
      const updated = await updateStatus(services, c.get('viewer'), c.req.param('id'), await jsonBody(c))
      return c.json({ id: updated.id, status: updated.status.replaceAll('_', '-'), message: 'Status updated' })
    }),
  )
  app.patch(
    '/api/participants/:id/invitation-status',
    rest(services, async (c) => {
      const updated = await updateInvitationStatus(services, c.get('viewer'), c.req.param('id'), await jsonBody(c))
      return c.json({ id: updated.id, invitationStatus: updated.invitationStatus })
    }),
  )
  return app
}
