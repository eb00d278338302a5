// A new join link in the browser: Olga makes one from the share dialog right after creating her
// gather, then from Manage, and once more while removing Femi; each time the old /join link shows
// "Gather not found" to a visitor and the new one opens the gather, and the QR code and link on
// screen follow in place.
import { describe, expect, it } from 'vitest'
import { prisma } from '../../api/src/core/db.js'
import {
  animationsSettled,
  appInBrowser,
  expectNoAxeViolations,
  expectPhoneLayout,
  type Page,
  phoneContext,
  phoneGuardProblems,
  screenshot,
  trackErrors,
} from '../helpers/browser.js'
import { rest } from '../helpers/http.js'

const dayMs = 24 * 60 * 60 * 1000

/** The layout guards of every screen, on the open dialog at 390 and 320 px, light and dark. */
async function dialogLayoutProblems(page: Page) {
  const found: string[] = []
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 })
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await animationsSettled(page)
      const problems = await phoneGuardProblems(page)
      found.push(...problems.map((problem) => `${width} px ${colorScheme}: ${problem}`))
      await screenshot(page, `share-dialog-${width}-${colorScheme}`)
    }
  }
  await page.setViewportSize({ width: 390, height: 844 })
  await page.emulateMedia({ colorScheme: 'light' })
  return found
}
const warning = 'Anyone with the old link can no longer join. People already in the gather stay.'

describe('a new join link', () => {
  const suite = appInBrowser()
  const linkOf = async (id: string) => (await prisma().meetup.findUniqueOrThrow({ where: { id } })).shareableLink

  /** What a visitor sees at /join/{link}: the gather, or the not-found screen. */
  async function visitorSees(link: string): Promise<'gather' | 'not found'> {
    const context = await phoneContext(suite.browser, suite.app.url)
    const page = await context.newPage()
    const errors = trackErrors(page)
    await page.goto(`/join/${link}`)
    const found = page.getByRole('heading', { name: 'Join this gather' })
    const missing = page.getByRole('heading', { name: 'Gather not found' })
    await expect.poll(async () => (await found.isVisible()) || (await missing.isVisible())).toBe(true)
    const seen = (await found.isVisible()) ? 'gather' : 'not found'
    if (seen === 'not found') {
      await expectNoAxeViolations(page)
      await screenshot(page, 'join-old-link')
    }
    expect(errors.errors).toEqual([])
    await context.close()
    return seen
  }

  async function confirmNewLink(page: Page, name: string) {
    const confirm = page.getByRole('dialog', { name: 'Make a new join link?' })
    await expect.poll(() => confirm.getByText(warning).isVisible()).toBe(true)
    await expectNoAxeViolations(page)
    await expectPhoneLayout(page)
    await screenshot(page, name)
    await confirm.getByRole('button', { name: 'New link' }).click()
    await expect.poll(() => page.getByText('The old link no longer works.').isVisible()).toBe(true)
  }

  it('replaces the link from the share dialog and from Manage; the old one is not found, the new one opens', async () => {
    const stamp = Date.now() % 100000
    const olga = await suite.app.signIn({ displayName: 'Olga', gatherId: `olga_${stamp}` })
    const context = await phoneContext(suite.browser, suite.app.url, olga.cookie)
    const page = await context.newPage()
    const errors = trackErrors(page)

    // Create, as the organiser does, up to the share dialog.
    await page.goto('/create-meetup')
    await expect.poll(() => page.getByRole('heading', { name: 'New Gather' }).isVisible()).toBe(true)
    const tomorrow = new Date(Date.now() + dayMs)
    const date = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`
    await page.getByLabel('Date').fill(date)
    await page.getByLabel('Time').fill('15:00')
    await page.getByRole('button', { name: 'Where: choose a place' }).click()
    const picker = page.getByRole('dialog', { name: 'Select Location' })
    await picker.getByPlaceholder('Search for a place or address').fill('central')
    await picker.getByRole('button', { name: /^Central Park/ }).click()
    await page.getByLabel('What').fill('Picnic in the park')
    await page.getByRole('button', { name: 'Create Gather' }).click()
    const share = page.getByRole('dialog', { name: 'Share Gather' })
    await expect.poll(() => share.isVisible()).toBe(true)
    const first = await share.getByLabel('Join link').inputValue()
    expect(await dialogLayoutProblems(page)).toEqual([])

    await share.getByRole('button', { name: 'New link' }).click()
    await confirmNewLink(page, 'share-new-link-confirm')
    await expect.poll(() => share.getByLabel('Join link').inputValue()).not.toBe(first)
    const second = await share.getByLabel('Join link').inputValue()
    expect(second).toMatch(new RegExp(`^${suite.app.url}/join/[A-Za-z0-9_-]{22}$`))
    await share.getByRole('button', { name: /QR Code/ }).click()
    const qr = page.getByRole('dialog', { name: 'QR Code' })
    await expect.poll(() => qr.getByRole('img', { name: `QR code for ${second}` }).isVisible()).toBe(true)
    await qr.getByRole('button', { name: 'Close' }).click()
    await expectNoAxeViolations(page)
    await screenshot(page, 'share-new-link')
    await share.getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/proximity\/[0-9a-f-]{36}$/)
    const id = new URL(page.url()).pathname.split('/').pop() as string
    expect(`${suite.app.url}/join/${await linkOf(id)}`).toBe(second)
    expect(await visitorSees(first.split('/join/')[1] as string)).toBe('not found')
    expect(await visitorSees(second.split('/join/')[1] as string)).toBe('gather')

    // On Manage: the quick actions' button, and the QR code follows in place.
    await page.goto(`/meetup/${id}/manage`)
    const qrImage = page.getByRole('img', { name: /^QR code for / })
    await expect.poll(() => qrImage.getAttribute('alt')).toBe(`QR code for ${second}`)
    await page.getByRole('button', { name: 'New link' }).click()
    await confirmNewLink(page, 'manage-new-link-confirm')
    await expect.poll(() => qrImage.getAttribute('alt')).not.toBe(`QR code for ${second}`)
    const third = await linkOf(id)
    expect(await qrImage.getAttribute('alt')).toBe(`QR code for ${suite.app.url}/join/${third}`)
    await expectNoAxeViolations(page)
    await expectPhoneLayout(page)
    await screenshot(page, 'manage-new-link')
    expect(await visitorSees(second.split('/join/')[1] as string)).toBe('not found')
    expect(await visitorSees(third)).toBe('gather')
    expect(errors.errors).toEqual([])
    await context.close()
  })

  it('offers a new link when removing someone, checked by default', async () => {
    const stamp = Date.now() % 100000
    const olga = await suite.app.signIn({ displayName: 'Olga', gatherId: `olga_${stamp}` })
    const femi = await suite.app.signIn({ displayName: 'Femi', gatherId: `femi_${stamp}` })
    await suite.app.signIn({ displayName: 'Gus', gatherId: `gus_${stamp}` })
    const start = new Date(Date.now() + dayMs)
    const created = await rest(suite.app.url, 'POST', '/api/meetups', {
      cookie: olga.cookieHeader,
      body: {
        locationName: 'Central Park',
        description: 'Picnic in the park',
        gatherDate: start.toISOString().slice(0, 10),
        gatherTime: '15:00',
        scheduledDateTime: start.toISOString(),
        selectedGatherIds: [`femi_${stamp}`, `gus_${stamp}`],
      },
    })
    expect(created.status).toBe(201)
    const { id } = created.body as { id: string }
    const old = await linkOf(id)

    const context = await phoneContext(suite.browser, suite.app.url, olga.cookie)
    const page = await context.newPage()
    const errors = trackErrors(page)
    await page.goto(`/meetup/${id}/manage`)
    const participants = page.getByRole('list', { name: 'Participants' })
    await expect.poll(() => participants.getByRole('listitem').count()).toBe(3)

    // Gus: removed, the link kept (the box unticked).
    await participants.getByRole('button', { name: 'Remove Gus' }).click()
    const keep = page.getByRole('dialog', { name: 'Remove Gus?' })
    await keep.getByRole('checkbox', { name: 'Also make a new join link' }).uncheck()
    await keep.getByRole('button', { name: 'Remove' }).click()
    await expect.poll(() => participants.getByRole('listitem').count()).toBe(2)
    expect(await linkOf(id)).toBe(old)

    // Femi: removed with a new link (the box as it comes).
    await participants.getByRole('button', { name: 'Remove Femi' }).click()
    const remove = page.getByRole('dialog', { name: 'Remove Femi?' })
    const box = remove.getByRole('checkbox', { name: 'Also make a new join link' })
    expect(await box.isChecked()).toBe(true)
    await expectNoAxeViolations(page)
    await expectPhoneLayout(page)
    await page.setViewportSize({ width: 320, height: 640 })
    await expectPhoneLayout(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'manage-remove-new-link')
    await remove.getByRole('button', { name: 'Remove' }).click()
    await expect.poll(() => page.getByText('Participant removed').isVisible()).toBe(true)
    await expect.poll(() => page.getByText('The old link no longer works.').isVisible()).toBe(true)
    await expect.poll(() => page.getByText('No participants yet').isVisible()).toBe(true)
    const fresh = await linkOf(id)
    expect(fresh).not.toBe(old)
    await expect
      .poll(() => page.getByRole('img', { name: /^QR code for / }).getAttribute('alt'))
      .toBe(`QR code for ${suite.app.url}/join/${fresh}`)
    expect(await prisma().participant.count({ where: { meetupId: id, userId: femi.userId } })).toBe(0)
    expect(await visitorSees(old)).toBe('not found')
    expect(await visitorSees(fresh)).toBe('gather')
    expect(errors.errors).toEqual([])
    await context.close()
  })
})
