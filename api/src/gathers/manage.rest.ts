// REST shims of the manage screen: thin translations to
// manage.service.ts. DELETE /api/meetups/{id} lives with the other gather routes (meetups.ts).
import { Hono } from 'hono'
import { prisma } from '../core/db.js'
import { actorFor, jsonBody, type RestEnv, rest } from '../edge/rest/support.js'
import type { AppServices } from '../edge/services.js'
import { joinUrl } from './links.js'
import {
  addParticipant,
  listPendingInvites,
  remindPending,
  removeParticipant,
  resendInvites,
  rotateShareLink,
  updateMeetup,
} from './manage.service.js'
import { meetupJson, participantJson } from './meetup.json.js'
import { withPeople } from './participants.service.js'
import { loadGatherAccess } from './policy.js'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export function manageRoutes(services: AppServices) {
  const app = new Hono<RestEnv>()

  app.patch(
    '/api/meetups/:id',
    rest(services, async (c) => {
      const { meetup, nameChanged, timeChanged } = await updateMeetup(
        actorFor(services, c),
        c.req.param('id'),
        await jsonBody(c),
      )
      const full = await prisma().meetup.findUniqueOrThrow({ where: { id: meetup.id }, include: withPeople })
      const access = await loadGatherAccess(c.get('caller').viewer, full, full.participants)
      return c.json({ ...meetupJson(full, access), nameChanged, timeChanged })
    }),
  )
  app.post(
    '/api/meetups/:id/participants',
    rest(services, async (c) => {
      const added = await addParticipant(actorFor(services, c), c.req.param('id'), await jsonBody(c))
      if (added.kind === 'email') {
        const { invitation } = added
        return c.json(
          {
            id: invitation.id,
            meetupId: invitation.meetupId,
            email: invitation.email,
            invitationStatus: 'pending',
            createdAt: invitation.createdAt,
            expiresAt: invitation.expiresAt,
            message: `Invitation sent to ${invitation.email}`,
          },
          201,
        )
      }
      return c.json(participantJson(added.participant, { viewer: c.get('caller').viewer }), added.created ? 201 : 200)
    }),
  )
  app.delete(
    '/api/meetups/:id/participants/:participantId',
    rest(services, async (c) => {
      const { participant, meetup } = await removeParticipant(
        actorFor(services, c),
        c.req.param('id'),
        c.req.param('participantId'),
      )
      return c.json({ message: 'Participant removed', participantId: participant.id, meetupId: meetup.id })
    }),
  )
  // A new join link (organiser only); the old one stops working.
  app.post(
    '/api/meetups/:id/share-link',
    rest(services, async (c) => {
      const meetup = await rotateShareLink(actorFor(services, c), c.req.param('id'))
      return c.json({
        meetupId: meetup.id,
        shareableLink: meetup.shareableLink,
        shareUrl: joinUrl(services.config.appUrl, meetup.shareableLink),
        message: 'New join link made: the old one no longer works',
      })
    }),
  )
  app.get(
    '/api/meetups/:id/pending-invites',
    rest(services, async (c) => {
      const invitations = await listPendingInvites(actorFor(services, c), c.req.param('id'))
      return c.json(
        invitations.map((i) => ({ id: i.id, email: i.email, createdAt: i.createdAt, expiresAt: i.expiresAt })),
      )
    }),
  )
  app.post(
    '/api/meetups/:id/remind-pending',
    rest(services, async (c) => {
      const { emailsSent } = await remindPending(actorFor(services, c), c.req.param('id'))
      return c.json({ emailsSent, message: `Reminders sent to ${plural(emailsSent, 'person', 'people')}` })
    }),
  )
  app.post(
    '/api/meetups/:id/resend-invites',
    rest(services, async (c) => {
      const { emailsSent } = await resendInvites(actorFor(services, c), c.req.param('id'))
      return c.json({
        emailsSent,
        message: `Updated invitations sent to ${plural(emailsSent, 'person', 'people')}`,
      })
    }),
  )
  return app
}
