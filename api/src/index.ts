import { buildApp } from './app.js'
import { ConfigError, loadConfig } from './config.js'
import { createLogger } from './logger.js'

try {
  const config = loadConfig()
  const logger = createLogger(config.logLevel)
  // A promise nobody awaited failed (a Redis or upstream fault): log it, keep serving.
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'))
  const app = buildApp(config, { logger })
  await app.start()
  const stop = async () => {
    await app.stop()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(78) // EX_CONFIG
  }
  throw error
}
