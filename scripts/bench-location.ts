// The location write path (issue #14.1): the app as `npm start` runs it on PostgreSQL and Redis,
// sent 200 location updates/s for N seconds, four ways: REST with every update written on its own
// (LOCATION_FLUSH_MS=0, the baseline), REST with coalesced writes, the GraphQL mutation over
// graphql-ws, and graphql-ws pings carrying positions (what the live screen sends), both coalesced. Prints CPU per update of the app process and of the PostgreSQL
// backends serving it (both from /proc), the share of HOT updates and how many were answered.
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { type Client, createClient } from 'graphql-ws'
import pg from 'pg'
import WebSocket from 'ws'
import { closeDatabase, openDatabase } from '../api/src/db.js'
import { cpuSeconds, quick } from './bench-options.js'
import { seedGathers, type Viewer } from './bench-seed.js'
import { startServer, stopServer } from './bench-server.js'

const updatesPerSecond = 200
const seconds = Number(process.env.BENCH_LOCATION_SECONDS ?? (quick ? 3 : 15))
const gathers = 50
const perGather = 10
const port = Number(process.env.BENCH_LOCATION_PORT ?? 3995)

type Sender = Pick<Viewer, 'participantId' | 'cookie'>

const seed = (): Promise<Sender[]> => seedGathers(gathers, perGather)

const mutation = `mutation LiveMutationsLocationMutation($participantId: ID!, $lat: Float!, $lon: Float!) {
  updateParticipantLocation(participantId: $participantId, lat: $lat, lon: $lon) {
    __typename ... on UpdateParticipantLocationPayload { data { sequence } } } }`

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
  const clients: Client[] = []
  for (const sender of senders) {
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
    clients.push(client)
  }
  const send: Send = (sender, index, lat, lon) =>
    new Promise((resolve) => {
      let ok: true | string = 'no answer'
      ;(clients[index] as Client).subscribe(
        { query: mutation, variables: { participantId: sender.participantId, lat, lon } },
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

async function updateCounts(admin: pg.Client) {
  const { rows } = await admin.query<{ upd: string; hot: string }>(
    `SELECT n_tup_upd AS upd, n_tup_hot_upd AS hot FROM pg_stat_user_tables WHERE relname = 'Participant'`,
  )
  return { upd: Number(rows[0]?.upd ?? 0), hot: Number(rows[0]?.hot ?? 0) }
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
  const rows: string[] = []
  try {
    await openDatabase({ databaseUrl: url.toString(), dataDir })
    const senders = await seed()
    await closeDatabase()
    await database.connect()
    const count = updatesPerSecond * seconds
    const modes = [
      { title: 'REST, each written alone (baseline)', flushMs: '0', socket: undefined },
      { title: 'REST, coalesced (100 ms)', flushMs: '100', socket: undefined },
      { title: 'graphql-ws mutation, coalesced (100 ms)', flushMs: '100', socket: 'mutation' },
      { title: 'graphql-ws ping (the live screen), coalesced (100 ms)', flushMs: '100', socket: 'ping' },
    ]
    for (const mode of modes) {
      let server: ChildProcess | undefined
      let sockets: Awaited<ReturnType<typeof socketSend>> | undefined
      try {
        server = (
          await startServer(port, {
            DATABASE_URL: url.toString(),
            REDIS_URL: redisUrl,
            DATA_DIR: dataDir,
            LOCATION_FLUSH_MS: mode.flushMs,
          })
        ).child
        const appUrl = `http://127.0.0.1:${port}`
        if (mode.socket) sockets = await (mode.socket === 'ping' ? pingSend : socketSend)(appUrl, senders)
        const send = sockets?.send ?? restSend(appUrl)
        // Warm-up: every sender once (connections, prepared statements, JIT), not measured.
        const warmUp = performance.now()
        await drive(senders, send, senders.length)
        console.error(`${mode.title}: started and warmed up in ${((performance.now() - warmUp) / 1000).toFixed(1)} s`)
        // Backends report their statistics when idle, at most every 10 s: let the warm-up's arrive.
        await new Promise((r) => setTimeout(r, 11_000))
        const backends = watchBackends(database, name)
        const before = await updateCounts(database)
        await backends.start()
        const appBefore = cpuSeconds(server.pid as number)
        const { saved, failures } = await drive(senders, send, count)
        const appCpu = cpuSeconds(server.pid as number) - appBefore
        const pgCpu = await backends.stop()
        await sockets?.close()
        sockets = undefined
        // A stopped server's backends report their statistics as they exit.
        await stopServer(server)
        server = undefined
        await new Promise((r) => setTimeout(r, 1000))
        const after = await updateCounts(database)
        const updated = after.upd - before.upd
        const hot = updated ? (100 * (after.hot - before.hot)) / updated : Number.NaN
        rows.push(
          `| ${mode.title} | ${saved} / ${count} (not saved: ${failures}) | ${((appCpu * 1e6) / saved).toFixed(0)} | ${((pgCpu * 1e6) / saved).toFixed(0)} | ${updated} | ${hot.toFixed(1)} % |`,
        )
      } finally {
        await sockets?.close()
        if (server) await stopServer(server)
      }
    }
  } finally {
    await database.end().catch(() => {})
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.end()
    await rm(dataDir, { recursive: true, force: true })
  }
  return [
    `\nLocation writes: ${updatesPerSecond} updates/s for ${seconds} s from ${gathers * perGather} people in ${gathers} gathers, one instance on PostgreSQL + Redis (1-min load average at the start: ${loadAtStart.toFixed(1)}). CPU per saved update from /proc: the app process, and the PostgreSQL backends serving its database.`,
    '',
    '| path | saved / sent | app CPU µs/update | PostgreSQL CPU µs/update | rows updated | HOT |',
    '|---|---|---|---|---|---|',
    ...rows,
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchLocation()) console.log(line)
}
