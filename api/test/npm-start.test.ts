// The server as `npm start` runs it (prestart, then the compiled server in dist/server) on a new
// DATA_DIR: what the compiled code finds next to its sources (migrations, the web app, package.json,
// the mail templates) is there, and the new embedded database starts from the build's template.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rest } from '../../tests/helpers/http.js'
import { type Instance, startInstance } from '../../tests/helpers/instances.js'
import { lastLinkTo, waitForMail } from '../../tests/helpers/mail.js'
import ViewerQuery from '../../web/src/__generated__/viewerQuery.graphql.js'
import { migrationsDir } from '../src/core/db/migrate.js'
import { closeDatabase, openDatabase, prisma } from '../src/core/db.js'

describe('npm start on a new DATA_DIR', () => {
  let dataDir: string
  let server: Instance
  let startedAt: Date

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-npm-start-'))
    startedAt = new Date()
    server = await startInstance({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '' })
  })

  afterAll(async () => {
    await server?.stop()
    await closeDatabase()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('is healthy on the embedded database and reports the version of package.json', async () => {
    const health = await rest(server.url, 'GET', '/api/health')
    expect(health.status).toBe(200)
    expect(health.body).toMatchObject({ status: 'ok', database: { ok: true, driver: 'pglite' }, jobs: 'in-process' })
    const pkg = JSON.parse(await readFile(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'))
    expect((await rest(server.url, 'GET', '/version.json')).body).toEqual({
      version: pkg.version,
      releaseDate: pkg.gather.releaseDate,
      build: JSON.parse(await readFile(path.resolve(import.meta.dirname, '../../web/dist/build.json'), 'utf8')).build,
    })
  })

  it('serves the built web app (the landing page prerendered for a visitor)', async () => {
    const page = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<div id="root" data-prerendered="landing">')
    expect(html).toMatch(/src="\/assets\/index-[\w-]+\.js"/)
  })

  it("runs the web app's persisted documents by id (the build's web/persisted-documents.json)", async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ documentId: ViewerQuery.params.id, variables: {} }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ data: { viewer: null, authProviders: expect.any(Object) } })
  })

  it('mails a sign-up its verification link, rendered from the templates', async () => {
    const email = `npm-start-${Date.now()}@example.com`
    const signup = await rest(server.url, 'POST', '/api/auth/signup', { body: { email, password: 'Sunny-day42' } })
    expect(signup.status).toBe(201)
    const [mail] = await waitForMail(dataDir, email)
    expect(mail?.body).toContain('<html')
    expect(await lastLinkTo(dataDir, email)).toContain('/verify-email?token=')
  })

  it('started its database from the build-time template, with every migration recorded', async () => {
    await server.stop()
    await openDatabase({ dataDir })
    const rows = await prisma().$queryRaw<{ migration_name: string; finished_at: Date }[]>`
      SELECT migration_name, finished_at FROM "_prisma_migrations" ORDER BY migration_name`
    const migrations = (await readdir(migrationsDir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
    expect(rows.map((row) => row.migration_name)).toEqual(migrations)
    // Recorded when the template was made, before this server started: none ran at start-up.
    for (const row of rows) expect(row.finished_at.getTime()).toBeLessThan(startedAt.getTime())
  })
})
