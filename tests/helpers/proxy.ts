// A small load balancer in front of app instances, as the rolling-restart test needs one:
// - round robin over the upstreams whose /readyz last answered 200 (checked every
//   `checkEveryMs`, like a load balancer's health check), so that a draining instance gets no
//   new requests;
// - one fresh upstream connection per request (no keep-alive to upstreams), and a request is
//   tried on the next upstream only when its connection was refused, that is before anything
//   was sent: a request is never sent twice;
// - WebSocket upgrades are passed through the same way.
import http from 'node:http'
import net from 'node:net'

export interface LoadBalancer {
  url: string
  /** Replaces the upstream list (base URLs); new ones get traffic once their /readyz says 200. */
  setUpstreams(urls: string[]): void
  /** Requests answered per upstream, connections refused and retried elsewhere, readiness seen. */
  stats: {
    served: Map<string, number>
    refusedThenRetried: number
    readiness: { upstream: string; status: string }[]
    /** The upstream of each WebSocket passed through, in order. */
    upgrades: string[]
  }
  /** Resolves once the upstream's readiness as seen by the health check is `status`. */
  sawReadiness(upstream: string, status: string): Promise<void>
  /** Requests the upstream answered so far. */
  served(upstream: string): number
  /** Resolves once the condition holds, checked at every answer and readiness change. */
  waitFor(condition: () => boolean): Promise<void>
  close(): Promise<void>
}

const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te'])

export async function startProxy(initial: string[], checkEveryMs = 100): Promise<LoadBalancer> {
  let upstreams = [...initial]
  const ready = new Map<string, string>()
  const stats: LoadBalancer['stats'] = { served: new Map(), refusedThenRetried: 0, readiness: [], upgrades: [] }
  const waiters: (() => void)[] = []
  let turn = 0
  let closed = false

  const changed = () => {
    for (const wake of waiters.splice(0)) wake()
  }
  const waitFor = async (condition: () => boolean) => {
    while (!condition()) await new Promise<void>((resolve) => waiters.push(resolve))
  }
  const record = (upstream: string, status: string) => {
    if (ready.get(upstream) === status) return
    ready.set(upstream, status)
    stats.readiness.push({ upstream, status })
    changed()
  }
  const check = (upstream: string) =>
    new Promise<void>((resolve) => {
      const request = http.get(`${upstream}/readyz`, { agent: false }, (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => {
          body += chunk
        })
        response.on('end', () => {
          const status = response.statusCode === 200 ? 'ok' : (JSON.parse(body) as { status: string }).status
          record(upstream, status)
          resolve()
        })
      })
      request.on('error', (error: NodeJS.ErrnoException) => {
        record(upstream, error.code ?? 'error')
        resolve()
      })
    })
  const checking = (async () => {
    while (!closed) {
      await Promise.all(upstreams.map(check))
      await new Promise((resolve) => setTimeout(resolve, checkEveryMs))
    }
  })()

  /** The next ready upstream in turn, skipping `tried`. */
  const pick = (tried: Set<string>) => {
    const candidates = upstreams.filter((u) => ready.get(u) === 'ok' && !tried.has(u))
    const pool = candidates.length > 0 ? candidates : upstreams.filter((u) => !tried.has(u))
    if (pool.length === 0) return undefined
    turn = (turn + 1) % pool.length
    return pool[turn]
  }

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !hopByHop.has(name)))
    const tried = new Set<string>()
    const attempt = () => {
      const upstream = pick(tried)
      if (!upstream) {
        response.writeHead(502, { 'content-type': 'text/plain' }).end('No upstream accepted the connection')
        return
      }
      tried.add(upstream)
      const target = new URL(request.url ?? '/', upstream)
      const forwarded = http.request(
        target,
        { method: request.method, headers: { ...headers, 'content-length': String(body.length) }, agent: false },
        (answer) => {
          stats.served.set(upstream, (stats.served.get(upstream) ?? 0) + 1)
          changed()
          const answerHeaders = Object.fromEntries(
            Object.entries(answer.headers).filter(([name]) => !hopByHop.has(name)),
          ) as http.OutgoingHttpHeaders
          response.writeHead(answer.statusCode ?? 502, answerHeaders)
          answer.pipe(response)
        },
      )
      forwarded.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') {
          stats.refusedThenRetried += 1
          attempt()
        } else if (!response.headersSent) {
          response.writeHead(502, { 'content-type': 'text/plain' }).end(`Upstream failed: ${error.code}`)
        } else {
          response.destroy(error)
        }
      })
      forwarded.end(body)
    }
    attempt()
  })

  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    client.on('error', () => client.destroy())
    const tried = new Set<string>()
    const attempt = () => {
      const upstream = pick(tried)
      if (!upstream) return client.destroy()
      tried.add(upstream)
      const { hostname, port } = new URL(upstream)
      const socket = net.connect(Number(port), hostname)
      socket.once('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') {
          stats.refusedThenRetried += 1
          attempt()
        } else client.destroy()
      })
      socket.once('connect', () => {
        stats.upgrades.push(upstream)
        socket.on('error', () => client.destroy())
        const lines = [`${request.method} ${request.url} HTTP/1.1`]
        for (let i = 0; i < request.rawHeaders.length; i += 2)
          lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`)
        socket.write(`${lines.join('\r\n')}\r\n\r\n`)
        if (head.length) socket.write(head)
        socket.pipe(client).pipe(socket)
        client.once('close', () => socket.destroy())
        socket.once('close', () => client.destroy())
      })
    }
    attempt()
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    setUpstreams(urls) {
      upstreams = [...urls]
    },
    sawReadiness: (upstream, status) => waitFor(() => ready.get(upstream) === status),
    served: (upstream) => stats.served.get(upstream) ?? 0,
    waitFor,
    async close() {
      closed = true
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await checking
    },
  }
}
