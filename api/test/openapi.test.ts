// The REST face's OpenAPI document, as the app serves it: a valid OpenAPI 3.1 document, with an
// operation (and a description) for every /api route served and for nothing else, priced and
// secured as the app meters and judges calls, and one a third party's generator turns into
// TypeScript types that a client compiles against.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { validate } from '@readme/openapi-parser'
import openapiTS, { astToString } from 'openapi-typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { rest } from '../../tests/helpers/http.js'
import { compileStrict } from '../../tests/helpers/typescript.js'
import { tokenRefusals } from '../src/accounts/tokens.policy.js'

interface Operation {
  summary?: string
  description?: string
  security?: Record<string, string[]>[]
  'x-rate-limit-cost'?: number
  deprecated?: boolean
  parameters?: { name: string; description?: string }[]
  responses: Record<string, unknown>
}
type Paths = Record<string, Record<string, Operation>>

let app: TestApp
/** As served: what the validator and the generator read. */
let raw: unknown
let document: { openapi: string; paths: Paths }
let served: Response
beforeAll(async () => {
  app = await startTestApp()
  served = await fetch(`${app.url}/api/openapi.json`)
  raw = await served.clone().json()
  document = raw as typeof document
})
afterAll(async () => {
  await app?.stop()
})

const operations = () =>
  Object.entries(document.paths).flatMap(([at, item]) =>
    Object.entries(item).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${at}`, operation })),
  )

/** The REST routes the app serves, as the document spells them (`:id` is `{id}`). */
const servedRoutes = () =>
  app
    .routes()
    .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
    .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`)

describe('GET /api/openapi.json', () => {
  it('is public and cacheable, and not metered', async () => {
    expect(served.status).toBe(200)
    expect(served.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/)
    expect(served.headers.get('x-ratelimit-cost')).toBeNull()
    const etag = served.headers.get('etag') as string
    expect(etag).toBeTruthy()
    const again = await fetch(`${app.url}/api/openapi.json`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\./)
    const result = await validate(structuredClone(raw) as Parameters<typeof validate>[0])
    expect(result.valid ? [] : result.errors).toEqual([])
  })

  it('has an operation, with a summary and a description, for every /api route served, and no other', () => {
    const documented = operations().map((o) => o.route)
    expect([...new Set(servedRoutes())].sort()).toEqual([...documented].sort())
    const bare = operations()
      .filter(({ operation }) => !operation.summary?.trim() || !operation.description?.trim())
      .map((o) => o.route)
    const unnamed = operations().flatMap(({ route, operation }) =>
      (operation.parameters ?? []).filter((p) => !p.description?.trim()).map((p) => `${route} ${p.name}`),
    )
    expect(unnamed).toEqual([])
    expect(bare).toEqual([])
  })

  it('marks only the older poll for travel times deprecated, saying what replaces it', () => {
    const deprecated = operations().filter(({ operation }) => operation.deprecated)
    expect(deprecated.map((o) => o.route)).toEqual(['POST /api/meetups/{id}/travel-times'])
    expect(deprecated[0]?.operation.description).toContain('Deprecated: ')
    expect(deprecated[0]?.operation.description).toContain('GET /api/meetups/{id}/etas')
  })

  it('prices every operation as the meter charges it', async () => {
    const ada = await app.signIn()
    for (const [method, at, body] of [
      ['GET', '/api/groups', undefined],
      ['POST', '/api/groups', { name: 'Priced' }],
    ] as const) {
      const answer = await rest(app.url, method, at, { cookie: ada.cookieHeader, body })
      const operation = document.paths[at]?.[method.toLowerCase()]
      expect(answer.headers.get('x-ratelimit-cost')).toBe(String(operation?.['x-rate-limit-cost']))
    }
    const unpriced = operations().filter(({ operation }) => typeof operation['x-rate-limit-cost'] !== 'number')
    expect(unpriced.map((o) => o.route)).toEqual([])
  })
})

describe("the document's security", () => {
  /** A concrete path for a documented one: any id will do, the answers are refusals or 404s. */
  const concrete = (at: string) => at.replace(/\{(\w+)\}/g, (_, name) => (name === 'provider' ? 'google' : 'x'))

  /** The error a route answers this token with (a JSON error, or the sign-in page's), if any. */
  async function errorFor(route: string, secret: string) {
    const [method, at] = route.split(' ') as [string, string]
    const answer = await fetch(`${app.url}${concrete(at)}`, {
      method,
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
      redirect: 'manual',
    })
    if (answer.headers.get('content-type')?.startsWith('application/json') && answer.status >= 400) {
      return ((await answer.json()) as { error?: string }).error
    }
    await answer.body?.cancel()
    return new URL(answer.headers.get('location') ?? '/', app.url).searchParams.get('error')
  }

  async function tokenOf(scope: 'read' | 'read-write') {
    const { cookieHeader } = await app.signIn()
    const made = await rest(app.url, 'POST', '/api/access-tokens', {
      cookie: cookieHeader,
      body: { name: `Probe ${scope}`, scope },
    })
    return made.body.secret as string
  }

  const tokenRoles = (operation: Operation) =>
    (operation.security ?? []).flatMap((requirement) => requirement.accessToken ?? [])

  it('names the access token exactly where the app accepts one', async () => {
    const secret = await tokenOf('read-write')
    const mismatches: string[] = []
    for (const { route, operation } of operations()) {
      const accepted = tokenRoles(operation).length > 0
      // A free route never reads its caller: a token is not even looked at.
      const free = (operation.security ?? []).every((requirement) => Object.keys(requirement).length === 0)
      const error = await errorFor(route, secret)
      if ((error === tokenRefusals.account) !== (!accepted && !free)) mismatches.push(`${route}: ${error}`)
    }
    expect(mismatches).toEqual([])
  })

  it("names the scope a token needs, and documents a read token's refusal where it is refused", async () => {
    const secret = await tokenOf('read')
    const mismatches: string[] = []
    for (const { route, operation } of operations().filter((o) => tokenRoles(o.operation).length > 0)) {
      const needsWrite = tokenRoles(operation).includes('read-write')
      const refused = (await errorFor(route, secret)) === tokenRefusals.write
      const documented = JSON.stringify(operation.responses['403'] ?? '').includes(tokenRefusals.write)
      if (refused !== needsWrite || documented !== needsWrite) mismatches.push(route)
    }
    expect(mismatches).toEqual([])
  })
})

describe('a client generated from the document', () => {
  let dir = ''
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it("compiles against openapi-typescript's types, calling two routes", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'openapi-client-'))
    const types = astToString(await openapiTS(raw as Parameters<typeof openapiTS>[0]))
    await writeFile(path.join(dir, 'gather-api.ts'), types)
    await writeFile(path.join(dir, 'client.ts'), clientSnippet)
    const problems = compileStrict(path.join(dir, 'client.ts'))
    expect(problems).toEqual([])
  })
})

/**
 * A third party's client: typed calls to two routes. The @ts-expect-error lines fail the compile
 * if the types let anything through (a field that is not there, a body that is missing a field).
 */
const clientSnippet = `import type { paths } from './gather-api.js'

type NewGroup = paths['/api/groups']['post']['requestBody']['content']['application/json']
type Group = paths['/api/groups']['post']['responses'][201]['content']['application/json']
type Gathers = paths['/api/meetups/my']['get']['responses'][200]['content']['application/json']

export async function myGathers(base: string, token: string): Promise<string[]> {
  const answer = await fetch(base + '/api/meetups/my', { headers: { authorization: 'Bearer ' + token } })
  const gathers = (await answer.json()) as Gathers
  return gathers.map((g) => g.description + ' at ' + (g.locationName ?? 'a place to be decided'))
}

export async function newGroup(base: string, token: string, body: NewGroup): Promise<Group> {
  const answer = await fetch(base + '/api/groups', {
    method: 'POST',
    headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const group = (await answer.json()) as Group
  const names: string[] = group.members.map((m) => m.displayName ?? '')
  void names
  return group
}

// @ts-expect-error a group's body needs its name
export const nameless: NewGroup = {}
export const first = (gathers: Gathers) =>
  // @ts-expect-error a gather has no such field
  gathers[0]?.venueSecret
`
