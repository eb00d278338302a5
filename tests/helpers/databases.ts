import { afterAll, beforeAll, describe } from 'vitest'
import { startTestApp, type TestApp } from './app.js'
import { postgresAvailable, servicesRequired } from './services.js'

export const databases = (['pglite', 'postgres'] as const).filter(
  (d) => d === 'pglite' || postgresAvailable || servicesRequired,
)

/** The same suite, once on embedded PGlite and once on PostgreSQL, each with its own app. */
export function describeOnEachDatabase(
  title: string,
  suite: (app: () => TestApp, database: 'pglite' | 'postgres') => void,
  options: { env?: Record<string, string>; webDist?: string } = {},
) {
  for (const database of databases) {
    describe(`${title} [${database}]`, () => {
      let app: TestApp | undefined
      beforeAll(async () => {
        app = await startTestApp({ database, ...options })
      })
      afterAll(async () => {
        await app?.stop()
      })
      suite(() => {
        if (!app) throw new Error('app not started')
        return app
      }, database)
    })
  }
}
