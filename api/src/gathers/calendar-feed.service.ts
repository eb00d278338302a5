// A person's private calendar feed: one webcal:// link with all their gathers, which phones'
// calendars re-read by themselves. An edit raises the event's SEQUENCE (calendarSequence); a
// deleted gather stays in the feed as STATUS:CANCELLED until 30 days after it would have ended.
// The link is the feed's id signed with the server's key, so Settings can show it again, and
// turning the feed off (or making a new link) deletes the row: the old link answers 404. The
// link is an account secret: access tokens can neither read it nor make or revoke it.

import { createEvents, type EventAttributes } from 'ics'
import { assertTokenMay } from '../accounts/tokens.policy.js'
import type { Actor } from '../core/actor.js'
import { requireViewer } from '../core/actor.js'
import type { Services } from '../core/context.js'
import type { InvitationStatus, Meetup } from '../core/db/prisma.js'
import { prisma } from '../core/db.js'
import { NotFoundError } from '../core/errors.js'
import { parseId } from '../core/lib/ids.js'
import { macOf, sameMac } from '../core/lib/signing.js'
import { calendarUid, venueGeo } from './calendar.js'
import { joinUrl } from './links.js'
import { gatherRules, loadGatherAccess } from './policy.js'
import { gatherDurationMs } from './schedule.policy.js'

type Deps = Pick<Services, 'config'>

/** At most this many gathers in a feed (history is kept 30 days, so a person rarely has more). */
const feedLimit = 500
/** `lastUsedAt` is written at most this often: calendar apps poll, each poll need not write. */
const lastUsedResolutionMs = 60 * 60 * 1000

export interface CalendarFeedLinks {
  /** https:// address of the .ics file. */
  url: string
  /** The same address as webcal://, which phones open as "subscribe". */
  webcalUrl: string
  createdAt: Date
  lastUsedAt: Date | null
}

async function linksOf(config: Deps['config'], feed: { id: string; createdAt: Date; lastUsedAt: Date | null }) {
  const url = `${config.appUrl}/api/calendar/${feed.id}.${await macOf(config, `calendar-feed:${feed.id}`)}.ics`
  return {
    url,
    webcalUrl: url.replace(/^https?:/, 'webcal:'),
    createdAt: feed.createdAt,
    lastUsedAt: feed.lastUsedAt,
  } satisfies CalendarFeedLinks
}

/** The viewer's feed links, or null while they have none. */
export async function myCalendarFeed(actor: Actor<Deps>): Promise<CalendarFeedLinks | null> {
  const user = requireViewer(actor.viewer)
  assertTokenMay(actor, 'account')
  const feed = await prisma().calendarFeed.findUnique({ where: { userId: user.id } })
  return feed ? linksOf(actor.services.config, feed) : null
}

/** A new feed link for the viewer; any earlier link stops working. */
export async function newCalendarFeed(actor: Actor<Deps>): Promise<CalendarFeedLinks> {
  const user = requireViewer(actor.viewer)
  assertTokenMay(actor, 'account')
  const [, feed] = await prisma().$transaction([
    prisma().calendarFeed.deleteMany({ where: { userId: user.id } }),
    prisma().calendarFeed.create({ data: { userId: user.id, createdAt: actor.now() } }),
  ])
  return linksOf(actor.services.config, feed)
}

/** Turns the viewer's feed off: its link answers 404 from now on. */
export async function revokeCalendarFeed(actor: Actor<Deps>): Promise<boolean> {
  const user = requireViewer(actor.viewer)
  assertTokenMay(actor, 'account')
  const { count } = await prisma().calendarFeed.deleteMany({ where: { userId: user.id } })
  return count > 0
}

const notFound = () => new NotFoundError('Calendar feed not found')

/** canSeeVenue for the feed's owner in one of its gathers (with the owner's record read: no read). */
const seesVenue = async (
  ownerId: string,
  meetup: Pick<Meetup, 'id' | 'userId' | 'expirationTime'> & {
    participants: { userId: string; invitationStatus: InvitationStatus }[]
  },
) => gatherRules.canSeeVenue(await loadGatherAccess({ id: ownerId }, meetup, meetup.participants))

/** The feed's .ics text for a link's last segment (`{id}.{mac}.ics`); no session needed. */
export async function calendarFeedFile(actor: Actor<Deps>, file: unknown): Promise<string> {
  const match = typeof file === 'string' ? /^([0-9a-f-]{36})\.([\w-]{43})\.ics$/i.exec(file) : null
  const id = match ? parseId(match[1], 'CalendarFeed') : null
  if (!match || !id) throw notFound()
  if (!sameMac(match[2] as string, await macOf(actor.services.config, `calendar-feed:${id}`))) throw notFound()
  const feed = await prisma().calendarFeed.findUnique({ where: { id } })
  if (!feed) throw notFound()
  const now = actor.now()
  const [meetups, cancelled] = await Promise.all([
    prisma().meetup.findMany({
      where: {
        startTime: { not: null },
        participants: { some: { userId: feed.userId, invitationStatus: 'accepted' } },
        hiddenBy: { none: { userId: feed.userId } },
      },
      // The owner's own record: what the venue rule reads, event by event.
      include: { participants: { where: { userId: feed.userId }, select: { userId: true, invitationStatus: true } } },
      orderBy: { startTime: 'desc' },
      take: feedLimit,
    }),
    prisma().cancelledMeetup.findMany({
      where: { userId: feed.userId },
      orderBy: { startTime: 'desc' },
      take: feedLimit,
    }),
    feed.lastUsedAt && now.getTime() - feed.lastUsedAt.getTime() < lastUsedResolutionMs
      ? null
      : prisma().calendarFeed.update({ where: { id }, data: { lastUsedAt: now } }),
  ])
  const { appUrl } = actor.services.config
  const event = (fields: {
    id: string
    title: string
    location: string
    start: number
    end: number
    sequence: number
  }): EventAttributes => ({
    uid: calendarUid(fields.id),
    sequence: fields.sequence,
    title: fields.title,
    location: fields.location,
    start: fields.start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: fields.end,
    endInputType: 'utc',
    endOutputType: 'utc',
  })
  const venues = await Promise.all(meetups.map((meetup) => seesVenue(feed.userId, meetup)))
  const events: EventAttributes[] = [
    ...meetups.map((meetup, i) => {
      const start = (meetup.startTime as Date).getTime()
      const url = joinUrl(appUrl, meetup.shareableLink)
      return {
        ...event({
          id: meetup.id,
          title: meetup.description,
          location: [meetup.locationName, meetup.locationAddress].filter(Boolean).join(', '),
          start,
          end: Math.max(meetup.expirationTime?.getTime() ?? 0, start + gatherDurationMs),
          sequence: meetup.calendarSequence,
        }),
        status: 'CONFIRMED' as const,
        description: `Open the live map: ${url}`,
        url,
        ...venueGeo(meetup, venues[i] === true),
        lastModified: meetup.updatedAt.getTime(),
      }
    }),
    ...cancelled.map((gone) => ({
      ...event({
        id: gone.meetupId,
        title: gone.description,
        location: [gone.locationName, gone.locationAddress].filter(Boolean).join(', '),
        start: gone.startTime.getTime(),
        end: gone.endTime.getTime(),
        sequence: gone.sequence,
      }),
      status: 'CANCELLED' as const,
      lastModified: gone.cancelledAt.getTime(),
    })),
  ]
  // DTSTAMP from the event's last change (not the time of reading), so an unchanged feed reads
  // the same and calendar apps' ETag checks answer 304.
  const stamped = events.map((e) => ({ ...e, timestamp: e.lastModified }) as unknown as EventAttributes)
  const { error, value } = createEvents(stamped, { productId: 'gather/ics', method: 'PUBLISH', calName: 'Gather' })
  if (error || value == null) throw error ?? new Error('calendar feed could not be made')
  return value
}

/**
 * Before a gather is deleted: its people whose feeds show it keep it as cancelled. Only an
 * upcoming gather needs this (a past one may simply leave the feed).
 */
export async function rememberCancellation(
  meetup: {
    id: string
    description: string
    locationName: string
    locationAddress: string | null
    startTime: Date
    expirationTime: Date | null
    calendarSequence: number
  },
  now: Date,
) {
  const holders = await prisma().calendarFeed.findMany({
    where: { user: { participations: { some: { meetupId: meetup.id, invitationStatus: 'accepted' } } } },
    select: { userId: true },
  })
  if (holders.length === 0) return
  const start = meetup.startTime.getTime()
  await prisma().cancelledMeetup.createMany({
    data: holders.map(({ userId }) => ({
      meetupId: meetup.id,
      userId,
      description: meetup.description,
      locationName: meetup.locationName,
      locationAddress: meetup.locationAddress,
      startTime: meetup.startTime,
      endTime: new Date(Math.max(meetup.expirationTime?.getTime() ?? 0, start + gatherDurationMs)),
      sequence: meetup.calendarSequence + 1,
      cancelledAt: now,
    })),
    skipDuplicates: true,
  })
}
