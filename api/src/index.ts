import { buildApp } from './app.js'
import { ConfigError, loadConfig } from './config.js'
import { createLogger } from './logger.js'
import { StartupError } from './startup.js'

try {
  const config = loadConfig()
  const logger = createLogger(config.logLevel)
  // A promise nobody awaited failed (a Redis or upstream fault): log it, keep serving.
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'))
  const app = buildApp(config, { logger })
  await app.start()
  // SIGTERM (an orchestrator, a rolling restart) and SIGINT drain gracefully, then exit 0; a
  // second signal while draining exits at once.
  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting without waiting')
      process.exit(1)
    }
    stopping = true
    logger.info({ signal }, 'signal received')
    try {
      await app.stop()
      process.exit(0)
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(78) // EX_CONFIG
  }
  if (error instanceof StartupError) {
    console.error(error.message)
    process.exit(69) // EX_UNAVAILABLE
  }
  throw error
}
