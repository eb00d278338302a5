// The live screen in real browsers: Femi opens the join link and joins; as he moves (emulated
// geolocation), Olga's map and people list show his new distance within 2 s of his phone
// sending it, without reloading; statuses travel too. A visitor sees the gather and people but no
// coordinates anywhere: not in the page, not in any response.
import { describe, expect, it } from 'vitest'
import { prisma } from '../../api/src/core/db.js'
import {
  appInBrowser,
  type BrowserContext,
  expectNoAxeViolations,
  phoneContext,
  screenshot,
} from '../helpers/browser.js'
import { operationOf } from '../helpers/graphql.js'
import { centralPark, picnicSoon } from '../helpers/picnic.js'

const venue = centralPark
// About 1.0 mile north of the venue, then about 0.3 mile north.
const far = { latitude: 40.7957, longitude: -73.9665 }
const near = { latitude: 40.7856, longitude: -73.9665 }

describe('the live screen in the browser', () => {
  const suite = appInBrowser()

  async function withLocation(context: BrowserContext, at: { latitude: number; longitude: number }) {
    await context.grantPermissions(['geolocation'], { origin: suite.app.url })
    await context.setGeolocation(at)
    return context
  }

  it("shows a participant's move on the other's map and list within 2 s, without reloading", async () => {
    const { olga, femi, meetup } = await picnicSoon(suite.app, 'Picnic in the park', {
      address: 'Central Park, Manhattan, New York',
    })
    const organiser = await withLocation(await phoneContext(suite.browser, suite.app.url, olga.cookie), {
      latitude: venue.lat,
      longitude: venue.lon,
    })
    const olgaPage = await organiser.newPage()
    await olgaPage.goto(`/proximity/${meetup.id}`)
    await expect.poll(() => olgaPage.getByRole('heading', { name: 'Picnic in the park' }).isVisible()).toBe(true)
    await expect.poll(() => olgaPage.getByRole('link', { name: 'Manage' }).isVisible()).toBe(true)

    const guest = await withLocation(await phoneContext(suite.browser, suite.app.url, femi.cookie), far)
    // His page's timers run on Playwright's clock, so that the send interval can be run ahead.
    await guest.clock.install()
    const femiPage = await guest.newPage()
    // What Femi's page sends over its WebSockets.
    const framesSent: string[] = []
    femiPage.on('websocket', (socket) => socket.on('framesent', ({ payload }) => framesSent.push(String(payload))))
    await femiPage.goto(`/join/${meetup.shareableLink}`)
    await expect.poll(() => femiPage.getByText('Successfully joined!').isVisible()).toBe(true)
    expect(await femiPage.getByRole('link', { name: 'Manage' }).count()).toBe(0)
    // He consents to sharing in this gather (once).
    await femiPage.getByRole('button', { name: 'Share my location' }).click()

    const femiRow = olgaPage.locator('.person-row', { hasText: 'Femi' })
    await expect.poll(() => femiRow.isVisible()).toBe(true)
    await expect.poll(() => femiRow.locator('.person-distance').textContent(), { timeout: 10_000 }).toBe('1.0 mi')
    await expect.poll(() => olgaPage.locator('.live-marker-person', { hasText: 'F' }).count()).toBe(1)
    await expectNoAxeViolations(olgaPage)
    await screenshot(olgaPage, 'live-organiser')

    // Femi walks closer. His phone sends the move once 5 s have passed since the last send, over
    // the socket his screen's live streams already use (a ping carrying it): no HTTP request.
    const overHttp: string[] = []
    femiPage.on('request', (request) => {
      if (operationOf(request.postData()) === 'LiveMutationsLocationMutation') overHttp.push(request.url())
    })
    const socketSends = () => framesSent.filter((frame) => frame.startsWith('{"type":"ping","payload":{"ref"')).length
    const sentBefore = socketSends()
    await guest.setGeolocation(near)
    // The move reaches Olga's open screen as a push: her screen reads nothing meanwhile.
    const reads: string[] = []
    const onRequest = (request: { postData(): string | null }) => {
      if (operationOf(request.postData()) === 'ProximityQuery') reads.push('ProximityQuery')
    }
    olgaPage.on('request', onRequest)
    await guest.clock.runFor(5000)
    await expect.poll(socketSends).toBe(sentBefore + 1)
    await expect.poll(() => femiRow.locator('.person-distance').textContent()).toBe('1610 ft')
    olgaPage.off('request', onRequest)
    expect(reads).toEqual([])
    expect(overHttp).toEqual([])

    await femiPage.getByRole('button', { name: 'On my way' }).click()
    await expect.poll(() => femiRow.getByText('On my way').isVisible()).toBe(true)
    expect(await femiPage.getByRole('button', { name: 'On my way' }).getAttribute('aria-pressed')).toBe('true')
    await expectNoAxeViolations(femiPage)
    await screenshot(femiPage, 'live-participant')
    await organiser.close()
    await guest.close()
  })

  it('shows a visitor the gather and people with a sign-in prompt, and no coordinates anywhere', async () => {
    const { femi, meetup } = await picnicSoon(suite.app, 'Picnic in the park', {
      address: 'Central Park, Manhattan, New York',
    })
    const femiRecord = await prisma().participant.create({
      data: { meetupId: meetup.id, userId: femi.userId, invitationStatus: 'accepted' },
    })
    await suite.app.place(femiRecord.id, { lat: 40.79, lon: -73.96 })
    const visitor = await phoneContext(suite.browser, suite.app.url)
    const page = await visitor.newPage()
    const bodies: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'fetch' || response.request().resourceType() === 'document') {
        bodies.push(await response.text().catch(() => ''))
      }
    })
    await page.goto(`/join/${meetup.shareableLink}`)
    await expect.poll(() => page.getByRole('heading', { name: 'Picnic in the park' }).isVisible()).toBe(true)
    await expect(page.locator('.person-row', { hasText: 'Femi' }).isVisible()).resolves.toBe(true)
    await expect(page.getByRole('button', { name: 'Sign in to join' }).isVisible()).resolves.toBe(true)
    expect(await page.locator('.live-map').count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Uber' }).count()).toBe(0)
    await expectNoAxeViolations(page)
    await screenshot(page, 'live-visitor')
    const everything = `${await page.content()}\n${bodies.join('\n')}`
    expect(bodies.some((b) => b.includes('Picnic in the park'))).toBe(true)
    for (const coordinate of ['40.78', '40.79', '73.96', '-73.9']) expect(everything).not.toContain(coordinate)

    await page.getByRole('button', { name: 'Sign in to join' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login')
    expect(await page.evaluate(() => sessionStorage.getItem('pendingJoinLink'))).toBe(meetup.shareableLink)
    await page.goto('/proximity/not-a-real-gather-link')
    await expect.poll(() => page.getByRole('heading', { name: 'Gather not found' }).isVisible()).toBe(true)
    await expect(page.getByRole('link', { name: 'Go Home' }).isVisible()).resolves.toBe(true)
    await visitor.close()
  })
})
