import { statfsSync } from 'node:fs'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { LongestFirst } from './tests/setup/sequencer.js'

// graphql 16 has no "exports" map: Node loads index.js for the libraries, and Vite would pick
// index.mjs for our files, making two realms. Point ours at the same copy.
const resolve = { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] }

/**
 * The test processes' temporary directory (each test app's DATA_DIR, with its database copy): in
 * memory when /dev/shm has room and TMPDIR is not set. Copying the template onto a disk cost 0.4 s
 * of CPU per app start, writing through the journal, against 0.03 s in memory.
 */
function scratch(): Record<string, string> {
  if (process.env.TMPDIR) return {}
  try {
    const shm = statfsSync('/dev/shm')
    return shm.bavail * shm.bsize >= 2 * 1024 ** 3 ? { TMPDIR: '/dev/shm' } : {}
  } catch {
    return {}
  }
}

/**
 * Suites that start the app, each app from a copy of the migrated databases the global setup
 * built. Their files run one after another in two long-lived worker processes (the pool's
 * `isolate: false` below), so the app's modules, Prisma and the GraphQL schema load once per
 * worker instead of once per file; each test app opens its own database client.
 */
function appSuites(name: string, include: string, globalSetup: string[]): TestProjectInlineConfiguration {
  return {
    resolve,
    test: {
      name,
      include: [include],
      pool: 'forks',
      isolate: false,
      globalSetup: ['tests/setup/databases.ts', ...globalSetup],
      // Long journeys run axe-core at every screen and dialog, on two shared cores.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // Browser journeys wait for real work (builds of a page) on two shared cores.
      expect: { poll: { timeout: 8000, interval: 50 } },
    },
  }
}

export default defineConfig({
  resolve,
  test: {
    env: {
      NODE_ENV: 'test',
      // scrypt at N=2^10 instead of production's 2^17: the suites hash hundreds of passwords.
      // Config refuses a lower cost in production; one test checks the production cost.
      PASSWORD_HASH_COST: '10',
      ...scratch(),
    },
    // Two cores: the app suites share two worker processes (each project's `isolate: false`
    // keeps a process for file after file instead of loading every module again, about 2 s of
    // CPU per file), the unit tests run in one thread alongside them.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      { resolve, test: { name: 'unit', include: ['web/src/**/*.test.{ts,tsx}'], pool: 'threads', maxWorkers: 1 } },
      appSuites('api', 'api/test/**/*.test.ts', []),
      // One Chromium for the run, which each file connects to.
      appSuites('e2e', 'tests/e2e/**/*.test.ts', ['tests/setup/browser.ts']),
    ],
  },
})
