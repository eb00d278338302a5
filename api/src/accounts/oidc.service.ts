// Google and Apple sign-in: OpenID Connect authorisation code flow with PKCE, state and nonce,
// and issuer discovery (openid-client). The callback signs in the person whose identity is
// known, links an existing account by verified e-mail, or creates one.
import * as oidc from 'openid-client'
import type { Actor } from '../core/actor.js'
import type { Config } from '../core/config.js'
import type { Services } from '../core/context.js'
import { prisma } from '../core/db.js'
import { ForbiddenError, NotFoundError, ValidationError } from '../core/errors.js'
import { sign, unsign } from '../core/lib/signing.js'
import { createSession } from './session.service.js'
import { assertTokenMay } from './tokens.policy.js'

export const providers = ['google', 'apple'] as const
export type Provider = (typeof providers)[number]
type Deps = Pick<Services, 'config'>

const providerNames: Record<Provider, string> = { google: 'Google', apple: 'Apple' }
const transactionTtlMs = 10 * 60 * 1000
export const oidcCookieName = 'gather_oidc'

interface Transaction {
  provider: Provider
  verifier: string
  state: string
  nonce: string
}

export function configuredProviders(config: Config): Record<Provider, boolean> {
  return { google: Boolean(config.oidc.google.clientId), apple: Boolean(config.oidc.apple.clientId) }
}

export function parseProvider(value: string | undefined): Provider {
  if (!providers.includes(value as Provider)) throw new ValidationError('Unknown sign-in provider')
  return value as Provider
}

const discovered = new Map<string, Promise<oidc.Configuration>>()

function clientConfiguration(config: Config, provider: Provider) {
  const { clientId, clientSecret, issuer } = config.oidc[provider]
  if (!clientId) throw new NotFoundError(`${providerNames[provider]} sign-in is not configured on this server`)
  const key = `${issuer}|${clientId}`
  let pending = discovered.get(key)
  if (!pending) {
    const issuerUrl = new URL(issuer)
    // Plain http is allowed only for a provider on this machine (tests, local development).
    const local = issuerUrl.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuerUrl.hostname)
    pending = oidc
      .discovery(issuerUrl, clientId, clientSecret, undefined, {
        execute: local ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered.delete(key)
        throw error
      })
    discovered.set(key, pending)
  }
  return pending
}

const redirectUri = (config: Config, provider: Provider) => `${config.appUrl}/api/login/callback/${provider}`

/** Where to send the browser, and the signed transaction to keep in a cookie until it returns. */
export async function startSignIn(actor: Actor<Deps>, provider: Provider) {
  assertTokenMay(actor, 'account')
  const { config } = actor.services
  const client = await clientConfiguration(config, provider)
  const verifier = oidc.randomPKCECodeVerifier()
  const transaction: Transaction = { provider, verifier, state: oidc.randomState(), nonce: oidc.randomNonce() }
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: redirectUri(config, provider),
    scope: provider === 'apple' ? 'openid email name' : 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: transaction.state,
    nonce: transaction.nonce,
    // Apple returns the code by POST when name or e-mail is asked for.
    ...(provider === 'apple' ? { response_mode: 'form_post' } : {}),
  })
  return { url: url.toString(), cookie: await sign(config, transaction, transactionTtlMs) }
}

/** Completes the flow; `currentUrl` is the callback as the browser reached it (or its POST). */
export async function finishSignIn(
  actor: Actor<Deps>,
  provider: Provider,
  currentUrl: URL | Request,
  transactionCookie: string | undefined,
  userAgent?: string,
) {
  assertTokenMay(actor, 'account')
  const { config } = actor.services
  const transaction = await unsign<Transaction>(config, transactionCookie)
  if (!transaction || transaction.provider !== provider) {
    throw new ValidationError('Your sign-in took too long or was started elsewhere. Please try again.')
  }
  const client = await clientConfiguration(config, provider)
  const tokens = await oidc.authorizationCodeGrant(client, currentUrl, {
    pkceCodeVerifier: transaction.verifier,
    expectedState: transaction.state,
    expectedNonce: transaction.nonce,
    idTokenExpected: true,
  })
  const claims = tokens.claims()
  if (!claims) throw new ValidationError('The provider did not identify you')
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined
  const emailVerified = claims.email_verified === true || claims.email_verified === 'true'
  const user = await prisma().$transaction(async (tx) => {
    const identity = await tx.oAuthIdentity.findUnique({
      where: { provider_subject: { provider, subject: claims.sub } },
      include: { user: true },
    })
    if (identity) return identity.user
    if (!email || !emailVerified) {
      throw new ForbiddenError(`${providerNames[provider]} did not confirm an e-mail address for this account`)
    }
    const existing = await tx.user.findUnique({ where: { email } })
    const person =
      existing ??
      (await tx.user.create({
        data: {
          email,
          firstName: typeof claims.given_name === 'string' ? claims.given_name : null,
          lastName: typeof claims.family_name === 'string' ? claims.family_name : null,
          profileImageUrl: typeof claims.picture === 'string' ? claims.picture : null,
          emailVerifiedAt: actor.now(),
        },
      }))
    if (existing && !existing.emailVerifiedAt) {
      // The provider vouches for the mailbox: any password set by whoever signed up unverified goes.
      await tx.user.update({ where: { id: existing.id }, data: { emailVerifiedAt: actor.now(), passwordHash: null } })
      await tx.emailVerificationToken.deleteMany({ where: { userId: existing.id, usedAt: null } })
    }
    await tx.oAuthIdentity.create({ data: { provider, subject: claims.sub, email, userId: person.id } })
    return person
  })
  const session = await createSession(user.id, userAgent)
  return { user, session }
}
