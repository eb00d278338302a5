// SIGTERM as an orchestrator sends it, to the server as `npm start` runs it: /readyz turns 503
// first (SHUTDOWN_DELAY_SECONDS), then the listener closes, requests in flight are answered,
// WebSockets close with 1001 (which the web client retries), jobs are released, exit 0.
// A rolling restart behind a load balancer: rolling-restart.test.ts.
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type Instance, startInstance } from '../../tests/helpers/instances.js'

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
    expect(answer).toContain('{"data":{"viewer":null}')

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
