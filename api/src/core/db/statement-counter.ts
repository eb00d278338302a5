// Counts the SQL statements Prisma sends through its driver adapter (both drivers), so tests and
// the benchmark can show that a screen's query costs a fixed number of statements (no N+1).
import type { SqlDriverAdapter, SqlDriverAdapterFactory, Transaction } from '@prisma/driver-adapter-utils'

let statements = 0

/** Statements sent since the process started; compare two readings around the work to measure. */
export const sqlStatementCount = () => statements

function counting<T extends SqlDriverAdapter | Transaction>(target: T): T {
  return new Proxy(target, {
    get(object, property) {
      const value = Reflect.get(object, property, object)
      if (typeof value !== 'function') return value
      if (property === 'queryRaw' || property === 'executeRaw') {
        return (...args: unknown[]) => {
          statements += 1
          return value.apply(object, args)
        }
      }
      if (property === 'startTransaction') {
        return async (...args: unknown[]) => counting(await value.apply(object, args))
      }
      return value.bind(object)
    },
  })
}

export function countStatements<F extends SqlDriverAdapterFactory>(factory: F): F {
  return new Proxy(factory, {
    get(object, property) {
      const value = Reflect.get(object, property, object)
      if (property === 'connect' && typeof value === 'function') {
        return async () => counting(await value.apply(object, []))
      }
      return typeof value === 'function' ? value.bind(object) : value
    },
  })
}
