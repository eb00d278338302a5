// Settings → Signed-in devices in real browsers: the same person signs in through the login screen
// on a phone and on two other browsers (each its own user agent); the phone lists them by browser
// and system, signs one out (whose next page lands signed out), then signs out everywhere else
// after a confirmation. axe and the phone layouts on the way.
import { describe, expect, it } from 'vitest'
import { hashPassword } from '../../api/src/accounts/password.js'
import { prisma } from '../../api/src/core/db.js'
import {
  appInBrowser,
  type Browser,
  expectNoAxeViolationsInBothSchemes,
  expectPhoneLayout,
  type Page,
  screenshot,
  trackErrors,
} from '../helpers/browser.js'

const agents = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
}
const password = 'Sunny-day42'

/** A phone-sized browser of its own (cookies and all) that says it is `userAgent`, signed in through /login. */
async function signedInBrowser(browser: Browser, url: string, email: string, userAgent: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    baseURL: url,
    userAgent,
  })
  const page = await context.newPage()
  const errors = trackErrors(page)
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect.poll(() => page.getByText('Welcome back, Sol!').isVisible()).toBe(true)
  return { context, page, errors }
}

/** The page's next navigation finds nobody signed in: the landing page, not Settings. */
async function landsSignedOut(page: Page) {
  await page.goto('/settings')
  await expect.poll(() => page.getByRole('heading', { name: 'Meet up. Made simple.' }).isVisible()).toBe(true)
  expect(await page.getByRole('heading', { name: 'Settings' }).count()).toBe(0)
}

describe('signed-in devices in Settings', () => {
  const suite = appInBrowser()

  it('lists the devices, signs one out, then signs out everywhere else, keeping this one', async () => {
    const email = `sol-${Date.now()}@example.com`
    await prisma().user.create({
      data: {
        email,
        passwordHash: await hashPassword(password, Number(process.env.PASSWORD_HASH_COST ?? 10)),
        displayName: 'Sol',
        gatherId: `sol_${Date.now() % 100000}`,
        gatherIdKey: `sol_${Date.now() % 100000}`,
        gatherIdSet: true,
        emailVerifiedAt: new Date(),
      },
    })
    const phone = await signedInBrowser(suite.browser, suite.app.url, email, agents.iphone)
    const other = await signedInBrowser(suite.browser, suite.app.url, email, agents.android)

    const page = phone.page
    await page.goto('/settings')
    const section = page.getByRole('region', { name: 'Signed-in devices' })
    const devices = section.getByRole('list', { name: 'Your devices' }).getByRole('listitem')
    await expect.poll(() => devices.count()).toBe(2)
    // This device first; the other with when it was last active.
    await expect.poll(() => devices.nth(0).textContent()).toMatch(/^Safari on iOSThis deviceActive now · Signed in /)
    expect(await devices.nth(1).textContent()).toMatch(/^Chrome on AndroidActive in the last hour · Signed in /)
    expect(await devices.nth(0).getByRole('button').count()).toBe(0)
    await section.scrollIntoViewIfNeeded()
    await expectNoAxeViolationsInBothSchemes(page)
    await expectPhoneLayout(page)
    await screenshot(page, 'settings-devices')

    await section.getByRole('button', { name: 'Sign out Chrome on Android, active in the last hour' }).click()
    await expect.poll(() => page.getByText('Chrome on Android is no longer signed in.').isVisible()).toBe(true)
    await expect.poll(() => devices.count()).toBe(1)
    expect(await section.getByText('No other devices are signed in.').isVisible()).toBe(true)
    expect(await section.getByRole('button', { name: 'Sign out everywhere else' }).count()).toBe(0)
    await landsSignedOut(other.page)

    // A third browser; after a reload the phone offers to sign out everywhere else.
    const laptop = await signedInBrowser(suite.browser, suite.app.url, email, agents.linux)
    await page.reload()
    await expect.poll(() => devices.count()).toBe(2)
    expect(await devices.nth(1).textContent()).toMatch(/^Firefox on Linux/)
    await section.getByRole('button', { name: 'Sign out everywhere else' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere else?' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    expect(await dialog.textContent()).toContain(
      '1 other device will be signed out at once. This device stays signed in.',
    )
    await expectNoAxeViolationsInBothSchemes(page)
    await expectPhoneLayout(page)
    await screenshot(page, 'settings-devices-confirm')
    // Cancel first: nothing happens.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await devices.count()).toBe(2)
    await section.getByRole('button', { name: 'Sign out everywhere else' }).click()
    await dialog.getByRole('button', { name: 'Sign out others' }).click()
    await expect.poll(() => page.getByText('1 other device signed out.').isVisible()).toBe(true)
    await expect.poll(() => devices.count()).toBe(1)
    await landsSignedOut(laptop.page)

    // This device is still signed in, and nothing scrolls sideways at 320 px.
    await page.reload()
    await expect.poll(() => section.getByText('No other devices are signed in.').isVisible()).toBe(true)
    await page.setViewportSize({ width: 320, height: 640 })
    await expectPhoneLayout(page)
    expect(phone.errors.errors).toEqual([])
    expect(other.errors.errors).toEqual([])
    expect(laptop.errors.errors).toEqual([])
    for (const browser of [phone, other, laptop]) await browser.context.close()
  })
})
