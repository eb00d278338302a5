// Who is asking, and with what: every service takes an actor first, `fn(actor, ...args)`.
// GraphQL resolvers, REST shims and streams build one the same way; tests pass their own clock.
import type { User } from '@prisma/client'
import type { TokenCredential } from '../accounts/access-tokens.service.js'
import type { Services } from './context.js'
import { UnauthorizedError } from './errors.js'

export interface Actor<S = Services> {
  viewer: User | null
  /** What the service may use; a service names the part it needs (`Actor<Pick<Services, …>>`). */
  services: S
  /** The clock every rule of time (ended, expired, expiry jobs) reads. */
  now(): Date
  /**
   * SHA-256 of the session token behind `viewer`, or of the access token for a bearer request: a
   * stream ends when this session ends (or the token is revoked).
   */
  sessionTokenHash?: string | null
  /** The personal access token of a bearer request (null for a cookie session): see tokenMay. */
  accessToken?: TokenCredential | null
}

const systemClock = () => new Date()

export function actorOf(
  services: Services,
  viewer: User | null,
  options: { sessionTokenHash?: string | null; accessToken?: TokenCredential | null; now?: () => Date } = {},
): Actor {
  return {
    viewer,
    services,
    now: options.now ?? systemClock,
    sessionTokenHash: options.accessToken?.tokenHash ?? options.sessionTokenHash ?? null,
    accessToken: options.accessToken ?? null,
  }
}

/** The actor of a GraphQL operation (HTTP or graphql-ws) or a REST request. */
export function actorOfContext(
  context: Services & { viewer: User | null; sessionTokenHash?: string | null; accessToken?: TokenCredential | null },
): Actor {
  return actorOf(context, context.viewer, {
    sessionTokenHash: context.sessionTokenHash ?? null,
    accessToken: context.accessToken ?? null,
  })
}

/** The signed-in person, or UnauthorizedError (401) for a signed-out caller: the guard of every face. */
export function requireViewer<T extends Pick<User, 'id'>>(viewer: T | null): T {
  if (!viewer) throw new UnauthorizedError()
  return viewer
}
