// The REST shape of an invitation waiting for the invited person's answer: who invited, the
// gather, and its first people for the card (GET /api/invitations/pending).
import { personJson } from '../accounts/user.json.js'
import type { listPendingInvitations } from './invitations.service.js'
import { type GatherAccess, gatherRules, isEnded } from './policy.js'

type PendingInvitation = Awaited<ReturnType<typeof listPendingInvitations>>[number]

export function pendingInvitationJson(
  { meetup, ...participant }: PendingInvitation,
  access: Pick<GatherAccess, 'viewer'>,
) {
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
