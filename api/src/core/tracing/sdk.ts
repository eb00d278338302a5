// The OpenTelemetry SDK, set up by hand rather than by auto-instrumentation: the server is one
// bundle (scripts/build-server.mjs), which require hooks never see, so spans are made where the
// app calls out (spans.ts, graphql.ts, redis.ts) and BullMQ brings its own (bullmq-otel).
import { context, propagation, trace } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto'
import { resourceFromAttributes } from '@opentelemetry/resources'
import {
  BatchSpanProcessor,
  SimpleSpanProcessor,
  type SpanExporter,
  type SpanProcessor,
  TracerProvider,
} from '@opentelemetry/sdk-trace'
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions'
import { BullMQOtel } from 'bullmq-otel'
import type { Plugin } from 'graphql-yoga'
import { graphqlSpans } from './graphql.js'
import { traceRedis } from './redis.js'
import { jobSpan, logFields, type ServerSpan, serverSpan, sqlSpan, tracerName } from './spans.js'

export type { ServerSpan } from './spans.js'

export interface TracingOptions {
  serviceName: string
  /** The collector's OTLP/HTTP base address; spans go to <endpoint>/v1/traces. */
  endpoint?: string
  /** Instead of OTLP (tests: an InMemorySpanExporter); each span is exported as it ends. */
  exporter?: SpanExporter
}

/** What the edges call while tracing is on. */
export interface Tracing {
  /** The span of one HTTP request; `trustHeaders`: its traceparent may be the parent. */
  server(headers: Record<string, string | string[] | undefined>, method: string, trustHeaders: boolean): ServerSpan
  sql<T>(text: string, run: () => Promise<T>): Promise<T>
  job<T>(queue: string, id: string, attempt: number, run: () => Promise<T>): Promise<T>
  /** Spans for the commands an ioredis client sends on behalf of a traced operation. */
  redis<C extends object>(client: C): C
  /** BullMQ's telemetry option: producer and consumer spans, the context carried in the job. */
  bullmq: BullMQOtel
  graphql: Plugin
  /** traceId and spanId of the active span, for log lines. */
  logFields(): { traceId?: string; spanId?: string }
}

export function startSdk(options: TracingOptions): { tracing: Tracing; stop(): Promise<void> } {
  const processor: SpanProcessor = options.exporter
    ? new SimpleSpanProcessor({ exporter: options.exporter })
    : new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: `${options.endpoint}/v1/traces` }) })
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: options.serviceName,
    }),
    spanProcessors: [processor],
  })
  const contextManager = new AsyncLocalStorageContextManager().enable()
  context.setGlobalContextManager(contextManager)
  propagation.setGlobalPropagator(new W3CTraceContextPropagator())
  trace.setGlobalTracerProvider(provider)
  const tracer = trace.getTracer(tracerName)
  return {
    tracing: {
      server: (headers, method, trustHeaders) => serverSpan(tracer, headers, method, trustHeaders),
      sql: (text, run) => sqlSpan(tracer, text, run),
      job: (queue, id, attempt, run) => jobSpan(tracer, queue, id, attempt, run),
      redis: (client) => traceRedis(tracer, client),
      bullmq: new BullMQOtel({ tracerName }),
      graphql: graphqlSpans(tracer),
      logFields,
    },
    async stop() {
      await provider.shutdown()
      trace.disable()
      propagation.disable()
      context.disable()
    },
  }
}
