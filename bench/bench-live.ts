// The live push benchmark: 1,000 viewers over 100 gathers (10 each) while their
// participants send 200 location updates per second, in the embedded mode (one process, PGlite)
// and scaled out (two instances on PostgreSQL and Redis). First the push way — every viewer
// subscribed over graphql-ws — then the seed's way — every viewer polling GET /api/meetups/{id}
// every 5 s — with the same updates. Prints delivery latency, server CPU and requests per viewer.
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { decodeGlobalID } from '@pothos/plugin-relay'
import { createClient, type SubscribePayload } from 'graphql-ws'
import pg from 'pg'
import WebSocket from 'ws'
import LocationMutation from '../web/src/__generated__/LiveMutationsLocationMutation.graphql.js'
import LocationSubscription from '../web/src/__generated__/LiveUpdatesLocationSubscription.graphql.js'
import { cpuSeconds, percentile, quick, trace, until, untilArrived } from './bench-options.js'
import { seedGathers, type Viewer, withDatabase } from './bench-seed.js'
import { startServer, startServers, stopServer } from './bench-server.js'

const gathers = Number(process.env.BENCH_GATHERS ?? (quick ? 20 : 100))
const viewersPerGather = 10
const updatesPerSecond = Number(process.env.BENCH_UPDATES ?? (quick ? 40 : 200))
const seconds = Number(process.env.BENCH_LIVE_SECONDS ?? (quick ? 2 : 20))
const pollEveryMs = 5000
/** The first of three ports the live benchmark's servers use. */
const port = Number(process.env.BENCH_LIVE_PORT ?? 3991)

export type { Viewer }

const embeddedTitle = 'embedded (1 process, PGlite)'
const scaledTitle = 'scaled out (2 instances, PostgreSQL + Redis)'
/** The modes measured (the scaled-out one needs PostgreSQL and Redis), each both ways. */
export const liveModes = () => [embeddedTitle, scaledTitle]
export const liveDeliveries = ['push (graphql-ws)', `poll GET /api/meetups/{id} every ${pollEveryMs / 1000} s`]
/** Frames still in flight at the end are waited for until none came for this long. */
const quietMs = quick ? 2000 : 10_000

/** `count` gathers (100) with 10 accepted participants each, every one signed in. */
export const seed = (count = gathers) => seedGathers(count, viewersPerGather)

/** Sends one position of `sender`; resolves with its sequence once saved, or null. */
export type SendPosition = (sender: Viewer, lat: number, lon: number) => Promise<number | null>

/** The live screen's mutation over HTTP, by its persisted id (a session runs only those in production). */
const mutationOverHttp =
  (url: string): SendPosition =>
  async (sender, lat, lon) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: sender.cookie },
      body: JSON.stringify({
        documentId: LocationMutation.params.id,
        variables: { participantId: sender.participantId, lat, lon },
      }),
    })
    const body = (await response.json()) as {
      data?: { updateParticipantLocation?: { data?: { sequence: number } } }
    }
    return body.data?.updateParticipantLocation?.data?.sequence ?? null
  }

/**
 * Sends `rate` location updates per second for `duration` seconds, round-robin over the gathers and
 * their participants, at most 200 in flight. Records when each (participant, sequence) was answered.
 */
export async function sendUpdates(
  urls: string[],
  viewers: Viewer[],
  answered: Map<string, number>,
  { rate = updatesPerSecond, duration = seconds, send }: { rate?: number; duration?: number; send?: SendPosition } = {},
) {
  const gathers = viewers.length / viewersPerGather
  const interval = 1000 / rate
  const total = Math.round(rate * duration)
  let inFlight = 0
  let sent = 0
  let failed = 0
  const started = performance.now()
  const pending: Promise<void>[] = []
  for (let i = 0; i < total; i++) {
    const due = started + i * interval
    const wait = due - performance.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    if (inFlight >= 200) {
      failed += 1
      continue
    }
    const gather = i % gathers
    const sender = viewers[gather * viewersPerGather + (Math.floor(i / gathers) % viewersPerGather)] as Viewer
    inFlight += 1
    const lat = 40.7 + Math.random() / 10
    const lon = -73.9 - Math.random() / 10
    pending.push(
      (send ?? mutationOverHttp(urls[i % urls.length] as string))(sender, lat, lon)
        .then((sequence) => {
          if (sequence === null) failed += 1
          else {
            answered.set(`${sender.participantId}:${sequence}`, performance.now())
            sent += 1
          }
        })
        .catch(() => {
          failed += 1
        })
        .finally(() => {
          inFlight -= 1
        }),
    )
  }
  await Promise.all(pending)
  const elapsed = (performance.now() - started) / 1000
  return { sentPerSecond: sent / elapsed, failed, elapsed }
}

async function pushRun(urls: string[], viewers: Viewer[], servers: ChildProcess[]) {
  const frames: { key: string; at: number }[] = []
  const clients = viewers.map((viewer, i) => {
    class CookieWebSocket extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie: viewer.cookie } })
      }
    }
    return createClient({
      url: `${(urls[i % urls.length] as string).replace('http', 'ws')}/graphql`,
      webSocketImpl: CookieWebSocket,
      retryAttempts: 0,
    })
  })
  let ready = 0
  const failures: string[] = []
  const subscriptions: (() => void)[] = []
  // Each stream's first event is its snapshot: from then on it misses nothing.
  await Promise.all(
    clients.map(
      (client, i) =>
        new Promise<void>((resolve) => {
          const viewer = viewers[i] as Viewer
          subscriptions.push(
            client.subscribe<{
              livePositions: { snapshot: boolean; positions: { participantId: string; sequence: number }[] }
            }>(
              {
                query: '',
                documentId: LocationSubscription.params.id,
                variables: { meetupId: viewer.meetupId },
              } as SubscribePayload,
              {
                next: ({ data }) => {
                  const event = data?.livePositions
                  if (!event) return
                  if (event.snapshot) {
                    ready += 1
                    return resolve()
                  }
                  const at = performance.now()
                  // Pushes name people by global id, senders by database id.
                  for (const p of event.positions) {
                    frames.push({ key: `${decodeGlobalID(p.participantId).id}:${p.sequence}`, at })
                  }
                },
                error: (error) => {
                  failures.push(error instanceof Error ? error.message : JSON.stringify(error).slice(0, 200))
                  resolve()
                },
                complete: () => {},
              },
            ),
          )
        }),
    ),
  )
  if (failures.length) console.error(`${failures.length} subscriptions failed, first: ${failures[0]}`)
  trace('live: push subscribed')
  const answered = new Map<string, number>()
  const result = await measureCpu(servers, () => sendUpdates(urls, viewers, answered))
  // Frames still in flight (seconds behind on a loaded machine): until all arrived, or none came for a while.
  await untilArrived(() => frames.length, answered.size * viewersPerGather, quietMs)
  for (const dispose of subscriptions) dispose()
  await Promise.all(clients.map((c) => c.dispose()))
  trace('live: push run')
  const latencies = frames.flatMap((f) => {
    const at = answered.get(f.key)
    return at === undefined ? [] : [f.at - at]
  })
  return {
    ...result,
    connected: ready,
    deliveries: latencies.length,
    expected: answered.size * viewersPerGather,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requestsPerViewerMinute: 0,
  }
}

async function pollRun(urls: string[], viewers: Viewer[], servers: ChildProcess[]) {
  const answered = new Map<string, number>()
  // Where each viewer starts counting: its gather as read once before any update is sent (one read
  // per gather, so the updates can start at once rather than after every viewer's first poll).
  const baselines = await Promise.all(
    Array.from({ length: viewers.length / viewersPerGather }, async (_, gather) => {
      const viewer = viewers[gather * viewersPerGather] as Viewer
      const response = await fetch(`${urls[0]}/api/meetups/${viewer.meetupId}`, { headers: { cookie: viewer.cookie } })
      const body = (await response.json()) as { participants: { id: string; locationSequence?: number }[] }
      return body.participants.map((p) => [p.id, p.locationSequence ?? 0] as const)
    }),
  )
  const seen = viewers.map((_, i) => new Map(baselines[Math.floor(i / viewersPerGather)]))
  /** When each viewer's last poll was answered. */
  const polledAt = viewers.map(() => 0)
  const latencies: number[] = []
  let polls = 0
  let stop: () => void = () => {}
  const stopped = new Promise<void>((resolve) => {
    stop = resolve
  })
  let stopping = false
  /** Waits `ms`, or less if the run stops meanwhile. */
  const pause = (ms: number) => Promise.race([stopped, new Promise((r) => setTimeout(r, ms))])
  const pollingStarted = performance.now()
  const loops = viewers.map(async (viewer, i) => {
    await pause(Math.random() * pollEveryMs)
    while (!stopping) {
      const next = performance.now() + pollEveryMs
      const response = await fetch(`${urls[i % urls.length]}/api/meetups/${viewer.meetupId}`, {
        headers: { cookie: viewer.cookie },
      }).catch(() => null)
      const at = performance.now()
      polledAt[i] = at
      if (response?.ok) {
        polls += 1
        const body = (await response.json()) as { participants: { id: string; locationSequence?: number }[] }
        for (const p of body.participants) {
          const sequence = p.locationSequence ?? 0
          const before = seen[i]?.get(p.id) ?? sequence
          for (let s = before + 1; s <= sequence; s++) {
            const sentAt = answered.get(`${p.id}:${s}`)
            if (sentAt !== undefined) latencies.push(at - sentAt)
          }
          seen[i]?.set(p.id, sequence)
        }
      }
      await pause(Math.max(0, next - performance.now()))
    }
  })
  const result = await measureCpu(servers, () => sendUpdates(urls, viewers, answered))
  // Every viewer polls once more after the last update, and so sees it.
  const sentAll = performance.now()
  await until(() => polledAt.every((at) => at > sentAll))
  stopping = true
  stop()
  await Promise.all(loops)
  const pollingMinutes = (performance.now() - pollingStarted) / 60_000
  return {
    ...result,
    connected: viewers.length,
    deliveries: latencies.length,
    expected: answered.size * viewersPerGather,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requestsPerViewerMinute: polls / viewers.length / pollingMinutes,
  }
}

async function measureCpu<T extends { elapsed: number }>(servers: ChildProcess[], work: () => Promise<T>) {
  const before = servers.map((s) => cpuSeconds(s.pid as number))
  const result = await work()
  const used = servers.reduce((sum, s, i) => sum + cpuSeconds(s.pid as number) - (before[i] as number), 0)
  return { ...result, cpuPerMinute: (used / result.elapsed) * 60 }
}

type Setup = { urls: string[]; viewers: Viewer[]; servers: ChildProcess[]; teardown: () => Promise<void> }

/** Both ways on a mode's servers: push, then polling. */
async function measureMode(title: string, { urls, viewers, servers, teardown }: Setup) {
  try {
    const push = await pushRun(urls, viewers, servers)
    const poll = await pollRun(urls, viewers, servers)
    return [
      { title, delivery: liveDeliveries[0] as string, ...push },
      { title, delivery: liveDeliveries[1] as string, ...poll },
    ]
  } finally {
    await teardown()
    trace(`live: ${title}`)
  }
}

export async function benchLive(): Promise<string[]> {
  const loadAtStart = os.loadavg()[0] ?? 0

  const embedded = async (): Promise<Setup> => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-bench-live-'))
    // Seeded before the server starts: PGlite has one process at a time.
    const viewers = await withDatabase({ dataDir }, seed)
    const { child: server } = await startServer(port, { DATA_DIR: dataDir })
    trace('live: embedded started')
    return {
      urls: [`http://127.0.0.1:${port}`],
      viewers,
      servers: [server],
      teardown: async () => {
        await stopServer(server)
        await rm(dataDir, { recursive: true, force: true })
      },
    }
  }

  const postgresAdmin = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test'
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
  const scaledOut = async (): Promise<Setup> => {
    const name = `gather_bench_${Date.now()}`
    const admin = new pg.Client({ connectionString: postgresAdmin })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    await admin.end()
    const url = new URL(postgresAdmin)
    url.pathname = `/${name}`
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-bench-live-'))
    const viewers = await withDatabase({ databaseUrl: url.toString(), dataDir }, seed)
    const env = { DATABASE_URL: url.toString(), REDIS_URL: redisUrl, DATA_DIR: dataDir }
    const [a, b] = (
      await startServers([
        { port: port + 1, env },
        { port: port + 2, env },
      ])
    ).map((s) => s.child) as [ChildProcess, ChildProcess]
    trace('live: scaled out started')
    return {
      urls: [`http://127.0.0.1:${port + 1}`, `http://127.0.0.1:${port + 2}`],
      viewers,
      servers: [a, b],
      teardown: async () => {
        await Promise.all([stopServer(a), stopServer(b)])
        const drop = new pg.Client({ connectionString: postgresAdmin })
        await drop.connect()
        await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        await drop.end()
        await rm(dataDir, { recursive: true, force: true })
      },
    }
  }

  const reachable = await (async () => {
    const client = new pg.Client({ connectionString: postgresAdmin })
    return client.connect().then(
      async () => {
        await client.end()
        return true
      },
      () => false,
    )
  })()
  const rows: Awaited<ReturnType<typeof measureMode>> = []
  if (quick && reachable) {
    // --quick sets up and measures both modes at once, each on its own servers.
    const setups = await Promise.allSettled([embedded(), scaledOut()])
    const failed = setups.find((setup) => setup.status === 'rejected')
    if (failed) {
      await Promise.all(setups.map((setup) => (setup.status === 'fulfilled' ? setup.value.teardown() : undefined)))
      throw failed.reason
    }
    const [first, second] = setups.map((setup) => (setup as PromiseFulfilledResult<Setup>).value) as [Setup, Setup]
    const measured = await Promise.all([measureMode(embeddedTitle, first), measureMode(scaledTitle, second)])
    rows.push(...measured.flat())
  } else {
    rows.push(...(await measureMode(embeddedTitle, await embedded())))
    if (reachable) rows.push(...(await measureMode(scaledTitle, await scaledOut())))
  }

  const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(0) : '—')
  return [
    `\nLive push: ${gathers * viewersPerGather} viewers over ${gathers} gathers, ${updatesPerSecond} location updates/s for ${seconds} s per run${quick ? ', both modes at once (--quick)' : ''} (1-min load average at the start: ${loadAtStart.toFixed(1)}). ` +
      "Latency is from the update call's answer to the viewer seeing it (a push can beat the answer: negative).",
    '',
    '| mode | delivery | viewers listening | updates/s done | delivered / expected | p50 ms | p99 ms | server CPU s/min | requests/min per viewer |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.title} | ${r.delivery} | ${r.connected} | ${r.sentPerSecond.toFixed(0)} | ${r.deliveries} / ${r.expected} (${((100 * r.deliveries) / Math.max(1, r.expected)).toFixed(2)} %) | ${ms(r.p50)} | ${ms(r.p99)} | ${r.cpuPerMinute.toFixed(1)} | ${r.requestsPerViewerMinute.toFixed(1)} |`,
    ),
  ]
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const line of await benchLive()) console.log(line)
}
