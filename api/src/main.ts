import { ConfigError, loadConfig } from './core/config.js'
import { openDatabase } from './core/db.js'
import { createLogger } from './core/logger.js'
import { StartupError } from './core/startup.js'
import { startTracing } from './core/tracing.js'

try {
  const config = loadConfig()
  const logger = createLogger(config.logLevel)
  // A promise nobody awaited failed (a Redis or upstream fault): log it, keep serving.
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'))
  // Until the server listens, nothing else may keep Node's event loop alive while start-up awaits
  // work on V8's threads (WebAssembly compiling). Node then waits for all of that work before it
  // runs what was ready: a file read took 200-330 ms instead of 15-65 in a warm start.
  const starting = setInterval(() => {}, 60_000)
  // The database starts opening first: its WebAssembly compiles and its files load while the rest
  // of the app is loaded; app.start() waits for it. A failure surfaces there.
  openDatabase({
    databaseUrl: config.databaseUrl,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    poolSize: config.databasePoolSize,
    migrate: config.migrateOnStart,
    dataDir: config.dataDir,
    logger,
  }).catch(() => {})
  // Before the app is built: its GraphQL plugins and job queues are made with tracing's hooks.
  const stopTracing = config.otlpEndpoint
    ? await startTracing({ endpoint: config.otlpEndpoint, serviceName: config.serviceName })
    : undefined
  const { buildApp } = await import('./edge/app.js')
  const app = buildApp(config, { logger })
  await app.start().finally(() => clearInterval(starting))
  // `npm start` defaults to development: whoever deploys it that way is told so.
  if (config.nodeEnv === 'development') {
    logger.warn('development mode: GraphiQL on, any GraphQL document accepted; set NODE_ENV=production to deploy')
  }
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
      // The spans still buffered are sent before exiting.
      await stopTracing?.()
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
