// The web app's files as the server sends them: types (MapLibre's .mjs worker must be
// JavaScript, or the browser refuses it under nosniff), precompressed copies, validators, and
// the single-page fallback for HTML navigations only.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { serveWeb } from '../src/edge/http/static.js'

const dist = await mkdtemp(path.join(os.tmpdir(), 'gather-static-'))
await mkdir(path.join(dist, 'assets'))
await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Gather</title><div id="root"></div>')
await writeFile(path.join(dist, 'assets', 'maplibre-gl-worker-abc.mjs'), 'self.onmessage = () => {}')
await writeFile(path.join(dist, 'assets', 'index-abc.js'), 'console.log("app")')
await writeFile(path.join(dist, 'assets', 'index-abc.js.gz'), gzipSync('console.log("app")'))
await writeFile(path.join(dist, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')

const html = { accept: 'text/html,application/xhtml+xml' }

describe('serving the built web app', () => {
  const web = serveWeb(dist, {
    renderHtml: (pathname, page) => page.replace('<title>Gather</title>', `<title>Gather ${pathname}</title>`),
  })

  it('sends .mjs workers and scripts as JavaScript, hashed assets cached for a year', async () => {
    const worker = await web.request('/assets/maplibre-gl-worker-abc.mjs')
    expect(worker.status).toBe(200)
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(worker.headers.get('cache-control')).toContain('immutable')
    expect((await web.request('/icon.svg')).headers.get('content-type')).toMatch(/^image\/svg\+xml/)
  })

  it('sends the gzip copy to a client that accepts it, and the plain file to others', async () => {
    const zipped = await web.request('/assets/index-abc.js', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i)
    const plain = await web.request('/assets/index-abc.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe('console.log("app")')
  })

  it('answers 304 to a matching ETag', async () => {
    const first = await web.request('/assets/index-abc.js')
    const tag = first.headers.get('etag')
    expect(tag).toBeTruthy()
    const again = await web.request('/assets/index-abc.js', { headers: { 'if-none-match': tag ?? '' } })
    expect(again.status).toBe(304)
    const page = await web.request('/calendar', { headers: html })
    const pageTag = page.headers.get('etag')
    expect(pageTag).toBeTruthy()
    expect((await web.request('/calendar', { headers: { ...html, 'if-none-match': pageTag ?? '' } })).status).toBe(304)
  })

  it('answers index.html, through renderHtml, to HTML navigations and to any type (curl)', async () => {
    const page = await web.request('/join/abc123', { headers: html })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.headers.get('cache-control')).toBe('no-cache')
    expect(await page.text()).toContain('<title>Gather /join/abc123</title>')
    expect(await (await web.request('/', { headers: html })).text()).toContain('<title>Gather /</title>')
    const curl = await web.request('/', { headers: { accept: '*/*' } })
    expect(curl.status).toBe(200)
    expect(await curl.text()).toContain('<title>Gather /</title>')
    expect((await web.request('/join/abc123', { headers: { accept: 'application/json' } })).status).toBe(404)
    expect((await web.request('/join/abc123')).status).toBe(404)
  })

  it('answers 404, never index.html, for a missing asset', async () => {
    for (const missing of ['/assets/gone-123.js', '/assets/maplibre-gl-worker-old.mjs', '/favicon.ico']) {
      const response = await web.request(missing, { headers: html })
      expect(response.status, missing).toBe(404)
    }
  })

  it('never fails on an undecodable or traversing path', async () => {
    for (const bad of ['/%E0', '/assets/%E0.js', '/..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2findex.html', '/%00']) {
      const response = await web.request(bad, { headers: html })
      expect(response.status, bad).toBeLessThan(500)
      expect(await response.text()).not.toContain('root:')
    }
  })

  it('says the app is not built yet when index.html is missing', async () => {
    const empty = serveWeb(await mkdtemp(path.join(os.tmpdir(), 'gather-empty-')))
    const response = await empty.request('/', { headers: html })
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('not built yet')
  })

  it("sends a gather's page the shell that also preloads its screen, when the build has one", async () => {
    const built = await mkdtemp(path.join(os.tmpdir(), 'gather-shells-'))
    await mkdir(path.join(built, 'prerendered'))
    await writeFile(path.join(built, 'index.html'), '<!doctype html><title>Gather</title><p>plain shell')
    await writeFile(
      path.join(built, 'prerendered', 'gather-shell.html'),
      '<!doctype html><title>Gather</title><p>gather shell',
    )
    const withShells = serveWeb(built, { renderHtml: (pathname, page) => `${page} for ${pathname}` })
    const page = async (pathname: string) => (await withShells.request(pathname, { headers: html })).text()
    expect(await page('/proximity/abc')).toContain('gather shell for /proximity/abc')
    expect(await page('/join/xyz/')).toContain('gather shell for /join/xyz/')
    for (const other of ['/', '/calendar', '/meetup/abc/manage', '/proximity/abc/more']) {
      expect(await page(other), other).toContain(`plain shell for ${other}`)
    }
    // The shell above has none: gather pages get the plain one.
    expect(await (await web.request('/proximity/abc', { headers: html })).text()).toContain(
      '<title>Gather /proximity/abc</title>',
    )
  })
})
