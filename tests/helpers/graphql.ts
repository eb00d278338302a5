import { createClient } from 'graphql-ws'
import WebSocket from 'ws'

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T
  errors?: { message: string; extensions?: Record<string, unknown> }[]
}

export async function graphql<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  cookieHeader?: string,
): Promise<GraphQLResponse<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookieHeader ? { cookie: cookieHeader } : {}) },
    body: JSON.stringify({ query, variables }),
  })
  return (await response.json()) as GraphQLResponse<T>
}

/** Subscribes over graphql-ws as the person holding the cookie; collects events until closed. */
export function subscribe<T>(url: string, query: string, variables: Record<string, unknown>, cookieHeader?: string) {
  class CookieWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: cookieHeader ? { cookie: cookieHeader } : {} })
    }
  }
  const events: GraphQLResponse<T>[] = []
  const waiters: (() => void)[] = []
  let failure: unknown
  let read = 0
  const client = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
  })
  let acknowledged = false
  const ready = new Promise<void>((resolve) => {
    client.on('connected', () => {
      acknowledged = true
      resolve()
    })
  })
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        events.push(value as GraphQLResponse<T>)
        for (const w of waiters.splice(0)) w()
      },
      error: (error) => {
        failure = error
        for (const w of waiters.splice(0)) w()
      },
      complete: () => {},
    },
  )
  return {
    events,
    /** Resolves once the socket is open (not yet subscribed: wait for the server's signal for that). */
    connected: () => ready,
    get acknowledged() {
      return acknowledged
    },
    /** The next event not yet read (events that arrived earlier are returned at once). */
    async next(timeoutMs = 5000): Promise<GraphQLResponse<T>> {
      const seen = read
      read += 1
      const deadline = Date.now() + timeoutMs
      while (events.length <= seen && failure === undefined) {
        if (Date.now() > deadline) throw new Error(`no subscription event within ${timeoutMs} ms`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 50)
        })
      }
      if (events.length <= seen) {
        const first = Array.isArray(failure) ? failure[0] : failure
        throw new Error((first as { message?: string })?.message ?? String(first))
      }
      return events[seen] as GraphQLResponse<T>
    },
    async close() {
      dispose()
      await client.dispose()
    },
  }
}
