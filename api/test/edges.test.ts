// The server's edges: malformed WebSocket frames, CORS, body and connection limits, timeouts,
// security headers, the client address behind a proxy, malformed paths and cookies.
import type { IncomingMessage } from 'node:http'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { rest } from '../../tests/helpers/http.js'
import { frame, openRawWebSocket } from '../../tests/helpers/raw-ws.js'
import { clientAddressOf } from '../src/edge/http/client-ip.js'

let app: TestApp
let configured: TestApp
beforeAll(async () => {
  ;[app, configured] = await Promise.all([
    startTestApp(),
    startTestApp({
      env: {
        CORS_ORIGINS: 'https://partner.example',
        TRUST_PROXY: '1',
        REQUEST_TIMEOUT_SECONDS: '1',
        MAX_CONNECTIONS: '5',
        APP_URL: 'https://gather.example',
      },
    }),
  ])
}, 120_000)
afterAll(async () => {
  await Promise.all([app?.stop(), configured?.stop()])
})

const healthy = async (url: string) => (await fetch(`${url}/api/health`)).status

describe('malformed WebSocket frames', () => {
  it.each([
    ['/ws', undefined],
    ['/graphql', 'graphql-transport-ws'],
  ])('close only that socket on %s (RSV1 set, a frame over 64 KiB, an unmasked frame)', async (path, protocol) => {
    for (const bad of [
      frame('{"type":"join_meetup"}', { rsv: 4 }),
      frame(Buffer.alloc(70 * 1024, 0x61)),
      frame('{}', { mask: false }),
      frame('x', { opcode: 3 }),
    ]) {
      const socket = await openRawWebSocket(app.url, path, protocol)
      socket.write(bad)
      await socket.closed
    }
    expect(await healthy(app.url)).toBe(200)
  })
})

describe('graphql-ws', () => {
  it('answers a syntax error for that operation and keeps the socket open', async () => {
    const socket = await openRawWebSocket(app.url, '/graphql', 'graphql-transport-ws')
    const messages = () =>
      socket
        .received()
        .toString('latin1')
        .match(/\{.*?\}(?=\x81|$)/gs) ?? []
    const waitFor = async (pattern: RegExp) => {
      while (!messages().some((m) => pattern.test(m))) await new Promise((r) => setImmediate(r))
    }
    socket.write(frame(JSON.stringify({ type: 'connection_init' })))
    await waitFor(/connection_ack/)
    socket.write(frame(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ viewer {' } })))
    await waitFor(/"id":"1","type":"error"/)
    socket.write(frame(JSON.stringify({ id: '2', type: 'subscribe', payload: { query: '{ __typename }' } })))
    await waitFor(/"id":"2","type":"next"/)
    expect(messages().join('\n')).toContain('Syntax Error')
    socket.destroy()
  })
})

describe('CORS', () => {
  it('is closed by default: no Access-Control headers for another origin', async () => {
    const preflight = await fetch(`${app.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
    const get = await fetch(`${app.url}/graphql?query={__typename}`, { headers: { origin: 'https://evil.example' } })
    expect(get.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('allows exactly the CORS_ORIGINS, with credentials', async () => {
    const ok = await fetch(`${configured.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    })
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://partner.example')
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true')
    const other = await fetch(`${configured.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('lets a page on an allowed origin call with an access token and read its cost limit', async () => {
    const preflight = await fetch(`${configured.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    })
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization')
    const { cookieHeader } = await configured.signIn()
    const made = await rest(configured.url, 'POST', '/api/access-tokens', {
      cookie: cookieHeader,
      body: { name: 'Partner page', scope: 'read' },
    })
    const answer = await fetch(`${configured.url}/graphql`, {
      method: 'POST',
      headers: {
        origin: 'https://partner.example',
        authorization: `Bearer ${made.body.secret}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ query: '{ viewer { displayName } }' }),
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('4999')
    expect(answer.headers.get('access-control-expose-headers')).toContain('x-ratelimit-remaining')
  })
})

describe('limits', () => {
  it('answers a body over 100 KB with 413 before reading it, with or without a length', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(200 * 1024) })
    const declared = await fetch(`${app.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    })
    expect(declared.status).toBe(413)
    const encoder = new TextEncoder()
    const chunked = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 30; i++) controller.enqueue(encoder.encode('x'.repeat(8 * 1024)))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(413)
  })

  it('drops a request whose body does not arrive within the request timeout', async () => {
    const { port } = new URL(configured.url)
    const socket = net.connect(Number(port), '127.0.0.1')
    let answer = ''
    socket.on('data', (d) => {
      answer += d.toString()
    })
    socket.write(
      'POST /api/auth/signup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    )
    await new Promise((resolve) => socket.once('close', resolve))
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
  })

  it('caps the open connections at MAX_CONNECTIONS', async () => {
    const { port } = new URL(configured.url)
    const open = await Promise.all(
      Array.from(
        { length: 5 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const s = net.connect(Number(port), '127.0.0.1', () => resolve(s))
          }),
      ),
    )
    // The sixth is accepted by the kernel and closed by the server straight away.
    const extra = net.connect(Number(port), '127.0.0.1')
    extra.on('error', () => {})
    let got = ''
    extra.on('data', (d) => {
      got += d.toString()
    })
    extra.write('GET /version.json HTTP/1.1\r\nHost: x\r\n\r\n')
    await new Promise((resolve) => extra.once('close', resolve))
    expect(got).toBe('')
    for (const s of open) s.destroy()
  })
})

describe('security headers', () => {
  it('sends a CSP with frame-ancestors none, the map origin, Permissions-Policy; no HSTS on http', async () => {
    const response = await fetch(`${app.url}/version.json`)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("worker-src 'self' blob:")
    expect(csp).toContain(new URL(app.upstreams.env.MAP_STYLE_URL as string).origin)
    expect(csp).toContain(`connect-src 'self' ${app.url.replace('http', 'ws')}`)
    expect(response.headers.get('permissions-policy')).toBe('geolocation=(self)')
    expect(response.headers.get('strict-transport-security')).toBeNull()
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('sends HSTS when APP_URL is https', async () => {
    const response = await fetch(`${configured.url}/version.json`)
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
    expect(response.headers.get('content-security-policy')).toContain('wss://gather.example')
  })

  it('serves GraphiQL from the installed package, with nothing loaded from elsewhere', async () => {
    const response = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } })
    const html = await response.text()
    expect(html).toContain('GraphiQL')
    expect(html).not.toMatch(/(?:src|href)=["']?(?:https?:)?\/\//)
    expect(response.headers.get('content-security-policy')).not.toMatch(/https:\/\/(?!gather\.example)/)
  })
})

describe('the client address', () => {
  const request = (peer: string, forwarded?: string) =>
    ({
      socket: { remoteAddress: peer },
      connection: { remoteAddress: peer },
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    }) as unknown as IncomingMessage

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', () => {
    expect(clientAddressOf(false)(request('10.0.0.2', '203.0.113.9'))).toBe('10.0.0.2')
  })

  it('takes the right-most address a trusted hop added, whatever the client put in front', () => {
    expect(clientAddressOf(1)(request('10.0.0.2', 'spoofed, 203.0.113.9'))).toBe('203.0.113.9')
    expect(clientAddressOf(['10.0.0.0/8'])(request('10.0.0.2', '1.1.1.1, 203.0.113.9, 10.0.0.3'))).toBe('203.0.113.9')
    expect(clientAddressOf(['10.0.0.0/8'])(request('198.51.100.1', '203.0.113.9'))).toBe('198.51.100.1')
  })

  it('reaches the services: the banner looks up the forwarded address only from a trusted proxy', async () => {
    const lookups = (upstreams: TestApp['upstreams']) =>
      upstreams.requests.filter((r) => r.service === 'ip').map((r) => r.path)
    const a = await app.signIn()
    const banner = await fetch(`${app.url}/api/sponsored-banner`, {
      headers: { 'x-forwarded-for': '8.8.4.4', cookie: a.cookieHeader },
    })
    expect(banner.status).toBe(200)
    expect(lookups(app.upstreams)).toEqual([])
    const b = await configured.signIn()
    await fetch(`${configured.url}/api/sponsored-banner`, {
      headers: { 'x-forwarded-for': '198.51.100.7, 8.8.4.4', cookie: b.cookieHeader },
    })
    expect(lookups(configured.upstreams)).toEqual(['/ip/8.8.4.4/json/'])
  })
})

describe('malformed input at the edge', () => {
  it('answers a malformed percent-encoded path with 4xx, never 500', async () => {
    for (const path of ['/%E0', '/api/%E0', '/api/meetups/%E0%A4%A', '/assets/%ff.js', '/graphql/%E0']) {
      const status = (await fetch(`${app.url}${path}`)).status
      expect(status, path).toBeGreaterThanOrEqual(400)
      expect(status, path).toBeLessThan(500)
    }
  })

  it('reads a malformed session cookie as no session', async () => {
    for (const cookie of ['gather_session=%E0', 'gather_session=%', 'gather_session="x', '=; ;gather_session']) {
      expect((await fetch(`${app.url}/api/auth/user`, { headers: { cookie } })).status, cookie).toBe(401)
      const graphql = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ viewer { id } }' }),
      })
      expect((await graphql.json()).data, cookie).toEqual({ viewer: null })
    }
  })
})
