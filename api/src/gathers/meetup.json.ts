// The REST shapes of gathers and their participants. A gather carries both coordinate names
// older clients use (lat/lon and locationLat/locationLon); what it shows of its venue and people
// follows the gathers' access rules, as GraphQL's fields do.

import { z } from 'zod'
import { personJson, personShape } from '../accounts/user.json.js'
import type { Participant, User } from '../core/db/prisma.js'
import type { MeetupWithPeople } from './participants.service.js'
import { type GatherAccess, gatherRules, isEnded } from './policy.js'

const invitationStatus = z.enum(['invited', 'pending', 'accepted', 'declined'])
export const participantShape = z
  .object({
    id: z.string(),
    meetupId: z.string(),
    userId: z.string(),
    invitationStatus,
    status: z.string().meta({ description: 'on-my-way, here, running-late, joined or invited' }),
    user: personShape,
  })
  .meta({ id: 'Participant' })

const coordinate = z.number().nullable().optional().meta({ description: 'Only for those in the gather' })
export const meetupShape = z
  .object({
    id: z.string(),
    userId: z.string(),
    description: z.string(),
    locationName: z.string(),
    locationAddress: z.string().nullable(),
    lat: coordinate,
    lon: coordinate,
    locationLat: coordinate,
    locationLon: coordinate,
    shareableLink: z.string().nullable().meta({ description: 'Null for anyone without a place in it' }),
    startTime: z.date().nullable(),
    expirationTime: z.date().nullable(),
    isActive: z.boolean(),
    createdAt: z.date(),
    weatherTemp: z.number().nullable(),
    weatherIcon: z.string(),
    weatherCondition: z.string().nullable(),
    groupId: z.string().nullable(),
    creator: personShape,
    participants: z.array(participantShape),
  })
  .meta({ id: 'Meetup' })

export function participantJson(
  participant: Participant & { user: User },
  access: Pick<GatherAccess, 'viewer'>,
): z.output<typeof participantShape> {
  return {
    id: participant.id,
    meetupId: participant.meetupId,
    userId: participant.userId,
    invitationStatus: participant.invitationStatus,
    status: participant.status.replaceAll('_', '-'),
    user: personJson(participant.user, gatherRules.canSeeGatherIds(access)),
  }
}

export function meetupJson(
  meetup: MeetupWithPeople,
  access: GatherAccess,
  now = new Date(),
): z.output<typeof meetupShape> {
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
