// Passkeys in a real browser, with Chromium's virtual authenticator (DevTools' WebAuthn domain)
// standing in for a phone's: added in Settings; after signing out, signing in through the e-mail
// field's passkey autofill, then the autofill cancelled cleanly by a password sign-in, then the
// login screen's button; and removal behind a confirmation. axe, 320 px and 390×844 on the way. The app is
// served as http://localhost: WebAuthn takes no IP address as the relying party.
import { describe, expect, it } from 'vitest'
import { hashPassword } from '../../api/src/accounts/password.js'
import { prisma } from '../../api/src/core/db.js'
import {
  appInBrowser,
  expectNoAxeViolationsInBothSchemes,
  expectPhoneLayout,
  type Page,
  phoneContext,
  screenshot,
  trackErrors,
} from '../helpers/browser.js'

/** Chromium's virtual authenticator on the page, as a phone's built-in one; `presence` toggles its touch. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return {
    presence: (enabled: boolean) => cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled }),
  }
}

describe('passkeys', () => {
  const suite = appInBrowser({ localhost: true })

  it('adds a passkey in Settings, signs in with it after signing out, and removes it', async () => {
    const password = 'Correct-horse-1'
    const { cookie, userId } = await suite.app.signIn({ displayName: 'Pia', gatherId: `pia_${Date.now() % 100000}` })
    await prisma().user.update({
      where: { id: userId },
      data: { passwordHash: await hashPassword(password, Number(process.env.PASSWORD_HASH_COST ?? 10)) },
    })
    const { email } = await prisma().user.findUniqueOrThrow({ where: { id: userId } })
    const context = await phoneContext(suite.browser, suite.app.url, cookie)
    const page = await context.newPage()
    const errors = trackErrors(page)
    const authenticator = await virtualAuthenticator(page)

    await page.goto('/settings')
    const section = page.getByRole('region', { name: 'Passkeys' })
    await expect.poll(() => section.getByText('No passkeys yet.').isVisible()).toBe(true)
    await section.getByRole('button', { name: 'Add a passkey' }).click()
    await expect.poll(() => page.getByText('Passkey added').isVisible()).toBe(true)
    const name = (await section.getByRole('listitem').locator('strong').textContent()) ?? ''
    expect(name).toMatch(/^Passkey on \w/)
    await expect.poll(() => section.getByText('Never used').isVisible()).toBe(true)
    await section.scrollIntoViewIfNeeded()
    await expectNoAxeViolationsInBothSchemes(page)
    await expectPhoneLayout(page)
    await screenshot(page, 'settings-passkeys')
    await page.setViewportSize({ width: 320, height: 800 })
    await expectPhoneLayout(page)
    await page.setViewportSize({ width: 390, height: 844 })

    // Signed out, the e-mail field's passkey autofill signs in: headless Chromium has conditional
    // mediation, and its virtual authenticator picks the one passkey it holds at once.
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect.poll(() => page.getByText('Meet up. Made simple.').isVisible(), { timeout: 5000 }).toBe(true)
    await page.goto('/login')
    await expect.poll(() => page.getByText('Welcome back!').isVisible()).toBe(true)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    const firstUse = (await prisma().passkey.findFirstOrThrow({ where: { userId } })).lastUsedAt
    expect(firstUse).not.toBeNull()

    // While the autofill request waits (nobody touches the authenticator), signing in with the
    // password instead cancels it quietly: no error, and the passkey was not used.
    await authenticator.presence(false)
    await context.clearCookies()
    await page.goto('/login')
    const button = page.getByRole('button', { name: 'Sign in with a passkey' })
    await expect.poll(() => button.isVisible()).toBe(true)
    expect(await page.getByLabel('Email').getAttribute('autocomplete')).toBe('username webauthn')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    expect((await prisma().passkey.findFirstOrThrow({ where: { userId } })).lastUsedAt).toEqual(firstUse)

    // Where the browser has no autofill, the button asks for the passkey.
    await authenticator.presence(true)
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false
    })
    await context.clearCookies()
    await page.goto('/login')
    await expect.poll(() => button.isVisible()).toBe(true)
    await expectNoAxeViolationsInBothSchemes(page)
    await expectPhoneLayout(page)
    await screenshot(page, 'login-passkey')
    await button.click()
    await expect.poll(() => page.getByText('Welcome back!').isVisible()).toBe(true)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    expect((await prisma().passkey.findFirstOrThrow({ where: { userId } })).lastUsedAt).not.toEqual(firstUse)

    await page.goto('/settings')
    await expect.poll(() => section.getByText(/Last used/).isVisible()).toBe(true)
    await section.getByRole('button', { name: `Remove ${name}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Remove passkey' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await expectNoAxeViolationsInBothSchemes(page)
    await expectPhoneLayout(page)
    await screenshot(page, 'settings-passkeys-remove')
    await dialog.getByRole('button', { name: 'Remove passkey' }).click()
    await expect.poll(() => section.getByText('No passkeys yet.').isVisible()).toBe(true)
    expect(await prisma().passkey.count({ where: { userId } })).toBe(0)
    expect(errors.errors).toEqual([])
    await context.close()
  })
})
