// The ETA and automatic status rules (api/src/live/eta.ts, arrival-status.ts) over recorded
// tracks: walking in, driving past, jitter at the door, GPS jumps (a spike away and back, one onto
// the venue, cell fallback fixes, a genuine ride by car), leaving and stepping out, and the clock
// passing the start for someone who sends nothing.
import { describe, expect, it } from 'vitest'
import {
  applyClock,
  applyFix,
  decideStatus,
  hereByClock,
  nextHereCheck,
  type PersonState,
  type Status,
} from '../src/live/arrivals/arrival-status.js'
import { type Eta, estimateEta, type Fix, metres, trackOf } from '../src/live/arrivals/eta.js'
import {
  carRide,
  cellFallback,
  doorJitter,
  drivePast,
  gpsJump,
  spikeAway,
  spikeToVenue,
  stepOut,
  trackStart,
  venue,
  walkAway,
  walkIn,
} from './fixtures/tracks.js'

const minute = 60_000

/** Replays a track as the server would, its clock keeping pace with the device's. */
function replay(
  fixes: Fix[],
  options: { status?: Status; byHand?: boolean; here?: boolean; startTime?: Date | null } = {},
) {
  let state: PersonState = {
    fixes: [],
    memory: { here: options.here ?? false, outsideSince: null },
    status: options.status ?? 'joined',
    byHand: options.byHand ?? false,
  }
  const steps: { status: Status; here: boolean; eta: Eta; kept: Fix[] }[] = []
  for (const fix of fixes) {
    const now = new Date(fix.at)
    const after = applyFix(state, fix, { venue, startTime: options.startTime ?? null }, now)
    state = after.state
    if (after.eta) steps.push({ status: state.status, here: state.memory.here, eta: after.eta, kept: state.fixes })
  }
  return steps
}

/** Miles from the venue, as the ETA gives them. */
const milesOf = (fix: Fix | undefined) => metres(fix as Fix, venue) / 1609.344

describe('ETA', () => {
  it('walking in: a walking estimate from the first fix, then from pace, falling to here', () => {
    const steps = replay(walkIn)
    expect(steps[0]?.eta.basis).toBe('walking estimate')
    // 1 km at 1.4 m/s: about 12 minutes.
    expect(steps[0]?.eta.minutes).toBeGreaterThan(11)
    expect(steps[0]?.eta.minutes).toBeLessThan(13)
    const paced = steps.slice(1, -3)
    expect(paced.every((s) => s.eta.basis === 'from pace')).toBe(true)
    // The arrival time hardly moves (steady pace) while the minutes left fall.
    const arrivals = paced.map((s) => s.eta.arrivesAt.getTime())
    expect(Math.max(...arrivals) - Math.min(...arrivals)).toBeLessThan(1.5 * minute)
    const minutes = paced.map((s) => s.eta.minutes)
    expect(minutes).toEqual([...minutes].sort((a, b) => b - a))
    expect(steps.at(-1)?.eta.basis).toBe('here')
    expect(steps.at(-1)?.eta.minutes).toBe(0)
  })

  it('is late by the minutes past the start', () => {
    const startTime = new Date(trackStart.getTime() + 5 * minute)
    const [first] = replay(walkIn.slice(0, 1), { startTime })
    expect(first?.eta.lateMinutes).toBe(Math.floor(first?.eta.minutes ?? 0) - 5)
    const [onTime] = replay(walkIn.slice(0, 1), { startTime: new Date(trackStart.getTime() + 30 * minute) })
    expect(onTime?.eta.lateMinutes).toBe(0)
  })

  it('driving past: a driving estimate once they move away, never here', () => {
    const steps = replay(drivePast)
    expect(steps.some((s) => s.here)).toBe(false)
    expect(steps.at(-1)?.eta.basis).toBe('driving estimate')
    // 700 m at 11 m/s.
    expect(steps.at(-1)?.eta.minutes).toBeCloseTo(700 / 11 / 60, 0)
  })

  it('a GPS jump is ignored: distance and pace stay on the real track', () => {
    const steps = replay(gpsJump)
    const atJump = steps[6]
    expect(atJump?.eta.distance).toBeLessThan(0.2)
    expect(atJump?.eta.basis).toBe('from pace')
    const statuses = steps.map((s) => s.status)
    expect(statuses.slice(statuses.indexOf('on_my_way'))).not.toContain('joined')
    expect(statuses.at(-1)).toBe('here')
  })

  it('movement within the accuracy radius is no pace: a still person gets a walking estimate', () => {
    const still: Fix[] = [0, 1, 2, 3, 4].map((i) => ({
      lat: venue.lat - 0.004 + (i % 2) * 0.0002,
      lon: venue.lon,
      accuracy: 40,
      at: trackStart.getTime() + i * 30_000,
    }))
    const track = trackOf(still)
    expect(track?.moves).toHaveLength(1)
    const eta = estimateEta(track as NonNullable<typeof track>, venue, {
      here: false,
      startTime: null,
      now: trackStart,
    })
    expect(eta.basis).toBe('walking estimate')
  })

  it('far away with nothing observed is a driving estimate', () => {
    const far = { lat: venue.lat - 0.05, lon: venue.lon, accuracy: 10, at: trackStart.getTime() }
    const eta = estimateEta(trackOf([far]) as NonNullable<ReturnType<typeof trackOf>>, venue, {
      here: false,
      startTime: null,
      now: trackStart,
    })
    expect(eta.basis).toBe('driving estimate')
    expect(metres(far, venue)).toBeGreaterThan(5000)
  })
})

describe('automatic status', () => {
  it('walking in: on my way after a while, then here', () => {
    const statuses = replay(walkIn).map((s) => s.status)
    expect(statuses.slice(0, 2)).toEqual(['joined', 'joined'])
    expect(statuses).toContain('on_my_way')
    expect(statuses.at(-1)).toBe('here')
    expect(statuses.indexOf('here')).toBeGreaterThan(statuses.indexOf('on_my_way'))
  })

  it('jitter at the door does not flap: here from the first fix within 100 m to the end', () => {
    const steps = replay(doorJitter)
    const first = steps.findIndex((s) => s.here)
    expect(first).toBe(2)
    expect(steps.slice(first).every((s) => s.here && s.status === 'here')).toBe(true)
  })

  it('leaves only after 60 s surely beyond 200 m', () => {
    const steps = replay(walkAway)
    expect(steps[1]?.status).toBe('here')
    const left = steps.findIndex((s, i) => i > 1 && !s.here)
    // Beyond 200 m (less the accuracy) from the fifth fix (t = 180 s); left at t = 260 s.
    expect(walkAway[left]?.at).toBe(trackStart.getTime() + 260_000)
    expect(steps[left]?.status).toBe('joined')
    expect(replay(stepOut).every((s, i) => i === 0 || s.status === 'here')).toBe(true)
  })

  it('running late once the start passed with an ETA in the future', () => {
    const startTime = new Date(trackStart.getTime() + 2 * minute)
    const statuses = replay(walkIn, { startTime }).map((s) => s.status)
    expect(statuses[0]).toBe('joined')
    // From the start (the third fix) until within 100 m (the third last).
    expect(statuses.slice(2, -3).every((s) => s === 'running_late')).toBe(true)
    expect(statuses.at(-1)).toBe('here')
  })

  it('a status set by hand wins until the person arrives', () => {
    const statuses = replay(walkIn, { status: 'running_late', byHand: true }).map((s) => s.status)
    expect(statuses.slice(0, -3).every((s) => s === 'running_late')).toBe(true)
    expect(statuses.slice(-3)).toEqual(['here', 'here', 'here'])
    // At the venue, a hand-set status stays: being here already is no new arrival.
    const staying = replay(stepOut.slice(2), { status: 'on_my_way', byHand: true, here: true })
    expect(staying.every((s) => s.status === 'on_my_way')).toBe(true)
  })

  it('decideStatus: arriving clears a hand-set Here, leaving falls back to Joined', () => {
    const eta = { arrivesAt: new Date(trackStart.getTime() + minute) }
    const base = { eta, startTime: null, now: trackStart, heading: false }
    expect(decideStatus({ ...base, status: 'here', byHand: true, wasHere: false, here: true })).toBe('here')
    expect(decideStatus({ ...base, status: 'here', byHand: false, wasHere: false, here: true })).toBeNull()
    expect(decideStatus({ ...base, status: 'here', byHand: false, wasHere: true, here: false })).toBe('joined')
    expect(decideStatus({ ...base, status: 'joined', byHand: false, wasHere: false, here: false })).toBeNull()
  })
})

describe('GPS jumps', () => {
  it('a spike away and back (25 m/s, under the 70 m/s limit) moves nothing and is not kept', () => {
    const steps = replay(spikeAway)
    // At the spike the person is still where the fix before put them, and the pace holds.
    expect(steps[4]?.eta.distance).toBeCloseTo(milesOf(spikeAway[3]), 3)
    expect(steps.slice(1).every((s) => s.eta.basis === 'from pace')).toBe(true)
    const arrivals = steps.slice(2).map((s) => s.eta.arrivesAt.getTime())
    expect(Math.max(...arrivals) - Math.min(...arrivals)).toBeLessThan(1.5 * minute)
    // Once the next fix came back, the spike is dropped for good.
    expect(steps[5]?.kept).not.toContain(spikeAway[4])
    expect(steps.at(-1)?.eta.distance).toBeCloseTo(milesOf(spikeAway.at(-1)), 3)
  })

  it('a spike onto the venue does not make a waiting person Here', () => {
    const steps = replay(spikeToVenue)
    expect(steps.some((s) => s.here)).toBe(false)
    expect(steps.map((s) => s.status)).toEqual(spikeToVenue.map(() => 'joined'))
    // While it waits for the next fix, the spike is not believed either.
    expect(steps[3]?.eta.distance).toBeCloseTo(milesOf(spikeToVenue[2]), 3)
  })

  it('cell fallback fixes, agreeing within their accuracy or not, neither move the person nor the ETA', () => {
    const steps = replay(cellFallback)
    expect(steps[4]?.eta.distance).toBeCloseTo(milesOf(cellFallback[3]), 3)
    expect(steps[6]?.eta.distance).toBeCloseTo(milesOf(cellFallback[5]), 3)
    expect(steps.slice(1).every((s) => s.eta.basis === 'from pace')).toBe(true)
    expect(steps.at(-1)?.kept).not.toContain(cellFallback[4])
    expect(steps.at(-1)?.kept).not.toContain(cellFallback[6])
  })

  it('a genuine ride by car is believed once the next fix confirms it, and arrives', () => {
    const steps = replay(carRide)
    // The first fix in the car leaps 1.2 km from a walk: it waits one fix…
    expect(steps[3]?.eta.distance).toBeCloseTo(milesOf(carRide[2]), 3)
    // …then every fix counts as it comes, at the car's pace.
    for (const i of [4, 5, 6, 7]) expect(steps[i]?.eta.distance).toBeCloseTo(milesOf(carRide[i]), 3)
    expect(steps[5]?.eta.basis).toBe('from pace')
    // The pace over the last 5 minutes (the walk to the taxi included) beats even a driving estimate.
    expect(steps[5]?.eta.minutes).toBeLessThan(metres(carRide[5] as Fix, venue) / 11 / 60)
    expect(steps[5]?.status).toBe('on_my_way')
    // Within 100 m at the car's speed is passing; walking in from the kerb is arriving.
    expect(steps[7]?.here).toBe(false)
    expect(steps.at(-1)?.status).toBe('here')
  })
})

describe('Here ending with no new fix', () => {
  const place = { venue, startTime: null }
  /** Here after a fix at the door, then walking 250 m away (accurate fixes), the server's clock at each. */
  function steppedOut() {
    let state: PersonState = { fixes: [], memory: { here: false, outsideSince: null }, status: 'joined', byHand: false }
    const door = walkIn.at(-1) as Fix
    state = applyFix(state, door, place, new Date(door.at)).state
    expect(state.status).toBe('here')
    const south = (m: number, minutes: number) => ({
      lat: venue.lat - m / 111_195,
      lon: venue.lon,
      accuracy: 10,
      at: door.at + minutes * minute,
    })
    for (const fix of [south(80, 1), south(160, 2)]) state = applyFix(state, fix, place, new Date(fix.at)).state
    const away = south(250, 3)
    return { state: applyFix(state, away, place, new Date(away.at)).state, lastNear: south(160, 2), away }
  }

  it('leaves 60 s of server time after one accurate fix surely beyond 200 m, though none follows', () => {
    const { state, lastNear, away } = steppedOut()
    expect(state.status).toBe('here')
    expect(nextHereCheck(state.memory)).toBe(away.at + 60_000)
    expect(applyClock(state, place, new Date(away.at + 59_000)).state.status).toBe('here')
    const left = applyClock(state, place, new Date(away.at + 60_000)).state
    // Last seen there: the last fix within 200 m.
    expect(left).toMatchObject({ status: 'joined', memory: { here: false, seenHereAt: lastNear.at } })
  })

  it('leaves after 10 minutes without a fix, keeping when they were last seen there', () => {
    const memory = { here: true, outsideSince: null, seenHereAt: 1000, heardAt: 5000 }
    expect(nextHereCheck(memory)).toBe(5000 + 10 * minute)
    expect(hereByClock(memory, 5000 + 10 * minute - 1).here).toBe(true)
    expect(hereByClock(memory, 5000 + 10 * minute)).toEqual({ ...memory, here: false })
    expect(nextHereCheck({ ...memory, here: false })).toBeNull()
  })
})

describe('the clock passing the start', () => {
  const startTime = new Date(trackStart.getTime() + 10 * minute)
  /** Someone who sent two fixes 1 km away standing still, then nothing. */
  function standing(options: Partial<PersonState> = {}): PersonState {
    let state: PersonState = { fixes: [], memory: { here: false, outsideSince: null }, status: 'joined', byHand: false }
    for (const fix of walkIn.slice(0, 1).flatMap((f) => [f, { ...f, at: f.at + minute }]))
      state = applyFix(state, fix, { venue, startTime }, new Date(fix.at)).state
    return { ...state, ...options }
  }
  const at = (ms: number) => new Date(startTime.getTime() + ms)

  it('turns a person who sends nothing Running late once the start passed, not before', () => {
    expect(standing().status).toBe('joined')
    expect(applyClock(standing(), { venue, startTime }, at(-1000)).state.status).toBe('joined')
    const after = applyClock(standing(), { venue, startTime }, at(0))
    expect(after.state.status).toBe('running_late')
    expect(after.eta?.lateMinutes).toBeGreaterThan(5)
  })

  it('leaves a status set by hand, and someone here, as they are', () => {
    const byHand = applyClock(standing({ status: 'on_my_way', byHand: true }), { venue, startTime }, at(0))
    expect(byHand.state).toMatchObject({ status: 'on_my_way', byHand: true })
    const here = standing({ status: 'here', memory: { here: true, outsideSince: null } })
    expect(applyClock(here, { venue, startTime }, at(0)).state.status).toBe('here')
    expect(applyClock(standing(), { venue, startTime: null }, at(0)).state.status).toBe('joined')
  })
})
