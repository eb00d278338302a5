// Tells "the database cannot be reached right now" (stopped, restarting, network gone) from a bug,
// so that the edges answer 503 with a clear message instead of a masked 500 and a stack. Prisma
// reports it in several shapes: its own connection codes, the driver adapter's error kinds, or a
// PostgreSQL shutdown code on a connection that was in use.
import type { ErrorCode } from '../error-codes.js'

export const databaseUnavailableMessage = 'The database is unavailable right now; try again shortly'

/** What answers carry as their code (error-codes.ts) for this condition. */
export const databaseUnavailableCode: ErrorCode = 'DATABASE_UNAVAILABLE'

/** Seconds a client is told to wait before trying again. */
export const databaseRetryAfterSeconds = 5

// P1001 cannot reach, P1002 timed out, P1008 operation timed out, P1017 server closed the
// connection, P2024 no connection from the pool in time.
const prismaCodes = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024'])
const adapterKinds = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections'])
// SQLSTATE classes 08 (connection exception), 53 (insufficient resources: too many connections,
// out of memory, disk full) and 57P (shutting down, crashed, starting up, database dropped, idle
// session ended); 55000 (a database that is not accepting connections); 57014 (a statement
// cancelled, by the statement timeout among others).
const sqlStates = /^(08\w{3}|53\w{3}|57P\w{2}|55000|57014)$/
// pg's own errors carry no code; Prisma passes them on in its message. A connection that timed
// out, was cut, or waited too long for an answer (query_timeout).
const driverMessages =
  /Connection terminated|timeout exceeded when trying to connect|Can't reach database server|Query read timeout|timeout expired/

interface PrismaLike {
  name?: unknown
  code?: unknown
  message?: unknown
  cause?: unknown
  meta?: { driverAdapterError?: { cause?: AdapterCause } }
}
interface AdapterCause {
  kind?: unknown
  code?: unknown
}

const adapterUnavailable = (cause?: AdapterCause) =>
  (typeof cause?.kind === 'string' && adapterKinds.has(cause.kind)) ||
  (typeof cause?.code === 'string' && sqlStates.test(cause.code))

/** A connection failure on a statement run past Prisma (db.ts sql()), named so the edges know it. */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError'
}

const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND'])

/** The pg driver's error for "cannot reach the database" as a DatabaseUnreachableError, else undefined. */
export function unreachable(error: unknown): DatabaseUnreachableError | undefined {
  const e = error as { code?: unknown; message?: unknown } | undefined
  const code = typeof e?.code === 'string' ? e.code : ''
  const message = typeof e?.message === 'string' ? e.message : ''
  if (sqlStates.test(code) || socketCodes.has(code) || driverMessages.test(message)) {
    return new DatabaseUnreachableError(message || code, { cause: error })
  }
  return undefined
}

/** Only errors from the database client count: an upstream's ECONNREFUSED is someone else's outage. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const e = current as PrismaLike
    const name = typeof e.name === 'string' ? e.name : ''
    if (name.startsWith('PrismaClient')) {
      if (typeof e.code === 'string' && prismaCodes.has(e.code)) return true
      if (adapterUnavailable(e.meta?.driverAdapterError?.cause)) return true
      if (typeof e.message === 'string' && driverMessages.test(e.message)) return true
    }
    if (name === 'DriverAdapterError' && adapterUnavailable(e.cause as AdapterCause)) return true
    if (name === 'DatabaseUnreachableError') return true
    current = e.cause
  }
  return false
}

/** A short reason for /api/health and /readyz, without Prisma's invocation text. */
export function databaseErrorSummary(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  // Raw queries wrap the driver's message: "Raw query failed. Code: `N/A`. Message: `…`".
  const quoted = message.match(/Message: `([^`]+)`/)?.[1]
  if (quoted) return quoted
  const lines = message.split('\n').map((line) => line.trim())
  return lines.filter(Boolean).pop() ?? 'unknown error'
}
