// Someone's place in a gather (Participant): every field of it (their shared position, ETA and
// sharing for the gather's participants, their e-mail address for its organiser) and the
// mutations that act on one: answering an invitation, a Quick Status, adding and removing people.
import { encodeGlobalID } from '@pothos/plugin-relay'
import { PersonRef } from '../accounts/person.graphql.js'
import { actorOfContext } from '../core/actor.js'
import { prisma } from '../core/db.js'
import {
  ConflictError,
  ForbiddenError,
  GatherIdNotFoundError,
  NotFoundError,
  RateLimitError,
  ValidationError,
} from '../core/errors.js'
import { builder } from '../edge/graphql/builder.js'
import type { Context } from '../edge/graphql/context.js'
import { uuidOrNone } from '../edge/graphql/ids.js'
import { viewerAccess } from '../edge/graphql/loaders.js'
import { EtaRef } from '../live/arrivals/eta.graphql.js'
import { participantEta } from '../live/arrivals/eta.service.js'
import { travelOf } from '../live/arrivals/travel.service.js'
import { TravelTime } from '../live/arrivals/travel-time.graphql.js'
import { updateStatus } from '../live/participants.service.js'
import { heldLoader } from '../live/position-store.service.js'
import { LiveSharingRef } from '../live/sharing.graphql.js'
import { sharingView } from '../live/sharing.service.js'
import { Coordinates } from './coordinates.graphql.js'
import { respondToInvitation } from './invitations.service.js'
import { addParticipant, removeParticipant } from './manage.service.js'
import { gatherRules, visibleMeetupWhere } from './policy.js'

const meetupArg = 'The gather (global id or UUID).'

const manageErrors = [ValidationError, NotFoundError, ForbiddenError, ConflictError, RateLimitError]

export const InvitationStatus = builder.enumType('InvitationStatus', {
  description: "Where someone's invitation to a gather stands.",
  values: {
    INVITED: { value: 'invited', description: 'Invited by Gather ID (by the organiser or a group); no answer yet.' },
    PENDING: {
      value: 'pending',
      description: 'Not answered yet, the same as invited (the spec names both; this server writes invited).',
    },
    ACCEPTED: { value: 'accepted', description: 'In the gather: the organiser, or someone who accepted or joined.' },
    DECLINED: { value: 'declined', description: 'Said no; opening the gather with `rejoin` brings them back in.' },
  } as const,
})

export const ParticipantStatus = builder.enumType('ParticipantStatus', {
  description: "A participant's Quick Status on the live screen, shown to everyone who sees the gather.",
  values: {
    ON_MY_WAY: { value: 'on_my_way', description: 'On my way: set by the person.' },
    HERE: { value: 'here', description: 'Here, at the venue: set by the person.' },
    RUNNING_LATE: { value: 'running_late', description: 'Running late: set by the person.' },
    JOINED: { value: 'joined', description: 'In the gather, no status chosen yet (where accepting starts).' },
    INVITED: { value: 'invited', description: 'Invited, not answered yet.' },
  } as const,
})

/** A response's reads of the position store: one per gather, made again with the loaders. */
const heldLoaders = new WeakMap<Context['loaders'], ReturnType<typeof heldLoader>>()
function heldOf(context: Pick<Context, 'loaders' | 'positionStore'>, p: { id: string; meetupId: string }) {
  let loader = heldLoaders.get(context.loaders)
  if (!loader) {
    loader = heldLoader(context.positionStore)
    heldLoaders.set(context.loaders, loader)
  }
  return loader.load(`${p.meetupId}:${p.id}`)
}

/** Positions and travel times: rule canSeePositions (signed-in people in the gather). */
async function seesPositions(meetupId: string, context: Pick<Context, 'viewer' | 'loaders'>) {
  const access = await viewerAccess(context, meetupId)
  return access !== null && gatherRules.canSeePositions(access)
}

export const ParticipantRef = builder.prismaNode('Participant', {
  id: { field: 'id' },
  // node(id) finds someone only in a gather its viewer may see.
  findUnique: (id, context) => ({
    id: uuidOrNone(id),
    meetup: visibleMeetupWhere(context.viewer?.id ?? null, new Date()),
  }),
  nullable: true,
  description:
    "Someone's place in one gather: their invitation, Quick Status and, for the gather's participants, their shared position. The organiser is a participant too.",
  fields: (t) => ({
    databaseId: t.exposeID('id', { description: 'The UUID used in REST paths.' }),
    invitationStatus: t.expose('invitationStatus', {
      type: InvitationStatus,
      description: 'Where their invitation stands.',
    }),
    status: t.expose('status', { type: ParticipantStatus, description: 'Their Quick Status.' }),
    lastUpdated: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'When they last sent a position (UTC), shown as "last seen"; null when they share none (never shared, or deleted after two hours or when the gather ended). For the gather\'s participants only, as positions are.',
      select: { id: true, meetupId: true },
      resolve: async (participant, _args, context) => {
        const access = await viewerAccess(context, participant.meetupId)
        if (!access || !gatherRules.canSeeFreshness(access)) return null
        const position = (await heldOf(context, participant))?.position
        return position ? new Date(position.lastUpdated) : null
      },
    }),
    seenHereAt: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        "When a position last placed them at the venue (UTC), once they are no longer Here (they walked away, or sent nothing for 10 minutes); null while Here or never there. For the gather's participants only.",
      select: { seenHereAt: true, status: true, meetupId: true },
      resolve: async (participant, _args, context) => {
        if (participant.status === 'here' || !participant.seenHereAt) return null
        const access = await viewerAccess(context, participant.meetupId)
        return access && gatherRules.canSeeFreshness(access) ? participant.seenHereAt : null
      },
    }),
    invitedAt: t.expose('createdAt', {
      type: 'DateTime',
      description: 'When they were invited or joined (UTC).',
    }),
    user: t.relation('user', { type: PersonRef, description: 'The person, with their public profile.' }),
    meetup: t.relation('meetup', { description: 'The gather this is a place in.' }),
    isOrganiser: t.boolean({
      description: "This is the gather's organiser.",
      select: { userId: true, meetupId: true },
      resolve: async (participant, _args, context) =>
        participant.userId === (await context.loaders.meetupOrganiser.load(participant.meetupId)),
    }),
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
    location: t.field({
      type: Coordinates,
      nullable: true,
      description: "This person's shared position: for the gather's participants only.",
      select: { id: true, meetupId: true },
      resolve: async (participant, _args, context) => {
        if (!(await seesPositions(participant.meetupId, context))) return null
        const position = (await heldOf(context, participant))?.position
        return position ? { lat: position.lat, lon: position.lon } : null
      },
    }),
    locationSequence: t.int({
      nullable: true,
      description:
        "Rises with every position: ignore pushed positions with a lower one. For the gather's participants only (null for anyone else), as positions are.",
      select: { id: true, meetupId: true },
      resolve: async (participant, _args, context) => {
        const access = await viewerAccess(context, participant.meetupId)
        if (!access || !gatherRules.canSeeFreshness(access)) return null
        return (await heldOf(context, participant))?.sequence ?? 0
      },
    }),
    eta: t.field({
      type: EtaRef,
      nullable: true,
      description: 'When this person is expected at the venue: for participants only, while they share a position.',
      select: {
        id: true,
        invitationStatus: true,
        status: true,
        meetupId: true,
        meetup: { select: { locationLat: true, locationLon: true, startTime: true } },
      },
      resolve: async (p, _args, context) => {
        if (!(await seesPositions(p.meetupId, context))) return null
        const position = (await heldOf(context, p))?.position ?? null
        return participantEta(context.arrivals, p, position, p.meetup, new Date())
      },
    }),
    travelTime: t.field({
      type: TravelTime,
      nullable: true,
      deprecationReason: 'Use eta: distance, basis, minutes and the arrival time, worked out once per position.',
      description: 'Distance and travel time to the venue: for participants only, when this person shares a position.',
      select: {
        id: true,
        meetupId: true,
        meetup: { select: { locationLat: true, locationLon: true, startTime: true } },
      },
      resolve: async (p, _args, context) => {
        if (!(await seesPositions(p.meetupId, context))) return null
        return travelOf((await heldOf(context, p))?.position ?? null, p.meetup)
      },
    }),
    sharing: t.field({
      type: LiveSharingRef,
      nullable: true,
      description: "This person's sharing (paused since, precision): for the gather's participants only.",
      select: { meetupId: true, sharing: true, meetup: { select: { startTime: true, expirationTime: true } } },
      resolve: async (p, _args, context) =>
        (await seesPositions(p.meetupId, context)) ? sharingView(p.sharing, p.meetup, new Date()) : null,
    }),
  }),
})

const InvitationResponse = builder.enumType('InvitationResponse', {
  description: 'An answer to an invitation.',
  values: {
    ACCEPTED: { value: 'accepted', description: 'Yes: join the gather (it appears among your gathers).' },
    DECLINED: { value: 'declined', description: 'No: you stay out of it (opening it with `rejoin` undoes this).' },
  } as const,
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

builder.mutationFields((t) => ({
  respondToInvitation: t.prismaField({
    type: 'Participant',
    authScopes: { signedIn: true },
    description: 'Answers your invitation to a gather; the participant answered, as it is now.',
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    args: {
      participantId: t.arg.id({
        required: true,
        description: 'Your Participant in that gather (its global id or UUID), from User.pendingInvitations.',
      }),
      response: t.arg({ type: InvitationResponse, required: true, description: 'Your answer.' }),
    },
    resolve: async (query, _root, { participantId, response }, context) => {
      const participant = await respondToInvitation(actorOfContext(context), String(participantId), { response })
      return prisma().participant.findUniqueOrThrow({ ...query, where: { id: participant.id } })
    },
  }),
  updateParticipantStatus: t.prismaField({
    type: 'Participant',
    authScopes: { signedIn: true },
    description: 'Sets your own Quick Status in a gather you are in (accepted); everyone watching sees it change.',
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    args: {
      participantId: t.arg.id({ required: true, description: 'Your own Participant (global id or UUID).' }),
      status: t.arg({
        type: ParticipantStatus,
        required: true,
        description: 'The new status: ON_MY_WAY, HERE or RUNNING_LATE (or back to JOINED).',
      }),
    },
    resolve: async (query, _root, { participantId, status }, context) => {
      const updated = await updateStatus(actorOfContext(context), String(participantId), { status })
      return prisma().participant.findUniqueOrThrow({ ...query, where: { id: updated.id } })
    },
  }),
  addParticipant: t.field({
    type: AddedParticipantRef,
    authScopes: { signedIn: true },
    description:
      'The organiser adds someone by Gather ID (invited) or e-mail (an invitation e-mail); anyone signed in adds themselves with their own Gather ID.',
    errors: { types: [...manageErrors, GatherIdNotFoundError] },
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
}))
