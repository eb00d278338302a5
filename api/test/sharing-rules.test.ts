// Policy tests of sharing bound to the gather: the named rules alone, with the clock passed in.
import { describe, expect, it } from 'vitest'
import { arrivalGraceMs, roundApproximate, sharingRules, startWindowMs } from '../src/live/sharing-rules.js'

const minute = 60_000
const hour = 60 * minute
const now = new Date('2026-11-26T14:00:00Z')
const at = (ms: number) => new Date(now.getTime() + ms)
const gather = (startsIn: number) => ({ startTime: at(startsIn), expirationTime: at(startsIn + 4 * hour) })
const consented = (extra: Partial<Parameters<typeof sharingRules.state>[0] & object> = {}) => ({
  precision: 'exact' as const,
  consentedAt: now,
  stoppedAt: null,
  pausedAt: null,
  arrivedAt: null,
  ...extra,
})

describe('sharing rules', () => {
  it('starts from two hours before the start, not earlier, and never after the end', () => {
    expect(startWindowMs).toBe(2 * hour)
    expect(sharingRules.inStartWindow(gather(2 * hour + minute), now)).toBe(false)
    expect(sharingRules.inStartWindow(gather(2 * hour), now)).toBe(true)
    expect(sharingRules.inStartWindow(gather(-hour), now)).toBe(true)
    expect(sharingRules.inStartWindow(gather(-4 * hour), now)).toBe(false)
    expect(sharingRules.inStartWindow({ startTime: null, expirationTime: null }, now)).toBe(true)
  })

  it('names each state: off without consent, waiting, sharing, paused, stopped, ended', () => {
    expect(sharingRules.state(null, gather(hour), now)).toBe('off')
    expect(sharingRules.state(consented(), gather(3 * hour), now)).toBe('waiting')
    expect(sharingRules.state(consented(), gather(hour), now)).toBe('sharing')
    expect(sharingRules.state(consented({ pausedAt: now }), gather(hour), now)).toBe('paused')
    expect(sharingRules.state(consented({ stoppedAt: now, pausedAt: now }), gather(hour), now)).toBe('stopped')
    expect(sharingRules.state(consented(), gather(-4 * hour), now)).toBe('ended')
    expect(sharingRules.state(null, gather(-4 * hour), now)).toBe('ended')
  })

  it('stores positions only while sharing (or paused), never for status only or after a stop, and says why', () => {
    const record = (sharing: ReturnType<typeof consented> | null, startsIn = hour) => ({
      userId: 'u',
      invitationStatus: 'accepted' as const,
      sharing,
      meetup: gather(startsIn),
    })
    expect(sharingRules.whyNotStored(record(null), 'u', now)).toBeNull()
    expect(sharingRules.whyNotStored(record(consented()), 'u', now)).toBeNull()
    expect(sharingRules.whyNotStored(record(consented({ pausedAt: now })), 'u', now)).toBeNull()
    expect(sharingRules.whyNotStored(record(consented(), 3 * hour), 'u', now)).toBe('waiting')
    expect(sharingRules.whyNotStored(record(consented({ stoppedAt: now })), 'u', now)).toBe('stopped')
    expect(sharingRules.whyNotStored(record(consented({ precision: 'status_only' })), 'u', now)).toBe('status-only')
    expect(sharingRules.whyNotStored(record(null, -4 * hour), 'u', now)).toBe('ended')
    expect(sharingRules.whyNotStored(record(null), 'someone else', now)).toBe('not-yours')
    expect(sharingRules.whyNotStored({ ...record(null), invitationStatus: 'pending' }, 'u', now)).toBe('not-joined')
    expect(sharingRules.whyNotStored(null, 'u', now)).toBe('no-record')
  })

  it('stores exact positions as sent, approximate ones rounded to about 1 km, status only none', () => {
    const here = { lat: 40.781234, lon: -73.966549 }
    expect(sharingRules.stored('exact', here)).toEqual(here)
    expect(sharingRules.stored('approximate', here)).toEqual({ lat: 40.78, lon: -73.97 })
    expect(sharingRules.stored('status_only', here)).toBeNull()
    // Half away from zero, as PostgreSQL's numeric round() in the location write.
    expect(roundApproximate(-0.125)).toBe(-0.13)
    expect(roundApproximate(0.125)).toBe(0.13)
  })

  it('calls a change less precise only when it is', () => {
    expect(sharingRules.lessPrecise('exact', 'approximate')).toBe(true)
    expect(sharingRules.lessPrecise('approximate', 'status_only')).toBe(true)
    expect(sharingRules.lessPrecise('status_only', 'exact')).toBe(false)
    expect(sharingRules.lessPrecise('exact', 'exact')).toBe(false)
  })

  it('stops 10 minutes after arrival, only while the status is still Here', () => {
    expect(arrivalGraceMs).toBe(10 * minute)
    const arrived = { arrivedAt: now, stoppedAt: null }
    expect(sharingRules.arrivalStopAt(arrived, 'here')).toEqual(at(10 * minute))
    expect(sharingRules.arrivalStopDue(arrived, 'here', at(10 * minute - 1))).toBe(false)
    expect(sharingRules.arrivalStopDue(arrived, 'here', at(10 * minute))).toBe(true)
    expect(sharingRules.arrivalStopDue(arrived, 'on_my_way', at(hour))).toBe(false)
    expect(sharingRules.arrivalStopDue({ arrivedAt: now, stoppedAt: now }, 'here', at(hour))).toBe(false)
    expect(sharingRules.arrivalStopDue({ arrivedAt: null, stoppedAt: null }, 'here', at(hour))).toBe(false)
  })

  it('lets only accepted participants share', () => {
    const access = (invitationStatus: 'accepted' | 'invited' | 'declined' | null) => ({
      viewer: { id: 'v' },
      meetup: { id: 'm', userId: 'o', expirationTime: null },
      participant: invitationStatus ? { invitationStatus } : null,
      removed: false,
    })
    expect(sharingRules.canShare(access('accepted'))).toBe(true)
    expect(sharingRules.canShare(access('invited'))).toBe(false)
    expect(sharingRules.canShare(access('declined'))).toBe(false)
    expect(sharingRules.canShare(access(null))).toBe(false)
  })
})
