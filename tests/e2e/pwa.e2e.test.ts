// The installable app as served (and GraphiQL, which must work offline too): its manifest and icons, /sw.js taking control, a reload while
// offline showing the offline page from the precache, one document load per new tab (the spec's
// clear-and-reload is gone), and a page left open reloading once /version.json names a newer build.
import { describe, expect, it } from 'vitest'
import { appInBrowser, expectNoAxeViolations, phoneContext, screenshot, trackErrors } from '../helpers/browser.js'

describe('installable app', () => {
  const suite = appInBrowser()

  it('serves a manifest with 192, 512 and maskable icons, and an apple-touch-icon', async () => {
    const context = await phoneContext(suite.browser, suite.app.url)
    const page = await context.newPage()
    await page.goto('/')
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    const response = await page.request.get(href as string)
    expect(response.headers()['content-type']).toBe('application/manifest+json')
    const manifest = await response.json()
    expect(manifest).toMatchObject({ name: 'Gather', short_name: 'Gather', display: 'standalone', start_url: '/' })
    const icons = manifest.icons as { src: string; sizes: string; purpose?: string; type: string }[]
    expect(icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`)).toEqual(
      expect.arrayContaining(['192x192', '512x512', '512x512 maskable']),
    )
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
    for (const src of [...icons.map((i) => i.src), touch as string]) {
      const icon = await page.request.get(src)
      expect({ src, status: icon.status() }).toEqual({ src, status: 200 })
    }
    await context.close()
  })

  it('takes control with /sw.js, loads a new tab once, and shows the offline page on a reload without network', async () => {
    const context = await phoneContext(suite.browser, suite.app.url)
    const page = await context.newPage()
    const { errors } = trackErrors(page)
    await page.goto('/login')
    const controlled = () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)
    await expect.poll(controlled, { timeout: 15_000 }).toBe(`${suite.app.url}/sw.js`)

    // A new tab with the worker installed: one document load, no clear-and-reload.
    const tab = await context.newPage()
    let loads = 0
    tab.on('load', () => loads++)
    await tab.goto('/login')
    await expect
      .poll(() =>
        tab
          .getByRole('heading', { name: /sign in|welcome/i })
          .first()
          .isVisible(),
      )
      .toBe(true)
    await expect.poll(() => tab.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    expect(loads).toBe(1)

    await context.setOffline(true)
    await page.reload()
    await expect.poll(() => page.getByRole('heading', { name: "You're offline" }).isVisible()).toBe(true)
    await expectNoAxeViolations(page)
    await screenshot(page, 'offline')
    await context.setOffline(false)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => page.getByRole('heading', { name: "You're offline" }).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('reloads a page left open once /version.json names a newer build, when the page is hidden', async () => {
    const context = await phoneContext(suite.browser, suite.app.url)
    const page = await context.newPage()
    await page.goto('/login')
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
      .toBe(true)
    const served = await (await page.request.get('/version.json')).json()
    const ours = await page.locator('meta[name="gather-build"]').getAttribute('content')
    expect(served.build).toBe(ours)
    let loads = 0
    page.on('load', () => loads++)
    // The same build: returning to the tab changes nothing.
    const setVisibility = (state: 'visible' | 'hidden') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { value, configurable: true })
        document.dispatchEvent(new Event('visibilitychange'))
      }, state)
    const versionChecks: string[] = []
    // On the context: the page's request may reach the network through its service worker.
    await context.route('**/version.json', async (route) => {
      versionChecks.push(route.request().url())
      const newer = versionChecks.length > 1
      await route.fulfill({ json: { ...served, build: newer ? 'a-newer-build' : served.build } })
    })
    await setVisibility('visible')
    await expect.poll(() => versionChecks.length).toBe(1)
    await setVisibility('hidden')
    await setVisibility('visible')
    await expect.poll(() => versionChecks.length).toBe(2)
    expect(loads).toBe(0)
    // A newer build is out: the page reloads when it is next hidden, not while in use.
    await setVisibility('hidden')
    await expect.poll(() => loads).toBe(1)
    await context.close()
  })

  it('GraphiQL works with no network beyond this server (its code comes from the installed package)', async () => {
    const context = await phoneContext(suite.browser, suite.app.url)
    const elsewhere: string[] = []
    await context.route(/^(?!https?:\/\/127\.0\.0\.1)/, (route) => {
      elsewhere.push(route.request().url())
      return route.abort()
    })
    const page = await context.newPage()
    const { errors } = trackErrors(page)
    await page.goto('/graphql')
    await expect.poll(() => page.locator('.graphiql-container').first().isVisible(), { timeout: 15_000 }).toBe(true)
    expect(elsewhere).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})
