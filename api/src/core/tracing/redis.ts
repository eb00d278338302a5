// Spans for ioredis commands, made by wrapping one client's sendCommand: the official
// instrumentation patches ioredis through require hooks, which the bundled server bypasses.
// Only commands sent on behalf of a traced operation get one: BullMQ's and pub/sub's own
// background traffic (blocking polls, lock renewals) would otherwise be most of the spans.
import { context, SpanKind, type Tracer, trace } from '@opentelemetry/api'
import { ATTR_DB_OPERATION_NAME, ATTR_DB_SYSTEM_NAME } from '@opentelemetry/semantic-conventions'

interface Command {
  name: string
  promise: Promise<unknown>
}

export function traceRedis<C extends object>(tracer: Tracer, client: C): C {
  const target = client as C & { sendCommand?(command: Command, ...rest: unknown[]): unknown }
  const send = target.sendCommand
  if (typeof send !== 'function') return client
  target.sendCommand = function (command, ...rest) {
    if (!trace.getSpan(context.active())) return send.call(this, command, ...rest)
    const operation = command.name.toUpperCase()
    const span = tracer.startSpan(operation, {
      kind: SpanKind.CLIENT,
      attributes: { [ATTR_DB_SYSTEM_NAME]: 'redis', [ATTR_DB_OPERATION_NAME]: operation },
    })
    const end = () => span.end()
    command.promise.then(end, (error: Error) => {
      span.recordException(error)
      end()
    })
    return send.call(this, command, ...rest)
  }
  return client
}
