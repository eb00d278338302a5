// REST shims of the manage screen: thin translations to
// manage.service.ts. DELETE /api/meetups/{id} lives with the other gather routes (meetups.ts).
import { Hono } from 'hono'
import { z } from 'zod'
import { prisma } from '../core/db.js'
import { describer, messageAnswer } from '../edge/rest/describe.js'
import { actorFor, jsonBody, type RestEnv, rest } from '../edge/rest/support.js'
import type { AppServices } from '../edge/services.js'
import { joinUrl } from './links.js'
import {
  addInput,
  addParticipant,
  listPendingInvites,
  remindPending,
  removeParticipant,
  resendInvites,
  rotateShareLink,
  updateInput,
  updateMeetup,
} from './manage.service.js'
import { meetupJson, meetupShape, participantJson, participantShape } from './meetup.json.js'
import { withPeople } from './participants.service.js'
import { loadGatherAccess } from './policy.js'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

const doc = describer('Managing a gather')
const gatherId = { id: "The gather's id" }
const organiserOnly = { 403: 'Only its organiser may', 404: 'No such gather, or not one you may see' }
const emailsSent = messageAnswer({ emailsSent: z.number() })
const docs = {
  update: doc({
    summary: 'Change a gather',
    description: 'Its name, time or place; those in it hear of it (and are e-mailed when the name or time changed).',
    who: 'signed-in',
    params: gatherId,
    body: updateInput,
    ok: {
      description: 'The gather as it is now',
      schema: meetupShape.extend({ nameChanged: z.boolean(), timeChanged: z.boolean() }),
    },
    errors: {
      400: 'Invalid input: the message names the field at fault',
      ...organiserOnly,
      409: 'The gather has ended',
    },
  }),
  add: doc({
    summary: 'Add someone to a gather',
    description:
      'The organiser adds a Gather ID or e-mails an invitation; you add yourself with your own Gather ID, given the share link in place of the id (or when you already have a place in it).',
    who: 'signed-in',
    params: { id: "The gather's id, or its share link" },
    body: addInput,
    ok: {
      status: 201,
      description: 'Added, or invited by e-mail (200 when already in it)',
      schema: z.union([
        participantShape,
        messageAnswer({
          id: z.string(),
          meetupId: z.string(),
          email: z.string(),
          invitationStatus: z.literal('pending'),
          createdAt: z.date(),
          expiresAt: z.date(),
        }),
      ]),
    },
    errors: {
      400: 'Invalid input',
      403: 'Removed from it, or not its organiser',
      404: 'No such gather or person',
      409: 'Already in it, or it has ended',
      429: 'Too many lookups or e-mails',
    },
  }),
  removeParticipant: doc({
    summary: 'Remove someone from a gather',
    who: 'signed-in',
    params: { ...gatherId, participantId: "The person's record in it" },
    ok: { description: 'Removed', schema: messageAnswer({ participantId: z.string(), meetupId: z.string() }) },
    errors: organiserOnly,
  }),
  shareLink: doc({
    summary: 'Make a new share link',
    description: 'The old link stops working at once; people already in the gather stay.',
    who: 'signed-in',
    params: gatherId,
    ok: {
      description: 'The new link',
      schema: messageAnswer({ meetupId: z.string(), shareableLink: z.string(), shareUrl: z.string() }),
    },
    errors: organiserOnly,
  }),
  pendingInvites: doc({
    summary: "A gather's e-mail invitations not yet answered",
    who: 'signed-in',
    params: gatherId,
    ok: {
      description: 'The invitations',
      schema: z.array(z.object({ id: z.string(), email: z.string(), createdAt: z.date(), expiresAt: z.date() })),
    },
    errors: organiserOnly,
  }),
  remind: doc({
    summary: 'Remind those who have not answered',
    who: 'signed-in',
    params: gatherId,
    ok: { description: 'How many were e-mailed', schema: emailsSent },
    errors: { ...organiserOnly, 429: 'Too many e-mails' },
  }),
  resend: doc({
    summary: 'Send everyone the updated invitation',
    who: 'signed-in',
    params: gatherId,
    ok: { description: 'How many were e-mailed', schema: emailsSent },
    errors: { ...organiserOnly, 429: 'Too many e-mails' },
  }),
}

export function manageRoutes(services: AppServices) {
  const app = new Hono<RestEnv>()

  app.patch(
    '/api/meetups/:id',
    docs.update,
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
    docs.add,
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
    docs.removeParticipant,
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
    docs.shareLink,
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
    docs.pendingInvites,
    rest(services, async (c) => {
      const invitations = await listPendingInvites(actorFor(services, c), c.req.param('id'))
      return c.json(
        invitations.map((i) => ({ id: i.id, email: i.email, createdAt: i.createdAt, expiresAt: i.expiresAt })),
      )
    }),
  )
  app.post(
    '/api/meetups/:id/remind-pending',
    docs.remind,
    rest(services, async (c) => {
      const { emailsSent } = await remindPending(actorFor(services, c), c.req.param('id'))
      return c.json({ emailsSent, message: `Reminders sent to ${plural(emailsSent, 'person', 'people')}` })
    }),
  )
  app.post(
    '/api/meetups/:id/resend-invites',
    docs.resend,
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
