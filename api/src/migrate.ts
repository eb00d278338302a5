// `npm run db:migrate`: applies the pending migrations to DATABASE_URL (or to the embedded database
// in DATA_DIR) and exits, as a release step before instances started with MIGRATE_ON_START=false.
// The same migrator the server runs at start: an advisory lock lets it run beside them.
import { ConfigError, loadConfig } from './core/config.js'
import { migrateDatabase } from './core/db.js'
import { createLogger } from './core/logger.js'
import { StartupError } from './core/startup.js'

try {
  const config = loadConfig()
  const logger = createLogger(config.logLevel)
  const started = Date.now()
  const applied = await migrateDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  logger.info(
    { applied, database: config.databaseUrl ? 'postgres' : 'pglite', tookMs: Date.now() - started },
    applied.length > 0 ? `applied ${applied.length} migration(s)` : 'no migration pending',
  )
} catch (error) {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message)
    process.exit(error instanceof ConfigError ? 78 : 69)
  }
  console.error(`migration failed: ${(error as Error).message}`)
  process.exit(1)
}
