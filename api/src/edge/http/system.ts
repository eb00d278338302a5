// /api/health (for people), /livez and /readyz (for orchestrators and load balancers), /version.json.
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { Hono } from 'hono'
import { z } from 'zod'
import { databaseErrorSummary } from '../../core/db/unavailable.js'
import { databaseDriver, prisma } from '../../core/db.js'
import { atRoot } from '../../core/paths.js'
import type { AppRedis } from '../../core/redis-client.js'
import { describer } from '../rest/describe.js'

const pkg = JSON.parse(readFileSync(atRoot('package.json'), 'utf8')) as {
  version: string
  gather: { releaseDate: string }
}

export const versionInfo = { version: pkg.version, releaseDate: pkg.gather.releaseDate }

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())])

const noStore = { 'cache-control': 'no-store' }

interface Dependency {
  ok: boolean
  error?: string
}

async function checkDependencies(redis: AppRedis | undefined) {
  const database: Dependency & { driver?: string } = await withTimeout(prisma().$queryRaw`SELECT 1`, 2000)
    .then(() => ({ ok: true, driver: databaseDriver() }))
    .catch((error: unknown) => ({ ok: false, driver: databaseDriver(), error: databaseErrorSummary(error) }))
  const cache: Dependency & { configured: boolean } = redis
    ? await withTimeout(redis.ping(), 2000)
        .then(() => ({ ok: true, configured: true }))
        .catch((error: Error) => ({ ok: false, configured: true, error: error.message }))
    : { ok: true, configured: false }
  return { database, redis: cache }
}

const dependency = z.object({ ok: z.boolean(), error: z.string().optional() })
const health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: dependency.extend({ driver: z.string().optional() }),
  redis: dependency.extend({ configured: z.boolean() }),
  jobs: z.string(),
  mail: z.string(),
  version: z.string(),
  tookMs: z.number(),
})
const describeHealth = describer('Meta')({
  summary: "The server's health, for people",
  description: 'Whether its database and Redis answer (orchestrators use /livez and /readyz).',
  who: 'anyone',
  ok: { description: 'Healthy', schema: health },
  errors: { 503: 'Degraded: the same body, with the dependency that failed' },
})

export interface SystemOptions {
  redis?: AppRedis
  jobsKind: string
  mailKind: string
  /** The built web app: its build.json names the build that open pages compare theirs with. */
  webDist: string
  /** True once shutdown began: /readyz sends traffic elsewhere while requests in flight finish. */
  draining(): boolean
}

export function systemRoutes(options: SystemOptions) {
  const app = new Hono()
  // Read once: a deploy starts a new process. Without a built web app there is no build to name.
  const build = readFile(path.join(options.webDist, 'build.json'), 'utf8')
    .then((text) => (JSON.parse(text) as { build?: string }).build)
    .catch(() => undefined)
  app.get('/version.json', async (c) =>
    c.json({ ...versionInfo, build: (await build) ?? null }, 200, { 'cache-control': 'no-cache' }),
  )
  // Liveness: the process answers. Nothing outside it is checked, so that an orchestrator does
  // not restart every instance while the database is down.
  app.get('/livez', (c) => c.json({ status: 'ok' }, 200, noStore))
  // Readiness: whether to send this instance traffic (its database and Redis answer, and it is
  // not shutting down).
  app.get('/readyz', async (c) => {
    if (options.draining()) return c.json({ status: 'draining' }, 503, noStore)
    const checks = await checkDependencies(options.redis)
    const down = Object.entries(checks)
      .filter(([, check]) => !check.ok)
      .map(([name]) => name)
    if (down.length === 0) return c.json({ status: 'ok' }, 200, noStore)
    return c.json({ status: 'unavailable', down, ...checks }, 503, noStore)
  })
  app.get('/api/health', describeHealth, async (c) => {
    const started = Date.now()
    const { database, redis } = await checkDependencies(options.redis)
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
      noStore,
    )
  })
  return app
}
