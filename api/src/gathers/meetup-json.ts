// The REST shapes of gathers and people (spec 000 section 3, 001 section 3). A gather carries
// both coordinate names the two documents use (lat/lon and locationLat/locationLon).
import type { Meetup, Participant, Prisma, User } from '@prisma/client'
import { type GatherAccess, gatherRules, recordAmong } from './policy.js'
import { isExpired } from './schedule.js'

export type MeetupWithPeople = Meetup & {
  organiser: User
  participants: (Participant & { user: User })[]
}

/** Another person's public profile: never their e-mail address; the Gather ID when `showGatherId`. */
export function personJson(
  user: Pick<User, 'id' | 'displayName' | 'firstName' | 'lastName' | 'gatherId' | 'profileImageUrl'>,
  showGatherId = true,
) {
  return {
    id: user.id,
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    gatherID: showGatherId ? user.gatherId : null,
    profileImageUrl: user.profileImageUrl,
  }
}

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

/** The viewer's access read from a gather loaded with its people (no extra query). */
export function accessFromPeople(viewer: Pick<User, 'id'> | null, meetup: MeetupWithPeople): GatherAccess {
  const participant = viewer ? recordAmong(viewer, meetup.participants) : null
  return { viewer, meetup, participant, removed: false }
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
    isActive: meetup.isActive && !isExpired(meetup.expirationTime, now),
    createdAt: meetup.createdAt,
    weatherTemp: meetup.weatherTemp,
    weatherIcon: meetup.weatherIcon,
    weatherCondition: meetup.weatherCondition,
    groupId: meetup.groupId,
    creator: personJson(meetup.organiser, gatherRules.canSeeGatherIds(access)),
    participants: meetup.participants.map((p) => participantJson(p, access)),
  }
}

/** What the lists load for each gather: organiser and participants with their people, in order. */
export const withPeople = {
  organiser: true,
  participants: { include: { user: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.MeetupInclude
