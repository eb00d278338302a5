// The REST shape of an invitation waiting for the invited person's answer: who invited, the
// gather, and its first people for the card (GET /api/invitations/pending).
import { z } from 'zod'
import { personJson, personShape } from '../accounts/user.json.js'
import type { listPendingInvitations } from './invitations.service.js'
import { type GatherAccess, gatherRules, isEnded } from './policy.js'

type PendingInvitation = Awaited<ReturnType<typeof listPendingInvitations>>[number]

export const pendingInvitationShape = z
  .object({
    id: z.string(),
    participantId: z.string(),
    meetupId: z.string(),
    invitationStatus: z.enum(['invited', 'pending', 'accepted', 'declined']),
    invitedAt: z.date(),
    meetup: z.object({
      id: z.string(),
      description: z.string(),
      locationName: z.string(),
      locationAddress: z.string().nullable(),
      startTime: z.date().nullable(),
      expirationTime: z.date().nullable(),
      isActive: z.boolean(),
      shareableLink: z.string(),
      weatherTemp: z.number().nullable(),
      weatherIcon: z.string(),
      weatherCondition: z.string().nullable(),
    }),
    inviter: personShape,
    participants: z.array(personShape),
    participantCount: z.number(),
  })
  .meta({ id: 'PendingInvitation' })

export function pendingInvitationJson(
  { meetup, ...participant }: PendingInvitation,
  access: Pick<GatherAccess, 'viewer'>,
): z.output<typeof pendingInvitationShape> {
  const showGatherIds = gatherRules.canSeeGatherIds(access)
  return {
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
      isActive: meetup.isActive && !isEnded(meetup),
      shareableLink: meetup.shareableLink,
      weatherTemp: meetup.weatherTemp,
      weatherIcon: meetup.weatherIcon,
      weatherCondition: meetup.weatherCondition,
    },
    inviter: personJson(meetup.organiser, showGatherIds),
    participants: meetup.participants.map((p) => personJson(p.user, showGatherIds)),
    participantCount: meetup._count.participants,
  }
}
