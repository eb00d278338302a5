// When a signed-in device was last active, said as coarsely as the server knows it: a session's
// lastSeenAt is written at most once an hour, so anything under an hour is "the last hour".
// Pure, with the clock passed in, so that it is unit-testable.

const hourMs = 60 * 60 * 1000
const dayMs = 24 * hourMs

/** 'Active in the last hour', then 'Last active 3 hours ago', 'Last active yesterday', 'Last active 4 days ago'. */
export function lastActive(at: Date | string, now: number): string {
  const ms = now - new Date(at).getTime()
  if (!Number.isFinite(ms) || ms < hourMs) return 'Active in the last hour'
  if (ms < dayMs) {
    const hours = Math.floor(ms / hourMs)
    return `Last active ${hours} ${hours === 1 ? 'hour' : 'hours'} ago`
  }
  const days = Math.floor(ms / dayMs)
  return days === 1 ? 'Last active yesterday' : `Last active ${days} days ago`
}

/** Devices as the list shows them: this device first, the others as the server ordered them. */
export function thisDeviceFirst<T extends { current: boolean }>(sessions: readonly T[]): T[] {
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)]
}
