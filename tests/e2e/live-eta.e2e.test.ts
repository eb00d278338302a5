// The arrival board in real browsers: Ana walks to the venue (emulated geolocation,
// her phone's clock run ahead a minute per step so that her pace is a walker's), and Olga's open
// live screen shows Ana's ETA falling from a walking estimate to her pace, then "Here" with the
// "Ana arrived" toast; the manage screen shows the same board. Nothing is polled meanwhile. Then
// she walks off and stands still: a minute later she is no longer Here.
import { describe, expect, it } from 'vitest'
import {
  appInBrowser,
  type BrowserContext,
  expectNoAxeViolations,
  phoneContext,
  screenshot,
  trackErrors,
} from '../helpers/browser.js'
import { operationOf } from '../helpers/graphql.js'
import { rest } from '../helpers/http.js'

const venue = { lat: 40.7812, lon: -73.9665 }
const south = (metres: number) => ({ latitude: venue.lat - metres / 111_195, longitude: venue.lon, accuracy: 10 })

describe('the arrival board in the browser', () => {
  const suite = appInBrowser()

  async function located(context: BrowserContext, at: { latitude: number; longitude: number; accuracy?: number }) {
    await context.grantPermissions(['geolocation'], { origin: suite.app.url })
    await context.setGeolocation(at)
    return context
  }

  it("shows Ana's ETA falling as she walks in, then Here and a toast for the organiser", async () => {
    const stamp = Date.now() % 100000
    const olga = await suite.app.signIn({ displayName: 'Olga', gatherId: `olga_${stamp}` })
    const ana = await suite.app.signIn({ displayName: 'Ana', gatherId: `ana_${stamp}` })
    const start = new Date(Date.now() + 30 * 60 * 1000)
    const created = await rest(suite.app.url, 'POST', '/api/meetups', {
      cookie: olga.cookieHeader,
      body: {
        locationName: 'Central Park',
        locationAddress: 'Central Park, Manhattan, New York',
        description: 'Picnic in the park',
        gatherDate: start.toISOString().slice(0, 10),
        gatherTime: '12:00',
        scheduledDateTime: start.toISOString(),
        ...venue,
      },
    })
    expect(created.status).toBe(201)
    const meetup = created.body as { id: string; shareableLink: string }

    const organiser = await located(await phoneContext(suite.browser, suite.app.url, olga.cookie), {
      latitude: venue.lat,
      longitude: venue.lon,
    })
    const olgaPage = await organiser.newPage()
    const olgaErrors = trackErrors(olgaPage)
    await olgaPage.goto(`/proximity/${meetup.id}`)
    await expect.poll(() => olgaPage.getByRole('heading', { name: 'Picnic in the park' }).isVisible()).toBe(true)
    await olgaPage.getByRole('button', { name: 'Share my location' }).click()
    // Olga's open screen reads nothing more: ETAs come with the pushed positions.
    const reads: string[] = []
    olgaPage.on('request', (request) => {
      if (operationOf(request.postData()) === 'ProximityQuery') reads.push(request.url())
    })

    const walker = await located(await phoneContext(suite.browser, suite.app.url, ana.cookie), south(1000))
    const anaPage = await walker.newPage()
    const anaErrors = trackErrors(anaPage)
    await anaPage.clock.install()
    await anaPage.goto(`/join/${meetup.shareableLink}`)
    await expect.poll(() => anaPage.getByText('Successfully joined!').isVisible()).toBe(true)
    // Only what is true: she joined; nothing is shared until she says so below.
    expect(await anaPage.locator('.toast-description').textContent()).toBe('You joined Picnic in the park.')
    // She consents to sharing in this gather: her phone sends nothing before.
    await anaPage.getByRole('button', { name: 'Share my location' }).click()

    const anaRow = olgaPage.locator('.person-row', { hasText: 'Ana' })
    const eta = anaRow.locator('.person-eta')
    await expect.poll(() => eta.textContent(), { timeout: 15_000 }).toMatch(/^ETA .+ · in 12 min · walking estimate$/)
    const minutesLeft = async () => Number(/in (\d+) min/.exec((await eta.textContent()) ?? '')?.[1])

    // A minute on Ana's phone per step, 150 m nearer each time: 2.5 m/s, brisker than the
    // walking estimate's 1.4 m/s, so her ETA falls once her pace is known.
    const walk = async (metres: number) => {
      await anaPage.clock.fastForward(60_000)
      await walker.setGeolocation(south(metres))
    }
    await walk(850)
    await expect.poll(() => eta.textContent()).toMatch(/ · from pace$/)
    expect(await minutesLeft()).toBeLessThanOrEqual(6)
    await walk(700)
    await expect.poll(() => anaRow.getByText('On my way').isVisible()).toBe(true)
    for (const metres of [550, 400, 250, 120]) {
      const before = await minutesLeft()
      await walk(metres)
      await expect.poll(minutesLeft).toBeLessThan(before)
    }
    // Olga is at the venue, so she leads the board until Ana is here too.
    expect(await olgaPage.locator('.person-row').first().textContent()).toContain('Olga')

    await walk(40)
    // "Here" once: the status says it, no ETA line repeats it.
    await expect.poll(() => anaRow.locator('.status-label').textContent()).toBe('Here')
    await expect.poll(() => eta.count()).toBe(0)
    await expect.poll(() => olgaPage.getByText('Ana arrived').isVisible()).toBe(true)
    expect(reads).toEqual([])
    await screenshot(olgaPage, 'live-arrival-board')
    await expectNoAxeViolations(olgaPage)

    // The manage screen shows the same board while the gather is live.
    const managePage = await organiser.newPage()
    const manageErrors = trackErrors(managePage)
    await managePage.goto(`/meetup/${meetup.id}/manage`)
    const arrivals = managePage.getByRole('region', { name: /Arrivals/ })
    const anaArrived = arrivals.locator('.person-row', { hasText: 'Ana' })
    await expect.poll(() => anaArrived.locator('.status-label').textContent()).toBe('Here')
    expect(await anaArrived.getByText('Here', { exact: true }).count()).toBe(1)
    await screenshot(managePage, 'manage-arrivals')
    await expectNoAxeViolations(managePage)

    // Ana walks off to 250 m and stands there: her phone sends nothing more. A minute of the
    // server's time later she is no longer Here, and the board says when she last was.
    await walk(120)
    await walk(250)
    await expect.poll(() => anaRow.locator('.status-label').textContent(), { timeout: 90_000 }).not.toBe('Here')
    await expect.poll(() => anaRow.getByText(/^Last seen here \d/).isVisible()).toBe(true)
    await expect.poll(() => anaArrived.getByText(/^Last seen here \d/).isVisible(), { timeout: 15_000 }).toBe(true)
    await screenshot(olgaPage, 'live-left-after-arriving')
    expect([...olgaErrors.errors, ...anaErrors.errors, ...manageErrors.errors]).toEqual([])
    await organiser.close()
    await walker.close()
  }, 240_000)
})
