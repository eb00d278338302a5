// GET /api/openapi.json: the REST face as an OpenAPI 3.1 document. hono-openapi reads the
// operations from the app's own routes (each described beside its handler, describe.ts), so the
// document lists what is served; this file adds what every route shares, from the rules that
// enforce it: security by the token rule (tokens.policy.ts), the price by the meter (metering.ts),
// the X-RateLimit-* headers, and the error answers every route can give.

import type { Hono } from 'hono'
import { etag } from 'hono/etag'
import { generateSpecs } from 'hono-openapi'
import { z } from 'zod'
import { sessionCookieName } from '../../accounts/session.service.js'
import { restUse, tokenRefusals } from '../../accounts/tokens.policy.js'
import { errorCodeNames } from '../../core/error-codes.js'
import { versionInfo } from '../http/system.js'
import { accessField, describer, type RouteAccess } from './describe.js'
import { restPrice } from './metering.js'
import type { RestEnv } from './support.js'

export const openApiPath = '/api/openapi.json'

// hono-openapi's own types of the document's parts (openapi-types, which it uses, is not ours).
type Document = Awaited<ReturnType<typeof generateSpecs>>
type Operation = NonNullable<Document['paths'][string]['get']> & { [accessField]?: RouteAccess }
type Answer = Exclude<NonNullable<Operation['responses']>[string], { $ref: string }>
type SecurityRequirement = NonNullable<Document['security']>[number]

/** The error answer of every REST route (support.ts). */
const errorBody = z.object({
  error: z.string().meta({ description: 'What went wrong, for people' }),
  message: z.string().meta({ description: 'The same, for older clients' }),
  code: z.enum(errorCodeNames).meta({ description: 'What went wrong, for programs (docs/api.md, "Error codes")' }),
})

const header = (description: string) => ({ description, schema: { type: 'integer' as const } })
const rateLimitHeaders = {
  'X-RateLimit-Cost': header('Points this call took'),
  'X-RateLimit-Limit': header('Points per hour'),
  'X-RateLimit-Remaining': header('Points left in this hour'),
  'X-RateLimit-Reset': header('When the hour ends (Unix time, seconds)'),
}
/** A schema as the document holds it: its dialect is the document's (OpenAPI 3.1's is 2020-12). */
const withoutDialect = ({ $schema: _, ...schema }: { $schema?: string }) => schema
const ref = (kind: 'headers' | 'schemas', name: string) => ({ $ref: `#/components/${kind}/${name}` })

function components(appUrl: string): Document['components'] {
  return {
    schemas: { Error: withoutDialect(z.toJSONSchema(errorBody)) },
    headers: { ...rateLimitHeaders, 'Retry-After': header('Seconds to wait before sending again') },
    securitySchemes: {
      session: {
        type: 'apiKey',
        in: 'cookie',
        name: sessionCookieName(appUrl),
        description:
          'A signed-in browser. Its unsafe requests need a JSON content type or the x-graphql-csrf header, and no other site as Origin.',
      },
      accessToken: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'gat_…',
        description:
          'A personal access token (Settings → API tokens). Its scope is named as the role: `read` for GET, `read-write` for the other methods.',
      },
    },
  }
}

/** Routes answered before the caller is found and metered: free, anyone's, with no X-RateLimit-*. */
export type Unmetered = ReadonlySet<string>
const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`

const errorContent = { 'application/json': { schema: ref('schemas', 'Error') } }
const meteredHeaders = Object.fromEntries(Object.keys(rateLimitHeaders).map((name) => [name, ref('headers', name)]))

/** The answer of one shared refusal (a metered route's), in the error shape, with its headers. */
function refusal(description: string, retryAfter = false) {
  return {
    description,
    headers: { ...meteredHeaders, ...(retryAfter ? { 'Retry-After': ref('headers', 'Retry-After') } : {}) },
    content: errorContent,
  }
}

/** Who may call, as OpenAPI security requirements: `{}` is no credential at all. */
function securityOf(method: string, access: RouteAccess): SecurityRequirement[] {
  const scope = restUse(method) === 'read' ? 'read' : 'read-write'
  const anyone = access.who === 'anyone' ? [{}] : []
  return [...anyone, { session: [] }, ...(access.tokens ? [{ accessToken: [scope] }] : [])]
}

/** The refusals every route of this access can give, besides its own. */
function sharedRefusals(method: string, access: RouteAccess, metered: boolean) {
  if (!metered) return {}
  const readOnly = restUse(method) === 'write' ? tokenRefusals.write : undefined
  const forbidden = access.tokens ? readOnly : tokenRefusals.account
  return {
    401:
      access.who === 'signed-in'
        ? refusal('Not signed in, or an unknown or revoked access token')
        : refusal('An unknown or revoked access token'),
    ...(forbidden ? { 403: refusal(`Refused to an access token: "${forbidden}"`) } : {}),
    429: refusal('The hourly points budget is spent: nothing was done; wait Retry-After seconds', true),
    503: refusal('The database is unavailable right now: send again after Retry-After seconds', true),
  }
}

/** Adds an operation's security, price, headers and shared refusals. */
function finish(pathMethod: string, path: string, operation: Operation, unmetered: Unmetered) {
  // The document's keys are lower case; the rules read methods as HTTP spells them.
  const method = pathMethod.toUpperCase()
  const access = operation[accessField] ?? { who: 'anyone', tokens: true }
  delete operation[accessField]
  const metered = !unmetered.has(routeKey(method, path))
  const cost = metered ? restPrice(method) : 0
  operation.security = metered ? securityOf(method, access) : [{}]
  operation.description = `${operation.description ?? ''}\n\n${
    metered ? `Costs ${cost} point${cost === 1 ? '' : 's'} of the caller's hourly budget.` : 'Free: not metered.'
  }`.trim()
  Object.assign(operation, { 'x-rate-limit-cost': cost })
  const responses = (operation.responses ?? {}) as Record<string, Answer>
  for (const [status, answer] of Object.entries(responses)) {
    if (Number(status) >= 400 && !answer.content) answer.content = errorContent
    if (metered) answer.headers = { ...meteredHeaders, ...answer.headers }
  }
  const shared: Record<string, Answer> = sharedRefusals(method, access, metered)
  for (const [status, answer] of Object.entries(shared)) {
    // The route's own reason first; the shared one stays true of it too.
    const own = responses[status]
    if (own) responses[status] = { ...answer, ...own, description: `${own.description}; or: ${answer.description}` }
  }
  operation.responses = { ...shared, ...responses }
}

/** The document for the routes `app` serves (generated once: the routes do not change). */
export async function openApiDocument(app: Hono<RestEnv>, appUrl: string, unmetered: Unmetered) {
  const spec = await generateSpecs(app, {
    excludeStaticFile: false,
    documentation: {
      info: {
        title: 'Gather REST API',
        version: versionInfo.version,
        description:
          'The REST face of Gather (GraphQL is at /graphql). Every call but the free ones takes points from the caller’s hourly budget, shown in the X-RateLimit-* headers; see docs/api.md.',
      },
      servers: [{ url: appUrl }],
    },
  })
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (operation && typeof operation === 'object' && 'responses' in operation) {
        finish(method, path, operation as Operation, unmetered)
      }
    }
  }
  const shared = components(appUrl)
  return {
    ...spec,
    components: { ...spec.components, ...shared, schemas: { ...spec.components.schemas, ...shared.schemas } },
  }
}

const describeOpenApi = describer('Meta')({
  summary: 'This document',
  description: 'The REST API as an OpenAPI 3.1 document, for client generators (see docs/api.md).',
  who: 'anyone',
  ok: { description: 'The OpenAPI document', schema: z.object({ openapi: z.string() }).loose() },
})

/**
 * Serves the document, made at its first request (the routes are all there by then, and the
 * address is the one the server took): public, the same for everyone, so caches may keep it a
 * while and ask again with its ETag. `unmetered`: the routes registered before the meter.
 */
export function serveOpenApi(app: Hono<RestEnv>, config: { appUrl: string }, unmetered: () => Unmetered) {
  let document: ReturnType<typeof openApiDocument> | undefined
  app.get(openApiPath, describeOpenApi, etag(), async (c) => {
    document ??= openApiDocument(app, config.appUrl, unmetered())
    c.header('cache-control', 'public, max-age=300')
    return c.json(await document)
  })
}

/** The routes `app` has so far, as the document names them (`:id` is `{id}`). */
export const routesOf = (app: Hono<RestEnv>): Unmetered =>
  new Set(app.routes.map((route) => routeKey(route.method, route.path.replace(/:(\w+)/g, '{$1}'))))
