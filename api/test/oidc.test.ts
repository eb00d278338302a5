import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../tests/helpers/app.js'
import { signInThroughProvider, startAppWithOidcProvider } from '../../tests/helpers/oidc-provider.js'

type OidcSetup = Awaited<ReturnType<typeof startAppWithOidcProvider>>

import { prisma } from '../src/core/db.js'

describe('Google sign-in (OpenID Connect against a local provider)', () => {
  let app: TestApp
  let provider: OidcSetup['provider']
  let setup: OidcSetup | undefined

  beforeAll(async () => {
    setup = await startAppWithOidcProvider()
    ;({ app, provider } = setup)
  })
  afterAll(async () => {
    await setup?.stop()
  })

  it('lists which providers are configured', async () => {
    expect(await (await fetch(`${app.url}/api/auth/providers`)).json()).toEqual({ google: true, apple: false })
  })

  it('creates an account on first sign-in and signs the same person in again', async () => {
    provider.accounts.set('g-123', {
      email: 'Grace@Example.com',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
    })
    const first = await signInThroughProvider(app.url, 'google', 'g-123')
    expect(first.landedOn).toBe('/')
    const me = await fetch(`${app.url}/api/auth/user`, { headers: { cookie: first.appCookie } })
    expect(await me.json()).toMatchObject({
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      gatherIDSet: false,
    })

    const second = await signInThroughProvider(app.url, 'google', 'g-123')
    expect(second.landedOn).toBe('/')
    expect(await prisma().user.count({ where: { email: 'grace@example.com' } })).toBe(1)
    expect(await prisma().oAuthIdentity.count({ where: { provider: 'google', subject: 'g-123' } })).toBe(1)
  })

  it('links to an existing account with the same verified e-mail', async () => {
    const { userId } = await app.signIn({ email: 'linus@example.com' })
    provider.accounts.set('g-456', { email: 'linus@example.com', email_verified: true })
    const result = await signInThroughProvider(app.url, 'google', 'g-456')
    const me = await (await fetch(`${app.url}/api/auth/user`, { headers: { cookie: result.appCookie } })).json()
    expect(me.id).toBe(userId)
  })

  it('refuses an identity whose e-mail the provider has not verified', async () => {
    provider.accounts.set('g-789', { email: 'mallory@example.com', email_verified: false })
    const result = await signInThroughProvider(app.url, 'google', 'g-789')
    expect(decodeURIComponent(result.landedOn)).toBe(
      '/login?error=Google did not confirm an e-mail address for this account',
    )
    expect(await prisma().user.count({ where: { email: 'mallory@example.com' } })).toBe(0)
  })

  it('sends the browser back to /login with a clear message for an unconfigured provider', async () => {
    const response = await fetch(`${app.url}/api/login?provider=apple`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(decodeURIComponent(response.headers.get('location') ?? '')).toBe(
      '/login?error=Apple sign-in is not configured on this server',
    )
  })

  it('refuses a callback without the transaction it started (forged or replayed)', async () => {
    const response = await fetch(`${app.url}/api/login/callback/google?code=abc&state=xyz`, { redirect: 'manual' })
    expect(decodeURIComponent(response.headers.get('location') ?? '')).toMatch(
      /^\/login\?error=Your sign-in took too long/,
    )
  })
})
