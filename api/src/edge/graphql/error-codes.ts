// Every GraphQL error leaves with a code of the API's vocabulary (core/error-codes.ts), over HTTP
// (and SSE) and graphql-ws alike. Most are named where they are made (our typed errors, the limits,
// scope-auth's refusal, an invalid id); this names the rest as they leave: what Yoga, graphql-js
// and the Pothos plugins make with another code or none. An error nobody can name is a bug,
// INTERNAL_SERVER_ERROR, and api/test/error-codes.test.ts drives the paths that must not end there.
import { PothosValidationError } from '@pothos/core'
import type { ExecutionResult, GraphQLError } from 'graphql'
import { isAsyncIterable, mapAsyncIterator, type Plugin } from 'graphql-yoga'
import { type ErrorCode, isErrorCode } from '../../core/error-codes.js'
import { AppError } from '../../core/errors.js'

/** Codes Yoga gives that the vocabulary spells otherwise. */
const renamed: Record<string, ErrorCode> = { REQUEST_ENTITY_TOO_LARGE: 'PAYLOAD_TOO_LARGE' }

/** What a Pothos plugin refused, by its message (they carry no code of their own). */
function pothosCode(message: string): ErrorCode {
  if (/^(Invalid (offset )?cursor|Cursor must be)/.test(message)) return 'INVALID_CURSOR'
  if (/^(Invalid global ID|ID: .* is not of type)/.test(message)) return 'INVALID_ID'
  return 'BAD_USER_INPUT'
}

/** graphql-js's and graphql-ws's refusals of an operation's name, before any field runs. */
const operationProblem =
  /^(Must provide (an operation|operation name)|Unknown operation named|Unable to identify operation)/

type AnyError = Pick<GraphQLError, 'message' | 'path'> & {
  extensions?: Record<string, unknown>
  originalError?: unknown
}

export function codeOf(error: AnyError): ErrorCode {
  const original = error.originalError
  if (original instanceof AppError) return original.code
  const given = error.extensions?.code
  if (isErrorCode(given)) return given
  if (typeof given === 'string' && renamed[given]) return renamed[given]
  if (original instanceof PothosValidationError) return pothosCode(error.message)
  if (given === undefined && error.path === undefined) {
    // Before any field ran: variables of the wrong type, a missing required one, an operation
    // name that names nothing (what a field throws has its path; an unexpected failure is masked).
    return operationProblem.test(error.message) ? 'OPERATION_RESOLUTION_FAILURE' : 'BAD_USER_INPUT'
  }
  return 'INTERNAL_SERVER_ERROR'
}

/**
 * Gives the error its code, in place (it is on its way out); `unnamed`: the code of an error that
 * has none yet, where the caller knows what it is (a parse error over graphql-ws).
 */
export function named<E extends AnyError>(error: E, unnamed?: ErrorCode): E {
  const extensions = (error.extensions ?? {}) as Record<string, unknown>
  extensions.code = unnamed && !isErrorCode(extensions.code) ? unnamed : codeOf(error)
  if (!error.extensions) Object.assign(error, { extensions })
  return error
}

export function withCodes<R extends ExecutionResult>(result: R): R {
  for (const error of result.errors ?? []) named(error)
  return result
}

/** Names the codes of everything Yoga answers over HTTP, a stream's events (SSE) included. */
export function errorCodesPlugin(): Plugin {
  return {
    onResultProcess: ({ result, setResult }) => {
      if (isAsyncIterable(result)) return setResult(mapAsyncIterator(result, withCodes))
      for (const one of Array.isArray(result) ? result : [result]) withCodes(one)
    },
  }
}
