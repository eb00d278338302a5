// Runs after `npm install` and before `npm start`: generates the Prisma client, compiles the
// server, makes the migrated database template and builds the web app when they are missing or
// older than their sources, so that `npm start` serves at once.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { ensureServerBuilt } from './build-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const at = (...p) => path.join(root, ...p)

function newest(target) {
  if (!existsSync(target)) return 0
  const info = statSync(target)
  if (!info.isDirectory()) return info.mtimeMs
  let latest = 0
  for (const entry of readdirSync(target)) {
    if (entry === '__generated__' || entry === 'node_modules') continue
    latest = Math.max(latest, newest(path.join(target, entry)))
  }
  return latest
}

const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' })

// Before `npm start`: a lockfile changed since the last install (a pull, a checkout) means the
// installed tools may be other versions than the build expects; say so rather than fail deep in them.
if (
  process.argv.includes('--start') &&
  newest(at('package-lock.json')) > newest(at('node_modules', '.package-lock.json'))
) {
  console.error('The dependencies changed since the last install: run `npm install`, then `npm start`.')
  process.exit(1)
}

const client = at('api', 'generated', 'prisma', 'client.ts')
const pothosTypes = at('api', 'generated', 'pothos-types.ts')
const schemaMtime = newest(at('prisma', 'schema.prisma'))
if (newest(client) < schemaMtime || newest(pothosTypes) < schemaMtime) {
  console.log('Generating the Prisma client…')
  run('npx prisma generate')
}

if (await ensureServerBuilt()) console.log('Compiled the server into dist/server')

const template = at('dist', 'pglite-template', 'manifest.json')
const pglite = at('node_modules', '@electric-sql', 'pglite', 'package.json')
if (newest(template) < Math.max(newest(at('prisma', 'migrations')), newest(pglite))) {
  console.log('Making the embedded database template…')
  run('node --import tsx scripts/pglite-template.ts')
}

const webIndex = at('web', 'dist', 'index.html')
const webSources = Math.max(
  newest(at('web', 'src')),
  newest(at('web', 'index.html')),
  newest(at('web', 'public')),
  newest(at('schema.graphql')),
)
// The web app's persisted documents (read by the server) are written with it.
const documentsMissing = !existsSync(at('web', 'persisted-documents.json'))
if (existsSync(at('web', 'index.html')) && (newest(webIndex) < webSources || documentsMissing)) {
  console.log('Building the web app…')
  // A start from a test run (NODE_ENV=test) still builds the production bundle, not React's development one.
  execSync('npm run build:web', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
}
