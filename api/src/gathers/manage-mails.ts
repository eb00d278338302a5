// The organiser's e-mails: reminders to people who have not answered yet, and updated
// invitations after an edit. Times are written in the display time zone (America/Phoenix, spec
// 001 section 9) with its abbreviation; the attached calendar file carries exact UTC times.
import { formatWhen } from './mails.js'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

interface GatherFacts {
  description: string
  locationName: string
  locationAddress: string | null
  startTime: Date | null
}

const whereOf = (meetup: GatherFacts) => [meetup.locationName, meetup.locationAddress].filter(Boolean).join(', ')

/**
 * A reminder to someone invited who has not answered: a participant with an account (who answers
 * on their home screen or by opening the link) or an e-mail invitee not on Gather yet.
 */
export function reminderMail(input: {
  organiser: string
  meetup: GatherFacts
  joinUrl: string
  onGather: boolean
  timeZone: string
}) {
  const { organiser, meetup, joinUrl, onGather } = input
  const when = formatWhen(meetup.startTime, input.timeZone)
  const where = whereOf(meetup)
  const ask = onGather
    ? 'Open the gather to let them know you are coming:'
    : 'Join the gather and see everyone arrive on the live map:'
  return {
    subject: `Reminder: ${organiser} invited you to "${meetup.description}"`,
    text: `${organiser} is waiting for your answer to "${meetup.description}".\n\nWhere: ${where}\nWhen: ${when}\n\n${ask}\n${joinUrl}\n\nYour location is shared only when you choose, and deleted when the gather ends.\n`,
    html: `<p>${escapeHtml(organiser)} is waiting for your answer to <strong>${escapeHtml(meetup.description)}</strong>.</p><p>Where: ${escapeHtml(where)}<br>When: ${escapeHtml(when)}</p><p><a href="${escapeHtml(joinUrl)}">${escapeHtml(ask.replace(/:$/, ''))}</a></p><p>Your location is shared only when you choose, and deleted when the gather ends.</p>`,
  }
}

/** An updated invitation: the gather's current name, place and time, with a calendar update attached. */
export function updateMail(input: { organiser: string; meetup: GatherFacts; joinUrl: string; timeZone: string }) {
  const { organiser, meetup, joinUrl } = input
  const when = formatWhen(meetup.startTime, input.timeZone)
  const where = whereOf(meetup)
  return {
    subject: `Updated: "${meetup.description}" is now ${when}`,
    text: `${organiser} updated "${meetup.description}".\n\nWhere: ${where}\nWhen: ${when}\n\nThe attached calendar invitation replaces the earlier one. See everyone arrive on the live map:\n${joinUrl}\n`,
    html: `<p>${escapeHtml(organiser)} updated <strong>${escapeHtml(meetup.description)}</strong>.</p><p>Where: ${escapeHtml(where)}<br>When: <strong>${escapeHtml(when)}</strong></p><p>The attached calendar invitation replaces the earlier one. <a href="${escapeHtml(joinUrl)}">See everyone arrive on the live map</a>.</p>`,
  }
}
