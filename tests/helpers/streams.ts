// Live streams as a client sees them, for the access tests: every message, the error that ended
// a subscription, and the close of the socket, in the order they arrived.
import { decodeGlobalID } from '@pothos/plugin-relay'
import { type Client, type ClientOptions, createClient } from 'graphql-ws'
import WebSocket from 'ws'

export interface StreamError {
  message: string
  extensions?: { code?: string; reason?: string }
}

/**
 * One graphql-ws socket as the person holding the cookie (or, with `connectionParams`, the
 * payload of connection_init: a bearer token), with any number of subscriptions.
 */
export function graphqlSocket(url: string, cookieHeader?: string, connectionParams?: Record<string, unknown>) {
  class CookieWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: cookieHeader ? { cookie: cookieHeader } : {} })
    }
  }
  /** What happened, in order: 'next:<id>', 'error:<id>:<reason>', 'closed:<code>:<reason>'. */
  const timeline: string[] = []
  let onClosed: (close: { code: number; reason: string }) => void = () => {}
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    onClosed = resolve
  })
  const client: Client = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
    ...(connectionParams ? { connectionParams } : {}),
    on: {
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string }
        timeline.push(`closed:${code}:${reason}`)
        onClosed({ code, reason })
      },
    },
  })
  let count = 0
  return {
    timeline,
    closed,
    subscribe<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>) {
      const id = `s${++count}`
      const events: T[] = []
      /** Every result as sent, errors included (an operation refused before it ran sends one). */
      const results: { data?: unknown; errors?: readonly StreamError[] }[] = []
      let settle: (error: StreamError | null) => void = () => {}
      const ended = new Promise<StreamError | null>((resolve) => {
        settle = resolve
      })
      const waiters: (() => void)[] = []
      client.subscribe<T>(
        { query, variables },
        {
          next: (value) => {
            timeline.push(`next:${id}`)
            events.push(value.data as T)
            results.push(value as { data?: unknown; errors?: readonly StreamError[] })
            for (const w of waiters.splice(0)) w()
          },
          error: (error) => {
            const first = (Array.isArray(error) ? error[0] : error) as StreamError
            timeline.push(`error:${id}:${first?.extensions?.reason ?? first?.message}`)
            settle(first)
            for (const w of waiters.splice(0)) w()
          },
          complete: () => settle(null),
        },
      )
      return {
        id,
        events,
        results,
        /** The error that ended the subscription (null if it completed). */
        ended,
        /** Resolves when `n` events have arrived. */
        async received(n: number) {
          while (events.length < n) await new Promise<void>((resolve) => waiters.push(resolve))
          return events
        },
      }
    },
    dispose: () => client.dispose(),
  }
}

type WsMessage = { type: string; data?: Record<string, unknown>; message?: string }

/** The raw /ws socket of old clients (a third party's sends its token in `headers`). */
export async function rawSocket(url: string, cookieHeader?: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, {
    headers: { ...(cookieHeader ? { cookie: cookieHeader } : {}), ...headers },
  })
  const messages: WsMessage[] = []
  const waiters: (() => void)[] = []
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  )
  socket.on('message', (raw) => {
    messages.push(JSON.parse(String(raw)))
    for (const w of waiters.splice(0)) w()
  })
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  return {
    socket,
    messages,
    closed,
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    /** The first message (from `from` on) matching; waits for it. */
    async next(match: (m: WsMessage) => boolean, from = 0): Promise<WsMessage> {
      for (;;) {
        const found = messages.slice(from).find(match)
        if (found) return found
        await new Promise<void>((resolve) => waiters.push(resolve))
      }
    },
  }
}

export interface PositionSeen {
  /** The participant's database id (the event carries its global id). */
  participantId: string
  sequence: number
  snapshot: boolean
}

/**
 * A viewer of a gather's positions over livePositions, as the live screen keeps them: the
 * highest sequence per person wins. `snapshots` counts the stream's starts (the first one, then
 * one per resubscription after a reconnect); `backwards` counts positions older than one shown.
 */
export function watchPositions(
  url: string,
  meetupId: string,
  cookieHeader?: string,
  options: Partial<ClientOptions> = { retryAttempts: 0 },
) {
  class CookieWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: cookieHeader ? { cookie: cookieHeader } : {} })
    }
  }
  const client = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: CookieWebSocket,
    ...options,
  })
  const latest = new Map<string, number>()
  const seen: PositionSeen[] = []
  const state = { snapshots: 0, backwards: 0, failure: undefined as unknown }
  const waiters = new Set<() => void>()
  const wake = () => {
    for (const w of [...waiters]) w()
  }
  const dispose = client.subscribe<{
    livePositions: { snapshot: boolean; positions: { participantId: string; sequence: number }[] }
  }>(
    {
      query: 'subscription($m: ID!) { livePositions(meetupId: $m) { snapshot positions { participantId sequence } } }',
      variables: { m: meetupId },
    },
    {
      next: ({ data }) => {
        const event = data?.livePositions
        if (!event) return
        if (event.snapshot) state.snapshots += 1
        for (const position of event.positions) {
          // Kept by the participant's database id, the one the tests hold.
          const participantId = decodeGlobalID(position.participantId).id
          const { sequence } = position
          seen.push({ participantId, sequence, snapshot: event.snapshot })
          const held = latest.get(participantId) ?? 0
          if (sequence < held) state.backwards += 1
          else latest.set(participantId, sequence)
        }
        wake()
      },
      error: (error) => {
        state.failure = error
        wake()
      },
      complete: () => {},
    },
  )
  return {
    client,
    latest,
    seen,
    get snapshots() {
      return state.snapshots
    },
    get backwards() {
      return state.backwards
    },
    /** Resolves once `check` holds (checked after every event); rejects if the stream failed. */
    async until(check: () => boolean) {
      while (!check()) {
        if (state.failure !== undefined) throw new Error(`stream failed: ${JSON.stringify(state.failure)}`)
        await new Promise<void>((resolve) => {
          const done = () => {
            waiters.delete(done)
            resolve()
          }
          waiters.add(done)
        })
      }
    },
    /** Resolves once the stream listens (its first snapshot arrived). */
    ready() {
      return this.until(() => state.snapshots > 0)
    },
    async close() {
      dispose()
      await client.dispose()
    },
  }
}

interface PingMessage {
  type: string
  payload?: {
    ref?: string
    event?: Record<string, unknown>
    error?: { code: string; message: string; resetAt?: string }
  }
}

/**
 * A graphql-ws socket spoken by hand, for positions sent as pings: every message the server sent,
 * and a wait for more. `connectionParams` go in connection_init (a token's `authorization`).
 */
export async function pingSocket(
  url: string,
  cookieHeader?: string,
  init = true,
  connectionParams?: Record<string, unknown>,
) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
    headers: cookieHeader ? { cookie: cookieHeader } : {},
  })
  const messages: PingMessage[] = []
  const waiters: (() => void)[] = []
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)))
    for (const wake of waiters.splice(0)) wake()
  })
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  const until = async (check: () => boolean) => {
    while (!check()) await new Promise<void>((resolve) => waiters.push(resolve))
  }
  const send = (message: PingMessage | Record<string, unknown>) => socket.send(JSON.stringify(message))
  if (init) {
    send({ type: 'connection_init', ...(connectionParams ? { payload: connectionParams } : {}) })
    await until(() => messages.some((m) => m.type === 'connection_ack'))
  }
  const pongs = () => messages.filter((m) => m.type === 'pong')
  return {
    send,
    /** Sends a position as a ping; resolves with its pong's payload. */
    async position(ref: string, location: Record<string, unknown>) {
      send({ type: 'ping', payload: { ref, location } })
      await until(() => pongs().some((m) => m.payload?.ref === ref))
      return pongs().find((m) => m.payload?.ref === ref)?.payload
    },
    /** Waits until `n` pongs have come. */
    pongs: async (n: number) => {
      await until(() => pongs().length >= n)
      return pongs()
    },
    close: () => socket.close(),
  }
}
