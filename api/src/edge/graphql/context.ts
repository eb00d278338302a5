// What every resolver gets: the services of this instance and who is asking.
import type { User } from '@prisma/client'
import type { TokenCredential } from '../../core/actor.js'
import type { AppServices } from '../services.js'
import type { ApiPoints } from './cost-limit.js'
import type { Loaders } from './loaders.js'

export interface Context extends AppServices {
  viewer: User | null
  /** The request's Cookie header (null for a bearer request, which reads no cookie). */
  cookieHeader: string | null
  sessionId: string | null
  /** The raw session token from the cookie (to end or rotate the session). */
  sessionToken: string | undefined
  /** The session's key (its token's SHA-256), what actors carry: hashed once per request. */
  sessionTokenHash: string | null
  /** The personal access token of a bearer request (then no cookie is read): see tokenMay. */
  accessToken: TokenCredential | null
  /** The caller's hourly GraphQL points (cost-limit.ts). */
  apiPoints: ApiPoints
  clientIp: string
  userAgent: string | undefined
  /** Set-Cookie headers to add to the HTTP response (GraphQL over HTTP only). */
  responseCookies: string[]
  /** Per-request batch loaders. */
  loaders: Loaders
}
