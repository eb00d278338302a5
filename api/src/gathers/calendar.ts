// RFC 5545 calendar files for a gather (the `ics` package): a stable UID per gather, the venue
// with GEO for those who may see it (the caller passes canSeeVenue's verdict), and a SEQUENCE
// that rises with every edit so calendars replace the old copy.

import { createEvent, type EventAttributes } from 'ics'
import type { Meetup } from '../core/db/prisma.js'
import { gatherDurationMs } from './schedule.policy.js'

export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL'

export const calendarUid = (meetupId: string) => `${meetupId}@gather`

/** "Picnic in the park!" → "picnic-in-the-park.ics" (ASCII, safe in any header or file system). */
export function calendarFilename(description: string) {
  const slug = description
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return `${slug || 'gather'}.ics`
}

/** The GEO property: the venue's coordinates, for a reader who may see them (canSeeVenue). */
export function venueGeo(meetup: Pick<Meetup, 'locationLat' | 'locationLon'>, mayShow: boolean) {
  return mayShow && meetup.locationLat !== null && meetup.locationLon !== null
    ? { geo: { lat: meetup.locationLat, lon: meetup.locationLon } }
    : {}
}

export function meetupCalendar(
  meetup: Pick<
    Meetup,
    | 'id'
    | 'description'
    | 'locationName'
    | 'locationAddress'
    | 'locationLat'
    | 'locationLon'
    | 'startTime'
    | 'expirationTime'
    | 'calendarSequence'
    | 'createdAt'
    | 'updatedAt'
  >,
  options: {
    joinUrl: string
    organiser?: { name: string; email: string }
    /** The person this copy is for (an invitation or update names its attendee). */
    attendee?: { name?: string; email: string; accepted?: boolean }
    method?: CalendarMethod
    /** The reader may see the venue's coordinates (rule canSeeVenue): GEO only then. */
    venue: boolean
  },
): string {
  if (!meetup.startTime) throw new Error('a gather without a start time has no calendar event')
  const start = meetup.startTime.getTime()
  const end = Math.max(meetup.expirationTime?.getTime() ?? 0, start + gatherDurationMs)
  const location = [meetup.locationName, meetup.locationAddress].filter(Boolean).join(', ')
  const method = options.method ?? 'PUBLISH'
  const attributes: EventAttributes = {
    uid: calendarUid(meetup.id),
    sequence: meetup.calendarSequence,
    method,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    productId: 'gather/ics',
    title: meetup.description,
    description: `${meetup.description}\n\nJoin and see everyone arrive on the live map: ${options.joinUrl}\nLocation sharing expires automatically when the gather ends.`,
    location,
    ...venueGeo(meetup, options.venue),
    url: options.joinUrl,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end,
    endInputType: 'utc',
    endOutputType: 'utc',
    created: meetup.createdAt.getTime(),
    lastModified: meetup.updatedAt.getTime(),
    ...(options.organiser ? { organizer: options.organiser } : {}),
    ...(options.attendee
      ? {
          attendees: [
            {
              ...(options.attendee.name ? { name: options.attendee.name } : {}),
              email: options.attendee.email,
              rsvp: !options.attendee.accepted,
              partstat: options.attendee.accepted ? ('ACCEPTED' as const) : ('NEEDS-ACTION' as const),
              role: 'REQ-PARTICIPANT' as const,
            },
          ],
        }
      : {}),
  }
  const { error, value } = createEvent(attributes)
  if (error || !value) throw error ?? new Error('calendar file could not be made')
  return value
}
