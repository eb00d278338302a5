// Settings → API tokens in a real browser: a token is made with a name and a scope, its secret is
// shown once (and works from outside the browser), the list shows when it was last used, and
// Revoke stops it. axe and the phone layout on the way.
import { describe, expect, it } from 'vitest'
import {
  appInBrowser,
  expectNoAxeViolationsInBothSchemes,
  expectPhoneLayout,
  phoneContext,
  screenshot,
  trackErrors,
} from '../helpers/browser.js'

describe('API tokens in Settings', () => {
  const suite = appInBrowser()

  it('makes a token, shows its secret once, lists its last use, and revokes it', async () => {
    const { cookie } = await suite.app.signIn({ displayName: 'Tess', gatherId: `tess_${Date.now() % 100000}` })
    const context = await phoneContext(suite.browser, suite.app.url, cookie)
    const page = await context.newPage()
    const errors = trackErrors(page)
    await page.goto('/settings')
    const section = page.getByRole('region', { name: 'API tokens' })
    await expect.poll(() => section.getByText('No tokens yet.').isVisible()).toBe(true)

    // A blank name is refused beside the field, without a request.
    await section.getByRole('button', { name: 'Create token' }).click()
    await expect.poll(() => section.getByText('Name is required').isVisible()).toBe(true)
    expect(await section.getByLabel('Token name').getAttribute('aria-invalid')).toBe('true')

    await section.getByLabel('Token name').fill('Home dashboard')
    await section.getByLabel('Read and write').check()
    await section.getByRole('button', { name: 'Create token' }).click()
    const secretField = section.getByLabel('Token "Home dashboard"')
    await expect.poll(() => secretField.inputValue()).toMatch(/^gat_[\w-]{43}$/)
    const secret = await secretField.inputValue()
    await expect.poll(() => section.getByText('It will not be shown again.').isVisible()).toBe(true)
    await expect.poll(() => section.getByText('Home dashboard · Read and write').isVisible()).toBe(true)
    await expectNoAxeViolationsInBothSchemes(page)
    await expectPhoneLayout(page)
    await screenshot(page, 'settings-api-token')

    // The secret works from a script; the list then says when.
    const me = await fetch(`${suite.app.url}/api/auth/user`, { headers: { authorization: `Bearer ${secret}` } })
    expect(me.status).toBe(200)
    await section.getByRole('button', { name: 'Done' }).click()
    expect(await secretField.count()).toBe(0)
    await page.reload()
    await expect.poll(() => section.getByText(/Last used/).isVisible()).toBe(true)
    // Shown once: after a reload the page has no trace of it.
    expect(await page.content()).not.toContain(secret)

    // Whatever is typed, nothing scrolls sideways at 320 px.
    const long = 'x'.repeat(60)
    await section.getByLabel('Token name').fill(long)
    await section.getByRole('button', { name: 'Create token' }).click()
    await expect.poll(() => section.getByLabel(`Token "${long}"`).isVisible()).toBe(true)
    await page.setViewportSize({ width: 320, height: 800 })
    await expectPhoneLayout(page)
    await section.getByRole('button', { name: 'Done' }).click()

    await section.getByRole('button', { name: 'Revoke Home dashboard' }).click()
    await expect.poll(() => page.getByText('"Home dashboard" no longer works.').isVisible()).toBe(true)
    await expect.poll(() => section.getByText('Home dashboard · Read and write').count()).toBe(0)
    await section.getByRole('button', { name: `Revoke ${long}` }).click()
    await expect.poll(() => section.getByText('No tokens yet.').isVisible()).toBe(true)
    const after = await fetch(`${suite.app.url}/api/auth/user`, { headers: { authorization: `Bearer ${secret}` } })
    expect(after.status).toBe(401)
    await expectNoAxeViolationsInBothSchemes(page)
    expect(errors.errors).toEqual([])
    await context.close()
  })
})
