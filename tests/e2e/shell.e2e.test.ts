// The web shell in a real browser: routes for visitors and signed-in people, the Relay viewer
// query end to end, the 404 page, the bottom navigation and toasts.
import { describe, expect, it } from 'vitest'
import { appInBrowser, expectNoAxeViolations, phoneContext, screenshot } from '../helpers/browser.js'

describe('web shell', () => {
  const suite = appInBrowser()

  it('shows the landing page to visitors, on / and on any unknown path', async () => {
    const context = await phoneContext(suite.browser, suite.app.url)
    const page = await context.newPage()
    await page.goto('/')
    await expect.poll(() => page.getByText('Meet up. Made simple.').isVisible()).toBe(true)
    await expect(page.getByText('No chats. No social media. Only what matters.').isVisible()).resolves.toBe(true)
    expect(await page.getByRole('link', { name: 'Continue' }).count()).toBe(2)
    expect(await page.locator('.bottom-nav').count()).toBe(0)
    await expectNoAxeViolations(page)
    await screenshot(page, 'landing')
    await page.goto('/somewhere/else')
    await expect.poll(() => page.getByText('Meet up. Made simple.').isVisible()).toBe(true)
    await page.getByRole('link', { name: 'Continue' }).first().click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login')
    await context.close()
  })

  it('greets a signed-in person through the Relay viewer query, with Home highlighted', async () => {
    const { cookie } = await suite.app.signIn({ displayName: 'Ada' })
    const context = await phoneContext(suite.browser, suite.app.url, cookie)
    const page = await context.newPage()
    await page.goto('/')
    await expect.poll(() => page.getByText('Welcome back, Ada!').isVisible()).toBe(true)
    const current = page.locator('.bottom-nav [aria-current="page"]')
    await expect.poll(() => current.textContent()).toBe('Home')
    expect(await page.locator('.bottom-nav a').allTextContents()).toEqual(['Home', 'Calendar', 'Groups', 'Settings'])
    await expectNoAxeViolations(page)
    await screenshot(page, 'home')
    await page.getByRole('link', { name: 'Calendar' }).click()
    await expect.poll(() => current.textContent()).toBe('Calendar')
    await context.close()
  })

  it('falls back to the first name, then to "there"', async () => {
    const named = await suite.app.signIn({ displayName: null, firstName: 'Grace' })
    const anonymous = await suite.app.signIn({ displayName: null })
    for (const [cookie, greeting] of [
      [named.cookie, 'Welcome back, Grace!'],
      [anonymous.cookie, 'Welcome back, there!'],
    ] as const) {
      const context = await phoneContext(suite.browser, suite.app.url, cookie)
      const page = await context.newPage()
      await page.goto('/')
      await expect.poll(() => page.getByText(greeting).isVisible()).toBe(true)
      await context.close()
    }
  })

  it('shows "Page Not Found" for an unknown path when signed in, and redirects /login home', async () => {
    const { cookie } = await suite.app.signIn()
    const context = await phoneContext(suite.browser, suite.app.url, cookie)
    const page = await context.newPage()
    await page.goto('/no-such-page')
    await expect.poll(() => page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(true)
    await expect(page.getByText('404').isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page)
    await screenshot(page, 'not-found')
    await page.goto('/login')
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    await context.close()
  })

  it('sends someone without a Gather ID to /profile-setup, where the navigation is hidden', async () => {
    const { cookie } = await suite.app.signIn({ gatherIdSet: false })
    const context = await phoneContext(suite.browser, suite.app.url, cookie)
    const page = await context.newPage()
    await page.goto('/')
    await expect.poll(() => new URL(page.url()).pathname).toBe('/profile-setup')
    await expect.poll(() => page.getByText('Complete Your Profile').isVisible()).toBe(true)
    expect(await page.locator('.bottom-nav').count()).toBe(0)
    await context.close()
  })

  it('shows "Loading..." while the viewer query is on its way', async () => {
    const { cookie } = await suite.app.signIn()
    const context = await phoneContext(suite.browser, suite.app.url, cookie)
    const page = await context.newPage()
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/graphql', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/')
    await expect.poll(() => page.getByText('Loading...').isVisible()).toBe(true)
    release()
    await expect.poll(() => page.getByText('Welcome back, Ada!').isVisible()).toBe(true)
    await context.close()
  })

  it('resumes a join link opened before signing in, after a toast and one second', async () => {
    const { cookie } = await suite.app.signIn()
    const context = await phoneContext(suite.browser, suite.app.url, cookie)
    const page = await context.newPage()
    await page.goto('/privacy')
    await page.evaluate(() => sessionStorage.setItem('pendingJoinLink', 'abc123'))
    await page.goto('/')
    await expect.poll(() => page.getByText('Redirecting to gathering').isVisible()).toBe(true)
    await expect(page.getByText('Taking you to the gathering you were trying to join.').isVisible()).resolves.toBe(true)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/join/abc123')
    expect(await page.evaluate(() => sessionStorage.getItem('pendingJoinLink'))).toBeNull()
    await context.close()
  })

  it('dismisses the toast with F8 and with a swipe right of 50 px or more', async () => {
    const { cookie } = await suite.app.signIn()
    const context = await phoneContext(suite.browser, suite.app.url, cookie)
    const page = await context.newPage()
    const toast = page.locator('.toast')
    const showToast = async () => {
      await page.goto('/privacy')
      await page.evaluate(() => sessionStorage.setItem('pendingJoinLink', 'abc123'))
      await page.goto('/')
      await expect.poll(() => toast.isVisible()).toBe(true)
    }
    await showToast()
    expect(await toast.getAttribute('role')).toBe('status')
    expect((await toast.boundingBox())?.width).toBeLessThanOrEqual(420)
    // The axe check waits for the toast's entrance animation: the screenshot shows it in place.
    await expectNoAxeViolations(page)
    await screenshot(page, 'toast')
    await page.keyboard.press('F8')
    await expect.poll(() => toast.count()).toBe(0)

    await showToast()
    const box = await toast.boundingBox()
    if (!box) throw new Error('toast has no box')
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + 20, y)
    await page.mouse.down()
    await page.mouse.move(box.x + 50, y, { steps: 4 })
    await page.mouse.up()
    expect(await toast.count()).toBe(1)
    await page.mouse.move(box.x + 20, y)
    await page.mouse.down()
    await page.mouse.move(box.x + 90, y, { steps: 4 })
    await page.mouse.up()
    await expect.poll(() => toast.count()).toBe(0)
    await context.close()
  })
})
