// SIGTERM as an orchestrator sends it, to the server as `npm start` runs it: /readyz turns 503
// first (SHUTDOWN_DELAY_SECONDS), then the listener closes, requests in flight are answered,
// WebSockets close with 1001 (which the web client retries), jobs are released, exit 0. And a
// rolling restart of one of two instances behind a load balancer loses no request.
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
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
import { closeDatabase, openDatabase, prisma } from '../src/db.js'

let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-shutdown-'))
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

/** A raw HTTP/1.1 connection: what it receives, and when the server closes it. */
async function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  await once(socket, 'connect')
  let received = ''
  const waiters: (() => void)[] = []
  socket.on('data', (chunk: Buffer) => {
    received += chunk
    for (const wake of waiters.splice(0)) wake()
  })
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  socket.on('error', () => {})
  return {
    socket,
    ended,
    received: () => received,
    async until(text: string) {
      while (!received.includes(text)) await Promise.race([new Promise<void>((r) => waiters.push(r)), ended])
    },
  }
}

/** Resolves once nothing accepts connections on the port any more. */
async function portClosed(port: number) {
  for (;;) {
    const socket = net.connect(port, '127.0.0.1')
    const refused = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(false))
      socket.once('error', () => resolve(true))
    })
    socket.destroy()
    if (refused) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const readiness = async (url: string) => {
  const response = await fetch(`${url}/readyz`)
  return { status: response.status, body: await response.json() }
}

describe('SIGTERM on one instance', () => {
  let instance: Instance | undefined
  afterAll(async () => {
    await instance?.stop('SIGKILL')
  })

  it('turns /readyz 503 first, answers requests in flight, closes WebSockets with 1001, exits 0', async () => {
    instance = await startInstance({ DATA_DIR: dataDir, SHUTDOWN_DELAY_SECONDS: '3' })
    const { url, port } = instance
    // Both WebSockets open: graphql-ws acknowledged, the raw /ws socket open.
    const graphqlWs = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws')
    await once(graphqlWs, 'open')
    graphqlWs.send(JSON.stringify({ type: 'connection_init' }))
    await once(graphqlWs, 'message')
    const liveWs = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`)
    await once(liveWs, 'open')
    const closes = [graphqlWs, liveWs].map(
      (ws) =>
        new Promise<[number, string]>((resolve) => ws.once('close', (code, reason) => resolve([code, `${reason}`]))),
    )
    // A request in flight: its connection already served one answer, its body is half sent.
    const inFlight = await rawConnection(port)
    inFlight.socket.write('GET /livez HTTP/1.1\r\nhost: localhost\r\n\r\n')
    await inFlight.until('{"status":"ok"}')
    const body = JSON.stringify({ query: '{ viewer { id } }' })
    inFlight.socket.write(
      `POST /graphql HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    )

    instance.process.kill('SIGTERM')
    await expect.poll(() => readiness(url)).toEqual({ status: 503, body: { status: 'draining' } })
    // Still serving meanwhile, so that the load balancer moves traffic before anything fails.
    expect((await fetch(`${url}/livez`)).status).toBe(200)
    await portClosed(port)
    expect(await Promise.all(closes)).toEqual([
      [1001, 'Going away'],
      [1001, 'Going away'],
    ])
    // The request in flight is answered after the listener closed, and its connection closes.
    inFlight.socket.write(body.slice(10))
    await inFlight.ended
    const answer = inFlight.received().split('HTTP/1.1 ')[2] ?? ''
    expect(answer).toMatch(/^200 OK/)
    expect(answer).toMatch(/\r\nconnection: close\r\n/i)
    expect(answer).toContain('{"data":{"viewer":null}}')

    expect(await instance.exited).toBe(0)
    const steps = instance.logs().map((line) => line.msg)
    const order = [
      'shutting down: /readyz answers 503',
      'HTTP closed: requests in flight answered',
      'jobs released',
      'stopped',
    ]
    expect(steps.filter((msg) => order.includes(msg as string))).toEqual(order)
    expect(instance.logs().find((line) => line.msg === 'HTTP closed: requests in flight answered')?.cut).toBe(0)
  }, 120_000)

  it('cuts what is still open at SHUTDOWN_TIMEOUT_SECONDS and exits 0 all the same', async () => {
    instance = await startInstance({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_SECONDS: '1' })
    const stuck = await rawConnection(instance.port)
    stuck.socket.write('GET /livez HTTP/1.1\r\nhost: localhost\r\n\r\n')
    await stuck.until('{"status":"ok"}')
    // A body that never comes.
    stuck.socket.write(
      'POST /graphql HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{',
    )
    instance.process.kill('SIGTERM')
    await stuck.ended
    expect(await instance.exited).toBe(0)
    expect(instance.logs().find((line) => line.msg?.startsWith('shutdown deadline passed'))).toMatchObject({
      connections: 1,
      timeoutMs: 1000,
    })
  }, 120_000)
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
      const restartStarted = Date.now()
      victim.process.kill('SIGTERM')
      await lb.sawReadiness(victim.url, 'draining')
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
