// Abuse limits. Counters live in Redis when REDIS_URL is set (shared by every instance), in
// memory otherwise. Each of the limiter's commands (a script, or a MULTI) names one key, so they
// work on a Redis Cluster as they are.

import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { RateLimitError } from './errors.js'
import type { AppRedis } from './redis-client.js'

const fifteenMinutes = 15 * 60

export interface RateLimits {
  /** Failed sign-ins per account: 10 per 15 minutes. */
  failedSignInByAccount: RateLimiterAbstract
  /** Failed sign-ins per IP address: 50 per 15 minutes. */
  failedSignInByIp: RateLimiterAbstract
  /** Verification e-mails per address: 3 per 15 minutes. */
  verificationMail: RateLimiterAbstract
  /** Sign-ups per IP address: 20 per hour. */
  signUpByIp: RateLimiterAbstract
  /** "Forgot password" requests per e-mail address: 3 per 15 minutes. */
  passwordResetByEmail: RateLimiterAbstract
  /** "Forgot password" requests per IP address: 20 per hour. */
  passwordResetByIp: RateLimiterAbstract
  /** Place searches and reverse lookups per person: 120 per minute (upstream allows 1/s in all). */
  placeLookupsByUser: RateLimiterAbstract
  /** Gather ID and e-mail lookups per person: 60 per minute (no enumeration of Gather IDs). */
  personLookupsByUser: RateLimiterAbstract
  /** Invitation e-mails per organiser: 100 per hour. */
  invitationMailByUser: RateLimiterAbstract
  /** Invitation e-mails per organiser in a burst: 30 per minute. */
  invitationMailBurstByUser: RateLimiterAbstract
  /** Invitation e-mails per gather: 50 per hour. */
  invitationMailByMeetup: RateLimiterAbstract
  /** Reminder and update rounds per organiser, over all their gathers: 20 per hour. */
  mailRoundsByUser: RateLimiterAbstract
  /** Reminder and update rounds per gather: 10 per hour (each round e-mails everyone pending). */
  mailRoundsByMeetup: RateLimiterAbstract
  /** Upstream geocoder calls of the whole deployment: 1 per second (the public Nominatim policy). */
  geocoderUpstream: RateLimiterAbstract
  /** GraphQL points per access token per hour (API_TOKEN_POINTS_PER_HOUR); null: no limit. */
  apiPointsByToken: RateLimiterAbstract | null
  /** GraphQL points per signed-in session per hour (API_SESSION_POINTS_PER_HOUR); null: no limit. */
  apiPointsBySession: RateLimiterAbstract | null
  /** GraphQL points per hour per client address, for requests without session or token (API_SIGNED_OUT_POINTS_PER_HOUR). */
  apiPointsBySignedOutIp: RateLimiterAbstract | null
}

/** `redisPrefix`: the deployment's namespace in Redis (REDIS_PREFIX); keys are `<prefix>:rl:<limit>:<key>`. */
export function createRateLimits(
  redis?: AppRedis,
  apiPoints: { token: number; session: number; signedOut: number } = { token: 5000, session: 20_000, signedOut: 5000 },
  redisPrefix = 'gather',
): RateLimits {
  const make = (keyPrefix: string, points: number, duration: number) =>
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `${redisPrefix}:rl:${keyPrefix}`,
          points,
          duration,
          // During a Redis outage each instance counts on its own instead of failing the request.
          insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
        })
      : new RateLimiterMemory({ keyPrefix, points, duration })
  return {
    failedSignInByAccount: make('signin-account', 10, fifteenMinutes),
    failedSignInByIp: make('signin-ip', 50, fifteenMinutes),
    verificationMail: make('verify-mail', 3, fifteenMinutes),
    signUpByIp: make('signup-ip', 20, 60 * 60),
    passwordResetByEmail: make('reset-email', 3, fifteenMinutes),
    passwordResetByIp: make('reset-ip', 20, 60 * 60),
    placeLookupsByUser: make('place-lookups', 120, 60),
    personLookupsByUser: make('person-lookups', 60, 60),
    invitationMailByUser: make('invitation-mail', 100, 60 * 60),
    invitationMailBurstByUser: make('invitation-mail-burst', 30, 60),
    invitationMailByMeetup: make('invitation-mail-meetup', 50, 60 * 60),
    mailRoundsByUser: make('mail-rounds-user', 20, 60 * 60),
    mailRoundsByMeetup: make('mail-rounds', 10, 60 * 60),
    geocoderUpstream: make('geocoder-upstream', 1, 1),
    apiPointsByToken: apiPoints.token > 0 ? make('api-token', apiPoints.token, 60 * 60) : null,
    apiPointsBySession: apiPoints.session > 0 ? make('api-session', apiPoints.session, 60 * 60) : null,
    apiPointsBySignedOutIp: apiPoints.signedOut > 0 ? make('api-ip', apiPoints.signedOut, 60 * 60) : null,
  }
}

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000))
const wait = (ms: number) => (ms < 60_000 ? `${Math.max(1, Math.ceil(ms / 1000))} seconds` : `${minutes(ms)} minutes`)

/** Throws RateLimitError when the key has no points left; does not consume. */
export async function assertUnderLimit(limiter: RateLimiterAbstract, key: string, message: string) {
  const state = await limiter.get(key)
  if (state && state.remainingPoints <= 0) {
    throw new RateLimitError(
      `${message} Try again in ${wait(state.msBeforeNext)}.`,
      Math.ceil(state.msBeforeNext / 1000),
    )
  }
}

/** Consumes one point; throws RateLimitError when none was left. */
export async function consume(limiter: RateLimiterAbstract, key: string, message: string) {
  try {
    await limiter.consume(key)
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw new RateLimitError(
        `${message} Try again in ${wait(error.msBeforeNext)}.`,
        Math.ceil(error.msBeforeNext / 1000),
      )
    }
    throw error
  }
}

/**
 * Takes `points` from every limiter at once, or from none: when one is out, the points already
 * taken from the others are given back and RateLimitError is thrown.
 */
export async function consumeAll(entries: [limiter: RateLimiterAbstract, key: string][], message: string, points = 1) {
  if (points <= 0) return
  const taken: [RateLimiterAbstract, string][] = []
  try {
    for (const [limiter, key] of entries) {
      await limiter.consume(key, points)
      taken.push([limiter, key])
    }
  } catch (error) {
    await Promise.all(taken.map(([limiter, key]) => limiter.reward(key, points)))
    if (error instanceof RateLimiterRes) {
      throw new RateLimitError(
        `${message} Try again in ${wait(error.msBeforeNext)}.`,
        Math.ceil(error.msBeforeNext / 1000),
      )
    }
    throw error
  }
}

/** Every invitation e-mail counts against its sender (per hour and per minute) and its gather. */
export const invitationMailLimits = (
  limits: RateLimits,
  userId: string,
  meetupId: string,
): [RateLimiterAbstract, string][] => [
  [limits.invitationMailBurstByUser, userId],
  [limits.invitationMailByUser, userId],
  [limits.invitationMailByMeetup, meetupId],
]
