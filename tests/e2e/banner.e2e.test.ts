// The sponsored banner in a real browser: a local suggestion above the navigation, from the
// device position only when location is already allowed, else from the network address; the
// generic banner when both lookups fail.
import { describe, expect, it } from 'vitest'
import {
  animationsSettled,
  appInBrowser,
  expectNoAxeViolations,
  type Page,
  phoneContext,
  screenshot,
} from '../helpers/browser.js'

describe('sponsored banner in the browser', () => {
  // The phones come through a local proxy that says who they are: trust it, as nginx is trusted.
  const suite = appInBrowser({ env: { TRUST_PROXY: 'loopback' } })

  /** A signed-in phone whose requests come through a local proxy from `ip`, optionally located. */
  async function phone(ip: string, geolocation?: { latitude: number; longitude: number }) {
    const { cookie } = await suite.app.signIn()
    const context = geolocation
      ? await suite.browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 2,
          baseURL: suite.app.url,
          geolocation,
          permissions: ['geolocation'],
        })
      : await phoneContext(suite.browser, suite.app.url)
    await context.addCookies([{ ...cookie, url: suite.app.url }])
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
    return { context, page: await context.newPage() }
  }

  const banner = (page: Page) => page.locator('.sponsored-banner')

  it('shows a local suggestion above the navigation, dismissible until the screen changes', async () => {
    const reverseBefore = suite.app.upstreams.requests.filter((r) => r.path === '/reverse').length
    const { page, context } = await phone('8.8.8.8')
    await page.goto('/')
    await expect.poll(() => banner(page).isVisible()).toBe(true)
    await expect(banner(page).locator('.sponsored-banner-location').textContent()).resolves.toBe('Phoenix')
    const link = banner(page).locator('a')
    const href = new URL((await link.getAttribute('href')) ?? '')
    expect(['www.yelp.com', 'www.google.com', 'www.tripadvisor.com']).toContain(href.host)
    expect(href.search).toContain('Phoenix')
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toContain('noopener')
    expect(await banner(page).locator('.sponsored-banner-text').textContent()).toContain('Phoenix')
    // The banner sits above the navigation, and the page leaves room for it.
    const bannerBox = await banner(page).boundingBox()
    const navBox = await page.locator('.bottom-nav').boundingBox()
    expect((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0)).toBeLessThanOrEqual(navBox?.y ?? 0)
    // (The axe check waits for the banner's fade-in to finish.)
    await expectNoAxeViolations(page)
    await screenshot(page, 'banner-home')
    // Location was never asked for: no position, no reverse geocoding.
    expect(suite.app.upstreams.requests.filter((r) => r.path === '/reverse').length).toBe(reverseBefore)
    expect(suite.app.upstreams.requests.findLast((r) => r.service === 'ip')?.path).toBe('/ip/8.8.8.8/json/')

    await banner(page).getByRole('button', { name: 'Dismiss' }).click()
    await expect.poll(() => banner(page).count()).toBe(0)
    await page.getByRole('link', { name: 'Calendar' }).click()
    await expect.poll(() => banner(page).isVisible()).toBe(true)
    await page.getByRole('link', { name: 'Groups' }).click()
    await expect.poll(() => page.getByRole('heading', { name: 'My Groups' }).isVisible()).toBe(true)
    expect(await banner(page).isVisible()).toBe(true)
    await context.close()
  })

  it('is not on the profile setup screen', async () => {
    const { cookie } = await suite.app.signIn({ gatherIdSet: false })
    const context = await phoneContext(suite.browser, suite.app.url, cookie)
    const page = await context.newPage()
    await page.goto('/profile-setup')
    await expect.poll(() => page.getByText('Complete Your Profile').isVisible()).toBe(true)
    // Everything the screen asked for has been answered and drawn: still no banner.
    await page.waitForLoadState('networkidle')
    await animationsSettled(page)
    expect(await banner(page).count()).toBe(0)
    await context.close()
  })

  it('names the city of the device position when location is already allowed', async () => {
    const { page, context } = await phone('8.8.4.4', { latitude: 40.7812, longitude: -73.9665 })
    await page.goto('/')
    await expect.poll(() => banner(page).locator('.sponsored-banner-location').textContent()).toBe('New York')
    const reverse = suite.app.upstreams.requests.findLast((r) => r.path === '/reverse')
    expect(reverse?.query).toMatchObject({ lat: '40.78', lon: '-73.97' })
    await context.close()
  })

  it('falls back to the generic banner when reverse geocoding and the IP lookup both fail', async () => {
    suite.app.upstreams.modes.geocoder = 'fail'
    suite.app.upstreams.modes.ip = 'fail'
    try {
      const { page, context } = await phone('1.1.1.1', { latitude: 37.7694, longitude: -122.4862 })
      await page.goto('/')
      await expect.poll(() => banner(page).isVisible()).toBe(true)
      await expect(banner(page).locator('.sponsored-banner-text').textContent()).resolves.toBe(
        'Discover local businesses near you',
      )
      const link = banner(page).getByRole('link', { name: 'Search on Yelp' })
      expect(await link.getAttribute('href')).toBe('https://www.yelp.com/')
      expect(await banner(page).locator('.sponsored-banner-location').count()).toBe(0)
      expect(suite.app.upstreams.requests.some((r) => r.path === '/reverse' && r.query.lat === '37.77')).toBe(true)
      expect(suite.app.upstreams.requests.some((r) => r.path === '/ip/1.1.1.1/json/')).toBe(true)
      await expectNoAxeViolations(page)
      await screenshot(page, 'banner-generic')
      await context.close()
    } finally {
      suite.app.upstreams.modes.geocoder = 'ok'
      suite.app.upstreams.modes.ip = 'ok'
    }
  })
})
