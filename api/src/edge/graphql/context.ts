// What every resolver gets: the services of this instance and who is asking (edge/identify.ts),
// for GraphQL over HTTP (and SSE) and over graphql-ws alike.
import type { IncomingMessage } from 'node:http'
import { GraphQLError } from 'graphql'
import type { YogaInitialContext } from 'graphql-yoga'
import { UnauthorizedError } from '../../core/errors.js'
import { clientAddressOf } from '../http/client-ip.js'
import { type Caller, identify, type Presented, present, renewalCookie } from '../identify.js'
import type { AppServices } from '../services.js'
import { type ApiPoints, pointsCounterOf } from './cost-limit.js'
import { createLoaders, type Loaders } from './loaders.js'
import type { SocketExtra } from './ws-server.js'

export interface Context extends AppServices, Caller {
  /** The caller's hourly GraphQL points (cost-limit.ts). */
  apiPoints: ApiPoints
  /** Set-Cookie headers to add to the HTTP response (GraphQL over HTTP only). */
  responseCookies: string[]
  /** Per-request batch loaders. */
  loaders: Loaders
}

/** What the server hands Yoga with a request (graphql/http-handler.ts, app.ts) or a socket's operation. */
export interface ServerContext {
  /** Node's request: HTTP served ahead of Hono, and a socket's upgrade. */
  req?: IncomingMessage
  /** graphql-ws: the socket's own (its operations' context is built from what it presented). */
  extra?: SocketExtra
  /** HTTP: filled by the route. */
  responseCookies?: string[]
  clientIp?: string
  /** HTTP: the caller's points, read back for the X-RateLimit-* headers. */
  apiPoints?: ApiPoints
  /** graphql-ws: connection_init's payload (a third-party client's `authorization`). */
  connectionParams?: Record<string, unknown>
}

/** The caller, or for a bearer token that is not valid an HTTP 401 GraphQL error. */
async function identifyOrRefuse(presented: Presented): Promise<Caller> {
  try {
    return await identify(presented)
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error
    throw new GraphQLError(error.message, {
      extensions: { code: error.code, http: { status: 401, headers: { 'www-authenticate': 'Bearer' } } },
    })
  }
}

/**
 * Yoga's context factory. `socketPresented`: what a graphql-ws socket presented at its
 * connection_init (socket-sessions.ts), read once for the socket's life.
 */
export function graphqlContext(services: AppServices, socketPresented: (request: IncomingMessage) => Presented) {
  const clientAddress = clientAddressOf(services.config.trustProxy)
  const presentedOf = (initial: YogaInitialContext & ServerContext) =>
    initial.extra
      ? socketPresented(initial.extra.request)
      : present(initial.req ?? initial.request, services.config.appUrl, {
          clientIp: initial.clientIp ?? clientAddress(initial.req),
        })

  return async (initial: YogaInitialContext & ServerContext): Promise<Context> => {
    const caller = await identifyOrRefuse(presentedOf(initial))
    const responseCookies = initial.responseCookies ?? []
    const renewal = renewalCookie(caller, services.config.appUrl)
    if (renewal) responseCookies.push(renewal)
    const apiPoints = initial.apiPoints ?? {}
    // The request's own members before the services: V8 builds a literal that adds members after
    // a spread on its slow path, and this one is built for every operation.
    const context: Context = {
      kind: caller.kind,
      viewer: caller.viewer,
      sessionId: caller.sessionId,
      sessionTokenHash: caller.sessionTokenHash,
      sessionToken: caller.sessionToken,
      accessToken: caller.accessToken,
      renewed: caller.renewed,
      clientIp: caller.clientIp,
      userAgent: caller.userAgent,
      cookie: caller.cookie,
      apiPoints,
      responseCookies,
      loaders: createLoaders(caller.viewer?.id ?? null),
      ...services,
    }
    // The caller is known: its points counter is named once.
    apiPoints.known = true
    apiPoints.counter = pointsCounterOf(context)
    return context
  }
}

/**
 * Who sent a request that ran nothing (for its X-RateLimit-* headers): null for a bearer token
 * that is not valid (answered 401).
 */
export function pointsCallerOf(services: AppServices) {
  const clientAddress = clientAddressOf(services.config.trustProxy)
  return async (serverContext: unknown, request: Request): Promise<Caller | null> => {
    const { req, clientIp } = serverContext as ServerContext
    const presented = present(req ?? request, services.config.appUrl, { clientIp: clientIp ?? clientAddress(req) })
    return identify(presented).catch((error: unknown) => {
      if (error instanceof UnauthorizedError) return null
      throw error
    })
  }
}
