// GraphQL over HTTP (Yoga) and over WebSocket (graphql-ws, routed through yoga.getEnveloped so
// WebSocket operations get the same plugins: context, limits, error masking). The pieces: the
// context (context.ts: who is asking, from edge/identify.ts), the plugins (plugins.ts), error
// masking (error-masking.ts) and codes (error-codes.ts), and each socket's session (socket-sessions.ts).

import { type DocumentNode, type ExecutionArgs, GraphQLError, type GraphQLSchema } from 'graphql'
import type { OperationResult } from 'graphql-ws'
import { createYoga } from 'graphql-yoga'
import type { WebSocketServer } from 'ws'
import { actorOf } from '../../core/actor.js'
import { positionPings } from '../../live/streams/position-pings.js'
import type { RenderedPositions } from '../../live/streams/position-stream.js'
import { positionsShape, renderPositions, sharedPositionsStream } from '../../live/streams/shared-positions.js'
import type { SocketAdmission } from '../http/socket-admission.js'
import type { Presented } from '../identify.js'
import type { AppServices as Services } from '../services.js'
import { type Context, graphqlContext, type ServerContext } from './context.js'
import { chargeOperation } from './cost-limit.js'
import { named, withCodes } from './error-codes.js'
import { errorMasking, yogaLogger } from './error-masking.js'
import { graphqlPlugins } from './plugins.js'
import { schema } from './schema.js'
import { socketSessions } from './socket-sessions.js'
import { type PersistedDocuments, persistedDocuments, resolveSocketDocument } from './trusted-documents.js'
import { serveGraphqlWs } from './ws-server.js'

interface EnvelopedRoot {
  execute: (args: ExecutionArgs) => OperationResult
  subscribe: (args: ExecutionArgs) => OperationResult
}

/** Ends a graphql-ws `next` frame written around a shared payload. */
const closingBrace = Buffer.from('}')

/** A batch's graphql-ws frames by subscription id: clients number their subscriptions alike, so most viewers share one. */
const frames = new WeakMap<RenderedPositions, Map<string, Buffer>>()

/** The shared payload inside a `next` frame for subscription `id`, built once per batch and id. */
function nextFrame(payload: RenderedPositions, id: string) {
  let byId = frames.get(payload)
  if (!byId) {
    byId = new Map()
    frames.set(payload, byId)
  }
  let frame = byId.get(id)
  if (!frame) {
    const head = Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`)
    frame = Buffer.concat([head, payload.bytes, closingBrace])
    byId.set(id, frame)
  }
  return frame
}

export function createGraphQL(services: Services) {
  const production = services.config.nodeEnv === 'production'
  const documents = persistedDocuments(services.config.persistedDocuments, { production, logger: services.logger })
  const sessions = socketSessions(services)

  const yoga = createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    // Subscriptions over SSE: GraphiQL sends its Headers pane (a token's Authorization) with
    // every HTTP request, and a graphql-ws connection_init only with fixed connectionParams.
    graphiql: production ? false : { title: 'Gather GraphQL', subscriptionsProtocol: 'SSE' },
    // GraphiQL from the installed package (inlined into its page), so it works offline. Loaded when
    // first asked for: the module is 9 MB of source, which every start decoded and parsed.
    renderGraphiQL: async (options) => (await import('@graphql-yoga/render-graphiql')).renderGraphiQL(options),
    landingPage: false,
    // Bodies are limited to 100 KB before Yoga sees them (graphql/http-handler.ts, or Hono's
    // bodyLimit for cross-origin calls); Yoga's own limit would pipe every body through a stream.
    maxRequestBodySize: false,
    // Cross-origin access is decided in front of Yoga (CORS_ORIGINS); Yoga's default reflects any Origin.
    cors: false,
    logging: yogaLogger(services.logger),
    maskedErrors: { maskError: errorMasking(services.logger) },
    plugins: graphqlPlugins(services, documents, production),
    context: graphqlContext(services, sessions.presentedOf),
  })

  return {
    yoga,
    attachWebSocket: (wss: WebSocketServer, admission: SocketAdmission) =>
      attachSockets({ wss, admission }, services, yoga, sessions, documents),
  }
}

type Yoga = ReturnType<typeof createYoga<ServerContext, Context>>
type WsOptions = Parameters<typeof serveGraphqlWs>[0]
type SubscribeArgs = Parameters<NonNullable<WsOptions['onSubscribe']>>

/**
 * A socket operation through Yoga's envelop (the same plugins as over HTTP): its document (a
 * persisted one by id, or text if the caller may send text), parsed and validated, with its
 * context; or the errors that answer it (the socket stays open).
 */
async function envelopedOperation(
  yoga: Yoga,
  [ctx, _id, params]: SubscribeArgs,
  documents: PersistedDocuments,
  presented: Presented,
  production: boolean,
) {
  // Members added before the spread (V8's fast path; see context.ts).
  const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
    req: ctx.extra.request,
    socket: ctx.extra.socket,
    params,
    ...ctx,
  })
  const query = resolveSocketDocument(params, presented, documents, production)
  if (query instanceof GraphQLError) return { errors: [query] }
  let document: ReturnType<typeof parse>
  try {
    document = parse(query)
  } catch (error) {
    // Over HTTP Yoga names a syntax error; a socket's has only armor's code (TOKEN_LIMIT) if any.
    if (error instanceof GraphQLError) return { errors: [named(error, 'GRAPHQL_PARSE_FAILED')] }
    throw error
  }
  const args = {
    schema,
    operationName: params.operationName,
    document,
    variableValues: params.variables,
    contextValue: await contextFactory(),
    rootValue: { execute, subscribe },
  }
  const errors = validated(validate, args.schema, args.document)
  if (errors.length) return { errors: errors.map((error) => named(error, 'GRAPHQL_VALIDATION_FAILED')) }
  const op = { schema, document, query, operationName: params.operationName, variables: params.variables }
  return { args, op }
}

/**
 * The document's validation errors. graphql-armor's limits throw theirs (Yoga catches them over
 * HTTP): answered as errors too, not as a message that closes the socket.
 */
function validated(
  validate: ReturnType<Yoga['getEnveloped']>['validate'],
  schema: GraphQLSchema,
  document: DocumentNode,
): readonly GraphQLError[] {
  try {
    return validate(schema, document)
  } catch (error) {
    if (error instanceof GraphQLError) return [error]
    throw error
  }
}

function attachSockets(
  { wss, admission }: { wss: WebSocketServer; admission: SocketAdmission },
  services: Services,
  yoga: Yoga,
  sessions: ReturnType<typeof socketSessions>,
  documents: PersistedDocuments,
) {
  const production = services.config.nodeEnv === 'production'
  return serveGraphqlWs(
    {
      ...sessions.hooks,
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args),
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args),
      // What the socket sends passes no Yoga result hook: its errors are named here.
      onNext: (_ctx, _id, _payload, _args, result) => withCodes(result),
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => named(error)),
      onSubscribe: async (ctx, id, params) => {
        const presented = sessions.presentedOf(ctx.extra.request)
        const operation = await envelopedOperation(yoga, [ctx, id, params], documents, presented, production)
        if ('errors' in operation) return operation.errors
        const { args, op } = operation
        const { execute } = args.rootValue
        // livePositions of a signed-in viewer: pushed by the position stream, shared with the gather's other viewers.
        const { viewer, sessionTokenHash, accessToken } = args.contextValue
        const shape = viewer ? positionsShape(op) : null
        if (shape) {
          const refused = await chargeOperation(args)
          if (refused) return [refused]
          // Held while the socket is open: the services and the viewer, not the whole request context.
          const lean = { viewer, accessToken, ...services }
          const actor = actorOf(services, viewer, { sessionTokenHash, accessToken })
          const render = renderPositions(op, lean, services.logger)
          const stream = sharedPositionsStream(services.positions, actor, { render, ...shape }, (payload) =>
            ctx.extra.push(nextFrame(payload, id)),
          )
          return { ...args, contextValue: lean, rootValue: { execute, subscribe: () => stream } }
        }
        return args
      },
    },
    wss,
    {
      logger: services.logger,
      metrics: services.metrics,
      admission,
      pingRequests: positionPings(services, sessions.pingViewer, services.logger),
    },
  )
}
