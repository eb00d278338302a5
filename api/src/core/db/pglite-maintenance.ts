// PGlite runs PostgreSQL as a standalone backend, without the autovacuum launcher: its tables
// would never be analysed (the planner then guesses, and read a person's 500 gatherings to find
// one) nor vacuumed. This does what autovacuum does, with its default thresholds, once a minute.
import type { PGlite } from '@electric-sql/pglite'
import type { Logger } from '../logger.js'

/** How often the tables are looked at (autovacuum_naptime). */
const maintenanceEveryMs = 60_000

// autovacuum_vacuum_threshold 50 + scale factor 0.2; autovacuum_analyze_threshold 50 + 0.1.
const dueStatement = `
SELECT quote_ident(s.schemaname) || '.' || quote_ident(s.relname) AS "table",
       s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) AS "vacuum"
  FROM pg_stat_user_tables AS s JOIN pg_class AS c ON c.oid = s.relid
 WHERE s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
    OR s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)`

/** Vacuums and analyses the tables that are due; returns them. */
export async function maintainPglite(pglite: PGlite): Promise<string[]> {
  const { rows } = await pglite.query<{ table: string; vacuum: boolean }>(dueStatement)
  for (const { table, vacuum } of rows) await pglite.exec(`${vacuum ? 'VACUUM (ANALYZE)' : 'ANALYZE'} ${table}`)
  return rows.map((row) => row.table)
}

/** Maintains the database once a minute until the returned stop (which waits for a pass underway). */
export function startPgliteMaintenance(pglite: PGlite, logger?: Logger) {
  let pass: Promise<unknown> | undefined
  const timer = setInterval(() => {
    pass ??= maintainPglite(pglite)
      .catch((error: unknown) => logger?.warn({ err: error }, 'embedded database maintenance failed'))
      .finally(() => {
        pass = undefined
      })
  }, maintenanceEveryMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await pass
  }
}
