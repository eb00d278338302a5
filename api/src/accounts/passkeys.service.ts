// Passkeys (WebAuthn): a signed-in browser adds and removes them in Settings; anyone signs in with
// one instead of a password. Verification is @simplewebauthn/server's; this file decides who may,
// which challenge counts (passkey-challenges.ts), and what is kept. The relying party is APP_URL:
// its host name is the RP ID and its origin the only origin a response may come from.

import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import Bowser from 'bowser'
import { z } from 'zod'
import type { Actor } from '../core/actor.js'
import { requireViewer } from '../core/actor.js'
import type { Services } from '../core/context.js'
import type { User } from '../core/db/prisma.js'
import { Prisma } from '../core/db/prisma.js'
import { prisma } from '../core/db.js'
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../core/errors.js'
import { parseId } from '../core/lib/ids.js'
import { parseInput, text } from '../core/lib/validation.js'
import { consume } from '../core/rate-limits.js'
import {
  type ChallengePurpose,
  issueChallenge,
  type OpenedChallenge,
  openChallenge,
  spendChallenge,
} from './passkey-challenges.js'
import { createSession } from './session.service.js'
import { assertTokenMay } from './tokens.policy.js'

type Deps = Pick<Services, 'config' | 'limits' | 'logger'>

/** At most this many passkeys per person. */
const maxPasskeys = 20
const optionsTimeoutMs = 5 * 60 * 1000

export interface PasskeyInfo {
  id: string
  name: string
  createdAt: Date
  lastUsedAt: Date | null
  /** A synced passkey (backed up by its password manager), not bound to one device. */
  backedUp: boolean
}
const select = { id: true, name: true, createdAt: true, lastUsedAt: true, backedUp: true } as const

// ---------------------------------------------------------------------------------------------
// Input

const invalid = 'Invalid passkey response'
/** COSE algorithm ids: EdDSA, ES256, RS256. */
const stableAlgorithms = [-8, -7, -257]
const base64url = (max: number) =>
  z
    .string({ error: invalid })
    .min(1, invalid)
    .max(max, invalid)
    .regex(/^[\w-]+$/, invalid)
const transports = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])
/** The browser's JSON, as an object or (GraphQL) a string holding it. */
const json = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value
    try {
      return JSON.parse(value)
    } catch {
      return undefined
    }
  }, schema)
const credential = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key', { error: invalid }),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
}
const registrationResponse = z.object(
  {
    ...credential,
    response: z.object(
      {
        clientDataJSON: base64url(4000),
        attestationObject: base64url(30_000),
        transports: z.array(z.string().max(20)).max(10).optional(),
      },
      { error: invalid },
    ),
  },
  { error: invalid },
)
const authenticationResponse = z.object(
  {
    ...credential,
    response: z.object(
      {
        clientDataJSON: base64url(4000),
        authenticatorData: base64url(4000),
        signature: base64url(2000),
        userHandle: base64url(200).optional(),
      },
      { error: invalid },
    ),
  },
  { error: invalid },
)
const passkeyName = text({ max: 60, tooLong: 'Name must be at most 60 characters', error: 'Name is required' }).pipe(
  z.string().min(1, 'Name is required'),
)
export const addInput = z.object(
  { response: json(registrationResponse), name: passkeyName.optional() },
  { error: invalid },
)
export const signInInput = z.object({ response: json(authenticationResponse) }, { error: invalid })

// ---------------------------------------------------------------------------------------------
// Helpers

function relyingParty(config: Deps['config']) {
  const url = new URL(config.appUrl)
  return { rpID: url.hostname, origin: url.origin }
}

function signedInBrowser(actor: Actor<unknown>) {
  const user = requireViewer(actor.viewer)
  assertTokenMay(actor, 'account')
  return user
}

/** The WebAuthn user handle: the account's UUID as 16 bytes (nothing personal on the device). */
const userHandle = (userId: string) => Uint8Array.from(Buffer.from(userId.replace(/-/g, ''), 'hex'))

/** What a passkey is called until renamed: "Passkey on Chrome, Android". */
export function defaultPasskeyName(userAgent: string | undefined): string {
  if (!userAgent) return 'Passkey'
  const { browser, os } = Bowser.parse(userAgent.slice(0, 500))
  const where = [browser.name, os.name].filter(Boolean).join(', ')
  return (where ? `Passkey on ${where}` : 'Passkey').slice(0, 60)
}

/**
 * Checks the challenge inside a response through the library's callback, keeping what it opened:
 * spent only once the whole response is verified.
 */
function challengeCheck(actor: Actor<Deps>, purpose: ChallengePurpose, userId: string | null) {
  const state: { opened: OpenedChallenge | null } = { opened: null }
  const check = async (encoded: string) => {
    state.opened = await openChallenge(actor.services.config, encoded, purpose, userId, actor.now())
    return state.opened !== null
  }
  return { state, check }
}

// ---------------------------------------------------------------------------------------------
// Managing passkeys (signed-in browser only)

/** Options for `navigator.credentials.create()` (startRegistration's optionsJSON). */
export async function passkeyRegistrationOptions(actor: Actor<Deps>) {
  const user = signedInBrowser(actor)
  const { config } = actor.services
  const existing = await prisma().passkey.findMany({
    where: { userId: user.id },
    select: { credentialId: true, transports: true },
  })
  return generateRegistrationOptions({
    rpName: 'Gather',
    rpID: relyingParty(config).rpID,
    userName: user.email,
    userDisplayName: user.displayName ?? user.email,
    userID: userHandle(user.id),
    challenge: await issueChallenge(config, 'register', user.id, actor.now()),
    timeout: optionsTimeoutMs,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    // The settled algorithms only (EdDSA, ES256, RS256): on Node 24 the library would also offer
    // ML-DSA, whose Web Crypto support is still experimental there (and whose signatures are
    // larger than the answers this server accepts).
    supportedAlgorithmIDs: stableAlgorithms,
  })
}

/** Verifies a new passkey's registration and keeps it; `name` defaults from the user agent. */
export async function addPasskey(actor: Actor<Deps>, input: unknown, userAgent?: string): Promise<PasskeyInfo> {
  const user = signedInBrowser(actor)
  const { response, name } = parseInput(addInput, input)
  const count = await prisma().passkey.count({ where: { userId: user.id } })
  if (count >= maxPasskeys) throw new ValidationError(`You can have at most ${maxPasskeys} passkeys: remove one first`)
  const { rpID, origin } = relyingParty(actor.services.config)
  const challenge = challengeCheck(actor, 'register', user.id)
  const verification = await verifyRegistrationResponse({
    response: response as RegistrationResponseJSON,
    expectedChallenge: challenge.check,
    expectedOrigin: origin,
    expectedRPID: rpID,
    // 'preferred' was asked for: an authenticator without user verification is still a passkey.
    requireUserVerification: false,
  }).catch((error: unknown) => {
    actor.services.logger.debug({ err: error }, 'passkey registration refused')
    return null
  })
  const opened = challenge.state.opened
  if (!opened) throw new ValidationError('This passkey request has expired. Please try again.')
  if (!verification?.verified) throw new ValidationError('The passkey could not be verified. Please try again.')
  if (!(await spendChallenge(opened, actor.now()))) {
    throw new ValidationError('This passkey request was already used. Please try again.')
  }
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo
  try {
    return await prisma().passkey.create({
      data: {
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: BigInt(credential.counter),
        transports: (response.response.transports ?? []).filter((t) => transports.safeParse(t).success),
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name: name ?? defaultPasskeyName(userAgent),
        createdAt: actor.now(),
      },
      select,
    })
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new ConflictError('This passkey is already registered')
    }
    throw error
  }
}

/** The viewer's passkeys, newest first. */
export async function listPasskeys(actor: Actor<unknown>): Promise<PasskeyInfo[]> {
  const user = signedInBrowser(actor)
  return prisma().passkey.findMany({ where: { userId: user.id }, select, orderBy: { createdAt: 'desc' } })
}

async function ownPasskey(actor: Actor<unknown>, passkeyId: unknown) {
  const user = signedInBrowser(actor)
  const id = parseId(passkeyId, 'Passkey')
  const row = id ? await prisma().passkey.findFirst({ where: { id, userId: user.id }, select }) : null
  if (!row) throw new NotFoundError('Passkey not found')
  return row
}

export const renameInput = z.object({ name: passkeyName })

export async function renamePasskey(actor: Actor<unknown>, passkeyId: unknown, input: unknown): Promise<PasskeyInfo> {
  const row = await ownPasskey(actor, passkeyId)
  const { name } = parseInput(renameInput, input)
  return prisma().passkey.update({ where: { id: row.id }, data: { name }, select })
}

/** Removes one of the viewer's passkeys: it no longer signs anyone in. */
export async function removePasskey(actor: Actor<unknown>, passkeyId: unknown): Promise<PasskeyInfo> {
  const row = await ownPasskey(actor, passkeyId)
  const { count } = await prisma().passkey.deleteMany({ where: { id: row.id } })
  if (count === 0) throw new NotFoundError('Passkey not found')
  return row
}

// ---------------------------------------------------------------------------------------------
// Signing in

/**
 * Options for `navigator.credentials.get()`, for anyone: no allowCredentials, so the browser
 * offers the discoverable passkeys it has for this site (the button, or autofill on the e-mail field).
 */
export async function passkeySignInOptions(actor: Actor<Deps>) {
  assertTokenMay(actor, 'account')
  const { config } = actor.services
  return generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    challenge: await issueChallenge(config, 'sign-in', null, actor.now()),
    timeout: optionsTimeoutMs,
    userVerification: 'preferred',
  })
}

/**
 * Signs in with a passkey's answer, as password sign-in does (a new session; the caller sets the
 * cookie and ends the browser's previous session). Every well-formed attempt takes a point from
 * the per-address failed sign-in limit first, given back when it succeeds.
 */
export async function signInWithPasskey(
  actor: Actor<Deps>,
  input: unknown,
  ip: string,
  userAgent?: string,
): Promise<{ user: User; session: { token: string; expiresAt: Date } }> {
  assertTokenMay(actor, 'account')
  const { limits } = actor.services
  const { response } = parseInput(signInInput, input)
  await consume(limits.failedSignInByIp, ip, 'Too many failed sign-in attempts.')
  const user = await verifiedPasskeyUser(actor, response as AuthenticationResponseJSON)
  await limits.failedSignInByIp.reward(ip, 1)
  if (!user.emailVerifiedAt) {
    throw new ForbiddenError(
      'Please verify your email before logging in. Check your inbox or resend the verification email.',
    )
  }
  const session = await createSession(user.id, userAgent)
  return { user, session }
}

const signInFailed = () => new UnauthorizedError('Passkey sign-in failed. Please try again or use your password.')

/** The owner of the passkey that signed this response; counter and last use updated. */
async function verifiedPasskeyUser(actor: Actor<Deps>, response: AuthenticationResponseJSON): Promise<User> {
  const passkey = await prisma().passkey.findUnique({ where: { credentialId: response.id }, include: { user: true } })
  if (!passkey) {
    throw new UnauthorizedError('This passkey is not registered with Gather. Sign in with your password to add it.')
  }
  const handle = response.response.userHandle
  if (handle && !Buffer.from(handle, 'base64url').equals(Buffer.from(userHandle(passkey.userId)))) throw signInFailed()
  const { rpID, origin } = relyingParty(actor.services.config)
  const challenge = challengeCheck(actor, 'sign-in', null)
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge.check,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: Uint8Array.from(passkey.publicKey),
      counter: Number(passkey.counter),
      transports: passkey.transports,
    },
    // As at registration: 'preferred', so a security key without a PIN still signs in.
    requireUserVerification: false,
  }).catch((error: unknown) => {
    actor.services.logger.debug({ err: error }, 'passkey sign-in refused')
    return null
  })
  const opened = challenge.state.opened
  if (!opened || !verification?.verified || !(await spendChallenge(opened, actor.now()))) throw signInFailed()
  const { newCounter, credentialBackedUp } = verification.authenticationInfo
  // Compare-and-set: of two answers racing with the same counter, one wins.
  const { count } = await prisma().passkey.updateMany({
    where: { id: passkey.id, counter: passkey.counter },
    data: { counter: BigInt(newCounter), lastUsedAt: actor.now(), backedUp: credentialBackedUp },
  })
  if (count === 0) throw signInFailed()
  return passkey.user
}
