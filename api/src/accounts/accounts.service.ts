// Accounts: sign-up, e-mail verification, sign-in, profile, deletion. Shared by REST and GraphQL.
// Every service takes the actor first; the client's address and user agent stay explicit arguments.
import { randomBytes } from 'node:crypto'
import type { User } from '@prisma/client'
import { Prisma } from '@prisma/client'
import { z } from 'zod'
import type { Actor } from '../actor.js'
import type { Services } from '../context.js'
import { prisma } from '../db.js'
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from '../errors.js'
import { requireViewer } from '../gathers/access.js'
import { parseInput, text } from '../lib/validation.js'
import { assertTokenMay } from './access-tokens.service.js'
import { accountExistsMail, signUpAgainMail, verificationMail } from './mails.js'
import { assertStrongPassword, hashPassword, maxPasswordLength, verifyPassword } from './password.js'
import { consume } from './rate-limits.js'
import { createSession, endSession, forgetUserSessions, hashToken } from './session.service.js'

type Deps = Pick<Services, 'config' | 'mailer' | 'logger' | 'limits'>

const verificationValidityMs = 24 * 60 * 60 * 1000
export const gatherIdPattern = /^[A-Za-z0-9_-]{3,20}$/

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(maxPasswordLength, 'Password is too long')

const credentials = z.object({ email: emailSchema, password: passwordSchema })

/** The REST shape of a person (spec 000 section 3). */
export function userJson(user: User) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName,
    gatherID: user.gatherId,
    gatherIDSet: user.gatherIdSet,
    profileImageUrl: user.profileImageUrl,
  }
}

/**
 * A pending sign-up: a single-use link that carries the password hash chosen with it (null: the
 * link only verifies the address). Verifying sets exactly that password.
 */
async function sendVerification(actor: Actor<Deps>, user: Pick<User, 'id' | 'email'>, passwordHash: string | null) {
  const { config, mailer } = actor.services
  const token = randomBytes(32).toString('base64url')
  await prisma().emailVerificationToken.create({
    data: {
      userId: user.id,
      tokenHash: hashToken(token),
      passwordHash,
      expiresAt: new Date(actor.now().getTime() + verificationValidityMs),
    },
  })
  const link = `${config.appUrl}/verify-email?token=${token}`
  await mailer.send({ to: user.email, ...(await verificationMail(link)) })
}

/**
 * Every limit is taken before anything is written, so a 4xx changes nothing. A verified address
 * gets the same answer as a new one (no enumeration); its owner is told by e-mail instead, and
 * the account is left as it is. A still-unverified address gets one more pending sign-up with its
 * own password: whichever link is clicked sets the password chosen with that link.
 */
export async function signUp(actor: Actor<Deps>, input: unknown, ip: string) {
  assertTokenMay(actor, 'account')
  const deps = actor.services
  const { email, password } = parseInput(credentials, input)
  assertStrongPassword(password)
  await consume(deps.limits.signUpByIp, ip, 'Too many accounts created from this network.')
  await consume(deps.limits.verificationMail, email, 'Too many verification emails.')
  // Hashed on both paths, so that the answer takes as long whether or not the address is known.
  const passwordHash = await hashPassword(password, deps.config.passwordHashCost)
  const existing = await prisma().user.findUnique({ where: { email } })
  if (existing?.emailVerifiedAt) {
    await deps.mailer.send({ to: email, ...(await accountExistsMail(`${deps.config.appUrl}/login`)) })
  } else {
    const user = existing ?? (await createUnverifiedUser(email))
    await sendVerification(actor, user, passwordHash)
  }
  return {
    success: true,
    requiresVerification: true,
    email,
    message: 'Account created. Check your email to verify your account.',
  }
}

/** Two sign-ups for a new address at once: the second finds the row the first created. */
async function createUnverifiedUser(email: string) {
  try {
    return await prisma().user.create({ data: { email } })
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      return prisma().user.findUniqueOrThrow({ where: { email } })
    }
    throw error
  }
}

export async function verifyEmail(actor: Actor<unknown>, token: unknown) {
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) {
    throw new ValidationError('Invalid verification link')
  }
  const now = actor.now()
  return prisma().$transaction(async (tx) => {
    const record = await tx.emailVerificationToken.findUnique({
      where: { tokenHash: hashToken(token) },
      include: { user: true },
    })
    if (!record || record.usedAt || record.expiresAt <= now) {
      throw new ValidationError('This verification link has expired or has already been used')
    }
    await tx.emailVerificationToken.update({ where: { id: record.id }, data: { usedAt: now } })
    // The other pending sign-ups for this address end here: no later click changes the password.
    await tx.emailVerificationToken.deleteMany({ where: { userId: record.userId, usedAt: null } })
    await tx.user.update({
      where: { id: record.userId },
      data: {
        emailVerifiedAt: record.user.emailVerifiedAt ?? now,
        ...(record.passwordHash ? { passwordHash: record.passwordHash } : {}),
      },
    })
    return { success: true, message: 'Your email has been verified. You can now log in.', email: record.user.email }
  })
}

export async function resendVerification(actor: Actor<Deps>, input: unknown) {
  const deps = actor.services
  const { email } = parseInput(
    z.object({ email: emailSchema.catch('') }).refine((v) => v.email, 'No email address provided'),
    input,
  )
  await consume(deps.limits.verificationMail, email, 'Too many verification emails.')
  const user = await prisma().user.findUnique({ where: { email } })
  // Same answer whether or not the address has an account: no account enumeration. A new link
  // carries the password of the pending sign-ups only when they all chose the same one: when
  // they differ, nobody can tell whose the person asking is, so no link activates any of them
  // and the mail asks them to sign up again (which sends a link for their own password).
  if (user && !user.emailVerifiedAt) {
    const pending = await prisma().emailVerificationToken.findMany({
      where: { userId: user.id, usedAt: null, expiresAt: { gt: actor.now() } },
      orderBy: { createdAt: 'desc' },
      select: { passwordHash: true },
    })
    const hashes = new Set(pending.map((row) => row.passwordHash))
    if (hashes.size > 1)
      await deps.mailer.send({ to: user.email, ...(await signUpAgainMail(`${deps.config.appUrl}/signup`)) })
    else await sendVerification(actor, user, pending[0]?.passwordHash ?? null)
  }
  return {
    success: true,
    message: 'If that address has an unverified account, a new verification email is on its way.',
  }
}

/** The password to check: a person not yet verified is told so if it is the latest sign-up's. */
async function storedHash(user: User): Promise<string | null> {
  if (user.emailVerifiedAt) return user.passwordHash
  const latest = await prisma().emailVerificationToken.findFirst({
    where: { userId: user.id, usedAt: null, passwordHash: { not: null } },
    orderBy: { createdAt: 'desc' },
    select: { passwordHash: true },
  })
  return latest?.passwordHash ?? user.passwordHash
}

/**
 * Each attempt takes its point from the per-account and per-address limits before the password
 * is checked, so a parallel burst cannot try more guesses than the limit allows; a correct
 * password gives the points back.
 */
export async function signIn(actor: Actor<Deps>, input: unknown, ip: string, userAgent?: string) {
  assertTokenMay(actor, 'account')
  const deps = actor.services
  const { email, password } = parseInput(credentials, input)
  const tooMany = 'Too many failed sign-in attempts.'
  await consume(deps.limits.failedSignInByAccount, email, tooMany)
  try {
    await consume(deps.limits.failedSignInByIp, ip, tooMany)
  } catch (error) {
    await deps.limits.failedSignInByAccount.reward(email, 1)
    throw error
  }
  const user = await prisma().user.findUnique({ where: { email } })
  let ok: boolean
  try {
    ok = await verifyPassword(password, user ? await storedHash(user) : null, deps.config.passwordHashCost)
  } catch (error) {
    // Not checked (the hashing queue is full): this attempt does not count.
    await Promise.all([deps.limits.failedSignInByAccount.reward(email, 1), deps.limits.failedSignInByIp.reward(ip, 1)])
    throw error
  }
  if (!user || !ok) throw new UnauthorizedError('Invalid email or password')
  await Promise.all([deps.limits.failedSignInByAccount.delete(email), deps.limits.failedSignInByIp.reward(ip, 1)])
  if (!user.emailVerifiedAt) {
    throw new ForbiddenError(
      'Please verify your email before logging in. Check your inbox or resend the verification email.',
    )
  }
  const session = await createSession(user.id, userAgent)
  return { user, session }
}

const profileSchema = z.object({
  displayName: text({
    error: 'Display name is required',
    max: 50,
    tooLong: 'Display name must be 50 characters or less',
  }).min(1, 'Display name is required'),
  gatherID: z
    .string({ error: 'Gather ID is required' })
    .trim()
    .transform((v) => v.replace(/^@/, ''))
    .pipe(
      z
        .string()
        .min(1, 'Gather ID is required')
        .regex(gatherIdPattern, 'Invalid Gather ID: use 3-20 letters, numbers, hyphens and underscores only'),
    ),
})

export async function setProfile(actor: Actor<unknown>, input: unknown) {
  const userId = requireViewer(actor.viewer).id
  const { displayName, gatherID } = parseInput(profileSchema, input)
  try {
    const user = await prisma().user.update({
      where: { id: userId },
      data: { displayName, gatherId: gatherID, gatherIdKey: gatherID.toLowerCase(), gatherIdSet: true },
    })
    forgetUserSessions(userId)
    return user
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new ConflictError('This Gather ID is already taken')
    }
    throw error
  }
}

export async function updateDisplayName(actor: Actor<unknown>, input: unknown) {
  const userId = requireViewer(actor.viewer).id
  const { displayName } = parseInput(
    z.object({
      displayName: text({
        error: 'Display name cannot be empty',
        max: 50,
        tooLong: 'Display name must be 50 characters or less',
      }).min(1, 'Display name cannot be empty'),
    }),
    input,
  )
  const user = await prisma().user.update({ where: { id: userId }, data: { displayName } })
  forgetUserSessions(userId)
  return user
}

/** Deletes everything of the person in one transaction; their gathers as organiser go too. */
export async function deleteAccount(actor: Actor<unknown>) {
  const userId = requireViewer(actor.viewer).id
  assertTokenMay(actor, 'account')
  await prisma().$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } })
    await tx.pendingInvitation.deleteMany({ where: { email: user.email } })
    await tx.emailDelivery.deleteMany({ where: { recipient: user.email } })
    // Sessions, tokens, identities, gathers, participations, hidden lists, groups and memberships
    // cascade from the user row.
    await tx.user.delete({ where: { id: userId } })
  })
  forgetUserSessions(userId)
}

/** Ends the browser's session (`sessionToken`, from its cookie); a bearer token cannot sign out. */
export async function signOut(actor: Actor<unknown>, sessionToken: string | undefined) {
  assertTokenMay(actor, 'account')
  await endSession(sessionToken)
}
