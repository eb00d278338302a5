// Tracing, exported to memory: a GraphQL query is one trace from its HTTP request through the
// operation to its SQL; the e-mail a cancelled gather's guest gets is sent by a job in the
// mutation's trace (in-process, and through BullMQ); a traceparent is the parent only from a TRUST_PROXY proxy.
import { Writable } from 'node:stream'
import { SpanKind } from '@opentelemetry/api'
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { postgresAvailable, redisAvailable, servicesRequired } from '../../tests/helpers/services.js'
import { createLogger } from '../src/core/logger.js'
import { startTracing, tracing } from '../src/core/tracing.js'

const exporter = new InMemorySpanExporter()
let stopTracing: () => Promise<void>

beforeAll(async () => {
  stopTracing = await startTracing({ serviceName: 'gather-test', exporter })
})
afterAll(async () => {
  await stopTracing()
})

const spans = () => exporter.getFinishedSpans()
const parentOf = (span: ReadableSpan) => spans().find((s) => s.spanContext().spanId === span.parentSpanContext?.spanId)

/** The spans from `span` up to its trace's root (as far as the spans exported reach). */
function ancestry(span: ReadableSpan): ReadableSpan[] {
  const chain = [span]
  for (let parent = parentOf(span); parent; parent = parentOf(parent)) chain.push(parent)
  return chain
}

/** The finished span of the request that answered with `traceId`, once its answer is done. */
async function serverSpan(name: string, traceId: string) {
  const find = () => spans().find((s) => s.name === name && s.spanContext().traceId === traceId)
  await expect.poll(find).toBeDefined()
  return find() as ReadableSpan
}

const offeredTrace = '4bf92f3577b34da6a3ce929d0e0e4736'
const traceparent = `00-${offeredTrace}-00f067aa0ba902b7-01`

async function tokensQuery(app: TestApp) {
  const { cookieHeader } = await app.signIn()
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieHeader, traceparent },
    body: JSON.stringify({ query: 'query Tokens { accessTokens { id } }' }),
  })
  expect(response.status).toBe(200)
  expect(await response.json()).toMatchObject({ data: { accessTokens: [] } })
}

/** The organiser deletes an upcoming gather: its guest's cancellation e-mail is a mail job. */
async function cancelGather(app: TestApp) {
  const organiser = await app.signIn()
  const guest = await app.signIn()
  const meetup = await createMeetupWith(organiser.userId, [guest.userId])
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: organiser.cookieHeader, traceparent },
    body: JSON.stringify({
      query: 'mutation Cancel($id: ID!) { deleteMeetup(meetupId: $id) { __typename } }',
      variables: { id: meetup.id },
    }),
  })
  expect(await response.json()).toMatchObject({ data: { deleteMeetup: { __typename: 'DeleteMeetupPayload' } } })
  await app.idle()
}

/** The mutation's request span, and the mail job's span beneath it in the same trace. */
async function cancellationTrace() {
  const request = await serverSpan('POST /graphql', offeredTrace)
  const job = spans().find((s) => s.name === 'process mail' && s.spanContext().traceId === offeredTrace)
  expect(job?.kind).toBe(SpanKind.CONSUMER)
  const chain = ancestry(job as ReadableSpan)
  expect(chain).toContain(request)
  expect(chain.map((s) => s.name)).toContain('mutation Cancel')
  // The job's own work (its once-only ledger row) is traced beneath it.
  const sql = spans().filter((s) => s.attributes['db.system.name'] === 'postgresql' && parentOf(s) === job)
  expect(sql.map((s) => s.name)).toContain('INSERT')
  return job as ReadableSpan
}

describe.runIf(postgresAvailable || servicesRequired)('tracing on PostgreSQL', () => {
  it('follows a GraphQL query from its request through the operation to its SQL', async () => {
    exporter.reset()
    const app = await startTestApp({ database: 'postgres', env: { TRUST_PROXY: '127.0.0.1/8,::1/128' } })
    try {
      await tokensQuery(app)
      const request = await serverSpan('POST /graphql', offeredTrace)
      expect(request.kind).toBe(SpanKind.SERVER)
      // The proxy's traceparent is the parent: the request joins the proxy's trace.
      expect(request.parentSpanContext?.spanId).toBe('00f067aa0ba902b7')
      expect(request.attributes).toMatchObject({ 'http.route': '/graphql', 'http.response.status_code': 200 })
      const execute = spans().find((s) => s.name === 'query Tokens')
      expect(execute?.attributes).toMatchObject({ 'graphql.operation.type': 'query' })
      expect(parentOf(execute as ReadableSpan)).toBe(request)
      for (const phase of ['graphql.parse', 'graphql.validate']) {
        expect(parentOf(spans().find((s) => s.name === phase) as ReadableSpan)).toBe(request)
      }
      const sql = spans().filter((s) => s.attributes['db.system.name'] === 'postgresql')
      const underExecute = sql.filter((s) => ancestry(s).includes(execute as ReadableSpan))
      expect(underExecute.map((s) => s.name)).toContain('SELECT')
      expect(underExecute.every((s) => s.kind === SpanKind.CLIENT && s.spanContext().traceId === offeredTrace)).toBe(
        true,
      )
      // Statements with placeholders: no parameter's value is recorded.
      expect(underExecute.some((s) => String(s.attributes['db.query.text']).includes('$1'))).toBe(true)
    } finally {
      await app.stop()
    }
  })

  it.runIf((postgresAvailable && redisAvailable) || servicesRequired)(
    'carries the trace through BullMQ to the job that sends a cancellation e-mail',
    async () => {
      exporter.reset()
      const app = await startTestApp({
        database: 'postgres',
        env: { TRUST_PROXY: '1', REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' },
      })
      try {
        await cancelGather(app)
        // BullMQ's producer span is the job's parent.
        const job = await cancellationTrace()
        expect(parentOf(job)?.kind).toBe(SpanKind.PRODUCER)
        // The deletion's news goes out through Redis pub/sub: a command in the same trace.
        const redis = spans().filter((s) => s.attributes['db.system.name'] === 'redis')
        expect(redis.filter((s) => s.spanContext().traceId === offeredTrace).map((s) => s.name)).toContain('PUBLISH')
      } finally {
        await app.stop()
      }
    },
  )
})

describe('tracing on the embedded database', () => {
  it('runs the cancellation e-mail job in the request trace', async () => {
    exporter.reset()
    const app = await startTestApp({ env: { TRUST_PROXY: '1' } })
    try {
      await cancelGather(app)
      await cancellationTrace()
    } finally {
      await app.stop()
    }
  })

  it('ignores a traceparent from a peer that is not a trusted proxy', async () => {
    exporter.reset()
    const app = await startTestApp()
    try {
      await tokensQuery(app)
      await expect.poll(() => spans().find((s) => s.name === 'POST /graphql')).toBeDefined()
      const request = spans().find((s) => s.name === 'POST /graphql') as ReadableSpan
      expect(request.spanContext().traceId).not.toBe(offeredTrace)
      expect(request.parentSpanContext).toBeUndefined()
      expect(spans().some((s) => s.spanContext().traceId === offeredTrace)).toBe(false)
    } finally {
      await app.stop()
    }
  })

  it('puts the active trace on every log line', async () => {
    const lines: Record<string, unknown>[] = []
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)))
        done()
      },
    })
    const logger = createLogger('info', destination)
    const span = tracing()?.server({}, 'GET', false)
    span?.run(() => logger.info('inside'))
    span?.end(200, '/test')
    logger.info('outside')
    const ended = spans().at(-1) as ReadableSpan
    expect(lines[0]).toMatchObject({
      msg: 'inside',
      traceId: ended.spanContext().traceId,
      spanId: ended.spanContext().spanId,
    })
    expect(lines[1]?.traceId).toBeUndefined()
  })
})
