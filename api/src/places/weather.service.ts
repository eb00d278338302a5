// Weather for a place and hour from an Open-Meteo-compatible API (WEATHER_URL), in °F, mapped
// from WMO weather codes to the spec's six icons. Cached per ~1 km and hour; a slow or failing
// service yields null (no weather), never an error.
import { z } from 'zod'
import { TtlCache } from '../core/lib/ttl-cache.js'
import type { Logger } from '../core/logger.js'

export const weatherIcons = ['sun', 'cloud', 'cloud-drizzle', 'cloud-rain', 'cloud-snow', 'zap'] as const
export type WeatherIcon = (typeof weatherIcons)[number]

export interface Weather {
  temp: number
  icon: WeatherIcon
  condition: string
}

export interface WeatherClient {
  /** The forecast for the hour of `at`, or null when unknown (too far ahead, service down). */
  forecast(lat: number, lon: number, at: Date): Promise<Weather | null>
}

/** WMO code → condition and icon (https://open-meteo.com/en/docs, "WMO Weather interpretation codes"). */
export function describeWeatherCode(code: number): { condition: string; icon: WeatherIcon } {
  if (code === 0) return { condition: 'Clear sky', icon: 'sun' }
  if (code === 1) return { condition: 'Mainly clear', icon: 'sun' }
  if (code === 2) return { condition: 'Partly cloudy', icon: 'cloud' }
  if (code === 3) return { condition: 'Overcast', icon: 'cloud' }
  if (code === 45 || code === 48) return { condition: 'Fog', icon: 'cloud' }
  if (code >= 51 && code <= 57) return { condition: 'Drizzle', icon: 'cloud-drizzle' }
  if ((code >= 61 && code <= 67) || (code >= 80 && code <= 82)) return { condition: 'Rain', icon: 'cloud-rain' }
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return { condition: 'Snow', icon: 'cloud-snow' }
  if (code >= 95 && code <= 99) return { condition: 'Thunderstorm', icon: 'zap' }
  return { condition: 'Clear sky', icon: 'sun' }
}

const hourMs = 60 * 60 * 1000
/** Open-Meteo forecasts 16 days ahead; further out there is nothing to ask for. */
const forecastDays = 16

const forecastSchema = z.object({
  hourly: z.object({
    time: z.array(z.string()),
    temperature_2m: z.array(z.number().nullable()),
    weather_code: z.array(z.number().nullable()),
  }),
})

export function createWeatherClient(options: { baseUrl: string; logger: Logger; timeoutMs?: number }): WeatherClient {
  const { baseUrl, logger, timeoutMs = 2000 } = options
  const cache = new TtlCache<Weather | null>(30 * 60 * 1000, 2000)

  async function fetchHour(lat: number, lon: number, hour: string): Promise<Weather | null> {
    const url = new URL('v1/forecast', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
    url.search = new URLSearchParams({
      latitude: lat.toFixed(4),
      longitude: lon.toFixed(4),
      hourly: 'temperature_2m,weather_code',
      temperature_unit: 'fahrenheit',
      timezone: 'GMT',
      start_hour: `${hour}:00`,
      end_hour: `${hour}:00`,
    }).toString()
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
    if (!response.ok) throw new Error(`weather service answered ${response.status}`)
    const { hourly } = forecastSchema.parse(await response.json())
    const temp = hourly.temperature_2m[0]
    const code = hourly.weather_code[0]
    if (temp == null || code == null) return null
    return { temp: Math.round(temp), ...describeWeatherCode(code) }
  }

  return {
    async forecast(lat, lon, at) {
      const now = Date.now()
      if (at.getTime() < now - 2 * hourMs || at.getTime() > now + forecastDays * 24 * hourMs) return null
      const hour = new Date(Math.floor(at.getTime() / hourMs) * hourMs).toISOString().slice(0, 13)
      const key = `${lat.toFixed(2)},${lon.toFixed(2)},${hour}`
      return cache.getOrLoad(
        key,
        async () => {
          const weather = await fetchHour(lat, lon, hour).catch((error: unknown) => {
            logger.warn({ err: error }, 'weather lookup failed')
            return null
          })
          // Unknown weather is asked again after a minute rather than remembered for half an hour.
          if (weather === null) cache.set(key, null, 60 * 1000)
          return weather
        },
        (weather) => weather !== null,
      )
    },
  }
}
