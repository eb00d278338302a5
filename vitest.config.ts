import { defineConfig } from 'vitest/config'

export default defineConfig({
  // graphql 16 has no "exports" map: Node loads index.js for the libraries, and Vite would pick
  // index.mjs for our files, making two realms. Point ours at the same copy.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['api/test/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'tests/e2e/**/*.test.ts'],
    env: { NODE_ENV: 'test' },
    // Long journeys run axe-core at every screen and dialog, on two shared cores.
    testTimeout: 60_000,
    // Browser journeys wait for real work (password hashing, builds of a page) on two shared cores.
    expect: { poll: { timeout: 8000, interval: 50 } },
    hookTimeout: 60_000,
    // Files run in separate processes: the database client is a per-process singleton.
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2 } },
  },
})
