// Sessions: a 256-bit random token lives only in the HttpOnly cookie; the database keeps its
// SHA-256. Expiry slides: 30 days from the last use, refreshed at most once an hour.
import { createHash, randomBytes } from 'node:crypto'
import type { User } from '@prisma/client'
import { prisma } from '../db.js'

export const sessionMaxAgeMs = 30 * 24 * 60 * 60 * 1000
const refreshAfterMs = 60 * 60 * 1000

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

/** `refreshed`: the expiry moved, so the cookie should be sent again with a fresh Max-Age. */
export async function findSessionUser(
  token: string | undefined,
): Promise<{ user: User; sessionId: string; refreshed: boolean } | null> {
  if (!token || token.length > 200) return null
  const session = await prisma().session.findUnique({ where: { tokenHash: hashToken(token) }, include: { user: true } })
  if (!session) return null
  const now = Date.now()
  if (session.expiresAt.getTime() <= now) {
    await prisma().session.deleteMany({ where: { id: session.id } })
    return null
  }
  const refreshed = now - session.lastSeenAt.getTime() > refreshAfterMs
  if (refreshed) {
    await prisma().session.update({
      where: { id: session.id },
      data: { lastSeenAt: new Date(now), expiresAt: new Date(now + sessionMaxAgeMs) },
    })
  }
  return { user: session.user, sessionId: session.id, refreshed }
}

export async function endSession(token: string | undefined) {
  if (token) await prisma().session.deleteMany({ where: { tokenHash: hashToken(token) } })
}
