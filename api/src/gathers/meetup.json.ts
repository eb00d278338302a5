// The REST shapes of gathers and their participants. A gather carries both coordinate names
// older clients use (lat/lon and locationLat/locationLon); what it shows of its venue and people
// follows the gathers' access rules, as GraphQL's fields do.

import { personJson } from '../accounts/user.json.js'
import type { Participant, User } from '../core/db/prisma.js'
import type { MeetupWithPeople } from './participants.service.js'
import { type GatherAccess, gatherRules, isEnded } from './policy.js'

export function participantJson(participant: Participant & { user: User }, access: Pick<GatherAccess, 'viewer'>) {
  return {
    id: participant.id,
    meetupId: participant.meetupId,
    userId: participant.userId,
    invitationStatus: participant.invitationStatus,
    status: participant.status.replaceAll('_', '-'),
    user: personJson(participant.user, gatherRules.canSeeGatherIds(access)),
  }
}

export function meetupJson(meetup: MeetupWithPeople, access: GatherAccess, now = new Date()) {
  const coordinates = gatherRules.canSeeVenue(access)
    ? {
        lat: meetup.locationLat,
        lon: meetup.locationLon,
        locationLat: meetup.locationLat,
        locationLon: meetup.locationLon,
      }
    : {}
  return {
    id: meetup.id,
    userId: meetup.userId,
    description: meetup.description,
    locationName: meetup.locationName,
    locationAddress: meetup.locationAddress,
    ...coordinates,
    shareableLink: gatherRules.canSeeShareLink(access) ? meetup.shareableLink : null,
    startTime: meetup.startTime,
    expirationTime: meetup.expirationTime,
    isActive: meetup.isActive && !isEnded(meetup, now),
    createdAt: meetup.createdAt,
    weatherTemp: meetup.weatherTemp,
    weatherIcon: meetup.weatherIcon,
    weatherCondition: meetup.weatherCondition,
    groupId: meetup.groupId,
    creator: personJson(meetup.organiser, gatherRules.canSeeGatherIds(access)),
    participants: meetup.participants.map((p) => participantJson(p, access)),
  }
}
