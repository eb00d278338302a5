// X-Request-Id is believed only from a proxy TRUST_PROXY names, and only when short and plain;
// otherwise the app makes one. Either way the answer carries it, a WebSocket's 101 answer too.
import { describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startTestApp } from '../../tests/helpers/app.js'

const generated = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

async function answered(url: string, offered: string) {
  const response = await fetch(`${url}/version.json`, { headers: { 'x-request-id': offered } })
  return response.headers.get('x-request-id')
}

/** /graphql is served ahead of Hono: the same rule there. */
async function answeredGraphql(url: string, offered: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'x-request-id': offered, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  })
  expect(response.status).toBe(200)
  return response.headers.get('x-request-id')
}

function upgradeId(url: string, offered: string) {
  return new Promise<string | undefined>((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, { headers: { 'x-request-id': offered } })
    socket.once('upgrade', (response) => resolve(response.headers['x-request-id'] as string | undefined))
    socket.once('open', () => socket.close())
    socket.once('error', reject)
  })
}

describe('request ids', () => {
  for (const [trust, believed] of [
    [undefined, false],
    ['10.0.0.0/8', false],
    ['1', true],
    ['127.0.0.1/8,::1/128', true],
  ] as const) {
    it(`${believed ? 'takes' : 'ignores'} the offered id with TRUST_PROXY=${trust ?? '(off)'}`, async () => {
      const app = await startTestApp({ env: trust ? { TRUST_PROXY: trust } : {} })
      try {
        const id = await answered(app.url, 'edge-7f3a.1:2_b')
        if (believed) expect(id).toBe('edge-7f3a.1:2_b')
        else expect(id).toMatch(generated)
        const graphqlId = await answeredGraphql(app.url, 'edge-gql-2')
        if (believed) expect(graphqlId).toBe('edge-gql-2')
        else expect(graphqlId).toMatch(generated)
        const socketId = await upgradeId(app.url, 'edge-ws-1')
        if (believed) expect(socketId).toBe('edge-ws-1')
        else expect(socketId).toMatch(generated)
        // Too long, or anything but plain characters: never taken, even from a trusted proxy.
        for (const bad of ['x'.repeat(65), 'a b', 'id<script>', 'é']) {
          expect(await answered(app.url, bad)).toMatch(generated)
          expect(await answeredGraphql(app.url, bad)).toMatch(generated)
        }
      } finally {
        await app.stop()
      }
    })
  }
})
