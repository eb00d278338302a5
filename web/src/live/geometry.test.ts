import { describe, expect, it } from 'vitest'
import { haversineMiles } from './format'
import { cameraFor, initialView, offsetMiles, radarLayout, ringLabel } from './geometry'

const venue = { lat: 33.4484, lon: -112.074 }

describe('map camera', () => {
  it('centres on a single marker at zoom 15', () => {
    expect(cameraFor([venue])).toEqual({ kind: 'center', center: [-112.074, 33.4484], zoom: 15 })
    expect(initialView([venue])).toEqual({ center: [-112.074, 33.4484], zoom: 15 })
  })

  it('fits the bounds of several markers, up to zoom 15', () => {
    expect(cameraFor([venue, { lat: 33.46, lon: -112.09 }, { lat: 33.44, lon: -112.07 }])).toEqual({
      kind: 'bounds',
      bounds: [
        [-112.09, 33.44],
        [-112.07, 33.46],
      ],
      maxZoom: 15,
    })
    expect(initialView([venue, { lat: 33.46, lon: -112.09 }])).toEqual({ center: [-112.074, 33.4484], zoom: 13 })
  })

  it('ignores points without coordinates and keeps the view without any', () => {
    expect(cameraFor([{ lat: Number.NaN, lon: 1 }, venue])).toMatchObject({ kind: 'center' })
    expect(cameraFor([])).toBeNull()
    expect(initialView([]).zoom).toBe(1)
  })
})

describe('radar layout', () => {
  it('puts the venue in the middle, north up and east right', () => {
    const layout = radarLayout(venue, [
      { id: 'venue', ...venue },
      { id: 'north', lat: venue.lat + 0.01, lon: venue.lon },
      { id: 'east', lat: venue.lat, lon: venue.lon + 0.01 },
    ])
    const at = Object.fromEntries(layout.points.map((p) => [p.id, p]))
    expect(at.venue).toEqual({ id: 'venue', x: 50, y: 50 })
    expect(at.north?.x).toBeCloseTo(50, 6)
    expect(at.north?.y).toBeLessThan(50)
    expect(at.east?.x).toBeGreaterThan(50)
    expect(at.east?.y).toBeCloseTo(50, 6)
  })

  it('picks a round outer ring that encloses everyone', () => {
    const near = { id: 'a', lat: venue.lat + 0.005, lon: venue.lon } // ≈ 0.35 mi
    const layout = radarLayout(venue, [near])
    expect(layout.radiusMiles).toBe(0.5)
    const far = { id: 'b', lat: venue.lat - 0.05, lon: venue.lon - 0.05 } // ≈ 4.4 mi
    const wide = radarLayout(venue, [near, far])
    expect(wide.radiusMiles).toBe(5)
    for (const p of wide.points) expect(Math.hypot(p.x - 50, p.y - 50)).toBeLessThanOrEqual(50 * 0.84 + 1e-9)
  })

  it('keeps relative distances: twice as far is twice as far from the middle', () => {
    const layout = radarLayout(venue, [
      { id: 'a', lat: venue.lat + 0.002, lon: venue.lon },
      { id: 'b', lat: venue.lat + 0.004, lon: venue.lon },
    ])
    const [a, b] = layout.points
    expect(50 - (b?.y ?? 0)).toBeCloseTo(2 * (50 - (a?.y ?? 0)), 6)
  })

  it('centres on the people when there is no venue', () => {
    const layout = radarLayout(null, [
      { id: 'a', lat: 10, lon: 10 },
      { id: 'b', lat: 10.002, lon: 10 },
    ])
    expect(((layout.points[0]?.y ?? 0) + (layout.points[1]?.y ?? 0)) / 2).toBeCloseTo(50, 6)
    expect(radarLayout(null, []).points).toEqual([])
  })

  it('measures offsets consistently with the haversine distance for short hops', () => {
    const b = { lat: venue.lat + 0.01, lon: venue.lon + 0.01 }
    const o = offsetMiles(venue, b)
    expect(Math.hypot(o.x, o.y)).toBeCloseTo(haversineMiles(venue, b), 3)
    expect(offsetMiles({ lat: 0, lon: 179.99 }, { lat: 0, lon: -179.99 }).x).toBeCloseTo(0.02 * 69.09, 1)
  })

  it('labels rings in feet under a mile', () => {
    expect(ringLabel(0.25)).toBe('1320 ft')
    expect(ringLabel(5)).toBe('5 mi')
  })
})
