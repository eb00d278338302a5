// Sessions: a 256-bit random token lives only in the HttpOnly cookie; the database keeps its
// SHA-256. Expiry slides: 30 days from the last use, refreshed at most once an hour.
//
// Every request finds its session, so sessions are cached in memory for a minute: a location
// update then costs one statement instead of three. A session that ends or an account that
// changes is announced on the pub/sub, so every instance forgets it at once.
import { createHash, randomBytes } from 'node:crypto'
import type { User } from '../core/db/prisma.js'
import { prisma } from '../core/db.js'
import { TtlCache } from '../core/lib/ttl-cache.js'
import type { AppPubSub, SessionsChangedEvent } from '../core/realtime/pubsub.js'
import { findSession } from './credential-user.js'

export const sessionMaxAgeMs = 30 * 24 * 60 * 60 * 1000
const refreshAfterMs = 60 * 60 * 1000

interface CachedSession {
  user: User
  sessionId: string
  expiresAt: number
  lastSeenAt: number
}
const cache = new TtlCache<CachedSession>(60 * 1000, 10_000)
let announce: ((change: SessionsChangedEvent) => void) | undefined

/** Other caches of credentials (access tokens) forget with this one. */
const forgetters: ((change: SessionsChangedEvent) => void)[] = []
export const onCredentialsChanged = (forgetter: (change: SessionsChangedEvent) => void) => forgetters.push(forgetter)

function forget(change: SessionsChangedEvent) {
  if (change.tokenHash) cache.delete(change.tokenHash)
  const { userId } = change
  if (userId) cache.deleteWhere((entry) => entry.user.id === userId)
  for (const forgetter of forgetters) forgetter(change)
}

/** Listens for ended sessions and changed accounts from every instance; returns the stop. */
export function connectSessionCache(pubSub: AppPubSub) {
  announce = (change) => pubSub.publish('sessionsChanged', change)
  const changes = pubSub.subscribe('sessionsChanged')[Symbol.asyncIterator]()
  void (async () => {
    for (;;) {
      const { value, done } = await changes.next()
      if (done) return
      forget(value)
    }
  })()
  return () => {
    announce = undefined
    cache.deleteWhere(() => true)
    void changes.return?.()
  }
}

/** The person's account changed (profile, deletion): cached sessions everywhere are dropped. */
export function forgetUserSessions(userId: string) {
  forget({ userId })
  announce?.({ userId })
}

/**
 * A credential ended (a session, or a revoked access token, keyed by its hash): every instance
 * ends the streams it opened.
 */
export function announceSessionEnd(tokenHash: string) {
  forget({ tokenHash })
  announce?.({ tokenHash })
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export function sessionCookieName(appUrl: string) {
  return appUrl.startsWith('https:') ? '__Host-gather_session' : 'gather_session'
}

export async function createSession(userId: string, userAgent?: string) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + sessionMaxAgeMs)
  await prisma().session.create({
    data: { tokenHash: hashToken(token), userId, expiresAt, userAgent: userAgent?.slice(0, 300) },
  })
  return { token, expiresAt }
}

/** What a session is stored and cached under: its token's SHA-256 (null: no usable token). */
export const sessionKeyOf = (token: string | undefined) => (token && token.length <= 200 ? hashToken(token) : null)

/**
 * The session and its person by the token's key (sessionKeyOf). `refreshed`: the expiry moved, so
 * the cookie should be sent again with a fresh Max-Age. `tokenHash`: the key, for callers that
 * watch the session end.
 */
export async function findSessionByKey(
  tokenHash: string | null,
): Promise<{ user: User; sessionId: string; refreshed: boolean; tokenHash: string } | null> {
  if (!tokenHash) return null
  const now = Date.now()
  const cached = cache.get(tokenHash)
  if (cached && cached.expiresAt > now && now - cached.lastSeenAt <= refreshAfterMs) {
    return { user: cached.user, sessionId: cached.sessionId, refreshed: false, tokenHash }
  }
  const session = await findSession(tokenHash)
  if (!session) return null
  if (session.expiresAt.getTime() <= now) {
    await prisma().session.deleteMany({ where: { id: session.id } })
    return null
  }
  const refreshed = now - session.lastSeenAt.getTime() > refreshAfterMs
  let { lastSeenAt, expiresAt } = session
  if (refreshed) {
    lastSeenAt = new Date(now)
    expiresAt = new Date(now + sessionMaxAgeMs)
    await prisma().session.update({ where: { id: session.id }, data: { lastSeenAt, expiresAt } })
  }
  cache.set(tokenHash, {
    user: session.user,
    sessionId: session.id,
    expiresAt: expiresAt.getTime(),
    lastSeenAt: lastSeenAt.getTime(),
  })
  return { user: session.user, sessionId: session.id, refreshed, tokenHash }
}

export async function endSession(token: string | undefined) {
  if (!token) return
  const tokenHash = hashToken(token)
  announceSessionEnd(tokenHash)
  await prisma().session.deleteMany({ where: { tokenHash } })
}
