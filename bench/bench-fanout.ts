// The push fan-out benchmark: one instance scaled out (PostgreSQL + Redis), gathers of
// 20 viewers each subscribed over graphql-ws, positions published straight to Redis at a fixed
// rate (so the app's CPU is the fan-out's, not the write path's). Measured twice in the same run:
// livePositions (shared execution, batched) and participantLocationUpdated (executed and written
// per viewer, as every push was before), one after the other (under --quick, side by side, each
// on an instance and gathers of its own). Beside them, the floor: a bare `ws` server
// (bench/bare-ws-fanout.mjs) that only passes each published position to the gather's sockets,
// one frame per viewer, driven and measured the same way. Prints app CPU per delivered push,
// delivery, p95/p99 latency per step up to the knee, the load generator's CPU, then RSS and CPU
// per opened connection with many idle subscribed sockets. The viewers are raw `ws` clients
// speaking graphql-ws, in this process. Then, on gathers of their own, the latency of a position
// from its sender to every viewer at 2,000 pushes/s: the viewers' sockets also send their people's
// positions as the live screen does (pings), through the app's whole path (its flush window
// included) and through the floor, which publishes them to Redis and passes them on.
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { decodeGlobalID } from '@pothos/plugin-relay'
import { Redis } from 'ioredis'
import pg from 'pg'
import WebSocket from 'ws'
import { loadConfig, redisPrefixOf } from '../api/src/core/config.js'
import type { ParticipantLocationEvent } from '../api/src/core/realtime/pubsub.js'
import { type SendPosition, sendUpdates } from './bench-live.js'
import {
  cpuSeconds,
  cpuSplit,
  percentile,
  quick,
  readMetrics,
  type Target,
  targetHeader,
  targetRow,
  trace,
  untilArrived,
} from './bench-options.js'
import { seedGathers, seedWhileStarting, type Viewer } from './bench-seed.js'
import { startBaseline, stopServer } from './bench-server.js'

const viewersPerGather = 20
const gathers = Number(process.env.BENCH_FANOUT_GATHERS ?? (quick ? 25 : 50))
const port = Number(process.env.BENCH_FANOUT_PORT ?? 3997)
const floorPort = port + 10
const stepSeconds = quick ? 2 : 8
export const steps = process.env.BENCH_FANOUT_STEPS
  ? process.env.BENCH_FANOUT_STEPS.split(',').map(Number)
  : quick
    ? [1000, 2000]
    : [1000, 2000, 5000, 10_000, 15_000, 20_000, 30_000, 40_000]
const idleConnections = Number(process.env.BENCH_FANOUT_IDLE ?? (quick ? 500 : 10_000))
/** Seconds over which the app's idle CPU is read, and that the last subscriptions get to settle. */
const settleSeconds = quick ? 1 : 3
/** `--idle-only`: only the idle sockets' part (RSS and CPU per opened connection), e.g. to profile it. */
const idleOnly = process.argv.includes('--idle-only')
/** The latency part's rate (its gathers get a twentieth of it in positions a second) and length. */
const latencyPushesPerSecond = 2000
const latencySeconds = quick ? 3 : 10
/** The app's defaults, which it runs with here: the latency includes its flush window. */
const { locationFlushMs, pushWindowMs } = loadConfig({})

const livePositions =
  'subscription($m: ID!) { livePositions(meetupId: $m) { snapshot positions { participantId lat lon sequence lastUpdated } } }'
export const shapes = {
  shared: livePositions,
  'per viewer':
    'subscription($m: ID!) { participantLocationUpdated(meetupId: $m) { participantId lat lon sequence lastUpdated } }',
  // The floor answers livePositions' shape without GraphQL.
  'bare ws': livePositions,
} as const
type Mode = keyof typeof shapes
/** The floor's path: not the app, so it has no idle-socket part and stops at 10,000 pushes/s. */
export const floorMode = 'bare ws' satisfies Mode
/** The paths whose latency from sender to viewers is measured: the live screen's, and the floor. */
export const latencyModes = ['shared', floorMode] as const satisfies Mode[]
export const latencyRowOf = (mode: string) => `${mode}, positions sent as pings`
/** The targets this part measures. */
export const fanoutTargets = {
  cpu: {
    name: 'push fan-out: app CPU per push at 2,000 pushes/s, 20 viewers per gather (shared ÷ bare ws, net of idle)',
    limit: { atMost: 1.25 },
    unit: '×',
  },
  latency: {
    name: 'a position from sender to every viewer: p99 at 2,000 pushes/s, 20 viewers per gather (shared; bare ws beside)',
    limit: { atMost: 200 },
    unit: ' ms',
  },
} satisfies Record<string, Target>
const floorSteps = steps.filter((rate) => rate <= 10_000)
/** BENCH_FANOUT_MODES=shared runs one path only (for a profile, or comparing builds). */
const modes = (process.env.BENCH_FANOUT_MODES?.split(',') ?? Object.keys(shapes)) as Mode[]
/** --quick runs the paths side by side, each on an instance and gathers of its own (its CPU is its process's). */
const sideBySide = quick && modes.length > 1
/** The app's Redis channels start with its namespace (REDIS_PREFIX, by default its database's name). */
let channelPrefix = ''

/** A server under measure, and its inspector (through which the idle part has it collect its garbage). */
interface Instance {
  url: string
  server: ChildProcess
  inspectorPort: number
}

const appModes: Mode[] = modes.filter((mode) => mode !== floorMode)
const latencyOn = !idleOnly && modes.includes('shared')
/** Each app path's viewers, then (when measured) the latency part's, on gathers of their own. */
const seed = () => seedGathers(gathers * ((sideBySide ? appModes.length : 1) + (latencyOn ? 1 : 0)), viewersPerGather)

/** The floor's viewers: made up (it checks nobody), on gathers of their own (`label`: a set apart). */
const floorViewers = (label = 'floor'): Viewer[] =>
  Array.from({ length: gathers * viewersPerGather }, (_, i) => ({
    participantId: `${label}-${i}`,
    userId: `${label}-${i}`,
    meetupId: `${label}-${process.pid}-${Math.floor(i / viewersPerGather)}`,
    cookie: '',
    token: '',
  }))

/** Starts the floor (bench/bare-ws-fanout.mjs) on `floorPort`. */
async function startFloor(redisUrl: string): Promise<Instance> {
  const server = await startBaseline(path.join(import.meta.dirname, 'bare-ws-fanout.mjs'), {
    PORT: String(floorPort),
    REDIS_URL: redisUrl,
    CHANNEL_PREFIX: channelPrefix,
  })
  return { url: `http://127.0.0.1:${floorPort}`, server, inspectorPort: 0 }
}

type Pushed = { participantId: string; sequence: number }
type OnPositions = (positions: Pushed[]) => void
/** Pushes name people by global id; the bench matches them to what it sent by their database id. */
const byDatabaseId = (positions: Pushed[]) =>
  positions.map((p) => ({ ...p, participantId: decodeGlobalID(p.participantId).id }))
/** A pong answering a position sent as a ping: its ref, and the saved event (or why not). */
type OnPong = (payload: { ref: string; event?: { sequence: number }; error?: { code: string } }) => void

/**
 * A graphql-ws socket with one subscription; `onPositions` gets each pushed batch (snapshot
 * excluded), `onPong` the answers to positions it sends.
 */
function openViewer(
  url: string,
  viewer: Viewer,
  mode: Mode,
  onPositions: OnPositions,
  onPong?: OnPong,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    // As a third-party client: a token in connection_init, so the documents may be text in
    // production (a browser session may run only the app's persisted ones).
    const socket = new WebSocket(`${url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
      perMessageDeflate: false,
    })
    let ready = false
    socket.on('error', (error) => (ready ? undefined : reject(error)))
    // Closed before its snapshot (e.g. 4408: connection_init came too late on a loaded machine): fail, not hang.
    socket.on('close', (code) => (ready ? undefined : reject(new Error(`closed with ${code} before the snapshot`))))
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${viewer.token}` } })),
    )
    socket.on('message', (data) => {
      const message = JSON.parse(String(data))
      if (message.type === 'connection_ack') {
        socket.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: { query: shapes[mode], variables: { m: viewer.meetupId } },
          }),
        )
        // participantLocationUpdated gives no snapshot when nobody shares: the run waits a moment instead.
        if (mode === 'per viewer') {
          ready = true
          resolve(socket)
        }
        return
      }
      if (message.type === 'ping') return socket.send('{"type":"pong"}')
      if (message.type === 'pong') return onPong?.(message.payload)
      if (message.type !== 'next') return reject(new Error(JSON.stringify(message).slice(0, 300)))
      const data_ = message.payload.data
      if (data_.livePositions) {
        if (data_.livePositions.snapshot) {
          ready = true
          return resolve(socket)
        }
        onPositions(byDatabaseId(data_.livePositions.positions))
      } else if (data_.participantLocationUpdated) onPositions(byDatabaseId([data_.participantLocationUpdated]))
    })
  })
}

/** Opens every viewer's socket, `parallel` at a time. */
async function openAll(url: string, viewers: Viewer[], mode: Mode, onPositions: OnPositions, onPong?: OnPong) {
  const sockets: WebSocket[] = []
  const parallel = 100
  for (let i = 0; i < viewers.length; i += parallel) {
    sockets.push(
      ...(await Promise.all(viewers.slice(i, i + parallel).map((v) => openViewer(url, v, mode, onPositions, onPong)))),
    )
  }
  return sockets
}

const closeAll = (sockets: WebSocket[]) =>
  Promise.all(
    sockets.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.readyState === s.CLOSED) return resolve()
          s.once('close', () => resolve())
          s.close()
        }),
    ),
  )

/** The app's V8 heap in use and its memory outside the heap (buffers), from its /metrics. */
async function heapMb(url: string) {
  const metric = await readMetrics(url)
  return {
    heap: metric('nodejs_heap_size_used_bytes') / 2 ** 20,
    external: metric('nodejs_external_memory_bytes') / 2 ** 20,
  }
}

/**
 * A full garbage collection in the server, asked through its inspector (the Chrome DevTools
 * protocol), so that memory is read without the garbage of what came before: read as it comes,
 * the same build's figures moved by 10 KB per socket from run to run.
 */
async function collectGarbage({ inspectorPort }: Instance) {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string
  }[]
  if (!target) throw new Error('the server has no inspector target')
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  const done = new Promise((resolve) => socket.once('message', resolve))
  socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }))
  await done
  socket.close()
}

const rssMb = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

interface Step {
  pushesPerSecond: number
  delivered: number
  expected: number
  p95: number
  p99: number
  /** App CPU per delivered push, less what the app uses idle over the same time. */
  appCpuUsPerPush: number
  /** App CPU per delivered push, all of it (idle CPU included). */
  appCpuGrossUsPerPush: number
  /** What was subtracted: the same instance's CPU per second with the sockets open and nothing published. */
  idleCpuPerSecond: number
  appCpuSeconds: number
  /** The kernel's part of appCpuSeconds (socket writes, wake-ups). */
  appSystemCpuSeconds: number
  generatorCpuSeconds: number
  elapsed: number
}

/** Publishes positions for `seconds` at `pushesPerSecond / 20` per second, round-robin over gathers and people. */
async function step(
  server: ChildProcess,
  publisher: Redis,
  viewers: Viewer[],
  pushesPerSecond: number,
  received: { count: number; latencies: number[]; sentAt: Map<string, number> },
  sequences: Map<string, number>,
  idleCpuPerSecond: number,
  seconds = stepSeconds,
): Promise<Step> {
  const publishesPerSecond = pushesPerSecond / viewersPerGather
  const total = Math.round(publishesPerSecond * seconds)
  received.count = 0
  received.latencies = []
  received.sentAt.clear()
  const appBefore = cpuSplit(server.pid as number)
  const generatorBefore = process.cpuUsage()
  const started = performance.now()
  let sent = 0
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * publishesPerSecond) + 1)
    const pipeline = publisher.pipeline()
    for (; sent < due; sent++) {
      const gather = sent % gathers
      const person = viewers[gather * viewersPerGather + (Math.floor(sent / gathers) % viewersPerGather)] as Viewer
      const sequence = (sequences.get(person.participantId) ?? 0) + 1
      sequences.set(person.participantId, sequence)
      const position: ParticipantLocationEvent = {
        participantId: person.participantId,
        meetupId: person.meetupId,
        userId: person.userId,
        lat: 40.7 + Math.random() / 10,
        lon: -73.9 - Math.random() / 10,
        sequence,
        lastUpdated: new Date().toISOString(),
      }
      received.sentAt.set(`${person.participantId}:${sequence}`, performance.now())
      pipeline.publish(`${channelPrefix}participantLocationUpdated:${person.meetupId}`, JSON.stringify([position]))
    }
    await pipeline.exec()
    await new Promise((r) => setTimeout(r, 5))
  }
  const expected = total * viewersPerGather
  // Whatever is still in flight: until all arrived, or nothing came for 2 s.
  await untilArrived(() => received.count, expected, 2000)
  const elapsed = (performance.now() - started) / 1000
  const appAfter = cpuSplit(server.pid as number)
  const appSystemCpuSeconds = appAfter.system - appBefore.system
  const appCpuSeconds = appAfter.user - appBefore.user + appSystemCpuSeconds
  const generator = process.cpuUsage(generatorBefore)
  return {
    pushesPerSecond,
    delivered: received.count,
    expected,
    p95: percentile(received.latencies, 95),
    p99: percentile(received.latencies, 99),
    appCpuUsPerPush: ((appCpuSeconds - idleCpuPerSecond * elapsed) * 1e6) / Math.max(1, received.count),
    appCpuGrossUsPerPush: (appCpuSeconds * 1e6) / Math.max(1, received.count),
    idleCpuPerSecond,
    appCpuSeconds,
    appSystemCpuSeconds,
    generatorCpuSeconds: (generator.user + generator.system) / 1e6,
    elapsed,
  }
}

/** App CPU seconds per second with nothing pushed (timers, pings, the garbage collector). */
async function idleCpu(server: ChildProcess) {
  const before = cpuSeconds(server.pid as number)
  await new Promise((r) => setTimeout(r, settleSeconds * 1000))
  return (cpuSeconds(server.pid as number) - before) / settleSeconds
}

/** Least-squares slope of app CPU over delivered pushes across the steps: µs per push, the fixed part left out. */
function fittedUsPerPush(results: Step[]) {
  if (results.length < 2) return Number.NaN
  const xs = results.map((r) => r.delivered)
  const ys = results.map((r) => r.appCpuSeconds)
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length
  const my = ys.reduce((a, b) => a + b, 0) / ys.length
  const sxy = xs.reduce((sum, x, i) => sum + (x - mx) * ((ys[i] as number) - my), 0)
  const sxx = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0)
  return (sxy / sxx) * 1e6
}

async function pushRun(instance: Instance, publisher: Redis, viewers: Viewer[], mode: Mode) {
  const { url, server } = instance
  const rates = mode === floorMode ? floorSteps : steps
  const received = { count: 0, latencies: [] as number[], sentAt: new Map<string, number>() }
  const sockets = await openAll(url, viewers, mode, (positions) => {
    const at = performance.now()
    for (const p of positions) {
      received.count += 1
      const sentAt = received.sentAt.get(`${p.participantId}:${p.sequence}`)
      if (sentAt !== undefined) received.latencies.push(at - sentAt)
    }
  })
  // The per-viewer streams listen once Redis acknowledged their gathers' channels: one publish round settles it.
  if (mode === 'per viewer') await new Promise((r) => setTimeout(r, 1000))
  trace(`fan-out: ${mode} subscribed`)
  const sequences = new Map<string, number>()
  // A warm-up, not reported: the push path's compilation and the collection of what opening the
  // sockets left behind are not charged to the first step, nor to the idle figure. V8 goes on
  // optimising the path for about 20 s of load (the first steps after a shorter warm-up read a
  // third higher than the later ones), hence two steps' time.
  await step(server, publisher, viewers, rates[0] ?? 1000, received, sequences, 0, stepSeconds * 2)
  // The warm-up's garbage is collected first: the collector's threads, still marking after it,
  // would be read as idle CPU and subtracted from every step.
  if (instance.inspectorPort) await collectGarbage(instance)
  const idleCpuPerSecond = await idleCpu(server)
  const results: Step[] = []
  for (const rate of rates) {
    const result = await step(server, publisher, viewers, rate, received, sequences, idleCpuPerSecond)
    results.push(result)
    trace(`fan-out: ${mode} at ${rate} pushes/s`)
    // At least two steps, so that a slope can be fitted even where the first already fails.
    if (results.length >= 2 && (result.p95 > 500 || result.delivered < result.expected)) break
  }
  await closeAll(sockets)
  return results
}

/** Opens `count` subscribed sockets (viewers reused round-robin) and measures RSS and CPU per opened one. */
async function idleRun(instance: Instance, viewers: Viewer[], mode: Mode, count: number) {
  const { url, server } = instance
  const pid = server.pid as number
  const idleCpuPerSecond = await idleCpu(server)
  await collectGarbage(instance)
  const rssBefore = await rssMb(pid)
  const heapBefore = await heapMb(url)
  const cpuBefore = cpuSeconds(pid)
  const started = performance.now()
  const connections = Array.from({ length: count }, (_, i) => viewers[i % viewers.length] as Viewer)
  const sockets = await openAll(url, connections, mode, () => {})
  const openSeconds = (performance.now() - started) / 1000
  // The per-viewer path has no snapshot to wait for: its last subscriptions settle meanwhile.
  if (mode === 'per viewer') await new Promise((r) => setTimeout(r, settleSeconds * 1000))
  const cpu = cpuSeconds(pid) - cpuBefore - idleCpuPerSecond * ((performance.now() - started) / 1000)
  await collectGarbage(instance)
  const rss = await rssMb(pid)
  const heap = await heapMb(url)
  await closeAll(sockets)
  trace(`fan-out: ${mode} idle sockets`)
  return { mode, count, rss, rssBefore, heap, heapBefore, cpuMsPerConnection: (cpu * 1000) / count, openSeconds }
}

/**
 * A position from its sender to every viewer of its gather: each viewer's socket also sends its
 * person's positions as the live screen does (a ping, whose pong carries the saved sequence),
 * round-robin, a twentieth of `latencyPushesPerSecond` a second. Latency: when a viewer's frame
 * came less when the ping left, matched on (person, sequence). A first round of half the length
 * is not reported (it compiles the path).
 */
async function latencyRun({ url }: Instance, viewers: Viewer[], mode: Mode) {
  const arrivals: { key: string; at: number }[] = []
  const answers = new Map<string, (sequence: number | null) => void>()
  const onPositions: OnPositions = (positions) => {
    const at = performance.now()
    for (const p of positions) arrivals.push({ key: `${p.participantId}:${p.sequence}`, at })
  }
  const sockets = await openAll(url, viewers, mode, onPositions, ({ ref, event }) => {
    answers.get(ref)?.(event?.sequence ?? null)
    answers.delete(ref)
  })
  const socketOf = new Map(viewers.map((v, i) => [v.participantId, sockets[i] as WebSocket]))
  let sentAt = new Map<string, number>()
  let ref = 0
  const send: SendPosition = ({ participantId }, lat, lon) =>
    new Promise((resolve) => {
      const id = String(++ref)
      const at = performance.now()
      answers.set(id, (sequence) => {
        if (sequence !== null) sentAt.set(`${participantId}:${sequence}`, at)
        resolve(sequence)
      })
      const ping = { type: 'ping', payload: { ref: id, location: { participantId, lat, lon } } }
      socketOf.get(participantId)?.send(JSON.stringify(ping))
    })
  const rate = latencyPushesPerSecond / viewersPerGather
  await sendUpdates([url], viewers, new Map(), { rate, duration: latencySeconds / 2, send })
  sentAt = new Map()
  arrivals.length = 0
  const { failed } = await sendUpdates([url], viewers, new Map(), { rate, duration: latencySeconds, send })
  const measured = () => arrivals.filter((a) => sentAt.has(a.key))
  const expected = sentAt.size * viewersPerGather
  await untilArrived(() => measured().length, expected, 2000)
  const latencies = measured().map((a) => a.at - (sentAt.get(a.key) as number))
  await closeAll(sockets)
  trace(`fan-out: ${mode} latency`)
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p)) as [number, number, number]
  return {
    mode,
    answered: sentAt.size,
    sent: sentAt.size + failed,
    delivered: latencies.length,
    expected,
    p50,
    p95,
    p99,
  }
}

interface Run {
  mode: Mode
  instance: Instance
  viewers: Viewer[]
}

interface Measured {
  mode: Mode
  push: Step[]
  latency?: Awaited<ReturnType<typeof latencyRun>>
  idle?: Awaited<ReturnType<typeof idleRun>>
}

/**
 * Every path's pushes, then the latency (the live screen's path and the floor), then every path's
 * idle sockets: one after the other, or under --quick each path's in turn, the paths side by side.
 */
async function measure(runs: Run[], publisher: Redis, latencyViewers: (run: Run) => Viewer[]) {
  const pushOf = (run: Run) =>
    idleOnly ? Promise.resolve([]) : pushRun(run.instance, publisher, run.viewers, run.mode)
  const latencyOf = async (run: Run) => {
    const measured = (latencyModes as readonly Mode[]).includes(run.mode) && (latencyOn || run.mode === floorMode)
    return measured && !idleOnly ? latencyRun(run.instance, latencyViewers(run), run.mode) : undefined
  }
  const idleOf = async (run: Run) => {
    if (run.mode === floorMode) return undefined
    // Alone, the idle part first loads GraphQL and warms the code paths it measures.
    if (idleOnly) await closeAll(await openAll(run.instance.url, run.viewers.slice(0, 200), run.mode, () => {}))
    return idleConnections ? idleRun(run.instance, run.viewers, run.mode, idleConnections) : undefined
  }
  if (sideBySide) {
    return Promise.all(
      runs.map(async (run): Promise<Measured> => {
        const push = await pushOf(run)
        return { mode: run.mode, push, latency: await latencyOf(run), idle: await idleOf(run) }
      }),
    )
  }
  const measured: Measured[] = []
  for (const run of runs) measured.push({ mode: run.mode, push: await pushOf(run) })
  for (const [i, run] of runs.entries()) (measured[i] as Measured).latency = await latencyOf(run)
  for (const [i, run] of runs.entries()) (measured[i] as Measured).idle = await idleOf(run)
  return measured
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(0) : '—')

/** The tables: each step, the knee and the 2,000/s figures, the latency, the idle sockets, the targets. */
function report(measured: Measured[], loadAtStart: number) {
  const push: Partial<Record<Mode, Step[]>> = Object.fromEntries(measured.map((m) => [m.mode, m.push]))
  const lines = [
    `\nPush fan-out: ${gathers} gathers × ${viewersPerGather} viewers ${sideBySide ? 'per path, the paths side by side on an instance each (--quick)' : 'on one instance'} (PostgreSQL + Redis), positions published straight to Redis, ${stepSeconds} s per step (1-min load average at the start: ${loadAtStart.toFixed(1)}). ` +
      'shared = livePositions (executed once per gather and batch, same bytes to each viewer); per viewer = participantLocationUpdated (executed and written per viewer); ' +
      `bare ws = the floor, not the app: a bare \`ws\` server passing each published position to the gather's sockets, one frame per viewer, no sign-in, access checks, GraphQL or windows (steps up to ${floorSteps.at(-1)}/s). ` +
      `App CPU per push: gross = the app's CPU over the step ÷ delivered pushes; net = the same less the instance's idle CPU (measured for ${settleSeconds} s with the same sockets open and nothing published, after an unreported warm-up of two steps and before the steps) times the step's time. ` +
      `Idle CPU: ${modes.map((m) => `${m} ${((push[m]?.[0]?.idleCpuPerSecond ?? 0) * 1000).toFixed(1)} ms/s`).join(', ')}.`,
    '',
    '| path | pushes/s asked | delivered / expected | p95 ms | p99 ms | app CPU µs per push, net of idle (gross) | of the gross, in the kernel | generator CPU s |',
    '|---|---|---|---|---|---|---|---|',
  ]
  for (const mode of modes) {
    for (const s of push[mode] ?? []) {
      lines.push(
        `| ${mode} | ${s.pushesPerSecond} | ${s.delivered} / ${s.expected} (${((100 * s.delivered) / Math.max(1, s.expected)).toFixed(2)} %) | ${ms(s.p95)} | ${ms(s.p99)} | ${s.appCpuUsPerPush.toFixed(1)} (${s.appCpuGrossUsPerPush.toFixed(1)}) | ${((s.appSystemCpuSeconds * 1e6) / Math.max(1, s.delivered)).toFixed(1)} µs | ${s.generatorCpuSeconds.toFixed(1)} |`,
      )
    }
  }
  lines.push(
    '',
    '| path | knee (last step with p95 ≤ 500 ms and 100 % delivered) | p99 at 2,000 pushes/s | app CPU µs per push at 2,000/s, net (gross) | app CPU µs per push, fitted over the steps |',
    '|---|---|---|---|---|',
  )
  for (const mode of modes) {
    const results = push[mode] ?? []
    const good = results.filter((s) => s.p95 <= 500 && s.delivered >= s.expected)
    const at2000 = results.find((s) => s.pushesPerSecond === 2000)
    lines.push(
      `| ${mode} | ${good.at(-1)?.pushesPerSecond ?? '—'} pushes/s | ${at2000 ? `${ms(at2000.p99)} ms` : '—'} | ${at2000 ? `${at2000.appCpuUsPerPush.toFixed(1)} (${at2000.appCpuGrossUsPerPush.toFixed(1)})` : '—'} | ${fittedUsPerPush(results).toFixed(1)} |`,
    )
  }
  return [...lines, ...latencyTable(measured), ...idleTable(measured), ...targetTable(measured)]
}

function latencyTable(measured: Measured[]) {
  const rows = measured.flatMap(({ latency: l }) =>
    l
      ? [
          `| ${latencyRowOf(l.mode)} | ${l.answered} / ${l.sent} | ${l.delivered} / ${l.expected} (${((100 * l.delivered) / Math.max(1, l.expected)).toFixed(2)} %) | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} |`,
        ]
      : [],
  )
  if (!rows.length) return []
  return [
    `\nA position from its sender to every viewer: ${gathers} gathers × ${viewersPerGather} of their own per path, every viewer's socket also sending its person's positions as the live screen does (pings), ${latencyPushesPerSecond / viewersPerGather} positions/s (${latencyPushesPerSecond} pushes/s) for ${latencySeconds} s after an unreported ${latencySeconds / 2} s. ` +
      `shared = the app's whole path on PostgreSQL + Redis with its defaults: positions coalesced for LOCATION_FLUSH_MS = ${locationFlushMs} ms, pushes joined within LIVE_PUSH_WINDOW_MS = ${pushWindowMs} ms; bare ws = the floor publishing each position to Redis and passing it on. ` +
      'Latency: when a viewer got the position less when its ping left, matched on (person, sequence).',
    '',
    '| path | positions answered / sent | delivered / expected | p50 ms | p95 ms | p99 ms |',
    '|---|---|---|---|---|---|',
    ...rows,
  ]
}

function idleTable(measured: Measured[]) {
  const lines = [
    '',
    '| idle sockets, each subscribed | connections | app RSS MB (before → with them) | RSS KB per socket | heap + external KB per socket | app CPU ms per opened connection |',
    '|---|---|---|---|---|---|',
  ]
  for (const r of measured.flatMap((m) => (m.idle ? [m.idle] : []))) {
    lines.push(
      `| ${r.mode} | ${r.count} | ${r.rssBefore.toFixed(0)} → ${r.rss.toFixed(0)} | ${(((r.rss - r.rssBefore) * 1024) / r.count).toFixed(1)} | ${(((r.heap.heap - r.heapBefore.heap) * 1024) / r.count).toFixed(1)} + ${(((r.heap.external - r.heapBefore.external) * 1024) / r.count).toFixed(1)} | ${r.cpuMsPerConnection.toFixed(2)} |`,
    )
  }
  return lines
}

/** The fan-out's CPU against the floor's, and the sender-to-viewers latency beside the floor's. */
function targetTable(measured: Measured[]) {
  const of = (mode: Mode) => measured.find((m) => m.mode === mode)
  const cpuAt2000 = (mode: Mode) =>
    of(mode)?.push.find((s) => s.pushesPerSecond === 2000)?.appCpuUsPerPush ?? Number.NaN
  const [shared, floor] = [cpuAt2000('shared'), cpuAt2000(floorMode)]
  const [appP99, floorP99] = [of('shared')?.latency?.p99 ?? Number.NaN, of(floorMode)?.latency?.p99 ?? Number.NaN]
  const us = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} µs` : '—')
  const msOf = (v: number) => (Number.isFinite(v) ? `${v.toFixed(0)} ms` : '—')
  return [
    '',
    ...targetHeader,
    targetRow(fanoutTargets.cpu, {
      ours: us(shared),
      baseline: us(floor),
      ratio: shared / floor,
      value: shared / floor,
    }),
    targetRow(fanoutTargets.latency, {
      ours: msOf(appP99),
      baseline: msOf(floorP99),
      ratio: appP99 / floorP99,
      value: appP99,
    }),
  ]
}

export async function benchFanout(): Promise<string[]> {
  const postgresAdmin = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test'
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
  const loadAtStart = os.loadavg()[0] ?? 0
  const name = `gather_fanout_${Date.now()}`
  const admin = new pg.Client({ connectionString: postgresAdmin })
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  )
  if (!reachable) return ['\nPush fan-out: skipped (PostgreSQL not reachable).']
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  const databaseUrl = new URL(postgresAdmin)
  databaseUrl.pathname = `/${name}`
  channelPrefix = `${redisPrefixOf(databaseUrl.toString())}:`
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-bench-fanout-'))
  const publisher = new Redis(redisUrl)
  let instances: Instance[] = []
  try {
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      MAX_CONNECTIONS: String(Math.max(idleConnections, gathers * viewersPerGather) + 1000),
      // Every socket comes from this one address, some before they sign in.
      MAX_SIGNED_OUT_SOCKETS_PER_ADDRESS: String(idleConnections + gathers * viewersPerGather),
      // The latency part measures the app's default flush window, whatever the shell's environment says.
      LOCATION_FLUSH_MS: String(locationFlushMs),
      // The idle part reads the app's heap from its /metrics.
      METRICS_ALLOW: '127.0.0.1',
    }
    const ports = sideBySide ? appModes.map((_, i) => port + i) : [port]
    // The servers start while the viewers are seeded.
    const started = await seedWhileStarting(
      { databaseUrl: databaseUrl.toString(), dataDir },
      seed,
      ports.map((p) => ({ port: p, env, nodeArgs: [`--inspect=127.0.0.1:${p + 1000}`, '--inspect-publish-uid=http'] })),
    )
    trace('fan-out: seeded and started')
    instances = started.servers.map((server, i) => ({
      url: `http://127.0.0.1:${ports[i]}`,
      server,
      inspectorPort: (ports[i] as number) + 1000,
    }))
    const viewers = started.seeded
    const perMode = gathers * viewersPerGather
    const floor = modes.includes(floorMode) && !idleOnly ? await startFloor(redisUrl) : undefined
    if (floor) instances.push(floor)
    const runs: Run[] = modes.map((mode) => {
      if (mode === floorMode) return { mode, instance: floor as Instance, viewers: floorViewers() }
      const i = sideBySide ? appModes.indexOf(mode) : 0
      return { mode, instance: instances[i] as Instance, viewers: viewers.slice(i * perMode, (i + 1) * perMode) }
    })
    // The latency part's people: the last gathers seeded, or made up for the floor.
    const latencyViewers = (run: Run) => (run.mode === floorMode ? floorViewers('latency') : viewers.slice(-perMode))
    return report(await measure(runs, publisher, latencyViewers), loadAtStart)
  } finally {
    await Promise.all(instances.map((instance) => stopServer(instance.server)))
    publisher.disconnect()
    const drop = new pg.Client({ connectionString: postgresAdmin })
    await drop.connect()
    await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await drop.end()
    await rm(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const line of await benchFanout()) console.log(line)
}
