// Serves the built web app, with the single-page fallback: any GET that is not an API path and
// not a file answers index.html, and the client router shows the landing, a screen or its 404.
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Context as HonoContext } from 'hono'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  // MapLibre's worker is an ES module file; a worker script needs a JavaScript type to start.
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
}

const notBuilt = `<!doctype html><meta charset="utf-8"><title>Gather</title>
<p>The web app is not built yet. Run <code>npm run build</code>, then reload.</p>`

export function serveWeb(distDir: string) {
  const cache = new Map<string, { body: Uint8Array; type: string }>()

  const load = async (file: string) => {
    const hit = cache.get(file)
    if (hit) return hit
    const info = await stat(file).catch(() => null)
    if (!info?.isFile()) return null
    const entry = {
      body: new Uint8Array(await readFile(file)),
      type: types[path.extname(file)] ?? 'application/octet-stream',
    }
    cache.set(file, entry)
    return entry
  }

  return async (c: HonoContext) => {
    const urlPath = decodeURIComponent(new URL(c.req.url).pathname)
    const file = path.resolve(distDir, `.${path.posix.normalize(urlPath)}`)
    const asset = file.startsWith(distDir + path.sep) ? await load(file) : null
    if (asset) {
      const immutable = urlPath.startsWith('/assets/')
      return c.body(asset.body as Uint8Array<ArrayBuffer>, 200, {
        'content-type': asset.type,
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      })
    }
    if (path.extname(urlPath) && urlPath !== '/') return c.text('Not Found', 404)
    const index = await load(path.join(distDir, 'index.html'))
    if (!index) return c.html(notBuilt, 503)
    return c.body(index.body as Uint8Array<ArrayBuffer>, 200, {
      'content-type': index.type,
      'cache-control': 'no-cache',
    })
  }
}
