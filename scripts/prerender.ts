// After `vite build`: renders the visitor pages (landing, login, signup, privacy, terms) to
// static HTML inside the built index.html, written to web/dist/prerendered/, with a map of
// path → file that the server reads. The server sends them to requests without a session.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'

const web = path.resolve(import.meta.dirname, '../web')
const dist = path.join(web, 'dist')
const ssrOut = path.join(web, '.prerender')

await build({
  configFile: path.join(web, 'vite.config.ts'),
  logLevel: 'warn',
  // Bundled whole: some libraries are CommonJS whose named exports Node cannot see.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/prerender.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: { output: { manualChunks: undefined } },
  },
})

const entry = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href)
const { pages, render } = entry as { pages: Record<string, string>; render(path: string): Promise<string> }
// Without the shell's preloads of a previous run (this script may run again on the same build).
const shell = (await readFile(path.join(dist, 'index.html'), 'utf8')).replace(
  /\s*<!-- preloads -->[\s\S]*?<!-- \/preloads -->/,
  '',
)
const root = '<div id="root">'
if (!shell.includes(root)) throw new Error('index.html has no <div id="root">')

await mkdir(path.join(dist, 'prerendered'), { recursive: true })
const written = new Map<string, string>()
for (const [pathname, name] of Object.entries(pages)) {
  if (written.has(name)) continue
  // Form controls wait for the app: the page is replaced once its code runs, and anything typed
  // into the static copy before then would be lost.
  const html = (await render(pathname)).replace(/<(input|button|textarea|select)\b/g, '<$1 disabled')
  // The shell's own placeholder (a spinner) is replaced by the page.
  const page = shell.replace(
    /<div id="root">[\s\S]*?<\/div>\s*<!-- \/root -->/,
    `<div id="root" data-prerendered="${name}">${html}</div>`,
  )
  if (page === shell) throw new Error('index.html has no <!-- /root --> marker after the root element')
  await writeFile(path.join(dist, 'prerendered', `${name}.html`), page)
  written.set(name, `${name}.html`)
  console.log(`prerendered ${pathname} → prerendered/${name}.html (${(html.length / 1024).toFixed(1)} KB)`)
}
await writeFile(
  path.join(dist, 'prerendered', 'pages.json'),
  JSON.stringify(Object.fromEntries(Object.entries(pages).map(([p, name]) => [p, `${name}.html`])), null, 2),
)

// The shell (index.html) is what signed-in people get, and visitors opening a gather's link: both
// need Relay and the signed-in table, so the shell preloads them beside its entry instead of after
// it. The visitor pages above stay without them.
type Manifest = Record<string, { file: string; name?: string; src?: string; imports?: string[]; css?: string[] }>
const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest
const files = new Set<string>()
const collect = (key: string) => {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) collect(imported)
}
const wanted = ['signed-in', 'proximity-route', 'RelayScope']
for (const [key, chunk] of Object.entries(manifest)) if (wanted.includes(chunk.name ?? '')) collect(key)
for (const imported of manifest['index.html']?.imports ?? []) files.delete(manifest[imported]?.file ?? '')
files.delete(manifest['index.html']?.file ?? '')
const links = (scripts: Iterable<string>, styles: Iterable<string> = []) =>
  [
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    // Vite's loader then adds these as stylesheets (crossorigin too), from the cache.
    ...[...styles].map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ].join('\n    ')
const shellWith = (preloads: string) =>
  shell.replace('</head>', `  <!-- preloads -->\n    ${preloads}\n    <!-- /preloads -->\n  </head>`)
await writeFile(path.join(dist, 'index.html'), shellWith(links(files)))
console.log(`the shell preloads ${files.size} chunks of the signed-in screens`)

// A gather's page (/proximity/:id, /join/:link) is the one screen opened from links in messages:
// its shell also preloads that screen's code and styles, which would otherwise wait for the route's
// code to ask for them. The other screens' shell stays without them.
const shellEntry = manifest['index.html']
const inShell = new Set([...files, shellEntry?.file, ...(shellEntry?.imports ?? []).map((key) => manifest[key]?.file)])
const gatherFiles = new Set<string>()
const gatherStyles = new Set<string>()
const collectGather = (key: string) => {
  const chunk = manifest[key]
  if (!chunk || gatherFiles.has(chunk.file) || inShell.has(chunk.file)) return
  gatherFiles.add(chunk.file)
  for (const css of chunk.css ?? []) gatherStyles.add(css)
  for (const imported of chunk.imports ?? []) collectGather(imported)
}
for (const [key, chunk] of Object.entries(manifest)) if (chunk.name === 'ProximityScreen') collectGather(key)
for (const css of shellEntry?.css ?? []) gatherStyles.delete(css)
await writeFile(
  path.join(dist, 'prerendered', 'gather-shell.html'),
  shellWith(links([...files, ...gatherFiles], gatherStyles)),
)
console.log(`a gather's shell preloads ${gatherFiles.size} more chunks and ${gatherStyles.size} stylesheets`)

await rm(ssrOut, { recursive: true, force: true })
// Vite's build and the bundled app leave handles open (timers, watchers): the work is done.
process.exit(0)
