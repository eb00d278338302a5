// REST shims for gathers and invitations: thin translations to the services.
import { Hono } from 'hono'
import { etag } from 'hono/etag'
import { z } from 'zod'
import { describer, messageAnswer } from '../edge/rest/describe.js'
import { actorFor, jsonBody, type RestContext, type RestEnv, rest } from '../edge/rest/support.js'
import type { AppServices } from '../edge/services.js'
import { calendarFeedFile, myCalendarFeed, newCalendarFeed, revokeCalendarFeed } from './calendar-feed.service.js'
import { pendingInvitationJson, pendingInvitationShape } from './invitation.json.js'
import {
  emailInvitationInput,
  inviteByEmail,
  listPendingInvitations,
  lookupInput,
  respondInput,
  respondToInvitation,
  validateInvitee,
} from './invitations.service.js'
import { meetupJson, meetupShape } from './meetup.json.js'
import {
  calendarRangeInput,
  createInput,
  createMeetup,
  deleteMeetup,
  hideMeetup,
  listActiveMeetups,
  listCalendarMeetups,
  listMyMeetups,
  meetupCalendarFile,
} from './meetups.service.js'
import { loadGatherAccess } from './policy.js'

const doc = describer('Gathers')
const gatherId = { id: "The gather's id" }
const invalid = 'Invalid input: the message names the field at fault'
const notFound = 'No such gather, or not one you may see'
const feed = z
  .object({
    url: z.string().meta({ description: 'https:// address of the .ics file' }),
    webcalUrl: z.string().meta({ description: 'The same as webcal://, which phones open as "subscribe"' }),
    createdAt: z.date(),
    lastUsedAt: z.date().nullable(),
  })
  .meta({ id: 'CalendarFeed' })
const invitation = z.object({
  id: z.string(),
  email: z.string(),
  meetupId: z.string(),
  createdAt: z.date(),
  expiresAt: z.date(),
})
const feedOwner = { who: 'signed-in', tokens: false } as const
const docs = {
  mine: doc({
    summary: 'Your gathers',
    description: 'Every gather you organise or have a place in, each with its people.',
    who: 'signed-in',
    ok: { description: 'Your gathers', schema: z.array(meetupShape) },
  }),
  active: doc({
    summary: 'Your gathers still on',
    who: 'signed-in',
    ok: { description: 'Your gathers that have not ended', schema: z.array(meetupShape) },
  }),
  calendar: doc({
    summary: "A calendar's range of your gathers",
    description: 'Your gathers starting between from and to (ISO date and times), by start time.',
    who: 'signed-in',
    // The REST face reads from and to only.
    query: z.object({ from: calendarRangeInput.shape.from, to: calendarRangeInput.shape.to }),
    params: { from: 'The range’s start (ISO date and time)', to: 'Its end, after from (optional)' },
    ok: { description: 'The gathers in the range', schema: z.array(meetupShape) },
    errors: { 400: invalid },
  }),
  create: doc({
    summary: 'Start a gather',
    who: 'signed-in',
    body: createInput,
    ok: { status: 201, description: 'The new gather, with you as its organiser', schema: meetupShape },
    errors: { 400: invalid },
  }),
  hide: doc({
    summary: 'Remove a gather from your list',
    who: 'signed-in',
    params: gatherId,
    ok: { description: 'Hidden', schema: messageAnswer({ meetupId: z.string() }) },
    errors: { 403: 'You have no place in it', 404: notFound },
  }),
  remove: doc({
    summary: 'Delete a gather',
    who: 'signed-in',
    params: gatherId,
    ok: { description: 'Deleted', schema: messageAnswer({ meetupId: z.string() }) },
    errors: { 403: 'Only its organiser may', 404: notFound },
  }),
  calendarFile: doc({
    summary: "A gather's calendar file",
    description: "The gather as an .ics attachment (its venue's GEO only for those in it).",
    who: 'signed-in',
    params: gatherId,
    ok: { description: 'The calendar file', media: 'text/calendar' },
    errors: { 403: 'You have no place in it', 404: notFound },
  }),
  feed: doc({
    summary: 'Your private calendar feed',
    ...feedOwner,
    ok: { description: 'Its addresses, or null when it is off', schema: z.object({ feed: feed.nullable() }) },
  }),
  newFeed: doc({
    summary: 'Turn on your calendar feed, or give it a new address',
    description: 'The old address stops working.',
    ...feedOwner,
    ok: { status: 201, description: 'Its new addresses', schema: z.object({ feed }) },
  }),
  stopFeed: doc({
    summary: 'Turn off your calendar feed',
    ...feedOwner,
    ok: { description: 'Off', schema: messageAnswer() },
  }),
  feedFile: doc({
    summary: 'The calendar feed itself',
    description:
      "For calendar apps: the feed's address is its credential (no session, no token). Answers an ETag; send If-None-Match to skip an unchanged feed.",
    who: 'anyone',
    params: { file: 'The file name the feed address ends with (…ics)' },
    ok: { description: 'Your gathers as .ics', media: 'text/calendar' },
    errors: { 404: 'No such feed: a wrong, old or turned-off address' },
  }),
  pending: doc({
    summary: 'Invitations waiting for your answer',
    who: 'signed-in',
    ok: { description: 'Your open invitations', schema: z.array(pendingInvitationShape) },
  }),
  respond: doc({
    summary: 'Accept or decline an invitation',
    who: 'signed-in',
    params: { participantId: 'Your record in the gather (the invitation)' },
    body: respondInput,
    ok: {
      description: 'Answered',
      schema: messageAnswer({
        id: z.string(),
        meetupId: z.string(),
        userId: z.string(),
        invitationStatus: z.enum(['invited', 'pending', 'accepted', 'declined']),
      }),
    },
    errors: { 400: invalid, 403: 'Not your invitation', 404: 'No such invitation' },
  }),
  validate: doc({
    summary: 'Look up whom to invite',
    description: 'Whether a Gather ID or e-mail address names someone to invite, and whether they are in already.',
    who: 'signed-in',
    body: lookupInput,
    ok: {
      description: 'What was found',
      schema: z.object({
        userExists: z.boolean(),
        isEmail: z.boolean(),
        email: z.string().nullable(),
        gatherID: z.string().nullable(),
        displayName: z.string().nullable(),
        alreadyInGather: z.boolean(),
        message: z.string(),
      }),
    },
    errors: { 400: invalid, 429: 'Too many lookups' },
  }),
  inviteByEmail: doc({
    summary: 'Invite someone by e-mail',
    who: 'signed-in',
    body: emailInvitationInput,
    ok: {
      status: 201,
      description: 'Sent (200 when the address was invited already)',
      schema: messageAnswer({ invitation }),
    },
    errors: { 400: invalid, 403: 'Only its organiser may', 404: notFound, 429: 'Too many e-mails' },
  }),
}

export function meetupRoutes(services: AppServices) {
  const app = new Hono<RestEnv>()
  // Each gather comes with its people: the viewer's record is among them.
  const list = (c: RestContext, meetups: Awaited<ReturnType<typeof listMyMeetups>>) =>
    Promise.all(
      meetups.map(async (m) => meetupJson(m, await loadGatherAccess(c.get('caller').viewer, m, m.participants))),
    )

  app.get(
    '/api/meetups/my',
    docs.mine,
    rest(services, async (c) => c.json(await list(c, await listMyMeetups(actorFor(services, c))))),
  )
  app.get(
    '/api/meetups/active',
    docs.active,
    rest(services, async (c) => c.json(await list(c, await listActiveMeetups(actorFor(services, c))))),
  )
  // The calendar's month: ?from=…&to=… (ISO date and times; `to` optional), by start time.
  app.get(
    '/api/meetups/calendar',
    docs.calendar,
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
    docs.create,
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
    docs.hide,
    rest(services, async (c) => {
      const meetup = await hideMeetup(actorFor(services, c), c.req.param('id'))
      return c.json({ message: 'Gathering removed from your list', meetupId: meetup.id })
    }),
  )
  app.delete(
    '/api/meetups/:id',
    docs.remove,
    rest(services, async (c) => {
      const meetup = await deleteMeetup(actorFor(services, c), c.req.param('id'))
      return c.json({ message: 'Gathering removed', meetupId: meetup.id })
    }),
  )
  app.get(
    '/api/meetups/:id/calendar',
    docs.calendarFile,
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
    docs.feed,
    rest(services, async (c) => c.json({ feed: await myCalendarFeed(actorFor(services, c)) })),
  )
  app.post(
    '/api/calendar-feed',
    docs.newFeed,
    rest(services, async (c) => c.json({ feed: await newCalendarFeed(actorFor(services, c)) }, 201)),
  )
  app.delete(
    '/api/calendar-feed',
    docs.stopFeed,
    rest(services, async (c) => {
      await revokeCalendarFeed(actorFor(services, c))
      return c.json({ message: 'Calendar feed turned off' })
    }),
  )
  app.get(
    '/api/calendar/:file',
    docs.feedFile,
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
    docs.pending,
    rest(services, async (c) => {
      const invitations = await listPendingInvitations(actorFor(services, c))
      return c.json(invitations.map((i) => pendingInvitationJson(i, { viewer: c.get('caller').viewer })))
    }),
  )
  app.patch(
    '/api/invitations/:participantId/respond',
    docs.respond,
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
    docs.validate,
    rest(services, async (c) => c.json(await validateInvitee(actorFor(services, c), await jsonBody(c)))),
  )
  app.post(
    '/api/pending-invitations',
    docs.inviteByEmail,
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
