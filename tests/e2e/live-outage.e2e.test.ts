// The live screen survives the server being unreachable for 70 s: the server is really stopped
// and started again on the same port with the same data. The screens say "Reconnecting…", never
// go blank, and follow changes again once the server is back; a screen opened during the outage
// says it could not load, and loads by itself once the server is back; a phone sharing its position
// sends it again as it reconnects (the restarted server held positions in memory only).
// The pages live through the outage on Playwright's clock: the server is down for real, while
// each page's clock runs the 70 s ahead in short steps, its timers (snapshot refreshes, the
// socket's backoff, the screen's retries) firing as they fall due and each network attempt they
// make failing before the clock moves on, as in real time, without waiting 70 real seconds.
import { describe, expect, it } from 'vitest'
import { appInBrowser, liveThrough, phoneContext, screenshot, trackErrors, trackNetwork } from '../helpers/browser.js'
import { rest } from '../helpers/http.js'
import { gatherWithPeople } from '../helpers/live.js'

const venue = { lat: 40.7812, lon: -73.9665, name: 'Central Park' }
const outageMs = 70_000
// What the browser itself logs while nothing answers: not the app's errors. A request that went
// through the service worker (installed once the page is idle) fails as net::ERR_FAILED.
const networkDown =
  /ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE|ERR_FAILED|WebSocket connection to .* failed/

describe('a live screen through a server outage', () => {
  const suite = appInBrowser()

  it('says "Reconnecting…" for a 70 s outage, never goes blank, and follows changes once the server is back', {
    timeout: 120_000,
  }, async () => {
    const { meetup, organiser, people } = await gatherWithPeople(suite.app, {
      venue,
      organiser: 'Olga',
      description: 'Picnic',
      people: [{ displayName: 'Femi' }],
    })
    const femi = people[0]
    if (!femi) throw new Error('no Femi')
    const participant = await phoneContext(suite.browser, suite.app.url, femi.cookie)
    await participant.clock.install()
    await participant.grantPermissions(['geolocation'], { origin: suite.app.url })
    await participant.setGeolocation({ latitude: 40.7856, longitude: -73.9665 })
    const femiPage = await participant.newPage()
    const femiErrors = trackErrors(femiPage)
    const femiNetwork = trackNetwork(femiPage)
    await femiPage.goto(`/proximity/${meetup.id}`)
    const visitor = await phoneContext(suite.browser, suite.app.url)
    await visitor.clock.install()
    const visitorPage = await visitor.newPage()
    const visitorErrors = trackErrors(visitorPage)
    const visitorNetwork = trackNetwork(visitorPage)
    await visitorPage.goto(`/join/${meetup.shareableLink}`)
    for (const page of [femiPage, visitorPage]) {
      await expect.poll(() => page.getByRole('heading', { name: 'Picnic' }).isVisible()).toBe(true)
    }
    // The organiser on another screen, who moves on during the outage to one not loaded yet.
    const organiserContext = await phoneContext(suite.browser, suite.app.url, organiser.cookie)
    await organiserContext.clock.install()
    const olgaPage = await organiserContext.newPage()
    const olgaErrors = trackErrors(olgaPage)
    const olgaNetwork = trackNetwork(olgaPage)
    const all = [femiNetwork, visitorNetwork, olgaNetwork]

    await olgaPage.goto('/calendar')
    await expect.poll(() => olgaPage.getByRole('heading', { name: 'Calendar' }).isVisible()).toBe(true)
    const reconnecting = (page: typeof femiPage) => page.getByText('Reconnecting…').isVisible()

    for (const tracked of [femiErrors, visitorErrors, olgaErrors]) tracked.allow(networkDown)
    await suite.app.pause()
    const pageNow = (page: typeof femiPage) => page.evaluate(() => Date.now())
    const stoppedAt = await Promise.all(all.map((tracked) => pageNow(tracked.page)))
    // Femi's socket closes at once; the visitor's next snapshot (every 5 s) fails.
    const bothReconnecting = async () => (await reconnecting(femiPage)) && (await reconnecting(visitorPage))
    expect(await liveThrough(all, 6000, { until: bothReconnecting })).toBe(true)
    await screenshot(femiPage, 'live-reconnecting')
    await olgaPage.locator('.bottom-nav').getByRole('link', { name: 'Groups' }).click()
    await expect.poll(() => olgaPage.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true)
    await screenshot(olgaPage, 'screen-unreachable')
    // The outage itself: 70 s of the pages' time with nothing answering.
    const elapsed = Math.min(
      ...(await Promise.all(all.map(async (tracked, i) => (await pageNow(tracked.page)) - (stoppedAt[i] ?? 0)))),
    )
    await liveThrough(all, Math.max(0, outageMs - elapsed))
    for (const [i, tracked] of all.entries()) {
      expect((await pageNow(tracked.page)) - (stoppedAt[i] ?? 0)).toBeGreaterThanOrEqual(outageMs)
    }
    for (const page of [femiPage, visitorPage]) {
      expect(await page.getByRole('heading', { name: 'Picnic' }).isVisible()).toBe(true)
      expect(await page.locator('.person-row', { hasText: 'Femi' }).count()).toBe(1)
    }

    await suite.app.resume()
    // Back within the socket's capped backoff (30 s) and the 5 s snapshot, in the pages' time.
    const bothBack = async () => !(await reconnecting(femiPage)) && !(await reconnecting(visitorPage))
    expect(await liveThrough(all, 40_000, { until: bothBack })).toBe(true)
    // The restarted server forgot every shared position: Femi's phone sent its own again as it
    // reconnected, without waiting for him to move.
    const femiHeld = async () =>
      (await suite.app.positions().read(meetup.id, [femi.participantId])).get(femi.participantId)?.position != null
    expect(await liveThrough(all, 10_000, { until: femiHeld })).toBe(true)
    // The screen that failed tries again by itself (every 15 s), its code and its data.
    const groupsBack = () => olgaPage.getByRole('heading', { name: 'My Groups' }).isVisible()
    expect(await liveThrough(all, 20_000, { until: groupsBack })).toBe(true)
    for (const tracked of [femiErrors, visitorErrors, olgaErrors]) tracked.disallow(networkDown)

    const changed = await rest(suite.app.url, 'PATCH', `/api/meetups/${meetup.id}`, {
      cookie: organiser.cookieHeader,
      body: { description: 'Picnic after the rain' },
    })
    expect(changed.status).toBe(200)
    await expect
      .poll(() => femiPage.getByRole('heading', { name: 'Picnic after the rain' }).isVisible(), { timeout: 5000 })
      .toBe(true)
    // The visitor sees it with the next snapshot (every 5 s of its time).
    const visitorSees = (name: string) => () => visitorPage.getByRole('heading', { name }).isVisible()
    expect(await liveThrough([visitorNetwork], 10_000, { until: visitorSees('Picnic after the rain') })).toBe(true)
    const status = await rest(suite.app.url, 'PATCH', `/api/participants/${femi.participantId}/status`, {
      cookie: femi.cookieHeader,
      body: { status: 'here' },
    })
    expect(status.status).toBe(200)
    const femiHere = async () =>
      ((await visitorPage.locator('.person-row', { hasText: 'Femi' }).textContent()) ?? '').includes('Here')
    expect(await liveThrough([visitorNetwork], 10_000, { until: femiHere })).toBe(true)
    await screenshot(femiPage, 'live-after-outage')
    expect(femiErrors.errors).toEqual([])
    expect(visitorErrors.errors).toEqual([])
    expect(olgaErrors.errors).toEqual([])
    await organiserContext.close()
    await participant.close()
    await visitor.close()
  })
})
