// Sharing on the device (the server enforces the same: api/src/live/sharing-rules.ts): whether
// the device shares now, what it sends of a fix at each precision, and the texts others read.

export type Precision = 'EXACT' | 'APPROXIMATE' | 'STATUS_ONLY'
export type SharingStateName = 'OFF' | 'WAITING' | 'SHARING' | 'PAUSED' | 'STOPPED' | 'ENDED'

export interface OwnSharing {
  state: SharingStateName
  precision: Precision
  consented: boolean
  startsAt: string | null
}

export const precisionChoices: { value: Precision; label: string; hint: string }[] = [
  { value: 'EXACT', label: 'Exact', hint: 'Your position as your phone gives it' },
  { value: 'APPROXIMATE', label: 'Approximate', hint: 'Rounded to about 1 km on this device' },
  { value: 'STATUS_ONLY', label: 'Status only', hint: 'No position ever leaves this device' },
]

/** Rounded to 0.01° (about 1.1 km), half away from zero, as the server stores it. */
export function roundApproximate(value: number) {
  return (Math.sign(value) * Math.round(Math.abs(value) * 100)) / 100
}

/** What leaves the device of a fix: exact, rounded, or nothing at all. */
export function positionToSend(precision: Precision, lat: number, lon: number) {
  if (precision === 'STATUS_ONLY') return null
  if (precision === 'APPROXIMATE') return { lat: roundApproximate(lat), lon: roundApproximate(lon) }
  return { lat, lon }
}

/**
 * Whether the device watches and sends its position now: consented, not stopped, from two hours
 * before the start (the server's WAITING turns into sharing by the clock), and not status only.
 */
export function sharesPosition(sharing: OwnSharing | null | undefined, now: number) {
  if (!sharing?.consented || sharing.precision === 'STATUS_ONLY') return false
  if (sharing.state === 'SHARING' || sharing.state === 'PAUSED') return true
  return sharing.state === 'WAITING' && sharing.startsAt !== null && Date.parse(sharing.startsAt) <= now
}

/** '14:05': the clock time of a pause, in the viewer's zone. */
export function clockTime(iso: string) {
  return new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
}

/** A marker's age: 'just now', '2 min ago', '3 h ago'. */
export function formatAge(iso: string | null | undefined, now: number) {
  if (!iso) return ''
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000)
  if (!Number.isFinite(minutes)) return ''
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min ago`
  return `${Math.floor(minutes / 60)} h ago`
}

/** What the others read of someone's sharing instead of a live-looking position, if anything. */
export function sharingNote(sharing: { state: string; since?: string | null; precision: string } | null | undefined) {
  if (!sharing) return null
  if (sharing.state === 'PAUSED' && sharing.since) return `Paused since ${clockTime(sharing.since)}`
  if (sharing.state === 'STOPPED') return 'Stopped sharing'
  if (sharing.precision === 'STATUS_ONLY' && sharing.state !== 'OFF') return 'Status only'
  return null
}

/**
 * What a row says where no position is held: someone sharing whose position has not come yet
 * (just started, or the server restarted and forgot positions until the phone sends again).
 */
export const noPositionNote = (sharing: { state: string } | null | undefined) =>
  sharing?.state === 'SHARING' ? 'Waiting for position' : 'Not sharing'

/** Their position is rounded to about 1 km: the map draws a circle, the People row says so. */
export const isApproximate = (sharing: { precision: string } | null | undefined) => sharing?.precision === 'APPROXIMATE'
