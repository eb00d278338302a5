// The e-mails about gathers. Times are written in the display time zone (DISPLAY_TIME_ZONE,
// America/Phoenix by default as the spec says) with its abbreviation; the attached calendar file
// carries exact UTC times.
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function formatWhen(date: Date | null, timeZone: string) {
  if (!date) return 'Time to be decided'
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date)
}

interface GatherFacts {
  description: string
  locationName: string
  startTime: Date | null
}

export function appInvitationMail(input: { inviter: string; meetup: GatherFacts; joinUrl: string; timeZone: string }) {
  const { inviter, meetup, joinUrl } = input
  const when = formatWhen(meetup.startTime, input.timeZone)
  return {
    subject: `${inviter} invited you to "${meetup.description}" on Gather`,
    text: `${inviter} invited you to "${meetup.description}".\n\nWhere: ${meetup.locationName}\nWhen: ${when}\n\nJoin the gather and see everyone arrive on the live map:\n${joinUrl}\n\nGather has no chat and no feed. Your location is shared only when you choose, and deleted when the gather ends.\n`,
    html: `<p>${escapeHtml(inviter)} invited you to <strong>${escapeHtml(meetup.description)}</strong>.</p><p>Where: ${escapeHtml(meetup.locationName)}<br>When: ${escapeHtml(when)}</p><p><a href="${escapeHtml(joinUrl)}">Join the gather</a> and see everyone arrive on the live map.</p><p>Gather has no chat and no feed. Your location is shared only when you choose, and deleted when the gather ends.</p>`,
  }
}

export function cancellationMail(input: { organiser: string; meetup: GatherFacts; timeZone: string }) {
  const { organiser, meetup } = input
  const when = formatWhen(meetup.startTime, input.timeZone)
  return {
    subject: `Cancelled: "${meetup.description}"`,
    text: `${organiser} cancelled "${meetup.description}" (${meetup.locationName}, ${when}).\n\nThe attached calendar update removes it from your calendar.\n`,
    html: `<p>${escapeHtml(organiser)} cancelled <strong>${escapeHtml(meetup.description)}</strong> (${escapeHtml(meetup.locationName)}, ${escapeHtml(when)}).</p><p>The attached calendar update removes it from your calendar.</p>`,
  }
}

/** How a person is named to others: display name, else full name, else @Gather ID. */
export function nameOf(user: {
  displayName: string | null
  firstName: string | null
  lastName: string | null
  gatherId: string | null
}) {
  return (
    user.displayName?.trim() ||
    [user.firstName, user.lastName].filter(Boolean).join(' ').trim() ||
    (user.gatherId ? `@${user.gatherId}` : 'Someone')
  )
}
