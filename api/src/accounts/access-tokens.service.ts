// Personal access tokens: third-party clients call the API as a person with
// `Authorization: Bearer <token>`, with a scope (`read` or `read-write`). The secret is shown once
// at creation; the database keeps its SHA-256 (as sessions do). Revoking deletes the row and is
// announced like an ended session, so a stream the token opened ends on every instance at once.
//
// What a token may do is tokens.policy.ts.
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { Actor, TokenCredential } from '../core/actor.js'
import { requireViewer } from '../core/actor.js'
import type { User } from '../core/db/prisma.js'
import { prisma } from '../core/db.js'
import { NotFoundError, UnauthorizedError, ValidationError } from '../core/errors.js'
import { parseId } from '../core/lib/ids.js'
import { TtlCache } from '../core/lib/ttl-cache.js'
import { text } from '../core/lib/validation.js'
import { findAccessToken, markAccessTokenUsed } from './credential-user.js'
import { announceSessionEnd, hashToken, onCredentialsChanged } from './session.service.js'
import { assertTokenMay, type TokenScope, tokenScopes } from './tokens.policy.js'

/** Prefix of every secret: scanners (and people) can tell a Gather token when they see one. */
const prefix = 'gat_'
/** lastUsedAt is written at most this often: a busy client need not write on every request. */
const lastUsedResolutionMs = 60 * 1000
/** At most this many tokens per person. */
const maxTokens = 50

// ---------------------------------------------------------------------------------------------
// Reading a bearer token

/** The token in an `Authorization: Bearer …` header, or undefined when there is none. */
export function bearerOf(header: string | null | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null
  return match?.[1]
}

/**
 * The person and token behind a secret; throws UnauthorizedError when it is unknown or revoked
 * (a client that sent one wants to know, rather than be served as signed out).
 */
export async function findTokenUser(secret: string, now = new Date()): Promise<{ user: User; token: TokenCredential }> {
  if (!secret.startsWith(prefix) || secret.length > 100) throw invalid()
  const tokenHash = hashToken(secret)
  const cached = known.get(tokenHash)
  if (cached && now.getTime() - cached.lastUsedAt < lastUsedResolutionMs) return cached
  const row = await findAccessToken(tokenHash)
  if (!row) throw invalid()
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= lastUsedResolutionMs) {
    await markAccessTokenUsed(row.id, now, row.lastUsedAt)
  }
  const found = { user: row.user, token: { id: row.id, scope: row.scope as TokenScope, tokenHash } }
  known.set(tokenHash, { ...found, lastUsedAt: now.getTime() })
  return found
}

/**
 * Tokens in use, for a minute (a script's every request would otherwise read its token): a
 * revoked token or a changed account is forgotten at once on every instance, as sessions are.
 */
const known = new TtlCache<{ user: User; token: TokenCredential; lastUsedAt: number }>(lastUsedResolutionMs, 10_000)
onCredentialsChanged((change) => {
  if (change.tokenHash) known.delete(change.tokenHash)
  const { userId } = change
  if (userId) known.deleteWhere((entry) => entry.user.id === userId)
})

const invalid = () => new UnauthorizedError('Invalid or revoked access token')

// ---------------------------------------------------------------------------------------------
// Managing tokens (signed-in browser only)

export interface AccessTokenInfo {
  id: string
  name: string
  scope: TokenScope
  createdAt: Date
  lastUsedAt: Date | null
}

const select = { id: true, name: true, scope: true, createdAt: true, lastUsedAt: true } as const
const info = (row: { id: string; name: string; scope: string; createdAt: Date; lastUsedAt: Date | null }) =>
  ({ ...row, scope: row.scope as TokenScope }) satisfies AccessTokenInfo

export const createInput = z.object({
  name: text({ max: 60, tooLong: 'Name must be at most 60 characters', error: 'Name is required' }).pipe(
    z.string().min(1, 'Name is required'),
  ),
  scope: z.enum(tokenScopes, { error: "Scope must be 'read' or 'read-write'" }),
})

function signedInBrowser(actor: Actor<unknown>) {
  const user = requireViewer(actor.viewer)
  assertTokenMay(actor, 'account')
  return user
}

/** The viewer's tokens, newest first (never their secrets). */
export async function listAccessTokens(actor: Actor<unknown>): Promise<AccessTokenInfo[]> {
  const user = signedInBrowser(actor)
  const rows = await prisma().accessToken.findMany({
    where: { userId: user.id },
    select,
    orderBy: { createdAt: 'desc' },
  })
  return rows.map(info)
}

/** A new token; `secret` is returned this once and never again. */
export async function createAccessToken(
  actor: Actor<unknown>,
  input: unknown,
): Promise<{ token: AccessTokenInfo; secret: string }> {
  const user = signedInBrowser(actor)
  const parsed = createInput.safeParse(input)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ValidationError(issue?.message ?? 'Invalid token', String(issue?.path[0] ?? ''))
  }
  const count = await prisma().accessToken.count({ where: { userId: user.id } })
  if (count >= maxTokens) throw new ValidationError(`You can have at most ${maxTokens} tokens: revoke one first`)
  const secret = `${prefix}${randomBytes(32).toString('base64url')}`
  const row = await prisma().accessToken.create({
    data: {
      tokenHash: hashToken(secret),
      userId: user.id,
      name: parsed.data.name,
      scope: parsed.data.scope,
      createdAt: actor.now(),
    },
    select,
  })
  return { token: info(row), secret }
}

/** Revokes one of the viewer's tokens: it stops working at once, and its open streams end. */
export async function revokeAccessToken(actor: Actor<unknown>, tokenId: unknown): Promise<AccessTokenInfo> {
  const user = signedInBrowser(actor)
  const id = typeof tokenId === 'string' ? parseId(tokenId, 'AccessToken') : null
  const row = id ? await prisma().accessToken.findFirst({ where: { id, userId: user.id } }) : null
  if (!row) throw new NotFoundError('Access token not found')
  await prisma().accessToken.deleteMany({ where: { id: row.id } })
  announceSessionEnd(row.tokenHash)
  return info(row)
}
