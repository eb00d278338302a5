// OpenTelemetry tracing, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set. Off, none of its code is
// even loaded (tracing/ is imported only by startTracing): `tracing()` is undefined and the few
// hooks at the edges (HTTP, GraphQL, SQL, Redis, jobs, log lines) skip themselves.
import type { Tracing, TracingOptions } from './tracing/sdk.js'

export type { ServerSpan, Tracing } from './tracing/sdk.js'

let active: Tracing | undefined

/** The tracing hooks while tracing is on. */
export function tracing(): Tracing | undefined {
  return active
}

/**
 * Starts the SDK (before the app is built, so that its hooks see it); returns what ends it, after
 * sending the spans still buffered.
 */
export async function startTracing(options: TracingOptions): Promise<() => Promise<void>> {
  const { startSdk } = await import('./tracing/sdk.js')
  const sdk = startSdk(options)
  active = sdk.tracing
  return async () => {
    active = undefined
    await sdk.stop()
  }
}
