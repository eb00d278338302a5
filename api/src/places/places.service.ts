// Place search and reverse lookup for signed-in people, through the server's geocoder client.

import { z } from 'zod'
import type { Actor } from '../core/actor.js'
import type { Services } from '../core/context.js'
import type { User } from '../core/db/prisma.js'
import { ServiceUnavailableError, UnauthorizedError } from '../core/errors.js'
import { parseInput, text } from '../core/lib/validation.js'
import { consume } from '../core/rate-limits.js'
import { latitude, longitude } from '../live/positions.service.js'
import type { Geocoder } from './geocoder.service.js'
import { PlaceSearchUnavailable } from './geocoder.service.js'

type Deps = Pick<Services, 'limits'> & { geocoder: Geocoder }

/** What REST (503) and GraphQL (ServiceUnavailableError) say when the geocoder cannot answer. */
export const placeSearchUnavailable = 'Place search is unavailable right now'

export const searchInput = z.object({
  q: text({ error: 'q is required', max: 200, tooLong: 'Search text must be 200 characters or less' }).default(''),
})

/** Query-string numbers: '' and missing stay missing, so the message names the field. */
const fromQuery = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : Number(v))
export const reverseInput = z.object({
  lat: z.preprocess(fromQuery, latitude),
  lon: z.preprocess(fromQuery, longitude),
})

async function limit(deps: Deps, viewer: User | null) {
  if (!viewer) throw new UnauthorizedError()
  await consume(deps.limits.placeLookupsByUser, viewer.id, 'Too many place searches.')
}

export async function searchPlaces(actor: Actor<Deps>, input: unknown) {
  const { q } = parseInput(searchInput, input)
  await limit(actor.services, actor.viewer)
  try {
    return await actor.services.geocoder.search(q)
  } catch (error) {
    if (error instanceof PlaceSearchUnavailable) throw new ServiceUnavailableError(placeSearchUnavailable)
    throw error
  }
}

export async function reversePlace(actor: Actor<Deps>, input: unknown) {
  const { lat, lon } = parseInput(reverseInput, input)
  await limit(actor.services, actor.viewer)
  return actor.services.geocoder.reverse(lat, lon)
}
