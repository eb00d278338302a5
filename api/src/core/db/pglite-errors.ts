// pglite-prisma-adapter 0.6 passes every Postgres error on as a generic one, so Prisma cannot
// tell a unique violation (P2002) from a crash. Map the constraint errors the way adapter-pg
// does, so that services handle both drivers with the same code.
import { DriverAdapterError } from '@prisma/driver-adapter-utils'

interface PgError {
  code?: string
  message: string
  severity?: string
  detail?: string
  column?: string
  constraint?: string
}

const fieldsOf = (detail?: string) => detail?.match(/Key \(([^)]+)\)/)?.[1]?.split(', ')

function mapped(error: PgError) {
  const base = { originalCode: error.code, originalMessage: error.message }
  switch (error.code) {
    case '23505': {
      const fields = fieldsOf(error.detail)
      return { ...base, kind: 'UniqueConstraintViolation' as const, constraint: fields ? { fields } : undefined }
    }
    case '23502':
      return {
        ...base,
        kind: 'NullConstraintViolation' as const,
        constraint: error.column ? { fields: [error.column] } : undefined,
      }
    case '23503':
      return {
        ...base,
        kind: 'ForeignKeyConstraintViolation' as const,
        constraint: error.constraint ? { index: error.constraint } : undefined,
      }
    default:
      return undefined
  }
}

let patched = false

/** Patches the adapter's shared query class, found through a connected adapter's prototype. */
export function mapPgliteErrors(adapter: object) {
  if (patched) return
  const queryable = Object.getPrototypeOf(Object.getPrototypeOf(adapter)) as { onError(error: unknown): never }
  const original = queryable.onError
  queryable.onError = function (error: unknown): never {
    const kind = error && typeof error === 'object' && 'code' in error ? mapped(error as PgError) : undefined
    if (kind) throw new DriverAdapterError(kind)
    return original.call(this, error)
  }
  patched = true
}
