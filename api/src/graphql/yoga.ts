// GraphQL over HTTP (Yoga) and over WebSocket (graphql-ws, routed through yoga.getEnveloped so
// WebSocket operations get the same plugins: context, limits, error masking).

import type { IncomingMessage } from 'node:http'
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor'
import { renderGraphiQL } from '@graphql-yoga/render-graphiql'
import { type ExecutionArgs, GraphQLError } from 'graphql'
import type { Context as GraphQLWsContext, OperationResult } from 'graphql-ws'
import { createYoga, maskError, type YogaInitialContext } from 'graphql-yoga'
import type { WebSocketServer } from 'ws'
import { findSessionUser, hashToken, sessionCookieName } from '../accounts/session.service.js'
import { sessionCookie } from '../accounts/session-cookie.js'
import { actorOf } from '../actor.js'
import type { Context, Services } from '../context.js'
import {
  databaseErrorSummary,
  databaseRetryAfterSeconds,
  databaseUnavailableCode,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from '../db/unavailable.js'
import { AppError } from '../errors.js'
import { AccessEndedError } from '../gathers/access.js'
import { clientAddressOf } from '../http/client-ip.js'
import { readCookie } from '../http/cookies.js'
import { createPositionFanout } from '../live/position-fanout.js'
import { type Logger, logUser } from '../logger.js'
import { schema } from '../schema/index.js'
import { createLoaders } from './loaders.js'
import { positionPings } from './position-pings.js'
import { positionsShape, renderPositions, sharedPositionsStream } from './shared-positions.js'
import { type SocketExtra, serveGraphqlWs } from './ws-server.js'

interface EnvelopedRoot {
  execute: (args: ExecutionArgs) => OperationResult
  subscribe: (args: ExecutionArgs) => OperationResult
}

/** graphql-ws closes with this when the socket's session ended (4401: clients treat it as fatal). */
export const sessionEndedCode = 4401

type WsContext = GraphQLWsContext<Record<string, unknown> | undefined, SocketExtra>

interface ServerContext {
  /** graphql-ws: the upgrade request. */
  req?: IncomingMessage
  /** HTTP: filled by the route in app.ts. */
  responseCookies?: string[]
  clientIp?: string
}

/**
 * Yoga logs every error it masks at error level, stack included. A typed error is an expected
 * answer (debug), and a database outage was already logged as one warning line by maskError.
 */
function yogaLogger(logger: Logger) {
  return {
    debug: (...args: unknown[]) => logger.debug(args[0]),
    info: (...args: unknown[]) => logger.info(args[0]),
    warn: (...args: unknown[]) => logger.warn(args[0]),
    error: (...args: unknown[]) => {
      const error = args[0] as { originalError?: unknown } | undefined
      const original = error?.originalError ?? error
      if (original instanceof AppError) return logger.debug({ err: original.message }, 'typed GraphQL error')
      if (isDatabaseUnavailable(original)) return
      logger.error(args[0])
    },
  }
}

export function createGraphQL(services: Services) {
  const cookieName = sessionCookieName(services.config.appUrl)
  const clientAddress = clientAddressOf(services.config.trustProxy)
  const yoga = createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql:
      services.config.nodeEnv !== 'production' ? { title: 'Gather GraphQL', subscriptionsProtocol: 'WS' } : false,
    // GraphiQL from the installed package (inlined into its page), so it works offline.
    renderGraphiQL,
    landingPage: false,
    // Bodies are limited to 100 KB before Yoga sees them (graphql/http-handler.ts, or Hono's
    // bodyLimit for cross-origin calls); Yoga's own limit would pipe every body through a stream.
    maxRequestBodySize: false,
    // Cross-origin access is decided in front of Yoga (CORS_ORIGINS); Yoga's default reflects any Origin.
    cors: false,
    logging: yogaLogger(services.logger),
    maskedErrors: {
      // Our typed errors keep their message; the database out of reach is DATABASE_UNAVAILABLE
      // (HTTP 503); other GraphQL errors pass; anything else becomes 'Unexpected error.' for the
      // client and a log line with the stack here.
      maskError: (error, message) => {
        const original = (error as { originalError?: unknown }).originalError
        if (original instanceof AppError) {
          return new GraphQLError(original.message, {
            nodes: (error as GraphQLError).nodes,
            path: (error as GraphQLError).path,
            extensions:
              original instanceof AccessEndedError
                ? original.extensions
                : { code: original.name, http: { status: original.status } },
          })
        }
        if (isDatabaseUnavailable(original ?? error)) {
          services.logger.warn({ reason: databaseErrorSummary(original ?? error) }, 'database unavailable')
          return new GraphQLError(databaseUnavailableMessage, {
            path: (error as GraphQLError).path,
            extensions: {
              code: databaseUnavailableCode,
              http: { status: 503, headers: { 'retry-after': String(databaseRetryAfterSeconds) } },
            },
          })
        }
        const masked = maskError(error, message, false)
        if (masked !== error) services.logger.error({ err: error }, 'unexpected GraphQL error')
        return masked
      },
    },
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 12, flattenFragments: true },
        // Cost counts every field once, times the page size asked for (`first`) of each list
        // around it; depth is limited on its own, and Relay's fragment spreads are not extra depth.
        costLimit: { maxCost: 20_000, depthCostFactor: 1, flattenFragments: true },
        maxAliases: { n: 15 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 2000 },
      }),
    ],
    context: async (initial: YogaInitialContext & ServerContext): Promise<Context> => {
      // Node's parsed headers first (HTTP through http-handler.ts, and sockets): no Headers lookup.
      const cookieHeader = initial.req ? (initial.req.headers.cookie ?? null) : initial.request.headers.get('cookie')
      const sessionToken = readCookie(cookieHeader, cookieName)
      const session = await findSessionUser(sessionToken)
      logUser(session?.user.id)
      const responseCookies = initial.responseCookies ?? []
      if (session?.refreshed && sessionToken) responseCookies.push(sessionCookie(services.config.appUrl, sessionToken))
      return {
        ...services,
        viewer: session?.user ?? null,
        sessionId: session?.sessionId ?? null,
        sessionToken: session ? sessionToken : undefined,
        clientIp: initial.clientIp ?? clientAddress(initial.req),
        userAgent: initial.req
          ? initial.req.headers['user-agent']
          : (initial.request.headers.get('user-agent') ?? undefined),
        responseCookies,
        loaders: createLoaders(session?.user.id ?? null),
      }
    },
  })

  const fanout = createPositionFanout({ ...services, windowMs: services.config.pushWindowMs })

  /** Sockets whose session ended: closed once their subscriptions have reported why they ended. */
  const endingSockets = new WeakSet<object>()
  const sessionReleases = new WeakMap<object, () => void>()
  const closeIfDone = (ctx: WsContext, completing?: string) => {
    if (!endingSockets.has(ctx)) return
    if (Object.keys(ctx.subscriptions).some((id) => id !== completing)) return
    ctx.extra.socket.close(sessionEndedCode, 'Session ended')
  }

  /** The socket's signed-in person, from the upgrade's cookie (the session cache answers). */
  const socketViewer = async (extra: SocketExtra) => {
    const token = readCookie(extra.request.headers.cookie ?? null, cookieName)
    const session = await findSessionUser(token)
    return session && token ? { viewer: session.user, sessionTokenHash: hashToken(token) } : null
  }

  const attachWebSocket = (wss: WebSocketServer) =>
    serveGraphqlWs(
      {
        // The socket's session: when it ends on any instance, every stream on the socket ends with
        // its ACCESS_ENDED error, then the socket closes with 4401 (clients do not retry).
        onConnect: async (ctx) => {
          const token = readCookie(ctx.extra.request.headers.cookie ?? null, cookieName)
          const session = await findSessionUser(token)
          if (!session || !token) return true
          const release = services.liveAccess.holdSession({
            tokenHash: hashToken(token),
            userId: session.user.id,
            onEnd: () => {
              endingSockets.add(ctx)
              closeIfDone(ctx)
            },
          })
          sessionReleases.set(ctx, release)
          return true
        },
        onComplete: (ctx, id) => closeIfDone(ctx, id),
        onClose: (ctx) => sessionReleases.get(ctx)?.(),
        execute: (args) => (args.rootValue as EnvelopedRoot).execute(args),
        subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args),
        onSubscribe: async (ctx, id, params) => {
          const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
            ...ctx,
            req: ctx.extra.request,
            socket: ctx.extra.socket,
            params,
          })
          // A syntax error answers that operation with an error; the socket stays open.
          let document: ReturnType<typeof parse>
          try {
            document = parse(params.query)
          } catch (error) {
            if (error instanceof GraphQLError) return [error]
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
          const errors = validate(args.schema, args.document)
          if (errors.length) return errors
          // livePositions of a signed-in viewer: pushed by the fan-out, shared with the gather's other viewers.
          const op = {
            schema,
            document,
            query: params.query,
            operationName: params.operationName,
            variables: params.variables,
          }
          const { viewer, sessionToken } = args.contextValue
          const shape = viewer ? positionsShape(op) : null
          if (shape) {
            // Held while the socket is open: the services and the viewer, not the whole request context.
            const lean = { ...services, viewer }
            const actor = actorOf(services, viewer, { sessionTokenHash: sessionToken ? hashToken(sessionToken) : null })
            const render = renderPositions(op, lean, services.logger)
            const frame = `{"id":${JSON.stringify(id)},"type":"next","payload":`
            const stream = sharedPositionsStream(fanout, actor, { ...shape, render }, (payload) =>
              ctx.extra.push(`${frame}${payload}}`),
            )
            return { ...args, contextValue: lean, rootValue: { execute, subscribe: () => stream } }
          }
          return args
        },
      },
      wss,
      services.logger,
      services.metrics,
      positionPings(services, socketViewer, services.logger),
    )

  return { yoga, attachWebSocket }
}
