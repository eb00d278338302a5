import type { User } from '@prisma/client'
import type { TokenCredential } from '../accounts/access-tokens.service.js'
import type { ApiPoints } from '../edge/graphql/cost-limit.js'
import type { Loaders } from '../edge/graphql/loaders.js'
import type { Arrivals } from '../live/arrivals/arrivals.service.js'
import type { LocationWriter } from '../live/location-writer.js'
import type { LiveAccess } from '../live/streams/live-access.js'
import type { Geocoder } from '../places/geocoder.js'
import type { IpLocator } from '../places/ip-locator.js'
import type { WeatherClient } from '../places/weather.js'
import type { Config } from './config.js'
import type { JobDriver } from './jobs/queues.js'
import type { Logger } from './logger.js'
import type { Mailer } from './mail/mailer.js'
import type { Metrics } from './metrics.js'
import type { RateLimits } from './rate-limits.js'
import type { AppPubSub } from './realtime/pubsub.js'

/** What every resolver and REST handler gets: the services of this instance and who is asking. */
export interface Services {
  config: Config
  logger: Logger
  pubSub: AppPubSub
  /** Keeps open live streams' access current (ends them when it ends). */
  liveAccess: LiveAccess
  jobs: JobDriver
  /** Writes positions in batches (one statement per flush window) and publishes them. */
  locations: LocationWriter
  /** ETAs and automatic statuses from each person's recent fixes. */
  arrivals: Arrivals
  mailer: Mailer
  metrics: Metrics
  limits: RateLimits
  geocoder: Geocoder
  ipLocator: IpLocator
  weather: WeatherClient
}

export interface Context extends Services {
  viewer: User | null
  /** The request's Cookie header (null for a bearer request, which reads no cookie). */
  cookieHeader: string | null
  sessionId: string | null
  /** The raw session token from the cookie (to end or rotate the session). */
  sessionToken: string | undefined
  /** The session's key (its token's SHA-256), what actors carry: hashed once per request. */
  sessionTokenHash: string | null
  /** The personal access token of a bearer request (then no cookie is read): see tokenMay. */
  accessToken: TokenCredential | null
  /** The caller's hourly GraphQL points (cost-limit.ts). */
  apiPoints: ApiPoints
  clientIp: string
  userAgent: string | undefined
  /** Set-Cookie headers to add to the HTTP response (GraphQL over HTTP only). */
  responseCookies: string[]
  /** Per-request batch loaders. */
  loaders: Loaders
}
