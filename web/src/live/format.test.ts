import { describe, expect, it } from 'vitest'
import {
  formatDistance,
  formatLastSeen,
  haversineMiles,
  isStale,
  participantLabel,
  recordUpdate,
  statusLabel,
  updateIntervalMs,
} from './format'

describe('haversineMiles', () => {
  it('is zero for the same point and symmetric', () => {
    const a = { lat: 33.4484, lon: -112.074 }
    const b = { lat: 33.4673, lon: -112.073 }
    expect(haversineMiles(a, a)).toBe(0)
    expect(haversineMiles(a, b)).toBeCloseTo(haversineMiles(b, a), 12)
  })

  it('measures one degree of latitude as 2πR/360 with R = 3958.8 mi', () => {
    expect(haversineMiles({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo((2 * Math.PI * 3958.8) / 360, 6)
  })

  it('matches a known city pair (Phoenix to Los Angeles ≈ 357 mi)', () => {
    const d = haversineMiles({ lat: 33.4484, lon: -112.074 }, { lat: 34.0522, lon: -118.2437 })
    expect(d).toBeGreaterThan(355)
    expect(d).toBeLessThan(360)
  })
})

describe('formatDistance', () => {
  it("reads 'At location' under 0.1 mile", () => {
    expect(formatDistance(0)).toBe('At location')
    expect(formatDistance(0.0999)).toBe('At location')
  })

  it('reads feet from 0.1 mile up to a mile, rounded to 10 ft', () => {
    expect(formatDistance(0.1)).toBe('530 ft')
    expect(formatDistance(850 / 5280)).toBe('850 ft')
    expect(formatDistance(0.5)).toBe('2640 ft')
    expect(formatDistance(0.9)).toBe('4750 ft')
  })

  it('reads miles with one decimal from a mile, including values that round up to 5280 ft', () => {
    expect(formatDistance(0.9995)).toBe('1.0 mi')
    expect(formatDistance(1)).toBe('1.0 mi')
    expect(formatDistance(2.34)).toBe('2.3 mi')
    expect(formatDistance(12.06)).toBe('12.1 mi')
  })

  it('shows a dash for missing or impossible values', () => {
    expect(formatDistance(null)).toBe('—')
    expect(formatDistance(Number.NaN)).toBe('—')
    expect(formatDistance(-1)).toBe('—')
  })
})

describe('formatLastSeen', () => {
  const now = Date.parse('2026-05-01T12:00:00Z')
  it("reads 'Just now' under a minute, and for clocks slightly ahead", () => {
    expect(formatLastSeen(now, now)).toBe('Just now')
    expect(formatLastSeen(now - 59_999, now)).toBe('Just now')
    expect(formatLastSeen(now + 5000, now)).toBe('Just now')
  })

  it('counts whole minutes, hours and days', () => {
    expect(formatLastSeen(now - 60_000, now)).toBe('1m ago')
    expect(formatLastSeen(new Date(now - 5 * 60_000 - 30_000), now)).toBe('5m ago')
    expect(formatLastSeen(now - 59 * 60_000, now)).toBe('59m ago')
    expect(formatLastSeen(now - 3 * 3_600_000, now)).toBe('3h ago')
    expect(formatLastSeen('2026-04-29T11:00:00Z', now)).toBe('2d ago')
  })

  it("reads 'Never' without a time", () => {
    expect(formatLastSeen(null, now)).toBe('Never')
    expect(formatLastSeen('not a date', now)).toBe('Never')
  })
})

describe('participantLabel', () => {
  it('shows the invitation status while the invitation is not accepted, in either spelling', () => {
    expect(participantLabel({ invitationStatus: 'DECLINED', status: 'HERE' })).toBe('Declined')
    expect(participantLabel({ invitationStatus: 'PENDING', status: 'HERE' })).toBe('Pending')
    expect(participantLabel({ invitationStatus: 'invited', status: 'HERE' })).toBe('Invited')
    expect(participantLabel({ invitationStatus: 'EXPIRED' })).toBe('Expired')
  })

  it('shows the status label once accepted, in spec spelling or GraphQL enum spelling', () => {
    expect(participantLabel({ invitationStatus: 'accepted', status: 'on-my-way' })).toBe('On my way')
    expect(participantLabel({ invitationStatus: 'ACCEPTED', status: 'ON_MY_WAY' })).toBe('On my way')
    expect(participantLabel({ invitationStatus: 'ACCEPTED', status: 'HERE' })).toBe('Here')
    expect(participantLabel({ invitationStatus: 'ACCEPTED', status: 'RUNNING_LATE' })).toBe('Running late')
    expect(participantLabel({ invitationStatus: 'ACCEPTED', status: 'INVITED' })).toBe('Invited')
    expect(participantLabel({ invitationStatus: 'accepted', status: 'joined' })).toBe('Joined')
  })

  it("defaults to 'Joined' for a missing or unknown status", () => {
    expect(participantLabel({ invitationStatus: 'ACCEPTED', status: null })).toBe('Joined')
    expect(participantLabel({ invitationStatus: 'ACCEPTED', status: 'dancing' })).toBe('Joined')
    expect(participantLabel({ status: 'HERE' })).toBe('Here')
    expect(statusLabel(undefined)).toBe('Joined')
  })
})

describe('staleness', () => {
  const t0 = 1_000_000_000_000

  it('keeps a sorted history of at most 10 distinct update times', () => {
    let history: number[] = []
    for (let i = 12; i >= 0; i--) history = recordUpdate(history, t0 + i * 1000)
    history = recordUpdate(history, t0 + 12_000)
    expect(history).toHaveLength(10)
    expect(history[0]).toBe(t0 + 3000)
    expect(history[9]).toBe(t0 + 12_000)
  })

  it('uses the median gap, floored at 30 s, and 60 s while unknown', () => {
    expect(updateIntervalMs([])).toBe(60_000)
    expect(updateIntervalMs([t0])).toBe(60_000)
    expect(updateIntervalMs([t0, t0 + 5000, t0 + 10_000])).toBe(30_000)
    // gaps 40 s, 50 s, 600 s: the median ignores the one long pause
    expect(updateIntervalMs([t0, t0 + 40_000, t0 + 90_000, t0 + 690_000])).toBe(50_000)
    // even number of gaps (40, 80, 100, 180 s): mean of the middle two
    expect(updateIntervalMs([t0 + 220_000, t0, t0 + 40_000, t0 + 120_000, t0 + 400_000])).toBe(90_000)
  })

  it('flags a position older than three intervals', () => {
    const history = [t0, t0 + 40_000, t0 + 90_000, t0 + 140_000] // median gap 50 s
    const last = t0 + 140_000
    expect(isStale(last, history, last + 150_000)).toBe(false)
    expect(isStale(last, history, last + 150_001)).toBe(true)
    expect(isStale(new Date(last).toISOString(), [], last + 180_000)).toBe(false)
    expect(isStale(new Date(last).toISOString(), [], last + 180_001)).toBe(true)
  })

  it('treats a missing position as stale', () => {
    expect(isStale(null, [], t0)).toBe(true)
    expect(isStale('garbage', [], t0)).toBe(true)
  })
})
