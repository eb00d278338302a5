// What `npm start` runs, without npm in between: its prestart step (scripts/ensure-built.mjs, which
// compiles what is stale) and then the start script's Node arguments. The benchmarks and the tests
// that start the server as a process use it, so that they run exactly what `npm start` runs.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

const root = path.resolve(import.meta.dirname, '..')
let prestart: Promise<unknown> | undefined

/** Runs the prestart step (once per process) and returns Node's arguments for the start script. */
export async function startArguments(): Promise<string[]> {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { prestart: string; start: string }
  }
  const [program, ...args] = pkg.scripts.start.split(/\s+/)
  const [preProgram, ...preArgs] = pkg.scripts.prestart.split(/\s+/)
  if (program !== 'node' || preProgram !== 'node') throw new Error('npm start no longer runs node')
  prestart ??= promisify(execFile)(process.execPath, preArgs, { cwd: root })
  await prestart
  return args
}
