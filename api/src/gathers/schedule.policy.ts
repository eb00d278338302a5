// Time rules of a gather, computed on the server.
//
// A gather lasts four hours from its start, and at least four hours from the moment it is
// created or rescheduled (so one created at 3 PM for "today 12:00", the form's default, is not
// born expired). Its share link and everyone's shared positions end with it.
import type { Prisma } from '../core/db/prisma.js'
import { isEnded } from './policy.js'

const hourMs = 60 * 60 * 1000
export const gatherDurationMs = 4 * hourMs
/** A gather shows as 'Live' from an hour before its start (people are on their way) until it ends. */
export const liveLeadMs = hourMs

export function expirationFor(startTime: Date, now = new Date()): Date {
  return new Date(Math.max(startTime.getTime(), now.getTime()) + gatherDurationMs)
}

/** Midnight UTC of the day of `now`: the dashboard splits active and past on UTC calendar days. */
export function startOfUtcDay(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}

/** Past: its start is before today's (UTC) calendar day. No start time means active. */
export const isPast = (startTime: Date | null, now = new Date()) => startTime !== null && startTime < startOfUtcDay(now)

/**
 * The one rule for the past, for creating and rescheduling alike: a gather may start up to an
 * hour ago (people already there), but not earlier, and not on a day before today's (UTC) day,
 * where the dashboard would file it under Past the moment it is made.
 */
export const startGraceMs = hourMs
export const earliestStart = (now = new Date()) =>
  new Date(Math.max(now.getTime() - startGraceMs, startOfUtcDay(now).getTime()))

export function isLive(
  meetup: { isActive: boolean; startTime: Date | null; expirationTime: Date | null },
  now = new Date(),
) {
  if (!meetup.isActive || isEnded(meetup, now)) return false
  return meetup.startTime === null || meetup.startTime.getTime() - liveLeadMs <= now.getTime()
}

/** Prisma filters for the same rules, so that lists are split and sorted in the database. */
export const activeWhere = (now = new Date()) => ({
  OR: [{ startTime: null }, { startTime: { gte: startOfUtcDay(now) } }],
})
export const pastWhere = (now = new Date()) => ({ startTime: { lt: startOfUtcDay(now) } })

/** Ascending by start time, gatherings without one last. */
export const meetupOrder: Prisma.MeetupOrderByWithRelationInput[] = [
  { startTime: { sort: 'asc', nulls: 'last' } },
  { createdAt: 'asc' },
  { id: 'asc' },
]
