import { readFileSync } from 'node:fs'
import path from 'node:path'
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
  // What it cost (`extensions.cost`) is api-cost-limits.test.ts's: the suites read data and errors.
  const { extensions: _cost, ...answer } = (await response.json()) as GraphQLResponse<T> & { extensions?: unknown }
  return answer
}

/**
 * Subscribes over graphql-ws as the person holding the cookie; collects events until closed.
 * `query` is a document's text, or the id of one of the app's persisted documents (as the app sends it).
 */
export function subscribe<T>(
  url: string,
  query: string | { documentId: string },
  variables: Record<string, unknown>,
  cookieHeader?: string,
) {
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
  const payload =
    typeof query === 'string' ? { query, variables } : { query: '', documentId: query.documentId, variables }
  const dispose = client.subscribe<T>(payload, {
    next: ({ extensions: _cost, ...value }) => {
      events.push(value as GraphQLResponse<T>)
      for (const w of waiters.splice(0)) w()
    },
    error: (error) => {
      failure = error
      for (const w of waiters.splice(0)) w()
    },
    complete: () => {
      failure ??= new Error('the subscription completed')
      for (const w of waiters.splice(0)) w()
    },
  })
  return {
    events,
    /** Resolves once the socket is open (not yet subscribed: wait for the server's signal for that). */
    connected: () => ready,
    get acknowledged() {
      return acknowledged
    },
    /**
     * The next event not yet read (events that arrived earlier are returned at once). It waits for
     * the event itself: the test's own timeout bounds it, not a clock here (a busy machine is slow).
     */
    async next(): Promise<GraphQLResponse<T>> {
      const seen = read
      read += 1
      while (events.length <= seen && failure === undefined) {
        await new Promise<void>((resolve) => waiters.push(resolve))
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

let persisted: Record<string, string> | undefined
const persistedDocuments = () =>
  (persisted ??= JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../web/persisted-documents.json'), 'utf8'),
  ) as Record<string, string>)

/** The text of one of the app's documents (its artifact holds only the id), as the build persisted it. */
export function appDocument(request: { params: { id?: string | null; name: string } }): string {
  const text = request.params.id ? persistedDocuments()[request.params.id] : undefined
  if (!text) throw new Error(`${request.params.name} is not in web/persisted-documents.json: run npm run relay`)
  return text
}

/**
 * The operation a browser sent (an HTTP body, or a graphql-ws `subscribe` frame): its name, read
 * from its text or from the persisted document its id names. Undefined for anything else.
 */
export function operationOf(sent: string | null | undefined): string | undefined {
  if (!sent) return undefined
  let body: { query?: string; documentId?: string; payload?: { query?: string; documentId?: string } }
  try {
    body = JSON.parse(sent)
  } catch {
    return undefined
  }
  const operation = body.payload ?? body
  const text = operation.query || (operation.documentId ? persistedDocuments()[operation.documentId] : undefined)
  return text ? /\b(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1] : undefined
}
