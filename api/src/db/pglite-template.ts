// A migrated PGlite cluster to copy from: creating a cluster is the slow part of opening PGlite
// (seconds), so a fresh data directory can start as a copy of a template built once.
import { cp, rm } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { applyMigrations, type SqlRunner } from './migrate.js'

/** Where the cluster lives inside DATA_DIR. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite')

export function sqlRunnerOf(pglite: PGlite): SqlRunner {
  return {
    exec: async (sql) => {
      await pglite.exec(sql)
    },
    query: async <T>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows,
  }
}

/** Creates a migrated cluster in `dir` (replacing what was there) and closes it. */
export async function buildPgliteTemplate(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true })
  const pglite = new PGlite(dir)
  await applyMigrations(sqlRunnerOf(pglite))
  await pglite.close()
}

/** Starts DATA_DIR's cluster as a copy of the template; opening it applies any newer migration. */
export async function copyPgliteTemplate(template: string, dataDir: string): Promise<void> {
  await cp(template, pgliteDirOf(dataDir), { recursive: true, errorOnExist: true, force: false })
}
