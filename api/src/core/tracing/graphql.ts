// GraphQL spans from a Yoga plugin: parse, validate and execute, each around its phase through
// envelop's instrumentation, so that the resolvers' SQL and Redis spans are children of the
// execute span. (@envelop/opentelemetry would pull a second, older OpenTelemetry SDK in, and
// adds a span per resolver.) Named as the semantic conventions say: `query Me`.
import { context, SpanKind, SpanStatusCode, type Tracer, trace } from '@opentelemetry/api'
import { getOperationAST } from 'graphql'
import type { Plugin } from 'graphql-yoga'

const attrOperationName = 'graphql.operation.name'
const attrOperationType = 'graphql.operation.type'

export function graphqlSpans(tracer: Tracer): Plugin {
  const phase = <T>(name: string, wrapped: () => T): T => {
    const span = tracer.startSpan(name, { kind: SpanKind.INTERNAL })
    const ended = (result: T) => {
      span.end()
      return result
    }
    try {
      const result = context.with(trace.setSpan(context.active(), span), wrapped)
      if (result instanceof Promise) return result.then(ended, failed) as T
      return ended(result)
    } catch (error) {
      return failed(error)
    }
    function failed(error: unknown): never {
      span.recordException(error as Error)
      span.setStatus({ code: SpanStatusCode.ERROR })
      span.end()
      throw error
    }
  }
  return {
    instrumentation: {
      parse: (_payload, wrapped) => phase('graphql.parse', wrapped),
      validate: (_payload, wrapped) => phase('graphql.validate', wrapped),
      execute: (_payload, wrapped) => phase('graphql.execute', wrapped),
      subscribe: (_payload, wrapped) => phase('graphql.subscribe', wrapped),
    },
    // Runs inside the execute (or subscribe) phase: names its span after the operation.
    onExecute: ({ args }) => nameOperation(args.document, args.operationName),
    onSubscribe: ({ args }) => nameOperation(args.document, args.operationName),
  }
}

function nameOperation(document: Parameters<typeof getOperationAST>[0], operationName?: string | null) {
  const span = trace.getSpan(context.active())
  const operation = getOperationAST(document, operationName)
  if (!span || !operation) return
  const name = operation.name?.value
  span.updateName(name ? `${operation.operation} ${name}` : operation.operation)
  span.setAttributes({ [attrOperationType]: operation.operation, ...(name ? { [attrOperationName]: name } : {}) })
}
