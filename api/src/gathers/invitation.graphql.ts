// E-mail invitations (PendingInvitation) and the check of an entry in an invite box
// (InviteeCheck): a Gather ID that someone has, or an e-mail address.
import { actorOfContext } from '../core/actor.js'
import { prisma } from '../core/db.js'
import { ForbiddenError, NotFoundError, RateLimitError, ValidationError } from '../core/errors.js'
import { builder } from '../edge/graphql/builder.js'
import { uuidOrNone } from '../edge/graphql/ids.js'
import { inviteByEmail, validateInvitee } from './invitations.service.js'
import { emailsVisibleWhere, gatherRules } from './policy.js'

const PendingInvitationRef = builder.prismaNode('PendingInvitation', {
  id: { field: 'id' },
  // An e-mail invitation is the organiser's alone (rule canSeeEmails), by node(id) too.
  findUnique: (id, context) => ({ id: uuidOrNone(id), AND: [emailsVisibleWhere(context.viewer?.id)] }),
  nullable: true,
  description:
    "An invitation e-mailed to an address, waiting until someone opens its join link; seen by the gather's organiser only.",
  fields: (t) => ({
    databaseId: t.exposeID('id', { description: 'The UUID used in REST paths.' }),
    email: t.string({
      description: "The address invited; empty for anyone but the gather's organiser.",
      select: { email: true, meetupId: true },
      resolve: async (invitation, _args, context) => {
        const userId = await context.loaders.meetupOrganiser.load(invitation.meetupId)
        return userId && gatherRules.canSeeEmails({ viewer: context.viewer, meetup: { userId } })
          ? invitation.email
          : ''
      },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was sent (UTC).' }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      description: 'When it lapses (UTC): when the gather ends (a week after it was sent for a gather without a time).',
    }),
  }),
})

builder.mutationField('inviteByEmail', (t) =>
  t.prismaField({
    type: PendingInvitationRef,
    authScopes: { signedIn: true },
    description: 'E-mails an app invitation with the join link (organiser only); once per address.',
    errors: { types: [ValidationError, NotFoundError, ForbiddenError, RateLimitError] },
    args: {
      meetupId: t.arg.id({ required: true, description: 'The gather (global id or UUID).' }),
      email: t.arg.string({ required: true, description: 'The address to invite (any case).' }),
    },
    resolve: async (query, _root, { meetupId, email }, context) => {
      const { invitation } = await inviteByEmail(actorOfContext(context), { meetupId: String(meetupId), email })
      return prisma().pendingInvitation.findUniqueOrThrow({ ...query, where: { id: invitation.id } })
    },
  }),
)

const InviteeCheck = builder
  .objectRef<{
    userExists: boolean
    isEmail: boolean
    email: string | null
    gatherID: string | null
    displayName: string | null
    alreadyInGather: boolean
    message: string
  }>('InviteeCheck')
  .implement({
    description: 'What an entry in an invite box is: a Gather ID that someone has, or an e-mail address.',
    fields: (t) => ({
      userExists: t.exposeBoolean('userExists', {
        description: 'A Gather ID that someone has. Always false for an e-mail address (never matched to an account).',
      }),
      isEmail: t.exposeBoolean('isEmail', {
        description: 'The entry is an e-mail address, which gets an invitation e-mail.',
      }),
      email: t.exposeString('email', {
        nullable: true,
        description: 'The address, normalised (lower case); null for a Gather ID.',
      }),
      gatherId: t.exposeString('gatherID', {
        nullable: true,
        description: "The person's Gather ID as they spell it (without '@'); null for an e-mail address or nobody.",
      }),
      displayName: t.exposeString('displayName', {
        nullable: true,
        description: "The person's display name; null for an e-mail address or nobody.",
      }),
      alreadyInGather: t.exposeBoolean('alreadyInGather', {
        description: 'With meetupId: the person (or e-mail address) is already in that gather or invited to it.',
      }),
      message: t.exposeString('message', { description: 'What to show beside the entry, in English.' }),
    }),
  })

builder.queryField('inviteeCheck', (t) =>
  t.field({
    type: InviteeCheck,
    authScopes: { signedIn: true },
    description:
      'Is there someone with this Gather ID (and, given one of your gathers, are they in it)? E-mail addresses are never matched to accounts.',
    errors: { types: [ValidationError, RateLimitError, NotFoundError, ForbiddenError] },
    args: {
      gatherIdOrEmail: t.arg.string({
        required: true,
        description:
          "A Gather ID ('@' optional, any case) or an e-mail address. Counts toward 60 Gather-ID lookups per minute.",
      }),
      meetupId: t.arg.id({ description: 'One of your gathers (organiser only): also say whether the entry is in it.' }),
    },
    resolve: (_root, args, context) =>
      validateInvitee(actorOfContext(context), {
        gatherIdOrEmail: args.gatherIdOrEmail,
        meetupId: args.meetupId == null ? null : String(args.meetupId),
      }),
  }),
)
