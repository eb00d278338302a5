// The event and participant markers, shared by the MapLibre map (DOM elements handed to
// maplibregl.Marker) and the radar fallback (React), so both look and read the same.
import { hasCoordinates } from './geometry'
import type { LivePerson, LiveVenue } from './types'

/** Half the side of an approximate position's square (0.01° of latitude, about 1.1 km). */
export const approximateRadiusM = 556

/** An approximate circle's diameter in pixels at `zoom` (MapLibre's 512-pixel tiles) and latitude. */
export function approximateAreaPixels(lat: number, zoom: number) {
  const metresPerPixel = (40_075_016.686 * Math.cos((lat * Math.PI) / 180)) / (512 * 2 ** zoom)
  return Math.round((2 * approximateRadiusM) / metresPerPixel)
}

export function personMarker(
  p: Pick<LivePerson, 'name' | 'initials' | 'stale' | 'isViewer' | 'age' | 'note' | 'approximate'>,
) {
  const classes = ['live-marker', 'live-marker-person']
  if (p.isViewer) classes.push('is-viewer')
  if (p.stale || p.note) classes.push('is-stale')
  const who = p.isViewer ? `${p.name} (you)` : p.name
  // Every marker shows how old it is, or why it is not live (paused): a caption drawn by CSS
  // (data-caption), so the marker's name stays the person's; the People list says it in words.
  const caption = p.note ?? p.age ?? ''
  return {
    kind: 'person' as const,
    className: classes.join(' '),
    label: p.stale || p.note ? `${who}, last known position` : who,
    text: p.initials || '?',
    caption,
    layer: p.isViewer ? 3 : 2,
    approximate: Boolean(p.approximate),
  }
}

export function venueMarker(v: Pick<LiveVenue, 'name'>) {
  return {
    kind: 'venue' as const,
    className: 'live-marker live-marker-venue',
    label: `Event location: ${v.name}`,
    text: '',
    caption: '',
    layer: 1,
    approximate: false,
  }
}

export type MarkerLook = ReturnType<typeof personMarker> | ReturnType<typeof venueMarker>

/** The map region's accessible name. */
export const mapLabel = (props: { label?: string; venue: Pick<LiveVenue, 'name'> | null }) =>
  props.label ?? (props.venue ? `Live map of ${props.venue.name}` : 'Live map')

/** A marker element for maplibregl.Marker: an outer box MapLibre positions, an inner badge we style. */
export function createMarkerElement(look: MarkerLook): HTMLElement {
  const root = document.createElement('div')
  root.className = 'live-marker-anchor'
  root.appendChild(document.createElement('div'))
  updateMarkerElement(root, look)
  return root
}

export function updateMarkerElement(root: HTMLElement, look: MarkerLook) {
  const badge = root.firstElementChild as HTMLElement
  root.setAttribute('role', 'img')
  root.setAttribute('aria-label', look.label)
  root.title = look.label
  root.dataset.kind = look.kind
  root.style.zIndex = String(look.layer)
  if (badge.className !== look.className) badge.className = look.className
  if (badge.textContent !== look.text) badge.textContent = look.text
  if (root.dataset.caption !== look.caption) root.dataset.caption = look.caption
  // An approximate position: a circle about 1 km across behind the badge (its size set by the map).
  let area = root.querySelector<HTMLElement>(':scope > .live-marker-area')
  if (look.approximate && !area) {
    area = document.createElement('div')
    area.className = 'live-marker-area'
    root.appendChild(area)
  } else if (!look.approximate && area) area.remove()
  if (look.approximate) root.dataset.approximate = 'true'
  else delete root.dataset.approximate
}

export const venueMarkerId = '@venue'

export interface PlacedMarker {
  id: string
  lat: number
  lon: number
  look: MarkerLook
}

/** The venue (first, so people draw above it) and everyone with finite coordinates. */
export function placeMarkers(venue: LiveVenue | null, people: LivePerson[]): PlacedMarker[] {
  const placed: PlacedMarker[] = []
  if (venue && hasCoordinates(venue)) {
    placed.push({ id: venueMarkerId, lat: venue.lat, lon: venue.lon, look: venueMarker(venue) })
  }
  for (const p of people) {
    if (hasCoordinates(p)) placed.push({ id: p.id, lat: p.lat, lon: p.lon, look: personMarker(p) })
  }
  return placed
}
