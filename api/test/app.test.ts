import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { graphql } from '../../tests/helpers/graphql.js'
import { prisma } from '../src/core/db.js'

const webDist = await mkdtemp(path.join(os.tmpdir(), 'gather-dist-'))
await mkdir(path.join(webDist, 'assets'))
await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Gather SPA</title><div id="root"></div>')
await writeFile(path.join(webDist, 'assets', 'app-123.js'), 'console.log("app")')

describeOnEachDatabase(
  'the app server',
  (app, database) => {
    it('reports database and Redis state on /api/health', async () => {
      const response = await fetch(`${app().url}/api/health`)
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(body).toMatchObject({
        status: 'ok',
        database: { ok: true, driver: database },
        redis: { ok: true, configured: false },
        jobs: 'in-process',
        mail: 'outbox',
      })
    })

    it('answers /livez and /readyz for orchestrators', async () => {
      const live = await fetch(`${app().url}/livez`)
      expect(live.status).toBe(200)
      expect(await live.json()).toEqual({ status: 'ok' })
      const ready = await fetch(`${app().url}/readyz`)
      expect(ready.status).toBe(200)
      expect(ready.headers.get('cache-control')).toBe('no-store')
      expect(await ready.json()).toEqual({ status: 'ok' })
    })

    it('answers 404 on paths the server owns, even to a browser, instead of the web app', async () => {
      for (const route of ['/healthz', '/metrics', '/ws', '/api', '/api/nothing', '/livez/x', '/version.json/x']) {
        for (const accept of ['text/html', '*/*']) {
          const response = await fetch(`${app().url}${route}`, { headers: { accept } })
          expect(response.status, `${route} ${accept}`).toBe(404)
          expect(await response.text(), route).not.toContain('Gather SPA')
        }
      }
    })

    it('serves /version.json', async () => {
      const body = await (await fetch(`${app().url}/version.json`)).json()
      expect(body).toEqual({
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
        releaseDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        // The web app's build (from its build.json); this app's stand-in web app names none.
        build: null,
      })
    })

    it('answers viewer with null when signed out', async () => {
      expect(await graphql(app().url, '{ viewer { id } }')).toEqual({ data: { viewer: null } })
    })

    it('answers viewer with the signed-in person, loadable again through node(id)', async () => {
      const { cookieHeader } = await app().signIn({ displayName: 'Grace', gatherId: 'grace_h' })
      const result = await graphql<{
        viewer: { id: string; displayName: string; gatherId: string; gatherIdSet: boolean }
      }>(app().url, '{ viewer { id displayName gatherId gatherIdSet } }', {}, cookieHeader)
      expect(result.data?.viewer).toMatchObject({ displayName: 'Grace', gatherId: 'grace_h', gatherIdSet: true })
      const id = result.data?.viewer.id
      const node = await graphql(
        app().url,
        'query($id: ID!) { node(id: $id) { id ... on User { displayName } } }',
        { id },
        cookieHeader,
      )
      expect(node.data).toEqual({ node: { id, displayName: 'Grace' } })
    })

    it("never lets one person load another person's User node", async () => {
      const grace = await app().signIn({ displayName: 'Grace' })
      const alan = await app().signIn({ displayName: 'Alan' })
      const { data } = await graphql<{ viewer: { id: string } }>(app().url, '{ viewer { id } }', {}, grace.cookieHeader)
      const node = await graphql(
        app().url,
        'query($id: ID!) { node(id: $id) { id } }',
        { id: data?.viewer.id },
        alan.cookieHeader,
      )
      // Not found, like any node the viewer may not see (nothing tells whether it exists).
      expect(node).toEqual({ data: { node: null } })
      const own = await graphql(
        app().url,
        'query($id: ID!) { node(id: $id) { id } }',
        { id: data?.viewer.id },
        grace.cookieHeader,
      )
      expect(own.data).toEqual({ node: { id: data?.viewer.id } })
    })

    it('ignores an unknown or forged session cookie', async () => {
      const { cookie } = await app().signIn()
      const result = await graphql(app().url, '{ viewer { id } }', {}, `${cookie.name}=forged-${cookie.value.slice(7)}`)
      expect(result).toEqual({ data: { viewer: null } })
    })

    it('offers GraphiQL outside production', async () => {
      const response = await fetch(`${app().url}/graphql`, { headers: { accept: 'text/html' } })
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('GraphiQL')
    })

    it('refuses abusive queries: too many aliases, too many tokens', async () => {
      const aliases = Array.from({ length: 20 }, (_, i) => `v${i}: viewer { id }`).join(' ')
      const tooManyAliases = await graphql(app().url, `{ ${aliases} }`)
      expect(tooManyAliases.errors?.[0]?.message).toMatch(/aliases/i)
      const huge = `{ ${Array.from({ length: 2100 }, () => '__typename').join(' ')} }`
      const tooManyTokens = await graphql(app().url, huge)
      expect(tooManyTokens.errors?.[0]?.message).toMatch(/token/i)
    })

    it('refuses cross-site and header-less cookie requests (CSRF)', async () => {
      const { cookieHeader } = await app().signIn()
      const crossSite = await fetch(`${app().url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookieHeader, origin: 'https://evil.example' },
        body: JSON.stringify({ query: '{ viewer { id } }' }),
      })
      expect(crossSite.status).toBe(403)
      const formPost = await fetch(`${app().url}/api/meetups/x/hide`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', cookie: cookieHeader },
        body: 'x',
      })
      expect(formPost.status).toBe(403)
      expect(await formPost.json()).toEqual({
        error: 'Missing x-graphql-csrf header',
        message: 'Missing x-graphql-csrf header',
        code: 'CSRF_REFUSED',
      })
      // /graphql alike: a simple (form-like) cookie POST is refused, with the header it goes on,
      // and without a cookie (a script's own call) it needs none.
      const post = (headers: Record<string, string>) =>
        fetch(`${app().url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: '{ viewer { id } }' }) })
      const simple = await post({ 'content-type': 'text/plain', cookie: cookieHeader })
      expect(simple.status).toBe(403)
      expect(await simple.json()).toEqual({
        error: 'Missing x-graphql-csrf header',
        message: 'Missing x-graphql-csrf header',
        code: 'CSRF_REFUSED',
      })
      const withHeader = await post({ 'content-type': 'text/plain', cookie: cookieHeader, 'x-graphql-csrf': '1' })
      expect(withHeader.status).not.toBe(403)
      const json = await post({ 'content-type': 'application/json', cookie: cookieHeader })
      expect(((await json.json()) as { data: { viewer: { id: string } } }).data.viewer.id).toEqual(expect.any(String))
      const noCookie = await post({ 'content-type': 'text/plain', authorization: 'Bearer anything' })
      expect(noCookie.status).not.toBe(403)
      const sameOrigin = await post({ 'content-type': 'text/plain', cookie: cookieHeader, origin: app().url })
      expect(sameOrigin.status).not.toBe(403)
    })

    it('serves the web app with the single-page fallback for every client route', async () => {
      for (const route of [
        '/',
        '/login',
        '/proximity/abc',
        '/join/xyz',
        '/meetup/1/manage',
        '/calendar',
        '/no-such-page',
      ]) {
        const response = await fetch(`${app().url}${route}`, { headers: { accept: 'text/html' } })
        expect(response.status, route).toBe(200)
        expect(await response.text(), route).toContain('Gather SPA')
      }
      const asset = await fetch(`${app().url}/assets/app-123.js`)
      expect(asset.headers.get('cache-control')).toContain('immutable')
      expect(asset.headers.get('content-type')).toContain('javascript')
      expect((await fetch(`${app().url}/assets/missing.js`)).status).toBe(404)
      expect((await fetch(`${app().url}/..%2f..%2f..%2fetc%2fpasswd`)).status).not.toBe(500)
      expect((await fetch(`${app().url}/%E0`, { headers: { accept: 'text/html' } })).status).toBe(200)
      expect((await fetch(`${app().url}/%E0`)).status).toBe(404)
      const zipped = await fetch(`${app().url}/api/health`, { headers: { 'accept-encoding': 'gzip' } })
      expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i)
      const unknownApi = await fetch(`${app().url}/api/nothing-here`)
      expect(unknownApi.status).toBe(404)
      expect(await unknownApi.json()).toMatchObject({ error: 'Not found' })
    })
  },
  { webDist },
)

describe('start-up', () => {
  it('applies pending migrations to an empty embedded database', async () => {
    const { startTestApp } = await import('../../tests/helpers/app.js')
    // Not from the suites' migrated template: a new DATA_DIR as a first start finds it. How long
    // that takes is measured by `npm run bench`.
    const app = await startTestApp({ database: 'pglite', template: false })
    try {
      const health = await (await fetch(`${app.url}/api/health`)).json()
      expect(health.database).toEqual({ ok: true, driver: 'pglite' })
      const migrations = (
        await readdir(path.resolve(import.meta.dirname, '../../prisma/migrations'), { withFileTypes: true })
      ).filter((d) => d.isDirectory())
      const applied = await prisma().$queryRaw<{ migration_name: string }[]>`
        SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL ORDER BY migration_name`
      expect(applied.map((row) => row.migration_name)).toEqual(migrations.map((d) => d.name).sort())
    } finally {
      await app.stop()
    }
  })
})

describeOnEachDatabase('GraphQL limits', (app) => {
  it('refuses a query whose nested pages would cost too much, with a clear message', async () => {
    const { cookieHeader } = await app().signIn()
    const ok = await graphql(
      app().url,
      '{ viewer { activeMeetups(first: 50) { edges { node { participants(first: 10) { edges { node { id } } } } } } } }',
      {},
      cookieHeader,
    )
    expect(ok.errors).toBeUndefined()
    const tooBig = await graphql(
      app().url,
      `{ viewer { activeMeetups(first: 100) { edges { node {
          participants(first: 100) { edges { node { meetup { participants(first: 100) { edges { node { id } } } } } } }
        } } } } }`,
      {},
      cookieHeader,
    )
    expect(tooBig.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^This operation costs \d+ points, more than the 1000 one operation may cost/),
      extensions: { code: 'COST_LIMIT' },
    })
  })
})
