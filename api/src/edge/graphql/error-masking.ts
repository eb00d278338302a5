// What a GraphQL client is told when something fails, and what is logged. Our typed errors keep
// their message and carry their code (core/error-codes.ts); the database out of reach is
// DATABASE_UNAVAILABLE (HTTP 503); other GraphQL errors pass (error-codes.ts names them); anything
// else becomes 'Unexpected error.' for the client and a log line with the stack here.
import { GraphQLError } from 'graphql'
import { maskError } from 'graphql-yoga'
import {
  databaseErrorSummary,
  databaseRetryAfterSeconds,
  databaseUnavailableCode,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from '../../core/db/unavailable.js'
import { AppError } from '../../core/errors.js'
import type { Logger } from '../../core/logger.js'
import { AccessEndedError } from '../../gathers/policy.js'

/** Yoga's `maskedErrors.maskError`. */
export function errorMasking(logger: Logger) {
  return (error: unknown, message: string): Error => {
    const original = (error as { originalError?: unknown }).originalError
    if (original instanceof AppError) {
      return new GraphQLError(original.message, {
        nodes: (error as GraphQLError).nodes,
        path: (error as GraphQLError).path,
        extensions:
          original instanceof AccessEndedError
            ? original.extensions
            : { code: original.code, http: { status: original.status } },
      })
    }
    if (isDatabaseUnavailable(original ?? error)) {
      logger.warn({ reason: databaseErrorSummary(original ?? error) }, 'database unavailable')
      return new GraphQLError(databaseUnavailableMessage, {
        path: (error as GraphQLError).path,
        extensions: {
          code: databaseUnavailableCode,
          http: { status: 503, headers: { 'retry-after': String(databaseRetryAfterSeconds) } },
        },
      })
    }
    const masked = maskError(error, message, false)
    if (masked !== error) logger.error({ err: error }, 'unexpected GraphQL error')
    return masked
  }
}

/**
 * Yoga's logger. Yoga logs every error it masks at error level, stack included: a typed error is
 * an expected answer (debug), and a database outage was already logged as one warning line by
 * errorMasking.
 */
export function yogaLogger(logger: Logger) {
  return {
    debug: (...args: unknown[]) => logger.debug(args[0]),
    info: (...args: unknown[]) => logger.info(args[0]),
    warn: (...args: unknown[]) => logger.warn(args[0]),
    error: (...args: unknown[]) => {
      const error = args[0] as { originalError?: unknown } | undefined
      const original = error?.originalError ?? error
      if (original instanceof AppError) return logger.debug({ err: original.message }, 'typed GraphQL error')
      if (isDatabaseUnavailable(original)) return
      logger.error(args[0])
    },
  }
}
