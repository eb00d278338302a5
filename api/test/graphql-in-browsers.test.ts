// What a person exploring the API with a browser gets, as served. In production: a short page at
// /graphql (not a bare 406) pointing to the guide and the schema, with the app's security headers
// and no script; field suggestions hidden. Everywhere: the schema at /schema.graphql, the same as
// the committed schema.graphql, cacheable. Outside production: GraphiQL, whose subscriptions go
// over server-sent events so that its Headers pane's token goes with them (a real browser drives it
// in tests/e2e/graphiql.e2e.test.ts; here the server's side: a token's subscription over SSE).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { rest } from '../../tests/helpers/http.js'
import { productionHashCost } from '../src/core/config.js'
import { whenWatching } from '../src/live/streams/live-access.js'

const committedSchema = readFileSync(path.resolve(import.meta.dirname, '../../schema.graphql'), 'utf8')
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }

describe('in production', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({
      env: { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), PASSWORD_HASH_COST: String(productionHashCost) },
    })
  })
  afterAll(() => app?.stop())

  it('answers a browser opening /graphql with a page about the API, under the app’s security headers', async () => {
    const response = await fetch(`${app.url}/graphql`, { headers: html })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    const page = await response.text()
    expect(page).not.toMatch(/<script/i)
    expect(page).toContain('<a href="/schema.graphql">')
    expect(page).toContain('docs/api.md')
    // GraphQL over GET still answers a client that asks for JSON.
    const query = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'application/json' },
    })
    expect(await query.json()).toEqual({ data: { __typename: 'Query' }, extensions: expect.anything() })
  })

  it('serves the schema as SDL, the committed schema.graphql, cacheable and revalidated by its ETag', async () => {
    const response = await fetch(`${app.url}/schema.graphql`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(await response.text()).toBe(committedSchema)
    const etag = response.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await fetch(`${app.url}/schema.graphql`, { headers: { 'if-none-match': String(etag) } })
    expect(again.status).toBe(304)
  })

  it('hides field suggestions', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewr { id } }' }),
    })
    const { errors } = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] }
    expect(errors).toEqual([
      {
        message: 'Cannot query field "viewr" on type "Query". [Suggestion hidden]',
        locations: expect.any(Array),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ])
  })
})

describe('outside production', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app?.stop())

  it('serves GraphiQL, with subscriptions over server-sent events, and the schema', async () => {
    const page = await (await fetch(`${app.url}/graphql`, { headers: html })).text()
    expect(page).toContain('<title>Gather GraphQL</title>')
    expect(page).toContain('"subscriptionsProtocol":"SSE"')
    expect(await (await fetch(`${app.url}/schema.graphql`)).text()).toBe(committedSchema)
  })

  it('streams a subscription over SSE to a token sent as a header, as GraphiQL sends it', async () => {
    const olga = await app.signIn({ displayName: 'Olga' })
    const meetup = await createMeetupWith(olga.userId)
    const made = await rest(app.url, 'POST', '/api/access-tokens', {
      cookie: olga.cookieHeader,
      body: { name: 'GraphiQL', scope: 'read' },
    })
    const listening = whenWatching(meetup.id, olga.userId)
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        authorization: `Bearer ${made.body.secret}`,
      },
      body: JSON.stringify({
        query: 'subscription($id: ID!) { meetupUpdated(meetupId: $id) { meetup { description } } }',
        variables: { id: meetup.id },
      }),
    })
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    await listening
    const renamed = await rest(app.url, 'PATCH', `/api/meetups/${meetup.id}`, {
      cookie: olga.cookieHeader,
      body: { description: 'Picnic by the lake' },
    })
    expect(renamed.status).toBe(200)
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    let received = ''
    while (!received.includes('Picnic by the lake')) {
      const { value, done } = await reader.read()
      if (done) break
      received += decoder.decode(value, { stream: true })
    }
    expect(received).toContain('"meetupUpdated":{"meetup":{"description":"Picnic by the lake"}}')
    await reader.cancel()
  })
})
