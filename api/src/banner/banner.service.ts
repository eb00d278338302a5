// The sponsored banner: local suggestions for the city the person
// is in. The city comes from reverse geocoding the device position, when the client has one
// without asking (permission already granted), else from an IP-based lookup of the client's
// address; both with short timeouts. With no city, the generic banner.

import { z } from 'zod'
import type { Actor } from '../core/actor.js'
import type { Services } from '../core/context.js'
import type { User } from '../core/db/prisma.js'
import { UnauthorizedError } from '../core/errors.js'
import { parseInput } from '../core/lib/validation.js'
import { consume } from '../core/rate-limits.js'
import { latitude, longitude } from '../live/positions.service.js'
import type { Geocoder } from '../places/geocoder.service.js'
import type { IpLocator } from '../places/ip-locator.service.js'

type Deps = Pick<Services, 'limits' | 'logger'> & { geocoder: Geocoder; ipLocator: IpLocator }

export const suggestionKinds = [
  'restaurants',
  'coffee_shops',
  'things_to_do',
  'nightlife',
  'local_shops',
  'bars_and_lounges',
] as const
export type SuggestionKind = (typeof suggestionKinds)[number] | 'generic'

/** Spec 001 section 3 "Suggestion banner item", with its kind. */
export interface SuggestionItem {
  kind: SuggestionKind
  text: string
  businessLabel: string
  link: string
  /** The city the suggestion is for; null on the generic banner. */
  location: string | null
}

/** Spec 001 section 3 "Location detection result". */
export interface DetectedLocation {
  city: string
  region: string | null
  country: string | null
  latitude: number | null
  longitude: number | null
  source: 'device' | 'ip'
}

export const genericSuggestion: SuggestionItem = {
  kind: 'generic',
  text: 'Discover local businesses near you',
  businessLabel: 'Search on Yelp',
  link: 'https://www.yelp.com/',
  location: null,
}

const url = (base: string, params: Record<string, string>) => `${base}?${new URLSearchParams(params).toString()}`

/** The six suggestions for a city, each linking to a review or search site with the city in it. */
export function suggestionsFor(place: { city: string; region: string | null }): SuggestionItem[] {
  const { city } = place
  // "Springfield, Illinois" finds the right Springfield; the banner shows the city alone.
  const where = place.region && place.region !== city ? `${city}, ${place.region}` : city
  const yelp = (what: string) => url('https://www.yelp.com/search', { find_desc: what, find_loc: where })
  const maps = (what: string) => url('https://www.google.com/maps/search/', { api: '1', query: `${what} in ${where}` })
  return [
    {
      kind: 'restaurants',
      text: `Top-rated restaurants in ${city}`,
      businessLabel: 'Search on Yelp',
      link: yelp('Restaurants'),
      location: city,
    },
    {
      kind: 'coffee_shops',
      text: `Find a great coffee shop in ${city}`,
      businessLabel: 'Open Google Maps',
      link: maps('Coffee shops'),
      location: city,
    },
    {
      kind: 'things_to_do',
      text: `Things to do in ${city}`,
      businessLabel: 'Explore on Tripadvisor',
      link: url('https://www.tripadvisor.com/Search', { q: `Things to do in ${where}` }),
      location: city,
    },
    {
      kind: 'nightlife',
      text: `Nightlife in ${city}`,
      businessLabel: 'Search on Yelp',
      link: yelp('Nightlife'),
      location: city,
    },
    {
      kind: 'local_shops',
      text: `Support local shops in ${city}`,
      businessLabel: 'Open Google Maps',
      link: maps('Local shops'),
      location: city,
    },
    {
      kind: 'bars_and_lounges',
      text: `Bars & lounges in ${city}`,
      businessLabel: 'Search on Yelp',
      link: yelp('Bars & Lounges'),
      location: city,
    },
  ]
}

const fromQuery = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : Number(v))
export const positionInput = z
  .object({
    lat: z.preprocess(fromQuery, latitude.optional()),
    lon: z.preprocess(fromQuery, longitude.optional()),
  })
  .refine((p) => (p.lat === undefined) === (p.lon === undefined), 'Give both lat and lon, or neither')

/** Resolves to `fallback` when `promise` takes longer than `ms`. */
const within = <T>(promise: Promise<T>, ms: number, fallback: T) =>
  new Promise<T>((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      () => {
        clearTimeout(timer)
        resolve(fallback)
      },
    )
  })

export const lookupTimeoutMs = 2000

/** The city of the device position (if given) or of the client's address; null when unknown. */
export async function detectLocation(
  deps: Deps,
  viewer: User,
  input: unknown,
  clientIp: string,
): Promise<DetectedLocation | null> {
  const { lat, lon } = parseInput(positionInput, input)
  if (lat !== undefined && lon !== undefined) {
    // The geocoder is shared (1 request/s upstream): the person's place-lookup budget applies.
    const allowed = await consume(deps.limits.placeLookupsByUser, viewer.id, 'Too many place searches.').then(
      () => true,
      () => false,
    )
    const place = allowed ? await within(deps.geocoder.reverse(lat, lon), lookupTimeoutMs, null) : null
    if (place?.city) {
      return {
        city: place.city,
        region: place.region,
        country: place.country,
        latitude: lat,
        longitude: lon,
        source: 'device',
      }
    }
  }
  const byIp = await within(deps.ipLocator.locate(clientIp), lookupTimeoutMs, null)
  return byIp ? { ...byIp, source: 'ip' } : null
}

/** The location found (or null) and the suggestions to pick from: six, or the generic one. */
export async function localSuggestions(actor: Actor<Deps>, input: unknown, clientIp: string) {
  const viewer = actor.viewer
  if (!viewer) throw new UnauthorizedError()
  const location = await detectLocation(actor.services, viewer, input, clientIp)
  return { location, items: location ? suggestionsFor(location) : [genericSuggestion] }
}

/** One suggestion, picked at random: the REST banner. */
export async function sponsoredBanner(actor: Actor<Deps>, input: unknown, clientIp: string) {
  const { items } = await localSuggestions(actor, input, clientIp)
  return items[Math.floor(Math.random() * items.length)] ?? genericSuggestion
}
