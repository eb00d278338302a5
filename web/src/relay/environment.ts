// Relay environment: queries and mutations over HTTP, subscriptions over graphql-ws on the same
// /graphql path. Reconnects follow spec 001: up to 5 tries, 2^n s apart, at most 30 s.
import type { Client } from 'graphql-ws'
import {
  Environment,
  type FetchFunction,
  type GraphQLResponse,
  Network,
  Observable,
  RecordSource,
  Store,
  type SubscribeFunction,
} from 'relay-runtime'

import { csrfHeader, unauthorizedEvent } from '../auth-events'

export { csrfHeader, unauthorizedEvent }

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...csrfHeader },
    body: JSON.stringify({ query: operation.text, variables }),
  })
  if (!response.ok && !response.headers.get('content-type')?.includes('json')) {
    throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`)
  }
  const body = (await response.json()) as GraphQLResponse
  const errors = 'errors' in body ? (body.errors ?? []) : []
  if (response.status === 401 || errors.some((e) => /not authorized|unauthorized/i.test(e.message))) {
    window.dispatchEvent(new Event(unauthorizedEvent))
  }
  return body
}

export const reconnectDelayMs = (attempt: number) => Math.min(2 ** (attempt + 1), 30) * 1000

/** The live connection: 'idle' before the first subscription, then 'up' or 'down'. */
export type LiveState = 'idle' | 'up' | 'down'
let liveState: LiveState = 'idle'
const liveListeners = new Set<(state: LiveState) => void>()
const setLiveState = (state: LiveState) => {
  liveState = state
  for (const listener of liveListeners) listener(state)
}
/** Calls `listener` with the live connection's state now and on every change; returns the unsubscribe. */
export function onLiveState(listener: (state: LiveState) => void) {
  liveListeners.add(listener)
  listener(liveState)
  return () => {
    liveListeners.delete(listener)
  }
}

// graphql-ws loads with the first subscription, keeping it out of the first page.
let wsClient: Promise<Client> | undefined
const socket = () => {
  wsClient ??= import('graphql-ws').then(({ createClient }) =>
    createClient({
      url: () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
      lazy: true,
      retryAttempts: 5,
      retryWait: (attempt) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(attempt))),
      shouldRetry: () => true,
      on: { connected: () => setLiveState('up'), closed: () => setLiveState('down') },
    }),
  )
  return wsClient
}

const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let dispose: (() => void) | undefined
    let cancelled = false
    socket().then(
      (client) => {
        if (cancelled) return
        dispose = client.subscribe(
          { query: operation.text ?? '', variables, operationName: operation.name },
          {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
            complete: () => sink.complete(),
          },
        )
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
