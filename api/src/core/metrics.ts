// Prometheus metrics of one app instance (prom-client, a registry per instance). Counters are
// bumped where things happen; gauges of sockets and queues are read when Prometheus scrapes.
// Labels are route patterns and fixed words, never ids, so the series stay few.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

export function createMetrics(options: { processMetrics?: boolean } = {}) {
  const registry = new Registry()
  // CPU, memory, GC and event-loop lag: only where they are scraped (one monitor per instance).
  if (options.processMetrics) collectDefaultMetrics({ register: registry })
  const registers = [registry]

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  })
  const subscriptions = new Gauge({
    name: 'gather_subscriptions_active',
    help: 'Live streams open (GraphQL subscriptions and /ws watches)',
    labelNames: ['kind'],
    registers,
  })
  const pushes = new Counter({
    name: 'gather_pushes_total',
    help: 'Live events sent to WebSocket clients',
    labelNames: ['transport'],
    registers,
  })
  const pushesDropped = new Counter({
    name: 'gather_pushes_dropped_total',
    help: 'Live events not sent: the socket had closed, or the send failed',
    labelNames: ['transport', 'reason'],
    registers,
  })
  const websocketsRefused = new Counter({
    name: 'gather_websockets_refused_total',
    help: 'Signed-out WebSockets refused (too many from one address, or in all) or closed unauthenticated',
    labelNames: ['reason'],
    registers,
  })
  const locationUpdates = new Counter({
    name: 'gather_location_updates_total',
    help: 'Positions saved and published',
    registers,
  })
  let locationWritesWaitingNow = () => 0
  const locationWritesWaiting = new Gauge({
    name: 'gather_location_writes_waiting',
    help: 'Positions accepted and not yet saved (waiting for their flush window or its statement)',
    registers,
    collect() {
      this.set(locationWritesWaitingNow())
    },
  })
  const mails = new Counter({
    name: 'gather_mails_total',
    help: 'E-mails handed to the mail server (or outbox), by result',
    labelNames: ['result'],
    registers,
  })
  const jobFailures = new Counter({
    name: 'gather_job_failures_total',
    help: 'Job attempts that failed (a retried job counts once per failed attempt)',
    labelNames: ['queue'],
    registers,
  })

  return {
    registry,
    subscriptions,
    pushes,
    pushesDropped,
    websocketsRefused,
    locationUpdates,
    locationWritesWaiting,
    mails,
    jobFailures,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      httpDuration.observe({ method: knownMethods.has(method) ? method : 'OTHER', route, status }, seconds)
    },
    /** Positions waiting to be saved, read at scrape time (the location writer counts them). */
    watchLocationWritesWaiting(read: () => number) {
      locationWritesWaitingNow = read
    },
    /** Open WebSockets per endpoint, read at scrape time. */
    watchSockets(endpoints: Record<string, { clients: Set<unknown> }>) {
      new Gauge({
        name: 'gather_websockets_open',
        help: 'Open WebSocket connections, by endpoint',
        labelNames: ['endpoint'],
        registers,
        collect() {
          for (const [endpoint, server] of Object.entries(endpoints)) this.set({ endpoint }, server.clients.size)
        },
      })
    },
    /** Jobs per queue and state (BullMQ), read at scrape time. */
    watchQueues(counts: () => Promise<Record<string, Record<string, number>>>) {
      new Gauge({
        name: 'gather_queue_jobs',
        help: 'Jobs per queue and state (waiting, active, delayed, failed)',
        labelNames: ['queue', 'state'],
        registers,
        async collect() {
          // Redis unreachable: the last counts stay; the scrape itself still answers.
          const all = await counts().catch(() => ({}) as Record<string, Record<string, number>>)
          for (const [queue, states] of Object.entries(all)) {
            for (const [state, count] of Object.entries(states)) this.set({ queue, state }, count)
          }
        },
      })
    },
  }
}

export type Metrics = ReturnType<typeof createMetrics>
