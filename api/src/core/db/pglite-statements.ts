// Prepared statements on PGlite. `pglite.query` sends every statement unnamed (parse, describe,
// bind, describe, execute, sync: six calls into the WebAssembly engine), so each run is parsed
// and planned again. Here a statement is parsed once under a name and each run is bound and
// executed in one call, as the pg driver does on PostgreSQL, and PostgreSQL's plan cache can keep
// its plan: the flush window's location UPDATE took 1.3 ms instead of 2.4.
// Two users: our own named statements (`namedStatements`), and Prisma's, whose adapter is given a
// PGlite whose `query` keeps each distinct text prepared (`withPreparedQueries`).
import { type PGlite, parse, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite'
import type { Statement } from './statement.js'

type Messages = Awaited<ReturnType<PGlite['execProtocol']>>['messages']

const byteaOid = 17
/**
 * Prisma sends a Bytes argument as base64 text (PostgreSQL's adapter decodes it by the argument's
 * type; PGlite's does not), where PGlite's bytea serializer wants bytes: the text goes as `\x…`.
 */
const byteaText = (value: string) =>
  value.startsWith('\\x') ? value : `\\x${Buffer.from(value, 'base64').toString('hex')}`

/** Parse, run and close named statements. The caller holds PGlite's query lock. */
function statementsOf(pglite: PGlite) {
  const send = async (message: Uint8Array) => (await pglite.execProtocol(message, { syncToFs: false })).messages
  const sync = () => send(protocol.serialize.sync()).catch(() => [])
  const close = async (name: string) => {
    await send(Buffer.concat([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()])).catch(sync)
  }

  return {
    close,

    /** Parses `text` under `name`; its parameter types (oids). Not kept half made. */
    async prepare(name: string, text: string): Promise<number[]> {
      try {
        await send(protocol.serialize.parse({ name, text }))
        return parse.parseDescribeStatementResults(await send(protocol.serialize.describe({ type: 'S', name })))
      } catch (error) {
        await close(name)
        throw error
      }
    },

    /** One call into the engine for the run, its sync included. */
    async execute(name: string, types: number[], params: unknown[], options?: QueryOptions): Promise<Messages> {
      try {
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null
          const oid = types[i] as number
          if (oid === byteaOid && typeof value === 'string') return byteaText(value)
          const serialize = options?.serializers?.[oid] ?? pglite.serializers[oid]
          return serialize ? serialize(value) : String(value)
        })
        return await send(
          Buffer.concat([
            protocol.serialize.bind({ statement: name, values }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
        )
      } catch (error) {
        // Whatever failed, the engine is ready for the next statement (a second sync is harmless).
        await sync()
        throw error
      }
    },
  }
}

/** Our own statements, each under its fixed name. Never inside another caller's transaction. */
export function namedStatements(pglite: PGlite) {
  const statements = statementsOf(pglite)
  /** Each statement prepared on this database: its text and its parameter types. */
  const prepared = new Map<string, { text: string; types: number[] }>()

  async function typesOf(statement: Statement) {
    const known = prepared.get(statement.name)
    if (known?.text === statement.text) return known.types
    // As node-postgres refuses it: one name, one text.
    if (known) throw new Error(`Statement ${statement.name} was prepared with another text`)
    const types = await statements.prepare(statement.name, statement.text)
    prepared.set(statement.name, { text: statement.text, types })
    return types
  }

  return async function run<Row>(statement: Statement): Promise<Row[]> {
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        const messages = await statements.execute(statement.name, await typesOf(statement), statement.values)
        // As `query` does after a statement outside a transaction (we hold the transaction lock).
        await pglite.syncToFs()
        return (parse.parseResults(messages, pglite.parsers)[0]?.rows ?? []) as Row[]
      }),
    )
  }
}

// Names unique in the process, as tests wrap one database more than once.
let made = 0

/**
 * The PGlite to give Prisma's adapter: its `query`, alone or in a transaction, prepares each
 * distinct text once and keeps the `size` most recently used, so a screen's statements are
 * parsed and planned once instead of at every request. All else is PGlite's own.
 */
export function withPreparedQueries(pglite: PGlite, size = 200): PGlite {
  const statements = statementsOf(pglite)
  const cache = new Map<string, { name: string; types: number[] }>()

  async function statementFor(text: string) {
    const hit = cache.get(text)
    if (hit) {
      // Map order is the LRU order: the first entry is the one used longest ago.
      cache.delete(text)
      cache.set(text, hit)
      return hit
    }
    const name = `prisma_${++made}`
    const entry = { name, types: await statements.prepare(name, text) }
    cache.set(text, entry)
    for (const [oldest, { name }] of cache) {
      if (cache.size <= size) break
      cache.delete(oldest)
      await statements.close(name)
    }
    return entry
  }

  // parseResults merges a query's own parsers into PGlite's 318 at every call, a cost in every
  // statement; the adapter passes the same object each time, so merge it once.
  type Parsers = PGlite['parsers']
  const merged = new WeakMap<object, Parsers>()
  const parsersFor = (own: QueryOptions['parsers']): Parsers => {
    if (!own) return pglite.parsers
    const parsers = merged.get(own) ?? { ...pglite.parsers, ...(own as Parsers) }
    merged.set(own, parsers)
    return parsers
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) {
    const { name, types } = await statementFor(text)
    const messages = await statements.execute(name, types, params, options)
    if (!inTransaction) await pglite.syncToFs()
    const results = parse.parseResults(messages, parsersFor(options?.parsers), { ...options, parsers: undefined })
    return results[0] as Results<T>
  }

  // What this path does not handle (its own parameter types, blobs) goes to PGlite's query.
  const handled = (options?: QueryOptions) => !options?.paramTypes && !options?.blob

  const inTransaction = (tx: Transaction) =>
    overriding(tx, {
      query: async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (!handled(options)) return tx.query<T>(text, params, options)
        if (tx.closed) throw new Error('Transaction is closed')
        return pglite._runExclusiveQuery(() => run<T>(text, params, options, true))
      },
    })

  return overriding(pglite, {
    query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
      handled(options)
        ? pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(() => run<T>(text, params, options, false)))
        : pglite.query<T>(text, params, options),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      pglite.transaction((tx) => callback(inTransaction(tx))),
  })
}

/** `target` with some members replaced; its own methods stay bound to it (PGlite's private fields). */
function overriding<T extends object>(target: T, members: Partial<T>): T {
  return new Proxy(target, {
    get(object, key) {
      if (Object.hasOwn(members, key)) return members[key as keyof T]
      const value = Reflect.get(object, key, object)
      return typeof value === 'function' ? value.bind(object) : value
    },
  })
}
