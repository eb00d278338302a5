import { describe, expect, it } from 'vitest'
import { formatAge, noPositionNote, positionToSend, sharesPosition, sharingNote } from './sharing'

const now = Date.parse('2026-11-26T14:00:00Z')
const own = (extra: object) =>
  ({ state: 'SHARING', precision: 'EXACT', consented: true, startsAt: null, ...extra }) as const

describe('sharing on the device', () => {
  it('sends exact, rounded or no positions by precision', () => {
    expect(positionToSend('EXACT', 40.781234, -73.966549)).toEqual({ lat: 40.781234, lon: -73.966549 })
    expect(positionToSend('APPROXIMATE', 40.781234, -73.966549)).toEqual({ lat: 40.78, lon: -73.97 })
    expect(positionToSend('STATUS_ONLY', 40.781234, -73.966549)).toBeNull()
  })

  it('shares only when consented, started (by the clock too), and not status only', () => {
    expect(sharesPosition(null, now)).toBe(false)
    expect(sharesPosition(own({}), now)).toBe(true)
    expect(sharesPosition(own({ state: 'PAUSED' }), now)).toBe(true)
    expect(sharesPosition(own({ state: 'STOPPED' }), now)).toBe(false)
    expect(sharesPosition(own({ precision: 'STATUS_ONLY' }), now)).toBe(false)
    expect(sharesPosition(own({ consented: false, state: 'OFF' }), now)).toBe(false)
    const later = new Date(now + 60_000).toISOString()
    expect(sharesPosition(own({ state: 'WAITING', startsAt: later }), now)).toBe(false)
    expect(sharesPosition(own({ state: 'WAITING', startsAt: later }), now + 60_000)).toBe(true)
  })

  it('says how old a marker is and why someone is not live', () => {
    expect(formatAge(new Date(now - 30_000).toISOString(), now)).toBe('just now')
    expect(formatAge(new Date(now - 2 * 60_000).toISOString(), now)).toBe('2 min ago')
    expect(formatAge(new Date(now - 3 * 3_600_000).toISOString(), now)).toBe('3 h ago')
    expect(sharingNote({ state: 'PAUSED', since: '2026-11-26T14:05:00', precision: 'EXACT' })).toBe(
      'Paused since 14:05',
    )
    expect(sharingNote({ state: 'SHARING', precision: 'STATUS_ONLY' })).toBe('Status only')
    expect(sharingNote({ state: 'SHARING', precision: 'EXACT' })).toBeNull()
    // No position held: waiting for one while sharing, else not sharing.
    expect(noPositionNote({ state: 'SHARING' })).toBe('Waiting for position')
    expect(noPositionNote({ state: 'PAUSED' })).toBe('Not sharing')
    expect(noPositionNote(null)).toBe('Not sharing')
  })
})
