// Who is asking, and with what: every service takes an actor first, `fn(actor, ...args)`.
// GraphQL resolvers, REST shims and streams build one the same way; tests pass their own clock.

import type { Services } from './context.js'
import type { User } from './db/prisma.js'
import { UnauthorizedError } from './errors.js'

/** The personal access token behind a bearer request, as the actor carries it (accounts mints them). */
export interface TokenCredential {
  id: string
  /** `read` only reads; `read-write` also changes (never the account: see tokens.policy.ts). */
  scope: 'read' | 'read-write'
  /** SHA-256 of the secret: a stream opened with the token ends when it is revoked. */
  tokenHash: string
}

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
  /** The personal access token of a bearer request (null for a cookie session): see tokens.policy.ts. */
  accessToken?: TokenCredential | null
}

const systemClock = () => new Date()

export function actorOf<S>(
  services: S,
  viewer: User | null,
  options: { sessionTokenHash?: string | null; accessToken?: TokenCredential | null; now?: () => Date } = {},
): Actor<S> {
  return {
    viewer,
    services,
    now: options.now ?? systemClock,
    sessionTokenHash: options.accessToken?.tokenHash ?? options.sessionTokenHash ?? null,
    accessToken: options.accessToken ?? null,
  }
}

/** The actor of a GraphQL operation (HTTP or graphql-ws): its context is its services too. */
export function actorOfContext<
  C extends { viewer: User | null; sessionTokenHash?: string | null; accessToken?: TokenCredential | null },
>(context: C): Actor<C> {
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
