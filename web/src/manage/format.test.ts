import { describe, expect, it } from 'vitest'
import { isExpiredAt, timeLeft, zonedDate, zonedDateTime, zonedInputs, zonedInstant, zoneShortName } from './format'

describe('manage screen times (America/Phoenix)', () => {
  it('writes the start with short weekday, month, day, year and 12-hour time, in Phoenix whatever the device zone', () => {
    // 22:00 UTC is 3 PM in Phoenix, which keeps MST (UTC-7) all year.
    expect(zonedDateTime('2026-12-01T22:00:00Z')).toBe('Tue, Dec 1, 2026, 3:00 PM MST')
    expect(zonedDateTime('2026-07-04T02:30:00Z')).toBe('Fri, Jul 3, 2026, 7:30 PM MST')
    // New Year in UTC is still New Year's Eve in Phoenix.
    expect(zonedDateTime('2027-01-01T05:00:00Z')).toBe('Thu, Dec 31, 2026, 10:00 PM MST')
    expect(zonedDate('2027-01-01T05:00:00Z')).toBe('Dec 31, 2026')
  })

  it('labels every time with the configured zone, when it is another one', () => {
    expect(zonedDateTime('2026-12-01T22:00:00Z', 'America/New_York')).toBe('Tue, Dec 1, 2026, 5:00 PM EST')
    expect(zonedDateTime('2026-07-01T22:00:00Z', 'America/New_York')).toBe('Wed, Jul 1, 2026, 6:00 PM EDT')
    expect(zoneShortName('America/Phoenix')).toBe('MST')
    expect(zoneShortName('Europe/Berlin', '2026-12-01T12:00:00Z')).toBe('GMT+1')
  })

  it('reads the date and time inputs in Phoenix, both ways, summer and winter alike', () => {
    expect(zonedInputs('2026-12-01T22:00:00Z')).toEqual({ date: '2026-12-01', time: '15:00' })
    expect(zonedInputs('2027-01-01T05:00:00Z')).toEqual({ date: '2026-12-31', time: '22:00' })
    expect(zonedInstant('2026-12-01', '15:00')).toBe('2026-12-01T22:00:00.000Z')
    expect(zonedInstant('2026-07-01', '00:15')).toBe('2026-07-01T07:15:00.000Z')
    expect(zonedInstant('2026-12-31', '22:00')).toBe('2027-01-01T05:00:00.000Z')
    // Another zone with daylight saving time, across its spring change.
    expect(zonedInstant('2026-03-08', '12:00', 'America/New_York')).toBe('2026-03-08T16:00:00.000Z')
    expect(zonedInstant('2026-03-07', '12:00', 'America/New_York')).toBe('2026-03-07T17:00:00.000Z')
    for (const iso of ['2026-11-24T19:45:00.000Z', '2026-06-30T23:59:00.000Z']) {
      const { date, time } = zonedInputs(iso)
      expect(zonedInstant(date, time)).toBe(iso)
    }
    expect(zonedInstant('', '15:00')).toBeNull()
    expect(zonedInstant('2026-12-01', '3 PM')).toBeNull()
  })

  it('counts down in hours and minutes, then minutes, then Expired at zero', () => {
    const now = Date.parse('2026-12-01T20:00:00Z')
    const at = (ms: number) => new Date(now + ms).toISOString()
    expect(timeLeft(at((3 * 60 + 25) * 60_000 + 30_000), now)).toBe('3h 25m left')
    expect(timeLeft(at(60 * 60_000), now)).toBe('1h 0m left')
    expect(timeLeft(at(59 * 60_000 + 59_000), now)).toBe('59m left')
    expect(timeLeft(at(30_000), now)).toBe('0m left')
    expect(timeLeft(at(0), now)).toBe('Expired')
    expect(timeLeft(at(-5 * 60_000), now)).toBe('Expired')
    expect(timeLeft(at(52 * 60 * 60_000), now)).toBe('52h 0m left')
  })

  it('is expired when expirationTime exists and is at or before now', () => {
    const now = Date.parse('2026-12-01T20:00:00Z')
    expect(isExpiredAt(null, now)).toBe(false)
    expect(isExpiredAt('2026-12-01T20:00:00Z', now)).toBe(true)
    expect(isExpiredAt('2026-12-01T20:00:01Z', now)).toBe(false)
  })
})
