// GraphQL over HTTP (Yoga) and over WebSocket (graphql-ws, routed through yoga.getEnveloped so
// WebSocket operations get the same plugins: context, limits, error masking).

import type { IncomingMessage } from 'node:http'
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor'
import { type ExecutionArgs, GraphQLError } from 'graphql'
import type { Context as GraphQLWsContext, OperationResult } from 'graphql-ws'
import { createYoga, maskError, type YogaInitialContext } from 'graphql-yoga'
import type { WebSocketServer } from 'ws'
import { bearerOf, findTokenUser, tokenMay, tokenRefusals } from '../../accounts/access-tokens.service.js'
import { findSessionByKey, findSessionUser, sessionCookieName, sessionKeyOf } from '../../accounts/session.service.js'
import { sessionCookie } from '../../accounts/session-cookie.js'
import { actorOf } from '../../core/actor.js'
import {
  databaseErrorSummary,
  databaseRetryAfterSeconds,
  databaseUnavailableCode,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from '../../core/db/unavailable.js'
import { AppError, ForbiddenError, UnauthorizedError } from '../../core/errors.js'
import { type Logger, logUser } from '../../core/logger.js'
import { AccessEndedError } from '../../gathers/policy.js'
import { createPositionFanout } from '../../live/streams/position-fanout.js'
import { positionPings } from '../../live/streams/position-pings.js'
import { positionsShape, renderPositions, sharedPositionsStream } from '../../live/streams/shared-positions.js'
import { clientAddressOf } from '../http/client-ip.js'
import { readCookie } from '../http/cookies.js'
import type { AppServices as Services } from '../services.js'
import type { Context } from './context.js'
import { type ApiPoints, chargeOperation, costLimitPlugin, pointsCounterOf } from './cost-limit.js'
import { createLoaders } from './loaders.js'
import { schema } from './schema.js'
import { tokenScopePlugin } from './token-scope.js'
import { persistedDocuments, resolveSocketDocument, trustedDocumentsPlugin } from './trusted-documents.js'
import { type SocketExtra, serveGraphqlWs } from './ws-server.js'

interface EnvelopedRoot {
  execute: (args: ExecutionArgs) => OperationResult
  subscribe: (args: ExecutionArgs) => OperationResult
}

/** graphql-ws closes with this when the socket's session ended (4401: clients treat it as fatal). */
export const sessionEndedCode = 4401

/** Ends a graphql-ws `next` frame written around a shared payload. */
const closingBrace = Buffer.from('}')

type WsContext = GraphQLWsContext<Record<string, unknown> | undefined, SocketExtra>

interface ServerContext {
  /** graphql-ws: the upgrade request. */
  req?: IncomingMessage
  /** HTTP: filled by the route in app.ts. */
  responseCookies?: string[]
  clientIp?: string
  /** HTTP: the caller's points, read back for the X-RateLimit-* headers. */
  apiPoints?: ApiPoints
  /** graphql-ws: connection_init's payload (a third-party client's `authorization`). */
  connectionParams?: Record<string, unknown>
}

/** The bearer token of a socket: in connection_init's payload (browsers), or the upgrade's header. */
function socketBearer(connectionParams: Record<string, unknown> | undefined, req: IncomingMessage | undefined) {
  const fromParams = connectionParams?.authorization ?? connectionParams?.Authorization
  return bearerOf(typeof fromParams === 'string' ? fromParams : req?.headers.authorization)
}

/** The person behind a bearer token, or an HTTP 401 GraphQL error for an unknown or revoked one. */
async function tokenUser(secret: string) {
  try {
    return await findTokenUser(secret)
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error
    throw new GraphQLError(error.message, {
      extensions: { code: error.name, http: { status: 401, headers: { 'www-authenticate': 'Bearer' } } },
    })
  }
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
  const production = services.config.nodeEnv === 'production'
  const documents = persistedDocuments(services.config.persistedDocuments, { production, logger: services.logger })
  const documentRule = { production, cookieName }

  /**
   * Who sent a request that ran nothing (for its X-RateLimit-* headers): a token, a session, or a
   * signed-out client address; null for a bearer token that is not valid (answered 401).
   */
  const callerOf = async (serverContext: unknown, request: Request) => {
    const { req, clientIp: known } = serverContext as ServerContext
    const clientIp = known ?? clientAddress(req)
    const bearer = bearerOf(req ? req.headers.authorization : request.headers.get('authorization'))
    if (bearer) {
      const found = await findTokenUser(bearer).catch(() => null)
      return found ? { accessToken: found.token, sessionId: null, clientIp } : null
    }
    const session = await findSessionUser(
      readCookie(req ? (req.headers.cookie ?? null) : request.headers.get('cookie'), cookieName),
    )
    return { accessToken: null, sessionId: session?.sessionId ?? null, clientIp }
  }

  const yoga = createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql:
      services.config.nodeEnv !== 'production' ? { title: 'Gather GraphQL', subscriptionsProtocol: 'WS' } : false,
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
      trustedDocumentsPlugin(documents, documentRule),
      tokenScopePlugin(),
      costLimitPlugin({ limits: services.limits, callerOf }),
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
      const clientIp = initial.clientIp ?? clientAddress(initial.req)
      const userAgent = initial.req
        ? initial.req.headers['user-agent']
        : (initial.request.headers.get('user-agent') ?? undefined)
      const apiPoints = initial.apiPoints ?? {}
      const responseCookies = initial.responseCookies ?? []
      // A bearer token (HTTP header, or graphql-ws connection_init): no cookie is read at all.
      const bearer = initial.req
        ? socketBearer(initial.connectionParams, initial.req)
        : bearerOf(initial.request.headers.get('authorization'))
      if (bearer) {
        const { user, token } = await tokenUser(bearer)
        logUser(user.id)
        return withPoints({
          viewer: user,
          cookieHeader: null,
          sessionId: null,
          sessionToken: undefined,
          sessionTokenHash: null,
          accessToken: token,
          apiPoints,
          clientIp,
          userAgent,
          responseCookies,
          loaders: createLoaders(user.id),
          ...services,
        })
      }
      // Node's parsed headers first (HTTP through http-handler.ts, and sockets): no Headers lookup.
      const cookieHeader = initial.req ? (initial.req.headers.cookie ?? null) : initial.request.headers.get('cookie')
      const sessionToken = readCookie(cookieHeader, cookieName)
      const session = await findSessionUser(sessionToken)
      logUser(session?.user.id)
      if (session?.refreshed && sessionToken) responseCookies.push(sessionCookie(services.config.appUrl, sessionToken))
      // The request's own members before the services: on Node 20 a literal that adds members after
      // a spread is built on V8's slow path (18 µs for this one in a microbenchmark; 0.2 this way).
      return withPoints({
        viewer: session?.user ?? null,
        cookieHeader,
        sessionId: session?.sessionId ?? null,
        sessionToken: session ? sessionToken : undefined,
        sessionTokenHash: session?.tokenHash ?? null,
        accessToken: null,
        apiPoints,
        clientIp,
        userAgent,
        responseCookies,
        loaders: createLoaders(session?.user.id ?? null),
        ...services,
      })
    },
  })

  /** Names the caller's points counter once the caller is known. */
  function withPoints(context: Context): Context {
    context.apiPoints.known = true
    context.apiPoints.counter = pointsCounterOf(context)
    return context
  }

  const fanout = createPositionFanout({ ...services, windowMs: services.config.pushWindowMs })

  /** Sockets whose session ended: closed once their subscriptions have reported why they ended. */
  const endingSockets = new WeakSet<object>()
  const sessionReleases = new WeakMap<object, () => void>()
  const closeIfDone = (ctx: WsContext, completing?: string) => {
    if (!endingSockets.has(ctx)) return
    if (Object.keys(ctx.subscriptions).some((id) => id !== completing)) return
    ctx.extra.socket.close(sessionEndedCode, 'Session ended')
  }

  /** connection_init's payload of each socket (pings see only the socket's extra). */
  const connectionParamsOf = new WeakMap<SocketExtra, Record<string, unknown> | undefined>()

  /**
   * What a socket signs in with: a bearer token (connection_init's or the upgrade's) or the
   * upgrade's session cookie (kept as its key, the token's hash), and the client's address. None
   * changes over the socket's life, so each is read and hashed once, not again at every ping.
   */
  const credentials = new WeakMap<SocketExtra, { bearer?: string; sessionKey: string | null; clientIp: string }>()
  const credentialOf = (extra: SocketExtra) => {
    let found = credentials.get(extra)
    if (!found) {
      const bearer = socketBearer(connectionParamsOf.get(extra), extra.request)
      const cookie = bearer ? undefined : readCookie(extra.request.headers.cookie ?? null, cookieName)
      found = { bearer, sessionKey: sessionKeyOf(cookie), clientIp: clientAddress(extra.request) }
      credentials.set(extra, found)
    }
    return found
  }

  /** Whose socket this is: a token's, a session's, nobody's, or a bearer token that is not valid. */
  const socketHolder = async (ctx: WsContext): Promise<{ tokenHash: string; userId: string } | null | 'refused'> => {
    const { bearer, sessionKey } = credentialOf(ctx.extra)
    if (bearer) {
      const found = await findTokenUser(bearer).catch((error: unknown) => {
        if (error instanceof UnauthorizedError) return null
        throw error
      })
      return found ? { tokenHash: found.token.tokenHash, userId: found.user.id } : 'refused'
    }
    const session = await findSessionByKey(sessionKey)
    return session ? { tokenHash: session.tokenHash, userId: session.user.id } : null
  }

  /**
   * The socket's signed-in person, from its bearer token or the upgrade's cookie (the session cache
   * answers), for positions sent as pings: a write, which a read token may not make.
   */
  const socketViewer = async (extra: SocketExtra) => {
    const { bearer, sessionKey, clientIp } = credentialOf(extra)
    if (bearer) {
      const { user, token } = await findTokenUser(bearer)
      if (!tokenMay(token, 'write')) throw new ForbiddenError(tokenRefusals.write)
      const points = pointsCounterOf({ limits: services.limits, accessToken: token, sessionId: null, clientIp })
      return { viewer: user, sessionTokenHash: token.tokenHash, points }
    }
    const session = await findSessionByKey(sessionKey)
    if (!session) return null
    const points = pointsCounterOf({
      limits: services.limits,
      accessToken: null,
      sessionId: session.sessionId,
      clientIp,
    })
    return { viewer: session.user, sessionTokenHash: session.tokenHash, points }
  }

  const attachWebSocket = (wss: WebSocketServer) =>
    serveGraphqlWs(
      {
        // The socket's session: when it ends on any instance, every stream on the socket ends with
        // its ACCESS_ENDED error, then the socket closes with 4401 (clients do not retry).
        // A bearer token works the same way: its socket closes when the token is revoked; an
        // unknown or revoked one is refused at once (4403).
        onConnect: async (ctx) => {
          connectionParamsOf.set(ctx.extra, ctx.connectionParams)
          const held = await socketHolder(ctx)
          if (held === 'refused') return false
          if (!held) return true
          const release = services.liveAccess.holdSession({
            tokenHash: held.tokenHash,
            userId: held.userId,
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
          // Members added before the spread (V8's fast path on Node 20; see the context above).
          const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
            req: ctx.extra.request,
            socket: ctx.extra.socket,
            params,
            ...ctx,
          })
          const headers = ctx.extra.request.headers
          const query = resolveSocketDocument(params, headers, documents, documentRule)
          if (query instanceof GraphQLError) return [query]
          // A syntax error answers that operation with an error; the socket stays open.
          let document: ReturnType<typeof parse>
          try {
            document = parse(query)
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
            query,
            operationName: params.operationName,
            variables: params.variables,
          }
          const { viewer, sessionTokenHash, accessToken } = args.contextValue
          const shape = viewer ? positionsShape(op) : null
          if (shape) {
            const refused = await chargeOperation(args)
            if (refused) return [refused]
            // Held while the socket is open: the services and the viewer, not the whole request context.
            const lean = { viewer, accessToken, ...services }
            const actor = actorOf(services, viewer, { sessionTokenHash, accessToken })
            const render = renderPositions(op, lean, services.logger)
            // graphql-ws's `next` around the shared bytes: only this frame's id is the viewer's own.
            const frame = Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`)
            const stream = sharedPositionsStream(fanout, actor, { render, ...shape }, (payload) =>
              ctx.extra.push(Buffer.concat([frame, payload.bytes, closingBrace])),
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
