// The services bag of one instance, opened at start-up in order and released in reverse: core's
// adapters follow the configuration (PGlite | PostgreSQL, in-process | Redis pub/sub, in-process |
// BullMQ jobs, outbox | SMTP mail), and the feature services every face shares sit on them.
import { connectSessionCache } from '../accounts/session.service.js'
import type { Config } from '../core/config.js'
import type { Services } from '../core/context.js'
import { closeDatabase, openDatabase } from '../core/db.js'
import { createInProcessJobs } from '../core/jobs/in-process.js'
import type { JobDriver } from '../core/jobs/queues.js'
import type { Logger } from '../core/logger.js'
import { registerMailJobs } from '../core/mail/deliveries.js'
import { countingMailer, createMailer } from '../core/mail/mailer.js'
import { createMetrics } from '../core/metrics.js'
import { createRateLimits } from '../core/rate-limits.js'
import { type AppPubSubHandle, createAppPubSub } from '../core/realtime/pubsub.js'
import type { AppRedis } from '../core/redis-client.js'
import { checkRedis } from '../core/startup.js'
import { type Arrivals, createArrivals } from '../live/arrivals/arrivals.service.js'
import { registerHereCheckJobs } from '../live/arrivals/here-check.service.js'
import { registerLatenessJobs } from '../live/arrivals/lateness.service.js'
import { createMemoryTracks, createRedisTracks } from '../live/arrivals/tracks.service.js'
import { registerExpiryJobs } from '../live/expiry.service.js'
import { createLocationWriter, type LocationWriter } from '../live/location-writer.service.js'
import { createMemoryPositions, createRedisPositions, type PositionStore } from '../live/position-store.service.js'
import { registerSharingJobs } from '../live/sharing.service.js'
import { createLiveAccess, type LiveAccess } from '../live/streams/live-access.js'
import { createPositionStream, type PositionStream } from '../live/streams/position-stream.js'
import { registerPushJobs } from '../notifications/push.service.js'
import { vapidKeys } from '../notifications/vapid.service.js'
import { createGeocoder, type Geocoder } from '../places/geocoder.service.js'
import { createIpLocator, type IpLocator } from '../places/ip-locator.service.js'
import { createWeatherClient, type WeatherClient } from '../places/weather.service.js'
import { versionInfo } from './http/system.js'

/** The app's Redis client (one server's, or a cluster's), for services that keep state in Redis. */
export type { AppRedis }

/** What the faces (REST, GraphQL, sockets) hand to the services: a service picks what it uses. */
export interface AppServices extends Services {
  /** Keeps open live streams' access current (ends them when it ends). */
  liveAccess: LiveAccess
  /** Takes positions in batches (one read per flush window), keeps and publishes them. */
  locations: LocationWriter
  /** Where shared positions live (never the database): this process, or Redis when scaled out. */
  positionStore: PositionStore
  /** ETAs and automatic statuses from each person's recent fixes. */
  arrivals: Arrivals
  /** The one way out for positions: every live map's view of them. */
  positions: PositionStream
  geocoder: Geocoder
  ipLocator: IpLocator
  weather: WeatherClient
}

export interface OpenServices {
  services: AppServices
  /** The shared Redis client when scaled out (/readyz pings it). */
  redis: AppRedis | undefined
  /** Everything opened here, after HTTP: jobs first (they may still write), connections last. */
  release(): Promise<void>
}

/** Core's adapters and what only start-up and shutdown need of them (Redis, the pub/sub handle). */
type Adapters = Services & {
  redis?: AppRedis
  /** Where live positions and recent fixes are kept when scaled out (REDIS_POSITIONS_URL, or `redis`). */
  positions?: { redis: AppRedis; reachable(): boolean }
  realtime: AppPubSubHandle
  closeRedisHealth(): void
}

/** Opens the database and the adapters, then the feature services; registers every job's handler. */
export async function openServices(config: Config, logger: Logger): Promise<OpenServices> {
  const adapters = await openAdapters(config, logger)
  const disconnectSessionCache = connectSessionCache(adapters.pubSub)
  const services = withFeatures(adapters)
  await registerJobs(services)
  const release = async () => {
    // Positions accepted but not yet written (the last flush window) are written first.
    await services.locations.flush()
    await services.jobs.close()
    logger.info('jobs released')
    await services.mailer.close()
    disconnectSessionCache()
    services.liveAccess.close()
    await adapters.realtime.close()
    adapters.redis?.disconnect()
    adapters.closeRedisHealth()
    await closeDatabase()
  }
  return { services, redis: adapters.redis, release }
}

async function openAdapters(config: Config, logger: Logger): Promise<Adapters> {
  try {
    // A wrong REDIS_URL is named before anything else connects to it (and retries forever).
    if (config.redis) await checkRedis(config.redis)
    if (config.redisPositions) await checkRedis(config.redisPositions, 'REDIS_POSITIONS_URL')
    await openDatabase({
      databaseUrl: config.databaseUrl,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
      poolSize: config.databasePoolSize,
      migrate: config.migrateOnStart,
      dataDir: config.dataDir,
      logger,
    })
  } catch (error) {
    // main.ts may have started opening the database already: a failed start releases it.
    await closeDatabase()
    throw error
  }
  const scaled = config.redis ? { target: config.redis, ...(await import('../core/scaled-out.js')) } : undefined
  // Every Redis client reports to one health watch: an outage is one log line, not a flood.
  const health = scaled ? scaled.createRedisHealth(scaled.target, logger) : undefined
  const redis =
    scaled && health ? health.watch(scaled.createRedisClient(scaled.target, { maxRetriesPerRequest: 2 })) : undefined
  const realtime =
    scaled && health ? scaled.createRedisPubSub(scaled.target, config.redisPrefix, health, logger) : createAppPubSub()
  const metrics = createMetrics({ processMetrics: Boolean(config.metricsToken || config.metricsAllow.length) })
  const onFailure = (queue: string) => metrics.jobFailures.inc({ queue })
  const jobs: JobDriver =
    scaled && health
      ? scaled.createBullmqJobs(scaled.target, logger, config.redisPrefix, { health, onFailure })
      : createInProcessJobs(logger, { onFailure })
  if (jobs.counts) metrics.watchQueues(jobs.counts)
  const mailer = countingMailer(
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger }),
    metrics,
  )
  const limits = createRateLimits(redis, config.apiPoints, config.redisPrefix)
  // Live positions and recent fixes: a Redis of their own (with its own health watch), or this one.
  const ownHealth =
    scaled && config.redisPositions ? scaled.createRedisHealth(config.redisPositions, logger) : undefined
  const positions =
    scaled && ownHealth && config.redisPositions
      ? {
          redis: ownHealth.watch(scaled.createRedisClient(config.redisPositions, { maxRetriesPerRequest: 2 })),
          reachable: () => ownHealth.up,
        }
      : redis && { redis, reachable: () => health?.up ?? true }
  const closeRedisHealth = () => {
    health?.close()
    ownHealth?.close()
    if (positions && positions.redis !== redis) positions.redis.disconnect()
  }
  const adapters = { config, logger, pubSub: realtime.pubSub, jobs, mailer, metrics, limits }
  return { ...adapters, redis, positions, realtime, closeRedisHealth }
}

/** The bag: core's adapters and the feature services on them (and nothing else: every context spreads it). */
function withFeatures(adapters: Adapters): AppServices {
  const { config, logger, pubSub, jobs, mailer, metrics, limits, positions: live, realtime } = adapters
  const geocoder = createGeocoder({
    baseUrl: config.geocoderUrl,
    userAgent: `Gather/${versionInfo.version} (+${config.appUrl})`,
    upstreamLimiter: limits.geocoderUpstream,
    logger,
  })
  const weather = createWeatherClient({ baseUrl: config.weatherUrl, logger })
  const ipLocator = createIpLocator({ urlTemplate: config.ipLookupUrl, logger })
  const liveAccess = createLiveAccess({ pubSub, logger, realtime })
  const tracks = live ? createRedisTracks(live.redis, config.redisPrefix, live.reachable) : createMemoryTracks()
  const positionStore = live ? createRedisPositions(live.redis, config.redisPrefix) : createMemoryPositions()
  const arrivals = createArrivals({ tracks, pubSub, jobs, logger })
  const locations = createLocationWriter(
    { pubSub, jobs, metrics, logger, arrivals, positionStore },
    config.locationFlushMs,
  )
  const windowMs = config.pushWindowMs
  const positions = createPositionStream({ pubSub, liveAccess, metrics, logger, arrivals, windowMs, positionStore })
  return {
    config,
    logger,
    pubSub,
    liveAccess,
    jobs,
    locations,
    positionStore,
    arrivals,
    positions,
    mailer,
    metrics,
    limits,
    geocoder,
    weather,
    ipLocator,
  }
}

async function registerJobs(services: AppServices) {
  registerMailJobs(services)
  registerPushJobs(services)
  // Made on a first start (DATA_DIR or the database) rather than at the first push.
  await vapidKeys(services.config)
  await registerExpiryJobs(services)
  await registerSharingJobs(services)
  await registerLatenessJobs(services)
  registerHereCheckJobs(services)
}
