// Navigation and degraded services as served: Back closes the place picker, a reload keeps the
// create form's draft, Back from a calendar event keeps the month; a geocoder outage is said as
// such, and "Use my current location" shows its progress and why it failed.
import { describe, expect, it } from 'vitest'
import { appInBrowser, type Page, phoneContext, readingProblems, screenshot } from '../helpers/browser.js'
import { rest } from '../helpers/http.js'

const unavailable = 'Place search is unavailable right now. Try again, or use your current location.'

/** Fails the test on any console error of the page. */
function watchConsole(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

describe('navigation and degraded services in the browser', () => {
  const suite = appInBrowser()

  it('closes the place picker on Back, staying on the create screen', async () => {
    const olga = await suite.app.signIn({ displayName: 'Olga' })
    const context = await phoneContext(suite.browser, suite.app.url, olga.cookie)
    const page = await context.newPage()
    const errors = watchConsole(page)
    await page.goto('/')
    await expect.poll(() => page.getByText('Welcome back, Olga!').isVisible()).toBe(true)
    await page.goto('/create-meetup')
    await page.getByLabel('What').fill('Coffee by the river')
    await page.getByRole('button', { name: 'Where: choose a place' }).click()
    const picker = page.getByRole('dialog', { name: 'Select Location' })
    await expect.poll(() => picker.isVisible()).toBe(true)
    await page.goBack()
    await expect.poll(() => picker.count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/create-meetup')
    expect(await page.getByLabel('What').inputValue()).toBe('Coffee by the river')
    await screenshot(page, 'create-after-back')
    expect(errors).toEqual([])
    await context.close()
  })

  it('keeps the create draft across a reload, until the gather is created', async () => {
    const olga = await suite.app.signIn({ displayName: 'Olga' })
    const context = await phoneContext(suite.browser, suite.app.url, olga.cookie)
    const page = await context.newPage()
    const errors = watchConsole(page)
    await page.goto('/create-meetup')
    await page.getByLabel('What').fill('Coffee by the river')
    await page.getByRole('button', { name: 'Where: choose a place' }).click()
    const picker = page.getByRole('dialog', { name: 'Select Location' })
    await picker.getByPlaceholder('Search for a place or address').fill('golden')
    await picker.getByRole('button', { name: /^Golden Gate Park/ }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Where: Golden Gate Park' }).isVisible()).toBe(true)
    const tomorrow = await page.evaluate(() => {
      const d = new Date(Date.now() + 24 * 60 * 60 * 1000)
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
    })
    await page.getByLabel('Date').fill(tomorrow)
    await page.getByLabel('Time').fill('09:30')

    await page.reload()
    await expect.poll(() => page.getByRole('button', { name: 'Where: Golden Gate Park' }).isVisible()).toBe(true)
    expect(await page.getByLabel('What').inputValue()).toBe('Coffee by the river')
    expect(await page.getByLabel('Date').inputValue()).toBe(tomorrow)
    expect(await page.getByLabel('Time').inputValue()).toBe('09:30')
    await screenshot(page, 'create-draft-restored')
    await page.getByRole('button', { name: 'Create Gather' }).click()
    const share = page.getByRole('dialog', { name: 'Share Gather' })
    await expect.poll(() => share.isVisible()).toBe(true)
    await share.getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/proximity\//)
    await page.goto('/create-meetup')
    await expect.poll(() => page.getByRole('button', { name: 'Where: choose a place' }).isVisible()).toBe(true)
    expect(await page.getByLabel('What').inputValue()).toBe('')
    expect(errors).toEqual([])
    await context.close()
  })

  it('says place search is unavailable when the geocoder is down, not "No locations found"', async () => {
    const olga = await suite.app.signIn({ displayName: 'Olga' })
    const context = await phoneContext(suite.browser, suite.app.url, olga.cookie)
    const page = await context.newPage()
    const errors = watchConsole(page)
    await page.goto('/create-meetup')
    await page.getByRole('button', { name: 'Where: choose a place' }).click()
    const picker = page.getByRole('dialog', { name: 'Select Location' })
    const search = picker.getByPlaceholder('Search for a place or address')
    // Focus starts in the search field (the dialog is for typing), not on its close button.
    await expect.poll(() => search.evaluate((input) => input === document.activeElement)).toBe(true)
    suite.app.upstreams.modes.geocoder = 'fail'
    try {
      await search.fill('museum')
      await expect.poll(() => picker.getByText(unavailable).isVisible()).toBe(true)
      expect(await picker.getByText('No locations found').count()).toBe(0)
      // "Try again" is a whole button under the message, its words whole, on the smallest phones too.
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 640 })
        const retry = picker.getByRole('button', { name: 'Try again' })
        expect((await retry.boundingBox())?.width).toBeGreaterThanOrEqual(80)
        expect(await readingProblems(page)).toEqual([])
      }
      await screenshot(page, 'picker-geocoder-down')
    } finally {
      suite.app.upstreams.modes.geocoder = 'ok'
    }
    // Back up: a new search finds places again.
    await picker.getByPlaceholder('Search for a place or address').fill('hyde')
    await expect.poll(() => picker.getByRole('button', { name: /^Hyde Park/ }).isVisible()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows progress while finding the current location', async () => {
    const olga = await suite.app.signIn({ displayName: 'Olga' })
    const allowed = await phoneContext(suite.browser, suite.app.url, olga.cookie)
    await allowed.grantPermissions(['geolocation'], { origin: suite.app.url })
    await allowed.setGeolocation({ latitude: 10.5, longitude: 10.5 })
    const page = await allowed.newPage()
    const errors = watchConsole(page)
    // The geocoder hangs: naming the position takes until its timeout, and the picker says so.
    suite.app.upstreams.modes.geocoder = 'hang'
    try {
      await page.goto('/create-meetup')
      await page.getByRole('button', { name: 'Where: choose a place' }).click()
      const picker = page.getByRole('dialog', { name: 'Select Location' })
      await picker.getByRole('button', { name: 'Use my current location' }).click()
      const busy = picker.locator('button[aria-busy="true"]:disabled', { hasText: 'Looking up the place...' })
      await expect.poll(() => busy.count()).toBe(1)
      await screenshot(page, 'picker-locating')
      await expect
        .poll(() => page.getByRole('button', { name: 'Where: Current Location' }).isVisible(), { timeout: 15_000 })
        .toBe(true)
    } finally {
      suite.app.upstreams.modes.geocoder = 'ok'
    }
    expect(errors).toEqual([])
    await allowed.close()
  })

  it('says why the current location failed when access is blocked', async () => {
    const olga = await suite.app.signIn({ displayName: 'Olga' })
    const blocked = await phoneContext(suite.browser, suite.app.url, olga.cookie)
    // Granting nothing refuses everything else, geolocation included: the person said no.
    await blocked.grantPermissions([], { origin: suite.app.url })
    const blockedPage = await blocked.newPage()
    const blockedErrors = watchConsole(blockedPage)
    await blockedPage.goto('/create-meetup')
    await blockedPage.getByRole('button', { name: 'Where: choose a place' }).click()
    const blockedPicker = blockedPage.getByRole('dialog', { name: 'Select Location' })
    await blockedPicker.getByRole('button', { name: 'Use my current location' }).click()
    await expect
      .poll(() => blockedPicker.getByRole('alert').filter({ hasText: 'Location access is blocked' }).isVisible())
      .toBe(true)
    await screenshot(blockedPage, 'picker-location-blocked')
    expect(blockedErrors).toEqual([])
    await blocked.close()
  })

  it('keeps the calendar month in the URL, so Back from an event returns to it, and counts a tap made while a month loads', async () => {
    const olga = await suite.app.signIn({ displayName: 'Olga' })
    // A gather on the 15th, two months ahead (local noon UTC: the same day in any zone nearby).
    const now = new Date()
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 15, 12))
    const created = await rest(suite.app.url, 'POST', '/api/meetups', {
      cookie: olga.cookieHeader,
      body: {
        locationName: 'Central Park',
        description: 'Spring picnic',
        gatherDate: start.toISOString().slice(0, 10),
        gatherTime: '12:00',
        scheduledDateTime: start.toISOString(),
      },
    })
    expect(created.status).toBe(201)
    const context = await phoneContext(suite.browser, suite.app.url, olga.cookie)
    const page = await context.newPage()
    const errors = watchConsole(page)
    await page.goto('/calendar')
    const month = page.getByRole('region', { name: 'Month' })
    await expect.poll(() => month.isVisible()).toBe(true)
    // Two quick taps on a slow network: the second comes while the first month still loads (the
    // screen shows the month before until it has), and moves on from the month the first asked for.
    const network = await context.newCDPSession(page)
    await network.send('Network.enable')
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 500,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await month.getByRole('button', { name: 'Next month' }).click()
    await month.getByRole('button', { name: 'Next month' }).click()
    // The gather's month, once the heading shows it (read at once, it may still show the one before).
    const title = start.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
    await expect.poll(() => month.getByRole('heading').textContent()).toBe(title)
    const expected = `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`
    expect(new URL(page.url()).searchParams.get('month')).toBe(expected)
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await month.getByRole('button', { name: /Spring picnic/ }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/proximity/${created.body.shareableLink}`)
    await page.goBack()
    await expect.poll(() => month.getByRole('heading').textContent()).toBe(title)
    await expect(month.getByRole('button', { name: /Spring picnic/ }).isVisible()).resolves.toBe(true)
    await screenshot(page, 'calendar-month-restored')
    expect(errors).toEqual([])
    await context.close()
  })
})
