// Sharing bound to the gather over GraphQL: a participant's sharing (LiveSharing: state,
// precision, paused since; Participant.sharing shows it to the gather's people), and the viewer's
// own consent, precision, stop and pause. The service (live/sharing.service.ts) decides everything.
import { actorOfContext } from '../core/actor.js'
import { prisma } from '../core/db.js'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../core/errors.js'
import { builder } from '../edge/graphql/builder.js'
import {
  type SharingView,
  setSharingPaused,
  setSharingPrecision,
  shareLocation,
  stopSharing,
} from './sharing.service.js'

export const SharingPrecision = builder.enumType('SharingPrecision', {
  description: 'How precisely a participant shares their position in one gather; the server enforces it.',
  values: {
    EXACT: { value: 'exact', description: 'The position as the device gives it.' },
    APPROXIMATE: {
      value: 'approximate',
      description: 'Rounded to about 1 km on the device before it is sent, and stored only so.',
    },
    STATUS_ONLY: { value: 'status_only', description: 'No position is ever sent or stored: the status only.' },
  } as const,
})

const SharingState = builder.enumType('SharingState', {
  description: "Where a participant's location sharing stands in one gather, at the time of the read.",
  values: {
    OFF: { value: 'off', description: 'Not consented in this gather yet.' },
    WAITING: { value: 'waiting', description: 'Consented; sharing starts two hours before the start.' },
    SHARING: { value: 'sharing', description: 'Sharing now: their position is live.' },
    PAUSED: { value: 'paused', description: 'Their screen is hidden or locked: the last position is not live.' },
    STOPPED: { value: 'stopped', description: 'Stopped by their tap or 10 minutes after they arrived.' },
    ENDED: { value: 'ended', description: 'The gather has ended.' },
  } as const,
})

export const LiveSharingRef = builder.objectRef<SharingView>('LiveSharing').implement({
  description: "A participant's location sharing in one gather.",
  fields: (t) => ({
    state: t.expose('state', { type: SharingState, description: 'Where their sharing stands now.' }),
    precision: t.expose('precision', { type: SharingPrecision, description: 'The precision they chose.' }),
    consented: t.exposeBoolean('consented', { description: 'They consented to sharing in this gather (once).' }),
    since: t.expose('since', {
      type: 'DateTime',
      nullable: true,
      description: 'Since when paused or stopped.',
    }),
    stopReason: t.exposeString('stopReason', {
      nullable: true,
      description: 'Why it stopped, when stopped: `manual` or `arrived`.',
    }),
    startsAt: t.expose('startsAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When sharing may start (two hours before the gather); null: now.',
    }),
  }),
})

const errors = { types: [ValidationError, NotFoundError, ForbiddenError, ConflictError] }
const participantOf = (query: object, id: string) => prisma().participant.findUniqueOrThrow({ ...query, where: { id } })

builder.mutationFields((t) => ({
  shareLocation: t.prismaField({
    type: 'Participant',
    authScopes: { signedIn: true },
    errors,
    description:
      'Consent (once per gather) and start sharing, or start again after a stop; `precision` is the choice at consent.',
    args: {
      meetupId: t.arg.id({ required: true, description: 'The gather (global id or UUID).' }),
      precision: t.arg({
        type: SharingPrecision,
        description: 'The precision chosen; if omitted, the earlier choice stays (EXACT at first).',
      }),
    },
    resolve: async (query, _root, { meetupId, precision }, context) => {
      const { participant } = await shareLocation(actorOfContext(context), String(meetupId), {
        ...(precision ? { precision } : {}),
      })
      return participantOf(query, participant.id)
    },
  }),
  setSharingPrecision: t.prismaField({
    type: 'Participant',
    authScopes: { signedIn: true },
    errors,
    description: 'Exact, approximate or status only; a less precise choice deletes what was stored.',
    args: {
      meetupId: t.arg.id({ required: true, description: 'The gather (global id or UUID).' }),
      precision: t.arg({ type: SharingPrecision, required: true, description: 'The new precision.' }),
    },
    resolve: async (query, _root, { meetupId, precision }, context) => {
      const { participant } = await setSharingPrecision(actorOfContext(context), String(meetupId), { precision })
      return participantOf(query, participant.id)
    },
  }),
  stopSharing: t.prismaField({
    type: 'Participant',
    authScopes: { signedIn: true },
    errors,
    description: 'Stops sharing in this gather; your stored positions are deleted at once.',
    args: { meetupId: t.arg.id({ required: true, description: 'The gather (global id or UUID).' }) },
    resolve: async (query, _root, { meetupId }, context) => {
      const { participant } = await stopSharing(actorOfContext(context), String(meetupId))
      return participantOf(query, participant.id)
    },
  }),
  setSharingPaused: t.prismaField({
    type: 'Participant',
    authScopes: { signedIn: true },
    errors,
    description: 'Your screen was hidden or locked (paused: true), or shown again (false).',
    args: {
      meetupId: t.arg.id({ required: true, description: 'The gather (global id or UUID).' }),
      paused: t.arg.boolean({
        required: true,
        description: 'True when the screen was hidden, false when shown again.',
      }),
    },
    resolve: async (query, _root, { meetupId, paused }, context) => {
      const { participant } = await setSharingPaused(actorOfContext(context), String(meetupId), paused)
      return participantOf(query, participant.id)
    },
  }),
}))
