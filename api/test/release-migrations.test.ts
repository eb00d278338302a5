// Migrations as a release step: `npm run db:migrate` applies them to a PostgreSQL database, and an
// instance started with MIGRATE_ON_START=false refuses a database with migrations pending (exit
// 69, one line) and serves once they are applied. Spawned as npm runs them.
import { execFile } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startArguments } from '../../scripts/start-command.js'
import { spawnServer, startInstance } from '../../tests/helpers/instances.js'
import { postgresAdminUrl, postgresAvailable } from '../../tests/helpers/services.js'

const root = path.resolve(import.meta.dirname, '../..')
const migrations = readdirSync(path.join(root, 'prisma', 'migrations'), { withFileTypes: true }).filter((d) =>
  d.isDirectory(),
).length

/** `npm run db:migrate` without npm in between: the script's Node arguments, run from the root. */
async function dbMigrate(env: Record<string, string>) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  const [program, ...args] = pkg.scripts['db:migrate']!.split(/\s+/)
  expect(program).toBe('node')
  return promisify(execFile)(process.execPath, args, { cwd: root, env: { ...process.env, LOG_LEVEL: 'info', ...env } })
}

describe.skipIf(!postgresAvailable)('migrations as a release step (PostgreSQL)', () => {
  // An empty database, not the run's migrated template: every migration is pending.
  const name = `gather_release_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  const url = new URL(postgresAdminUrl)
  url.pathname = `/${name}`
  const databaseUrl = url.toString()
  let dataDir: string
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresAdminUrl })
    await client.connect()
    try {
      return (await client.query(sql)).rows
    } finally {
      await client.end()
    }
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-release-'))
    await admin(`CREATE DATABASE "${name}"`)
    await startArguments() // compiles dist/server when stale, as `npm start`'s prestart does
  })
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await rm(dataDir, { recursive: true, force: true })
  })

  it('refuses to start with migrations pending when MIGRATE_ON_START=false, naming the release step', async () => {
    const { process: child, exited } = await spawnServer({
      DATABASE_URL: databaseUrl,
      MIGRATE_ON_START: 'false',
      DATA_DIR: dataDir,
    })
    let stderr = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk
    })
    expect(await exited).toBe(69)
    expect(stderr).toMatch(
      new RegExp(
        `^MIGRATE_ON_START=false and ${migrations} migration\\(s\\) not applied \\(.+\\): run \`npm run db:migrate\` first\\n$`,
      ),
    )
  })

  it('applies every migration with npm run db:migrate, then nothing on a second run', async () => {
    const first = await dbMigrate({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir })
    expect(first.stdout).toContain(`"msg":"applied ${migrations} migration(s)"`)
    const recorded = await new pg.Client({ connectionString: databaseUrl })
    await recorded.connect()
    const rows = (
      await recorded.query('SELECT count(*)::int AS n FROM "_prisma_migrations" WHERE finished_at IS NOT NULL')
    ).rows
    await recorded.end()
    expect(rows[0].n).toBe(migrations)
    const second = await dbMigrate({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir })
    expect(second.stdout).toContain('"msg":"no migration pending"')
  })

  it('serves with MIGRATE_ON_START=false once the release step ran', async () => {
    const instance = await startInstance({ DATABASE_URL: databaseUrl, MIGRATE_ON_START: 'false', DATA_DIR: dataDir })
    try {
      expect((await fetch(`${instance.url}/readyz`)).status).toBe(200)
    } finally {
      expect(await instance.stop()).toBe(0)
    }
  })

  it('names DATABASE_URL when the database cannot be reached, as the server does', async () => {
    const failed = await dbMigrate({ DATABASE_URL: 'postgresql://gather:s3cret@127.0.0.1:1/gather' }).catch(
      (error: { code: number; stderr: string }) => error,
    )
    expect(failed).toMatchObject({ code: 69, stderr: 'DATABASE_URL: cannot connect to 127.0.0.1:1 (ECONNREFUSED)\n' })
  })
})
