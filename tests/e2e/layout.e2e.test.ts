// Every screen on the smallest phones (320×640) and a common one (390×844), filled with the
// longest things people can type: 100-character titles without a space, long e-mail addresses,
// 50-character names, in the light and the dark scheme. Nothing may scroll sideways, every tap
// target is at least 44×44 px, no word breaks across lines where it fits (and no control's label
// inside a word), no control covers another or hides under the bottom dock, and each screen's
// primary action is in the first viewport.
import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { prisma } from '../../api/src/core/db.js'
import type { TestApp } from '../helpers/app.js'
import { animationsSettled, appInBrowser, type Page, phoneGuardProblems, screenshot } from '../helpers/browser.js'

const longTitle = `Supercalifragilisticexpialidocious${'Gathering'.repeat(7)}`.slice(0, 100)
const longPlace = `Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch${'Station'.repeat(6)}`
const longEmail = (name: string) => `${name}.${'abcdefghij'.repeat(4)}@${'subdomain'.repeat(3)}.example.com`
const longName = 'Wolfeschlegelsteinhausenbergerdorffwelchevoralternw'.slice(0, 50)
const hourMs = 60 * 60 * 1000

const sizes = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
]

describe('layout on phones with long inputs', () => {
  const suite = appInBrowser()
  let organiser: Awaited<ReturnType<TestApp['signIn']>>
  let meetupId: string
  let shareableLink: string
  let newcomer: Awaited<ReturnType<TestApp['signIn']>>

  // Registered after appInBrowser's: runs once the app is up.
  beforeAll(async () => {
    const stamp = Date.now() % 100000
    organiser = await suite.app.signIn({
      displayName: longName,
      email: longEmail('organiser'),
      gatherId: `olga_${stamp}`,
    })
    const friend = await suite.app.signIn({ displayName: null, email: longEmail('friend'), gatherId: `femi_${stamp}` })
    const inviter = await suite.app.signIn({
      displayName: longName,
      email: longEmail('inviter'),
      gatherId: `ines_${stamp}`,
    })
    newcomer = await suite.app.signIn({ displayName: null, gatherIdSet: false, gatherId: null })
    const meetup = await prisma().meetup.create({
      data: {
        userId: organiser.userId,
        description: longTitle,
        locationName: longPlace,
        locationAddress: `${longPlace}, ${longPlace}`,
        locationLat: 40.7812,
        locationLon: -73.9665,
        shareableLink: randomBytes(16).toString('base64url'),
        startTime: new Date(Date.now() + 2 * hourMs),
        weatherTemp: 71,
        weatherCondition: 'Partly cloudy with a chance of extraordinarily long condition names',
        participants: {
          create: [
            { userId: organiser.userId, invitationStatus: 'accepted' },
            { userId: friend.userId, invitationStatus: 'accepted' },
          ],
        },
        pendingInvitations: {
          create: {
            email: longEmail('pending'),
            invitedById: organiser.userId,
            expiresAt: new Date(Date.now() + 48 * hourMs),
          },
        },
      },
    })
    meetupId = meetup.id
    shareableLink = meetup.shareableLink
    // An invitation for the organiser, and a past gathering.
    await prisma().meetup.create({
      data: {
        userId: inviter.userId,
        description: longTitle,
        locationName: longPlace,
        shareableLink: randomBytes(16).toString('base64url'),
        startTime: new Date(Date.now() + 26 * hourMs),
        participants: {
          create: [
            { userId: inviter.userId, invitationStatus: 'accepted' },
            { userId: organiser.userId, invitationStatus: 'invited' },
          ],
        },
      },
    })
    await prisma().meetup.create({
      data: {
        userId: organiser.userId,
        description: longTitle,
        locationName: longPlace,
        shareableLink: randomBytes(16).toString('base64url'),
        startTime: new Date(Date.now() - 72 * hourMs),
        participants: { create: [{ userId: organiser.userId, invitationStatus: 'accepted' }] },
      },
    })
    await prisma().group.create({
      data: {
        ownerId: organiser.userId,
        name: longName,
        members: {
          create: [
            { userId: friend.userId },
            { displayName: null, email: longEmail('contact'), phone: '+1 555 0100 0000 0000' },
          ],
        },
      },
    })
  })

  async function open(cookie: { name: string; value: string } | undefined, size: (typeof sizes)[number]) {
    const context = await suite.browser.newContext({ viewport: size, deviceScaleFactor: 1, baseURL: suite.app.url })
    if (cookie) await context.addCookies([{ ...cookie, url: suite.app.url }])
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    return { context, page, errors }
  }

  const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

  /**
   * Collects every screen's problems, in both colour schemes, so that one run names them all.
   * `primary` is the screen's one main action (a locator and its name), when it has one.
   */
  function checker(page: Page) {
    const found: Record<string, string[]> = {}
    return {
      found,
      async check(where: string, primary?: [ReturnType<Page['locator']>, string]) {
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme })
          await animationsSettled(page)
          const problems = await phoneGuardProblems(page, primary)
          if (problems.length > 0) found[`${where} (${colorScheme})`] = problems
          const name = where.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'
          await screenshot(page, `layout-${page.viewportSize()?.width}-${colorScheme}-${name}`)
        }
        await page.emulateMedia({ colorScheme: 'light' })
      },
    }
  }

  const button = (page: Page, name: string | RegExp): [ReturnType<Page['locator']>, string] => [
    page.getByRole('button', { name, exact: typeof name === 'string' }).first(),
    String(name),
  ]
  const link = (page: Page, name: string | RegExp): [ReturnType<Page['locator']>, string] => [
    page.getByRole('link', { name, exact: typeof name === 'string' }).first(),
    String(name),
  ]

  for (const size of sizes) {
    it(`fits signed-out screens at ${size.width}×${size.height}`, async () => {
      const { context, page, errors } = await open(undefined, size)
      const { found, check } = checker(page)
      const screens: [string, string | RegExp, ((page: Page) => [ReturnType<Page['locator']>, string])?][] = [
        ['/', 'Meet up. Made simple.', (p) => link(p, 'Continue')],
        ['/login', 'Welcome back', (p) => button(p, 'Sign in')],
        ['/signup', /Create/, (p) => button(p, 'Create Account')],
        [
          `/email-verification?email=${encodeURIComponent(longEmail('someone'))}`,
          'Check Your Email',
          (p) => link(p, 'Back to Login'),
        ],
        ['/verify-email?token=not-a-token', 'Verification Failed', (p) => link(p, 'Back to Login')],
        ['/privacy', 'Privacy Policy'],
        ['/terms', 'Terms of Service'],
        [`/join/${shareableLink}`, longTitle, (p) => button(p, 'Sign in to join')],
        [`/meetup/${meetupId}/manage`, 'Meet up. Made simple.', (p) => link(p, 'Continue')],
      ]
      for (const [path, name, primary] of screens) {
        await page.goto(path)
        await expect.poll(() => heading(page, name).isVisible()).toBe(true)
        if (path === '/login') await page.getByLabel('Email').fill(longEmail('typing'))
        await check(path, primary?.(page))
      }
      expect(found).toEqual({})
      expect(errors).toEqual([])
      await context.close()
    })

    it(`fits signed-in screens at ${size.width}×${size.height}`, async () => {
      const { context, page, errors } = await open(organiser.cookie, size)
      const { found, check } = checker(page)
      await page.goto('/')
      await expect.poll(() => page.getByText(`Welcome back, ${longName}!`).isVisible()).toBe(true)
      await expect.poll(() => page.getByRole('button', { name: 'Accept' }).isVisible()).toBe(true)
      await page.getByRole('button', { name: /Past Gatherings/ }).click()
      await check('/', link(page, /Create New gathering/))

      await page.goto('/create-meetup')
      await expect.poll(() => heading(page, 'New Gather').isVisible()).toBe(true)
      await page.getByLabel('What').fill(longTitle)
      await check('/create-meetup', button(page, 'Where: choose a place'))
      await page.getByRole('button', { name: 'Where: choose a place' }).click()
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true)
      await check('/create-meetup place dialog')
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: /^Add People/ }).click()
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true)
      await check('/create-meetup people dialog')
      await page.keyboard.press('Escape')

      await page.goto(`/proximity/${meetupId}`)
      await expect.poll(() => heading(page, longTitle).isVisible()).toBe(true)
      await expect.poll(() => page.getByRole('button', { name: 'Share my location' }).isVisible()).toBe(true)
      await check('/proximity', button(page, 'Share my location'))

      await page.goto(`/meetup/${meetupId}/manage`)
      await expect.poll(() => page.getByText(longEmail('pending')).isVisible()).toBe(true)
      await check('/meetup/:id/manage', link(page, 'View Live'))
      await page.getByRole('button', { name: 'New link' }).click()
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true)
      await check('/meetup/:id/manage new link dialog')
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Add People' }).click()
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true)
      await check('/meetup/:id/manage add dialog')
      await page.keyboard.press('Escape')

      await page.goto('/groups')
      await page.getByRole('button', { name: '2 members' }).click()
      await expect.poll(() => page.getByText(longEmail('contact')).isVisible()).toBe(true)
      await check('/groups', button(page, '+ New Group'))
      await page.getByRole('button', { name: '+ Add Member' }).click()
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true)
      await check('/groups add member dialog')
      await page.keyboard.press('Escape')

      await page.goto('/calendar')
      await expect.poll(() => page.getByRole('heading', { name: longTitle }).first().isVisible()).toBe(true)
      await check('/calendar', link(page, 'Create gathering'))

      await page.goto('/settings')
      await expect.poll(() => page.getByText(longEmail('organiser')).isVisible()).toBe(true)
      await check('/settings')

      await page.goto('/no-such-page')
      await expect.poll(() => heading(page, 'Page Not Found').isVisible()).toBe(true)
      await check('/no-such-page')
      expect(found).toEqual({})
      expect(errors).toEqual([])
      await context.close()
    })

    it(`stacks the calendar's +, the banner, the navigation and toasts without covering each other or the page at ${size.width}×${size.height}`, async () => {
      const { context, page, errors } = await open(organiser.cookie, size)
      await page.goto('/calendar')
      const fab = page.getByRole('link', { name: 'Create gathering' })
      const banner = page.locator('.sponsored-banner')
      const nav = page.getByRole('navigation', { name: 'Main' })
      await expect.poll(() => banner.isVisible()).toBe(true)
      await expect.poll(() => page.getByRole('heading', { name: longTitle }).first().isVisible()).toBe(true)
      await animationsSettled(page)
      const box = async (locator: ReturnType<Page['locator']>) => {
        const found = await locator.boundingBox()
        if (!found) throw new Error('not shown')
        return found
      }
      const [fabBox, bannerBox, navBox] = [await box(fab), await box(banner), await box(nav)]
      expect(fabBox.y + fabBox.height).toBeLessThanOrEqual(bannerBox.y)
      expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(navBox.y)
      expect(navBox.y + navBox.height).toBeLessThanOrEqual(size.height)
      // Scrolled to the end, the last card ends above the +.
      await page.evaluate(() => window.scrollTo(0, document.scrollingElement?.scrollHeight ?? 0))
      await page.screenshot({ path: `screenshots/layout-${size.width}-dock.png` })
      const last = await box(page.locator('.calendar-event').last())
      expect(last.y + last.height).toBeLessThanOrEqual((await box(fab)).y)

      // A toast sits above the dock.
      await page.evaluate(() => sessionStorage.setItem('pendingJoinLink', 'abc123'))
      await page.goto('/')
      const toast = page.locator('.toast')
      await expect.poll(() => toast.isVisible()).toBe(true)
      await expect.poll(() => banner.isVisible()).toBe(true)
      await animationsSettled(page)
      const toastBox = await box(toast)
      expect(toastBox.y + toastBox.height).toBeLessThanOrEqual((await box(banner)).y)
      expect(errors).toEqual([])
      await context.close()
    })

    it(`fits profile setup at ${size.width}×${size.height}`, async () => {
      const { context, page, errors } = await open(newcomer.cookie, size)
      const { found, check } = checker(page)
      await page.goto('/profile-setup')
      await expect.poll(() => heading(page, 'Complete Your Profile').isVisible()).toBe(true)
      await check('/profile-setup', button(page, 'Continue'))
      expect(found).toEqual({})
      expect(errors).toEqual([])
      await context.close()
    })
  }
})
