// WebAuthn challenges, single use and valid for 5 minutes, the same on every app instance.
//
// Why signed challenges and a table of spent ones (rather than a row per challenge, or a cookie):
// the challenge the browser signs is itself `nonce.expiry.purpose.mac`, where the MAC (the server's
// signing key) also covers the person a registration is for. Issuing one writes nothing, so the
// sign-in options every visit to /login asks for (the passkey autofill) cost no database write, and
// nobody can fill a table by asking for options. Any instance can check one, since they share the
// key. Single use: a verified answer writes the nonce into SpentPasskeyChallenge, whose primary key
// refuses the second use, on any instance and even when two arrive at once. The browser already
// sends the challenge back inside clientDataJSON (covered by the signature), so no cookie is
// needed to find it; spent rows are deleted once their challenge has expired anyway.
import { randomBytes } from 'node:crypto'
import type { Config } from '../core/config.js'
import { Prisma } from '../core/db/prisma.js'
import { prisma } from '../core/db.js'
import { macOf, sameMac } from '../core/lib/signing.js'

export const challengeTtlMs = 5 * 60 * 1000

export type ChallengePurpose = 'register' | 'sign-in'
const purposeCode: Record<ChallengePurpose, string> = { register: 'r', 'sign-in': 's' }

const signed = (nonce: string, expires: string, purpose: ChallengePurpose, userId: string | null) =>
  `${nonce}.${expires}.${purposeCode[purpose]}.${userId ?? ''}`

/** A new challenge for `purpose` (a registration's is bound to the person it is for). */
export async function issueChallenge(
  config: Config,
  purpose: ChallengePurpose,
  userId: string | null,
  now: Date,
): Promise<string> {
  const nonce = randomBytes(16).toString('base64url')
  const expires = String(now.getTime() + challengeTtlMs)
  const mac = await macOf(config, signed(nonce, expires, purpose, userId))
  return `${nonce}.${expires}.${purposeCode[purpose]}.${mac}`
}

export interface OpenedChallenge {
  nonce: string
  expiresAt: Date
}

/**
 * The challenge the browser signed (base64url, as clientDataJSON carries it) if this server issued
 * it for `purpose` and `userId` and it has not expired; null otherwise. Does not spend it.
 */
export async function openChallenge(
  config: Config,
  encoded: string,
  purpose: ChallengePurpose,
  userId: string | null,
  now: Date,
): Promise<OpenedChallenge | null> {
  if (encoded.length > 200) return null
  const parts = Buffer.from(encoded, 'base64url').toString('utf8').split('.')
  const [nonce, expires, code, mac] = parts
  if (parts.length !== 4 || !nonce || !expires || !mac || code !== purposeCode[purpose]) return null
  if (!/^[\w-]{22}$/.test(nonce) || !/^\d{1,15}$/.test(expires)) return null
  if (!sameMac(mac, await macOf(config, signed(nonce, expires, purpose, userId)))) return null
  const expiresAt = new Date(Number(expires))
  return expiresAt > now ? { nonce, expiresAt } : null
}

/** Marks a challenge used; false when it already was (a replay, or two answers at once). */
export async function spendChallenge(challenge: OpenedChallenge, now: Date): Promise<boolean> {
  await prisma().spentPasskeyChallenge.deleteMany({ where: { expiresAt: { lte: now } } })
  try {
    await prisma().spentPasskeyChallenge.create({ data: { id: challenge.nonce, expiresAt: challenge.expiresAt } })
    return true
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return false
    throw error
  }
}
