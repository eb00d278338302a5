// How gathers read on cards, in the browser's time zone.
import { truncate } from '../../../api/src/core/lib/graphemes'

/** 'Today 3:00 PM' today; 'Nov 28 3:00 PM' within this year; 'Jan 5, 27' for another year. */
export function cardTime(value: string | Date, now = new Date()): string {
  const date = new Date(value)
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })
  if (date.toDateString() === now.toDateString()) return `Today ${time}`
  const monthDay = date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })
  if (date.getFullYear() === now.getFullYear()) return `${monthDay} ${time}`
  return `${monthDay}, ${String(date.getFullYear()).slice(-2)}`
}

/** Location text on a card: at most 45 characters, then '...'. */
export const cardLocation = (name: string) => truncate(name, 45, '...')

/** The title of a gather: its description, else 'Gather'. */
export const gatherTitle = (description: string | null | undefined) => description?.trim() || 'Gather'

/** The date and time inputs' defaults: today (local) and 12:00. */
export function defaultWhen(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0')
  return { date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`, time: '12:00' }
}

/** The local date and time typed in the form, as an ISO instant (decides the start on the server). */
export function scheduledDateTime(date: string, time: string): string | null {
  const local = new Date(`${date}T${time}:00`)
  return Number.isNaN(local.getTime()) ? null : local.toISOString()
}

const hourMs = 60 * 60 * 1000

/**
 * The server's one rule for the past, mirrored so the form says it before sending: a gather may
 * start up to an hour ago, but not earlier, and not on a UTC day before today's (where the
 * dashboard would file it under Past at once).
 */
export function startHasPassed(startIso: string, now = new Date()): boolean {
  const midnightUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return new Date(startIso).getTime() < Math.max(now.getTime() - hourMs, midnightUtc)
}

export const startPassedMessage = 'That date and time has already passed'

/** A person's name as others see it. */
export function personName(person: {
  displayName?: string | null
  firstName?: string | null
  lastName?: string | null
  gatherId?: string | null
}) {
  return (
    person.displayName?.trim() ||
    [person.firstName, person.lastName].filter(Boolean).join(' ').trim() ||
    (person.gatherId ? `@${person.gatherId}` : 'Unknown User')
  )
}

/** Gather IDs are typed with or without '@'. */
export const stripAt = (value: string) => value.trim().replace(/^@/, '')

/** An input counts as an e-mail only if it has both '@' and a dot. */
export const looksLikeEmail = (value: string) => {
  const v = stripAt(value)
  return v.includes('@') && v.includes('.')
}

/** The share sheet's content. */
export function shareContent(meetup: { description: string; locationName: string; shareUrl: string }) {
  return {
    title: `Join "${meetup.description}" gather`,
    text: `Join "${meetup.description}" at ${meetup.locationName} on Gather. Location sharing expires automatically when the gather ends.`,
    url: meetup.shareUrl,
  }
}
