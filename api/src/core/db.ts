// The Prisma client is a module singleton (one per process), opened by buildApp on either
// driver: embedded PGlite under DATA_DIR, or PostgreSQL at DATABASE_URL.
import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import type { ClientConfig } from 'pg'
import { PrismaPGlite } from 'pglite-prisma-adapter'
import { applyMigrations, pendingMigrations, type SqlRunner } from './db/migrate.js'
import { maintainPglite, startPgliteMaintenance } from './db/pglite-maintenance.js'
import { namedStatements, withPreparedQueries } from './db/pglite-statements.js'
import { PrismaClient } from './db/prisma.js'
import type { Statement } from './db/statement.js'
import { countStatements } from './db/statement-counter.js'
import { pgliteDirOf, pgliteStart, seedFromTemplate, sqlRunnerOf } from './db/template.js'
import { unreachable } from './db/unavailable.js'
import { InvalidCursorError } from './errors.js'
import { isUuid } from './lib/ids.js'
import type { Logger } from './logger.js'
import { cannotConnect, StartupError, targetOf } from './startup.js'
import { tracing } from './tracing.js'

export type DatabaseDriver = 'pglite' | 'postgres'

interface Database {
  prisma: PrismaClient
  driver: DatabaseDriver
  sql<Row>(statement: Statement): Promise<Row[]>
  /** Vacuums and analyses what is due now (PGlite; PostgreSQL's autovacuum does it by itself). */
  maintain(): Promise<string[]>
  close(): Promise<void>
}

let current: Database | undefined
// The database being opened: a second caller (the server starts opening it before loading the
// rest of the app) waits for the same one, or gets the same failure until closeDatabase().
let opening: Promise<Database> | undefined

export function prisma(): PrismaClient {
  if (!current) throw new Error('Database is not open: call openDatabase() first')
  return current.prisma
}

/**
 * Runs one statement on the driver under Prisma: a named prepared statement on the pg pool, or
 * PGlite's extended query. For the one statement so hot that Prisma's own cost (its client and
 * query compiler, about 0.7 ms even for $queryRaw) outweighs the database's. A connection lost
 * or refused is a DatabaseUnreachableError (503 at the edges, as through Prisma).
 */
export function sql<Row>(statement: Statement): Promise<Row[]> {
  if (!current) throw new Error('Database is not open: call openDatabase() first')
  const db = current
  return tracing()?.sql(statement.text, () => db.sql<Row>(statement)) ?? db.sql<Row>(statement)
}

export function databaseDriver(): DatabaseDriver | undefined {
  return current?.driver
}

/** Vacuums and analyses the embedded database's tables that are due now (none on PostgreSQL, whose autovacuum does it); returns them. */
export function maintainDatabase(): Promise<string[]> {
  if (!current) throw new Error('Database is not open: call openDatabase() first')
  return current.maintain()
}

interface OpenOptions {
  databaseUrl?: string
  /** PostgreSQL only: statements running longer are cancelled (DATABASE_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number
  /** PostgreSQL only: the most connections the pool opens (DATABASE_POOL_SIZE). */
  poolSize?: number
  /** Apply pending migrations (MIGRATE_ON_START, the default); false: refuse to open with any pending. */
  migrate?: boolean
  dataDir: string
  logger?: Logger
}

export function openDatabase(options: OpenOptions): Promise<Database> {
  if (current) return Promise.resolve(current)
  opening ??= (
    options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(pgliteDirOf(options.dataDir), options)
  ).then((db) => {
    current = db
    return db
  })
  return opening
}

/** Applies the pending migrations, or (migrate: false) refuses to go on while any are pending. */
async function migrateOrCheck(db: SqlRunner, migrate = true): Promise<void> {
  if (migrate) {
    await applyMigrations(db)
    return
  }
  const pending = await pendingMigrations(db)
  if (pending.length > 0) {
    throw new StartupError(
      `MIGRATE_ON_START=false and ${pending.length} migration(s) not applied (${pending[0]}…): run \`npm run db:migrate\` first`,
    )
  }
}

/** `npm run db:migrate`: applies the pending migrations to DATABASE_URL (or the embedded database in DATA_DIR) and returns their names. */
export async function migrateDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<string[]> {
  if (!options.databaseUrl) {
    const dir = pgliteDirOf(options.dataDir)
    await seedFromTemplate(dir)
    await mkdir(dir, { recursive: true })
    const pglite = new PGlite(dir, pgliteStart)
    try {
      return await applyMigrations(sqlRunnerOf(pglite))
    } finally {
      await pglite.close()
    }
  }
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: connectTimeoutMs })
  await client.connect().catch((error: unknown) => {
    throw cannotConnect('DATABASE_URL', targetOf(options.databaseUrl!, 5432), error)
  })
  try {
    return await applyMigrations(pgRunner(client))
  } finally {
    await client.end()
  }
}

function pgRunner(client: import('pg').Client): SqlRunner {
  return {
    exec: async (sql) => {
      await client.query(sql)
    },
    query: async (sql, params) => (await client.query(sql, params)).rows,
  }
}

/**
 * Two things a client can send that Prisma would fail on after the fact:
 * - a GraphQL selection of only `__typename` gives resolvers an empty `select`, which Prisma
 *   refuses (a mutation would fail after its write): such a read selects the id instead;
 * - a page cursor decoded from the client whose id is not a UUID (every id is one): refused as
 *   an invalid cursor instead of a database type error.
 */
function withNonEmptySelects(client: PrismaClient): PrismaClient {
  return client.$extends({
    query: {
      $allModels: {
        $allOperations({ args, query }) {
          const read = args as { select?: Record<string, unknown>; cursor?: { id?: unknown } } | undefined
          if (read?.select && Object.keys(read.select).length === 0) read.select = { id: true }
          if (read?.cursor && 'id' in read.cursor && !isUuid(read.cursor.id)) {
            throw new InvalidCursorError()
          }
          return query(args)
        },
      },
    },
  }) as unknown as PrismaClient
}

/**
 * Prisma compiles its query compiler's WebAssembly when it connects, synchronously (seconds on a
 * busy 2-core machine): done while the database opens, not in the first request, whose event loop
 * (and every other request's) it would hold.
 */
const compileQueries = (client: PrismaClient) => client.$connect()

export async function closeDatabase(): Promise<void> {
  const db = current ?? (await opening?.catch(() => undefined))
  current = undefined
  opening = undefined
  await db?.close()
}

// A database that answers nothing (a dropped network, a hung server) fails the request within
// about 5 s, as one that refuses does at once (503 at the edges):
/** A connection that is neither made nor refused within this time fails. */
const connectTimeoutMs = 4000
const defaultStatementTimeoutMs = 4000
/** How long after its statement timeout the server's answer is waited for before giving up. */
const answerGraceMs = 500
// pg's pool counts the wait for a free connection against its own connect timeout: a burst of
// reads (hundreds of streams reconnecting at once) must queue, not be told the database is down.
// The connection itself is bounded by connectTimeoutMs (BoundedClient below).
const poolWaitMs = 30_000

async function openPostgres(connectionString: string, options: OpenOptions): Promise<Database> {
  const statementTimeoutMs = options.statementTimeoutMs ?? defaultStatementTimeoutMs
  // Loaded only here: importing pg loads Node's fetch (undici, http2, tls) as a side effect, a
  // quarter of an embedded start's CPU for a driver it never uses.
  const [{ default: pg }, { PrismaPg }] = await Promise.all([import('pg'), import('@prisma/adapter-pg')])
  // The pool gives its clients its own options: a pool client connects within connectTimeoutMs.
  class BoundedClient extends pg.Client {
    constructor(config?: ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs })
    }
  }
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs })
  // A wrong or unreachable DATABASE_URL is named in one line (index.ts prints it and exits).
  await client.connect().catch((error: unknown) => {
    throw cannotConnect('DATABASE_URL', targetOf(connectionString, 5432), error)
  })
  try {
    await migrateOrCheck(pgRunner(client), options.migrate)
  } finally {
    await client.end()
  }
  // One pool for Prisma and the hot statement, so that together they stay within DATABASE_POOL_SIZE.
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: poolWaitMs,
    Client: BoundedClient,
    // The server cancels a statement that runs too long; the client stops waiting for a server
    // that does not even do that (stopped, or its network gone) and drops the connection.
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + answerGraceMs,
  })
  // An idle connection the server drops (a restart) is an error event: without a listener it
  // would end the process. The next query gets a new connection.
  pool.on('error', () => {})
  const prismaClient = withNonEmptySelects(
    new PrismaClient({ adapter: countStatements(new PrismaPg(pool), namedDriverError) }),
  )
  await compileQueries(prismaClient)
  return {
    prisma: prismaClient,
    driver: 'postgres',
    sql: async <Row>(statement: Statement) => {
      try {
        return (await pool.query(statement)).rows as Row[]
      } catch (error) {
        throw unreachable(error) ?? error
      }
    },
    maintain: async () => [],
    close: async () => {
      await prismaClient.$disconnect()
      await pool.end()
    },
  }
}

/**
 * Prisma passes the pg driver's own errors (a connection cut or timed out, an answer that never
 * came) on as they are: bare Errors, which the edges could not tell from a bug. Named here.
 */
const namedDriverError = (error: unknown) =>
  (error as Error | undefined)?.name === 'DriverAdapterError' ? error : (unreachable(error) ?? error)

async function openPglite(dir: string, { logger, migrate }: OpenOptions): Promise<Database> {
  await seedFromTemplate(dir)
  await mkdir(dir, { recursive: true })
  const pglite = new PGlite(dir, pgliteStart)
  await migrateOrCheck(sqlRunnerOf(pglite), migrate).catch(async (error: unknown) => {
    await pglite.close()
    throw error
  })
  // The adapter maps PostgreSQL's constraint errors (P2002…) as adapter-pg does.
  const adapter = new PrismaPGlite(withPreparedQueries(pglite))
  const prismaClient = withNonEmptySelects(new PrismaClient({ adapter: countStatements(adapter) }))
  await compileQueries(prismaClient)
  const stopMaintenance = startPgliteMaintenance(pglite, logger)
  return {
    prisma: prismaClient,
    driver: 'pglite',
    sql: namedStatements(pglite),
    maintain: () => maintainPglite(pglite),
    close: async () => {
      await stopMaintenance()
      await prismaClient.$disconnect()
      await pglite.close()
    },
  }
}
