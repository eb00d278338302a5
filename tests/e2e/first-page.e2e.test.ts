// The first page as served: small, readable before JavaScript runs, replaced by the live app
// without a flash or a console error, and a screen's code and query loaded beside the viewer query.
import { describe, expect, it } from 'vitest'
import { firstPageBudgetBytes, firstPageJavaScript } from '../../scripts/first-page-size.js'
import { appInBrowser, type Page, phoneContext, screenshot } from '../helpers/browser.js'
import { operationOf } from '../helpers/graphql.js'

/** Console errors and uncaught exceptions on a page: any one fails the test. */
function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

describe('first page', () => {
  const suite = appInBrowser()

  it('sends a visitor at most 120 KB of compressed JavaScript on the landing page: the entry and its static imports', async () => {
    const size = await firstPageJavaScript()
    expect(size.files.length).toBeGreaterThan(0)
    expect(size.files.some((f) => f.file.includes('relay'))).toBe(false)
    expect(size.gzip).toBeLessThanOrEqual(firstPageBudgetBytes)
  })

  it("serves the prerendered page to a visitor, the app shell to someone with a session, and a gather's shell on its pages", async () => {
    const { cookieHeader } = await suite.app.signIn()
    const html = async (path: string, headers: Record<string, string> = {}) =>
      (await fetch(`${suite.app.url}${path}`, { headers: { accept: 'text/html', ...headers } })).text()
    const visitor = await html('/')
    expect(visitor).toContain('data-prerendered="landing"')
    expect(visitor).toContain('Meet up. Made simple.')
    expect(visitor).not.toContain('relay-')
    const member = await html('/', { cookie: cookieHeader })
    expect(member).not.toContain('data-prerendered')
    expect(member).toContain('Loading...')
    expect(member).toMatch(/rel="modulepreload"[^>]*relay-/)
    expect(await html('/join/AAAAAAAAAAAAAAAAAAAAAA')).not.toContain('data-prerendered')
    // A gather's page also preloads its screen's code and styles; the other screens do not.
    const gather = await html('/proximity/abc', { cookie: cookieHeader })
    expect(gather).toMatch(/rel="modulepreload"[^>]*ProximityScreen-/)
    expect(gather).toMatch(/rel="preload" as="style"[^>]*ProximityScreen-/)
    expect(await html('/join/AAAAAAAAAAAAAAAAAAAAAA')).toMatch(/rel="modulepreload"[^>]*ProximityScreen-/)
    expect(member).not.toContain('ProximityScreen-')
  })

  it('shows the visitor pages with JavaScript disabled', async () => {
    const context = await suite.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      baseURL: suite.app.url,
    })
    const page = await context.newPage()
    await page.goto('/')
    expect(await page.getByRole('heading', { name: 'Meet up. Made simple.' }).isVisible()).toBe(true)
    expect(await page.getByText('No chats. No social media. Only what matters.').isVisible()).toBe(true)
    await screenshot(page, 'landing-no-js')
    await page.getByRole('link', { name: 'Continue' }).first().click()
    await page.waitForURL('**/login')
    expect(await page.getByText('No account?').isVisible()).toBe(true)
    for (const [path, heading] of <[string, string][]>[
      ['/signup', 'Create Account'],
      ['/forgot-password', 'Forgot password?'],
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
    ]) {
      await page.goto(path)
      expect(await page.getByRole('heading', { name: heading }).first().isVisible(), path).toBe(true)
    }
    await context.close()
  })

  it('replaces the prerendered landing with the live app, with no spinner in between and no console error', async () => {
    const context = await phoneContext(suite.browser, suite.app.url)
    const page = await context.newPage()
    const errors = collectErrors(page)
    await page.addInitScript(() => {
      const state = { spinner: false, prerendered: null as Element | null }
      Object.assign(window, { firstPage: state })
      new MutationObserver(() => {
        state.prerendered ??= document.querySelector('main.landing')
        if (document.querySelector('.spinner')) state.spinner = true
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto('/')
    const replaced = () =>
      page.evaluate(() => {
        const state = (window as unknown as { firstPage: { prerendered: Element | null } }).firstPage
        const now = document.querySelector('main.landing')
        return state.prerendered !== null && now !== null && now !== state.prerendered
      })
    await expect.poll(replaced).toBe(true)
    expect(
      await page.evaluate(() => (window as unknown as { firstPage: { spinner: boolean } }).firstPage.spinner),
    ).toBe(false)
    // The live app navigates on the client now.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole('link', { name: 'Continue' }).first().click()
    await expect.poll(() => page.getByRole('button', { name: 'Sign in', exact: true }).isVisible()).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('loads the home screen and its query while the viewer query is still on its way', async () => {
    const { cookie } = await suite.app.signIn({ displayName: 'Ada' })
    const context = await phoneContext(suite.browser, suite.app.url, cookie)
    const page = await context.newPage()
    const errors = collectErrors(page)
    const seen = { homeChunk: false, homeQuery: false }
    let release: () => void = () => {}
    const bothSeen = new Promise<void>((resolve) => {
      release = resolve
    })
    page.on('request', (request) => {
      if (/\/assets\/HomeScreen-[^/]+\.js$/.test(request.url())) seen.homeChunk = true
      if (request.url().endsWith('/graphql') && operationOf(request.postData()) === 'HomeQuery') seen.homeQuery = true
      if (seen.homeChunk && seen.homeQuery) release()
    })
    // The viewer query's answer is held until the screen's code and its query were requested:
    // a page that waited for the viewer first would never get there.
    await page.route('**/graphql', async (route) => {
      if (operationOf(route.request().postData()) === 'viewerQuery') await bothSeen
      await route.continue()
    })
    await page.goto('/')
    await expect.poll(() => page.getByText('Welcome back, Ada!').isVisible()).toBe(true)
    expect(seen).toEqual({ homeChunk: true, homeQuery: true })
    expect(errors).toEqual([])
    await context.close()
  })
})
