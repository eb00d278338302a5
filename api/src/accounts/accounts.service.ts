// Accounts: sign-up, e-mail verification, sign-in, profile, deletion. Shared by REST and GraphQL.
import { randomBytes } from 'node:crypto'
import type { User } from '@prisma/client'
import { Prisma } from '@prisma/client'
import { z } from 'zod'
import type { Services } from '../context.js'
import { prisma } from '../db.js'
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from '../errors.js'
import { parseInput } from '../lib/validation.js'
import { verificationMail } from './mails.js'
import { hashPassword, maxPasswordLength, passwordStrength, verifyPassword } from './password.js'
import { assertUnderLimit, consume } from './rate-limits.js'
import { createSession, forgetUserSessions, hashToken } from './session.service.js'

type Deps = Pick<Services, 'config' | 'mailer' | 'logger' | 'limits'>

const verificationValidityMs = 24 * 60 * 60 * 1000
export const gatherIdPattern = /^[A-Za-z0-9_-]{3,20}$/

const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))

const credentials = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(maxPasswordLength, 'Password is too long'),
})

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

async function sendVerification(deps: Deps, user: Pick<User, 'id' | 'email'>) {
  const token = randomBytes(32).toString('base64url')
  await prisma().emailVerificationToken.create({
    data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + verificationValidityMs) },
  })
  const link = `${deps.config.appUrl}/verify-email?token=${token}`
  await deps.mailer.send({ to: user.email, ...(await verificationMail(link)) })
}

export async function signUp(deps: Deps, input: unknown, ip: string) {
  const { email, password } = parseInput(credentials, input)
  if (!passwordStrength(password).strong) {
    throw new ValidationError(
      'Password too weak: use at least 8 characters and three of: uppercase, lowercase, number, special character',
      'password',
    )
  }
  await consume(deps.limits.signUpByIp, ip, 'Too many accounts created from this network.')
  const existing = await prisma().user.findUnique({ where: { email } })
  if (existing?.emailVerifiedAt) throw new ConflictError('An account with this email already exists')
  const passwordHash = await hashPassword(password)
  // An unverified account may be claimed again: only the mailbox owner can verify it.
  const user = existing
    ? await prisma().user.update({ where: { id: existing.id }, data: { passwordHash } })
    : await prisma().user.create({ data: { email, passwordHash } })
  await consume(deps.limits.verificationMail, email, 'Too many verification emails.')
  await sendVerification(deps, user)
  return {
    success: true,
    requiresVerification: true,
    email,
    message: 'Account created. Check your email to verify your account.',
  }
}

export async function verifyEmail(token: unknown) {
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) {
    throw new ValidationError('Invalid verification link')
  }
  const now = new Date()
  return prisma().$transaction(async (tx) => {
    const record = await tx.emailVerificationToken.findUnique({
      where: { tokenHash: hashToken(token) },
      include: { user: true },
    })
    if (!record || record.usedAt || record.expiresAt <= now) {
      throw new ValidationError('This verification link has expired or has already been used')
    }
    await tx.emailVerificationToken.update({ where: { id: record.id }, data: { usedAt: now } })
    await tx.user.update({
      where: { id: record.userId },
      data: { emailVerifiedAt: record.user.emailVerifiedAt ?? now },
    })
    return { success: true, message: 'Your email has been verified. You can now log in.', email: record.user.email }
  })
}

export async function resendVerification(deps: Deps, input: unknown) {
  const { email } = parseInput(
    z.object({ email: emailSchema.catch('') }).refine((v) => v.email, 'No email address provided'),
    input,
  )
  await consume(deps.limits.verificationMail, email, 'Too many verification emails.')
  const user = await prisma().user.findUnique({ where: { email } })
  // Same answer whether or not the address has an account: no account enumeration.
  if (user && !user.emailVerifiedAt) await sendVerification(deps, user)
  return {
    success: true,
    message: 'If that address has an unverified account, a new verification email is on its way.',
  }
}

export async function signIn(deps: Deps, input: unknown, ip: string, userAgent?: string) {
  const { email, password } = parseInput(credentials, input)
  const tooMany = 'Too many failed sign-in attempts.'
  await assertUnderLimit(deps.limits.failedSignInByAccount, email, tooMany)
  await assertUnderLimit(deps.limits.failedSignInByIp, ip, tooMany)
  const user = await prisma().user.findUnique({ where: { email } })
  const ok = await verifyPassword(password, user?.passwordHash ?? null)
  if (!user || !ok) {
    await Promise.all([
      consume(deps.limits.failedSignInByAccount, email, tooMany),
      consume(deps.limits.failedSignInByIp, ip, tooMany),
    ])
    throw new UnauthorizedError('Invalid email or password')
  }
  if (!user.emailVerifiedAt) {
    throw new ForbiddenError(
      'Please verify your email before logging in. Check your inbox or resend the verification email.',
    )
  }
  await deps.limits.failedSignInByAccount.delete(email)
  const session = await createSession(user.id, userAgent)
  return { user, session }
}

const profileSchema = z.object({
  displayName: z
    .string({ error: 'Display name is required' })
    .trim()
    .min(1, 'Display name is required')
    .max(50, 'Display name must be 50 characters or less'),
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

export async function setProfile(userId: string, input: unknown) {
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

export async function updateDisplayName(userId: string, input: unknown) {
  const { displayName } = parseInput(
    z.object({
      displayName: z
        .string({ error: 'Display name cannot be empty' })
        .trim()
        .min(1, 'Display name cannot be empty')
        .max(50, 'Display name must be 50 characters or less'),
    }),
    input,
  )
  const user = await prisma().user.update({ where: { id: userId }, data: { displayName } })
  forgetUserSessions(userId)
  return user
}

/** Deletes everything of the person in one transaction; their gathers as organiser go too. */
export async function deleteAccount(userId: string) {
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
