// Each REST route says what it is beside its handler, as a hono-openapi describeRoute middleware
// (it only marks the route; the handler still reads and validates its own input). The request
// and answer shapes are the zod schemas the services parse with and the *.json.ts shapes; what
// every route shares (who may call, with which token scope, its price, the common errors) is added
// once by the document's builder (openapi.ts), from the rules that enforce it.
import type { MiddlewareHandler } from 'hono'
import { type DescribeRouteOptions, describeRoute, resolver } from 'hono-openapi'
import { z } from 'zod'

/** Who may call a route: its caller rules, read by openapi.ts to write its security and errors. */
export interface RouteAccess {
  /** `anyone`: signed out too; `signed-in`: a session or an access token, or 401. */
  who: 'anyone' | 'signed-in'
  /** False where access tokens are refused with 403: the account, its sign-in, its tokens, the feed address. */
  tokens: boolean
}

/** The operation's extension field that carries its RouteAccess to openapi.ts, which removes it. */
export const accessField = 'x-gather-access'

interface Answer {
  description: string
  /** 200 unless said. */
  status?: number
  /** The JSON answer's shape (output side: what the server writes). */
  schema?: z.ZodType
  /** A body that is not JSON: its media type (a calendar file, a page). */
  media?: 'text/calendar' | 'text/html'
  /** A redirect: where to. */
  location?: string
}

export interface RouteDoc {
  summary: string
  description?: string
  who: RouteAccess['who']
  /** Access tokens are accepted unless false. */
  tokens?: false
  /** Path and query parameters, by name: what they are. */
  params?: Record<string, string>
  /** Query parameters: the schema the service parses them with. */
  query?: z.ZodObject
  /** The JSON body: the schema the service parses it with (input side: what a client sends). */
  body?: z.ZodType
  ok: Answer
  /** This route's own refusals, by status: when (the shared ones are added for every route). */
  errors?: Record<number, string>
  /** Kept for older clients: what to use instead. */
  deprecated?: string
}

/** Query parameters from a zod object, each with its JSON Schema (what a client may send). */
function queryParameters(query: z.ZodObject, descriptions: Record<string, string>) {
  const json = z.toJSONSchema(query, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { description?: string }>
    required?: string[]
  }
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    in: 'query' as const,
    name,
    required: json.required?.includes(name) ?? false,
    description: descriptions[name] ?? schema.description ?? name,
    schema,
  }))
}

const pathParameter = (name: string, description: string) => ({
  in: 'path' as const,
  name,
  required: true,
  description,
  schema: { type: 'string' as const },
})

function answerOf(ok: Answer) {
  if (ok.location) {
    return {
      description: ok.description,
      headers: { Location: { description: ok.location, schema: { type: 'string' as const } } },
    }
  }
  if (ok.media) return { description: ok.description, content: { [ok.media]: { schema: { type: 'string' as const } } } }
  const schema = ok.schema ? resolver(ok.schema, { options: { io: 'output' } }) : { type: 'object' as const }
  return { description: ok.description, content: { 'application/json': { schema } } }
}

/** Errors a route states, in the API's error shape (openapi.ts gives them their schema). */
const errorAnswers = (errors: Record<number, string>) =>
  Object.fromEntries(Object.entries(errors).map(([status, description]) => [status, { description }]))

/** The describing middleware of one route, tagged with its feature. */
export function describer(tag: string) {
  return (doc: RouteDoc): MiddlewareHandler => {
    const access: RouteAccess = { who: doc.who, tokens: doc.tokens ?? true }
    const query = doc.query ? queryParameters(doc.query, doc.params ?? {}) : []
    const parameters = [
      ...Object.entries(doc.params ?? {})
        .filter(([name]) => !query.some((parameter) => parameter.name === name))
        .map(([name, description]) => pathParameter(name, description)),
      ...query,
    ]
    const spec: DescribeRouteOptions = {
      tags: [tag],
      summary: doc.summary,
      description: [doc.description ?? doc.summary, doc.deprecated && `Deprecated: ${doc.deprecated}`]
        .filter(Boolean)
        .join('\n\n'),
      ...(doc.deprecated ? { deprecated: true } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(doc.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: resolver(doc.body) } } } }
        : {}),
      responses: { [doc.ok.status ?? 200]: answerOf(doc.ok), ...errorAnswers(doc.errors ?? {}) },
    }
    return describeRoute(Object.assign(spec, { [accessField]: access }))
  }
}

/** The common `{ message, … }` answer of a change. */
export const messageAnswer = <T extends z.ZodRawShape>(more?: T) => z.object({ message: z.string(), ...more })
