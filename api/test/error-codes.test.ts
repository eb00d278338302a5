// The API's one error vocabulary (core/error-codes.ts), as served: every error of GraphQL over
// HTTP, of graphql-ws (its error frames, results and pongs), every REST error body and every /ws
// error carries a code of the closed set, the one each path means and nothing vaguer (no path
// here may end as INTERNAL_SERVER_ERROR); a REST answer's status is its code's. docs/api.md's table
// and the schema's ErrorCode enum list exactly the set. fuzz.test.ts checks the same of its cases.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { GraphQLError } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { rawSocket } from '../../tests/helpers/streams.js'
import { errorCodeNames, errorCodes, isErrorCode } from '../src/core/error-codes.js'
import { ValidationError } from '../src/core/errors.js'
import { codeOf } from '../src/edge/graphql/error-codes.js'
import { schema } from '../src/edge/graphql/schema.js'

type GraphQLErrors = { message: string; extensions?: Record<string, unknown> }[]

/** The codes of an answer's errors, each checked to be of the set (and none a masked bug). */
function codesOf(errors: GraphQLErrors | undefined, context: string) {
  const codes = (errors ?? []).map((e) => e.extensions?.code)
  for (const [i, code] of codes.entries()) {
    expect(isErrorCode(code), `${context}: "${errors?.[i]?.message}" has code ${String(code)}`).toBe(true)
    expect(code, `${context}: ${errors?.[i]?.message}`).not.toBe('INTERNAL_SERVER_ERROR')
  }
  return codes
}

describe('the vocabulary', () => {
  it('is the table of docs/api.md, each code with its HTTP status', () => {
    const docs = readFileSync(path.resolve(import.meta.dirname, '../../docs/api.md'), 'utf8')
    const rows = [...docs.matchAll(/^\| `([A-Z_]+)` \| (\d{3})\b/gm)].map(([, code, status]) => [code, Number(status)])
    expect(rows).toEqual(errorCodeNames.map((code) => [code, errorCodes[code].status]))
  })

  it("is the schema's ErrorCode enum, which every typed error exposes as `code`", () => {
    const values = schema.getType('ErrorCode')?.toConfig() as { values?: Record<string, unknown> } | undefined
    expect(Object.keys(values?.values ?? {}).sort()).toEqual([...errorCodeNames].sort())
  })

  it('names what the libraries leave unnamed, and calls anything else a bug', () => {
    const field = { path: ['viewer'] }
    expect(codeOf(new GraphQLError('Variable "$n" got invalid value "x"'))).toBe('BAD_USER_INPUT')
    expect(codeOf(new GraphQLError('Unknown operation named "B".'))).toBe('OPERATION_RESOLUTION_FAILURE')
    expect(codeOf(new GraphQLError('x', { extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }))).toBe(
      'PAYLOAD_TOO_LARGE',
    )
    expect(codeOf(new GraphQLError('x', { ...field, originalError: new ValidationError('no') }))).toBe(
      'VALIDATION_FAILED',
    )
    expect(codeOf(new GraphQLError('Cannot return null for non-nullable field', field))).toBe('INTERNAL_SERVER_ERROR')
    expect(codeOf(new GraphQLError('x', { extensions: { code: 'SOMETHING_ELSE' } }))).toBe('INTERNAL_SERVER_ERROR')
  })
})

describe('error codes as served', () => {
  let app: TestApp
  let signedIn: { userId: string; cookieHeader: string }
  let tokens: { reader: string; writer: string; spender: string }
  beforeAll(async () => {
    // A token's points are few, so that one spends them in a few calls.
    app = await startTestApp({ env: { API_TOKEN_POINTS_PER_HOUR: '20' } })
    signedIn = await app.signIn()
    const token = async (scope: string) => {
      const made = await fetch(`${app.url}/api/access-tokens`, {
        method: 'POST',
        headers: { cookie: signedIn.cookieHeader, 'content-type': 'application/json' },
        body: JSON.stringify({ name: scope, scope }),
      })
      return ((await made.json()) as { secret: string }).secret
    }
    tokens = { reader: await token('read'), writer: await token('read-write'), spender: await token('read-write') }
  })
  afterAll(() => app?.stop())

  const headersOf = (as: 'anonymous' | 'cookie' | { bearer: string }): Record<string, string> =>
    as === 'anonymous'
      ? {}
      : as === 'cookie'
        ? { cookie: signedIn.cookieHeader }
        : { authorization: `Bearer ${as.bearer}` }

  /** POST /graphql with a JSON body (a string is sent as it is). */
  async function post(body: unknown, as: Parameters<typeof headersOf>[0] = 'anonymous', type = 'application/json') {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': type, ...headersOf(as) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, body: JSON.parse(text) as { errors?: GraphQLErrors; data?: unknown } }
  }

  const deep = `{ ${'a { '.repeat(13)}b${' }'.repeat(13)} }`
  const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `t${i}: displayTimeZone`).join(' ')} }`
  const directives = `{ displayTimeZone ${'@include(if: true) '.repeat(21)}}`
  const tokensOver = `{ ${'displayTimeZone '.repeat(2001)}}`
  const costly = `{ viewer { activeMeetups(first: 100) { edges { node {
    participants(first: 100) { edges { node { meetup { participants(first: 100) { edges { node { id } } } } } } }
  } } } } }`
  const nodeId = (text: string) => Buffer.from(text).toString('base64')

  it('GraphQL over HTTP: a refused request, document, variable or field answers its code and status', async () => {
    const cases: [string, unknown, Parameters<typeof headersOf>[0], string, number][] = [
      // 200 to an application/json client, as GraphQL over HTTP says (400 for application/graphql-response+json).
      ['syntax', { query: '{ viewer {' }, 'anonymous', 'GRAPHQL_PARSE_FAILED', 200],
      ['unknown field', { query: '{ viewr { id } }' }, 'anonymous', 'GRAPHQL_VALIDATION_FAILED', 200],
      ['no query', { variables: {} }, 'anonymous', 'BAD_REQUEST', 400],
      ['not JSON', '{"query":', 'anonymous', 'BAD_REQUEST', 400],
      ['unknown document', { documentId: 'f'.repeat(64) }, 'anonymous', 'PERSISTED_DOCUMENT_NOT_FOUND', 400],
      [
        'unknown operation',
        { query: 'query A { __typename }', operationName: 'B' },
        'anonymous',
        'OPERATION_RESOLUTION_FAILURE',
        400,
      ],
      [
        'variable of the wrong type',
        { query: 'query($n: Int) { viewer { activeMeetups(first: $n) { totalCount } } }', variables: { n: 'x' } },
        'cookie',
        'BAD_USER_INPUT',
        400,
      ],
      ['missing variable', { query: 'query($id: ID!) { node(id: $id) { id } }' }, 'anonymous', 'BAD_USER_INPUT', 400],
      [
        'date that is not one',
        {
          query: `mutation($d: DateTime) { updateParticipantLocation(participantId: "${crypto.randomUUID()}", lat: 1, lon: 2, capturedAt: $d) { __typename } }`,
          variables: { d: 'x' },
        },
        'cookie',
        'BAD_USER_INPUT',
        400,
      ],
      [
        'date that new Date would read (2001)',
        {
          query: `mutation($d: DateTime) { updateParticipantLocation(participantId: "${crypto.randomUUID()}", lat: 1, lon: 2, capturedAt: $d) { __typename } }`,
          variables: { d: '1' },
        },
        'cookie',
        'BAD_USER_INPUT',
        400,
      ],
      [
        'page over 100',
        { query: '{ viewer { activeMeetups(first: 101) { totalCount } } }' },
        'cookie',
        'BAD_USER_INPUT',
        400,
      ],
      ['depth', { query: deep }, 'anonymous', 'DEPTH_LIMIT', 400],
      ['aliases', { query: aliases }, 'anonymous', 'ALIAS_LIMIT', 400],
      ['directives', { query: directives }, 'anonymous', 'DIRECTIVE_LIMIT', 400],
      ['tokens', { query: tokensOver }, 'anonymous', 'TOKEN_LIMIT', 400],
      ['cost', { query: costly }, 'cookie', 'COST_LIMIT', 400],
      ['signed out (scope)', { query: '{ sessions { id } }' }, 'anonymous', 'UNAUTHENTICATED', 200],
      ['malformed id', { query: '{ node(id: "nope") { id } }' }, 'anonymous', 'INVALID_ID', 200],
      ['id of no UUID', { query: `{ node(id: "${nodeId('Meetup:12')}") { id } }` }, 'anonymous', 'INVALID_ID', 200],
      ['unknown token', { query: '{ viewer { id } }' }, { bearer: 'gat_nope' }, 'UNAUTHENTICATED', 401],
      [
        'read token writing',
        { query: 'mutation { createGroup(name: "G") { __typename } }' },
        { bearer: tokens.reader },
        'FORBIDDEN',
        403,
      ],
      ['token on sessions', { query: '{ sessions { id } }' }, { bearer: tokens.writer }, 'FORBIDDEN', 403],
    ]
    const seen: [string, unknown, number][] = []
    for (const [label, body, as] of cases) {
      const answer = await post(body, as)
      seen.push([label, codesOf(answer.body.errors, label)[0], answer.status])
    }
    expect(seen).toEqual(cases.map(([label, , , code, status]) => [label, code, status]))
  })

  it('answers a syntax or validation error 400 to a client that accepts application/graphql-response+json', async () => {
    for (const query of ['{ viewer {', '{ viewr { id } }']) {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query }),
      })
      expect(response.status, query).toBe(400)
    }
  })

  it('outside production, an unknown field is answered with suggestions', async () => {
    const answer = await post({ query: '{ viewr { id } }' })
    expect(answer.body.errors?.[0]?.message).toBe('Cannot query field "viewr" on type "Query". Did you mean "viewer"?')
  })

  it('names cursors the API did not hand out, from the connection plugin and from the database layer', async () => {
    await createMeetupWith(signedIn.userId)
    const query = 'query($a: String) { viewer { activeMeetups(first: 1, after: $a) { edges { cursor } } } }'
    const page = (after?: string) => post({ query, variables: { a: after } }, 'cookie')
    const first = await page()
    const cursor = (first.body.data as { viewer: { activeMeetups: { edges: { cursor: string }[] } } }).viewer
      .activeMeetups.edges[0]?.cursor as string
    // The real cursor with its UUID replaced: it decodes, then the database layer refuses it.
    const tampered = Buffer.from(
      Buffer.from(cursor, 'base64')
        .toString()
        .replace(/[0-9a-f-]{36}/, 'not-a-uuid'),
    ).toString('base64')
    for (const after of ['nonsense', tampered]) {
      expect(codesOf((await page(after)).body.errors, after)).toEqual(['INVALID_CURSOR'])
    }
  })

  it("gives a union's typed error the code a top-level error of its kind has", async () => {
    const ask = async (field: string) => {
      const answer = await post(
        { query: `mutation { ${field} { __typename ... on Error { code message } } }` },
        'cookie',
      )
      return Object.values(answer.body.data as Record<string, { __typename: string; code: string }>)[0]
    }
    expect(await ask('createGroup(name: "")')).toMatchObject({
      __typename: 'ValidationError',
      code: 'VALIDATION_FAILED',
    })
    const group = (
      await post(
        { query: 'mutation { createGroup(name: "Hikers") { ... on CreateGroupPayload { data { id } } } }' },
        'cookie',
      )
    ).body.data as { createGroup: { data: { id: string } } }
    expect(
      await ask(`addGroupMember(groupId: "${group.createGroup.data.id}", gatherIdOrEmail: "nobody_has_this")`),
    ).toMatchObject({
      __typename: 'GatherIdNotFoundError',
      code: 'GATHER_ID_NOT_FOUND',
    })
    expect(
      await ask(`addGroupMember(groupId: "${crypto.randomUUID()}", gatherIdOrEmail: "nobody_has_this")`),
    ).toMatchObject({
      __typename: 'NotFoundError',
      code: 'NOT_FOUND',
    })
  })

  /** A REST call; the body of an error must be the spec's `error` and `message` with a code of the set. */
  async function restError(
    method: string,
    url: string,
    init: { headers?: Record<string, string>; body?: string } = {},
  ) {
    const response = await fetch(`${app.url}${url}`, { method, ...init })
    const body = (await response.json()) as { error?: unknown; message?: unknown; code?: unknown }
    expect(typeof body.error, `${method} ${url}`).toBe('string')
    expect(typeof body.message, `${method} ${url}`).toBe('string')
    expect(isErrorCode(body.code) && errorCodes[body.code].status, `${method} ${url}: ${body.code}`).toBe(
      response.status,
    )
    return body.code
  }

  it('REST and the edges of /graphql: the spec’s error body with the code of its status', async () => {
    const json = { 'content-type': 'application/json', 'x-graphql-csrf': '1' }
    const cookie = { ...json, cookie: signedIn.cookieHeader }
    const big = JSON.stringify({ name: 'x'.repeat(120 * 1024) })
    const answers = {
      noEndpoint: await restError('GET', '/api/nothing-here'),
      signedOut: await restError('GET', '/api/auth/user'),
      unknownToken: await restError('GET', '/api/meetups/my', { headers: { authorization: 'Bearer gat_nope' } }),
      crossSite: await restError('POST', '/api/groups', {
        headers: { cookie: signedIn.cookieHeader, 'content-type': 'text/plain' },
        body: '{}',
      }),
      notJson: await restError('POST', '/api/groups', { headers: cookie, body: '{' }),
      invalid: await restError('POST', '/api/groups', { headers: cookie, body: '{"name":""}' }),
      missing: await restError('GET', `/api/meetups/${crypto.randomUUID()}`, { headers: cookie }),
      readToken: await restError('POST', '/api/groups', {
        headers: { ...json, authorization: `Bearer ${tokens.reader}` },
        body: '{"name":"G"}',
      }),
      tokenOnSessions: await restError('GET', '/api/auth/sessions', {
        headers: { authorization: `Bearer ${tokens.writer}` },
      }),
      tooLarge: await restError('POST', '/api/groups', { headers: cookie, body: big }),
      graphqlCrossSite: await restError('POST', '/graphql', {
        headers: { cookie: signedIn.cookieHeader, 'content-type': 'text/plain' },
        body: '{"query":"{ viewer { id } }"}',
      }),
      graphqlTooLarge: await restError('POST', '/graphql', { headers: json, body: big }),
    }
    expect(answers).toEqual({
      noEndpoint: 'NOT_FOUND',
      signedOut: 'UNAUTHENTICATED',
      unknownToken: 'UNAUTHENTICATED',
      crossSite: 'CSRF_REFUSED',
      notJson: 'VALIDATION_FAILED',
      invalid: 'VALIDATION_FAILED',
      missing: 'NOT_FOUND',
      readToken: 'FORBIDDEN',
      tokenOnSessions: 'FORBIDDEN',
      tooLarge: 'PAYLOAD_TOO_LARGE',
      graphqlCrossSite: 'CSRF_REFUSED',
      graphqlTooLarge: 'PAYLOAD_TOO_LARGE',
    })
  })

  it('spent points: RATE_LIMITED on REST, over HTTP and in a pong', async () => {
    const bearer = { authorization: `Bearer ${tokens.spender}`, 'content-type': 'application/json' }
    // 20 points: four writes of 5 (refused ones are charged too), then nothing fits.
    for (let i = 0; i < 4; i++) {
      const spent = await fetch(`${app.url}/api/groups`, { method: 'POST', headers: bearer, body: '{"name":""}' })
      expect(spent.status).toBe(400)
    }
    expect(await restError('POST', '/api/groups', { headers: bearer, body: '{"name":""}' })).toBe('RATE_LIMITED')
    const answer = await post({ query: '{ viewer { id } }' }, { bearer: tokens.spender })
    expect([answer.status, codesOf(answer.body.errors, 'spent')]).toEqual([429, ['RATE_LIMITED']])
    const socket = await graphqlWs({ authorization: `Bearer ${tokens.spender}` })
    expect(await socket.ping({ ref: '1', location: { participantId: crypto.randomUUID(), lat: 1, lon: 2 } })).toEqual(
      expect.objectContaining({ error: expect.objectContaining({ code: 'RATE_LIMITED' }) }),
    )
    socket.close()
  })

  /** graphql-ws spoken by hand, so that every frame the server sends is seen as it is. */
  async function graphqlWs(connectionParams?: Record<string, unknown>, cookie?: string) {
    const socket = new WebSocket(`${app.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: cookie ? { cookie } : {},
    })
    const messages: { id?: string; type: string; payload?: unknown }[] = []
    const waiters: (() => void)[] = []
    socket.on('message', (data) => {
      messages.push(JSON.parse(String(data)))
      for (const wake of waiters.splice(0)) wake()
    })
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    const until = async <T>(find: () => T | undefined) => {
      for (;;) {
        const found = find()
        if (found !== undefined) return found
        await new Promise<void>((resolve) => waiters.push(resolve))
      }
    }
    const send = (message: unknown) => socket.send(JSON.stringify(message))
    send({ type: 'connection_init', payload: connectionParams })
    await until(() => messages.find((m) => m.type === 'connection_ack'))
    let next = 0
    return {
      /** The errors an operation was answered with: its `error` frame's, or its first result's. */
      async errorsOf(payload: Record<string, unknown>): Promise<GraphQLErrors> {
        const id = String(++next)
        send({ id, type: 'subscribe', payload })
        const first = await until(() => messages.find((m) => m.id === id && (m.type === 'error' || m.type === 'next')))
        send({ id, type: 'complete' })
        return (
          first.type === 'error' ? first.payload : (first.payload as { errors?: GraphQLErrors }).errors
        ) as GraphQLErrors
      },
      async ping(payload: Record<string, unknown>) {
        send({ type: 'ping', payload })
        const pong = await until(() =>
          messages.find((m) => m.type === 'pong' && (m.payload as { ref?: string })?.ref === payload.ref),
        )
        return pong.payload
      },
      close: () => socket.close(),
    }
  }

  it('graphql-ws: refused operations and positions answer the same codes as HTTP', async () => {
    const socket = await graphqlWs()
    const meetupUpdated = 'subscription($id: ID!) { meetupUpdated(meetupId: $id) { meetupId } }'
    const cases: [string, Record<string, unknown>, string][] = [
      ['syntax', { query: 'subscription {' }, 'GRAPHQL_PARSE_FAILED'],
      ['unknown field', { query: 'subscription { nope }' }, 'GRAPHQL_VALIDATION_FAILED'],
      ['neither text nor id', { query: '' }, 'BAD_REQUEST'],
      ['unknown document', { query: '', documentId: 'f'.repeat(64) }, 'PERSISTED_DOCUMENT_NOT_FOUND'],
      ['missing variable', { query: meetupUpdated }, 'BAD_USER_INPUT'],
      ['signed out (scope)', { query: meetupUpdated, variables: { id: crypto.randomUUID() } }, 'UNAUTHENTICATED'],
      ['signed out query', { query: '{ sessions { id } }' }, 'UNAUTHENTICATED'],
      ['malformed id', { query: '{ node(id: "nope") { id } }' }, 'INVALID_ID'],
      ['depth', { query: deep }, 'DEPTH_LIMIT'],
      ['tokens', { query: tokensOver }, 'TOKEN_LIMIT'],
      ['unknown operation', { query: 'query A { __typename }', operationName: 'B' }, 'OPERATION_RESOLUTION_FAILURE'],
    ]
    const seen: [string, unknown][] = []
    for (const [label, payload] of cases) seen.push([label, codesOf(await socket.errorsOf(payload), label)[0]])
    expect(seen).toEqual(cases.map(([label, , code]) => [label, code]))
    expect(await socket.ping({ ref: 'p', location: { participantId: crypto.randomUUID(), lat: 1, lon: 2 } })).toEqual({
      ref: 'p',
      error: { code: 'UNAUTHENTICATED', message: 'Sign in to share your location' },
    })
    socket.close()

    const cookie = await graphqlWs(undefined, signedIn.cookieHeader)
    const costs = await cookie.errorsOf({ query: costly })
    expect(codesOf(costs, 'cost')).toEqual(['COST_LIMIT'])
    const page = await cookie.errorsOf({ query: '{ viewer { activeMeetups(last: 101) { totalCount } } }' })
    expect(codesOf(page, 'page')).toEqual(['BAD_USER_INPUT'])
    expect(await cookie.ping({ ref: 'q', location: { lat: 1 } })).toEqual({
      ref: 'q',
      error: { code: 'VALIDATION_FAILED', message: 'A position needs a ref and a participantId' },
    })
    cookie.close()
  })

  it('/ws: each error message carries its code', async () => {
    const socket = await rawSocket(app.url)
    socket.socket.send('not json')
    socket.send({ type: 'leave' })
    socket.send({ type: 'join_meetup', data: { meetupId: crypto.randomUUID() } })
    await socket.next((m) => m.type === 'error', 2)
    const errors = socket.messages.filter((m) => m.type === 'error') as { code?: unknown }[]
    expect(errors.map((m) => m.code)).toEqual(['BAD_REQUEST', 'BAD_REQUEST', expect.any(String)])
    for (const { code } of errors) expect(isErrorCode(code) && code !== 'INTERNAL_SERVER_ERROR').toBe(true)
    socket.socket.close()
  })
})
