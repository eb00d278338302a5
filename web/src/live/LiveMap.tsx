// The live map: MapLibre with the event marker and everyone's initials. Loaded
// lazily (LazyLiveMap) so maplibre-gl stays out of the first chunk. The map is created once;
// markers move with setLngLat and glide there. The view fits all markers on first show and when
// someone appears or leaves, not on every move (that would fight the person panning the map).
// The map starts on its style when that has arrived with the code (they load together), else on
// a plain background that the style replaces once it loads; without WebGL it shows RadarMap.
// Its canvas stays hidden until the map is first complete (idle: style and tiles in view drawn),
// the markers showing meanwhile: the browser then composites one finished picture instead of
// every frame of the map coming together (the background alone, then tile by tile), each of which
// costs a read-back of the whole canvas where WebGL is drawn in software.
import * as maplibregl from 'maplibre-gl'
import 'maplibre-gl/dist/maplibre-gl.css'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useEffect, useRef, useState } from 'react'
import { cameraFor, initialView } from './geometry'
import { fallbackStyle, mapStyle } from './map-style'
import {
  approximateAreaPixels,
  createMarkerElement,
  mapLabel,
  type PlacedMarker,
  placeMarkers,
  updateMarkerElement,
} from './markers'
import { RadarMap } from './RadarMap'
import './live.css'
import type { LiveMapProps } from './types'

const colourScheme = () => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')

// MapLibre 6 finds its worker next to its own file, which a bundler moves: point it at the copy
// Vite emits.
maplibregl.setWorkerUrl(workerUrl)

const moveMs = 800

/** At the latest this long after the map starts, its canvas shows even if tiles are still missing. */
const revealWaitMs = 5000

interface Entry {
  marker: maplibregl.Marker
  element: HTMLElement
  frame: number
}

// The real style replaces the plain background at once: a fade (MapLibre's default 300 ms) would
// redraw the whole map on every frame meanwhile, on the main thread.
const withoutFade = (style: maplibregl.StyleSpecification): maplibregl.StyleSpecification => ({
  ...style,
  transition: { duration: 0, delay: 0 },
})

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/** Approximate markers' circles at the map's scale (about 1 km across whatever the zoom). */
function sizeAreas(map: maplibregl.Map, entries: Iterable<Entry>) {
  const zoom = map.getZoom()
  for (const { element, marker } of entries) {
    if (element.dataset.approximate !== 'true') continue
    element.style.setProperty('--area-px', `${approximateAreaPixels(marker.getLngLat().lat, zoom)}px`)
  }
}

function glide(entry: Entry, to: [number, number]) {
  const from = entry.marker.getLngLat()
  if (from.lng === to[0] && from.lat === to[1]) return
  cancelAnimationFrame(entry.frame)
  if (reducedMotion()) {
    entry.marker.setLngLat(to)
    return
  }
  const start = performance.now()
  const step = (time: number) => {
    const k = Math.min(1, (time - start) / moveMs)
    const e = k < 0.5 ? 2 * k * k : 1 - (-2 * k + 2) ** 2 / 2
    entry.marker.setLngLat([from.lng + (to[0] - from.lng) * e, from.lat + (to[1] - from.lat) * e])
    if (k < 1) entry.frame = requestAnimationFrame(step)
  }
  entry.frame = requestAnimationFrame(step)
}

function fitView(map: maplibregl.Map, placed: PlacedMarker[], animate: boolean) {
  const camera = cameraFor(placed)
  if (!camera) return
  const duration = animate && !reducedMotion() ? 600 : 0
  if (camera.kind === 'center') {
    map.easeTo({ center: camera.center, zoom: camera.zoom, duration })
    return
  }
  const { clientWidth: w, clientHeight: h } = map.getContainer()
  const padding = Math.max(8, Math.min(56, w / 5, h / 5))
  map.fitBounds(camera.bounds, { padding, maxZoom: camera.maxZoom, duration })
}

export default function LiveMap(props: LiveMapProps) {
  const { styleUrl, venue, people } = props
  const container = useRef<HTMLDivElement>(null)
  const mapRef = useRef<maplibregl.Map | null>(null)
  const markers = useRef(new Map<string, Entry>())
  const fittedKey = useRef<string | null>(null)
  const [failed, setFailed] = useState(false)
  const [drawn, setDrawn] = useState(false)
  const [styleState, setStyleState] = useState<'loading' | 'remote' | 'fallback'>('loading')
  /** The style object the map was last given. */
  const applied = useRef<maplibregl.StyleSpecification | null>(null)
  const styleUrlRef = useRef(styleUrl)
  styleUrlRef.current = styleUrl
  const placed = placeMarkers(venue, people)
  const placedRef = useRef(placed)
  placedRef.current = placed

  useEffect(() => {
    const element = container.current
    if (!element) return
    let map: maplibregl.Map
    const ready = mapStyle(styleUrlRef.current).result
    const style = ready?.kind === 'remote' ? withoutFade(ready.style) : fallbackStyle(colourScheme())
    try {
      map = new maplibregl.Map({
        container: element,
        style,
        ...initialView(placedRef.current),
        attributionControl: { compact: true },
        // Labels appear at once instead of fading in: a fade redraws the whole map every frame.
        fadeDuration: 0,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
      })
    } catch (error) {
      console.warn('[live] the map cannot start (no WebGL?); showing the plain view', error)
      setFailed(true)
      return
    }
    map.touchZoomRotate.disableRotation()
    map.on('error', (event) => console.warn('[live] map:', event.error?.message ?? event))
    map.on('zoom', () => sizeAreas(map, markers.current.values()))
    mapRef.current = map
    applied.current = style
    const reveal = () => setDrawn(true)
    map.once('idle', reveal)
    const revealTimer = setTimeout(reveal, revealWaitMs)
    const entries = markers.current
    return () => {
      clearTimeout(revealTimer)
      for (const entry of entries.values()) cancelAnimationFrame(entry.frame)
      entries.clear()
      fittedKey.current = null
      mapRef.current = null
      applied.current = null
      map.remove()
    }
  }, [])

  useEffect(() => {
    const map = mapRef.current
    if (!map) return
    let current = true
    const pending = mapStyle(styleUrl)
    // Started on this style already (see above): nothing to swap.
    if (pending.result?.kind === 'remote' && applied.current?.layers === pending.result.style.layers) {
      setStyleState('remote')
      return
    }
    setStyleState('loading')
    pending.promise.then((result) => {
      if (!current) return
      if (result.kind === 'fallback')
        console.warn('[live] map style unavailable, using a plain background:', result.reason)
      const next = result.kind === 'remote' ? withoutFade(result.style) : fallbackStyle(colourScheme())
      if (next !== applied.current) map.setStyle(next)
      applied.current = next
      setStyleState(result.kind)
    })
    return () => {
      current = false
    }
  }, [styleUrl])

  // Runs after every render; cheap, and keeps the markers exactly in step with the props.
  useEffect(() => {
    const map = mapRef.current
    if (!map) return
    const entries = markers.current
    const current = placedRef.current
    const seen = new Set<string>()
    for (const m of current) {
      seen.add(m.id)
      const entry = entries.get(m.id)
      if (entry) {
        updateMarkerElement(entry.element, m.look)
        glide(entry, [m.lon, m.lat])
        continue
      }
      const element = createMarkerElement(m.look)
      const marker = new maplibregl.Marker({ element, anchor: m.look.kind === 'venue' ? 'bottom' : 'center' })
        .setLngLat([m.lon, m.lat])
        .addTo(map)
      entries.set(m.id, { marker, element, frame: 0 })
    }
    for (const [id, entry] of entries) {
      if (seen.has(id)) continue
      cancelAnimationFrame(entry.frame)
      entry.marker.remove()
      entries.delete(id)
    }
    sizeAreas(map, entries.values())
    const key = [...seen].sort().join('\n')
    if (key !== fittedKey.current) {
      fitView(map, current, fittedKey.current !== null)
      fittedKey.current = key
    }
  })

  if (failed) return <RadarMap {...props} />
  return (
    <section
      className={`live-map ${props.className ?? ''}`}
      aria-label={mapLabel(props)}
      data-map-kind="maplibre"
      data-map-style={styleState}
      data-map-drawn={drawn}
    >
      <div ref={container} className="live-map-canvas" />
    </section>
  )
}
