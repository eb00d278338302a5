// Driver adapter for Prisma Migrate's WebAssembly schema engine (prisma/schema-engine.ts); it
// works around three adapter-pg faults: (1) pg `char` catalog columns it cannot read,
// (2) the shadow database dropped while its pool is open, (3) executeScript splitting on ';'.
import { randomUUID } from 'node:crypto'
import { PrismaPg } from '@prisma/adapter-pg'
import pg, { type PoolConfig } from 'pg'

const textOid = 25
const fixNameColumns = (res: unknown) => {
  for (const r of Array.isArray(res) ? res : [res]) {
    for (const f of (r as pg.QueryResult | undefined)?.fields ?? []) {
      if (f.dataTypeID === 19 || f.dataTypeID === 18) f.dataTypeID = textOid
    }
  }
  return res
}
// biome-ignore lint/suspicious/noExplicitAny: patching pg's untyped prototype
const clientProto = pg.Client.prototype as any
if (!clientProto.__gatherNameFix) {
  const query = clientProto.query
  clientProto.query = function (...args: unknown[]) {
    const cbIndex = args.findIndex((a) => typeof a === 'function')
    if (cbIndex >= 0) {
      const cb = args[cbIndex] as (err: unknown, res: unknown) => void
      args[cbIndex] = (err: unknown, res: unknown) => cb(err, err ? res : fixNameColumns(res))
    }
    const out = query.apply(this, args)
    return out && typeof out.then === 'function' ? out.then(fixNameColumns) : out
  }
  clientProto.__gatherNameFix = true
}

// biome-ignore lint/suspicious/noExplicitAny: the adapter's internals are not typed
const runWholeScripts = (adapter: any) => {
  adapter.executeScript = async (script: string) => {
    try {
      await adapter.client.query(script) // simple-query protocol runs many statements at once
    } catch (e) {
      adapter.onError(e)
    }
  }
  return adapter
}

export class MigratePg extends PrismaPg {
  constructor(private readonly poolConfig: PoolConfig) {
    super(poolConfig)
  }
  override async connect() {
    return runWholeScripts(await super.connect())
  }
  override async connectToShadowDb() {
    const admin = await super.connect()
    const database = `prisma_shadow_${randomUUID().replace(/-/g, '')}`
    await admin.executeScript(`CREATE DATABASE "${database}"`)
    const shadow = runWholeScripts(await new PrismaPg({ ...this.poolConfig, database }).connect())
    const dispose = shadow.dispose.bind(shadow)
    shadow.dispose = async () => {
      await dispose()
      await admin.executeScript(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
      await admin.dispose()
    }
    return shadow
  }
}
