// One local HTTP server that speaks the public services' protocols — Nominatim (/search,
// /reverse), Open-Meteo (/v1/forecast), an ipapi-style IP lookup (/ip, or /ip/{address}/json/
// like https://ipapi.co/{ip}/json/) and a MapLibre style with vector tiles (/style.json and
// /tiles/…, in place of the public tile service) — so that the app's real client code runs in tests without the internet. Each
// service can be told to fail or hang.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { GeoJSONVT } from '@maplibre/geojson-vt'
import { fromGeojsonVt } from '@maplibre/vt-pbf'

export interface FakePlace {
  lat: number
  lon: number
  display_name: string
  address: { city?: string; town?: string; village?: string; state?: string; country?: string }
}

export const places: FakePlace[] = [
  {
    lat: 40.7812,
    lon: -73.9665,
    display_name: 'Central Park, Manhattan, New York County, New York, United States',
    address: { city: 'New York', state: 'New York', country: 'United States' },
  },
  {
    lat: 40.7527,
    lon: -73.9772,
    display_name: 'Grand Central Terminal, 89 East 42nd Street, Manhattan, New York, United States',
    address: { city: 'New York', state: 'New York', country: 'United States' },
  },
  {
    lat: 33.4673,
    lon: -112.073,
    display_name: 'Phoenix Art Museum, 1625 North Central Avenue, Phoenix, Maricopa County, Arizona, United States',
    address: { city: 'Phoenix', state: 'Arizona', country: 'United States' },
  },
  {
    lat: 37.7694,
    lon: -122.4862,
    display_name: 'Golden Gate Park, San Francisco, California, United States',
    address: { city: 'San Francisco', state: 'California', country: 'United States' },
  },
  {
    lat: 51.5073,
    lon: -0.1657,
    display_name: 'Hyde Park, City of Westminster, London, Greater London, England, United Kingdom',
    address: { city: 'London', state: 'England', country: 'United Kingdom' },
  },
]

export type Service = 'geocoder' | 'weather' | 'ip' | 'map'
export type Mode = 'ok' | 'fail' | 'hang'

export interface RecordedRequest {
  service: Service
  path: string
  query: Record<string, string>
  userAgent: string | undefined
  at: number
}

/**
 * The map style served at /style.json: a background, and vector tiles (/tiles/{z}/{x}/{y}.pbf,
 * made here from one polygon covering the world) painted in a fill colour. MapLibre decodes
 * vector tiles in its web worker: the fill shows only when the worker runs. Both colours tell it
 * apart from the app's own fallback background in screenshots.
 */
export const fakeMapStyle = {
  version: 8,
  name: 'Test land',
  sources: { land: { type: 'vector', tiles: ['/tiles/{z}/{x}/{y}.pbf'], maxzoom: 14 } },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#dbeafe' } },
    { id: 'land', type: 'fill', source: 'land', 'source-layer': 'land', paint: { 'fill-color': '#bbf7d0' } },
  ],
}

const world = new GeoJSONVT(
  {
    type: 'Feature',
    properties: { name: 'land' },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [-180, -85],
          [180, -85],
          [180, 85],
          [-180, 85],
          [-180, -85],
        ],
      ],
    },
  },
  { maxZoom: 14 },
)

/** One vector tile of the world polygon, as MapLibre fetches it. */
export function landTile(z: number, x: number, y: number): Uint8Array | null {
  const tile = world.getTile(z, x, y)
  return tile ? fromGeojsonVt({ land: tile }) : null
}

/** The weather every forecast answers with, unless changed: 71.6 °F, partly cloudy (WMO 2). */
export const defaultWeather = { temperature: 71.6, code: 2 }

export interface FakeUpstreams {
  url: string
  /** GEOCODER_URL, WEATHER_URL, IP_LOOKUP_URL (with `{ip}`) and MAP_STYLE_URL pointing here. */
  env: Record<string, string>
  requests: RecordedRequest[]
  modes: Record<Service, Mode>
  weather: { temperature: number; code: number }
  ipCity: string
  close(): Promise<void>
}

const distanceKm = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) =>
  Math.hypot((a.lat - b.lat) * 111, (a.lon - b.lon) * 111 * Math.cos((a.lat * Math.PI) / 180))

export async function startFakeUpstreams(): Promise<FakeUpstreams> {
  const hanging = new Set<ServerResponse>()
  const state: Omit<FakeUpstreams, 'url' | 'env' | 'close'> = {
    requests: [],
    modes: { geocoder: 'ok', weather: 'ok', ip: 'ok', map: 'ok' },
    weather: { ...defaultWeather },
    ipCity: 'Phoenix',
  }

  // The browser fetches the map style itself, from the page's origin: allow that.
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
    res.end(JSON.stringify(body))
  }

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const service: Service | undefined =
      url.pathname === '/search' || url.pathname === '/reverse'
        ? 'geocoder'
        : url.pathname === '/v1/forecast'
          ? 'weather'
          : url.pathname === '/ip' || /^\/ip\/[^/]+\/json\/?$/.test(url.pathname)
            ? 'ip'
            : url.pathname === '/style.json' || url.pathname.startsWith('/tiles/')
              ? 'map'
              : undefined
    if (!service) return json(res, 404, { error: 'not found' })
    state.requests.push({
      service,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      userAgent: req.headers['user-agent'],
      at: Date.now(),
    })
    const mode = state.modes[service]
    if (mode === 'hang') {
      hanging.add(res)
      return
    }
    if (mode === 'fail') return json(res, 503, { error: 'service unavailable' })

    if (url.pathname.startsWith('/tiles/')) {
      const [z, x, y] = (url.pathname.match(/^\/tiles\/(\d+)\/(\d+)\/(\d+)\.pbf$/) ?? []).slice(1).map(Number)
      const tile = z === undefined || x === undefined || y === undefined ? null : landTile(z, x, y)
      if (!tile) return json(res, 404, { error: 'no such tile' })
      res.writeHead(200, { 'content-type': 'application/x-protobuf', 'access-control-allow-origin': '*' })
      return res.end(tile)
    }
    if (service === 'map') return json(res, 200, fakeMapStyle)
    if (url.pathname === '/search') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase()
      const limit = Number(url.searchParams.get('limit') ?? 10)
      const found = places.filter((p) => p.display_name.toLowerCase().includes(q)).slice(0, limit)
      return json(
        res,
        200,
        found.map((p, i) => ({
          place_id: 1000 + i,
          lat: String(p.lat),
          lon: String(p.lon),
          display_name: p.display_name,
          ...(url.searchParams.get('addressdetails') === '1' ? { address: p.address } : {}),
        })),
      )
    }
    if (url.pathname === '/reverse') {
      const here = { lat: Number(url.searchParams.get('lat')), lon: Number(url.searchParams.get('lon')) }
      const nearest = places.find((p) => distanceKm(p, here) < 3)
      if (!nearest) return json(res, 200, { error: 'Unable to geocode' })
      return json(res, 200, {
        lat: String(nearest.lat),
        lon: String(nearest.lon),
        display_name: nearest.display_name,
        address: nearest.address,
      })
    }
    if (url.pathname === '/v1/forecast') {
      const hour = url.searchParams.get('start_hour') ?? new Date().toISOString().slice(0, 16)
      return json(res, 200, {
        latitude: Number(url.searchParams.get('latitude')),
        longitude: Number(url.searchParams.get('longitude')),
        hourly_units: { temperature_2m: '°F' },
        hourly: { time: [hour], temperature_2m: [state.weather.temperature], weather_code: [state.weather.code] },
      })
    }
    return json(res, 200, {
      ip: decodeURIComponent(url.pathname.split('/')[2] ?? '') || '127.0.0.1',
      city: state.ipCity,
      region: 'Arizona',
      country_name: 'United States',
      latitude: 33.4484,
      longitude: -112.074,
    })
  }

  const server: Server = createServer(handle)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const upstreams = state as FakeUpstreams
  upstreams.url = url
  upstreams.env = {
    GEOCODER_URL: url,
    WEATHER_URL: url,
    // Like the default https://ipapi.co/{ip}/json/: the app fills in the client's address.
    IP_LOOKUP_URL: `${url}/ip/{ip}/json/`,
    MAP_STYLE_URL: `${url}/style.json`,
  }
  upstreams.close = async () => {
    for (const res of hanging) res.destroy()
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return upstreams
}
