// livePositions over graphql-ws without per-viewer work per push: an operation whose only root
// field is livePositions (no directives) is handed to the position stream, which executes the
// selection once per batch for every viewer of the gather with the same operation and writes the
// same payload to each, framed as graphql-ws `next` by concatenation. Its fields are the event's
// own scalars, the same for every viewer, so one viewer's context serves them all.
import { type DocumentNode, execute, type GraphQLSchema, getOperationAST, Kind } from 'graphql'
import type { Actor } from '../../core/actor.js'
import type { Logger } from '../../core/logger.js'
import type { PositionStream, PositionsBatch, RenderedPositions } from './position-stream.js'
import type { WatchServices } from './watch.service.js'

export interface PositionsOperation {
  schema: GraphQLSchema
  document: DocumentNode
  query: string
  operationName?: string | null
  variables?: Record<string, unknown> | null
}

/** The gather it asks for and the key of its shape, when this operation can share; null otherwise. */
export function positionsShape(op: PositionsOperation): { meetupKey: unknown; key: string } | null {
  if (op.query.includes('@')) return null
  const operation = getOperationAST(op.document, op.operationName)
  if (operation?.operation !== 'subscription') return null
  const [field, ...others] = operation.selectionSet.selections
  if (others.length || field?.kind !== Kind.FIELD || field.name.value !== 'livePositions') return null
  const argument = field.arguments?.find((a) => a.name.value === 'meetupId')?.value
  const variables = { ...(op.variables ?? {}) }
  let meetupKey: unknown
  if (argument?.kind === Kind.VARIABLE) {
    meetupKey = variables[argument.name.value]
    delete variables[argument.name.value]
  } else if (argument?.kind === Kind.STRING) meetupKey = argument.value
  else return null
  return { meetupKey, key: `${op.operationName ?? ''}\u0000${JSON.stringify(variables)}\u0000${op.query}` }
}

/** Executes the operation's selection over a batch and serialises the result (errors masked and logged). */
export function renderPositions(op: PositionsOperation, contextValue: unknown, logger: Logger) {
  return async (batch: PositionsBatch) => {
    const result = await execute({
      schema: op.schema,
      document: op.document,
      operationName: op.operationName,
      variableValues: op.variables,
      contextValue,
      rootValue: batch,
    })
    if (!result.errors?.length) return JSON.stringify({ data: result.data })
    logger.error({ err: result.errors[0] }, 'unexpected GraphQL error')
    return JSON.stringify({ data: result.data, errors: [{ message: 'Unexpected error.' }] })
  }
}

/**
 * The subscription graphql-ws iterates: it yields nothing (the position stream writes the pushes), ends
 * when the viewer leaves, and throws the reason when access ends or the start is refused. A plain
 * iterator over one promise rather than a Repeater: every idle subscribed socket holds one, and a
 * Repeater's own promises and closures were 2.7 of the 17 KB of heap each socket took.
 */
export function sharedPositionsStream(
  stream: PositionStream,
  actor: Actor<WatchServices>,
  shape: { meetupKey: unknown; key: string; render: (batch: PositionsBatch) => Promise<string> },
  write: (payload: RenderedPositions) => void,
): AsyncIterableIterator<never> {
  const finished: IteratorReturnResult<undefined> = { done: true, value: undefined }
  let leave: (() => void) | undefined
  let ended = false
  let settle: (error?: unknown) => void = () => {}
  // Every next() gets this one promise: it settles when the stream ends.
  const over = new Promise<IteratorResult<never>>((resolve, reject) => {
    settle = (error) => (error === undefined ? resolve(finished) : reject(error))
  })
  over.catch(() => {})
  const end = (error?: unknown) => {
    if (ended) return
    ended = true
    leave?.()
    settle(error)
  }
  stream
    .join(actor, shape.meetupKey, shape, (payload) => payload && write(payload))
    .then((joined) => {
      if (ended) return joined.leave()
      leave = joined.leave
      joined.done.then(() => end(), end)
    }, end)
  return {
    [Symbol.asyncIterator]() {
      return this
    },
    next: () => over,
    return: () => {
      end()
      return Promise.resolve(finished)
    },
    throw: (error) => {
      end()
      return Promise.reject(error)
    },
  }
}
