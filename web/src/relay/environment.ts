// Relay environment: queries and mutations over HTTP, subscriptions over graphql-ws on the same
// /graphql path, reconnecting as socket-retry.ts says. Positions go over that socket while it is
// open (the live screen has it open for its streams), as ping payloads: no HTTP request and no
// GraphQL operation per position.
// Every operation goes by its persisted id (relay.config.js), never its text: in production the
// server runs only the app's own documents for a browser session.
import type { Client } from 'graphql-ws'
import {
  Environment,
  type FetchFunction,
  type GraphQLResponse,
  Network,
  Observable,
  RecordSource,
  type RequestParameters,
  Store,
  type SubscribeFunction,
} from 'relay-runtime'
import { type LiveState, readResponseForSessionEnd, StreamError, setLiveState, signalSessionEnd } from './session'

export { onLiveState, onSessionEnd, setSignedIn } from './session'
export type { LiveState }

import { csrfHeader } from '../csrf'
import { closeCode, sessionEndedCloseCode, socketRetry } from './socket-retry'

export { reconnectDelayMs, sessionEndedCloseCode } from './socket-retry'

export { csrfHeader }

/** The operation's persisted id: every artifact has one (relay.config.js's persistConfig). */
function documentIdOf(operation: RequestParameters): string {
  if (!operation.id) throw new Error(`${operation.name} has no persisted id: run npm run relay`)
  return operation.id
}

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...csrfHeader },
    body: JSON.stringify({ documentId: documentIdOf(operation), variables }),
  })
  if (!response.ok && !response.headers.get('content-type')?.includes('json')) {
    if (response.status === 401) signalSessionEnd()
    throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`)
  }
  const body = (await response.json()) as GraphQLResponse
  readResponseForSessionEnd(response.status, body)
  return body
}

// graphql-ws loads with the first subscription, keeping it out of the first page.
let wsClient: Promise<Client> | undefined
let openSocket: WebSocket | undefined
const socket = () => {
  wsClient ??= import('graphql-ws').then(({ createClient }) =>
    createClient({
      url: () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
      lazy: true,
      ...socketRetry,
      on: {
        connected: (socket) => {
          openSocket = socket as WebSocket
          setLiveState('up')
        },
        pong: (_received, payload) => answerPing(payload),
        closed: (event) => {
          openSocket = undefined
          for (const pending of awaitingPong.values()) pending(undefined)
          awaitingPong.clear()
          const code = closeCode(event)
          if (code === sessionEndedCloseCode) signalSessionEnd()
          // 1000: closed on purpose (no subscription left), not an outage.
          setLiveState(code === 1000 ? 'idle' : 'down')
        },
      },
    }),
  )
  return wsClient
}

/**
 * What the server answers a position sent over the socket: the saved event, or why not (code
 * RATE_LIMITED, with `resetAt`, when the hour's API points are spent).
 */
export type PositionAnswer<Event> = { event: Event } | { error: { code: string; message: string; resetAt?: string } }

const awaitingPong = new Map<string, (answer: PositionAnswer<unknown> | undefined) => void>()
let pingRef = 0

function answerPing(payload: unknown) {
  const ref = (payload as { ref?: unknown } | undefined)?.ref
  if (typeof ref !== 'string') return
  awaitingPong.get(ref)?.(payload as PositionAnswer<unknown>)
  awaitingPong.delete(ref)
}

/**
 * Sends a position over the open socket. Undefined when no socket is open or it closed before
 * answering: the caller sends it over HTTP instead (twice is harmless: the later one wins).
 */
export function sendPositionOverSocket<Event>(location: Record<string, unknown>) {
  const socket = openSocket
  if (!socket || socket.readyState !== WebSocket.OPEN) return Promise.resolve(undefined)
  const ref = String(++pingRef)
  return new Promise<PositionAnswer<Event> | undefined>((resolve) => {
    awaitingPong.set(ref, resolve as (answer: PositionAnswer<unknown> | undefined) => void)
    socket.send(JSON.stringify({ type: 'ping', payload: { ref, location } }))
  })
}

/** What a subscription's sink receives from graphql-ws, as one Error the screens can read. */
export function toStreamError(error: unknown): Error {
  if (error instanceof Error) return error
  if (Array.isArray(error)) {
    const first = error[0] as { message?: string; extensions?: { code?: unknown; reason?: unknown } } | undefined
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : undefined
    const reason = typeof first?.extensions?.reason === 'string' ? first.extensions.reason : undefined
    return new StreamError(first?.message ?? 'The live stream failed', { code, reason })
  }
  const code = closeCode(error)
  if (code !== undefined) return new StreamError(`The live connection closed (${code})`, { closeCode: code })
  return new Error(String(error))
}

const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let dispose: (() => void) | undefined
    let cancelled = false
    socket().then(
      (client) => {
        if (cancelled) return
        // graphql-ws requires `query` to be a string: empty, with the id beside it (the server reads `documentId`).
        const payload = { query: '', documentId: documentIdOf(operation), variables, operationName: operation.name }
        dispose = client.subscribe(payload, {
          next: (value) => {
            // An access end delivered as a result with errors is the same end.
            const errors = (value as { errors?: unknown[] }).errors
            const ended = errors?.length ? toStreamError(errors) : undefined
            if (ended instanceof StreamError && ended.code === 'ACCESS_ENDED') sink.error(ended)
            else sink.next(value as GraphQLResponse)
          },
          error: (error) => sink.error(toStreamError(error)),
          complete: () => sink.complete(),
        })
      },
      (error: Error) => sink.error(error),
    )
    return () => {
      cancelled = true
      dispose?.()
    }
  })

export function createEnvironment() {
  return new Environment({ network: Network.create(fetchGraphQL, subscribe), store: new Store(new RecordSource()) })
}

export const environment = createEnvironment()
