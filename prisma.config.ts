// Prisma CLI config: the CLI is used against PostgreSQL only (migrate dev/deploy and the drift
// check); the app applies the same migrations to PGlite itself (api/src/core/db/migrate.ts).
import path from 'node:path'
import { defineConfig } from 'prisma/config'

process.env.DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/gather'
// The schema engine the CLI runs: the WebAssembly build, run by prisma/schema-engine.ts, so that
// the CLI downloads no native engine (it would fetch one from Prisma's servers otherwise).
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(import.meta.dirname, 'prisma', 'schema-engine')

export default defineConfig({
  schema: 'prisma/schema.prisma',
  datasource: { url: process.env.DATABASE_URL },
})
