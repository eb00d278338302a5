// A graphql-ws socket's caller. What it presents (a bearer token in connection_init or the
// upgrade's header, else the upgrade's session cookie) is read once, at connection_init, and the
// caller is found again from it at each operation and each position ping (the caches answer), so
// the socket learns when its session ended. When the session ends on any instance, every stream
// on the socket ends with its ACCESS_ENDED error, then the socket closes with 4401 (clients do not
// retry). A bearer token works the same way: its socket closes when the token is revoked; an
// unknown or revoked one is refused at once (4403).
import type { IncomingMessage } from 'node:http'
import type { Context as GraphQLWsContext } from 'graphql-ws'
import { tokenRefusal } from '../../accounts/tokens.policy.js'
import { UnauthorizedError } from '../../core/errors.js'
import type { SocketViewer } from '../../live/streams/position-pings.js'
import { clientAddressOf } from '../http/client-ip.js'
import { credentialKey, identify, type Presented, present } from '../identify.js'
import type { AppServices } from '../services.js'
import { pointsCounterOf } from './cost-limit.js'
import type { SocketExtra } from './ws-server.js'

/** graphql-ws closes with this when the socket's session ended (4401: clients treat it as fatal). */
export const sessionEndedCode = 4401

type WsContext = GraphQLWsContext<Record<string, unknown> | undefined, SocketExtra>

/** The caller, or null for a bearer token that is unknown or revoked. */
const identifyOrNull = (presented: Presented) =>
  identify(presented).catch((error: unknown) => {
    if (error instanceof UnauthorizedError) return null
    throw error
  })

export function socketSessions(services: AppServices) {
  const clientAddress = clientAddressOf(services.config.trustProxy)
  const presentedBy = new WeakMap<IncomingMessage, Presented>()
  /** Sockets whose session ended: closed once their subscriptions have reported why they ended. */
  const endingSockets = new WeakSet<object>()
  const sessionReleases = new WeakMap<object, () => void>()

  /** What a socket presented at connection_init (its upgrade's headers if asked before). */
  const presentedOf = (request: IncomingMessage) =>
    presentedBy.get(request) ?? present(request, services.config.appUrl, { clientIp: clientAddress(request) })

  const closeIfDone = (ctx: WsContext, completing?: string) => {
    if (!endingSockets.has(ctx)) return
    if (Object.keys(ctx.subscriptions).some((id) => id !== completing)) return
    ctx.extra.socket.close(sessionEndedCode, 'Session ended')
  }

  /** connection_init: refused for a bad token; a signed-in socket holds its session until it closes. */
  const onConnect = async (ctx: WsContext) => {
    const { request } = ctx.extra
    const clientIp = clientAddress(request)
    const presented = present(request, services.config.appUrl, { clientIp, connectionParams: ctx.connectionParams })
    presentedBy.set(request, presented)
    const caller = await identifyOrNull(presented)
    if (!caller) return false
    ctx.extra.authenticated(Boolean(caller.viewer))
    if (!caller.viewer) return true
    const release = services.liveAccess.holdSession({
      tokenHash: credentialKey(caller),
      userId: caller.viewer.id,
      onEnd: () => {
        endingSockets.add(ctx)
        closeIfDone(ctx)
      },
    })
    sessionReleases.set(ctx, release)
    return true
  }

  /**
   * The socket's signed-in person, for positions sent as pings: a write, which a read token may not
   * make. Null when signed out; an unknown or revoked token throws UnauthorizedError.
   */
  const pingViewer: SocketViewer = async (extra) => {
    const caller = await identify(presentedOf(extra.request))
    const sessionTokenHash = credentialKey(caller)
    if (!caller.viewer || !sessionTokenHash) return null
    const refusal = tokenRefusal(caller.accessToken, 'write')
    if (refusal) throw refusal
    const points = pointsCounterOf({ limits: services.limits, ...caller })
    return { viewer: caller.viewer, sessionTokenHash, points }
  }

  return {
    presentedOf,
    pingViewer,
    hooks: {
      onConnect,
      onComplete: (ctx: WsContext, id: string) => closeIfDone(ctx, id),
      onClose: (ctx: WsContext) => sessionReleases.get(ctx)?.(),
    },
  }
}
