// The person behind a session or an access token, read in one prepared statement on the driver:
// a credential's first use on an instance (every socket after a restart or a deploy, every new
// script) would otherwise cost Prisma two reads and their compilation. Timestamps come as epoch
// milliseconds, which both drivers read alike.

import { epochMs, epochMsOf } from '../core/db/epoch-ms.js'
import type { User } from '../core/db/prisma.js'
import { sql } from '../core/db.js'

/** Every column of User, as Prisma gives them (credential-user.test.ts compares the two). */
const userColumns = [
  'u."id"',
  'u."email"',
  'u."firstName"',
  'u."lastName"',
  'u."displayName"',
  'u."gatherId"',
  'u."gatherIdKey"',
  'u."gatherIdSet"',
  'u."profileImageUrl"',
  'u."passwordHash"',
  epochMs('u."emailVerifiedAt"', 'emailVerifiedAtMs'),
  epochMs('u."createdAt"', 'createdAtMs'),
  epochMs('u."updatedAt"', 'updatedAtMs'),
].join(', ')

type UserRow = Omit<User, 'emailVerifiedAt' | 'createdAt' | 'updatedAt'> & {
  emailVerifiedAtMs: number | null
  createdAtMs: number
  updatedAtMs: number
}

function userOf({ emailVerifiedAtMs, createdAtMs, updatedAtMs, ...columns }: UserRow): User {
  return {
    ...columns,
    emailVerifiedAt: emailVerifiedAtMs === null ? null : new Date(emailVerifiedAtMs),
    createdAt: new Date(createdAtMs),
    updatedAt: new Date(updatedAtMs),
  }
}

const sessionStatement = `
SELECT s."id" AS "sessionId", ${epochMs('s."lastSeenAt"', 'lastSeenAtMs')}, ${epochMs('s."expiresAt"', 'expiresAtMs')}, ${userColumns}
  FROM "Session" AS s JOIN "User" AS u ON u."id" = s."userId"
 WHERE s."tokenHash" = $1`

/** The session with this token hash and its person; null when there is none. */
export async function findSession(tokenHash: string) {
  const [row] = await sql<UserRow & { sessionId: string; lastSeenAtMs: number; expiresAtMs: number }>({
    name: 'session-user',
    text: sessionStatement,
    values: [tokenHash],
  })
  if (!row) return null
  const { sessionId, lastSeenAtMs, expiresAtMs, ...user } = row
  return { id: sessionId, lastSeenAt: new Date(lastSeenAtMs), expiresAt: new Date(expiresAtMs), user: userOf(user) }
}

const tokenStatement = `
SELECT t."id" AS "tokenId", t."scope", ${epochMs('t."lastUsedAt"', 'lastUsedAtMs')}, ${userColumns}
  FROM "AccessToken" AS t JOIN "User" AS u ON u."id" = t."userId"
 WHERE t."tokenHash" = $1`

/** The access token with this hash and its person; null when there is none. */
export async function findAccessToken(tokenHash: string) {
  const [row] = await sql<UserRow & { tokenId: string; scope: string; lastUsedAtMs: number | null }>({
    name: 'token-user',
    text: tokenStatement,
    values: [tokenHash],
  })
  if (!row) return null
  const { tokenId, scope, lastUsedAtMs, ...user } = row
  return {
    id: tokenId,
    scope,
    lastUsedAt: lastUsedAtMs === null ? null : new Date(lastUsedAtMs),
    user: userOf(user),
  }
}

const tokenUsedStatement = `
UPDATE "AccessToken" SET "lastUsedAt" = (to_timestamp($2::float8 / 1000) AT TIME ZONE 'UTC')::timestamp(3)
 WHERE "id" = $1::uuid AND ${epochMsOf('"lastUsedAt"')} IS NOT DISTINCT FROM $3::float8`

/** Records a token's use at `at`, unless someone recorded another since `before` (so concurrent first uses write once). */
export async function markAccessTokenUsed(id: string, at: Date, before: Date | null) {
  await sql({ name: 'token-used', text: tokenUsedStatement, values: [id, at.getTime(), before?.getTime() ?? null] })
}
