// The web app as served in production, where a browser session may run only the app's persisted
// documents: signing in, the home screen and the live screen (its subscriptions and positions over
// graphql-ws) all work, every operation goes by id, and nothing fails on the way.
import { describe, expect, it } from 'vitest'
import { hashPassword } from '../../api/src/accounts/password.js'
import { productionHashCost } from '../../api/src/core/config.js'
import { prisma } from '../../api/src/core/db.js'
import { whenWatching } from '../../api/src/live/streams/live-access.js'
import { appInBrowser, type Page, phoneContext, trackErrors } from '../helpers/browser.js'
import { rest } from '../helpers/http.js'
import { gatherWithPeople } from '../helpers/live.js'

const venue = { lat: 40.7812, lon: -73.9665, name: 'Central Park' }

/** Every GraphQL operation the page sends, over HTTP and over its sockets, as sent. */
function recordOperations(page: Page) {
  const sent: Record<string, unknown>[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST') sent.push(request.postDataJSON())
  })
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { type?: string; payload?: Record<string, unknown> }
      if (message.type === 'subscribe' && message.payload) sent.push(message.payload)
    }),
  )
  return sent
}

describe('the web app in production runs on persisted documents', () => {
  const suite = appInBrowser({
    env: { NODE_ENV: 'production', SESSION_SECRET: 't'.repeat(32), PASSWORD_HASH_COST: String(productionHashCost) },
  })

  it('signs in and shows home, with every operation sent by id', async () => {
    const email = `trusted-${Date.now()}@example.com`
    await prisma().user.create({
      data: {
        email,
        passwordHash: await hashPassword('Sunny-day42'),
        displayName: 'Tess',
        gatherId: `tess${Date.now() % 100000}`,
        gatherIdKey: `tess${Date.now() % 100000}`,
        gatherIdSet: true,
        emailVerifiedAt: new Date(),
      },
    })
    const context = await phoneContext(suite.browser, suite.app.url)
    const page = await context.newPage()
    const { errors } = trackErrors(page)
    const sent = recordOperations(page)
    await page.goto('/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('Sunny-day42')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect.poll(() => page.getByText('Welcome back, Tess!').isVisible()).toBe(true)
    expect(sent.length).toBeGreaterThan(0)
    for (const operation of sent) {
      expect(operation).toMatchObject({ documentId: expect.stringMatching(/^[0-9a-f]{64}$/) })
      // No text: none over HTTP, an empty one over graphql-ws (which requires the field).
      expect(operation.query ?? '').toBe('')
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it('keeps the live screen live: its streams listen and a rename arrives at once', async () => {
    const { meetup, organiser, people } = await gatherWithPeople(suite.app, {
      venue,
      organiser: 'Olga',
      description: 'Picnic',
      people: [{ displayName: 'Femi' }],
    })
    const femi = people[0]
    if (!femi) throw new Error('no Femi')
    const context = await phoneContext(suite.browser, suite.app.url, femi.cookie)
    await context.grantPermissions(['geolocation'], { origin: suite.app.url })
    await context.setGeolocation({ latitude: 40.7856, longitude: -73.9665 })
    const page = await context.newPage()
    const { errors } = trackErrors(page)
    const sent = recordOperations(page)
    // Positions, people and the gather: the server says when each of the screen's streams listens.
    const listening = whenWatching(meetup.id, femi.userId, 3)
    await page.goto(`/proximity/${meetup.id}`)
    await expect.poll(() => page.getByRole('heading', { name: 'Picnic' }).isVisible()).toBe(true)
    await listening
    // Femi's position went over the socket (or HTTP) by id and was saved.
    const ownRow = page.locator('.person-row', { hasText: '(you)' })
    await expect.poll(() => ownRow.textContent()).toContain('Just now')

    const renamed = await rest(suite.app.url, 'PATCH', `/api/meetups/${meetup.id}`, {
      cookie: organiser.cookieHeader,
      body: { description: 'Picnic by the lake' },
    })
    expect(renamed.status).toBe(200)
    await expect.poll(() => page.getByRole('heading', { name: 'Picnic by the lake' }).isVisible()).toBe(true)
    expect(sent.filter((operation) => operation.query === '').length).toBeGreaterThanOrEqual(3)
    for (const operation of sent)
      expect(operation).toMatchObject({ documentId: expect.stringMatching(/^[0-9a-f]{64}$/) })
    expect(errors).toEqual([])
    await context.close()
  })
})
