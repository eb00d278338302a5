// The spans the app makes itself, named and described by OpenTelemetry's semantic conventions.
// Paths and query strings are never recorded (they hold ids and tokens), nor SQL parameters or
// GraphQL variables: routes, statements with their placeholders and operation names only.
import {
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api'
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
} from '@opentelemetry/semantic-conventions'

export const tracerName = 'gather'

/** The span of one HTTP request, ended with its answer. */
export interface ServerSpan {
  /** Runs `fn` with this span active (what it logs and calls is part of the trace). */
  run<T>(fn: () => T): T
  end(status: number, route: string): void
}

type Headers = Record<string, string | string[] | undefined>

const headerGetter = {
  keys: (carrier: Headers) => Object.keys(carrier),
  get: (carrier: Headers, key: string) => carrier[key],
}

export function serverSpan(tracer: Tracer, headers: Headers, method: string, trustHeaders: boolean): ServerSpan {
  // A client's traceparent is believed only from a proxy TRUST_PROXY names, as X-Request-Id is:
  // anyone else would choose the trace (and its sampling) of our requests.
  const parent = trustHeaders ? propagation.extract(ROOT_CONTEXT, headers, headerGetter) : ROOT_CONTEXT
  const span = tracer.startSpan(
    method,
    { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: method } },
    parent,
  )
  const active = trace.setSpan(parent, span)
  return {
    run: (fn) => context.with(active, fn),
    end(status, route) {
      span.updateName(`${method} ${route}`)
      span.setAttributes({ [ATTR_HTTP_ROUTE]: route, [ATTR_HTTP_RESPONSE_STATUS_CODE]: status })
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
      span.end()
    },
  }
}

/** Runs `run` in a new active span that ends with it, recording its failure. */
export async function within<T>(span: Span, run: () => Promise<T>): Promise<T> {
  try {
    return await context.with(trace.setSpan(context.active(), span), run)
  } catch (error) {
    span.recordException(error as Error)
    span.setStatus({ code: SpanStatusCode.ERROR })
    throw error
  } finally {
    span.end()
  }
}

export function sqlSpan<T>(tracer: Tracer, text: string, run: () => Promise<T>): Promise<T> {
  const operation = /^\s*([A-Za-z]+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL'
  const span = tracer.startSpan(operation, {
    kind: SpanKind.CLIENT,
    attributes: {
      [ATTR_DB_SYSTEM_NAME]: 'postgresql',
      [ATTR_DB_OPERATION_NAME]: operation,
      [ATTR_DB_QUERY_TEXT]: text,
    },
  })
  return within(span, run)
}

/** An in-process job's run: a child of what added it (its timer keeps the adder's context). */
export function jobSpan<T>(tracer: Tracer, queue: string, id: string, attempt: number, run: () => Promise<T>) {
  const span = tracer.startSpan(`process ${queue}`, {
    kind: SpanKind.CONSUMER,
    attributes: {
      'messaging.operation.type': 'process',
      'messaging.destination.name': queue,
      'messaging.message.id': id,
      'gather.job.attempt': attempt,
    },
  })
  return within(span, run)
}

export function logFields(): { traceId?: string; spanId?: string } {
  const span = trace.getSpan(context.active())
  if (!span) return {}
  const { traceId, spanId } = span.spanContext()
  return { traceId, spanId }
}
