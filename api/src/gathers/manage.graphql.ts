// The organiser's manage screen over GraphQL: one query (`meetup(id:)` with the people as a
// paginated connection, the pending e-mail invitations and the counts of the pending banner),
// mutations returning what the screen's store needs, and `meetupUpdated` for open screens.
import { encodeGlobalID } from '@pothos/plugin-relay'
import { actorOfContext } from '../core/actor.js'
import { prisma } from '../core/db.js'
import { ConflictError, ForbiddenError, NotFoundError, RateLimitError, ValidationError } from '../core/errors.js'
import type { MeetupUpdatedEvent } from '../core/realtime/pubsub.js'
import { builder } from '../edge/graphql/builder.js'
import { withFreshLoaders } from '../edge/graphql/loaders.js'
import {
  addParticipant,
  remindPending,
  removeParticipant,
  resendInvites,
  rotateShareLink,
  updateMeetup,
} from '../gathers/manage.service.js'
import { watchMeetup } from '../live/streams/watch.service.js'
import { emailsVisibleWhere, gatherRules } from './policy.js'

const meetupArg = 'The gather (global id or UUID).'

const manageErrors = [ValidationError, NotFoundError, ForbiddenError, ConflictError, RateLimitError]

builder.queryField('displayTimeZone', (t) =>
  t.string({
    description:
      'The IANA time zone the manage screen shows and edits times in (DISPLAY_TIME_ZONE, default America/Phoenix).',
    resolve: (_root, _args, context) => context.config.displayTimeZone,
  }),
)

builder.prismaObjectFields('Meetup', (t) => ({
  // The counts: one batched statement for all of them and all the gathers of a response (loaders.ts).
  participantCount: t.int({
    description: 'Everyone in the gather, organiser included.',
    select: { id: true },
    resolve: async (meetup, _args, context) => (await context.loaders.meetupCounts.load(meetup.id)).participants,
  }),
  pendingParticipantCount: t.int({
    description: 'Participants who have not answered their invitation (invited or pending).',
    select: { id: true },
    resolve: async (meetup, _args, context) => (await context.loaders.meetupCounts.load(meetup.id)).pending,
  }),
  pendingInvitationCount: t.int({
    description: 'E-mail invitations not accepted yet: counted for the organiser only (0 for anyone else).',
    select: { id: true, userId: true },
    resolve: async (meetup, _args, context) =>
      gatherRules.canSeeEmails({ viewer: context.viewer, meetup })
        ? (await context.loaders.meetupCounts.load(meetup.id)).invitations
        : 0,
  }),
  pendingInvitations: t.relatedConnection('pendingInvitations', {
    cursor: 'id',
    totalCount: true,
    description: 'E-mail invitations not accepted yet, oldest first: for the organiser only (empty for anyone else).',
    query: (_args, context) => ({
      where: { ...noneUnlessOrganiser(context.viewer?.id), acceptedAt: null },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
  }),
}))

/** A filter on a gather's e-mail invitations that keeps them only when the viewer organises it. */
const noneUnlessOrganiser = emailsVisibleWhere

builder.prismaObjectFields('Participant', (t) => ({
  email: t.string({
    nullable: true,
    description: "The person's e-mail address: for the gather's organiser only, null for anyone else.",
    select: { user: { select: { email: true } }, meetupId: true },
    resolve: async (participant, _args, context) => {
      const userId = await context.loaders.meetupOrganiser.load(participant.meetupId)
      return userId && gatherRules.canSeeEmails({ viewer: context.viewer, meetup: { userId } })
        ? participant.user.email
        : null
    },
  }),
}))

const UpdateMeetupInput = builder.inputType('UpdateMeetupInput', {
  description: 'What to change of a gather; a field left out stays as it is.',
  fields: (t) => ({
    description: t.string({ description: 'The new name: 1–100 characters after trimming.' }),
    startTime: t.string({ description: 'The new start, an ISO-8601 instant; the end is recomputed.' }),
  }),
})

const MeetupUpdate = builder
  .objectRef<{ meetupId: string; nameChanged: boolean; timeChanged: boolean }>('MeetupUpdate')
  .implement({
    description: 'A gather after an edit, and what the edit changed.',
    fields: (t) => ({
      nameChanged: t.exposeBoolean('nameChanged', { description: 'The name is different from before.' }),
      timeChanged: t.exposeBoolean('timeChanged', {
        description: 'The start moved: offer to send updated invitations (resendInvites).',
      }),
      meetup: t.prismaField({
        type: 'Meetup',
        description: 'The gather as it is now.',
        resolve: (query, update) => prisma().meetup.findUniqueOrThrow({ ...query, where: { id: update.meetupId } }),
      }),
    }),
  })

/** A nullable relation with nothing behind it: marks the query as considered (onUnusedQuery). */
function nothing(query: object): null {
  void { ...query }
  return null
}

const AddedParticipantRef = builder
  .objectRef<{ meetupId: string; participantId: string | null; invitationId: string | null }>('AddedParticipant')
  .implement({
    description: 'Who was added: a participant (by Gather ID) or an e-mail invitation.',
    fields: (t) => ({
      participant: t.prismaField({
        type: 'Participant',
        nullable: true,
        description: 'The person added by Gather ID, as a participant; null when an e-mail address was added.',
        resolve: (query, added) =>
          added.participantId
            ? prisma().participant.findUnique({ ...query, where: { id: added.participantId } })
            : nothing(query),
      }),
      pendingInvitation: t.prismaField({
        type: 'PendingInvitation',
        nullable: true,
        description: 'The invitation e-mailed to the address added; null when a Gather ID was added.',
        resolve: (query, added) =>
          added.invitationId
            ? prisma().pendingInvitation.findUnique({ ...query, where: { id: added.invitationId } })
            : nothing(query),
      }),
      meetup: t.prismaField({
        type: 'Meetup',
        description: 'The gather, with its counts as they are now.',
        resolve: (query, added) => prisma().meetup.findUniqueOrThrow({ ...query, where: { id: added.meetupId } }),
      }),
    }),
  })

const RemovedParticipant = builder
  .objectRef<{ meetupId: string; participantId: string }>('RemovedParticipant')
  .implement({
    description: 'Someone removed from a gather.',
    fields: (t) => ({
      removedParticipantId: t.id({
        description: 'The global id, for @deleteEdge.',
        resolve: (removed) => encodeGlobalID('Participant', removed.participantId),
      }),
      meetup: t.prismaField({
        type: 'Meetup',
        description: 'The gather, with its counts as they are now.',
        resolve: (query, removed) => prisma().meetup.findUniqueOrThrow({ ...query, where: { id: removed.meetupId } }),
      }),
    }),
  })

const EmailsSent = builder.objectRef<{ emailsSent: number }>('EmailsSent').implement({
  description: 'A round of e-mails queued (sent by jobs, with retries).',
  fields: (t) => ({ emailsSent: t.exposeInt('emailsSent', { description: 'How many e-mails were queued.' }) }),
})

builder.mutationFields((t) => ({
  updateMeetup: t.field({
    type: MeetupUpdate,
    authScopes: { signedIn: true },
    description: 'Renames or reschedules a gather (organiser only).',
    errors: { types: manageErrors },
    args: {
      meetupId: t.arg.id({ required: true, description: meetupArg }),
      input: t.arg({ type: UpdateMeetupInput, required: true, description: 'What to change.' }),
    },
    resolve: async (_root, { meetupId, input }, context) => {
      const result = await updateMeetup(actorOfContext(context), String(meetupId), input)
      return { meetupId: result.meetup.id, nameChanged: result.nameChanged, timeChanged: result.timeChanged }
    },
  }),
  addParticipant: t.field({
    type: AddedParticipantRef,
    authScopes: { signedIn: true },
    description:
      'The organiser adds someone by Gather ID (invited) or e-mail (an invitation e-mail); anyone signed in adds themselves with their own Gather ID.',
    errors: { types: manageErrors },
    args: {
      meetupId: t.arg.id({ required: true, description: meetupArg }),
      gatherIdOrEmail: t.arg.string({
        required: true,
        description: "A Gather ID ('@' optional, any case) or an e-mail address.",
      }),
    },
    resolve: async (_root, { meetupId, gatherIdOrEmail }, context) => {
      const added = await addParticipant(actorOfContext(context), String(meetupId), { gatherIdOrEmail })
      return {
        meetupId: added.meetupId,
        participantId: added.kind === 'participant' ? added.participant.id : null,
        invitationId: added.kind === 'email' ? added.invitation.id : null,
      }
    },
  }),
  removeParticipant: t.field({
    type: RemovedParticipant,
    authScopes: { signedIn: true },
    description: 'Removes someone from the gather (organiser only); the organiser cannot be removed.',
    errors: { types: manageErrors },
    args: {
      meetupId: t.arg.id({ required: true, description: meetupArg }),
      participantId: t.arg.id({ required: true, description: 'The Participant to remove (global id or UUID).' }),
    },
    resolve: async (_root, { meetupId, participantId }, context) => {
      const { meetup, participant } = await removeParticipant(
        actorOfContext(context),
        String(meetupId),
        String(participantId),
      )
      return { meetupId: meetup.id, participantId: participant.id }
    },
  }),
  rotateShareLink: t.prismaField({
    type: 'Meetup',
    authScopes: { signedIn: true },
    description:
      'Makes a new share link for the gather (organiser only): the old link then answers as an unknown link everywhere. People already in it stay.',
    errors: { types: manageErrors },
    args: { meetupId: t.arg.id({ required: true, description: meetupArg }) },
    resolve: async (query, _root, { meetupId }, context) => {
      const meetup = await rotateShareLink(actorOfContext(context), String(meetupId))
      return prisma().meetup.findUniqueOrThrow({ ...query, where: { id: meetup.id } })
    },
  }),
  remindPending: t.field({
    type: EmailsSent,
    authScopes: { signedIn: true },
    description: 'E-mails a reminder to everyone who has not answered, people and e-mail invitations (organiser only).',
    errors: { types: manageErrors },
    args: { meetupId: t.arg.id({ required: true, description: meetupArg }) },
    resolve: (_root, { meetupId }, context) => remindPending(actorOfContext(context), String(meetupId)),
  }),
  resendInvites: t.field({
    type: EmailsSent,
    authScopes: { signedIn: true },
    description: 'E-mails an updated calendar invitation to everyone invited (organiser only).',
    errors: { types: manageErrors },
    args: { meetupId: t.arg.id({ required: true, description: meetupArg }) },
    resolve: (_root, { meetupId }, context) => resendInvites(actorOfContext(context), String(meetupId)),
  }),
}))

const MeetupUpdatedEventRef = builder.objectRef<MeetupUpdatedEvent>('MeetupUpdatedEvent').implement({
  description: 'The gather changed (name, time or people): read what you show of it again.',
  fields: (t) => ({
    meetupId: t.exposeID('meetupId', { description: "The gather's UUID (Meetup.databaseId)." }),
    meetup: t.prismaField({
      type: 'Meetup',
      nullable: true,
      description: 'The gather as it is now; null once deleted.',
      resolve: (query, event) => prisma().meetup.findUnique({ ...query, where: { id: event.meetupId } }),
    }),
  }),
})

builder.subscriptionField('meetupUpdated', (t) =>
  t.field({
    type: MeetupUpdatedEventRef,
    authScopes: { signedIn: true },
    description:
      'Changes to a gather (name, time, e-mail invitations, people joining, answering or removed), for its participants; ends with an ACCESS_ENDED error when your access ends.',
    args: { meetupId: t.arg.id({ required: true, description: meetupArg }) },
    subscribe: async function* (_root, { meetupId }, context) {
      const { events } = await watchMeetup(actorOfContext(context), String(meetupId), [
        'meetupUpdated',
        'participantChanged',
      ])
      for await (const { topic, event } of withFreshLoaders(context, events)) {
        // People joining, answering or removed change the gather's counts too.
        if (topic === 'meetupUpdated') yield event
        else if (event.kind === 'joined' || event.kind === 'invitation' || event.kind === 'removed') {
          yield { meetupId: event.meetupId }
        }
      }
    },
    resolve: (event) => event,
  }),
)
