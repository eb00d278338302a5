// Starts the app as `npm start` does (production mode) on a port, for the benchmarks, and waits
// for its first healthy answer: how long that took, and the CPU the server used until then.
import { type ChildProcess, fork, spawn } from 'node:child_process'
import path from 'node:path'
import { startArguments } from '../scripts/start-command.js'
import { cpuSeconds } from './bench-options.js'

const root = path.resolve(import.meta.dirname, '..')

export async function startServer(
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<{ child: ChildProcess; ms: number; cpuSeconds: number }> {
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under the benchmark's load.
  const args = [
    ...nodeArgs,
    ...(process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []),
    ...(await startArguments()),
  ]
  // Something already answering there would be taken for this server (parts run side by side).
  if (
    await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${port} is already in use`)
  }
  const started = performance.now()
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SESSION_SECRET: 'b'.repeat(32),
      DATABASE_URL: '',
      REDIS_URL: '',
      // Throughput, not the API's cost limits, is measured.
      API_TOKEN_POINTS_PER_HOUR: '0',
      API_SESSION_POINTS_PER_HOUR: '0',
      API_SIGNED_OUT_POINTS_PER_HOUR: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    )
    // CPU too (from /proc): steadier than the wall time on a shared machine.
    if (ok) return { child, ms: performance.now() - started, cpuSeconds: cpuSeconds(child.pid as number) }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    if (performance.now() - started > 60_000) {
      await stopServer(child)
      throw new Error('server did not start within 60 s')
    }
    await new Promise((r) => setTimeout(r, 20))
  }
}

/**
 * Starts a baseline server (plain JavaScript, run without the bench's loader, as production),
 * and resolves once it says that it listens.
 */
export async function startBaseline(file: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(file, [], {
    execArgv: [],
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  await new Promise((resolve, reject) => {
    child.once('message', resolve)
    child.once('exit', (code) => reject(new Error(`${path.basename(file)} exited with ${code}`)))
  })
  return child
}

export const stopServer = (child: ChildProcess) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(null)
    child.once('exit', resolve)
    child.kill('SIGTERM')
  })

/** Starts servers at once; if one fails, the others are stopped once started, and it throws. */
export async function startServers(list: { port: number; env: Record<string, string>; nodeArgs?: string[] }[]) {
  const starts = await Promise.allSettled(list.map(({ port, env, nodeArgs }) => startServer(port, env, nodeArgs)))
  const failed = starts.find((start) => start.status === 'rejected')
  if (!failed)
    return starts.map((start) => (start as PromiseFulfilledResult<Awaited<ReturnType<typeof startServer>>>).value)
  await Promise.all(starts.map((start) => (start.status === 'fulfilled' ? stopServer(start.value.child) : undefined)))
  throw failed.reason
}
