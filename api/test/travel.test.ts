import { describe, expect, it } from 'vitest'
import { estimateTravel, haversineMiles, recentSpeedMph } from '../src/live/arrivals/travel.service.js'

const venue = { lat: 40.7812, lon: -73.9665 } // Central Park
const now = new Date('2026-11-23T15:00:00Z')

describe('distances and travel times', () => {
  it('measures haversine miles with an earth radius of 3958.8', () => {
    // Central Park to Grand Central Terminal: about 2.0 miles.
    expect(haversineMiles(venue, { lat: 40.7527, lon: -73.9772 })).toBeCloseTo(2.047, 3)
    expect(haversineMiles(venue, venue)).toBe(0)
    // A quarter of the way round the equator.
    expect(haversineMiles({ lat: 0, lon: 0 }, { lat: 0, lon: 90 })).toBeCloseTo((Math.PI / 2) * 3958.8, 6)
  })

  it('says "At location" under a tenth of a mile', () => {
    const near = estimateTravel({ position: { lat: 40.7815, lon: -73.9665 }, venue, at: now, startTime: null, now })
    expect(near).toMatchObject({ basis: 'arrived', travelTimeText: 'At location', alert: false })
  })

  it('estimates walking for short distances and driving for long ones, saying which', () => {
    const walk = estimateTravel({ position: { lat: 40.7957, lon: -73.9665 }, venue, at: now, startTime: null, now })
    expect(walk.distance).toBeCloseTo(1.0, 1)
    expect(walk.travelTimeText).toBe('20 min away (walking estimate)')
    const drive = estimateTravel({ position: { lat: 40.7527, lon: -73.9772 }, venue, at: now, startTime: null, now })
    expect(drive.travelTimeText).toBe('5 min away (driving estimate)')
    const far = estimateTravel({ position: { lat: 41.7812, lon: -73.9665 }, venue, at: now, startTime: null, now })
    expect(far.travelTimeText).toBe('2 h 46 min away (driving estimate)')
  })

  it('uses the recent speed when the person is moving, and ignores stale or impossible speeds', () => {
    const previous = { position: { lat: 40.7527, lon: -73.9772 }, at: new Date(now.getTime() - 60_000) }
    const position = { lat: 40.7556, lon: -73.9761 } // ~0.2 mi in a minute: ~12 mph
    const input = { position, venue, previous, at: now, startTime: null, now }
    expect(recentSpeedMph(input)).toBeCloseTo(12.4, 0)
    expect(estimateTravel(input).travelTimeText).toMatch(/^\d+ min away \(current pace\)$/)
    expect(
      recentSpeedMph({ ...input, previous: { ...previous, at: new Date(now.getTime() - 10 * 60_000) } }),
    ).toBeNull()
    expect(recentSpeedMph({ ...input, previous: { ...previous, at: new Date(now.getTime() - 1000) } })).toBeNull()
    expect(recentSpeedMph({ ...input, previous: { position, at: previous.at } })).toBeNull()
  })

  it('raises the alert when the estimated arrival is after the start', () => {
    const position = { lat: 40.7527, lon: -73.9772 } // 5 min drive
    const soon = new Date(now.getTime() + 2 * 60_000)
    const later = new Date(now.getTime() + 30 * 60_000)
    expect(estimateTravel({ position, venue, at: now, startTime: soon, now }).alert).toBe(true)
    expect(estimateTravel({ position, venue, at: now, startTime: later, now }).alert).toBe(false)
  })
})
