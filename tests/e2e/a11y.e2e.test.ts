// Accessibility in a real browser: axe-core finds nothing on any screen or open dialog, in the
// light and the dark colour scheme; route changes set the title and move focus to the new
// heading; a dialog gives focus back to its opener; form errors show beside their fields.
// Open dialogs are also laid out at 320×640. With SCREENSHOTS=1, pictures of every screen at
// 390×844 in both schemes go to screenshots/a11y-*.png.
import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { prisma } from '../../api/src/core/db.js'
import type { TestApp } from '../helpers/app.js'
import {
  appInBrowser,
  expectNoAxeViolations,
  expectNoAxeViolationsInBothSchemes,
  expectPhoneLayout,
  type Page,
  phoneContext,
  screenshot,
} from '../helpers/browser.js'

const hourMs = 60 * 60 * 1000
const phone = { width: 390, height: 844 }
const smallest = { width: 320, height: 640 }

describe('accessibility', () => {
  const suite = appInBrowser()
  let ada: Awaited<ReturnType<TestApp['signIn']>>
  let meetup: { id: string; shareableLink: string }

  // Registered after appInBrowser's: runs once the app is up.
  beforeAll(async () => {
    const stamp = Date.now() % 100000
    ada = await suite.app.signIn({ displayName: 'Ada', gatherId: `ada_${stamp}` })
    const bea = await suite.app.signIn({ displayName: 'Bea', gatherId: `bea_${stamp}` })
    meetup = await prisma().meetup.create({
      data: {
        userId: ada.userId,
        description: 'Picnic in the park',
        locationName: 'Central Park',
        locationAddress: 'Central Park, Manhattan, New York',
        locationLat: 40.7812,
        locationLon: -73.9665,
        shareableLink: randomBytes(16).toString('base64url'),
        startTime: new Date(Date.now() + 2 * hourMs),
        weatherTemp: 71,
        weatherIcon: 'cloud',
        weatherCondition: 'Cloudy',
        participants: {
          create: [
            { userId: ada.userId, invitationStatus: 'accepted' },
            { userId: bea.userId, invitationStatus: 'invited' },
          ],
        },
        pendingInvitations: {
          create: { email: 'cy@example.com', invitedById: ada.userId, expiresAt: new Date(Date.now() + 48 * hourMs) },
        },
      },
    })
    await prisma().meetup.create({
      data: {
        userId: bea.userId,
        description: 'Board games',
        locationName: 'The Cafe',
        shareableLink: randomBytes(16).toString('base64url'),
        startTime: new Date(Date.now() + 26 * hourMs),
        participants: {
          create: [
            { userId: bea.userId, invitationStatus: 'accepted' },
            { userId: ada.userId, invitationStatus: 'invited' },
          ],
        },
      },
    })
    await prisma().group.create({
      data: {
        ownerId: ada.userId,
        name: 'Climbing crew',
        members: { create: [{ userId: bea.userId }, { displayName: 'Cy', email: 'cy@example.com' }] },
      },
    })
  })

  async function open(cookie?: { name: string; value: string }) {
    const context = await phoneContext(suite.browser, suite.app.url, cookie)
    const page = await context.newPage()
    page.setDefaultTimeout(8000)
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    return { context, page, errors }
  }

  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

  /** axe in both schemes and a screenshot of each, then the phone layout rules (after the sponsored banner has come, on signed-in screens). */
  async function look(page: Page, name: string) {
    if (await page.locator('.bottom-dock-bar').count()) {
      await expect.poll(() => page.locator('.sponsored-banner').isVisible()).toBe(true)
    }
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await expectNoAxeViolations(page, `${name} (${colorScheme})`)
      await screenshot(page, `a11y-${name}-${colorScheme}`)
    }
    await expectPhoneLayout(page, name)
    await page.emulateMedia({ colorScheme: 'light' })
    // An open dialog on the smallest phones as well: nothing sticks out or scrolls sideways.
    if (await page.locator('dialog[open]').count()) {
      await page.setViewportSize(smallest)
      await expectPhoneLayout(page, `${name} at ${smallest.width} px`)
      await page.setViewportSize(phone)
    }
  }

  /** Visitor screens: [path, heading, screenshot name]. */
  async function visitorScreens(screens: [string, string, string][]) {
    const { context, page, errors } = await open()
    for (const [path, name, shot] of screens) {
      await page.goto(path)
      await expect.poll(() => heading(page, name).isVisible()).toBe(true)
      await look(page, shot)
    }
    expect(errors).toEqual([])
    await context.close()
  }

  it('finds nothing on the landing and account screens, light and dark', () =>
    visitorScreens([
      ['/', 'Meet up. Made simple.', 'landing'],
      ['/login', 'Welcome back', 'login'],
      ['/signup', 'Create Account', 'signup'],
      ['/email-verification?email=ada%40example.com', 'Check Your Email', 'check-email'],
      ['/verify-email?token=nope', 'Verification Failed', 'verify-failed'],
    ]))

  it('finds nothing on the policies and the join screen, light and dark', () =>
    visitorScreens([
      ['/privacy', 'Privacy Policy', 'privacy'],
      ['/terms', 'Terms of Service', 'terms'],
      [`/join/${meetup.shareableLink}`, 'Picnic in the park', 'join'],
    ]))

  /** A signed-in page; each test looks at a few screens (axe runs twice per screen). */
  async function signedIn(run: (page: Page) => Promise<void>) {
    const { context, page, errors } = await open(ada.cookie)
    await run(page)
    expect(errors).toEqual([])
    await context.close()
  }
  const dialogOpened = (page: Page) => expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true)

  it('finds nothing on home and create, and the create dialogs, light and dark', () =>
    signedIn(async (page) => {
      await page.goto('/')
      await expect.poll(() => page.getByRole('button', { name: 'Accept' }).isVisible()).toBe(true)
      await look(page, 'home')

      await page.goto('/create-meetup')
      await expect.poll(() => heading(page, 'New Gather').isVisible()).toBe(true)
      await look(page, 'create')
      await page.getByRole('button', { name: 'Where: choose a place' }).click()
      await dialogOpened(page)
      await look(page, 'create-place-dialog')
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Add People' }).click()
      await dialogOpened(page)
      await look(page, 'create-people-dialog')
    }))

  it('finds nothing on the live and manage screens and the manage dialogs, light and dark', () =>
    signedIn(async (page) => {
      await page.goto(`/proximity/${meetup.id}`)
      await expect.poll(() => heading(page, 'Picnic in the park').isVisible()).toBe(true)
      await look(page, 'live')

      await page.goto(`/meetup/${meetup.id}/manage`)
      await expect.poll(() => page.getByText('cy@example.com').isVisible()).toBe(true)
      await look(page, 'manage')
      await page.getByRole('button', { name: 'Add People' }).click()
      await dialogOpened(page)
      await look(page, 'manage-add-dialog')
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Delete Event' }).click()
      await dialogOpened(page)
      await look(page, 'manage-delete-dialog')
    }))

  it('finds nothing on groups and its dialogs, light and dark', () =>
    signedIn(async (page) => {
      await page.goto('/groups')
      await page.getByRole('button', { name: '2 members' }).click()
      await expect.poll(() => page.getByText('cy@example.com').isVisible()).toBe(true)
      await look(page, 'groups')
      await page.getByRole('button', { name: '+ Add Member' }).click()
      await dialogOpened(page)
      await look(page, 'groups-add-member-dialog')
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: '+ New Group' }).click()
      await dialogOpened(page)
      await look(page, 'groups-new-dialog')
    }))

  it('finds nothing on calendar, settings and the 404 page, light and dark', () =>
    signedIn(async (page) => {
      await page.goto('/calendar')
      await expect.poll(() => page.getByRole('heading', { name: 'Picnic in the park' }).isVisible()).toBe(true)
      await look(page, 'calendar')

      await page.goto('/settings')
      await expect.poll(() => heading(page, 'Settings').isVisible()).toBe(true)
      await look(page, 'settings')
      await page.getByRole('button', { name: 'Delete Account' }).click()
      await dialogOpened(page)
      await look(page, 'settings-delete-dialog')
      await page.keyboard.press('Escape')

      await page.goto('/no-such-page')
      await expect.poll(() => heading(page, 'Page Not Found').isVisible()).toBe(true)
      await look(page, 'not-found')
    }))

  it('finds nothing on profile setup, light and dark', async () => {
    const newcomer = await suite.app.signIn({ displayName: null, gatherIdSet: false, gatherId: null })
    const { context, page, errors } = await open(newcomer.cookie)
    await page.goto('/profile-setup')
    await expect.poll(() => heading(page, 'Complete Your Profile').isVisible()).toBe(true)
    await expectNoAxeViolationsInBothSchemes(page)
    expect(errors).toEqual([])
    await context.close()
  })

  it('names each page (and gather) in the title and moves focus to its heading on navigation', async () => {
    const { context, page } = await open(ada.cookie)
    await page.goto('/')
    await expect.poll(() => page.title()).toBe('Home · Gather')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click()
    await expect.poll(() => page.title()).toBe('Calendar · Gather')
    const focused = () =>
      page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`)
    await expect.poll(focused).toBe('H1 Calendar')

    await page.getByRole('link', { name: 'Create gathering' }).click()
    await expect.poll(() => page.title()).toBe('Create a gather · Gather')
    await expect.poll(focused).toBe('H1 New Gather')
    await page.goBack()
    await expect.poll(focused).toBe('H1 Calendar')

    // A gather's screens name the gather once it has loaded, and stop naming it when left.
    await page.goto(`/proximity/${meetup.id}`)
    await expect.poll(() => page.title()).toBe('Picnic in the park · Gather')
    await page.goto(`/meetup/${meetup.id}/manage`)
    await expect.poll(() => page.title()).toBe('Manage Picnic in the park · Gather')
    await page.getByRole('link', { name: 'View Live' }).first().click()
    await expect.poll(() => page.title()).toBe('Picnic in the park · Gather')
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect.poll(() => page.title()).toBe('Home · Gather')
    await context.close()
    const visitor = await open()
    await visitor.page.goto(`/join/${meetup.shareableLink}`)
    await expect.poll(() => visitor.page.title()).toBe('Picnic in the park · Gather')
    await visitor.context.close()
  })

  /** The input's error: aria-invalid, and the text of what aria-describedby points at. */
  const fieldError = (page: Page, label: string | RegExp) =>
    page.getByLabel(label, { exact: true }).evaluate((input) => {
      const ids = input.getAttribute('aria-describedby')?.split(' ') ?? []
      const text = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
      return `${input.getAttribute('aria-invalid')}: ${text.trim()}`
    })

  it('shows form errors beside their fields as well as in the toast, and focuses the first', async () => {
    const { context, page } = await open()
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect.poll(() => page.locator('.toast-title', { hasText: 'Missing information' }).isVisible()).toBe(true)
    expect(await fieldError(page, 'Email')).toBe('true: Please enter your email')
    expect(await fieldError(page, 'Password')).toBe('true: Please enter your password')
    await expect.poll(() => page.getByLabel('Email').evaluate((e) => e === document.activeElement)).toBe(true)
    await expectNoAxeViolations(page, 'login with errors')
    await page.getByLabel('Email').fill('ada@example.com')
    expect(await fieldError(page, 'Email')).toBe('null: ')
    await page.getByLabel('Password').fill('short')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect.poll(() => fieldError(page, 'Password')).toBe('true: Password must be at least 6 characters')

    await page.goto('/signup')
    await page.getByLabel('Email').fill('ada@example.com')
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass')
    await page.getByLabel('Confirm password').fill('Str0ng!pasS')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect.poll(() => page.locator('.toast-title', { hasText: "Passwords don't match" }).isVisible()).toBe(true)
    expect(await fieldError(page, 'Confirm password')).toBe("true: Passwords don't match")
    await screenshot(page, 'a11y-signup-errors')
    await context.close()

    const newcomer = await suite.app.signIn({ displayName: null, gatherIdSet: false, gatherId: null })
    const signedIn = await open(newcomer.cookie)
    await signedIn.page.goto('/profile-setup')
    await signedIn.page.getByLabel('Display Name').fill('Ada')
    await signedIn.page.getByLabel('Gather ID').fill('a!')
    await signedIn.page.getByRole('button', { name: 'Continue' }).click()
    await expect
      .poll(() => signedIn.page.locator('.toast-title', { hasText: 'Invalid Gather ID' }).isVisible())
      .toBe(true)
    expect(await fieldError(signedIn.page, /^Gather ID/)).toBe(
      'true: Gather ID must be 3-20 characters, letters, numbers, hyphens and underscores only. 3-20 letters, numbers, hyphens and underscores. Only people you give it to can invite you.',
    )
    await signedIn.context.close()
  })

  it('stops animations for people who ask for reduced motion, on every screen', async () => {
    const { context, page } = await open(ada.cookie)
    const duration = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).animationDuration)
    await page.goto('/')
    await expect.poll(() => page.locator('.sponsored-banner').isVisible()).toBe(true)
    expect(await duration('.sponsored-banner')).toBe('0.25s')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(Number.parseFloat(await duration('.sponsored-banner'))).toBeLessThan(0.001)
    await page.goto('/groups')
    await page.getByRole('button', { name: '+ New Group' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Create Group' }).click()
    await page.getByRole('dialog').getByRole('textbox', { name: 'Group name' }).fill('Runners')
    await page.getByRole('dialog').getByRole('button', { name: 'Create Group' }).click()
    await expect.poll(() => page.locator('.toast').isVisible()).toBe(true)
    expect(Number.parseFloat(await duration('.toast'))).toBeLessThan(0.001)
    await context.close()
  })

  it('gives focus back to the button that opened a dialog, or to the heading when that is gone', async () => {
    const { context, page } = await open(ada.cookie)
    await page.goto('/settings')
    const opener = page.getByRole('button', { name: 'Delete Account' })
    await opener.click()
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true)

    await page.getByRole('button', { name: 'Delete Account' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true)

    // When the opener is gone with what the dialog deleted, focus goes to the page's heading.
    await page.goto('/groups')
    await page.getByRole('button', { name: '+ New Group' }).click()
    await page.getByRole('dialog').getByRole('textbox', { name: 'Group name' }).fill('Short-lived')
    await page.getByRole('dialog').getByRole('button', { name: 'Create Group' }).click()
    await page.getByRole('button', { name: 'Delete Short-lived' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Group' }).click()
    await expect.poll(() => page.getByRole('heading', { name: 'Short-lived' }).count()).toBe(0)
    await expect
      .poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`))
      .toBe('H1 My Groups')
    await context.close()
  })
})
