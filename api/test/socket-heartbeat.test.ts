// Keep-alive pings spread over their interval: a slice of the sockets each tick, every socket once a
// round, and a socket that did not answer its last ping dropped at its next turn.
import { EventEmitter, once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import WebSocket, { WebSocketServer } from 'ws'
import { startHeartbeat } from '../src/edge/http/socket-heartbeat.js'

/** A socket as the heartbeat sees it: its pings and whether it was dropped. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1
  readyState = 1
  pings = 0
  terminated = false
  ping() {
    this.pings += 1
  }
  terminate() {
    this.terminated = true
    this.close()
  }
  close() {
    this.readyState = 3
    this.emit('close')
  }
}

/** A server with a heartbeat every `everyMs`, then `count` sockets connected to it. */
function fakeServer(count: number, everyMs: number) {
  // The heartbeat keeps its own sockets: the server only has to announce them.
  const wss = new EventEmitter()
  startHeartbeat(wss as never, everyMs)
  const connect = () => {
    const socket = new FakeSocket()
    wss.emit('connection', socket)
    return socket
  }
  return { wss, sockets: Array.from({ length: count }, connect), connect }
}

describe('socket heartbeat', () => {
  afterEach(() => vi.useRealTimers())

  it('pings a slice of the sockets each tick and each socket once a round', () => {
    vi.useFakeTimers()
    const { sockets } = fakeServer(120, 12_000)
    const answerAll = () => {
      for (const s of sockets) s.emit('pong')
    }
    const pinged = () => sockets.reduce((n, s) => n + s.pings, 0)
    for (let tick = 1; tick <= 12; tick++) {
      vi.advanceTimersByTime(1000)
      expect(pinged()).toBe(10 * tick)
    }
    expect(sockets.every((s) => s.pings === 1)).toBe(true)
    answerAll()
    vi.advanceTimersByTime(12_000)
    expect(sockets.every((s) => s.pings === 2 && !s.terminated)).toBe(true)
  })

  it('drops a socket that left its last ping unanswered, at its next turn, and pings one that opened meanwhile', () => {
    vi.useFakeTimers()
    const { sockets, connect } = fakeServer(4, 4000)
    vi.advanceTimersByTime(4000)
    const [silent, ...answering] = sockets as [FakeSocket, ...FakeSocket[]]
    for (const s of answering) s.emit('pong')
    const late = connect()
    vi.advanceTimersByTime(1000)
    expect(silent.terminated).toBe(true)
    expect(silent.pings).toBe(1)
    vi.advanceTimersByTime(3000)
    expect(answering.every((s) => s.pings === 2 && !s.terminated)).toBe(true)
    expect(late.pings).toBe(1)
  })

  it('gives each socket a whole interval to answer, whoever closed meanwhile', () => {
    vi.useFakeTimers()
    const { sockets } = fakeServer(3, 3000)
    const [first, second, last] = sockets as [FakeSocket, FakeSocket, FakeSocket]
    vi.advanceTimersByTime(3000)
    expect(last.pings).toBe(1)
    first.close()
    second.close()
    // The last socket's pong comes late, yet within its interval.
    vi.advanceTimersByTime(2500)
    expect(last.terminated).toBe(false)
    last.emit('pong')
    vi.advanceTimersByTime(500)
    expect(last.terminated).toBe(false)
    expect(last.pings).toBe(2)
  })

  it('stops with its server', () => {
    vi.useFakeTimers()
    const { wss, sockets } = fakeServer(2, 2000)
    wss.emit('close')
    vi.advanceTimersByTime(10_000)
    expect(sockets.every((s) => s.pings === 0)).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('on a real server, drops a client that never answers and keeps one that does', async () => {
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 })
    await once(wss, 'listening')
    const stop = startHeartbeat(wss, 200, 50)
    const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`
    const answering = new WebSocket(url)
    const silent = new WebSocket(url, { autoPong: false })
    await Promise.all([once(answering, 'open'), once(silent, 'open')])
    let answeringPings = 0
    const pingedThrice = new Promise<void>((resolve) =>
      answering.on('ping', () => {
        answeringPings += 1
        if (answeringPings === 3) resolve()
      }),
    )
    const [code] = (await once(silent, 'close')) as [number]
    // Terminated, not closed: no close frame came.
    expect(code).toBe(1006)
    await pingedThrice
    expect(answering.readyState).toBe(WebSocket.OPEN)
    stop()
    answering.close()
    await once(answering, 'close')
    wss.close()
  })
})
