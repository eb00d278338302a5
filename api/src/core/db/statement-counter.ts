// Counts the SQL statements Prisma sends through its driver adapter (both drivers), so tests and
// the benchmark can show that a screen's query costs a fixed number of statements (no N+1). The
// same wrapper lets the driver name its failures before Prisma passes them on (see db.ts), and
// makes a span of each statement while tracing is on.
import type { SqlDriverAdapter, SqlDriverAdapterFactory, SqlQuery, Transaction } from '@prisma/driver-adapter-utils'
import { tracing } from '../tracing.js'

let statements = 0

/** Statements sent since the process started; compare two readings around the work to measure. */
export const sqlStatementCount = () => statements

/** What a failed statement or transaction start throws instead of its error. */
type Rename = (error: unknown) => unknown

function counting<T extends SqlDriverAdapter | Transaction>(target: T, rename: Rename): T {
  return new Proxy(target, {
    get(object, property) {
      const value = Reflect.get(object, property, object)
      if (typeof value !== 'function') return value
      if (property === 'queryRaw' || property === 'executeRaw') {
        return async (...args: unknown[]) => {
          statements += 1
          const send = () => value.apply(object, args) as Promise<unknown>
          try {
            return await (tracing()?.sql((args[0] as SqlQuery).sql, send) ?? send())
          } catch (error) {
            throw rename(error)
          }
        }
      }
      if (property === 'startTransaction') {
        return async (...args: unknown[]) => {
          try {
            return counting(await value.apply(object, args), rename)
          } catch (error) {
            throw rename(error)
          }
        }
      }
      return value.bind(object)
    },
  })
}

export function countStatements<F extends SqlDriverAdapterFactory>(factory: F, rename: Rename = (e) => e): F {
  return new Proxy(factory, {
    get(object, property) {
      const value = Reflect.get(object, property, object)
      if (property === 'connect' && typeof value === 'function') {
        return async () => counting(await value.apply(object, []), rename)
      }
      return typeof value === 'function' ? value.bind(object) : value
    },
  })
}
