// A rolling restart of one of two instances (scaled out: a shared PostgreSQL database and Redis)
// behind a small load balancer that checks /readyz (tests/helpers/proxy.ts), under steady load:
// no request is lost, and a live subscription on the restarted instance is closed with 1001 and
// comes back by itself on the other one, reconnecting exactly like the web app.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createClient } from 'graphql-ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { type Instance, startInstance } from '../../tests/helpers/instances.js'
import { type LoadBalancer, startProxy } from '../../tests/helpers/proxy.js'
import {
  createTestDatabase,
  postgresAvailable,
  redisAvailable,
  redisUrl,
  servicesRequired,
} from '../../tests/helpers/services.js'
import { socketRetry } from '../../web/src/relay/socket-retry.js'
import { createSession, sessionCookieName } from '../src/accounts/session.service.js'
import { closeDatabase, openDatabase, prisma } from '../src/core/db.js'

let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-rolling-'))
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

describe.runIf((postgresAvailable && redisAvailable) || servicesRequired)(
  'a rolling restart of one of two instances behind a load balancer',
  () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>
    let proxy: LoadBalancer | undefined
    const instances: Instance[] = []

    afterAll(async () => {
      await proxy?.close()
      await Promise.all(instances.map((instance) => instance.stop()))
      await closeDatabase()
      await database?.drop()
    })

    it('loses no request under steady load, and live subscriptions come back on the other instance', async () => {
      database = await createTestDatabase()
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        DATA_DIR: dataDir,
        // Longer than the proxy's readiness checks (every 100 ms): it stops sending first.
        SHUTDOWN_DELAY_SECONDS: '1',
      }
      instances.push(...(await Promise.all([startInstance(env), startInstance(env)])))
      const [a, b] = instances as [Instance, Instance]
      proxy = await startProxy([a.url, b.url])
      const lb = proxy
      await Promise.all([lb.sawReadiness(a.url, 'ok'), lb.sawReadiness(b.url, 'ok')])

      await openDatabase({ databaseUrl: database.url, dataDir })
      const user = await prisma().user.create({
        data: { email: 'rolling@example.com', displayName: 'Rolling', gatherIdSet: true },
      })
      const { token } = await createSession(user.id)
      const cookie = `${sessionCookieName('http://localhost')}=${token}`
      const meetup = await createMeetupWith(user.id)
      const participantId = meetup.participants[0]?.id

      // A live subscription through the load balancer, reconnecting exactly like the web app.
      class CookieWebSocket extends WebSocket {
        constructor(address: string | URL, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie } })
        }
      }
      let connections = 0
      const reconnected: (() => void)[] = []
      const events: unknown[] = []
      const eventWaiters: (() => void)[] = []
      const live = createClient({
        url: `${lb.url.replace(/^http/, 'ws')}/graphql`,
        webSocketImpl: CookieWebSocket,
        lazy: true,
        ...socketRetry,
        on: {
          connected: () => {
            connections += 1
            for (const wake of reconnected.splice(0)) wake()
          },
        },
      })
      const stopLive = live.subscribe(
        {
          query: 'subscription($id: ID!) { participantChanged(meetupId: $id) { __typename } }',
          variables: { id: meetup.id },
        },
        {
          next: (value) => {
            events.push(value)
            for (const wake of eventWaiters.splice(0)) wake()
          },
          error: (error) => {
            throw new Error(`the live subscription failed: ${JSON.stringify(error)}`)
          },
          complete: () => {},
        },
      )
      let statusTurn = 0
      const setStatus = () =>
        fetch(`${lb.url}/api/participants/${participantId}/status`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', cookie },
          body: JSON.stringify({ status: ['on-my-way', 'running-late', 'here'][statusTurn++ % 3] }),
        })
      /** Changes the status until the subscription delivers (it may subscribe after a change). */
      const deliveredAfter = async (seen: number) => {
        while (events.length <= seen) {
          expect((await setStatus()).status).toBe(200)
          await Promise.race([
            new Promise<void>((resolve) => eventWaiters.push(resolve)),
            new Promise((resolve) => setTimeout(resolve, 500)),
          ])
        }
      }
      await deliveredAfter(0)

      // Steady load: four clients, each a GraphQL read then a REST write, over and over.
      const failures: string[] = []
      let requests = 0
      let loading = true
      const client = async () => {
        while (loading) {
          const read = await fetch(`${lb.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({ query: '{ viewer { id activeMeetups(first: 5) { totalCount } } }' }),
          }).catch((error: Error) => error)
          const write = await setStatus().catch((error: Error) => error)
          for (const answer of [read, write]) {
            requests += 1
            if (answer instanceof Error) failures.push(answer.message)
            else if (answer.status !== 200) failures.push(`${answer.status} ${await answer.text()}`)
            else await answer.arrayBuffer()
          }
        }
      }
      const clients = Array.from({ length: 4 }, client)
      const served = lb.served
      await lb.waitFor(() => served(a.url) >= 20 && served(b.url) >= 20)

      // Restart the instance that holds the live socket.
      const victim = lb.stats.upgrades.at(-1) === b.url ? b : a
      const survivor = victim === a ? b : a
      // A subscription over server-sent events on the same instance: it ends when the port closes.
      const sse = await fetch(`${victim.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie },
        body: JSON.stringify({
          query: 'subscription($id: ID!) { participantChanged(meetupId: $id) { __typename } }',
          variables: { id: meetup.id },
        }),
      })
      expect(sse.headers.get('content-type')).toContain('text/event-stream')
      const sseEnded = (async () => {
        const reader = (sse.body as ReadableStream<Uint8Array>).getReader()
        try {
          while (!(await reader.read()).done) {}
          return 'ended'
        } catch {
          return 'ended'
        }
      })()
      const restartStarted = Date.now()
      victim.process.kill('SIGTERM')
      await lb.sawReadiness(victim.url, 'draining')
      expect(await sseEnded).toBe('ended')
      expect(await victim.exited).toBe(0)
      const replacement = await startInstance(env)
      instances.push(replacement)
      lb.setUpstreams([survivor.url, replacement.url])
      await lb.sawReadiness(replacement.url, 'ok')
      const restartMs = Date.now() - restartStarted
      await lb.waitFor(() => served(replacement.url) >= 20)
      loading = false
      await Promise.all(clients)

      // The socket was closed with 1001 and came back by itself, through the load balancer.
      if (connections < 2) await new Promise<void>((resolve) => reconnected.push(resolve))
      await deliveredAfter(events.length)
      stopLive()
      await live.dispose()

      const seen = lb.stats.readiness.filter((r) => r.upstream === victim.url).map((r) => r.status)
      expect(seen.slice(0, 2)).toEqual(['ok', 'draining'])
      // Its BullMQ workers closed in time (not disconnected at the grace limit).
      const steps = victim.logs().map((line) => line.msg)
      expect(steps).toContain('jobs released')
      // Nothing was left for the deadline to cut, the event stream included.
      expect(victim.logs().find((line) => line.msg === 'HTTP closed: requests in flight answered')?.cut).toBe(0)
      expect(steps).not.toContain('BullMQ did not close in time; disconnecting')
      console.log(
        `rolling restart: ${requests} requests by 4 clients, ${failures.length} failed; restart took ${restartMs} ms ` +
          `(SIGTERM to the replacement ready); served: old ${served(victim.url)}, other ${served(survivor.url)}, ` +
          `replacement ${served(replacement.url)}; connections refused and retried: ${lb.stats.refusedThenRetried}`,
      )
      expect(failures).toEqual([])
    }, 240_000)
  },
)
