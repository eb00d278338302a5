// Real Postgres and Redis for the scaled-out suites. In CI (REQUIRE_SERVICES=1) a missing service
// fails the run instead of skipping it silently.

import { Redis } from 'ioredis'
import pg from 'pg'

export const postgresAdminUrl = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test'
export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
export const servicesRequired = process.env.REQUIRE_SERVICES === '1'

async function reachable(check: () => Promise<unknown>) {
  try {
    await Promise.race([check(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3000))])
    return true
  } catch {
    return false
  }
}

export const postgresAvailable = await reachable(async () => {
  const client = new pg.Client({ connectionString: postgresAdminUrl })
  await client.connect()
  await client.end()
})

export const redisAvailable = await reachable(async () => {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  await client.connect()
  await client.ping()
  client.disconnect()
})

for (const [name, ok] of [
  ['PostgreSQL', postgresAvailable],
  ['Redis', redisAvailable],
] as const) {
  if (!ok && servicesRequired) throw new Error(`${name} is required (REQUIRE_SERVICES=1) but not reachable`)
  if (!ok) console.warn(`${name} is not reachable: its suites are skipped (set REQUIRE_SERVICES=1 to fail instead)`)
}

/**
 * A fresh database on the test server, already migrated when the run's global setup built a
 * template (a copy of it); drop it with the returned function.
 */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gather_test_${Date.now()}_${Math.floor(Math.random() * 1e9)}`
  // Imported here: the global setup loads this module outside any test, where vitest cannot be.
  const { inject } = await import('vitest')
  const template = inject('postgresTemplate')
  const admin = new pg.Client({ connectionString: postgresAdminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`)
  await admin.end()
  const url = new URL(postgresAdminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresAdminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.end()
    },
  }
}

export const uniquePrefix = () => `gather-test-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
