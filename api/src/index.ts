import { ConfigError, loadConfig } from './config.js'
import { openDatabase } from './db.js'
import { createLogger } from './logger.js'

try {
  const config = loadConfig()
  const logger = createLogger(config.logLevel)
  // A promise nobody awaited failed (a Redis or upstream fault): log it, keep serving.
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'))
  // The database starts opening first: its WebAssembly compiles and its files load while the rest
  // of the app is loaded; app.start() waits for it. A failure surfaces there.
  openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(() => {})
  const { buildApp } = await import('./app.js')
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
