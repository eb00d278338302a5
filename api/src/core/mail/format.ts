// Words every mail uses: when a gather is, and what a person is called.

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
