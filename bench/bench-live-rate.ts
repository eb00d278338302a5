// The seed's design against ours at a realistic rate, on one embedded server with the
// same signed-in viewers, every participant walking to the venue and sending a position every 5 s,
// each design whole:
//   - the seed's: positions by PATCH /api/participants/{id}/location; each viewer polls
//     GET /api/meetups/{id} every 5 s and POST /api/meetups/{id}/travel-times every 30 s;
//   - ours: the live screen's graphql-ws socket, which carries its positions (as pings) and its
//     three subscriptions; nothing polled (ETAs ride on the pushed positions; the screen reads
//     again only while its push is down).
// After an unmeasured warm-up of its way (the seed's polls included), each design first sends
// its positions with nobody watching (ours with the sockets open and nothing subscribed): what it
// costs to watch is its phase's server CPU less that one. Prints requests per minute per viewer
// and server CPU-seconds per viewer-hour for both, and their ratio.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createClient, type SubscribePayload } from 'graphql-ws'
import WebSocket from 'ws'
import ChangesSubscription from '../web/src/__generated__/LiveUpdatesChangesSubscription.graphql.js'
import LocationSubscription from '../web/src/__generated__/LiveUpdatesLocationSubscription.graphql.js'
import MeetupSubscription from '../web/src/__generated__/LiveUpdatesMeetupSubscription.graphql.js'
import { type SendPosition, seed, sendUpdates, type Viewer } from './bench-live.js'
import { cpuSeconds, quick, readMetrics, type Target, targetHeader, targetRow, trace, until } from './bench-options.js'
import { venue, withDatabase } from './bench-seed.js'
import { startServer, stopServer } from './bench-server.js'

const gathers = Number(process.env.BENCH_RATE_GATHERS ?? (quick ? 5 : 10))
const duration = Number(process.env.BENCH_RATE_SECONDS ?? (quick ? 3 : 60))
/** Seconds each way runs unmeasured first, so that no phase pays for compiling a path the others found warm. */
const warmup = quick ? 1 : 10
const port = Number(process.env.BENCH_RATE_PORT ?? 3994)
const sendEveryMs = 5000
const pollEveryMs = 5000
const travelEveryMs = 30_000

/**
 * Calls `request` every `everyMs`, as a browser's setInterval would (first at a random point of
 * the first period; a late answer delays the next call, never doubles it), until stopped.
 * `stop` resolves once the request under way, if any, is answered: the next phase does not pay
 * for it.
 */
function every(everyMs: number, request: () => Promise<boolean>) {
  let stopped = false
  let count = 0
  let timer: NodeJS.Timeout | undefined
  let underWay: Promise<unknown> = Promise.resolve()
  let due = performance.now() + Math.random() * everyMs
  const tick = async () => {
    if (stopped) return
    const answer = request()
    underWay = answer
    if (await answer) count += 1
    due += everyMs
    if (!stopped) timer = setTimeout(tick, Math.max(0, due - performance.now()))
  }
  timer = setTimeout(tick, due - performance.now())
  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await underWay
    },
    count: () => count,
  }
}

const stopAll = (loops: ReturnType<typeof every>[]) => Promise.all(loops.map((loop) => loop.stop()))

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

const screenSubscriptions = [LocationSubscription, MeetupSubscription, ChangesSubscription]
const subscriptionsPerScreen = screenSubscriptions.length

/** The gather streams the server has open. */
const openStreams = async (url: string) => (await readMetrics(url))('gather_subscriptions_active{kind="gather"}')

/**
 * Where each participant is: walking to the venue at 1.4 m/s from 1 to 3 km out, in a straight
 * line, each fix up to 10 m off north and east (a phone's noise). Random points kilometres apart
 * every 5 s would change people's statuses all the time, which costs a push design per change
 * and a polling one nothing.
 */
function walkers() {
  const metresPerDegree = 111_320
  const metresPerDegreeEast = metresPerDegree * Math.cos((venue.lat * Math.PI) / 180)
  const away = new Map<string, { north: number; east: number }>()
  const startingPoint = () => {
    const bearing = Math.random() * 2 * Math.PI
    const metres = 1000 + Math.random() * 2000
    return { north: metres * Math.cos(bearing), east: metres * Math.sin(bearing) }
  }
  return (sender: Viewer) => {
    const at = away.get(sender.participantId) ?? startingPoint()
    const left = Math.hypot(at.north, at.east)
    const step = Math.min(left, (1.4 * sendEveryMs) / 1000) / Math.max(left, 1)
    const next = { north: at.north * (1 - step), east: at.east * (1 - step) }
    away.set(sender.participantId, next)
    const noise = () => (Math.random() - 0.5) * 20
    return {
      lat: venue.lat + (next.north + noise()) / metresPerDegree,
      lon: venue.lon + (next.east + noise()) / metresPerDegreeEast,
    }
  }
}

/** The seed's way of sending a position. */
const restPatch =
  (url: string): SendPosition =>
  async (sender, lat, lon) => {
    const response = await fetch(`${url}/api/participants/${sender.participantId}/location`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: sender.cookie },
      body: JSON.stringify({ lat, lon }),
    })
    if (!response.ok) {
      void response.arrayBuffer()
      return null
    }
    return ((await response.json()) as { sequence?: number }).sequence ?? null
  }

/**
 * Ours: every viewer's live-screen socket, open and sending its positions as pings (the pong
 * answers with the saved event); `watch` adds the screen's three subscriptions, nothing polled.
 */
async function liveSockets(url: string, viewers: Viewer[]) {
  const awaiting = new Map<string, (sequence: number | null) => void>()
  const sockets = new Map<string, WebSocket>()
  let ref = 0
  const answer = (payload: unknown) => {
    const { ref: id, event } = (payload ?? {}) as { ref?: string; event?: { sequence?: number } }
    if (id === undefined) return
    awaiting.get(id)?.(event?.sequence ?? null)
    awaiting.delete(id)
  }
  const clients = await Promise.all(
    viewers.map(async (viewer) => {
      class CookieWebSocket extends WebSocket {
        constructor(address: string | URL, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie: viewer.cookie } })
        }
      }
      let connected = () => {}
      const up = new Promise<void>((resolve) => {
        connected = resolve
      })
      const client = createClient({
        url: `${url.replace('http', 'ws')}/graphql`,
        webSocketImpl: CookieWebSocket,
        lazy: false,
        retryAttempts: 0,
        on: {
          connected: (socket) => {
            sockets.set(viewer.participantId, socket as WebSocket)
            connected()
          },
          pong: (_received, payload) => answer(payload),
        },
      })
      await up
      return client
    }),
  )
  const send: SendPosition = (sender, lat, lon) =>
    new Promise((resolve) => {
      const socket = sockets.get(sender.participantId)
      if (socket?.readyState !== WebSocket.OPEN) return resolve(null)
      const id = String(++ref)
      awaiting.set(id, resolve)
      const location = { participantId: sender.participantId, lat, lon }
      socket.send(JSON.stringify({ type: 'ping', payload: { ref: id, location } }))
    })
  // By their persisted ids, as the app sends them (graphql-ws wants a `query` string: empty).
  const subscriptions = screenSubscriptions.map((s) => s.params.id)
  /** Each screen's subscriptions; resolves once every first subscription's snapshot came. */
  const watch = () =>
    Promise.all(
      clients.map(
        (client, index) =>
          new Promise<void>((resolve) => {
            for (const [i, query] of subscriptions.entries()) {
              client.subscribe(
                {
                  query: '',
                  documentId: query as string,
                  variables: { meetupId: (viewers[index] as Viewer).meetupId },
                } as SubscribePayload,
                { next: () => i === 0 && resolve(), error: () => resolve(), complete: () => {} },
              )
            }
          }),
      ),
    )
  return {
    send,
    watch,
    close: async () => {
      await Promise.all(clients.map((c) => c.dispose()))
      for (const resolve of awaiting.values()) resolve(null)
    },
  }
}

export const rateDesigns = [
  'seed: positions by REST PATCH, polls GET /api/meetups/{id} every 5 s + travel times every 30 s',
  'ours: positions as pings on the graphql-ws socket, push (3 subscriptions, ETAs pushed)',
] as const

export const rateTarget: Target = {
  name: "the seed's design ÷ ours: server CPU per viewer-hour with the writes, one position per 5 s",
  limit: { atLeast: 10 },
  unit: '×',
}

/** `a ÷ b`, or '—' when b is within the noise of the subtraction (0 or below). */
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}×` : '—')

export async function benchLiveRate(): Promise<string[]> {
  const loadAtStart = os.loadavg()[0] ?? 0
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-bench-rate-'))
  const viewers = await withDatabase({ dataDir }, () => seed(gathers))
  // Its /metrics says when every subscription has started.
  const { child: server } = await startServer(port, { DATA_DIR: dataDir, METRICS_ALLOW: '127.0.0.1' })
  trace('rate: started')
  const url = `http://127.0.0.1:${port}`
  const rate = (viewers.length * 1000) / sendEveryMs
  const walk = walkers()
  /** Server CPU seconds and the seconds it took, while the positions are sent `send`'s way for `duration` s. */
  const phase = async (send: SendPosition, seconds = duration) => {
    const before = cpuSeconds(server.pid as number)
    const started = performance.now()
    const walking: SendPosition = (sender) => {
      const { lat, lon } = walk(sender)
      return send(sender, lat, lon)
    }
    const { failed } = await sendUpdates([url], viewers, new Map(), { rate, duration: seconds, send: walking })
    if (failed) throw new Error(`${failed} positions were not saved`)
    return { cpu: cpuSeconds(server.pid as number) - before, seconds: (performance.now() - started) / 1000 }
  }
  try {
    const seedWarmup = seedWatchers(url, viewers)
    await phase(restPatch(url), warmup)
    await stopAll(seedWarmup)
    trace('rate: seed warmed up')
    const seedAlone = await phase(restPatch(url))
    trace('rate: seed alone')
    const seedLoops = seedWatchers(url, viewers)
    const seedPhase = await phase(restPatch(url))
    trace('rate: seed phase')
    await stopAll(seedLoops)
    const seedRequests = seedLoops.reduce((n, l) => n + l.count(), 0)

    const ourSockets = await liveSockets(url, viewers)
    await phase(ourSockets.send, warmup)
    trace('rate: sockets open, warmed up')
    const oursAlone = await phase(ourSockets.send)
    trace('rate: ours alone')
    await ourSockets.watch()
    // Measured once every screen's three streams run: a screen opens them once and watches for hours.
    await until(async () => (await openStreams(url)) >= subscriptionsPerScreen * viewers.length)
    trace('rate: watching')
    const oursPhase = await phase(ourSockets.send)
    trace('rate: push phase')
    await ourSockets.close()

    const perViewerHour = (cpu: number, seconds: number) => cpu / viewers.length / (seconds / 3600)
    const perMinute = (p: { cpu: number; seconds: number }) => (p.cpu / p.seconds) * 60
    const rows = [
      { title: rateDesigns[0], ...seedPhase, alone: seedAlone, requests: seedRequests },
      // Ours sends no HTTP request at all: positions, pushes and pongs share the screen's socket.
      { title: rateDesigns[1], ...oursPhase, alone: oursAlone, requests: 0 },
    ].map((r) => ({
      ...r,
      perMinute: r.requests / viewers.length / (r.seconds / 60),
      total: perViewerHour(r.cpu, r.seconds),
      watching: perViewerHour(Math.max(0, r.cpu - (r.alone.cpu / r.alone.seconds) * r.seconds), r.seconds),
    }))
    const [seedRow, ours] = rows as [(typeof rows)[0], (typeof rows)[0]]
    return [
      `\nSeed's design against ours at a realistic rate: ${viewers.length} viewers over ${gathers} gathers, one position per participant every ${sendEveryMs / 1000} s (${rate} updates/s) as they walk to the venue, ${duration} s per design on one embedded server (1-min load average at the start: ${loadAtStart.toFixed(1)}). ` +
        `Each design sends the positions its own way (the seed by REST PATCH, ours as pings on the live screen's socket). ` +
        `Watching = server CPU less what sending them that way with nobody watching took: seed ${perMinute(seedAlone).toFixed(1)}, ours ${perMinute(oursAlone).toFixed(1)} CPU s/min (ours with the sockets open, nothing subscribed).`,
      '',
      '| design | requests/min per viewer | server CPU s per viewer-hour (all) | server CPU s per viewer-hour (watching) |',
      '|---|---|---|---|',
      ...rows.map(
        (r) => `| ${r.title} | ${r.perMinute.toFixed(1)} | ${r.total.toFixed(2)} | ${r.watching.toFixed(2)} |`,
      ),
      `| seed ÷ ours | ${ratio(seedRow.perMinute, ours.perMinute)} | ${ratio(seedRow.total, ours.total)} | ${ratio(seedRow.watching, ours.watching)} |`,
      '',
      ...targetHeader,
      targetRow(rateTarget, {
        ours: `${ours.total.toFixed(2)} CPU s`,
        baseline: `${seedRow.total.toFixed(2)} CPU s (the seed's)`,
        ratio: seedRow.total / ours.total,
        value: seedRow.total / ours.total,
      }),
    ]
  } finally {
    await stopServer(server)
    await rm(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const line of await benchLiveRate()) console.log(line)
}
