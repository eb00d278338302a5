// The location write path: the app as `npm start` runs it on PostgreSQL and Redis,
// sent 200 location updates/s for N seconds, four ways: REST with every update taken on its own
// (LOCATION_FLUSH_MS=0), REST coalesced, the GraphQL mutation over graphql-ws, and graphql-ws pings
// carrying positions (what the live screen sends), both coalesced. Prints CPU per update of the
// app process and of the PostgreSQL backends serving it (both from /proc), the rows PostgreSQL
// updated meanwhile (none: positions live in the position store) and how many were answered.
// Beside them, the baseline of the ping way: a bare `ws` server (bench/bare-ws-publish.mjs) that
// parses the same pings and publishes each position to Redis, on a channel of the bench's own.
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { type Client, createClient, type SubscribePayload } from 'graphql-ws'
import pg from 'pg'
import WebSocket from 'ws'
import { loadConfig } from '../api/src/core/config.js'
import LocationMutation from '../web/src/__generated__/LiveMutationsLocationMutation.graphql.js'
import { cpuSeconds, quick, type Target, targetHeader, targetRow, trace } from './bench-options.js'
import { seedGathers, seedWhileStarting, type Viewer } from './bench-seed.js'
import { startBaseline, stopServer } from './bench-server.js'

const updatesPerSecond = 200
const seconds = Number(process.env.BENCH_LOCATION_SECONDS ?? (quick ? 2 : 15))
const gathers = 50
const perGather = 10
/**
 * Updates sent before measuring (JIT, connections, prepared statements): 20 s of them (100 with
 * --quick). V8 still optimises the path for about 20 s after the start (`--trace-opt`: 1.0 s of
 * compiling in the first 5 s, 0.27 s in the next 20, 0.08 s in the 20 after), which read as a
 * third more CPU per update after a warm-up of 500. BENCH_LOCATION_WARMUPS sets another count.
 */
const warmUps = Number(process.env.BENCH_LOCATION_WARMUPS ?? (quick ? 100 : updatesPerSecond * 20))
const port = Number(process.env.BENCH_LOCATION_PORT ?? 3995)
const barePort = port + 10

type Sender = Pick<Viewer, 'participantId' | 'cookie'>

const seed = (): Promise<Sender[]> => seedGathers(gathers, perGather)

/** Resolves true when saved, else with why not (an HTTP status, an error's message). */
type Send = (sender: Sender, index: number, lat: number, lon: number) => Promise<true | string>

function restSend(url: string): Send {
  return async (sender, _index, lat, lon) => {
    const response = await fetch(`${url}/api/participants/${sender.participantId}/location`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: sender.cookie },
      body: JSON.stringify({ lat, lon }),
    })
    await response.arrayBuffer()
    return response.ok || String(response.status)
  }
}

/** One graphql-ws socket per sender, opened before the measured part (the live screen's socket). */
async function socketSend(url: string, senders: Sender[]): Promise<{ send: Send; close(): Promise<void> }> {
  const clients = await Promise.all(
    senders.map(async (sender) => {
      const client = createClient({
        url: `${url.replace('http', 'ws')}/graphql`,
        webSocketImpl: class extends WebSocket {
          constructor(address: string, protocols?: string | string[]) {
            super(address, protocols, { headers: { cookie: sender.cookie } })
          }
        },
        lazy: false,
        retryAttempts: 0,
      })
      await new Promise<void>((resolve, reject) => {
        const off = client.on('connected', () => {
          off()
          resolve()
        })
        client.on('error', reject)
      })
      return client
    }),
  )
  const send: Send = (sender, index, lat, lon) =>
    new Promise((resolve) => {
      let ok: true | string = 'no answer'
      ;(clients[index] as Client).subscribe(
        // The live screen's own mutation, by its persisted id (graphql-ws wants a `query` string: empty).
        {
          query: '',
          documentId: LocationMutation.params.id,
          variables: { participantId: sender.participantId, lat, lon },
        } as SubscribePayload,
        {
          next: (value) => {
            const answer = (value.data as { updateParticipantLocation?: { __typename: string } } | undefined)
              ?.updateParticipantLocation
            ok = answer?.__typename === 'UpdateParticipantLocationPayload' || String(answer?.__typename)
          },
          error: (error) => resolve(error instanceof Error ? error.message : 'error'),
          complete: () => resolve(ok),
        },
      )
    })
  return { send, close: async () => void (await Promise.all(clients.map((c) => c.dispose()))) }
}

/** One raw socket per sender, positions as graphql-ws pings: what the live screen sends now. */
async function pingSend(url: string, senders: Sender[]): Promise<{ send: Send; close(): Promise<void> }> {
  const waiting = new Map<string, (answer: true | string) => void>()
  let ref = 0
  const sockets = await Promise.all(
    senders.map(
      (sender) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(`${url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
            headers: { cookie: sender.cookie },
          })
          socket.on('message', (data) => {
            const message = JSON.parse(String(data)) as {
              type: string
              payload?: { ref: string; event?: unknown; error?: { message: string } }
            }
            if (message.type === 'connection_ack') return resolve(socket)
            const answer = message.type === 'pong' && message.payload ? waiting.get(message.payload.ref) : undefined
            answer?.(message.payload?.event ? true : (message.payload?.error?.message ?? 'no event'))
          })
          socket.once('open', () => socket.send('{"type":"connection_init"}'))
          socket.once('error', reject)
        }),
    ),
  )
  const send: Send = (sender, index, lat, lon) =>
    new Promise((resolve) => {
      const id = String(++ref)
      waiting.set(id, (answer) => {
        waiting.delete(id)
        resolve(answer)
      })
      const location = { participantId: sender.participantId, lat, lon }
      ;(sockets[index] as WebSocket).send(JSON.stringify({ type: 'ping', payload: { ref: id, location } }))
    })
  return {
    send,
    close: async () => {
      for (const socket of sockets) socket.close()
    },
  }
}

/** Sends at 200/s round-robin over the senders; how many were saved, and why the others were not. */
async function drive(senders: Sender[], send: Send, count: number) {
  const started = performance.now()
  const pending: Promise<true | string>[] = []
  for (let i = 0; i < count; i++) {
    const wait = started + (i * 1000) / updatesPerSecond - performance.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    const index = i % senders.length
    pending.push(
      send(senders[index] as Sender, index, 40.7 + Math.random() / 10, -73.9 - Math.random() / 10).catch(
        (error: Error) => String(error.cause ?? error.message),
      ),
    )
  }
  const results = await Promise.all(pending)
  const failures = new Map<string, number>()
  for (const result of results) if (result !== true) failures.set(result, (failures.get(result) ?? 0) + 1)
  return {
    saved: results.filter((result) => result === true).length,
    failures: [...failures].map(([why, n]) => `${n} × ${why}`).join(', ') || 'none',
  }
}

/** CPU of the PostgreSQL backends serving a database, sampled while it runs (the pool opens and closes some). */
function watchBackends(admin: pg.Client, database: string) {
  const first = new Map<number, number>()
  const last = new Map<number, number>()
  const sample = async () => {
    const { rows } = await admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    )
    for (const { pid } of rows) {
      try {
        const cpu = cpuSeconds(pid)
        if (!first.has(pid)) first.set(pid, cpu)
        last.set(pid, cpu)
      } catch {
        // Ended between the query and the read.
      }
    }
  }
  let timer: NodeJS.Timeout | undefined
  const loop = () => {
    timer = setTimeout(() => void sample().then(loop, loop), 250)
  }
  return {
    start: async () => {
      await sample()
      loop()
    },
    stop: async () => {
      clearTimeout(timer)
      await sample()
      let used = 0
      for (const [pid, cpu] of last) used += cpu - (first.get(pid) ?? cpu)
      return used
    },
  }
}

/** Rows inserted, updated or deleted in every table of the database so far. */
async function writeCounts(admin: pg.Client) {
  const { rows } = await admin.query<{ written: string }>(
    'SELECT coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0) AS written FROM pg_stat_user_tables',
  )
  return Number(rows[0]?.written ?? 0)
}

/**
 * Ends the app's connections to `database` and waits until they are gone: a backend reports its
 * table statistics as it exits (idle ones hold them up to 10 s), so the counts read next are
 * complete. The app's pool opens new connections on its next queries.
 */
async function flushBackends(admin: pg.Client, database: string) {
  const others = 'datname = $1 AND pid <> pg_backend_pid() AND backend_type = $2'
  await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE ${others}`, [
    database,
    'client backend',
  ])
  for (;;) {
    const { rows } = await admin.query(`SELECT 1 FROM pg_stat_activity WHERE ${others}`, [database, 'client backend'])
    if (rows.length === 0) return
    await new Promise((r) => setTimeout(r, 20))
  }
}

const metricsToken = 'bench-location-metrics-token'

/** Resolves once the app has no accepted position left to write (its writes-waiting gauge is 0). */
async function writesSettled(appUrl: string) {
  for (;;) {
    const text = await fetch(`${appUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } }).then((r) =>
      r.text(),
    )
    const waiting = /^gather_location_writes_waiting (\S+)$/m.exec(text)?.[1]
    if (waiting === undefined) throw new Error('the app reports no gather_location_writes_waiting')
    if (Number(waiting) === 0) return
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** Opens the app's pool connections again (reads only: no row counted) before a measured part. */
const reconnect = (appUrl: string) =>
  Promise.all(Array.from({ length: 20 }, () => fetch(`${appUrl}/api/health`).then((r) => r.arrayBuffer())))

/** The app's default flush window (LOCATION_FLUSH_MS unset), or BENCH_LOCATION_FLUSH_MS to compare builds at one window. */
const coalesced = process.env.BENCH_LOCATION_FLUSH_MS ?? String(loadConfig({}).locationFlushMs)

/** The four ways, each with the server it runs on: the three coalesced ones share one. */
export const locationModes = [
  { way: 'alone', title: 'REST, each written alone (baseline)', flushMs: '0', socket: undefined },
  { way: 'rest', title: `REST, coalesced (${coalesced} ms)`, flushMs: coalesced, socket: undefined },
  {
    way: 'mutation',
    title: `graphql-ws mutation, coalesced (${coalesced} ms)`,
    flushMs: coalesced,
    socket: 'mutation',
  },
  {
    way: 'ping',
    title: `graphql-ws ping (the live screen), coalesced (${coalesced} ms)`,
    flushMs: coalesced,
    socket: 'ping',
  },
  // Not the app: no server of its own flush setting.
  {
    way: 'bare',
    title: 'bare ws: the same pings parsed and published to Redis (not the app)',
    flushMs: '',
    socket: 'ping',
  },
] as const
type Mode = (typeof locationModes)[number]

export const locationTarget: Target = {
  name: 'a position by ping (the live screen), app CPU per update on PostgreSQL + Redis ÷ a bare ws server publishing it to Redis',
  limit: { atMost: 1.5 },
  unit: '×',
}

/** BENCH_LOCATION_WAYS=ping (or alone,rest,mutation,bare) runs those ways only (for a profile, or comparing builds). */
const ways = process.env.BENCH_LOCATION_WAYS?.split(',')
const measuredModes = locationModes.filter((mode) => !ways || ways.includes(mode.way))

/** What PostgreSQL did for a way's updates: its backends' CPU and the rows written (the table's cells). */
function databaseWatch(database: pg.Client, name: string, appUrl: string) {
  const backends = watchBackends(database, name)
  let before = 0
  return {
    start: async () => {
      await flushBackends(database, name)
      await reconnect(appUrl)
      before = await writeCounts(database)
      await backends.start()
    },
    // Positions accepted but still in the app's flush window are written before the counts close.
    settled: () => writesSettled(appUrl),
    stop: async (saved: number) => {
      const pgCpu = await backends.stop()
      await flushBackends(database, name)
      const written = (await writeCounts(database)) - before
      return `${((pgCpu * 1e6) / saved).toFixed(0)} | ${written}`
    },
  }
}

/** The bare server writes nothing. */
const nothingWritten = { start: async () => {}, settled: async () => {}, stop: async (_saved: number) => '— | —' }

/** One way: its senders warmed up, then `count` updates measured; its row and CPU µs per saved update. */
async function measureWay(
  mode: Mode,
  server: { child: ChildProcess; url: string },
  senders: Sender[],
  watch: typeof nothingWritten,
) {
  const count = updatesPerSecond * seconds
  let sockets: Awaited<ReturnType<typeof socketSend>> | undefined
  try {
    if (mode.socket) sockets = await (mode.socket === 'ping' ? pingSend : socketSend)(server.url, senders)
    const send = sockets?.send ?? restSend(server.url)
    const warmUp = performance.now()
    await drive(senders, send, warmUps)
    console.error(`${mode.title}: warmed up in ${((performance.now() - warmUp) / 1000).toFixed(1)} s`)
    await watch.start()
    const cpuBefore = cpuSeconds(server.child.pid as number)
    const { saved, failures } = await drive(senders, send, count)
    await watch.settled()
    const cpuPerUpdate = ((cpuSeconds(server.child.pid as number) - cpuBefore) * 1e6) / saved
    const written = await watch.stop(saved)
    trace(`location: ${mode.way}`)
    const row = `| ${mode.title} | ${saved} / ${count} (not saved: ${failures}) | ${cpuPerUpdate.toFixed(0)} | ${written} |`
    return { way: mode.way, cpuPerUpdate, row }
  } finally {
    await sockets?.close()
  }
}

export async function benchLocation(): Promise<string[]> {
  const postgresAdmin = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test'
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
  const admin = new pg.Client({ connectionString: postgresAdmin })
  if (
    !(await admin.connect().then(
      () => true,
      () => false,
    ))
  )
    return ['\nLocation writes: skipped (no PostgreSQL at TEST_POSTGRES_URL)']
  const name = `gather_bench_location_${Date.now()}`
  await admin.query(`CREATE DATABASE "${name}"`)
  const url = new URL(postgresAdmin)
  url.pathname = `/${name}`
  const database = new pg.Client({ connectionString: url.toString() })
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-bench-location-'))
  const loadAtStart = os.loadavg()[0] ?? 0
  const measured: Awaited<ReturnType<typeof measureWay>>[] = []
  const servers = new Map<string, { child: ChildProcess; url: string }>()
  try {
    // The servers (one per flush setting, on ports of their own) start while the senders are seeded.
    const flushSettings = [...new Set(measuredModes.flatMap((m) => (m.way === 'bare' ? [] : [m.flushMs])))]
    const started = await seedWhileStarting(
      { databaseUrl: url.toString(), dataDir },
      seed,
      flushSettings.map((flushMs, i) => ({
        port: port + i,
        env: {
          DATABASE_URL: url.toString(),
          REDIS_URL: redisUrl,
          DATA_DIR: dataDir,
          LOCATION_FLUSH_MS: flushMs,
          METRICS_TOKEN: metricsToken,
        },
      })),
    )
    for (const [i, child] of started.servers.entries()) {
      servers.set(flushSettings[i] as string, { child, url: `http://127.0.0.1:${port + i}` })
    }
    if (measuredModes.some((m) => m.way === 'bare')) {
      const env = { PORT: String(barePort), REDIS_URL: redisUrl, CHANNEL: `gather-bench:bare-positions:${name}` }
      const child = await startBaseline(path.join(import.meta.dirname, 'bare-ws-publish.mjs'), env)
      servers.set('bare', { child, url: `http://127.0.0.1:${barePort}` })
    }
    trace('location: seeded and started')
    await database.connect()
    for (const mode of measuredModes) {
      const server = servers.get(mode.way === 'bare' ? 'bare' : mode.flushMs) as { child: ChildProcess; url: string }
      const watch = mode.way === 'bare' ? nothingWritten : databaseWatch(database, name, server.url)
      measured.push(await measureWay(mode, server, started.seeded, watch))
    }
  } finally {
    await Promise.all([...servers.values()].map((s) => stopServer(s.child)))
    await database.end().catch(() => {})
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.end()
    await rm(dataDir, { recursive: true, force: true })
  }
  const cpuOf = (way: Mode['way']) => measured.find((m) => m.way === way)?.cpuPerUpdate ?? Number.NaN
  const [ping, bare] = [cpuOf('ping'), cpuOf('bare')]
  const us = (v: number) => (Number.isFinite(v) ? `${v.toFixed(0)} µs` : '—')
  return [
    `\nLocation writes: ${updatesPerSecond} updates/s for ${seconds} s (${updatesPerSecond * seconds} per way, after ${warmUps} of warm-up) from ${gathers * perGather} people in ${gathers} gathers, one instance on PostgreSQL + Redis per flush setting (1-min load average at the start: ${loadAtStart.toFixed(1)}), and the bare \`ws\` server. CPU per saved update from /proc: the app process (or the bare server), and the PostgreSQL backends serving its database.`,
    '',
    '| path | saved / sent | app CPU µs/update | PostgreSQL CPU µs/update | rows written |',
    '|---|---|---|---|---|',
    ...measured.map((m) => m.row),
    '',
    ...targetHeader,
    targetRow(locationTarget, { ours: us(ping), baseline: us(bare), ratio: ping / bare, value: ping / bare }),
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchLocation()) console.log(line)
}
