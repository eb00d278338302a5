// Live screens that stay alive and current, on the app as served: a visitor's list follows
// changes, an organiser's rename reaches open screens at once, a removed person is told, the
// session ending sends people to sign in, a newcomer from a join link sets up a profile first,
// and a bad path or cookie never breaks the app.
import { describe, expect, it } from 'vitest'
import { whenWatching } from '../../api/src/live/streams/live-access.js'
import { appInBrowser, phoneContext, screenshot, trackErrors } from '../helpers/browser.js'
import { rest } from '../helpers/http.js'
import { gatherWithPeople } from '../helpers/live.js'
import { lastLinkTo } from '../helpers/mail.js'

const venue = { lat: 40.7812, lon: -73.9665, name: 'Central Park' }
const nearby = { latitude: 40.7856, longitude: -73.9665 }

describe('live screens as served', () => {
  const suite = appInBrowser()

  /** A participant's live screen; `listening` resolves once its three live streams listen. */
  async function participantScreen(
    person: { cookie: { name: string; value: string }; userId: string },
    meetupId: string,
  ) {
    const context = await phoneContext(suite.browser, suite.app.url, person.cookie)
    await context.grantPermissions(['geolocation'], { origin: suite.app.url })
    await context.setGeolocation(nearby)
    const page = await context.newPage()
    const tracked = trackErrors(page)
    // Positions, people and the gather: the server says when each of the screen's streams listens.
    const listening = whenWatching(meetupId, person.userId, 3)
    await page.goto(`/proximity/${meetupId}`)
    return { context, page, tracked, listening }
  }

  it("updates a visitor's People list within 10 s of a status change or a new person", async () => {
    const { meetup, people } = await gatherWithPeople(suite.app, {
      venue,
      organiser: 'Olga',
      people: [{ displayName: 'Femi' }],
    })
    const context = await phoneContext(suite.browser, suite.app.url)
    // A visitor's page reads the gather again every 5 s: the test runs its clock there.
    await context.clock.install()
    const page = await context.newPage()
    const { errors } = trackErrors(page)
    await page.goto(`/join/${meetup.shareableLink}`)
    const femiRow = page.locator('.person-row', { hasText: 'Femi' })
    await expect.poll(() => femiRow.textContent()).toContain('Joined')

    const femi = people[0]
    const changed = await rest(suite.app.url, 'PATCH', `/api/participants/${femi?.participantId}/status`, {
      cookie: femi?.cookieHeader,
      body: { status: 'on-my-way' },
    })
    expect(changed.status).toBe(200)
    await context.clock.runFor(5000)
    await expect.poll(() => femiRow.textContent()).toContain('On my way')

    // Someone new opens the link signed in, which joins them: the visitor sees them arrive.
    const newcomer = await suite.app.signIn({ displayName: 'Nia', gatherId: `nia_${Date.now() % 100000}` })
    const nia = await phoneContext(suite.browser, suite.app.url, newcomer.cookie)
    const niaPage = await nia.newPage()
    await niaPage.goto(`/join/${meetup.shareableLink}`)
    await expect.poll(() => niaPage.getByText('Successfully joined!').isVisible()).toBe(true)
    await context.clock.runFor(5000)
    await expect.poll(() => page.locator('.person-row', { hasText: 'Nia' }).count()).toBe(1)
    await nia.close()
    expect(errors).toEqual([])
    await context.close()
  })

  it("brings an organiser's rename to open live screens at once, and shows your own row sharing", async () => {
    const { meetup, organiser, people } = await gatherWithPeople(suite.app, {
      venue,
      organiser: 'Olga',
      description: 'Picnic',
      people: [{ displayName: 'Femi' }],
    })
    const femi = people[0]
    if (!femi) throw new Error('no Femi')
    const { context, page, tracked, listening } = await participantScreen(femi, meetup.id)
    await expect.poll(() => page.getByRole('heading', { name: 'Picnic' }).isVisible()).toBe(true)
    await listening
    // Femi's own row shows him sharing as soon as his first position is saved.
    const ownRow = page.locator('.person-row', { hasText: '(you)' })
    await expect.poll(() => ownRow.textContent(), { timeout: 5000 }).toContain('Just now')

    const renamed = await rest(suite.app.url, 'PATCH', `/api/meetups/${meetup.id}`, {
      cookie: organiser.cookieHeader,
      body: { description: 'Picnic by the lake' },
    })
    expect(renamed.status).toBe(200)
    await expect
      .poll(() => page.getByRole('heading', { name: 'Picnic by the lake' }).isVisible(), { timeout: 5000 })
      .toBe(true)
    expect(tracked.errors).toEqual([])
    await context.close()
  })

  it('tells a removed participant and drops the people and positions from their screen', async () => {
    const { meetup, organiser, people } = await gatherWithPeople(suite.app, {
      venue,
      organiser: 'Olga',
      people: [{ displayName: 'Femi' }, { displayName: 'Gus', at: { lat: 40.79, lon: -73.96 } }],
    })
    const femi = people[0]
    if (!femi) throw new Error('no Femi')
    const { context, page, tracked, listening } = await participantScreen(femi, meetup.id)
    await expect.poll(() => page.locator('.person-row').count()).toBe(3)
    await listening
    await expect.poll(() => page.locator('.live-map').count()).toBe(1)

    const removed = await rest(
      suite.app.url,
      'DELETE',
      `/api/meetups/${meetup.id}/participants/${femi.participantId}`,
      {
        cookie: organiser.cookieHeader,
      },
    )
    expect(removed.status).toBeLessThan(300)
    await expect
      .poll(() => page.getByRole('heading', { name: 'You were removed from this gather.' }).isVisible())
      .toBe(true)
    expect(await page.locator('.person-row').count()).toBe(0)
    expect(await page.locator('.live-map').count()).toBe(0)
    expect(await page.getByText(/and \d+ more/).count()).toBe(0)
    await expect(page.getByRole('link', { name: 'Back to Home' }).isVisible()).resolves.toBe(true)
    await screenshot(page, 'live-removed')
    expect(tracked.errors).toEqual([])
    await context.close()
  })

  it("says 'Unauthorized' and goes to /login when the session ends under an open screen", async () => {
    const ada = await suite.app.signIn({ displayName: 'Ada' })
    const context = await phoneContext(suite.browser, suite.app.url, ada.cookie)
    const page = await context.newPage()
    await page.goto('/calendar')
    await expect.poll(() => page.getByRole('heading', { name: 'Calendar' }).isVisible()).toBe(true)
    // Signed out elsewhere (another tab, another device): this session is gone on the server.
    expect((await rest(suite.app.url, 'POST', '/api/logout', { cookie: ada.cookieHeader })).status).toBeLessThan(400)

    await page.locator('.bottom-nav').getByRole('link', { name: 'Groups' }).click()
    const toast = page.getByRole('status').filter({ hasText: 'Unauthorized' })
    await expect.poll(() => toast.isVisible()).toBe(true)
    expect(await toast.textContent()).toContain('You are logged out. Logging in again...')
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login')
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back' }).isVisible()).toBe(true)
    await context.close()

    // On a live screen: its next snapshot (here: the tab shown again) finds no viewer.
    const { meetup, people } = await gatherWithPeople(suite.app, {
      venue,
      organiser: 'Olga',
      people: [{ displayName: 'Femi' }],
    })
    const femi = people[0]
    if (!femi) throw new Error('no Femi')
    const live = await participantScreen(femi, meetup.id)
    await expect.poll(() => live.page.locator('.person-row', { hasText: 'Femi' }).count()).toBe(1)
    expect((await rest(suite.app.url, 'POST', '/api/logout', { cookie: femi.cookieHeader })).status).toBeLessThan(400)
    await live.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await expect.poll(() => live.page.getByRole('status').filter({ hasText: 'Unauthorized' }).isVisible()).toBe(true)
    await expect.poll(() => new URL(live.page.url()).pathname).toBe('/login')
    expect(await live.page.getByText('You were removed').count()).toBe(0)
    await live.context.close()
  })

  it('takes a newcomer from a join link through sign-up, verification in a new tab and profile setup into the gather', {
    timeout: 90_000,
  }, async () => {
    const { meetup, organiser } = await gatherWithPeople(suite.app, { venue, organiser: 'Olga', description: 'Picnic' })
    const email = `joiner${Date.now()}@example.com`
    const context = await phoneContext(suite.browser, suite.app.url)
    const page = await context.newPage()
    const { errors } = trackErrors(page)
    await page.goto(`/join/${meetup.shareableLink}`)
    await page.getByRole('button', { name: 'Sign in to join' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login')
    await page.getByRole('link', { name: /Create One/ }).click()
    // The login screen stays while the sign-up screen's code loads (a transition), and it has an
    // Email field too: filling before the heading changed typed into the screen going away.
    await expect.poll(() => page.getByRole('heading', { name: 'Create Account' }).isVisible()).toBe(true)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('Sunny-day42')
    await page.getByLabel('Confirm password').fill('Sunny-day42')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect.poll(() => page.getByRole('heading', { name: 'Check Your Email' }).isVisible()).toBe(true)

    // The link opens from the mail app: a new tab, with its own sessionStorage.
    const mailTab = await context.newPage()
    const mailErrors = trackErrors(mailTab).errors
    await mailTab.goto(await lastLinkTo(suite.app.dataDir, email))
    await expect.poll(() => mailTab.getByRole('heading', { name: 'Email Verified!' }).isVisible()).toBe(true)
    await mailTab.getByRole('link', { name: 'Continue to Login' }).click()
    await mailTab.getByLabel('Email').fill(email)
    await mailTab.getByLabel('Password').fill('Sunny-day42')
    await mailTab.getByRole('button', { name: 'Sign in', exact: true }).click()

    await expect.poll(() => mailTab.getByRole('heading', { name: 'Complete Your Profile' }).isVisible()).toBe(true)
    await mailTab.getByLabel('Display Name').fill('Newton')
    await mailTab.getByLabel('Gather ID').fill(`newton_${Date.now() % 100000}`)
    await mailTab.getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => mailTab.getByText('Redirecting to gathering').isVisible()).toBe(true)
    await expect.poll(() => new URL(mailTab.url()).pathname).toBe(`/join/${meetup.shareableLink}`)
    await expect.poll(() => mailTab.getByText('Successfully joined!').isVisible()).toBe(true)
    await expect.poll(() => mailTab.locator('.person-row', { hasText: 'Newton' }).count()).toBe(1)

    const people = await rest(suite.app.url, 'GET', `/api/meetups/${meetup.id}`, { cookie: organiser.cookieHeader })
    const names = JSON.stringify(people.body)
    expect(names).toContain('Newton')
    expect(names).not.toContain('Unknown User')
    expect(errors).toEqual([])
    expect(mailErrors).toEqual([])
    await context.close()
  })

  it('serves the app for an undecodable path', async () => {
    const context = await phoneContext(suite.browser, suite.app.url)
    const page = await context.newPage()
    const { errors } = trackErrors(page)
    const response = await page.goto('/%E0')
    expect(response?.status()).toBe(200)
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /Continue/ })
          .first()
          .isVisible(),
      )
      .toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('keeps working with a malformed session cookie (gather_session=%E0)', async () => {
    const spoiled = await phoneContext(suite.browser, suite.app.url)
    await spoiled.addCookies([{ name: 'gather_session', value: '%E0', url: suite.app.url }])
    const page = await spoiled.newPage()
    const { errors } = trackErrors(page)
    await page.goto('/login')
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back' }).isVisible()).toBe(true)
    expect(errors).toEqual([])
    await spoiled.close()
  })
})
