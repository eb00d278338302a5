// REST shims for gathers and invitations: thin translations to the services.
import { Hono } from 'hono'
import { etag } from 'hono/etag'
import { actorFor, jsonBody, type RestContext, type RestEnv, rest } from '../edge/rest/support.js'
import type { AppServices } from '../edge/services.js'
import { calendarFeedFile, myCalendarFeed, newCalendarFeed, revokeCalendarFeed } from './calendar-feed.service.js'
import { pendingInvitationJson } from './invitation.json.js'
import { inviteByEmail, listPendingInvitations, respondToInvitation, validateInvitee } from './invitations.service.js'
import { meetupJson } from './meetup.json.js'
import {
  createMeetup,
  deleteMeetup,
  hideMeetup,
  listActiveMeetups,
  listCalendarMeetups,
  listMyMeetups,
  meetupCalendarFile,
} from './meetups.service.js'
import { loadGatherAccess } from './policy.js'

export function meetupRoutes(services: AppServices) {
  const app = new Hono<RestEnv>()
  // Each gather comes with its people: the viewer's record is among them.
  const list = (c: RestContext, meetups: Awaited<ReturnType<typeof listMyMeetups>>) =>
    Promise.all(
      meetups.map(async (m) => meetupJson(m, await loadGatherAccess(c.get('caller').viewer, m, m.participants))),
    )

  app.get(
    '/api/meetups/my',
    rest(services, async (c) => c.json(await list(c, await listMyMeetups(actorFor(services, c))))),
  )
  app.get(
    '/api/meetups/active',
    rest(services, async (c) => c.json(await list(c, await listActiveMeetups(actorFor(services, c))))),
  )
  // The calendar's month: ?from=…&to=… (ISO date and times; `to` optional), by start time.
  app.get(
    '/api/meetups/calendar',
    rest(services, async (c) =>
      c.json(
        await list(
          c,
          await listCalendarMeetups(actorFor(services, c), { from: c.req.query('from'), to: c.req.query('to') }),
        ),
      ),
    ),
  )
  app.post(
    '/api/meetups',
    rest(services, async (c) => {
      const meetup = await createMeetup(actorFor(services, c), await jsonBody(c))
      return c.json(
        meetupJson(meetup, await loadGatherAccess(c.get('caller').viewer, meetup, meetup.participants)),
        201,
      )
    }),
  )
  app.post(
    '/api/meetups/:id/hide',
    rest(services, async (c) => {
      const meetup = await hideMeetup(actorFor(services, c), c.req.param('id'))
      return c.json({ message: 'Gathering removed from your list', meetupId: meetup.id })
    }),
  )
  app.delete(
    '/api/meetups/:id',
    rest(services, async (c) => {
      const meetup = await deleteMeetup(actorFor(services, c), c.req.param('id'))
      return c.json({ message: 'Gathering removed', meetupId: meetup.id })
    }),
  )
  app.get(
    '/api/meetups/:id/calendar',
    rest(services, async (c) => {
      const { filename, content } = await meetupCalendarFile(actorFor(services, c), c.req.param('id'))
      return c.body(content, 200, {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'no-store',
      })
    }),
  )

  // The calendar feed: managed while signed in; read by calendar apps with the link alone (its
  // ETag lets them skip an unchanged feed).
  app.get(
    '/api/calendar-feed',
    rest(services, async (c) => c.json({ feed: await myCalendarFeed(actorFor(services, c)) })),
  )
  app.post(
    '/api/calendar-feed',
    rest(services, async (c) => c.json({ feed: await newCalendarFeed(actorFor(services, c)) }, 201)),
  )
  app.delete(
    '/api/calendar-feed',
    rest(services, async (c) => {
      await revokeCalendarFeed(actorFor(services, c))
      return c.json({ message: 'Calendar feed turned off' })
    }),
  )
  app.get(
    '/api/calendar/:file',
    etag(),
    rest(services, async (c) =>
      c.body(await calendarFeedFile(actorFor(services, c), c.req.param('file')), 200, {
        'content-type': 'text/calendar; charset=utf-8',
        'cache-control': 'private, no-cache',
      }),
    ),
  )

  app.get(
    '/api/invitations/pending',
    rest(services, async (c) => {
      const invitations = await listPendingInvitations(actorFor(services, c))
      return c.json(invitations.map((i) => pendingInvitationJson(i, { viewer: c.get('caller').viewer })))
    }),
  )
  app.patch(
    '/api/invitations/:participantId/respond',
    rest(services, async (c) => {
      const participant = await respondToInvitation(
        actorFor(services, c),
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
    rest(services, async (c) => c.json(await validateInvitee(actorFor(services, c), await jsonBody(c)))),
  )
  app.post(
    '/api/pending-invitations',
    rest(services, async (c) => {
      const { invitation, sent } = await inviteByEmail(actorFor(services, c), await jsonBody(c))
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
