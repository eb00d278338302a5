// Prisma's schema engine for the CLI (migrate deploy/dev/status/diff), as the WebAssembly build
// (@prisma/schema-engine-wasm) over the pg driver. Prisma 7's CLI only runs a native engine,
// which it downloads from Prisma's servers unless PRISMA_SCHEMA_ENGINE_BINARY names one:
// prisma.config.ts names this file, which speaks the native engine's protocol (JSON-RPC, one
// message a line, on stdin and stdout; `cli <command>` for the one-off commands).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils'
import type { SchemaEngine } from '@prisma/schema-engine-wasm'
import pg from 'pg'
import { MigratePg } from './migrate-adapter.js'

type Engine = SchemaEngine & Record<string, unknown>

const args = process.argv.slice(2)
const valuesOf = (flag: string) =>
  args.flatMap((arg, i) => (arg === flag && args[i + 1] ? [args[i + 1] as string] : []))
const datasource = JSON.parse(valuesOf('--datasource')[0] ?? '{}') as { url?: string; shadowDatabaseUrl?: string }
const url = new URL(datasource.url ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/gather')
const poolConfig = {
  host: url.hostname,
  port: Number(url.port || 5432),
  user: decodeURIComponent(url.username),
  password: decodeURIComponent(url.password),
  database: decodeURIComponent(url.pathname.slice(1)),
}

/** The native engine's own method names where the WebAssembly build's differ. */
const renamed: Record<string, string> = { getDatabaseVersion: 'version' }

/** Where the engine leaves a panic's message before it traps (read by rpcError). */
const panics = {
  message: '',
  set_message(message: string) {
    panics.message = message
  },
}
Object.assign(globalThis, { PRISMA_WASM_PANIC_REGISTRY: panics })

async function loadEngine(): Promise<Engine> {
  const require = createRequire(import.meta.url)
  const dir = path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg'))
  const glue = await import('@prisma/schema-engine-wasm/schema_engine_bg')
  const module = new WebAssembly.Module(readFileSync(path.join(dir, 'schema_engine_bg.wasm')))
  const instance = new WebAssembly.Instance(module, {
    './schema_engine_bg.js': { ...glue } as WebAssembly.ModuleImports,
  })
  glue.__wbg_set_wasm(instance.exports)
  ;(instance.exports.__wbindgen_start as () => void)()
  const datamodels = valuesOf('--datamodels').map((file): [string, string] => [file, readFileSync(file, 'utf8')])
  const adapter = bindMigrationAwareSqlAdapterFactory(new MigratePg(poolConfig))
  // Some commands (diff) pass no schema: the engine wants none rather than an empty list.
  const options = { datamodels: datamodels.length ? datamodels : undefined }
  return (await glue.SchemaEngine.new(options, (line: string) => process.stderr.write(`${line}\n`), adapter)) as Engine
}

const send = (message: object) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`)

/** An engine error as the CLI reads it: a user-facing one has a Prisma error code (P3005…). */
function rpcError(error: unknown) {
  const { name, message, code, meta } = error as { name?: string; message?: string; code?: string; meta?: unknown }
  const panic = name === 'RuntimeError'
  const text = (panic && panics.message) || message || String(error)
  return {
    code: panic ? 4466 : -32000,
    message: text,
    data: { is_panic: panic, message: text, error_code: code, meta },
  }
}

async function serve() {
  // The engine's own tasks (connecting, a panic) throw outside the call that started them: such
  // an error answers the request under way, as the native engine's error or panic would.
  const failed = new Promise<never>((_, reject) => process.on('uncaughtException', reject))
  failed.catch(() => {})
  const loading = loadEngine()
  let printId = 1_000_000
  for await (const line of createInterface({ input: process.stdin })) {
    if (!line.trim()) continue
    const request = JSON.parse(line) as { id?: number; method?: string; params?: unknown }
    if (!request.method) continue // the CLI's answer to a `print`
    const method = renamed[request.method] ?? request.method
    try {
      const engine = await Promise.race([loading, failed])
      const call = engine[method] as ((params: unknown) => Promise<unknown>) | undefined
      if (typeof call !== 'function') throw new Error(`Unknown schema engine method ${request.method}`)
      const result = (await Promise.race([call.call(engine, request.params), failed])) as { stdout?: string } | null
      // The native engine prints a diff through the CLI; the WebAssembly one returns it.
      if (result && typeof result === 'object' && 'stdout' in result) {
        const { stdout, ...rest } = result
        if (stdout) send({ id: printId++, method: 'print', params: { content: stdout.replace(/\n$/, '') } })
        send({ id: request.id, result: rest })
      } else send({ id: request.id, result: result ?? null })
    } catch (error) {
      send({ id: request.id, error: rpcError(error) })
    }
  }
  await loading.then(
    (engine) => engine.free(),
    () => {},
  )
}

/** `cli can-connect-to-database` / `cli create-database`: errors as the engine logs them on stderr. */
async function oneOff(command: string) {
  const fail = (message: string, errorCode?: string) => {
    const fields = { message, error_code: errorCode }
    process.stderr.write(
      `schema-engine\n${JSON.stringify({ level: 'ERROR', target: 'schema_engine::logger', fields })}`,
    )
    process.exit(1)
  }
  const connect = async (database: string) => {
    const client = new pg.Client({ ...poolConfig, database })
    await client.connect()
    return client
  }
  try {
    if (command === 'can-connect-to-database') {
      await (await connect(poolConfig.database)).end()
    } else if (command === 'create-database') {
      const admin = await connect('postgres')
      await admin.query(`CREATE DATABASE "${poolConfig.database.replaceAll('"', '""')}"`)
      await admin.end()
    } else fail(`Unsupported command ${command}`)
  } catch (error) {
    const { code, message } = error as { code?: string; message: string }
    // PostgreSQL's "database does not exist" is Prisma's P1003, which makes the CLI create it.
    fail(message, code === '3D000' ? 'P1003' : 'P1001')
  }
}

const cliAt = args.indexOf('cli')
if (cliAt >= 0) await oneOff(args[cliAt + 1] ?? '')
else await serve()
