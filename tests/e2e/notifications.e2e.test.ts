// Settings → Notifications in the browser as served: the permission, the switch, the stored
// subscription, and a push shown by the app's service worker.
// Headless Chromium has no connection to a push service: its pushManager.subscribe() fails
// ("Registration failed - permission denied"). So this journey stands in for that one browser
// call, handing the page a subscription at the local push service (tests/helpers/push-service.ts)
// with the keys the test holds; everything else is real: the permission, the section, GraphQL,
// the stored device, the job, VAPID and the encryption (the push service decrypts what the
// server sent). The push service's last leg, to the browser, is DevTools'
// ServiceWorker.deliverPushMessage with that decrypted payload: /sw.js (push-sw.js) shows it.
// A click on a notification (notificationclick) cannot be driven from here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appInBrowser, expectNoAxeViolations, phoneContext, screenshot, trackErrors } from '../helpers/browser.js'
import { type PushService, startPushService } from '../helpers/push-service.js'

const dayMs = 24 * 60 * 60 * 1000

describe('push notifications', () => {
  // The local push service is on 127.0.0.1. The full browser: in the headless shell
  // Notification.permission stays "denied" after the permission is granted.
  const suite = appInBrowser({ env: { PUSH_ALLOW_PRIVATE_HOSTS: '1' } }, { fullBrowser: true })
  let push: PushService
  beforeAll(async () => {
    push = await startPushService()
  })
  afterAll(async () => {
    await push?.close()
  })

  it('turns notifications on for this device, shows an invitation pushed to it, and turns them off', async () => {
    const olga = await suite.app.signIn({ displayName: 'Olga', gatherId: `olga${Date.now() % 100000}` })
    const femiId = `femi${Date.now() % 100000}`
    const femi = await suite.app.signIn({ displayName: 'Femi', gatherId: femiId })
    const device = push.subscribe()
    const context = await phoneContext(suite.browser, suite.app.url, femi.cookie)
    await context.grantPermissions(['notifications'], { origin: suite.app.url })
    // The stand-in for the browser's push registration (see above): one subscription per origin,
    // kept across reloads as a browser keeps it, remembering the applicationServerKey it was made with.
    await context.addInitScript((json) => {
      const stored = 'push-stand-in-key'
      const subscription = (key: number[]) =>
        ({
          endpoint: json.endpoint,
          expirationTime: null,
          options: { applicationServerKey: Uint8Array.from(key).buffer, userVisibleOnly: true },
          toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: json.keys }),
          getKey: () => null,
          unsubscribe: async () => {
            localStorage.removeItem(stored)
            return true
          },
        }) as unknown as PushSubscription
      PushManager.prototype.getSubscription = async () => {
        const key = localStorage.getItem(stored)
        return key ? subscription(JSON.parse(key)) : null
      }
      PushManager.prototype.subscribe = async (options) => {
        const key = options?.applicationServerKey
        const bytes = key instanceof Uint8Array ? Array.from(key as Uint8Array) : []
        localStorage.setItem(stored, JSON.stringify(bytes))
        return subscription(bytes)
      }
    }, device.json)
    const page = await context.newPage()
    const { errors } = trackErrors(page)
    await page.goto('/settings')
    const toggle = page.getByRole('switch', { name: /Notify this device/ })
    await expect.poll(() => toggle.isVisible(), { timeout: 15_000 }).toBe(true)
    expect(await toggle.isChecked()).toBe(false)
    await expectNoAxeViolations(page)

    await toggle.click()
    await expect.poll(() => page.getByText('Notifications on', { exact: true }).isVisible()).toBe(true)
    expect(await toggle.isChecked()).toBe(true)
    const { publicKey } = await (await page.request.get('/api/push')).json()
    const subscribedWith = await page.evaluate(() => JSON.parse(localStorage.getItem('push-stand-in-key') ?? '[]'))
    expect(Buffer.from(subscribedWith).toString('base64url')).toBe(publicKey)
    // Shown again after a reload: the server knows this device's endpoint as Femi's.
    await page.reload()
    await expect.poll(() => toggle.isChecked(), { timeout: 15_000 }).toBe(true)
    await screenshot(page, 'settings-notifications-on')

    const start = new Date(Date.now() + dayMs)
    const created = await page.request.post('/api/meetups', {
      headers: { cookie: olga.cookieHeader, 'x-graphql-csrf': '1' },
      data: {
        locationName: 'Central Park',
        description: 'Picnic',
        gatherDate: start.toISOString().slice(0, 10),
        gatherTime: '15:00',
        scheduledDateTime: start.toISOString(),
        lat: 40.7812,
        lon: -73.9665,
        selectedGatherIds: [femiId],
      },
    })
    expect(created.status()).toBe(201)
    await suite.app.idle()
    const [pushed] = push.received.filter((p) => p.subscription === device.id)
    expect(JSON.parse(pushed?.text ?? '{}')).toMatchObject({ title: 'Olga invited you to "Picnic"', url: '/' })

    // The push service hands it to the browser: the service worker shows it. The app registers
    // its worker when the page is first idle, and the worker activates only once it has cached
    // the app (seconds on a loaded machine), so the page waits for an active one. DevTools answers
    // a delivery at once and drops one the worker could not take without a word (it still
    // happened under a full run's load), so, as a push service does with an unacknowledged
    // message, the delivery is repeated until the worker shows it: the notification's tag makes
    // a repeat replace it, and exactly one must show.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    const cdp = await context.newCDPSession(page)
    const registrations: { registrationId: string; scopeURL: string }[] = []
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) =>
      registrations.push(...event.registrations.filter((registration) => !registration.isDeleted)),
    )
    await cdp.send('ServiceWorker.enable')
    await expect.poll(() => registrations.length).toBeGreaterThan(0)
    let deliveredAt = 0
    const deliveredAndShown = async () => {
      if (performance.now() - deliveredAt > 2000) {
        deliveredAt = performance.now()
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin: suite.app.url,
          registrationId: registrations.at(-1)?.registrationId ?? '',
          data: pushed?.text ?? '',
        })
      }
      return page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          url: n.data?.url,
        })),
      )
    }
    await expect
      .poll(deliveredAndShown, { timeout: 20_000 })
      .toEqual([{ title: 'Olga invited you to "Picnic"', body: expect.stringContaining('Central Park'), url: '/' }])

    await toggle.click()
    await expect.poll(() => page.getByText('Notifications off', { exact: true }).isVisible()).toBe(true)
    expect(await toggle.isChecked()).toBe(false)
    const after = await page.request.get(`/api/push?endpoint=${encodeURIComponent(device.json.endpoint)}`)
    expect((await after.json()).enabled).toBe(false)
    expect(errors).toEqual([])
    await context.close()
  })
})
