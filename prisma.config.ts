// Prisma CLI config: the wasm schema engine through a driver adapter, so that no native engine
// is downloaded (see STACK.md). The CLI is used against PostgreSQL only (migrate dev/deploy and
// the drift check); the app applies the same migrations to PGlite itself (api/src/db/migrate.ts).
import { defineConfig } from 'prisma/config'
import { MigratePg } from './prisma/migrate-adapter.js'

// schema.prisma's env("DATABASE_URL") must resolve, or the CLI falls back to a native engine.
process.env.DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/gather'
const url = new URL(process.env.DATABASE_URL)

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: 'prisma/schema.prisma',
  adapter: async () =>
    new MigratePg({
      host: url.hostname,
      port: Number(url.port || 5432),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: url.pathname.slice(1),
    }),
})
