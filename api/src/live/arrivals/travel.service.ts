// Distances and travel-time estimates: haversine miles on a sphere
// of radius 3958.8; the time from the person's recent speed when they are moving, else a walking
// (short distances) or driving estimate — the text says which.
import type { HeldPosition } from '../position-store.service.js'

export const earthRadiusMiles = 3958.8

export interface Point {
  lat: number
  lon: number
}

export function haversineMiles(a: Point, b: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLon = rad(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(h)))
}

const walkingMph = 3
const drivingMph = 25
/** Up to this far, people are assumed to walk; further, to drive. */
const walkableMiles = 1.5
/** Slower than this, the person counts as standing still (GPS jitter), not as moving. */
const movingMph = 1
/** Faster than this between two fixes is a GPS jump, not a real speed. */
const plausibleMph = 120
/** Speeds measured over fixes further apart than this are too old to trust. */
const freshSpeedMs = 5 * 60 * 1000

export interface TravelInput {
  position: Point
  venue: Point
  previous?: { position: Point; at: Date } | null
  at: Date
  /** When the gather starts: arriving after it raises the alert. */
  startTime: Date | null
  now?: Date
}

export interface TravelEstimate {
  distance: number
  minutes: number
  basis: 'arrived' | 'current pace' | 'walking estimate' | 'driving estimate'
  travelTimeText: string
  alert: boolean
}

/** The person's speed in mph from their last two fixes, when fresh and plausible. */
export function recentSpeedMph(input: TravelInput): number | null {
  const { previous, position, at } = input
  if (!previous) return null
  const hours = (at.getTime() - previous.at.getTime()) / 3_600_000
  if (hours <= 0 || hours * 3_600_000 > freshSpeedMs) return null
  const mph = haversineMiles(previous.position, position) / hours
  return mph >= movingMph && mph <= plausibleMph ? mph : null
}

const minutesText = (minutes: number) => {
  if (minutes < 60) return `${Math.max(1, Math.round(minutes))} min`
  const h = Math.floor(minutes / 60)
  const m = Math.round(minutes % 60)
  return m ? `${h} h ${m} min` : `${h} h`
}

export function estimateTravel(input: TravelInput): TravelEstimate {
  const now = input.now ?? new Date()
  const distance = haversineMiles(input.position, input.venue)
  if (distance < 0.1) {
    return { distance, minutes: 0, basis: 'arrived', travelTimeText: 'At location', alert: false }
  }
  const speed = recentSpeedMph(input)
  const basis: TravelEstimate['basis'] = speed
    ? 'current pace'
    : distance <= walkableMiles
      ? 'walking estimate'
      : 'driving estimate'
  const mph = speed ?? (distance <= walkableMiles ? walkingMph : drivingMph)
  const minutes = (distance / mph) * 60
  const arrival = now.getTime() + minutes * 60_000
  return {
    distance,
    minutes,
    basis,
    travelTimeText: `${minutesText(minutes)} away (${basis})`,
    alert:
      input.startTime !== null &&
      arrival > input.startTime.getTime() &&
      input.startTime.getTime() > now.getTime() - 60 * 60_000,
  }
}

/** The travel estimate of a participant's held position to their gather's venue, if both are known. */
export function travelOf(
  position: Pick<HeldPosition, 'lat' | 'lon' | 'lastUpdated' | 'previous'> | null,
  meetup: { locationLat: number | null; locationLon: number | null; startTime: Date | null },
  now = new Date(),
): TravelEstimate | null {
  if (!position || meetup.locationLat === null || meetup.locationLon === null) return null
  const { previous } = position
  return estimateTravel({
    position: { lat: position.lat, lon: position.lon },
    venue: { lat: meetup.locationLat, lon: meetup.locationLon },
    previous: previous ? { position: { lat: previous.lat, lon: previous.lon }, at: new Date(previous.at) } : null,
    at: new Date(position.lastUpdated),
    startTime: meetup.startTime,
    now,
  })
}
