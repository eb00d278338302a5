// Place search and reverse lookup through a Nominatim-compatible service (GEOCODER_URL), called
// by the server only. The public Nominatim policy asks for at most one request per second and an
// identifying User-Agent: upstream calls wait for a shared slot (in Redis when scaled out) and
// results are cached. A failed search is told apart from one that found nothing (the picker says
// search is unavailable); a failed reverse lookup answers 'Current Location', as the spec says.
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { z } from 'zod'
import { TtlCache } from '../core/lib/ttl-cache.js'
import type { Logger } from '../core/logger.js'

export interface Place {
  lat: number
  lon: number
  /** The first segment of the display name. */
  name: string
  /** The full display name. */
  address: string
}

export interface ReversePlace extends Place {
  city: string | null
  region: string | null
  country: string | null
}

export interface Geocoder {
  /** Up to 5 places; throws PlaceSearchUnavailable when the service fails, hangs or is busy. */
  search(query: string): Promise<Place[]>
  reverse(lat: number, lon: number): Promise<ReversePlace>
}

const dayMs = 24 * 60 * 60 * 1000
const failureCacheMs = 60 * 1000

const addressSchema = z
  .object({
    city: z.string().optional(),
    town: z.string().optional(),
    village: z.string().optional(),
    hamlet: z.string().optional(),
    state: z.string().optional(),
    country: z.string().optional(),
  })
  .partial()
  .optional()

const nominatimPlace = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  display_name: z.string(),
  address: addressSchema,
})

const toPlace = (raw: z.infer<typeof nominatimPlace>): Place => ({
  lat: raw.lat,
  lon: raw.lon,
  name: raw.display_name.split(',')[0]?.trim() || raw.display_name,
  address: raw.display_name,
})

/** No upstream slot came in time: not the service's fault, so not remembered as a failure. */
class GeocoderBusy extends Error {
  override message = 'geocoder busy: no upstream slot within the wait limit'
}

/** The geocoder could not answer a search (down, slow, or no upstream slot in time). */
export class PlaceSearchUnavailable extends Error {
  override message = 'place search unavailable'
}

export const currentLocation = (lat: number, lon: number): ReversePlace => ({
  lat,
  lon,
  name: 'Current Location',
  address: '',
  city: null,
  region: null,
  country: null,
})

export function createGeocoder(options: {
  baseUrl: string
  userAgent: string
  /** One point per upstream request; shared by every instance when it lives in Redis. */
  upstreamLimiter: RateLimiterAbstract
  logger: Logger
  timeoutMs?: number
  /** How long a caller waits for an upstream slot before giving up. */
  maxWaitMs?: number
}): Geocoder {
  const { baseUrl, userAgent, upstreamLimiter, logger, timeoutMs = 4000, maxWaitMs = 3000 } = options
  const searches = new TtlCache<Place[] | null>(dayMs, 2000)
  const reverses = new TtlCache<ReversePlace | null>(dayMs, 2000)

  /** Waits for the next free upstream slot; false when none comes within maxWaitMs. */
  async function takeSlot(): Promise<boolean> {
    const deadline = Date.now() + maxWaitMs
    for (;;) {
      try {
        await upstreamLimiter.consume('nominatim')
        return true
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error
        const wait = Math.max(error.msBeforeNext, 20)
        if (Date.now() + wait > deadline) return false
        await new Promise((resolve) => setTimeout(resolve, wait))
      }
    }
  }

  async function call(path: string, params: Record<string, string>): Promise<unknown> {
    if (!(await takeSlot())) throw new GeocoderBusy()
    const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
    const response = await fetch(url, {
      headers: { 'user-agent': userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`)
    return response.json()
  }

  return {
    async search(query) {
      const q = query.trim().replace(/\s+/g, ' ')
      if (!q) return []
      const key = q.toLowerCase()
      const results = await searches.getOrLoad(
        key,
        async () => {
          try {
            const body = await call('search', { q, format: 'json', limit: '5', addressdetails: '1' })
            return z.array(nominatimPlace).parse(body).slice(0, 5).map(toPlace)
          } catch (error) {
            logger.warn({ err: error }, 'place search failed')
            // A failing service is asked again after a minute, not at every keystroke.
            if (!(error instanceof GeocoderBusy)) searches.set(key, null, failureCacheMs)
            return null
          }
        },
        (value) => value !== null,
      )
      if (results === null) throw new PlaceSearchUnavailable()
      return results
    },

    async reverse(lat, lon) {
      const key = `${lat.toFixed(4)},${lon.toFixed(4)}`
      const result = await reverses.getOrLoad(
        key,
        async () => {
          try {
            const body = await call('reverse', {
              lat: String(lat),
              lon: String(lon),
              format: 'json',
              addressdetails: '1',
            })
            const raw = nominatimPlace.parse(body)
            const address = raw.address ?? {}
            return {
              ...toPlace(raw),
              lat,
              lon,
              city: address.city ?? address.town ?? address.village ?? address.hamlet ?? null,
              region: address.state ?? null,
              country: address.country ?? null,
            }
          } catch (error) {
            logger.warn({ err: error }, 'reverse geocoding failed')
            if (!(error instanceof GeocoderBusy)) reverses.set(key, null, failureCacheMs)
            return null
          }
        },
        (value) => value !== null,
      )
      return result ?? currentLocation(lat, lon)
    },
  }
}
