// Compiles the server ahead of time: api/src and the packages it uses bundled into dist/server
// (ESM, with source maps). `npm start` runs it; `npm run dev` keeps tsx. Bundling the packages
// spares Node resolving and reading about 1,300 files at every start (an eighth of the warm
// start); those that read files of their own at run time stay imports from node_modules.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, 'dist', 'server')

/**
 * Packages left as imports: PGlite and Prisma's client runtime load their WebAssembly beside
 * their code (the generated client itself is bundled), BullMQ its Lua scripts, pino its transports' workers; ioredis is BullMQ's
 * own (one copy of it); the mails' React renders through its own entry points; the rest are
 * optional peers that may be missing.
 */
const unbundled = [
  '@electric-sql/pglite',
  '@prisma/client',
  'pino',
  'bullmq',
  'ioredis',
  'react',
  'react-dom',
  '@react-email/*',
  'pg-native',
  'bufferutil',
  'utf-8-validate',
]

/** Builds into a new directory and then swaps it in, so that a server starting meanwhile (or a
 * concurrent build) never sees half the files. */
export async function buildServer() {
  const { build } = await import('esbuild')
  const building = `${out}.building-${process.pid}`
  await build({
    absWorkingDir: root,
    // dist/server/index.js, the file `npm start` runs, and migrate.js, `npm run db:migrate`'s.
    entryPoints: { index: 'api/src/main.ts', migrate: 'api/src/migrate.ts' },
    outdir: building,
    // The app is loaded after the database starts opening (main.ts), and the Redis libraries
    // only when REDIS_URL is set: chunks of their own.
    splitting: true,
    chunkNames: '[name]-[hash]',
    bundle: true,
    external: unbundled,
    // Bundled CommonJS packages call require() (Node's built-ins, optional peers): an ES module has none.
    banner: {
      js: "import { createRequire as gatherRequire } from 'node:module'; const require = gatherRequire(import.meta.url);",
    },
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    logLevel: 'warning',
  })
  const old = `${out}.old-${process.pid}`
  // Another build may swap its copy in between our two renames: move that aside and try again.
  for (let attempt = 1; ; attempt++) {
    await rename(out, old).catch(() => {})
    try {
      await rename(building, out)
      break
    } catch (error) {
      if (attempt === 3) throw error
    } finally {
      await rm(old, { recursive: true, force: true })
    }
  }
}

function newest(target) {
  if (!existsSync(target)) return 0
  const info = statSync(target)
  if (!info.isDirectory()) return info.mtimeMs
  return Math.max(0, ...readdirSync(target).map((entry) => newest(path.join(target, entry))))
}

/** Compiles the server if dist/server is missing or older than its sources, its packages or this build; true if it did. */
export async function ensureServerBuilt() {
  const sources = Math.max(
    newest(path.join(root, 'api', 'src')),
    newest(path.join(root, 'package.json')),
    // The bundle holds the installed packages' code too.
    newest(path.join(root, 'package-lock.json')),
    newest(import.meta.filename),
  )
  if (newest(path.join(out, 'index.js')) >= sources) return false
  await buildServer()
  return true
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer()
