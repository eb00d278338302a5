// /api/health and /version.json.
import { readFileSync } from 'node:fs'
import { Hono } from 'hono'
import type { Redis } from 'ioredis'
import { databaseDriver, prisma } from '../db.js'
import { atRoot } from '../paths.js'

const pkg = JSON.parse(readFileSync(atRoot('package.json'), 'utf8')) as {
  version: string
  gather: { releaseDate: string }
}

export const versionInfo = { version: pkg.version, releaseDate: pkg.gather.releaseDate }

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())])

export function systemRoutes(options: { redis?: Redis; jobsKind: string; mailKind: string }) {
  const app = new Hono()
  app.get('/version.json', (c) => c.json(versionInfo, 200, { 'cache-control': 'no-cache' }))
  app.get('/api/health', async (c) => {
    const started = Date.now()
    const database = await withTimeout(prisma().$queryRaw`SELECT 1`, 2000)
      .then(() => ({ ok: true, driver: databaseDriver() }))
      .catch((error: Error) => ({ ok: false, driver: databaseDriver(), error: error.message }))
    const redis = options.redis
      ? await withTimeout(options.redis.ping(), 2000)
          .then(() => ({ ok: true, configured: true }))
          .catch((error: Error) => ({ ok: false, configured: true, error: error.message }))
      : { ok: true, configured: false }
    const ok = database.ok && redis.ok
    return c.json(
      {
        status: ok ? 'ok' : 'degraded',
        database,
        redis,
        jobs: options.jobsKind,
        mail: options.mailKind,
        version: versionInfo.version,
        tookMs: Date.now() - started,
      },
      ok ? 200 : 503,
      { 'cache-control': 'no-store' },
    )
  })
  return app
}
