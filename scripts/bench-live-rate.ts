// The seed's design against ours at a realistic rate (issue #14.7), on one embedded server with the
// same signed-in viewers: every participant sends a position every 5 s, and each viewer watches
// its gather either
//   - the seed's way: GET /api/meetups/{id} every 5 s and POST /api/meetups/{id}/travel-times every 30 s;
//   - ours: the live screen's three subscriptions over graphql-ws, nothing polled (ETAs ride on the
//     pushed positions; the screen reads again only while its push is down).
// A first phase sends the positions with nobody watching: what a design costs to watch is its
// phase's server CPU less that one. Prints requests per minute per viewer and server CPU-seconds
// per viewer-hour for both, and their ratio.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createClient, type SubscribePayload } from 'graphql-ws'
import WebSocket from 'ws'
import ChangesSubscription from '../web/src/__generated__/LiveUpdatesChangesSubscription.graphql.js'
import LocationSubscription from '../web/src/__generated__/LiveUpdatesLocationSubscription.graphql.js'
import MeetupSubscription from '../web/src/__generated__/LiveUpdatesMeetupSubscription.graphql.js'
import { seed, sendUpdates, type Viewer } from './bench-live.js'
import { cpuSeconds, quick, trace } from './bench-options.js'
import { withDatabase } from './bench-seed.js'
import { startServer, stopServer } from './bench-server.js'

const gathers = Number(process.env.BENCH_RATE_GATHERS ?? (quick ? 5 : 10))
const duration = Number(process.env.BENCH_RATE_SECONDS ?? (quick ? 3 : 60))
const port = Number(process.env.BENCH_RATE_PORT ?? 3994)
const sendEveryMs = 5000
const pollEveryMs = 5000
const travelEveryMs = 30_000

/**
 * Calls `request` every `everyMs`, as a browser's setInterval would (first at a random point of
 * the first period; a late answer delays the next call, never doubles it), until stopped.
 */
function every(everyMs: number, request: () => Promise<boolean>) {
  let stopped = false
  let count = 0
  let timer: NodeJS.Timeout | undefined
  let due = performance.now() + Math.random() * everyMs
  const tick = async () => {
    if (stopped) return
    if (await request()) count += 1
    due += everyMs
    if (!stopped) timer = setTimeout(tick, Math.max(0, due - performance.now()))
  }
  timer = setTimeout(tick, due - performance.now())
  return {
    stop: () => {
      stopped = true
      clearTimeout(timer)
    },
    count: () => count,
  }
}

const ok = (response: Response | null) => {
  void response?.arrayBuffer()
  return Boolean(response?.ok)
}

/** The seed's way: two polls per viewer. */
function seedWatchers(url: string, viewers: Viewer[]) {
  return viewers.flatMap((viewer) => [
    every(pollEveryMs, () =>
      fetch(`${url}/api/meetups/${viewer.meetupId}`, { headers: { cookie: viewer.cookie } }).then(ok, () => false),
    ),
    every(travelEveryMs, () =>
      fetch(`${url}/api/meetups/${viewer.meetupId}/travel-times`, {
        method: 'POST',
        headers: { cookie: viewer.cookie, 'content-type': 'application/json' },
        body: '{}',
      }).then(ok, () => false),
    ),
  ])
}

/** Ours: the live screen's three subscriptions, nothing polled. */
async function pushWatchers(url: string, viewers: Viewer[]) {
  // By their persisted ids, as the app sends them (graphql-ws wants a `query` string: empty).
  const subscriptions = [LocationSubscription, MeetupSubscription, ChangesSubscription].map((s) => s.params.id)
  const clients = await Promise.all(
    viewers.map(async (viewer) => {
      class CookieWebSocket extends WebSocket {
        constructor(address: string | URL, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie: viewer.cookie } })
        }
      }
      const client = createClient({ url: `${url.replace('http', 'ws')}/graphql`, webSocketImpl: CookieWebSocket })
      // Listening once the first subscription's snapshot came.
      await new Promise<void>((resolve) => {
        for (const [i, query] of subscriptions.entries()) {
          client.subscribe(
            { query: '', documentId: query as string, variables: { meetupId: viewer.meetupId } } as SubscribePayload,
            { next: () => i === 0 && resolve(), error: () => resolve(), complete: () => {} },
          )
        }
      })
      return client
    }),
  )
  return {
    // No request on a timer: ETAs ride on the pushed positions (the 30 s snapshot is retired).
    loops: [] as ReturnType<typeof every>[],
    close: () => Promise.all(clients.map((c) => c.dispose())),
  }
}

export const rateDesigns = [
  'seed: poll GET /api/meetups/{id} every 5 s + travel times every 30 s',
  'ours: graphql-ws push (3 subscriptions, ETAs pushed)',
] as const

/** `a ÷ b`, or '—' when b is within the noise of the subtraction (0 or below). */
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}×` : '—')

export async function benchLiveRate(): Promise<string[]> {
  const loadAtStart = os.loadavg()[0] ?? 0
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-bench-rate-'))
  const viewers = await withDatabase({ dataDir }, () => seed(gathers))
  const { child: server } = await startServer(port, { DATA_DIR: dataDir })
  trace('rate: started')
  const url = `http://127.0.0.1:${port}`
  const rate = (viewers.length * 1000) / sendEveryMs
  /** Server CPU seconds and the seconds it took, while the positions are sent for `duration` s. */
  const phase = async () => {
    const before = cpuSeconds(server.pid as number)
    const started = performance.now()
    await sendUpdates([url], viewers, new Map(), { rate, duration })
    return { cpu: cpuSeconds(server.pid as number) - before, seconds: (performance.now() - started) / 1000 }
  }
  try {
    const alone = await phase()
    trace('rate: alone')

    const seedLoops = seedWatchers(url, viewers)
    const seedPhase = await phase()
    trace('rate: seed phase')
    for (const loop of seedLoops) loop.stop()
    const seedRequests = seedLoops.reduce((n, l) => n + l.count(), 0)

    const push = await pushWatchers(url, viewers)
    trace('rate: push watchers')
    const pushPhase = await phase()
    trace('rate: push phase')
    for (const loop of push.loops) loop.stop()
    await push.close()
    const pushRequests = push.loops.reduce((n, l) => n + l.count(), 0)

    const perViewerHour = (cpu: number, seconds: number) => cpu / viewers.length / (seconds / 3600)
    const aloneRate = alone.cpu / alone.seconds
    const rows = [
      { title: rateDesigns[0], ...seedPhase, requests: seedRequests },
      { title: rateDesigns[1], ...pushPhase, requests: pushRequests },
    ].map((r) => ({
      ...r,
      perMinute: r.requests / viewers.length / (r.seconds / 60),
      total: perViewerHour(r.cpu, r.seconds),
      watching: perViewerHour(Math.max(0, r.cpu - aloneRate * r.seconds), r.seconds),
    }))
    const [seedRow, ours] = rows as [(typeof rows)[0], (typeof rows)[0]]
    return [
      `\nSeed's design against ours at a realistic rate: ${viewers.length} viewers over ${gathers} gathers, one position per participant every ${sendEveryMs / 1000} s (${rate} updates/s), ${duration} s per design on one embedded server (1-min load average at the start: ${loadAtStart.toFixed(1)}). ` +
        `Watching = server CPU less the ${(aloneRate * 60).toFixed(1)} CPU s/min that sending the positions with nobody watching took.`,
      '',
      '| design | requests/min per viewer | server CPU s per viewer-hour (all) | server CPU s per viewer-hour (watching) |',
      '|---|---|---|---|',
      ...rows.map(
        (r) => `| ${r.title} | ${r.perMinute.toFixed(1)} | ${r.total.toFixed(2)} | ${r.watching.toFixed(2)} |`,
      ),
      `| seed ÷ ours | ${ratio(seedRow.perMinute, ours.perMinute)} | ${ratio(seedRow.total, ours.total)} | ${ratio(seedRow.watching, ours.watching)} |`,
    ]
  } finally {
    await stopServer(server)
    await rm(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const line of await benchLiveRate()) console.log(line)
}
