// `npm run screenshots` runs outside the test runner with the tests' own helpers: those it uses
// must load without vitest, whose import throws outside a run.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

it('loads the helpers the screenshots script uses outside the test runner', { timeout: 60_000 }, async () => {
  const { VITEST: _, VITEST_WORKER_ID: __, VITEST_POOL_ID: ___, ...env } = process.env
  const load = `await import('./tests/helpers/app.ts'); await import('./tests/helpers/chromium.ts'); console.log('loaded')`
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', load],
    { cwd: root, env },
  )
  expect(stdout.trim()).toBe('loaded')
})
