// The migrated template a new embedded database starts from: copied only into an empty place, and
// only while it matches the installed PGlite and the migrations as they are now.
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsDir } from '../src/core/db/migrate.js'
import { createPgliteTemplate, seedFromTemplate } from '../src/core/db/template.js'

describe('the embedded database template', () => {
  let work: string
  let template: string
  let migrations: string[]

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'gather-template-'))
    template = path.join(work, 'template')
    migrations = (await readdir(migrationsDir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
    expect(await createPgliteTemplate(template)).toEqual(migrations)
  })

  afterAll(async () => {
    await rm(work, { recursive: true, force: true })
  })

  /** A copy of the template with its manifest changed. */
  async function alteredTemplate(name: string, change: (manifest: Record<string, unknown>) => void) {
    const dir = path.join(work, name)
    await cp(template, dir, { recursive: true })
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'))
    change(manifest)
    await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest))
    return dir
  }

  it('fills a new data directory with a database that has every migration', async () => {
    const dir = path.join(work, 'fresh', 'pglite')
    expect(await seedFromTemplate(dir, template)).toBe(true)
    const db = new PGlite(dir)
    try {
      const rows = await db.query<{ migration_name: string }>(
        'SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name',
      )
      expect(rows.rows.map((row) => row.migration_name)).toEqual(migrations)
      await db.query('INSERT INTO "User" (id, email, "updatedAt") VALUES (gen_random_uuid(), $1, now())', [
        't@example.com',
      ])
    } finally {
      await db.close()
    }
    // A second start finds the database and leaves it as it is.
    expect(await seedFromTemplate(dir, template)).toBe(false)
    const again = new PGlite(dir)
    try {
      expect((await again.query('SELECT email FROM "User"')).rows).toEqual([{ email: 't@example.com' }])
    } finally {
      await again.close()
    }
  })

  it('is not used when a migration it holds has changed since it was made', async () => {
    const stale = await alteredTemplate('stale', (manifest) => {
      const applied = manifest.migrations as Record<string, string>
      applied[migrations[0] as string] = '0'.repeat(64)
    })
    const dir = path.join(work, 'from-stale', 'pglite')
    expect(await seedFromTemplate(dir, stale)).toBe(false)
    expect(await stat(dir).catch(() => null)).toBeNull()
  })

  it('is not used when it was made by another PGlite version', async () => {
    const other = await alteredTemplate('other-version', (manifest) => {
      manifest.pglite = '0.0.1'
    })
    const dir = path.join(work, 'from-other', 'pglite')
    expect(await seedFromTemplate(dir, other)).toBe(false)
    expect(await stat(dir).catch(() => null)).toBeNull()
  })

  it('is not used without a manifest (an interrupted build)', async () => {
    const dir = path.join(work, 'from-nothing', 'pglite')
    expect(await seedFromTemplate(dir, path.join(work, 'no-template'))).toBe(false)
  })
})
