// GraphQL over HTTP served straight from Node's request handler, ahead of Hono: Yoga reads the
// Node request and its answer is written back without the Fetch bridge (@hono/node-server's
// Request with a web-stream body, Yoga's Response read back through web streams), which cost a
// third of the throughput. Everything Hono's middleware does for other routes happens here too,
// with the same code where it can be shared: request id and access line, metrics, draining,
// security headers, CSRF, the body limit, gzip, the request's span. Cross-origin calls from CORS_ORIGINS still go
// through Hono (its CORS middleware), as does every path but /graphql.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import { promisify } from 'node:util'
import { deflate, gzip } from 'node:zlib'
import { sendNodeResponse } from '@whatwg-node/server'
import { Hono } from 'hono'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress'
import { parseAccept } from 'hono/utils/accept'
import type { Config } from '../../core/config.js'
import {
  databaseErrorSummary,
  databaseRetryAfterSeconds,
  databaseUnavailableCode,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from '../../core/db/unavailable.js'
import { type ErrorCode, errorBody, errorCodes } from '../../core/error-codes.js'
import { type Logger, type LogScope, logScope } from '../../core/logger.js'
import type { Metrics } from '../../core/metrics.js'
import { tracing } from '../../core/tracing.js'
import { logAccess, requestIdOf } from '../http/access-log.js'
import { clientAddressOf, peerTrusted } from '../http/client-ip.js'
import { csrfRule } from '../http/csrf.js'
import { maxBodyBytes, securityHeaders } from '../http/edges.js'
import { present } from '../identify.js'
import type { createGraphQL } from './yoga.js'

export type Yoga = ReturnType<typeof createGraphQL>['yoga']

const route = '/graphql'
const compressAbove = 1024
const zip = { gzip: promisify(gzip), deflate: promisify(deflate) }

interface Deps {
  config: Config
  logger: Logger
  metrics: Metrics
  draining: () => boolean
  yoga: () => Promise<Yoga>
}

/** Whether this request is ours: /graphql, unless it comes from another origin CORS_ORIGINS allows. */
export function isGraphqlRequest(request: IncomingMessage, corsOrigins: string[]) {
  const url = request.url ?? ''
  if (url !== route && !url.startsWith(`${route}?`)) return false
  const origin = request.headers.origin
  return !(origin && corsOrigins.includes(origin))
}

/** The Node request handler for /graphql (see isGraphqlRequest). */
export function graphqlHttpHandler(deps: Deps) {
  const { config, logger, metrics } = deps
  const requestId = requestIdOf(config.trustProxy)
  const trusted = peerTrusted(config.trustProxy)
  const clientAddress = clientAddressOf(config.trustProxy)
  const refusal = csrfRule(config.appUrl, config.corsOrigins)
  const edgeHeaders = edgeHeadersOf(config)

  /** An answer of the REST shape ({ error, message, code }) with its code's status, as Hono's routes give. */
  const answerJson = (
    res: ServerResponse,
    code: ErrorCode,
    message: string,
    options: { error?: string; headers?: Record<string, string> } = {},
  ) => {
    if (res.headersSent) return void res.end()
    res.writeHead(errorCodes[code].status, { 'content-type': 'application/json', ...options.headers })
    res.end(JSON.stringify(errorBody(code, message, options.error)))
  }

  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of await edgeHeaders(req.method === 'GET' ? 'GET' : 'POST')) res.setHeader(name, value)
    const protocol = (req.socket as TLSSocket).encrypted ? 'https:' : 'http:'
    const header = (name: string) => {
      const value = req.headers[name]
      return Array.isArray(value) ? value.join(', ') : value
    }
    const presented = () => present(req, config.appUrl)
    const refused = refusal({ method: req.method ?? 'GET', protocol, header, presented })
    if (refused) return answerJson(res, 'CSRF_REFUSED', refused)
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const body = await readBody(req)
      if (body === 'too large') {
        // The rest of the body is never read: the connection closes after the answer.
        res.setHeader('connection', 'close')
        return answerJson(res, 'PAYLOAD_TOO_LARGE', `Request body too large (at most ${maxBodyBytes / 1024} KB)`)
      }
      // The connection ended before the body arrived: nothing can be answered (see the access line).
      if (body === 'aborted') return // Yoga takes an already-read body from `req.body` (as body parsers leave it).
      ;(req as IncomingMessage & { body?: Buffer }).body = body
    }
    const yoga = await deps.yoga()
    const responseCookies: string[] = []
    const response = await yoga.handleNodeRequestAndResponse(req, res, {
      req,
      responseCookies,
      clientIp: clientAddress(req),
      apiPoints: {},
    })
    for (const cookie of responseCookies) response.headers.append('set-cookie', cookie)
    // Answers given while draining close their connection, so that no client reuses it.
    if (deps.draining()) res.setHeader('connection', 'close')
    await sendNodeResponse(await compressed(req, res, response, yoga), res, req, true)
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now()
    const scope: LogScope = { reqId: requestId(req) }
    const span = tracing()?.server(req.headers, req.method ?? 'GET', trusted(req))
    const traced = <T>(fn: () => T) => (span ? span.run(fn) : fn())
    res.setHeader('x-request-id', scope.reqId)
    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000
      // Closed before its body arrived, unanswered: the client gave up, or Node answered 408 at
      // REQUEST_TIMEOUT_SECONDS. Either way a 408 (at info level), not the 200 nobody sent.
      const status = !res.headersSent && !req.complete ? 408 : res.statusCode
      metrics.observeRequest(req.method ?? 'GET', route, status, seconds)
      traced(() => logScope.run(scope, () => logAccess(logger, req.method ?? 'GET', route, status, seconds)))
      span?.end(status, route)
    })
    traced(() =>
      logScope.run(scope, () =>
        serve(req, res).catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) {
            logger.warn({ route, reason: databaseErrorSummary(error) }, 'database unavailable')
            const headers = { 'retry-after': String(databaseRetryAfterSeconds) }
            return answerJson(res, databaseUnavailableCode, databaseUnavailableMessage, { headers })
          }
          logger.error({ err: error, route }, 'unhandled error')
          answerJson(res, 'INTERNAL_SERVER_ERROR', 'Something went wrong', { error: 'Internal error' })
        }),
      ),
    )
  }
}

/** The body, at most maxBodyBytes whether or not a Content-Length says so. */
function readBody(req: IncomingMessage): Promise<Buffer | 'too large' | 'aborted'> {
  if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) return Promise.resolve('too large')
  if (req.destroyed) return Promise.resolve('aborted')
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBodyBytes) {
        req.off('data', onData)
        return resolve('too large')
      }
      chunks.push(chunk)
    }
    req.on('data', onData)
    req.once('end', () => resolve(Buffer.concat(chunks, size)))
    req.once('error', () => resolve('aborted'))
    req.once('aborted', () => resolve('aborted'))
  })
}

/**
 * The security headers Hono's middleware gives /graphql (GraphiQL's policy for GET outside
 * production), read once from that middleware per APP_URL (tests learn theirs after listening).
 */
function edgeHeadersOf(config: Config) {
  const edges = new Hono()
  edges.use('*', securityHeaders(config))
  edges.all('*', (c) => c.body(null, 204))
  const cache = new Map<string, Promise<[string, string][]>>()
  return (method: 'GET' | 'POST') => {
    const key = `${config.appUrl} ${method}`
    let headers = cache.get(key)
    if (!headers) {
      headers = Promise.resolve(edges.request(route, { method })).then((r) => [...r.headers.entries()])
      cache.set(key, headers)
    }
    return headers
  }
}

/** gzip (or deflate) for answers of 1 KB or more when the client accepts it, as Hono's compress(). */
async function compressed(req: IncomingMessage, res: ServerResponse, response: Response, yoga: Yoga) {
  const type = response.headers.get('content-type')
  const length = Number(response.headers.get('content-length') ?? Number.NaN)
  if (req.method === 'HEAD' || !type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || length < compressAbove)
    return response
  if (response.headers.has('content-encoding') || !response.body) return response
  res.setHeader('vary', 'Accept-Encoding')
  const encoding = chooseEncoding(req.headers['accept-encoding'])
  if (!encoding) return response
  const body = await zip[encoding](Buffer.from(await response.arrayBuffer()))
  const headers = new yoga.fetchAPI.Headers(response.headers)
  headers.delete('content-length')
  headers.set('content-encoding', encoding)
  return new yoga.fetchAPI.Response(body, { status: response.status, headers })
}

function chooseEncoding(header: string | undefined): 'gzip' | 'deflate' | undefined {
  if (!header) return undefined
  const accepts = parseAccept(header)
  const wildcard = accepts.find((a) => a.type === '*')?.q
  let best: { encoding: 'gzip' | 'deflate'; q: number } | undefined
  for (const encoding of ['gzip', 'deflate'] as const) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0
    if (q === 1) return encoding
    if (q > 0 && (!best || q > best.q)) best = { encoding, q }
  }
  return best?.encoding
}
