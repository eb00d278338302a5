// Where the map looks, and the flat "radar" layout used when WebGL is missing. Pure functions.
import { earthRadiusMiles, type LatLon } from './format'

export const mapZoom = { default: 13, single: 15, max: 15 } as const

export type Camera =
  | { kind: 'center'; center: [number, number]; zoom: number }
  | { kind: 'bounds'; bounds: [[number, number], [number, number]]; maxZoom: number }

export const hasCoordinates = (p: { lat: number | null | undefined; lon: number | null | undefined }): p is LatLon =>
  typeof p.lat === 'number' && typeof p.lon === 'number' && Number.isFinite(p.lat) && Number.isFinite(p.lon)

/**
 * Spec 001 §9: zoom 13 by default, 15 with a single marker; with several markers, their bounds
 * (the map adds padding and stops at zoom 15). No markers: null (keep the current view).
 */
export function cameraFor(points: LatLon[]): Camera | null {
  const valid = points.filter(hasCoordinates)
  const first = valid[0]
  if (!first) return null
  if (valid.length === 1) return { kind: 'center', center: [first.lon, first.lat], zoom: mapZoom.single }
  const lats = valid.map((p) => p.lat)
  const lons = valid.map((p) => p.lon)
  return {
    kind: 'bounds',
    bounds: [
      [Math.min(...lons), Math.min(...lats)],
      [Math.max(...lons), Math.max(...lats)],
    ],
    maxZoom: mapZoom.max,
  }
}

/** Where the map starts: on the venue (else the first person), zoom 15 for one marker, 13 otherwise. */
export function initialView(points: LatLon[]): { center: [number, number]; zoom: number } {
  const valid = points.filter(hasCoordinates)
  const first = valid[0]
  if (!first) return { center: [0, 20], zoom: 1 }
  return { center: [first.lon, first.lat], zoom: valid.length === 1 ? mapZoom.single : mapZoom.default }
}

const milesPerDegree = (2 * Math.PI * earthRadiusMiles) / 360
const niceRadii = [0.1, 0.25, 0.5, 1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 12500]

/** Offset of b from a in miles, east (x) and north (y); an equirectangular approximation. */
export function offsetMiles(a: LatLon, b: LatLon): { x: number; y: number } {
  const dLon = ((((b.lon - a.lon + 540) % 360) + 360) % 360) - 180
  return {
    x: dLon * milesPerDegree * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180),
    y: (b.lat - a.lat) * milesPerDegree,
  }
}

export interface RadarLayout {
  /** The outer ring's radius in miles; the inner ring is half of it. */
  radiusMiles: number
  /** Positions in percent of a square (50, 50 is the centre; north is up). */
  points: { id: string; x: number; y: number }[]
}

/** Outer ring radius as a share of the square's half-width: markers stay inside the ring. */
export const radarRingShare = 0.84

/**
 * Lays the venue and people out around the venue (or the people's middle without a venue), at a
 * scale whose outer ring, a round distance, encloses everyone.
 */
export function radarLayout(center: LatLon | null, items: { id: string; lat: number; lon: number }[]): RadarLayout {
  const valid = items.filter(hasCoordinates)
  const origin =
    center && hasCoordinates(center)
      ? center
      : valid.length
        ? {
            lat: valid.reduce((s, p) => s + p.lat, 0) / valid.length,
            lon: valid.reduce((s, p) => s + p.lon, 0) / valid.length,
          }
        : null
  if (!origin) return { radiusMiles: niceRadii[0] as number, points: [] }
  const offsets = valid.map((p) => ({ id: p.id, ...offsetMiles(origin, p) }))
  const farthest = Math.max(0, ...offsets.map((o) => Math.hypot(o.x, o.y)))
  const radiusMiles = niceRadii.find((r) => r >= farthest) ?? Math.ceil(farthest)
  const scale = (50 * radarRingShare) / radiusMiles
  return {
    radiusMiles,
    points: offsets.map((o) => ({ id: o.id, x: 50 + o.x * scale, y: 50 - o.y * scale })),
  }
}

/** A ring's label: feet under a mile ('1320 ft'), else miles ('2 mi'). */
export function ringLabel(miles: number): string {
  return miles < 1 ? `${Math.round(miles * 5280)} ft` : `${miles} mi`
}
