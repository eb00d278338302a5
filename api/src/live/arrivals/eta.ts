// Estimated arrival: pure rules over a person's recent fixes. Fix times are the
// device's own (when it said), so that pace does not depend on network delays; only the ETA's
// clock time and lateness use the server's clock. "How ETAs and statuses are decided" in the
// README says the same in prose.

export interface LatLon {
  lat: number
  lon: number
}

/** One position as the device reported it: metres of accuracy (null: unknown), ms on its clock. */
export interface Fix extends LatLon {
  accuracy: number | null
  at: number
}

export const etaRules = {
  /** Pace is read over this much of the most recent track. */
  windowMs: 5 * 60_000,
  /** At most this many fixes are kept per person. */
  maxFixes: 12,
  /** A pace needs fixes spanning at least this long. */
  minSpanMs: 20_000,
  /** Closing on the venue slower than this (m/s) is no pace. */
  minPaceMps: 0.3,
  /** Faster than this (m/s, ~250 km/h) between two fixes is a GPS jump: the fix is ignored. */
  jumpMps: 70,
  /**
   * A leap: a step of more than this (metres beyond the accuracies) at more than twice the
   * person's last speed. It is believed only once the next fix confirms it.
   */
  leapM: 150,
  /** A fix this many times less precise than the last believed one (and worse than 100 m) is coarse… */
  coarseRatio: 3,
  coarseAboveM: 100,
  /** Accuracy assumed when the device gave none. */
  defaultAccuracyM: 20,
  walkingMps: 1.4,
  drivingMps: 11,
  /** Moving faster than this (m/s, ~11 km/h) means a vehicle. */
  vehicleAboveMps: 3,
  /** With no observed speed, farther than this is assumed to be driven. */
  walkableM: 2000,
} as const

export type EtaBasis = 'here' | 'from pace' | 'walking estimate' | 'driving estimate'

export interface Eta {
  /** Straight-line miles to the venue (the app's unit for distances). */
  distance: number
  basis: EtaBasis
  /** Minutes from `now` to arrival (0 when here). */
  minutes: number
  arrivesAt: Date
  /** Whole minutes after the start the arrival is expected (0 when on time or no start). */
  lateMinutes: number
}

const earthRadiusM = 6_371_000
const metresPerMile = 1609.344

export function metres(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * earthRadiusM * Math.asin(Math.min(1, Math.sqrt(h)))
}

export const accuracyOf = (fix: Fix) => fix.accuracy ?? etaRules.defaultAccuracyM

/** The movement a track can vouch for. */
export interface Track {
  /** The latest believable fix (GPS jumps, spikes and unconfirmed leaps left out). */
  current: Fix
  /** Fixes each farther from the one before than both their accuracies: real movement. */
  moves: Fix[]
  /** Fixes judged wrong for good (jumps, spikes, coarse fixes adding nothing): not worth keeping. */
  dropped: Fix[]
}

/** Metres between two fixes beyond what their accuracies explain (0 when within them). */
const beyondAccuracy = (a: Fix, b: Fix) => Math.max(0, metres(a, b) - Math.max(accuracyOf(a), accuracyOf(b)))

/** Coarse (a cell or Wi-Fi fallback) next to a believed fix, yet agreeing with it: it tells nothing new. */
function coarseAgreeing(fix: Fix, believed: Fix): boolean {
  const accuracy = accuracyOf(fix)
  const coarse = accuracy > etaRules.coarseAboveM && accuracy > etaRules.coarseRatio * accuracyOf(believed)
  return coarse && metres(fix, believed) <= accuracy + accuracyOf(believed)
}

/**
 * Reads a person's fixes (any order) into the movement they vouch for:
 * - a coarse fix that agrees with the last believed one adds nothing and is dropped;
 * - a fix implying more than 70 m/s is a GPS jump, dropped;
 * - a leap (over 150 m beyond the accuracies, over twice the last speed) waits for the next fix:
 *   nearer the leap than the fix before it, it confirms the leap; nearer the fix before, the leap
 *   was a spike, dropped. The newest fix may be a leap still waiting (neither current nor dropped);
 * - a fix within the accuracy of the last movement is noise, not movement (it still says where
 *   the person is).
 */
export function trackOf(fixes: readonly Fix[]): Track | null {
  const sorted = [...fixes].sort((a, b) => a.at - b.at)
  let current: Fix | undefined
  let previous: Fix | undefined
  let waiting: Fix | undefined
  const moves: Fix[] = []
  const dropped: Fix[] = []
  const believe = (fix: Fix) => {
    const anchor = moves[moves.length - 1] as Fix
    previous = current
    current = fix
    if (metres(anchor, fix) > Math.max(accuracyOf(anchor), accuracyOf(fix))) moves.push(fix)
  }
  for (const fix of sorted) {
    if (!current) {
      current = fix
      moves.push(fix)
      continue
    }
    if (fix.at <= current.at) continue
    if (coarseAgreeing(fix, current)) {
      dropped.push(fix)
      continue
    }
    if (waiting) {
      if (metres(fix, waiting) < metres(fix, current)) believe(waiting)
      else dropped.push(waiting)
      waiting = undefined
      if (fix.at <= current.at) continue
    }
    const seconds = (fix.at - current.at) / 1000
    const beyond = beyondAccuracy(current, fix)
    if (beyond / seconds > etaRules.jumpMps) {
      dropped.push(fix)
      continue
    }
    const lastSpeed = previous ? metres(previous, current) / ((current.at - previous.at) / 1000) : 0
    if (beyond > etaRules.leapM && beyond / seconds > 2 * lastSpeed) waiting = fix
    else believe(fix)
  }
  return current ? { current, moves, dropped } : null
}

/** The movements within the pace window ending at the current fix, when they span long enough. */
export function recentMoves(track: Track): Fix[] | null {
  const from = track.current.at - etaRules.windowMs
  const recent = track.moves.filter((m) => m.at >= from)
  const last = recent[recent.length - 1]
  // Standing still since the last move: the span runs to the current fix.
  if (last && last !== track.current && track.current.at > last.at) recent.push(track.current)
  const first = recent[0]
  const end = recent[recent.length - 1]
  if (!first || !end || recent.length < 2 || end.at - first.at < etaRules.minSpanMs) return null
  return recent
}

/** Ground speed (m/s) over the recent moves, or null when they do not say. */
export function groundSpeed(track: Track): number | null {
  const recent = recentMoves(track)
  if (!recent) return null
  let path = 0
  for (let i = 1; i < recent.length; i++) path += metres(recent[i - 1] as Fix, recent[i] as Fix)
  return path / (((recent[recent.length - 1] as Fix).at - (recent[0] as Fix).at) / 1000)
}

/** How fast (m/s) the person closes on the venue over the recent moves (negative: moving away). */
export function closingSpeed(track: Track, venue: LatLon): number | null {
  const recent = recentMoves(track)
  if (!recent) return null
  const first = recent[0] as Fix
  const last = recent[recent.length - 1] as Fix
  return (metres(first, venue) - metres(last, venue)) / ((last.at - first.at) / 1000)
}

/**
 * The ETA of a track: "here" when the status rules say so; from the pace at which the person
 * closes on the venue when it is steady enough; else a walking or driving estimate over the
 * straight line, driving when they move at a vehicle's speed (or, speed unknown, from far away).
 */
export function estimateEta(
  track: Track,
  venue: LatLon,
  options: { here: boolean; startTime: Date | null; now: Date },
): Eta {
  const distanceM = metres(track.current, venue)
  const distance = distanceM / metresPerMile
  let basis: EtaBasis
  let seconds: number
  const closing = closingSpeed(track, venue)
  if (options.here) {
    basis = 'here'
    seconds = 0
  } else if (closing !== null && closing >= etaRules.minPaceMps) {
    basis = 'from pace'
    seconds = distanceM / closing
  } else {
    const speed = groundSpeed(track)
    const driving = speed !== null ? speed > etaRules.vehicleAboveMps : distanceM > etaRules.walkableM
    basis = driving ? 'driving estimate' : 'walking estimate'
    seconds = distanceM / (driving ? etaRules.drivingMps : etaRules.walkingMps)
  }
  const arrivesAt = new Date(options.now.getTime() + seconds * 1000)
  const late = options.startTime ? (arrivesAt.getTime() - options.startTime.getTime()) / 60_000 : 0
  return { distance, basis, minutes: seconds / 60, arrivesAt, lateMinutes: Math.max(0, Math.floor(late)) }
}

/** A person's kept fixes after a new one: the newest `maxFixes` within twice the pace window. */
export function keepFixes(fixes: readonly Fix[], fix: Fix): Fix[] {
  const from = fix.at - 2 * etaRules.windowMs
  return [...fixes.filter((f) => f.at >= from && f.at < fix.at), fix].slice(-etaRules.maxFixes)
}
