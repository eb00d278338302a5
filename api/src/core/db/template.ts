// A fresh embedded database starts as a copy of a migrated one made at build time
// (dist/pglite-template), so that neither initdb (seconds in WebAssembly) nor the migrations run
// at start-up. The copy is used only if it was made by the installed PGlite from the migrations
// as they are now; migrations newer than it still run afterwards, as on any existing database.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { atRoot } from '../paths.js'
import { applyMigrations, migrationsDir, type SqlRunner } from './migrate.js'

/** Where the embedded cluster lives inside DATA_DIR. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite')

export function sqlRunnerOf(pglite: PGlite): SqlRunner {
  return {
    exec: async (sql) => {
      await pglite.exec(sql)
    },
    query: async <T>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows,
  }
}

export const pgliteTemplateDir = atRoot('dist', 'pglite-template')

interface Manifest {
  pglite: string
  /** migration name → sha256 of its migration.sql */
  migrations: Record<string, string>
}

async function pgliteVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite') // …/pglite/dist/index.cjs
  const pkg = JSON.parse(await readFile(path.join(entry, '../../package.json'), 'utf8')) as { version: string }
  return pkg.version
}

const checksum = async (name: string) =>
  createHash('sha256')
    .update(await readFile(path.join(migrationsDir, name, 'migration.sql'), 'utf8'))
    .digest('hex')

/** Whether `templateDir` holds a template made by the installed PGlite from the migrations as they are now. */
export async function usable(templateDir = pgliteTemplateDir): Promise<boolean> {
  const manifest = await readFile(path.join(templateDir, 'manifest.json'), 'utf8')
    .then((text) => JSON.parse(text) as Manifest)
    .catch(() => undefined)
  if (!manifest || manifest.pglite !== (await pgliteVersion())) return false
  for (const [name, sum] of Object.entries(manifest.migrations)) {
    if ((await checksum(name).catch(() => undefined)) !== sum) return false
  }
  return true
}

/**
 * Fills `dir` (a PGlite data directory) from the template when `dir` holds no database yet and
 * the template is usable; returns whether it did. The copy lands under a temporary name first,
 * so an interrupted start never leaves half a database behind.
 */
export async function seedFromTemplate(dir: string, templateDir = pgliteTemplateDir): Promise<boolean> {
  if (await stat(path.join(dir, 'PG_VERSION')).catch(() => undefined)) return false
  if ((await readdir(dir).catch(() => [])).length > 0) return false
  if (!(await usable(templateDir))) return false
  const partial = `${dir}.partial-${process.pid}`
  const source = path.join(templateDir, 'pgdata')
  await mkdir(path.dirname(dir), { recursive: true })
  await rm(partial, { recursive: true, force: true })
  // coreutils copies in a process of its own, while this one goes on loading the app; Node's
  // fs.cp walks the thousand files on this thread, several times slower.
  if (process.platform === 'win32') await cp(source, partial, { recursive: true })
  else await promisify(execFile)('cp', ['-R', source, partial])
  await rm(dir, { recursive: true, force: true })
  await rename(partial, dir)
  return true
}

/**
 * How the embedded database starts: 16 MB of shared buffers instead of initdb's 128 MB. PGlite
 * allocates and clears them in WebAssembly memory at every open (about 0.8 s of CPU and 100 MB of
 * RSS for 128 MB); the embedded mode's data fits, and the operating system still caches the files.
 */
export const pgliteStart = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] }

/** Build time: a migrated database and its manifest in `templateDir`, replacing what was there. */
export async function createPgliteTemplate(templateDir = pgliteTemplateDir): Promise<string[]> {
  const building = `${templateDir}.building-${process.pid}`
  await rm(building, { recursive: true, force: true })
  await mkdir(building, { recursive: true })
  // 1 MB WAL segments instead of 16: a new database has one, and every fresh start copies it.
  const db = new PGlite(path.join(building, 'pgdata'), { ...pgliteStart, initDbStartParams: ['--wal-segsize=1'] })
  let applied: string[]
  try {
    applied = await applyMigrations({
      exec: async (sql) => {
        await db.exec(sql)
      },
      query: async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
    })
  } finally {
    await db.close()
  }
  const migrations: Record<string, string> = {}
  for (const name of applied) migrations[name] = await checksum(name)
  const manifest: Manifest = { pglite: await pgliteVersion(), migrations }
  await writeFile(path.join(building, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  // Another build may have swapped its copy in meanwhile (builds start in parallel): replace it.
  for (let attempt = 1; ; attempt++) {
    await rm(templateDir, { recursive: true, force: true })
    try {
      await rename(building, templateDir)
      return applied
    } catch (error) {
      if (attempt === 3) throw error
    }
  }
}
