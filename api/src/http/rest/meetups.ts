// REST shims for gathers and invitations (spec 000 section 7): thin translations to the services.
import { Hono } from 'hono'
import type { Services } from '../../context.js'
import {
  inviteByEmail,
  listPendingInvitations,
  respondToInvitation,
  validateInvitee,
} from '../../gathers/invitations.service.js'
import { meetupJson, personJson } from '../../gathers/meetup-json.js'
import {
  createMeetup,
  deleteMeetup,
  hideMeetup,
  listActiveMeetups,
  listMyMeetups,
  meetupCalendarFile,
} from '../../gathers/meetups.service.js'
import { isExpired } from '../../gathers/schedule.js'
import { jsonBody, type RestEnv, rest } from './support.js'

export function meetupRoutes(services: Services) {
  const app = new Hono<RestEnv>()
  const list = (meetups: Awaited<ReturnType<typeof listMyMeetups>>) =>
    meetups.map((m) => meetupJson(m, { withCoordinates: true }))

  app.get(
    '/api/meetups/my',
    rest(services, async (c) => c.json(list(await listMyMeetups(c.get('viewer'))))),
  )
  app.get(
    '/api/meetups/active',
    rest(services, async (c) => c.json(list(await listActiveMeetups(c.get('viewer'))))),
  )
  app.post(
    '/api/meetups',
    rest(services, async (c) => {
      const meetup = await createMeetup(services, c.get('viewer'), await jsonBody(c))
      return c.json(meetupJson(meetup, { withCoordinates: true }), 201)
    }),
  )
  app.post(
    '/api/meetups/:id/hide',
    rest(services, async (c) => {
      const meetup = await hideMeetup(c.get('viewer'), c.req.param('id'))
      return c.json({ message: 'Gathering removed from your list', meetupId: meetup.id })
    }),
  )
  app.delete(
    '/api/meetups/:id',
    rest(services, async (c) => {
      const meetup = await deleteMeetup(services, c.get('viewer'), c.req.param('id'))
      return c.json({ message: 'Gathering removed', meetupId: meetup.id })
    }),
  )
  app.get(
    '/api/meetups/:id/calendar',
    rest(services, async (c) => {
      const { filename, content } = await meetupCalendarFile(services, c.get('viewer'), c.req.param('id'))
      return c.body(content, 200, {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'no-store',
      })
    }),
  )

  app.get(
    '/api/invitations/pending',
    rest(services, async (c) => {
      const invitations = await listPendingInvitations(c.get('viewer'))
      return c.json(
        invitations.map(({ meetup, ...participant }) => ({
          id: participant.id,
          participantId: participant.id,
          meetupId: meetup.id,
          invitationStatus: participant.invitationStatus,
          invitedAt: participant.createdAt,
          meetup: {
            id: meetup.id,
            description: meetup.description,
            locationName: meetup.locationName,
            locationAddress: meetup.locationAddress,
            startTime: meetup.startTime,
            expirationTime: meetup.expirationTime,
            isActive: meetup.isActive && !isExpired(meetup.expirationTime),
            shareableLink: meetup.shareableLink,
            weatherTemp: meetup.weatherTemp,
            weatherIcon: meetup.weatherIcon,
            weatherCondition: meetup.weatherCondition,
          },
          inviter: personJson(meetup.organiser),
          participants: meetup.participants.map((p) => personJson(p.user)),
          participantCount: meetup._count.participants,
        })),
      )
    }),
  )
  app.patch(
    '/api/invitations/:participantId/respond',
    rest(services, async (c) => {
      const participant = await respondToInvitation(
        services,
        c.get('viewer'),
        c.req.param('participantId'),
        await jsonBody(c),
      )
      return c.json({
        id: participant.id,
        meetupId: participant.meetupId,
        userId: participant.userId,
        invitationStatus: participant.invitationStatus,
        message: participant.invitationStatus === 'accepted' ? 'Invitation accepted' : 'Invitation declined',
      })
    }),
  )
  app.post(
    '/api/validate-user',
    rest(services, async (c) => c.json(await validateInvitee(services, c.get('viewer'), await jsonBody(c)))),
  )
  app.post(
    '/api/pending-invitations',
    rest(services, async (c) => {
      const { invitation, sent } = await inviteByEmail(services, c.get('viewer'), await jsonBody(c))
      return c.json(
        {
          message: sent ? `Invitation sent to ${invitation.email}` : `${invitation.email} was already invited`,
          invitation: {
            id: invitation.id,
            email: invitation.email,
            meetupId: invitation.meetupId,
            createdAt: invitation.createdAt,
            expiresAt: invitation.expiresAt,
          },
        },
        sent ? 201 : 200,
      )
    }),
  )
  return app
}
