// Applies prisma/migrations/*/migration.sql that are not yet applied, recording them in
// _prisma_migrations exactly as Prisma Migrate does, so `prisma migrate status/deploy` agree.
// Used at start-up (MIGRATE_ON_START) and by `npm run db:migrate`, for both PGlite and
// PostgreSQL; an advisory lock keeps concurrent instances from applying the same migration twice.
import { createHash, randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { atRoot } from '../paths.js'

export interface SqlRunner {
  exec(sql: string): Promise<void>
  query<T>(sql: string, params?: unknown[]): Promise<T[]>
}

export const migrationsDir = atRoot('prisma', 'migrations')
const lockKey = 7_261_118 // arbitrary, constant: "gather migrations"

const createTable = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`

async function migrationNames(): Promise<string[]> {
  return (await readdir(migrationsDir, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
}

const appliedQuery =
  'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL'

/** The migrations not yet applied, without applying any (every one when the database is empty). */
export async function pendingMigrations(db: SqlRunner): Promise<string[]> {
  const [table] = await db.query<{ found: string | null }>(`SELECT to_regclass('"_prisma_migrations"') AS found`)
  const done = table?.found ? await db.query<{ migration_name: string }>(appliedQuery) : []
  const applied = new Set(done.map((r) => r.migration_name))
  return (await migrationNames()).filter((name) => !applied.has(name))
}

export async function applyMigrations(db: SqlRunner): Promise<string[]> {
  const names = await migrationNames()
  await db.query('SELECT pg_advisory_lock($1)', [lockKey])
  try {
    await db.exec(createTable)
    const done = await db.query<{ migration_name: string }>(appliedQuery)
    const applied = new Set(done.map((r) => r.migration_name))
    const ran: string[] = []
    for (const name of names) {
      if (applied.has(name)) continue
      const sql = await readFile(path.join(migrationsDir, name, 'migration.sql'), 'utf8')
      const checksum = createHash('sha256').update(sql).digest('hex')
      await db.exec(`BEGIN;\n${sql}\n;COMMIT;`).catch(async (error: unknown) => {
        await db.exec('ROLLBACK').catch(() => {})
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`)
      })
      await db.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
         VALUES ($1, $2, now(), $3, 1)`,
        [randomUUID(), checksum, name],
      )
      ran.push(name)
    }
    return ran
  } finally {
    await db.query('SELECT pg_advisory_unlock($1)', [lockKey])
  }
}
