// Sharing bound to the gather, honest on the web, precision by choice — two people in real
// browsers with emulated geolocation. Femi consents once and shares; Olga sees his marker's age.
// Femi's tab is hidden (the phone locks): Olga sees "Paused since …" instead of a live-looking
// marker, and the live look once it is shown again. Femi then chooses "Status only": from then
// on no coordinate of his leaves his browser (every request and WebSocket frame he sends is
// read), even when he moves and reloads, and "I'm here" still works without a position.
import { describe, expect, it } from 'vitest'
import { prisma } from '../../api/src/core/db.js'
import type { TestApp } from '../helpers/app.js'
import {
  appInBrowser,
  type BrowserContext,
  expectNoAxeViolations,
  type Page,
  phoneContext,
  screenshot,
  trackErrors,
  trackNetwork,
} from '../helpers/browser.js'
import { picnicSoon } from '../helpers/picnic.js'

// Femi is far away, where no other number of the journey looks like his coordinates.
const sydney = { latitude: -33.8568, longitude: 151.2153 }
const sydneyLater = { latitude: -33.8611, longitude: 151.2099 }
const femisCoordinates = /-33\.8|151\.2/

/** The position the app holds for the record (where the server keeps it), or null. */
async function positionHeld(app: TestApp, meetupId: string, participantId: string) {
  return (await app.positions().read(meetupId, [participantId])).get(participantId)?.position ?? null
}

/** Everything a page sends: request URLs and bodies, and WebSocket frames. */
function recordSent(page: Page) {
  const sent: string[] = []
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`))
  page.on('websocket', (socket) => socket.on('framesent', ({ payload }) => sent.push(String(payload))))
  return sent
}

/** The page as the browser has it when the tab is hidden or the phone locks (or shown again). */
function setVisibility(page: Page, state: 'hidden' | 'visible') {
  return page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value })
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  }, state)
}

describe('sharing a position in the browser', () => {
  const suite = appInBrowser()
  const heldPosition = (meetupId: string, id: string) => positionHeld(suite.app, meetupId, id)

  async function withLocation(context: BrowserContext, at: { latitude: number; longitude: number }) {
    await context.grantPermissions(['geolocation'], { origin: suite.app.url })
    await context.setGeolocation(at)
    return context
  }

  it('pauses honestly when Femi’s tab is hidden, and sends no coordinate once he shares his status only', {
    timeout: 120_000,
  }, async () => {
    const { olga, femi, meetup } = await picnicSoon(suite.app, 'Sharing picnic', { tag: 's' })

    const organiser = await phoneContext(suite.browser, suite.app.url, olga.cookie)
    const olgaPage = await organiser.newPage()
    const olgaErrors = trackErrors(olgaPage)
    await olgaPage.goto(`/proximity/${meetup.id}`)
    await expect.poll(() => olgaPage.getByRole('heading', { name: 'Sharing picnic' }).isVisible()).toBe(true)

    const guest = await withLocation(await phoneContext(suite.browser, suite.app.url, femi.cookie), sydney)
    // Counts the screen's wake lock requests (the browser's own still answers them).
    await guest.addInitScript(() => {
      const lock = navigator.wakeLock
      if (!lock) return
      const request = lock.request.bind(lock)
      const counted = window as unknown as { wakeLocks: number }
      counted.wakeLocks = 0
      lock.request = (type) => {
        counted.wakeLocks += 1
        return request(type)
      }
    })
    const wakeLocks = () => femiPage.evaluate(() => (window as unknown as { wakeLocks?: number }).wakeLocks ?? -1)
    const femiPage = await guest.newPage()
    const femiErrors = trackErrors(femiPage)
    const sent = recordSent(femiPage)
    const femiNetwork = trackNetwork(femiPage)
    await femiPage.goto(`/join/${meetup.shareableLink}`)
    await expect.poll(() => femiPage.getByText('Successfully joined!').isVisible()).toBe(true)

    // Consent, once for this gather: nothing was sent before it.
    const consent = femiPage.getByRole('button', { name: 'Share my location' })
    await expect.poll(() => consent.isVisible()).toBe(true)
    await expectNoAxeViolations(femiPage, 'live: consent')
    expect(sent.filter((s) => femisCoordinates.test(s))).toEqual([])
    expect(await wakeLocks()).toBe(0)
    await consent.click()
    await expect.poll(() => femiPage.getByText('Sharing your exact location').isVisible()).toBe(true)
    // Sharing holds the screen awake.
    await expect.poll(wakeLocks).toBe(1)
    await screenshot(femiPage, 'live-sharing-exact')
    const stop = femiPage.getByRole('button', { name: 'Stop sharing' })
    expect(await stop.isVisible()).toBe(true)

    // Olga sees Femi's marker with its age, and his distance.
    const femiRow = olgaPage.locator('.person-row', { hasText: 'Femi' })
    await expect.poll(() => femiRow.locator('.person-distance').count(), { timeout: 15_000 }).toBe(1)
    const femiMarker = olgaPage.locator('.live-marker-anchor[aria-label^="Femi"]')
    await expect.poll(() => femiMarker.getAttribute('data-caption'), { timeout: 15_000 }).toBe('just now')
    expect(await femiMarker.getAttribute('aria-label')).toBe('Femi')
    expect(sent.some((s) => femisCoordinates.test(s))).toBe(true)

    // The phone locks: Olga sees since when Femi's marker is not live.
    await setVisibility(femiPage, 'hidden')
    await expect.poll(() => femiRow.textContent()).toMatch(/Paused since \d\d:\d\d/)
    await expect.poll(() => femiMarker.getAttribute('data-caption')).toMatch(/^Paused since \d\d:\d\d$/)
    expect(await femiMarker.getAttribute('aria-label')).toBe('Femi, last known position')
    await screenshot(olgaPage, 'live-paused')
    await setVisibility(femiPage, 'visible')
    await expect.poll(() => femiRow.textContent()).not.toMatch(/Paused/)
    // Shown again: the lock is asked for again.
    await expect.poll(wakeLocks).toBeGreaterThanOrEqual(2)
    const row = await prisma().participant.findFirstOrThrow({ where: { meetupId: meetup.id, userId: femi.userId } })
    expect(await prisma().liveSharing.findUniqueOrThrow({ where: { participantId: row.id } })).toMatchObject({
      pausedAt: null,
    })

    // Status only: his stored position is deleted and Olga's map drops his marker.
    await femiPage.getByText('Precision').click()
    const statusOnly = femiPage.getByRole('radio', { name: /Status only/ })
    // Checked once the server has it (the choice is the server's to keep).
    await statusOnly.click()
    await expect.poll(() => statusOnly.isChecked()).toBe(true)
    await expect.poll(() => femiRow.textContent()).toMatch(/Status only/)
    await expect.poll(() => femiMarker.count()).toBe(0)
    expect(await femiRow.locator('.person-distance').count()).toBe(0)
    expect(await heldPosition(meetup.id, row.id)).toBeNull()
    await femiNetwork.settled()
    sent.length = 0

    // He moves, taps "I'm here" (no position needed), and reloads: still nothing of his position.
    await guest.setGeolocation(sydneyLater)
    await femiPage.getByRole('button', { name: "I'm here" }).click()
    await expect.poll(() => femiRow.getByText('Here', { exact: true }).isVisible()).toBe(true)
    await femiPage.reload()
    await expect
      .poll(() => femiPage.getByText('Sharing your status only: no position leaves this device').isVisible())
      .toBe(true)
    await setVisibility(femiPage, 'hidden')
    await setVisibility(femiPage, 'visible')
    await femiPage.getByRole('button', { name: 'On my way' }).click()
    await expect.poll(() => femiRow.getByText('On my way').isVisible()).toBe(true)
    await femiNetwork.settled()
    expect(sent.length).toBeGreaterThan(0)
    expect(sent.filter((s) => femisCoordinates.test(s))).toEqual([])
    expect(await heldPosition(meetup.id, row.id)).toBeNull()
    await screenshot(femiPage, 'live-status-only')
    await expectNoAxeViolations(femiPage, 'live: sharing status only')

    // "Stop sharing" is one tap; the server says it stopped.
    await femiPage.getByRole('button', { name: 'Stop sharing' }).click()
    await expect.poll(() => femiPage.getByText(/You stopped sharing/).isVisible()).toBe(true)
    expect(olgaErrors.errors).toEqual([])
    expect(femiErrors.errors).toEqual([])
    await organiser.close()
    await guest.close()
  })
})

describe('an approximate sharer on an open map', () => {
  const suite = appInBrowser()
  const heldPosition = (meetupId: string, id: string) => positionHeld(suite.app, meetupId, id)

  it('keeps showing Femi to Olga, as a circle about 1 km across, after he switches from exact to approximate', {
    timeout: 120_000,
  }, async () => {
    const { olga, femi, meetup } = await picnicSoon(suite.app, 'Approximate picnic', { tag: 'a' })

    const organiser = await phoneContext(suite.browser, suite.app.url, olga.cookie)
    const olgaPage = await organiser.newPage()
    const olgaErrors = trackErrors(olgaPage)
    await olgaPage.goto(`/proximity/${meetup.id}`)
    await expect
      .poll(() => olgaPage.getByRole('heading', { name: 'Approximate picnic' }).isVisible(), { timeout: 30_000 })
      .toBe(true)

    const guest = await phoneContext(suite.browser, suite.app.url, femi.cookie)
    await guest.grantPermissions(['geolocation'], { origin: suite.app.url })
    await guest.setGeolocation(sydney)
    const femiPage = await guest.newPage()
    const femiErrors = trackErrors(femiPage)
    await femiPage.goto(`/join/${meetup.shareableLink}`)
    await femiPage.getByRole('button', { name: 'Share my location' }).click({ timeout: 15_000 })
    await expect
      .poll(() => femiPage.getByText('Sharing your exact location').isVisible(), { timeout: 15_000 })
      .toBe(true)

    const femiRow = olgaPage.locator('.person-row', { hasText: 'Femi' })
    const femiMarker = olgaPage.locator('.live-marker-anchor[aria-label^="Femi"]')
    await expect.poll(() => femiRow.locator('.person-distance').count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => femiMarker.count()).toBe(1)
    expect(await femiMarker.getAttribute('data-approximate')).toBeNull()

    // Approximate: the exact position is deleted, and each position that follows is rounded.
    await femiPage.getByText('Precision').click()
    const approximate = femiPage.getByRole('radio', { name: /Approximate/ })
    await approximate.click()
    await expect.poll(() => approximate.isChecked()).toBe(true)
    await expect.poll(() => femiPage.getByText(/Sharing your approximate location/).isVisible()).toBe(true)

    // He moves twice (each time to another rounded square): Olga sees him after each move.
    const moves = [
      { at: sydneyLater, rounded: { lat: -33.86, lon: 151.21 } },
      { at: { latitude: -33.8812, longitude: 151.2301 }, rounded: { lat: -33.88, lon: 151.23 } },
    ]
    const participant = await prisma().participant.findFirstOrThrow({
      where: { meetupId: meetup.id, userId: femi.userId },
    })
    for (const move of moves) {
      await guest.setGeolocation(move.at)
      await expect
        .poll(async () => {
          const held = await heldPosition(meetup.id, participant.id)
          return { lat: held?.lat, lon: held?.lon }
        })
        .toEqual(move.rounded)
      await expect.poll(() => femiMarker.count()).toBe(1)
      await expect.poll(() => femiMarker.getAttribute('data-approximate')).toBe('true')
      await expect.poll(() => femiRow.locator('.person-distance').count()).toBe(1)
      await expect.poll(() => femiRow.textContent()).toMatch(/approximate/)
      // The circle is drawn about 1 km across at the map's scale: wider than the badge.
      const area = femiMarker.locator('.live-marker-area')
      await expect.poll(async () => (await area.boundingBox())?.width ?? 0).toBeGreaterThan(0)
    }
    await screenshot(olgaPage, 'live-approximate')
    expect(olgaErrors.errors).toEqual([])
    expect(femiErrors.errors).toEqual([])
    await organiser.close()
    await guest.close()
  })
})
