// The services bag of one instance: core's adapters and the feature services every face shares.
import type { Services } from '../core/context.js'
import type { Arrivals } from '../live/arrivals/arrivals.service.js'
import type { LocationWriter } from '../live/location-writer.js'
import type { LiveAccess } from '../live/streams/live-access.js'
import type { Geocoder } from '../places/geocoder.js'
import type { IpLocator } from '../places/ip-locator.js'
import type { WeatherClient } from '../places/weather.js'

/** What the faces (REST, GraphQL, sockets) hand to the services: a service picks what it uses. */
export interface AppServices extends Services {
  /** Keeps open live streams' access current (ends them when it ends). */
  liveAccess: LiveAccess
  /** Writes positions in batches (one statement per flush window) and publishes them. */
  locations: LocationWriter
  /** ETAs and automatic statuses from each person's recent fixes. */
  arrivals: Arrivals
  geocoder: Geocoder
  ipLocator: IpLocator
  weather: WeatherClient
}
