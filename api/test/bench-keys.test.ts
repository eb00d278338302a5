// `npm run bench -- --quick` prints every key of the full run: compared through the bench's key
// list (`--keys`, which runs nothing), built from what each part runs over.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

async function keys(...args: string[]) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'bench/bench.ts', '--keys', ...args],
    { cwd: root, env: { ...process.env, BENCH_QUICK: '' } },
  )
  return stdout.trim().split('\n')
}

// Each list loads every part's modules (the app's among them) through tsx: tens of seconds on two busy cores.
it('prints under --quick every key of the full run', { timeout: 180_000 }, async () => {
  const [full, quick] = await Promise.all([keys(), keys('--quick')])
  expect(full.length).toBeGreaterThan(20)
  expect(full.filter((key) => !quick.includes(key))).toEqual([])
})
