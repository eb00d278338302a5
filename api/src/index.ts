import { buildApp } from './app.js'
import { ConfigError, loadConfig } from './config.js'

try {
  const config = loadConfig()
  const app = buildApp(config)
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
