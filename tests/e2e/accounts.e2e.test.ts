// Accounts in a real browser: sign-up → verification link from the captured mail → sign-in →
// profile setup → home; Google sign-in through a local OpenID provider; a wrong password.
import { afterAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../api/src/accounts/password.js'
import { prisma } from '../../api/src/core/db.js'
import type { TestApp } from '../helpers/app.js'
import { appInBrowser, expectNoAxeViolations, expectPhoneLayout, phoneContext, screenshot } from '../helpers/browser.js'
import { lastLinkTo } from '../helpers/mail.js'
import { startAppWithOidcProvider } from '../helpers/oidc-provider.js'

type OidcSetup = Awaited<ReturnType<typeof startAppWithOidcProvider>>

describe('accounts in the browser', () => {
  let provider: OidcSetup['provider']
  const suite = appInBrowser(async () => {
    let started: TestApp
    ;({ app: started, provider } = await startAppWithOidcProvider())
    return started
  })
  afterAll(async () => {
    await provider?.close()
  })

  it('a link opened in another browser asks for the password there, and that password signs in', async () => {
    const email = `elsewhere${Date.now()}@example.com`
    const laptop = await phoneContext(suite.browser, suite.app.url)
    const signUp = await laptop.newPage()
    await signUp.goto('/signup')
    await signUp.getByLabel('Email').fill(email)
    await signUp.getByLabel('Password', { exact: true }).fill('Laptop-pass1')
    await signUp.getByLabel('Confirm password').fill('Laptop-pass1')
    await signUp.getByRole('button', { name: 'Create Account' }).click()
    await expect.poll(() => signUp.getByRole('heading', { name: 'Check Your Email' }).isVisible()).toBe(true)
    await suite.app.idle()

    // The phone's mail app opens the link in a browser that did not sign up.
    const phone = await phoneContext(suite.browser, suite.app.url)
    const page = await phone.newPage()
    await page.setViewportSize({ width: 320, height: 700 })
    await page.goto(await lastLinkTo(suite.app.dataDir, email))
    await expect.poll(() => page.getByRole('heading', { name: 'Choose Your Password' }).isVisible()).toBe(true)
    await expect(page.getByText(`Account: ${email}`).isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page)
    await expectPhoneLayout(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'verify-choose-password')
    await page.getByLabel('Password', { exact: true }).fill('Phone-pass22')
    await page.getByLabel('Confirm password').fill('Phone-pass22')
    await page.getByRole('button', { name: 'Verify and Set Password' }).click()
    await expect.poll(() => page.getByRole('heading', { name: 'Email Verified!' }).isVisible()).toBe(true)

    await page.goto('/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('Phone-pass22')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect.poll(() => page.getByRole('heading', { name: 'Complete Your Profile' }).isVisible()).toBe(true)
    await Promise.all([laptop.close(), phone.close()])
  })

  it('signs up, verifies by the e-mailed link, signs in, sets up the profile and lands home', async () => {
    const email = `newcomer${Date.now()}@example.com`
    const context = await phoneContext(suite.browser, suite.app.url)
    const page = await context.newPage()
    await page.goto('/signup')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('sunny')
    const create = page.getByRole('button', { name: 'Create Account' })
    expect(await create.isDisabled()).toBe(true)
    await page.getByLabel('Password', { exact: true }).fill('Sunny-day42')
    await expect.poll(() => page.getByText('Strong password!').isVisible()).toBe(true)
    await page.getByLabel('Confirm password').fill('Sunny-day4')
    await expectNoAxeViolations(page)
    await screenshot(page, 'signup')
    await create.click()
    await expect.poll(() => page.getByText("Passwords don't match").isVisible()).toBe(true)
    await page.getByLabel('Confirm password').fill('Sunny-day42')
    await create.click()

    await expect.poll(() => page.getByRole('heading', { name: 'Check Your Email' }).isVisible()).toBe(true)
    // The sign-up screen's failure stayed there: no old toast over the next screen.
    expect(await page.locator('.toast-title', { hasText: "Passwords don't match" }).count()).toBe(0)
    await expect(page.getByText(email).isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page)
    await screenshot(page, 'check-email')
    await page.getByRole('button', { name: 'Resend Email Verification' }).click()
    await expect.poll(() => page.getByText('Email Sent').isVisible()).toBe(true)

    await suite.app.idle() // the resent mail is in the outbox
    const link = await lastLinkTo(suite.app.dataDir, email)
    await page.goto(link)
    await expect.poll(() => page.getByRole('heading', { name: 'Email Verified!' }).isVisible()).toBe(true)
    await expect(page.getByText(`Account: ${email}`).isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page)
    await screenshot(page, 'email-verified')
    await page.goto(link)
    await expect.poll(() => page.getByRole('heading', { name: 'Verification Failed' }).isVisible()).toBe(true)
    await expectNoAxeViolations(page)
    await screenshot(page, 'verification-failed')

    await page.goto('/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('Sunny-day42')
    await expectNoAxeViolations(page)
    await screenshot(page, 'login')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()

    await expect.poll(() => page.getByRole('heading', { name: 'Complete Your Profile' }).isVisible()).toBe(true)
    const gatherId = `new_${Date.now() % 1_000_000}`
    await page.getByLabel('Display Name').fill('Newton')
    await page.getByLabel('Gather ID').fill('x!')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => page.getByText('Invalid Gather ID').isVisible()).toBe(true)
    await page.getByLabel('Gather ID').fill(gatherId)
    await expectNoAxeViolations(page)
    await screenshot(page, 'profile-setup')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => page.getByText('Welcome back, Newton!').isVisible()).toBe(true)
    await expect(page.getByText('Profile Setup Complete').isVisible()).resolves.toBe(true)
    await context.close()
  })

  it('resumes a signed-in screen opened signed out (the calendar with its month, Manage) after signing in', async () => {
    const email = `returning${Date.now()}@example.com`
    const { userId } = await suite.app.signIn({ email, displayName: 'Rita' })
    await prisma().user.update({ where: { id: userId }, data: { passwordHash: await hashPassword('Rita-pass42', 10) } })
    const meetup = await prisma().meetup.create({
      data: {
        userId,
        description: 'Board games',
        locationName: 'The Library',
        locationLat: 40.7532,
        locationLon: -73.9822,
        shareableLink: `resume${Date.now()}`,
        startTime: new Date(Date.now() + 3 * 60 * 60 * 1000),
        participants: { create: { userId, invitationStatus: 'accepted' } },
      },
    })
    const resumed = [
      ['/calendar?month=2026-12', 'Calendar'],
      [`/meetup/${meetup.id}/manage`, 'Manage Gather'],
    ] as const
    for (const [path, arrived] of resumed) {
      const context = await phoneContext(suite.browser, suite.app.url)
      const page = await context.newPage()
      await page.goto(path)
      // The landing page comes first, saying why.
      await expect.poll(() => page.getByRole('heading', { name: 'Meet up. Made simple.' }).isVisible()).toBe(true)
      await expect(page.getByText('Sign in to continue').isVisible()).resolves.toBe(true)
      await page.getByRole('link', { name: 'Continue' }).first().click()
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password').fill('Rita-pass42')
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await expect
        .poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`.startsWith(path))
        .toBe(true)
      await screenshot(page, `resumed-${arrived.toLowerCase().replace(' ', '-')}`)
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: arrived }).isVisible(), { timeout: 20_000 })
        .toBe(true)
      await context.close()
    }
  })

  it('shows "Login failed" for a wrong password', async () => {
    const context = await phoneContext(suite.browser, suite.app.url)
    const page = await context.newPage()
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect.poll(() => page.getByText('Missing information').isVisible()).toBe(true)
    await page.getByLabel('Email').fill('nobody@example.com')
    await page.getByLabel('Password').fill('Wrong-pass1')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect.poll(() => page.getByText('Login failed').isVisible()).toBe(true)
    // In the toast, and beside the password field.
    await expect(page.locator('.toast').getByText('Invalid email or password').isVisible()).resolves.toBe(true)
    await expect(page.locator('main').getByText('Invalid email or password').isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page)
    await screenshot(page, 'login-failed')
    await context.close()
  })

  it('signs in with Google through the OpenID provider and asks for a profile', async () => {
    provider.accounts.set('google-ada', {
      email: `ada${Date.now()}@example.com`,
      email_verified: true,
      given_name: 'Ada',
    })
    const context = await phoneContext(suite.browser, suite.app.url)
    const page = await context.newPage()
    await page.goto('/login')
    await expect.poll(() => page.getByRole('link', { name: 'Sign in with Google' }).isVisible()).toBe(true)
    // Apple has no credentials on this server: it is not offered at all.
    expect(await page.getByText(/Apple|not configured/).count()).toBe(0)
    await page.getByRole('link', { name: 'Sign in with Google' }).click()
    await page.waitForURL(/\/interaction\//)
    await page.locator('input[name="login"]').fill('google-ada')
    await page.locator('input[name="password"]').fill('anything')
    await page.locator('button[type="submit"]').click()
    await page.waitForURL(/\/interaction\//)
    await page.locator('button[type="submit"]').click()
    await expect
      .poll(() => page.getByRole('heading', { name: 'Complete Your Profile' }).isVisible(), { timeout: 10_000 })
      .toBe(true)
    expect(await page.getByLabel('Display Name').inputValue()).toBe('Ada')
    await context.close()
  })

  it('edits the display name in settings, makes and turns off a calendar link, shows the version, and signs out', async () => {
    const { cookie } = await suite.app.signIn({ displayName: 'Grace', gatherId: `grace_${Date.now() % 100000}` })
    const context = await phoneContext(suite.browser, suite.app.url, cookie)
    const page = await context.newPage()
    await page.goto('/settings')
    await expect.poll(() => page.getByText('Auto-expire after 2 hours').isVisible()).toBe(true)
    await expect.poll(() => page.getByText(/Gather v0\.1\.0 · released \d{4}-\d{2}-\d{2}/).isVisible()).toBe(true)
    await page.getByLabel('Display name').fill('   ')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => page.getByText('Display name cannot be empty').isVisible()).toBe(true)
    await page.getByLabel('Display name').fill('Grace H')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => page.getByText('Profile updated').isVisible()).toBe(true)
    // Calendar: a private link made on request, readable by a calendar app, then turned off.
    await page.getByRole('button', { name: 'Get calendar link' }).click()
    const link = page.getByLabel('Calendar link')
    await expect.poll(() => link.inputValue()).toMatch(/\/api\/calendar\/[\w.-]+\.ics$/)
    const feedPath = new URL(await link.inputValue()).pathname
    expect(await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toMatch(/^webcal:\/\//)
    const feed = await fetch(`${suite.app.url}${feedPath}`)
    expect([feed.status, await feed.text()]).toEqual([200, expect.stringContaining('X-WR-CALNAME:Gather')])
    await expectNoAxeViolations(page)
    await screenshot(page, 'settings')
    await page.getByRole('button', { name: 'Turn off' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Get calendar link' }).isVisible()).toBe(true)
    expect((await fetch(`${suite.app.url}${feedPath}`)).status).toBe(404)
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect.poll(() => page.getByText('Meet up. Made simple.').isVisible(), { timeout: 5000 }).toBe(true)
    await context.close()
  })

  it('shows the policy pages with their date to visitors', async () => {
    const context = await phoneContext(suite.browser, suite.app.url)
    const page = await context.newPage()
    for (const [path, title, must] of [
      ['/privacy', 'Privacy Policy', 'children under 13'],
      ['/terms', 'Terms of Service', '30 days'],
    ] as const) {
      await page.goto(path)
      await expect.poll(() => page.getByRole('heading', { name: title }).isVisible()).toBe(true)
      await expect(page.getByText('Last updated July 24, 2025').isVisible()).resolves.toBe(true)
      expect(await page.locator('article').textContent()).toContain(must)
      await expectNoAxeViolations(page)
      await screenshot(page, path.slice(1))
    }
    await context.close()
  })
})
