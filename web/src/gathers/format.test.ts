import { describe, expect, it } from 'vitest'
import {
  cardLocation,
  cardTime,
  looksLikeEmail,
  personName,
  scheduledDateTime,
  shareContent,
  startHasPassed,
  stripAt,
} from './format'

describe('gather card formats', () => {
  const now = new Date(2026, 10, 23, 9, 0)
  it('writes today as "Today {time}", this year as "Mon D {time}", other years as "Mon D, YY"', () => {
    expect(cardTime(new Date(2026, 10, 23, 15, 0), now)).toBe('Today 3:00 PM')
    expect(cardTime(new Date(2026, 10, 28, 9, 5), now)).toBe('Nov 28 9:05 AM')
    expect(cardTime(new Date(2027, 0, 5, 18, 0), now)).toBe('Jan 5, 27')
    expect(cardTime(new Date(2025, 11, 31, 18, 0), now)).toBe('Dec 31, 25')
  })
  it('cuts the location at 45 characters followed by "..."', () => {
    expect(cardLocation('x'.repeat(45))).toBe('x'.repeat(45))
    expect(cardLocation(`${'y'.repeat(45)}z`)).toBe(`${'y'.repeat(45)}...`)
  })
  it('names people by display name, full name, @Gather ID, else "Unknown User"', () => {
    expect(personName({ displayName: ' Ada ', firstName: 'A' })).toBe('Ada')
    expect(personName({ firstName: 'Grace', lastName: 'Hopper' })).toBe('Grace Hopper')
    expect(personName({ gatherId: 'ada_l' })).toBe('@ada_l')
    expect(personName({})).toBe('Unknown User')
  })
  it('treats an input as an e-mail only with both "@" and a dot, and strips a leading "@"', () => {
    expect(looksLikeEmail('ada@example.com')).toBe(true)
    expect(looksLikeEmail('ada@localhost')).toBe(false)
    expect(looksLikeEmail('@ada')).toBe(false)
    expect(stripAt(' @ada ')).toBe('ada')
  })
  it('turns the local date and time into an ISO instant', () => {
    expect(scheduledDateTime('2026-11-28', '12:00')).toBe(new Date(2026, 10, 28, 12, 0).toISOString())
    expect(scheduledDateTime('', '12:00')).toBeNull()
  })
  it('shares with the spec’s title and a text that says location sharing expires', () => {
    expect(
      shareContent({ description: 'Picnic', locationName: 'Central Park', shareUrl: 'https://g.example/join/abc' }),
    ).toEqual({
      title: 'Join "Picnic" gather',
      text: 'Join "Picnic" at Central Park on Gather. Location sharing expires automatically when the gather ends.',
      url: 'https://g.example/join/abc',
    })
  })
})

describe('the rule for the past, as the server applies it', () => {
  const now = new Date('2026-11-23T15:00:00Z')
  it('accepts a start up to an hour ago and anything later', () => {
    expect(startHasPassed('2026-11-23T14:00:00Z', now)).toBe(false)
    expect(startHasPassed('2026-11-24T09:00:00Z', now)).toBe(false)
  })
  it('refuses more than an hour ago, and yesterday', () => {
    expect(startHasPassed('2026-11-23T13:59:00Z', now)).toBe(true)
    expect(startHasPassed('2026-11-22T15:00:00Z', now)).toBe(true)
  })
  it('refuses a start on the previous UTC day even within the hour', () => {
    expect(startHasPassed('2026-11-22T23:50:00Z', new Date('2026-11-23T00:20:00Z'))).toBe(true)
  })
})
