// Display rules for the live screen: distances, last-seen times, participant labels,
// and when a shared position counts as stale.

export interface LatLon {
  lat: number
  lon: number
}

export const earthRadiusMiles = 3958.8
export const feetPerMile = 5280

/** Great-circle distance in miles (haversine, Earth radius 3958.8 mi). */
export function haversineMiles(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * 'At location' under 0.1 mi; feet under 1 mi, rounded to 10 ft ('850 ft'); otherwise miles with
 * one decimal ('2.3 mi'). Anything that is not a finite, non-negative number reads '—'.
 */
export function formatDistance(miles: number | null | undefined): string {
  if (miles == null || !Number.isFinite(miles) || miles < 0) return '—'
  if (miles < 0.1) return 'At location'
  if (miles < 1) {
    const feet = Math.round((miles * feetPerMile) / 10) * 10
    if (feet < feetPerMile) return `${feet} ft`
  }
  return `${miles.toFixed(1)} mi`
}

const toMs = (value: Date | string | number) => (value instanceof Date ? value.getTime() : new Date(value).getTime())

/** 'Just now' under a minute (or in the future), then '5m ago', '3h ago', '2d ago'. */
export function formatLastSeen(at: Date | string | number | null | undefined, now: number = Date.now()): string {
  if (at == null) return 'Never'
  const ms = toMs(at)
  if (!Number.isFinite(ms)) return 'Never'
  const seconds = Math.floor((now - ms) / 1000)
  if (seconds < 60) return 'Just now'
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes}m ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours}h ago`
  return `${Math.floor(hours / 24)}d ago`
}

// GraphQL enums are ON_MY_WAY / accepted; the spec writes on-my-way. Accept both.
const normalise = (value: string) => value.trim().toLowerCase().replace(/_/g, '-')

const statusLabels: Record<string, string> = {
  'on-my-way': 'On my way',
  here: 'Here',
  'running-late': 'Running late',
  joined: 'Joined',
  invited: 'Invited',
}

/** The label of a participant status ('ON_MY_WAY' or 'on-my-way' → 'On my way'); default 'Joined'. */
export function statusLabel(status: string | null | undefined): string {
  return (status && statusLabels[normalise(status)]) || 'Joined'
}

/**
 * What the People list shows for someone: the invitation status while it is not
 * accepted ('Declined', 'Pending', or the capitalised value, e.g. 'Invited'); once accepted, the
 * status label. A missing invitation status counts as accepted.
 */
export function participantLabel(p: { invitationStatus?: string | null; status?: string | null }): string {
  const invitation = p.invitationStatus ? normalise(p.invitationStatus) : 'accepted'
  if (invitation === 'accepted') return statusLabel(p.status)
  if (invitation === 'declined') return 'Declined'
  if (invitation === 'pending') return 'Pending'
  return invitation.charAt(0).toUpperCase() + invitation.slice(1)
}

// Staleness. A person's phone reports at its own pace (the sender sends on moves of more than
// 0.00005° at most every 5 s), so "stale" is relative to that person: their update interval is the
// median gap between their recent updates, never below 30 s (so a brisk walker is not flagged after
// a few quiet seconds), and 60 s while fewer than two updates are known. A position is stale when
// it is older than 3 such intervals (or when there is none).
export const staleness = { intervals: 3, floorMs: 30_000, defaultIntervalMs: 60_000, historySize: 10 } as const

/** Adds an update time (ms) to a person's recent history: sorted, without duplicates, at most 10. */
export function recordUpdate(history: readonly number[], at: number): number[] {
  if (!Number.isFinite(at) || history.includes(at)) return [...history]
  return [...history, at].sort((a, b) => a - b).slice(-staleness.historySize)
}

/** The person's update interval in ms: the median gap of their history, floored at 30 s; 60 s if unknown. */
export function updateIntervalMs(history: readonly number[]): number {
  const sorted = [...history].sort((a, b) => a - b)
  const gaps = sorted.slice(1).map((t, i) => t - (sorted[i] as number))
  if (gaps.length === 0) return staleness.defaultIntervalMs
  gaps.sort((a, b) => a - b)
  const mid = Math.floor(gaps.length / 2)
  const median = gaps.length % 2 ? (gaps[mid] as number) : ((gaps[mid - 1] as number) + (gaps[mid] as number)) / 2
  return Math.max(median, staleness.floorMs)
}

/** True when the last update is older than 3 of the person's update intervals, or missing. */
export function isStale(
  lastUpdated: Date | string | number | null | undefined,
  history: readonly number[] = [],
  now: number = Date.now(),
): boolean {
  if (lastUpdated == null) return true
  const ms = toMs(lastUpdated)
  if (!Number.isFinite(ms)) return true
  return now - ms > staleness.intervals * updateIntervalMs(history)
}
