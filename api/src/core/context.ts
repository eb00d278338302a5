// The adapters every instance opens, as the services receive them. Only core's own: a feature
// service that also lives in the bag (live access, the position writer, arrivals, the place
// clients) is named where it is used, by the feature that needs it (edge/services.ts builds the
// whole bag and types it as AppServices).
import type { Config } from './config.js'
import type { JobDriver } from './jobs/queues.js'
import type { Logger } from './logger.js'
import type { Mailer } from './mail/mailer.js'
import type { Metrics } from './metrics.js'
import type { RateLimits } from './rate-limits.js'
import type { AppPubSub } from './realtime/pubsub.js'

/** What every service may use: this instance's configuration and adapters. */
export interface Services {
  config: Config
  logger: Logger
  pubSub: AppPubSub
  jobs: JobDriver
  mailer: Mailer
  metrics: Metrics
  limits: RateLimits
}
