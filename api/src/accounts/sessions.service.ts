// Signed-in devices (Settings): the person's own sessions, each named by the browser and system
// read from the user agent kept at sign-in, and ending one of them or all the others. Only a
// signed-in browser may: an access token can neither list sessions nor end them. Every ended
// session is announced, so that each instance forgets its cached copy and ends the streams it
// opened at once, as at sign-out.
import Bowser from 'bowser'
import type { Actor } from '../core/actor.js'
import { requireViewer } from '../core/actor.js'
import { prisma } from '../core/db.js'
import { NotFoundError, UnauthorizedError } from '../core/errors.js'
import { parseId } from '../core/lib/ids.js'
import { announceSessionEnd } from './session.service.js'
import { assertTokenMay } from './tokens.policy.js'

export interface SessionInfo {
  id: string
  /** "Chrome", "Safari"; null when the user agent does not say. */
  browser: string | null
  /** "Android", "iOS", "Linux"; null when the user agent does not say. */
  os: string | null
  /** "Chrome on Android"; "Unknown browser" when neither is known. */
  label: string
  createdAt: Date
  /** Refreshed at most once an hour (session.service.ts): good to the hour. */
  lastSeenAt: Date
  /** The session of the request asking. */
  current: boolean
}

/** At most this many sessions are listed, the most recently active first. */
export const listedSessions = 100

/** The browser and system a user agent names; bowser knows the real ones and their disguises. */
export function describeUserAgent(userAgent: string | null | undefined): Pick<SessionInfo, 'browser' | 'os' | 'label'> {
  // bowser refuses an empty string; anything else parses, if only to nothing.
  const parsed = userAgent?.trim() ? Bowser.parse(userAgent) : undefined
  const browser = parsed?.browser.name || null
  const os = parsed?.os.name || null
  const label = browser ? (os ? `${browser} on ${os}` : browser) : os ? `Unknown browser on ${os}` : 'Unknown browser'
  return { browser, os, label }
}

const select = { id: true, tokenHash: true, userAgent: true, createdAt: true, lastSeenAt: true } as const
type Row = { id: string; tokenHash: string; userAgent: string | null; createdAt: Date; lastSeenAt: Date }

const info = (row: Row, currentHash: string): SessionInfo => ({
  id: row.id,
  ...describeUserAgent(row.userAgent),
  createdAt: row.createdAt,
  lastSeenAt: row.lastSeenAt,
  current: row.tokenHash === currentHash,
})

/** The person and the key of their cookie session; tokens are refused (403), nobody signed in 401. */
function signedInSession(actor: Actor<unknown>) {
  const user = requireViewer(actor.viewer)
  assertTokenMay(actor, 'account')
  if (!actor.sessionTokenHash) throw new UnauthorizedError()
  return { user, currentHash: actor.sessionTokenHash }
}

/** The viewer's sessions that have not expired, the most recently active first. */
export async function listSessions(actor: Actor<unknown>): Promise<SessionInfo[]> {
  const { user, currentHash } = signedInSession(actor)
  const rows = await prisma().session.findMany({
    where: { userId: user.id, expiresAt: { gt: actor.now() } },
    select,
    orderBy: [{ lastSeenAt: 'desc' }, { createdAt: 'desc' }, { id: 'asc' }],
    take: listedSessions,
  })
  return rows.map((row) => info(row, currentHash))
}

/**
 * Ends one of the viewer's sessions: it is signed out at once and its open streams end. Someone
 * else's session is as unknown as one that never was (404). Ending the current one signs this
 * browser out (the faces clear its cookie: `current` says so).
 */
export async function endSessionById(actor: Actor<unknown>, sessionId: unknown): Promise<SessionInfo> {
  const { user, currentHash } = signedInSession(actor)
  const id = parseId(sessionId, 'Session')
  const row = id ? await prisma().session.findFirst({ where: { id, userId: user.id }, select }) : null
  if (!row) throw new NotFoundError('Session not found')
  // Deleted first: an instance that reads it again after the announcement finds nothing.
  await prisma().session.deleteMany({ where: { id: row.id } })
  announceSessionEnd(row.tokenHash)
  return info(row, currentHash)
}

/** Ends every session of the viewer but this one; answers how many were ended. */
export async function endOtherSessions(actor: Actor<unknown>): Promise<number> {
  const { user, currentHash } = signedInSession(actor)
  const others = await prisma().session.findMany({
    where: { userId: user.id, tokenHash: { not: currentHash }, expiresAt: { gt: actor.now() } },
    select: { id: true, tokenHash: true },
  })
  if (others.length === 0) return 0
  const { count } = await prisma().session.deleteMany({ where: { id: { in: others.map((row) => row.id) } } })
  for (const row of others) announceSessionEnd(row.tokenHash)
  return count
}
