// Who is calling, resolved once and the same way on every face: REST, GraphQL over HTTP and SSE,
// graphql-ws and the raw /ws socket. A caller is a cookie session, a personal access token
// (`Authorization: Bearer`: then no cookie is read at all) or signed out, with the client's
// address and user agent. Nothing else reads the Cookie or Authorization header: a route that
// needs a cookie of its own (the sign-up browser's key, OpenID's transaction) asks `cookie(name)`.
import type { IncomingMessage } from 'node:http'
import { parse } from 'hono/utils/cookie'
import { bearerOf, findTokenUser } from '../accounts/access-tokens.service.js'
import { findSessionByKey, sessionCookieName, sessionKeyOf } from '../accounts/session.service.js'
import { sessionCookie } from '../accounts/session-cookie.rest.js'
import type { TokenCredential } from '../core/actor.js'
import type { User } from '../core/db/prisma.js'
import { logUser } from '../core/logger.js'

/** What a request or socket presents, read from its headers before anything is looked up. */
export interface Presented {
  /** The secret of `Authorization: Bearer …` (a graphql-ws client may send it in connection_init). */
  bearer: string | undefined
  /** The session cookie's token; not read when a bearer token is presented. */
  sessionToken: string | undefined
  /** Whether any cookie came at all (CSRF: a request without one rides on no browser's authority). */
  hasCookies: boolean
  clientIp: string
  userAgent: string | undefined
  /** A cookie by name; none for a bearer request, which reads no cookie. */
  cookie(name: string): string | undefined
}

/** Who is calling: a cookie session, a bearer token's holder, or someone signed out. */
export interface Caller {
  kind: 'session' | 'token' | 'signed-out'
  viewer: User | null
  /** A session's id (null for a token or nobody). */
  sessionId: string | null
  /** A session's key, its token's SHA-256 (null for a token or nobody): what actors carry. */
  sessionTokenHash: string | null
  /** A session's raw token, to end it (sign-out); undefined otherwise. */
  sessionToken: string | undefined
  /** A bearer request's token and its scope (null otherwise); what the scope allows is tokens.policy.ts. */
  accessToken: TokenCredential | null
  /** The session's expiry moved: an HTTP answer sends its cookie again (renewalCookie). */
  renewed: boolean
  clientIp: string
  userAgent: string | undefined
  cookie(name: string): string | undefined
}

type HeaderName = 'authorization' | 'cookie' | 'user-agent'

/** A header of a Node request (its parsed headers: no Headers lookup) or of a Fetch Request. */
function headerOf(source: IncomingMessage | Request, name: HeaderName): string | undefined {
  const { headers } = source
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined
  return (headers as IncomingMessage['headers'])[name]
}

// Hono's cookie parser never throws: a malformed percent-encoding (`gather_session=%E0`) leaves
// the value as it came, and an unknown token signs nobody in.
const readCookie = (header: string | undefined, name: string) => (header ? parse(header, name)[name] : undefined)

/**
 * What a request presents. `appUrl` names the session cookie; `clientIp` is the address the
 * caller resolved under TRUST_PROXY; `connectionParams` is graphql-ws connection_init's payload,
 * whose `authorization` a browser's client sends instead of a header.
 */
export function present(
  source: IncomingMessage | Request,
  appUrl: string,
  where: { clientIp?: string; connectionParams?: Record<string, unknown> } = {},
): Presented {
  const fromParams = where.connectionParams?.authorization ?? where.connectionParams?.Authorization
  const bearer = bearerOf(typeof fromParams === 'string' ? fromParams : headerOf(source, 'authorization'))
  const cookies = headerOf(source, 'cookie')
  const readable = bearer ? undefined : cookies
  return {
    bearer,
    sessionToken: readCookie(readable, sessionCookieName(appUrl)),
    hasCookies: Boolean(cookies),
    clientIp: where.clientIp ?? 'unknown',
    userAgent: headerOf(source, 'user-agent'),
    cookie: (name) => readCookie(readable, name),
  }
}

/** Session keys by what was presented: a socket, which asks at each use, hashes its cookie once. */
const sessionKeys = new WeakMap<Presented, string | null>()

function sessionKeyOfPresented(presented: Presented) {
  let key = sessionKeys.get(presented)
  if (key === undefined) {
    key = sessionKeyOf(presented.sessionToken)
    sessionKeys.set(presented, key)
  }
  return key
}

/**
 * The caller behind what was presented: a bearer token's holder (UnauthorizedError, 401, for a
 * token that is unknown or revoked: a client that sent one wants to know), else the session
 * cookie's person, else nobody. Tokens and sessions are cached and forgotten on every instance
 * when they end, so a socket asks again at each use and learns that its session ended.
 */
export async function identify(presented: Presented): Promise<Caller> {
  const { clientIp, userAgent, cookie } = presented
  if (presented.bearer) {
    const { user, token } = await findTokenUser(presented.bearer)
    logUser(user.id)
    return {
      kind: 'token',
      viewer: user,
      sessionId: null,
      sessionTokenHash: null,
      sessionToken: undefined,
      accessToken: token,
      renewed: false,
      clientIp,
      userAgent,
      cookie,
    }
  }
  const session = await findSessionByKey(sessionKeyOfPresented(presented))
  logUser(session?.user.id)
  return {
    kind: session ? 'session' : 'signed-out',
    viewer: session?.user ?? null,
    sessionId: session?.sessionId ?? null,
    sessionTokenHash: session?.tokenHash ?? null,
    sessionToken: session ? presented.sessionToken : undefined,
    accessToken: null,
    renewed: session?.refreshed ?? false,
    clientIp,
    userAgent,
    cookie,
  }
}

/** The session cookie again with a fresh Max-Age, when the caller's session was just extended. */
export function renewalCookie(caller: Caller, appUrl: string): string | undefined {
  return caller.renewed && caller.sessionToken ? sessionCookie(appUrl, caller.sessionToken) : undefined
}

/**
 * The key of the caller's credential (a session's, or a token's hash), or null when signed out:
 * when it ends (sign-out, revocation, account deleted) what the caller opened ends too.
 */
export function credentialKey(caller: Pick<Caller, 'accessToken' | 'sessionTokenHash'>): string | null {
  return caller.accessToken?.tokenHash ?? caller.sessionTokenHash
}
