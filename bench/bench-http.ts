// The HTTP part of `npm run bench`: cold and warm start of the embedded app to its first 200, then
// HTTP load (autocannon, 10 connections) on `{ __typename }` and on the signed-in
// `{ viewer { id displayName gatherId } }`, on the app and on a bare Yoga (bench/bare-yoga-server.ts:
// `createYoga({ schema })` on the same schema, compiled the same way, as its own process) in the same
// run, alternately, each after a warm-up (as long as the measure, 2 s at most): requests per second, the app's share of the
// bare figure, and each server's CPU per request (from /proc, steadier than throughput on a loaded
// machine).
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { build } from 'esbuild'
import { prisma } from '../api/src/core/db.js'
import { cpuSeconds, quick, trace } from './bench-options.js'
import { seedAccessTokens, withDatabase } from './bench-seed.js'
import { startBaseline, startServer, stopServer } from './bench-server.js'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT ?? 3990)
const barePort = port + 10
const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 1 : 10))

interface Load {
  rps: number
  p50: number
  p99: number
  errors: number
  cpuMicros: number
}

async function load(server: ChildProcess, url: string, body: string, headers: Record<string, string> = {}) {
  const options = {
    url: `${url}/graphql`,
    method: 'POST' as const,
    connections: 10,
    body,
    headers: { 'content-type': 'application/json', ...headers },
  }
  // Warm-up (JIT, caches) before measuring, as long as the measure up to 2 s: 500 requests left a
  // server's first measure 20-40 % low. A short sampling tick ends it on time (autocannon stops on a tick).
  await autocannon({ ...options, duration: Math.min(seconds, 2), sampleInt: 20 })
  const before = cpuSeconds(server.pid as number)
  return new Promise<Load>((resolve, reject) => {
    autocannon({ ...options, duration: seconds }, (error, result) => {
      if (error) return reject(error)
      const used = cpuSeconds(server.pid as number) - before
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
        cpuMicros: (used / Math.max(1, result.requests.total)) * 1e6,
      })
    })
  })
}

export const httpQueries = [
  { title: '{ __typename }', query: '{ __typename }', signedIn: false },
  {
    title: '{ viewer { id displayName gatherId } } (signed in)',
    query: '{ viewer { id displayName gatherId } }',
    signedIn: true,
  },
]

const bareOutdir = path.join(root, 'dist', 'bench')

/** Bundles the bare Yoga server by esbuild with the server's own settings. */
function buildBareYoga() {
  return build({
    absWorkingDir: root,
    entryPoints: ['bench/bare-yoga-server.ts'],
    outdir: bareOutdir,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    logLevel: 'warning',
  })
}

/** The bare Yoga server (built by buildBareYoga) as a child process. */
const startBareYoga = (viewer: unknown) =>
  startBaseline(path.join(bareOutdir, 'bare-yoga-server.js'), {
    PORT: String(barePort),
    BARE_VIEWER: JSON.stringify(viewer),
  })

export async function benchHttp(): Promise<string[]> {
  const loadAtStart = os.loadavg()[0] ?? 0
  const url = `http://127.0.0.1:${port}`
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-bench-'))
  try {
    const cold = await startServer(port, { DATA_DIR: dataDir })
    await stopServer(cold.child)
    trace('http: cold start')

    // Seed a signed-in person in the same embedded database while no server holds it, and bundle
    // the bare Yoga meanwhile (nothing is timed).
    const bundled = buildBareYoga()
    const { user, token } = await withDatabase({ dataDir }, async () => {
      const user = await prisma().user.create({
        data: { email: 'bench@example.com', displayName: 'Bench', gatherId: 'bench', gatherIdSet: true },
      })
      // Signed in as a third-party client would be: a personal access token (a browser session
      // may run only the app's persisted documents in production; a token holder may send text).
      const [token] = await seedAccessTokens([user.id])
      return { user, token }
    })

    await bundled
    const warm = await startServer(port, { DATA_DIR: dataDir })
    const bare = await startBareYoga(user)
    trace('http: warm start, bare Yoga started')
    const bareUrl = `http://127.0.0.1:${barePort}`
    const queries = httpQueries.map((q) => ({
      title: q.title,
      body: JSON.stringify({ query: q.query }),
      headers: q.signedIn ? { authorization: `Bearer ${token}` } : ({} as Record<string, string>),
    }))
    const rows: { title: string; app: Load; bare: Load }[] = []
    try {
      for (const q of queries) {
        const bareLoad = await load(bare, bareUrl, q.body)
        const appLoad = await load(warm.child, url, q.body, q.headers)
        rows.push({ title: q.title, app: appLoad, bare: bareLoad })
        trace(`http: ${q.title}`)
      }
    } finally {
      await Promise.all([stopServer(warm.child), stopServer(bare)])
    }

    const ms = (v: number) => v.toFixed(0)
    return [
      `\nGather bench — ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, embedded PGlite (1-min load average at the start: ${loadAtStart.toFixed(1)})\n`,
      '| measure (one start each) | value |',
      '|---|---|',
      `| cold start (new DATA_DIR, migrations) to first 200 | ${ms(cold.ms)} ms (server CPU ${cold.cpuSeconds.toFixed(2)} s) |`,
      `| warm start to first 200 | ${ms(warm.ms)} ms (server CPU ${warm.cpuSeconds.toFixed(2)} s) |`,
      '',
      `| query (HTTP, 10 connections, ${seconds} s each, bare Yoga then the app) | server | req/s | p50 ms | p99 ms | errors | server CPU µs/request | app ÷ bare req/s |`,
      '|---|---|---|---|---|---|---|---|',
      ...rows.flatMap((r) => [
        `| ${r.title} | bare Yoga | ${ms(r.bare.rps)} | ${r.bare.p50} | ${r.bare.p99} | ${r.bare.errors} | ${ms(r.bare.cpuMicros)} | |`,
        `| ${r.title} | app | ${ms(r.app.rps)} | ${r.app.p50} | ${r.app.p99} | ${r.app.errors} | ${ms(r.app.cpuMicros)} | ${(r.app.rps / r.bare.rps).toFixed(2)} (CPU ${(r.bare.cpuMicros / r.app.cpuMicros).toFixed(2)}) |`,
      ]),
    ]
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const line of await benchHttp()) console.log(line)
}
