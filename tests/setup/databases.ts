// Vitest global setup for the suites that start the app: one migrated PGlite cluster (the
// build's own when it is current) and one migrated PostgreSQL database, made once per run; each
// test app starts from a copy of them instead of creating and migrating its own. Both projects
// (api, e2e) list this file: the templates are made once per run and those made for it are
// removed after the last project's teardown.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { applyMigrations } from '../../api/src/core/db/migrate.js'
import { createPgliteTemplate, pgliteTemplateDir, usable } from '../../api/src/core/db/template.js'
import { postgresAdminUrl, postgresAvailable } from '../helpers/services.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite cluster to copy into a test app's DATA_DIR. */
    pgliteTemplate: string
    /** A migrated PostgreSQL database to create test databases from, when PostgreSQL answers. */
    postgresTemplate: string | undefined
  }
}

interface Templates {
  pglite: string
  /** Whether the PGlite template was built for this run (and is removed after it). */
  own: boolean
  postgres: string | undefined
  users: number
}

const shared = globalThis as { gatherTestTemplates?: Promise<Templates> }

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

async function buildTemplates(): Promise<Templates> {
  // The build's template (npm install makes it) when it is current: building one is seconds of
  // WebAssembly. Test apps only copy it.
  const built = (await usable()) ? pgliteTemplateDir : undefined
  const pglite = built ?? path.join(await mkdtemp(path.join(os.tmpdir(), 'gather-template-')), 'pglite')
  const postgres = postgresAvailable ? `gather_template_${process.pid}_${Date.now()}` : undefined
  await Promise.all([
    !built && createPgliteTemplate(pglite),
    postgres &&
      (async () => {
        await withAdmin(postgresAdminUrl, (admin) => admin.query(`CREATE DATABASE "${postgres}"`))
        const url = new URL(postgresAdminUrl)
        url.pathname = `/${postgres}`
        // Disconnected before any copy: PostgreSQL copies a template nobody is connected to.
        await withAdmin(url.toString(), (client) =>
          applyMigrations({
            exec: async (sql) => {
              await client.query(sql)
            },
            query: async (sql, params) => (await client.query(sql, params)).rows,
          }),
        )
      })(),
  ])
  return { pglite, own: !built, postgres, users: 0 }
}

export default async function setup(project: TestProject) {
  shared.gatherTestTemplates ??= buildTemplates()
  const templates = await shared.gatherTestTemplates
  templates.users += 1
  project.provide('pgliteTemplate', templates.pglite)
  project.provide('postgresTemplate', templates.postgres)
  return async () => {
    templates.users -= 1
    if (templates.users > 0) return
    shared.gatherTestTemplates = undefined
    if (templates.own) await rm(path.dirname(templates.pglite), { recursive: true, force: true })
    if (templates.postgres) {
      await withAdmin(postgresAdminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${templates.postgres}" WITH (FORCE)`),
      )
    }
  }
}
