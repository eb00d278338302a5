// Serves the built web app. Files come from @hono/node-server's serveStatic (content types from
// Hono's table, .mjs workers included; the .br/.gz copies Vite wrote when the client accepts them;
// a bad or traversing path is a plain miss, never a 500), with ETags and long caching for hashed
// assets. The single-page fallback answers index.html only to HTML navigations of app routes: a
// missing asset, a path the server owns (/api, /metrics), or anything not asking for HTML is a 404. renderHtml lets a caller change the page per path
// (for example, link previews of a join link).
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono, type Next } from 'hono'
import { etag } from 'hono/etag'

export interface ServeWebOptions {
  /** Rewrites index.html for one navigation; `path` is the request's pathname. */
  renderHtml?(path: string, html: string): string | Promise<string>
  /** Whether the request comes from a visitor (no session): they get the prerendered pages. */
  isVisitor?(c: Context): boolean
  /**
   * Paths the server owns (exactly, or as a prefix followed by `/`): never app routes, so the
   * fallback leaves them a 404 even for a browser, instead of a page that looks like success.
   */
  serverPaths?: string[]
}

const notBuilt = `<!doctype html><meta charset="utf-8"><title>Gather</title>
<p>The web app is not built yet. Run <code>npm run build</code>, then reload.</p>`

const immutable = 'public, max-age=31536000, immutable'

/** A validator from the file's size and time: cheap, and distinct per encoding (.br, .gz). */
async function fileEtag(file: string) {
  const info = await stat(file).catch(() => null)
  return info ? `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"` : null
}

const gatherPath = /^\/(?:proximity|join)\/[^/]+\/?$/

/** A path that does not decode (`/%E0`) names no screen of the app. */
function decodes(url: string) {
  try {
    decodeURIComponent(new URL(url).pathname)
    return true
  } catch {
    return false
  }
}

/**
 * A browser's navigation, or anything that takes any type (curl's `*\/*`, checking the server is
 * up) at a path that decodes: `/%E0` names no screen, which only a browser is shown.
 */
function wantsHtml(c: Context) {
  const accept = c.req.header('accept') ?? ''
  return accept.includes('text/html') || (accept.includes('*/*') && decodes(c.req.url))
}

const ownedBy = (paths: string[]) => (pathname: string) =>
  paths.some((p) => pathname === p || pathname.startsWith(`${p}/`))

export function serveWeb(distDir: string, options: ServeWebOptions = {}) {
  const web = new Hono()
  const serverOwned = ownedBy(options.serverPaths ?? [])
  // serveStatic tells which file (or .br/.gz copy) it sent; its headers are added afterwards.
  const sent = new WeakMap<Context, string>()
  const serve = serveStatic({ root: distDir, precompressed: true, onFound: (file, c) => void sent.set(c, file) })
  const files = (cacheControl: string) => async (c: Context, next: Next) => {
    const response = await serve(c, next)
    const file = sent.get(c)
    if (file) {
      c.res.headers.set('cache-control', cacheControl)
      const tag = await fileEtag(file)
      if (tag) c.res.headers.set('etag', tag)
    }
    return response
  }

  let index: Promise<string | null> | undefined
  const readIndex = () => readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => null)
  // A gather's page gets the shell that also preloads its screen (scripts/prerender.ts); a build
  // without it serves the plain shell.
  let gatherShell: Promise<string | null> | undefined
  const readGatherShell = () =>
    readFile(path.join(distDir, 'prerendered', 'gather-shell.html'), 'utf8').catch(() => null)
  // The visitor pages rendered at build time (scripts/prerender.ts): path → file, read once.
  const prerendered = new Map<string, Promise<string | null>>()
  let pages: Promise<Record<string, string>> | undefined
  const prerenderedPage = async (pathname: string) => {
    pages ??= readFile(path.join(distDir, 'prerendered', 'pages.json'), 'utf8')
      .then((text) => JSON.parse(text) as Record<string, string>)
      .catch(() => ({}))
    const file = (await pages)[pathname]
    if (!file) return null
    if (!prerendered.has(file)) {
      prerendered.set(
        file,
        readFile(path.join(distDir, 'prerendered', file), 'utf8').catch(() => null),
      )
    }
    return prerendered.get(file) ?? null
  }

  web.use('*', etag())
  web.get('/assets/*', files(immutable), (c) => c.text('Not Found', 404))
  web.get('*', async (c, next) => {
    // index.html is only ever the fallback below, so that every navigation goes through renderHtml.
    if (c.req.path === '/' || c.req.path === '/index.html') return next()
    return files('no-cache')(c, next)
  })
  web.get('*', async (c) => {
    const last = c.req.path.split('/').pop() ?? ''
    if (last.includes('.') && last !== 'index.html') return c.text('Not Found', 404)
    if (!wantsHtml(c) || serverOwned(c.req.path)) return c.text('Not Found', 404)
    // Read once; a missing build is retried on the next request (it may be building right now).
    index ??= readIndex()
    const html = await index
    if (html === null) {
      index = undefined
      return c.html(notBuilt, 503)
    }
    const visitorPage = options.isVisitor?.(c) ? await prerenderedPage(c.req.path) : null
    let shell = html
    if (gatherPath.test(c.req.path)) {
      gatherShell ??= readGatherShell()
      const read = await gatherShell
      if (read === null) gatherShell = undefined
      shell = read ?? html
    }
    const chosen = visitorPage ?? shell
    const page = options.renderHtml ? await options.renderHtml(c.req.path, chosen) : chosen
    return c.html(page, 200, { 'cache-control': 'no-cache' })
  })
  return web
}
