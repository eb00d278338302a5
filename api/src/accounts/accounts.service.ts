// Accounts: sign-up, e-mail verification, sign-in, profile, deletion. Shared by REST and GraphQL.
// Every service takes the actor first; the client's address and user agent stay explicit arguments.
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { Actor } from '../core/actor.js'
import { requireViewer } from '../core/actor.js'
import type { Services } from '../core/context.js'
import type { User } from '../core/db/prisma.js'
import { Prisma } from '../core/db/prisma.js'
import { prisma } from '../core/db.js'
import {
  ConflictError,
  ForbiddenError,
  PasswordRequiredError,
  UnauthorizedError,
  ValidationError,
} from '../core/errors.js'
import { parseInput, text } from '../core/lib/validation.js'
import { consume } from '../core/rate-limits.js'
import { type Clearing, clearPositions } from '../live/expiry.service.js'
import { accountExistsMail, verificationMail } from './mails.js'
import { assertStrongPassword, hashPassword, maxPasswordLength, verifyPassword } from './password.js'
import { createSession, endSession, forgetUserSessions, hashToken } from './session.service.js'
import { assertTokenMay } from './tokens.policy.js'

type Deps = Pick<Services, 'config' | 'mailer' | 'logger' | 'limits'>

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

export const credentials = z.object({ email: emailSchema, password: passwordSchema })

/** How long a verification link and the sign-up browser's key last. */
export const verificationValiditySeconds = 24 * 60 * 60

/** A browser's sign-up key as its cookie brought it, or null when it is not one of ours. */
const browserKeyOf = (key: string | undefined) => (key && /^[\w-]{43}$/.test(key) ? key : null)

/**
 * A pending sign-up: a single-use link, with the password chosen with it and the browser it was
 * chosen in. Only that browser's click sets that password; anywhere else the link asks for one.
 */
async function sendVerification(
  actor: Actor<Deps>,
  user: Pick<User, 'id' | 'email'>,
  chosen: { passwordHash: string; browserKey: string } | null,
) {
  const { config, mailer } = actor.services
  const token = randomBytes(32).toString('base64url')
  await prisma().emailVerificationToken.create({
    data: {
      userId: user.id,
      tokenHash: hashToken(token),
      passwordHash: chosen?.passwordHash ?? null,
      browserHash: chosen ? hashToken(chosen.browserKey) : null,
      expiresAt: new Date(actor.now().getTime() + verificationValiditySeconds * 1000),
    },
  })
  const link = `${config.appUrl}/verify-email?token=${token}`
  await mailer.send({ to: user.email, ...(await verificationMail(link)) })
}

/**
 * Every limit is taken before anything is written, so a 4xx changes nothing. A verified address
 * gets the same answer as a new one (no enumeration); its owner is told by e-mail instead, and
 * the account is left as it is. `browserKey` is the signing-up browser's key (from its cookie):
 * the answer's `browserKey` is the one the faces set, the same one when it was valid.
 */
export async function signUp(actor: Actor<Deps>, input: unknown, ip: string, browserKey?: string) {
  assertTokenMay(actor, 'account')
  const deps = actor.services
  const { email, password } = parseInput(credentials, input)
  assertStrongPassword(password)
  await consume(deps.limits.signUpByIp, ip, 'Too many accounts created from this network.')
  await consume(deps.limits.verificationMail, email, 'Too many verification emails.')
  const key = browserKeyOf(browserKey) ?? randomBytes(32).toString('base64url')
  // Hashed on both paths, so that the answer takes as long whether or not the address is known.
  const passwordHash = await hashPassword(password, deps.config.passwordHashCost)
  const existing = await prisma().user.findUnique({ where: { email } })
  if (existing?.emailVerifiedAt) {
    await deps.mailer.send({ to: email, ...(await accountExistsMail(`${deps.config.appUrl}/login`)) })
  } else {
    const user = existing ?? (await createUnverifiedUser(email))
    await sendVerification(actor, user, { passwordHash, browserKey: key })
  }
  return {
    success: true,
    requiresVerification: true,
    email,
    message: 'Account created. Check your email to verify your account.',
    browserKey: key,
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

export const verification = z.object({
  token: z
    .string({ error: 'Invalid verification link' })
    .min(20, 'Invalid verification link')
    .max(200, 'Invalid verification link'),
  password: z.string().max(maxPasswordLength, 'Password is too long').optional(),
})

/** The password a link sets: the one chosen in this browser, or the one typed on opening it. */
async function passwordForLink(
  actor: Actor<Deps>,
  link: { passwordHash: string | null; browserHash: string | null; email: string },
  typed: string | undefined,
  browserKey: string | null,
) {
  if (link.passwordHash && link.browserHash && browserKey && hashToken(browserKey) === link.browserHash) {
    return link.passwordHash
  }
  if (typed === undefined || typed === '') throw new PasswordRequiredError(link.email)
  assertStrongPassword(typed)
  return hashPassword(typed, actor.services.config.passwordHashCost)
}

/**
 * Opens a verification link. In the browser that signed up it sets the password chosen there;
 * anywhere else it needs the password typed now (PasswordRequiredError until then, and the link
 * stays usable). Once used, every other pending link of the address stops working.
 */
export async function verifyEmail(actor: Actor<Deps>, input: unknown, browserKey?: string) {
  const { token, password } = parseInput(verification, input)
  const now = actor.now()
  const find = (tx: Prisma.TransactionClient | ReturnType<typeof prisma>) =>
    tx.emailVerificationToken.findUnique({ where: { tokenHash: hashToken(token) }, include: { user: true } })
  const usable = (record: Awaited<ReturnType<typeof find>>) => {
    if (!record || record.usedAt || record.expiresAt <= now) {
      throw new ValidationError('This verification link has expired or has already been used')
    }
    return record
  }
  const link = usable(await find(prisma()))
  const passwordHash = await passwordForLink(
    actor,
    { ...link, email: link.user.email },
    password,
    browserKeyOf(browserKey),
  )
  return prisma().$transaction(async (tx) => {
    // Read again inside the transaction: a click elsewhere may have used the link meanwhile.
    const record = usable(await find(tx))
    await tx.emailVerificationToken.update({ where: { id: record.id }, data: { usedAt: now } })
    // The other pending sign-ups for this address end here: no later click changes the password.
    await tx.emailVerificationToken.deleteMany({ where: { userId: record.userId, usedAt: null } })
    await tx.user.update({
      where: { id: record.userId },
      data: { emailVerifiedAt: record.user.emailVerifiedAt ?? now, passwordHash },
    })
    return { success: true, message: 'Your email has been verified. You can now log in.', email: record.user.email }
  })
}

export const resendInput = z
  .object({ email: emailSchema.catch('') })
  .refine((v) => v.email, 'No email address provided')

/**
 * Same answer whether or not the address has an account: no account enumeration. The new link
 * carries a pending password only for the browser that chose it, asking for the resend; from
 * anywhere else its link asks for a password when opened.
 */
export async function resendVerification(actor: Actor<Deps>, input: unknown, browserKey?: string) {
  const deps = actor.services
  const { email } = parseInput(resendInput, input)
  await consume(deps.limits.verificationMail, email, 'Too many verification emails.')
  const user = await prisma().user.findUnique({ where: { email } })
  if (user && !user.emailVerifiedAt) {
    const key = browserKeyOf(browserKey)
    const mine = key
      ? await prisma().emailVerificationToken.findFirst({
          where: { userId: user.id, usedAt: null, expiresAt: { gt: actor.now() }, browserHash: hashToken(key) },
          orderBy: { createdAt: 'desc' },
          select: { passwordHash: true },
        })
      : null
    await sendVerification(
      actor,
      user,
      key && mine?.passwordHash ? { passwordHash: mine.passwordHash, browserKey: key } : null,
    )
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
 * password gives the points back, and so does an attempt that was never checked (the database
 * out of reach, the hashing queue full): only a wrong password counts.
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
  let user: User | null
  let ok: boolean
  try {
    user = await prisma().user.findUnique({ where: { email } })
    ok = await verifyPassword(password, user ? await storedHash(user) : null, deps.config.passwordHashCost)
  } catch (error) {
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

export const profileSchema = z.object({
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

/**
 * Sets the display name and Gather ID. The Gather ID is how invitations find a person, so only a
 * signed-in browser may change it (a token could hand it to someone else), and each try spends a
 * point of the person's lookups, which also limit finding out whose a Gather ID is.
 */
export async function setProfile(actor: Actor<Pick<Services, 'limits'>>, input: unknown) {
  const userId = requireViewer(actor.viewer).id
  assertTokenMay(actor, 'account')
  const { displayName, gatherID } = parseInput(profileSchema, input)
  await consume(actor.services.limits.personLookupsByUser, userId, 'Too many lookups.')
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

export const displayNameInput = z.object({
  displayName: text({
    error: 'Display name cannot be empty',
    max: 50,
    tooLong: 'Display name must be 50 characters or less',
  }).min(1, 'Display name cannot be empty'),
})

export async function updateDisplayName(actor: Actor<unknown>, input: unknown) {
  const userId = requireViewer(actor.viewer).id
  const { displayName } = parseInput(displayNameInput, input)
  const user = await prisma().user.update({ where: { id: userId }, data: { displayName } })
  forgetUserSessions(userId)
  return user
}

/** Deletes everything of the person in one transaction; their gathers as organiser go too. */
export async function deleteAccount(actor: Actor<Clearing>) {
  const userId = requireViewer(actor.viewer).id
  assertTokenMay(actor, 'account')
  // Their shared positions, and those of everyone in the gathers they organise, go first.
  await clearPositions(actor.services, { OR: [{ userId }, { meetup: { userId } }] })
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
export async function signOut(actor: Actor<Clearing>, sessionToken: string | undefined) {
  assertTokenMay(actor, 'account')
  // Signing out ends the consent to share: the person's positions go at once.
  if (actor.viewer) await clearPositions(actor.services, { userId: actor.viewer.id })
  await endSession(sessionToken)
}
