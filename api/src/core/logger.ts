import { AsyncLocalStorage } from 'node:async_hooks'
import { type DestinationStream, pino } from 'pino'
import { tracing } from './tracing.js'

/** What every line logged while serving one request (or one WebSocket's messages) carries. */
export interface LogScope {
  reqId: string
  /** Set once the request's session is known. */
  userId?: string
}

/**
 * The scope of the request being served. A pino mixin reads it, so that every line logged on the
 * request's behalf — by a service, by GraphQL Yoga, by a job the request started — carries its id
 * without each call passing a logger along.
 */
export const logScope = new AsyncLocalStorage<LogScope>()

/** Tells the current request's log lines (the access line too) who is signed in. */
export function logUser(userId: string | undefined) {
  const scope = logScope.getStore()
  if (scope && userId) scope.userId = userId
}

// Secrets and positions never reach the logs: cookies, authorization headers, passwords, tokens
// (session, verification, join links), coordinates and GraphQL variables are censored wherever a
// caller puts them. Query strings are never logged at all (access lines name the route pattern).
const secretKeys = ['password', 'token', 'secret', 'sessionToken', 'cookie', 'authorization', 'link', 'shareableLink']
const positionKeys = ['lat', 'lon', 'latitude', 'longitude', 'lastLat', 'lastLon']
const redactPaths = [
  ...[...secretKeys, ...positionKeys, 'variables'].flatMap((key) => [key, `*.${key}`]),
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
]

export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    {
      level,
      redact: { paths: redactPaths, censor: '[redacted]' },
      // A copy: pino merges the line's own fields into the object the mixin returns. With tracing
      // on, the active span's traceId and spanId too: a line leads to its trace, and back.
      mixin: () => {
        const scope = logScope.getStore()
        const fields = scope ? { reqId: scope.reqId, userId: scope.userId } : {}
        const traced = tracing()
        return traced ? { ...fields, ...traced.logFields() } : fields
      },
    },
    destination as DestinationStream,
  )
}

export type Logger = ReturnType<typeof createLogger>
