// Automatic status: pure rules deciding "On my way", "Here" and "Running late" from a
// person's track. "Here" has hysteresis so that jitter at the door does not flap: it is entered
// within 100 m (by a fix precise to 100 m, not while passing at a vehicle's speed) and left once a
// fix precise to 100 m has put the person surely beyond 200 m for 60 s of the server's time (with
// or without fixes after it: a phone standing still sends none), or once no fix has come for 10
// minutes. Times are the server's, when it got each fix. A status set by hand wins until the
// person changes it or arrives.
import type { ParticipantStatus } from '../../core/db/prisma.js'
import {
  accuracyOf,
  closingSpeed,
  type Eta,
  estimateEta,
  etaRules,
  type Fix,
  keepFixes,
  type LatLon,
  metres,
  type Track,
  trackOf,
} from './eta.js'

export const arrivalRules = {
  enterM: 100,
  leaveM: 200,
  leaveAfterMs: 60_000,
  /** Here, and no fix for this long: no longer known to be here. */
  quietAfterMs: 10 * 60_000,
  /** "On my way": closer by this much over the recent moves… */
  towardM: 150,
  /** …spanning at least this long. */
  towardForMs: 60_000,
} as const

/** The spec's statuses (invited included: someone invited has no automatic status until they join). */
export type Status = ParticipantStatus

/**
 * What is kept between fixes besides the fixes: at the venue or not, since when surely outside,
 * when a fix last placed them there and when the last fix came (server times, ms; the last two
 * missing from records kept before they were).
 */
export interface ArrivalMemory {
  here: boolean
  outsideSince: number | null
  seenHereAt?: number | null
  heardAt?: number | null
}

/** True when the fix puts the person at the venue: within 100 m, precise enough to say so. */
export function insideVenue(fix: Fix, venue: LatLon): boolean {
  return accuracyOf(fix) <= arrivalRules.enterM && metres(fix, venue) <= arrivalRules.enterM
}

/** True when even the near edge of the fix's accuracy circle is beyond 200 m. */
export function surelyOutside(fix: Fix, venue: LatLon): boolean {
  return metres(fix, venue) - accuracyOf(fix) > arrivalRules.leaveM
}

/** The speed (m/s) of the last step onto the current fix, when the track has one. */
function lastStepSpeed(track: Track): number | null {
  const previous = track.moves.filter((m) => m.at < track.current.at).pop()
  if (!previous) return null
  return metres(previous, track.current) / ((track.current.at - previous.at) / 1000)
}

/**
 * Whether the person is at the venue after the track's current fix, which the server got at
 * `now` (ms): the memory to keep next.
 */
export function hereAfter(track: Track, venue: LatLon, memory: ArrivalMemory, now = track.current.at): ArrivalMemory {
  const fix = track.current
  const seenHereAt = memory.seenHereAt ?? null
  if (!memory.here) {
    const passing = (lastStepSpeed(track) ?? 0) > etaRules.vehicleAboveMps
    const here = insideVenue(fix, venue) && !passing
    return { here, outsideSince: null, seenHereAt: here ? now : seenHereAt, heardAt: now }
  }
  if (accuracyOf(fix) > arrivalRules.enterM || !surelyOutside(fix, venue)) {
    const near = metres(fix, venue) <= arrivalRules.leaveM
    return { here: true, outsideSince: null, seenHereAt: near ? now : seenHereAt, heardAt: now }
  }
  return hereByClock({ ...memory, outsideSince: memory.outsideSince ?? now, heardAt: now }, now)
}

/** The memory at `now` with no new fix: surely outside for 60 s, or quiet for 10 minutes, leaves. */
export function hereByClock(memory: ArrivalMemory, now: number): ArrivalMemory {
  if (!memory.here) return memory
  const outsideFor = memory.outsideSince === null ? 0 : now - memory.outsideSince
  const quietFor = memory.heardAt == null ? 0 : now - memory.heardAt
  const left = outsideFor >= arrivalRules.leaveAfterMs || quietFor >= arrivalRules.quietAfterMs
  return left ? { ...memory, here: false } : memory
}

/** When the rules must look again with no new fix (hereByClock), or null when nothing is due. */
export function nextHereCheck(memory: ArrivalMemory): number | null {
  if (!memory.here) return null
  const due = [
    memory.outsideSince === null ? null : memory.outsideSince + arrivalRules.leaveAfterMs,
    memory.heardAt == null ? null : memory.heardAt + arrivalRules.quietAfterMs,
  ].filter((at): at is number => at !== null)
  return due.length ? Math.min(...due) : null
}

/** Moving toward the venue for a while: 150 m closer over at least 60 s of recent moves. */
export function headingToVenue(track: Track, venue: LatLon): boolean {
  const recent = track.moves.filter((m) => m.at >= track.current.at - etaRules.windowMs)
  const first = recent[0]
  if (!first || track.current.at - first.at < arrivalRules.towardForMs) return false
  const closer = metres(first, venue) - metres(track.current, venue)
  return closer >= arrivalRules.towardM && (closingSpeed(track, venue) ?? 0) > 0
}

/**
 * The status after a fix, or null to leave it as it is. `wasHere`/`here`: at the venue before
 * and after the fix (hereAfter). `byHand`: the person set the current status themselves.
 * Arriving always wins (and ends the hand-set status); otherwise a hand-set status stays.
 * Leaving the venue falls back to Joined.
 */
export function decideStatus(input: {
  status: Status
  byHand: boolean
  wasHere: boolean
  here: boolean
  heading: boolean
  eta: Pick<Eta, 'arrivesAt'>
  startTime: Date | null
  now: Date
}): Status | null {
  const { status, byHand } = input
  const next = (wanted: Status) => (wanted === status && !byHand ? null : wanted)
  if (input.here && !input.wasHere) return next('here')
  if (byHand || input.here) return null
  if (input.wasHere) return next('joined')
  const started = input.startTime !== null && input.startTime.getTime() <= input.now.getTime()
  if (started && input.eta.arrivesAt.getTime() > input.now.getTime()) return next('running_late')
  if (input.heading && status !== 'running_late') return next('on_my_way')
  return null
}

/** Everything the rules carry from one fix to the next for a person. */
export interface PersonState {
  fixes: Fix[]
  memory: ArrivalMemory
  status: Status
  byHand: boolean
}

/** The ETA and status of a track, with the memory of being here before (`state`) and after it. */
function settle(
  state: PersonState,
  track: Track,
  memory: ArrivalMemory,
  place: { venue: LatLon; startTime: Date | null },
  now: Date,
): { state: PersonState; eta: Eta } {
  const eta = estimateEta(track, place.venue, { here: memory.here, startTime: place.startTime, now })
  const next = decideStatus({
    status: state.status,
    byHand: state.byHand,
    wasHere: state.memory.here,
    here: memory.here,
    heading: headingToVenue(track, place.venue),
    eta,
    startTime: place.startTime,
    now,
  })
  const status = next ?? state.status
  return { state: { ...state, memory, status, byHand: next ? false : state.byHand }, eta }
}

/**
 * One fix through every rule: the person's kept fixes (those the track dropped for good left
 * out), whether they are here, their ETA and their status after it. `now` is the server's time
 * (the ETA's clock), fix times the device's.
 */
export function applyFix(
  state: PersonState,
  fix: Fix,
  place: { venue: LatLon; startTime: Date | null },
  now: Date,
): { state: PersonState; eta: Eta | null } {
  const kept = keepFixes(state.fixes, fix)
  const track = trackOf(kept)
  if (!track) return { state: { ...state, fixes: kept }, eta: null }
  const fixes = kept.filter((f) => !track.dropped.includes(f))
  return settle({ ...state, fixes }, track, hereAfter(track, place.venue, state.memory, now.getTime()), place, now)
}

/**
 * The same rules with no new fix, as the clock moves on (the gather's start passing while
 * someone stands still or their phone sends nothing): their ETA and status now.
 */
export function applyClock(
  state: PersonState,
  place: { venue: LatLon; startTime: Date | null },
  now: Date,
): { state: PersonState; eta: Eta | null } {
  const track = trackOf(state.fixes)
  const memory = hereByClock(state.memory, now.getTime())
  if (!track) {
    // No fixes kept (a quiet phone's track expired): leaving is still decided.
    const left = state.memory.here && !memory.here && !state.byHand && state.status === 'here'
    return { state: { ...state, memory, status: left ? 'joined' : state.status }, eta: null }
  }
  return settle(state, track, memory, place, now)
}
