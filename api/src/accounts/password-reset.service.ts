// "Forgot password": a single-use link, valid 30 minutes, e-mailed to the address. Opening it sets
// a new password, ends every session of the person on every instance, and signs in the browser
// that opened it. Shared by REST and GraphQL.
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { Actor } from '../core/actor.js'
import type { Services } from '../core/context.js'
import type { User } from '../core/db/prisma.js'
import { prisma } from '../core/db.js'
import { ValidationError } from '../core/errors.js'
import { parseInput } from '../core/lib/validation.js'
import { enqueueMail } from '../core/mail/deliveries.js'
import { consumeAll } from '../core/rate-limits.js'
import { emailSchema, passwordSchema } from './accounts.service.js'
import { passwordChangedMail, passwordResetMail } from './mails.js'
import { assertStrongPassword, hashPassword } from './password.js'
import { announceSessionEnd, createSession, forgetUserSessions, hashToken } from './session.service.js'
import { assertTokenMay } from './tokens.policy.js'

type Deps = Pick<Services, 'config' | 'mailer' | 'logger' | 'limits' | 'jobs'>

export const resetLinkValidityMs = 30 * 60 * 1000
export const resetLinkRefusals = {
  invalid: 'This reset link is invalid',
  spent: 'This reset link has expired or has already been used',
}

export const requestInput = z.object({ email: emailSchema })
export const resetInput = z.object({
  token: z.string({ error: resetLinkRefusals.invalid }).regex(/^[A-Za-z0-9_-]{20,200}$/, resetLinkRefusals.invalid),
  password: passwordSchema,
})

/**
 * Limits are taken before anything is written, and the answer is the same whether or not the
 * address has an account, verified or not, with a password or signed in another way until now
 * (such a person sets their first password this way). It also comes as fast: the link is made
 * and mailed after the answer, so its time tells nothing either. Only the newest link works:
 * asking again deletes the older ones.
 */
export async function requestPasswordReset(actor: Actor<Deps>, input: unknown, ip: string) {
  assertTokenMay(actor, 'account')
  const deps = actor.services
  const { email } = parseInput(requestInput, input)
  await consumeAll(
    [
      [deps.limits.passwordResetByIp, ip],
      [deps.limits.passwordResetByEmail, email],
    ],
    'Too many password reset requests.',
  )
  const user = await prisma().user.findUnique({ where: { email }, select: { id: true, email: true } })
  if (user) {
    // A failure is logged, not answered: an error only known addresses could get would tell too.
    sendResetLink(actor, user).catch((error) =>
      deps.logger.error({ err: error, userId: user.id }, 'password reset link not sent'),
    )
  }
  return {
    success: true,
    message:
      'If an account uses that address, a link to reset its password is on its way. It works once, for 30 minutes.',
  }
}

async function sendResetLink(actor: Actor<Deps>, user: Pick<User, 'id' | 'email'>) {
  const { config, mailer } = actor.services
  const token = randomBytes(32).toString('base64url')
  const now = actor.now()
  await prisma().$transaction(async (tx) => {
    // Two requests at once take turns on the person's row: the later one deletes the earlier link.
    await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${user.id}::uuid FOR UPDATE`
    await tx.passwordResetToken.deleteMany({ where: { userId: user.id } })
    await tx.passwordResetToken.create({
      data: {
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + resetLinkValidityMs),
      },
    })
  })
  // Sent at once, as verification links are: the secret never waits in the job queue.
  await mailer.send({ to: user.email, ...(await passwordResetMail(`${config.appUrl}/reset-password?token=${token}`)) })
}

/** The token's row if it may still be used (read only: the transaction claims it). */
async function usableLink(tokenHash: string, now: Date) {
  const row = await prisma().passwordResetToken.findUnique({ where: { tokenHash } })
  if (!row || row.usedAt || row.expiresAt <= now) throw new ValidationError(resetLinkRefusals.spent, 'token')
  return row
}

/**
 * Sets the new password. The link is checked before the password is hashed (a made-up link costs
 * no hash), and claimed again inside the transaction, so two clicks at once cannot both pass.
 * The link proves the mailbox: an address not verified yet becomes verified, and its pending
 * sign-up links stop working (none of them could set another password later). Every session of
 * the person ends, on every instance, with its open streams; this browser gets a fresh one.
 */
export async function resetPassword(actor: Actor<Deps>, input: unknown, userAgent?: string) {
  assertTokenMay(actor, 'account')
  const deps = actor.services
  const { token, password } = parseInput(resetInput, input)
  const tokenHash = hashToken(token)
  await usableLink(tokenHash, actor.now())
  assertStrongPassword(password)
  const passwordHash = await hashPassword(password, deps.config.passwordHashCost)
  const now = actor.now()
  const { user, linkId, ended } = await prisma().$transaction(async (tx) => {
    const claimed = await tx.passwordResetToken.updateMany({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    })
    if (claimed.count !== 1) throw new ValidationError(resetLinkRefusals.spent, 'token')
    const link = await tx.passwordResetToken.findUniqueOrThrow({ where: { tokenHash }, include: { user: true } })
    const userId = link.userId
    await tx.passwordResetToken.deleteMany({ where: { userId, id: { not: link.id } } })
    await tx.emailVerificationToken.deleteMany({ where: { userId, usedAt: null } })
    // One statement, so that a session made meanwhile cannot end unannounced.
    const sessions = await tx.$queryRaw<{ tokenHash: string }[]>`
      DELETE FROM "Session" WHERE "userId" = ${userId}::uuid RETURNING "tokenHash"`
    const user = await tx.user.update({
      where: { id: userId },
      data: { passwordHash, emailVerifiedAt: link.user.emailVerifiedAt ?? now },
    })
    return { user, linkId: link.id, ended: sessions.map((s) => s.tokenHash) }
  })
  for (const sessionHash of ended) announceSessionEnd(sessionHash)
  forgetUserSessions(user.id)
  const session = await createSession(user.id, userAgent)
  await tellOwner(deps, user, linkId)
  return { user, session }
}

/** The notice goes through the mail jobs (retried); the password is changed whatever happens to it. */
async function tellOwner(deps: Deps, user: User, linkId: string) {
  try {
    await enqueueMail(deps.jobs, {
      key: `password-changed:${linkId}`,
      kind: 'password-changed',
      message: { to: user.email, ...(await passwordChangedMail(`${deps.config.appUrl}/forgot-password`)) },
    })
  } catch (error) {
    deps.logger.error({ err: error, userId: user.id }, 'password changed mail not queued')
  }
}
