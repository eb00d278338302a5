// Forgot password in a real browser at 390×844: from the login screen to the e-mailed link (read
// from the outbox), a new password, and into the app signed in, while the person's other session
// ends; the same "Check your email" for an unknown address; a spent link says so and offers a new
// one. Both screens are axe-clean in both colour schemes and fit 320 px.
import { describe, expect, it } from 'vitest'
import {
  appInBrowser,
  expectNoAxeViolationsInBothSchemes,
  expectPhoneLayout,
  type Page,
  phoneContext,
  screenshot,
  trackErrors,
} from '../helpers/browser.js'
import { lastLinkTo, waitForMail } from '../helpers/mail.js'

const phone = { width: 390, height: 844 }
const smallest = { width: 320, height: 640 }
const resetLink = /https?:\/\/\S+\/reset-password\?token=[\w-]+/

describe('forgot password in the browser', () => {
  const suite = appInBrowser()
  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

  /** axe in both schemes, a picture at 390×844, and the layout rules at 320 px. */
  async function look(page: Page, name: string) {
    await expectNoAxeViolationsInBothSchemes(page, name)
    await screenshot(page, name)
    await page.setViewportSize(smallest)
    await expectPhoneLayout(page, `${name} at 320 px`)
    await page.setViewportSize(phone)
  }

  async function linkMailedTo(email: string, count = 1) {
    await waitForMail(suite.app.dataDir, email, count)
    return lastLinkTo(suite.app.dataDir, email, resetLink)
  }

  it('goes from the login screen to the mailed link, sets a new password and lands home signed in', async () => {
    const email = `forgetful${Date.now()}@example.com`
    const elsewhere = await suite.app.signIn({ email, displayName: 'Fern', gatherId: `fern_${Date.now() % 100000}` })
    const context = await phoneContext(suite.browser, suite.app.url)
    const page = await context.newPage()
    const tracked = trackErrors(page)
    await page.goto('/login')
    await page.getByLabel('Email').fill(email)
    await look(page, 'login-forgot-link')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect.poll(() => heading(page, 'Forgot password?').isVisible()).toBe(true)
    expect(await page.getByLabel('Email').inputValue()).toBe(email)
    await look(page, 'forgot-password')

    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect.poll(() => heading(page, 'Check your email').isVisible()).toBe(true)
    await expect(page.getByText(email).isVisible()).resolves.toBe(true)
    await look(page, 'forgot-password-sent')

    await page.goto(await linkMailedTo(email))
    await expect.poll(() => heading(page, 'Choose a new password').isVisible()).toBe(true)
    const save = page.getByRole('button', { name: 'Set new password' })
    await page.getByLabel('New password', { exact: true }).fill('forgot')
    expect(await save.isDisabled()).toBe(true)
    await page.getByLabel('New password', { exact: true }).fill('Remembered-42')
    await expect.poll(() => page.getByText('Strong password!').isVisible()).toBe(true)
    await page.getByLabel('Confirm new password').fill('Remembered-4')
    await save.click()
    await expect.poll(() => page.locator('main').getByText("Passwords don't match").isVisible()).toBe(true)
    await page.getByLabel('Confirm new password').fill('Remembered-42')
    await look(page, 'reset-password')
    await save.click()

    await expect.poll(() => page.getByText('Welcome back, Fern!').isVisible()).toBe(true)
    await expect(page.getByText('Password changed').isVisible()).resolves.toBe(true)
    // The session the person had elsewhere ended with the reset.
    const before = await fetch(`${suite.app.url}/api/auth/user`, { headers: { cookie: elsewhere.cookieHeader } })
    expect(before.status).toBe(401)
    expect(tracked.errors).toEqual([])
    await context.close()
  })

  it('says the same for an unknown address; a used link says so, offers a new one, and a fresh one asks for a profile', async () => {
    const context = await phoneContext(suite.browser, suite.app.url)
    const page = await context.newPage()
    const tracked = trackErrors(page)
    await page.goto('/forgot-password')
    await page.getByLabel('Email').fill(`nobody${Date.now()}@example.com`)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect.poll(() => heading(page, 'Check your email').isVisible()).toBe(true)

    // Signed up, never verified: the reset verifies the address and signs in, then the profile comes first.
    const email = `newcomer${Date.now()}@example.com`
    const signup = await fetch(`${suite.app.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Sign-up-pass1' }),
    })
    expect(signup.status).toBe(201)
    await page.goto(`/forgot-password?email=${encodeURIComponent(email)}`)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect.poll(() => heading(page, 'Check your email').isVisible()).toBe(true)
    const link = await linkMailedTo(email, 2)
    await page.goto(link)
    await page.getByLabel('New password', { exact: true }).fill('Brand-new-42')
    await page.getByLabel('Confirm new password').fill('Brand-new-42')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect.poll(() => heading(page, 'Complete Your Profile').isVisible()).toBe(true)

    // The same link again, in another browser: spent.
    const other = await phoneContext(suite.browser, suite.app.url)
    const again = await other.newPage()
    const trackedAgain = trackErrors(again)
    await again.goto(link)
    await again.getByLabel('New password', { exact: true }).fill('Another-pass42')
    await again.getByLabel('Confirm new password').fill('Another-pass42')
    await again.getByRole('button', { name: 'Set new password' }).click()
    await expect.poll(() => heading(again, 'Reset link expired').isVisible()).toBe(true)
    await expect(again.getByText('This reset link has expired or has already been used').isVisible()).resolves.toBe(
      true,
    )
    await look(again, 'reset-password-expired')
    await again.getByRole('link', { name: 'Send a new link' }).click()
    await expect.poll(() => heading(again, 'Forgot password?').isVisible()).toBe(true)
    // Without a token the page says so at once.
    await again.goto('/reset-password')
    await expect.poll(() => heading(again, 'Invalid reset link').isVisible()).toBe(true)
    expect([...tracked.errors, ...trackedAgain.errors]).toEqual([])
    await other.close()
    await context.close()
  })
})
