// The server's connections under abuse, as `npm start` runs it with a small MAX_CONNECTIONS (40:
// ten signed-out WebSockets in all, four per address): a flood of signed-out sockets from many
// addresses is refused past its caps while signed-in sockets and /livez still get in; a socket
// that does not authenticate within 10 s is closed with 4408; early refusals (413, 400, 408, 431)
// close their connection, so that a client's next request does not fail on a dead one; a body
// cut off before it arrived is logged as a 408 at info level.
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { type Instance, signInDirect, startInstance } from '../../tests/helpers/instances.js'
import { createTestDatabase, postgresAvailable, servicesRequired } from '../../tests/helpers/services.js'
import { closeDatabase, openDatabase } from '../src/core/db.js'

const metricsToken = 'connection-limits-metrics'

describe.runIf(postgresAvailable || servicesRequired)('connections under abuse (npm start)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let dataDir: string
  let instance: Instance
  let wsUrl: string
  let cookieHeader: string

  beforeAll(async () => {
    database = await createTestDatabase()
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-connections-'))
    instance = await startInstance({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      REDIS_URL: '',
      MAX_CONNECTIONS: '40',
      MAX_SIGNED_OUT_SOCKETS_PER_ADDRESS: '4',
      // The peer (this test) is a proxy: X-Forwarded-For names each socket's client.
      TRUST_PROXY: '1',
      REQUEST_TIMEOUT_SECONDS: '2',
      METRICS_TOKEN: metricsToken,
    })
    wsUrl = instance.url.replace(/^http/, 'ws')
    await openDatabase({ databaseUrl: database.url, dataDir })
    ;({ cookieHeader } = await signInDirect('Ada'))
  }, 300_000)

  afterAll(async () => {
    await instance?.stop()
    await closeDatabase()
    await database?.drop()
    await rm(dataDir, { recursive: true, force: true })
  })

  type Opened = { socket: WebSocket; status: 101 } | { status: number; retryAfter: string | undefined }

  /** Opens a socket on `route`; resolves with it, or with the status of the refused upgrade. */
  const open = (route: '/ws' | '/graphql', headers: Record<string, string>) =>
    new Promise<Opened>((resolve, reject) => {
      const protocol = route === '/graphql' ? 'graphql-transport-ws' : undefined
      const socket = new WebSocket(`${wsUrl}${route}`, protocol, { headers })
      socket.once('open', () => resolve({ socket, status: 101 }))
      socket.once('unexpected-response', (request, response) => {
        resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] })
        response.resume()
        request.destroy()
      })
      socket.once('error', reject)
    })

  const opened = (answer: Opened) => {
    if (!('socket' in answer)) throw new Error(`refused with ${answer.status}`)
    return answer.socket
  }

  /** graphql-ws's handshake: resolves once the server acknowledged connection_init. */
  const initialise = async (socket: WebSocket) => {
    const acknowledged = new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        if (JSON.parse(String(data)).type === 'connection_ack') resolve()
      })
      socket.once('close', (code) => reject(new Error(`closed with ${code}`)))
    })
    socket.send(JSON.stringify({ type: 'connection_init' }))
    await acknowledged
  }

  const closeCode = async (socket: WebSocket) => {
    if (socket.readyState === WebSocket.CLOSED) throw new Error('already closed')
    const [code] = await once(socket, 'close')
    return code as number
  }

  const livez = async () => (await fetch(`${instance.url}/livez`)).status

  const metrics = async () =>
    (await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text()
  const metric = (text: string, series: string) =>
    Number(
      text
        .split('\n')
        .find((line) => line.startsWith(`${series} `))
        ?.split(' ')[1] ?? 0,
    )
  const refusals = async () => {
    const text = await metrics()
    const of = (reason: string) => metric(text, `gather_websockets_refused_total{reason="${reason}"}`)
    return { address: of('address'), full: of('full'), timeout: of('timeout') }
  }
  /** Sockets the server holds: a test starts once those of the one before have closed. */
  const socketsOpen = async () => {
    const text = await metrics()
    return ['/graphql', '/ws'].reduce((sum, e) => sum + metric(text, `gather_websockets_open{endpoint="${e}"}`), 0)
  }
  /** Closes sockets with their handshake, then waits until the server let go of them. */
  const closeAll = async (sockets: WebSocket[]) => {
    await Promise.all(
      sockets.map((socket) => {
        if (socket.readyState === WebSocket.CLOSED) return Promise.resolve()
        const closed = once(socket, 'close')
        socket.close()
        return closed
      }),
    )
    await vi.waitFor(async () => expect(await socketsOpen()).toBe(0))
  }

  const from = (address: string) => ({ 'x-forwarded-for': address })

  describe('a flood of signed-out sockets', () => {
    const held: WebSocket[] = []
    afterAll(() => closeAll(held))

    it('takes at most its share: signed-in sockets and /livez still get in', async () => {
      await expect.poll(socketsOpen).toBe(0)
      const before = await refusals()
      // One address opens four, which authenticate as nobody (graphql-ws's connection_init without
      // a credential) and so would stay for good; a fifth is refused for its address.
      const first = '198.51.100.1'
      const own = await Promise.all([1, 2, 3, 4].map(() => open('/graphql', from(first)).then(opened)))
      held.push(...own)
      await Promise.all(own.map(initialise))
      expect(await open('/ws', from(first))).toEqual({ status: 429, retryAfter: '10' })
      // Then 96 more from 24 other addresses: 2.5 × MAX_CONNECTIONS in all. In waves of 20 at once:
      // more at once than MAX_CONNECTIONS would be cut by the kernel and Node's cap before any of
      // them is judged.
      const addresses = Array.from({ length: 24 }, (_, i) => `198.51.100.${i + 2}`)
      const refused: Opened[] = []
      for (let wave = 0; wave < 24; wave += 5) {
        const batch = addresses.slice(wave, wave + 5).flatMap((address) => [1, 2, 3, 4].map(() => from(address)))
        const answers = await Promise.all(batch.map((headers) => open('/graphql', headers)))
        const admitted = answers.filter((answer) => 'socket' in answer).map(opened)
        held.push(...admitted)
        await Promise.all(admitted.map(initialise))
        refused.push(...answers.filter((answer) => !('socket' in answer)))
      }
      expect(held).toHaveLength(10)
      expect(refused).toHaveLength(90)
      for (const answer of refused) expect(answer).toEqual({ status: 503, retryAfter: '10' })
      expect(await refusals()).toEqual({ ...before, address: before.address + 1, full: before.full + 90 })

      // Signed in, even from a flooding address: every socket gets in, on both routes.
      const signedIn = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          open(i % 2 ? '/ws' : '/graphql', { cookie: cookieHeader, ...from(i % 4 ? first : '203.0.113.7') }),
        ),
      )
      const sockets = signedIn.map(opened)
      held.push(...sockets)
      await Promise.all(sockets.filter((_, i) => i % 2 === 0).map(initialise))
      for (let i = 0; i < 5; i++) expect(await livez()).toBe(200)
      // Still refused: signing in took none of the signed-out slots.
      expect(await open('/graphql', from('192.0.2.1'))).toEqual({ status: 503, retryAfter: '10' })
    }, 60_000)
  })

  it('closes a socket that does not authenticate within 10 s with 4408, and frees its slot', async () => {
    await expect.poll(socketsOpen).toBe(0)
    const before = await refusals()
    const address = '192.0.2.50'
    const started = performance.now()
    const quiet = await Promise.all(Array.from({ length: 4 }, () => open('/ws', from(address)).then(opened)))
    const authenticated = opened(await open('/graphql', from('192.0.2.51')))
    await initialise(authenticated)
    const signedIn = opened(await open('/ws', { cookie: cookieHeader, ...from(address) }))
    expect(await open('/ws', from(address))).toMatchObject({ status: 429 })
    const codes = await Promise.all(quiet.map(closeCode))
    const tookMs = performance.now() - started
    expect(codes).toEqual([4408, 4408, 4408, 4408])
    expect(tookMs).toBeGreaterThanOrEqual(9_500)
    expect(tookMs).toBeLessThan(15_000)
    // A signed-in socket and one that authenticated as nobody stay; the address may open again.
    expect(signedIn.readyState).toBe(WebSocket.OPEN)
    expect(authenticated.readyState).toBe(WebSocket.OPEN)
    const again = opened(await open('/ws', from(address)))
    expect((await refusals()).timeout).toBe(before.timeout + 4)
    await closeAll([again, signedIn, authenticated])
  }, 30_000)

  /**
   * Sends `request` on a new connection; resolves with all the server wrote once it closed.
   * `hangUp`: the client closes the connection once the server answered `100 Continue`.
   */
  const raw = (request: string, options: { hangUp?: boolean } = {}) =>
    new Promise<string>((resolve) => {
      const socket = net.connect(instance.port, '127.0.0.1')
      let answer = ''
      socket.on('data', (chunk) => {
        answer += chunk
        if (options.hangUp && answer.includes('100 Continue')) socket.destroy()
      })
      socket.on('error', () => {})
      socket.once('close', () => resolve(answer))
      socket.write(request)
    })
  const headOf = (answer: string) => answer.slice(0, answer.indexOf('\r\n\r\n')).toLowerCase()

  it('logs a body cut off before it arrived as a 408 at info level, never an error', async () => {
    const logged = instance.logs().length
    const printed = instance.output().length
    const start = (route: string, expect = '') =>
      `POST ${route} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${expect}Content-Length: 100\r\n\r\n{"a":`
    // Too slow: Node answers 408 at REQUEST_TIMEOUT_SECONDS. Gone: the client hangs up once the
    // server took the request (its 100 Continue) and read part of the body.
    const hangUp = { hangUp: true }
    const answers = await Promise.all([
      raw(start('/api/auth/signup')),
      raw(start('/graphql')),
      raw(start('/api/auth/signup', 'Expect: 100-continue\r\n'), hangUp),
      raw(start('/graphql', 'Expect: 100-continue\r\n'), hangUp),
    ])
    expect(answers.map((answer) => answer.split('\r\n')[0])).toEqual([
      'HTTP/1.1 408 Request Timeout',
      'HTTP/1.1 408 Request Timeout',
      'HTTP/1.1 100 Continue',
      'HTTP/1.1 100 Continue',
    ])
    // The access lines of these POSTs (the tests before sent none that were not answered).
    const access = () =>
      instance
        .logs()
        .slice(logged)
        .filter((line) => line.msg === 'request completed' && (line.req as { method: string }).method === 'POST')
        .map((line) => ({ level: line.level, route: (line.req as { route: string }).route, res: line.res }))
        .sort((a, b) => a.route.localeCompare(b.route))
    await expect.poll(() => access().length).toBeGreaterThanOrEqual(4)
    const timedOut = { level: 30, res: { status: 408 } }
    expect(access()).toEqual([
      { route: '/api/auth/signup', ...timedOut },
      { route: '/api/auth/signup', ...timedOut },
      { route: '/graphql', ...timedOut },
      { route: '/graphql', ...timedOut },
    ])
    expect(
      instance
        .logs()
        .slice(logged)
        .filter((line) => (line.level ?? 0) >= 50),
    ).toEqual([])
    expect(instance.output().slice(printed)).not.toMatch(/\n\s+at /)
  }, 30_000)

  describe('early refusals close their connection', () => {
    const twoMegabytes = 'x'.repeat(2_000_000)

    it.each(['/api/auth/signup', '/graphql'])(
      'a 413 on %s: the client opens a new connection for its next request, which succeeds',
      async (route) => {
        // fetch keeps connections alive and reuses them: a 413 that left its connection open
        // while the server dropped it failed the next request (UND_ERR_SOCKET).
        for (let round = 0; round < 10; round++) {
          const refused = await fetch(`${instance.url}${route}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: twoMegabytes,
          })
          expect(refused.status).toBe(413)
          expect((await refused.json()).error).toBe('Request body too large (at most 100 KB)')
          expect(await livez()).toBe(200)
        }
      },
    )

    it('each says Connection: close and the server closes after its answer (413, 400, 431, 408)', async () => {
      const declared = `POST /api/auth/signup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${twoMegabytes.length}\r\n\r\n`
      const tooLarge = await raw(`${declared}${twoMegabytes}`)
      expect(tooLarge).toMatch(/^HTTP\/1\.1 413 /)
      expect(headOf(tooLarge)).toContain('connection: close')
      expect(JSON.parse(tooLarge.slice(tooLarge.indexOf('\r\n\r\n') + 4)).error).toContain('too large')
      for (const [request, status] of [
        ['NOT A REQUEST LINE\r\n\r\n', 400],
        [`GET /livez HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
        ['GET /livez HTTP/1.1\r\nHost: x\r\n', 408],
        [
          'POST /api/auth/signup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
          408,
        ],
      ] as const) {
        const answer = await raw(request)
        expect(answer, request.slice(0, 20)).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `))
        expect(headOf(answer)).toContain('connection: close')
      }
    }, 30_000)
  })
})
