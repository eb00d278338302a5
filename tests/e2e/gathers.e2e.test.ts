// Gathers in a real browser: Olga creates a gather inviting Femi by Gather ID (place search
// through our server, the share dialog, copy, QR), Femi accepts on his home screen and sees it
// under Active Gatherings, Olga downloads the calendar file.
import { randomBytes } from 'node:crypto'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { prisma } from '../../api/src/core/db.js'
import { appInBrowser, expectNoAxeViolations, phoneContext, screenshot } from '../helpers/browser.js'

describe('gathers in the browser', () => {
  const suite = appInBrowser()

  it('creates a gather with an invitee, shares it, and the invitee accepts it', async () => {
    const stamp = Date.now() % 100000
    const olga = await suite.app.signIn({ displayName: 'Olga', gatherId: `olga_${stamp}` })
    const femi = await suite.app.signIn({ displayName: 'Femi', gatherId: `femi_${stamp}` })

    const organiser = await phoneContext(suite.browser, suite.app.url, olga.cookie)
    await organiser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.app.url })
    const page = await organiser.newPage()
    await page.goto('/')
    await expect.poll(() => page.getByText('Ready to connect?').isVisible()).toBe(true)
    await expectNoAxeViolations(page)
    await screenshot(page, 'home-empty')
    await page.getByRole('link', { name: 'Create Your First Gathering' }).click()

    await expect.poll(() => page.getByRole('heading', { name: 'New Gather' }).isVisible()).toBe(true)
    const create = page.getByRole('button', { name: 'Create Gather' })
    expect(await create.isDisabled()).toBe(true)
    expect(await page.getByLabel('Date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(await page.getByLabel('Time').inputValue()).toBe('12:00')
    // Tomorrow at 15:00, so the gather is upcoming whatever the time of the test.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000)
    const tomorrowDate = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`
    await page.getByLabel('Date').fill(tomorrowDate)
    await page.getByLabel('Time').fill('15:00')

    await page.getByRole('button', { name: 'Where: choose a place' }).click()
    const picker = page.getByRole('dialog', { name: 'Select Location' })
    await expect.poll(() => picker.getByText('Type a place, an address or a venue to search.').isVisible()).toBe(true)
    await picker.getByPlaceholder('Search for a place or address').fill('zzzz nowhere')
    await expect.poll(() => picker.getByText('No locations found').isVisible()).toBe(true)
    await picker.getByPlaceholder('Search for a place or address').fill('central')
    await expect.poll(() => picker.getByRole('button', { name: /^Central Park/ }).isVisible()).toBe(true)
    expect(await picker.locator('.picker-list li').count()).toBe(3)
    await expectNoAxeViolations(page)
    await screenshot(page, 'create-location-picker')
    await picker.getByRole('button', { name: /^Central Park/ }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Where: Central Park' }).isVisible()).toBe(true)

    await create.click()
    await expect.poll(() => page.getByText("What's this about?").isVisible()).toBe(true)
    await page.getByLabel('What').fill('Picnic in the park')

    await page.getByRole('button', { name: 'Add People' }).click()
    const people = page.getByRole('dialog', { name: 'Add People' })
    await people.getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => page.getByText('No participants added').isVisible()).toBe(true)
    const add = people.getByRole('button', { name: 'Add' })
    expect(await add.isDisabled()).toBe(true)
    await people.getByPlaceholder('@gatherid or email').fill('nobody_here')
    await add.click()
    await expect.poll(() => page.getByText('Person not found').isVisible()).toBe(true)
    await people.getByPlaceholder('@gatherid or email').fill(`@FEMI_${stamp}`)
    await add.click()
    await expect.poll(() => people.getByText(`Femi · @femi_${stamp}`).isVisible()).toBe(true)
    await people.getByPlaceholder('@gatherid or email').fill(`femi_${stamp}`)
    await add.click()
    await expect.poll(() => page.getByText('Already added').isVisible()).toBe(true)
    await people.getByPlaceholder('@gatherid or email').fill('cleo@example.com')
    await add.click()
    const appInvite = page.getByRole('dialog', { name: 'Send App Invitation' })
    await expect.poll(() => appInvite.getByText('cleo@example.com').isVisible()).toBe(true)
    await appInvite.getByRole('button', { name: 'Send Invitation' }).click()
    await expect
      .poll(() => people.getByRole('list', { name: 'People to invite' }).getByText('cleo@example.com').isVisible())
      .toBe(true)
    await expectNoAxeViolations(page)
    await screenshot(page, 'create-add-people')
    await people.getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Add People 2' }).isVisible()).toBe(true)
    await expectNoAxeViolations(page)
    await screenshot(page, 'create-form')

    await create.click()
    const share = page.getByRole('dialog', { name: 'Share Gather' })
    await expect.poll(() => share.isVisible()).toBe(true)
    const link = await share.getByLabel('Join link').inputValue()
    expect(link).toMatch(new RegExp(`^${suite.app.url}/join/[A-Za-z0-9_-]{22}$`))
    await share.getByRole('button', { name: 'Copy' }).click()
    await expect.poll(() => share.getByRole('button', { name: 'Copied!' }).isVisible()).toBe(true)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
    await expectNoAxeViolations(page)
    await screenshot(page, 'share-dialog')
    await expect.poll(() => share.getByRole('button', { name: 'Copy' }).isVisible(), { timeout: 4000 }).toBe(true)
    expect(await share.getByRole('link', { name: /Email/ }).getAttribute('href')).toMatch(
      /^mailto:\?subject=Join%20%22Picnic%20in%20the%20park%22%20gather/,
    )

    await share.getByRole('button', { name: /QR Code/ }).click()
    const qr = page.getByRole('dialog', { name: 'QR Code' })
    const image = qr.getByRole('img', { name: `QR code for ${link}` })
    await expect.poll(() => image.isVisible()).toBe(true)
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400)
    await expectNoAxeViolations(page)
    await screenshot(page, 'share-qr')
    const download = page.waitForEvent('download')
    await qr.getByRole('button', { name: 'Save' }).click()
    expect((await download).suggestedFilename()).toBe('meetup-qr-code.png')
    await qr.getByRole('button', { name: 'Close' }).click()
    await share.getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/proximity\/[0-9a-f-]{36}$/)

    const guest = await phoneContext(suite.browser, suite.app.url, femi.cookie)
    const femiPage = await guest.newPage()
    await femiPage.goto('/')
    const invitation = femiPage.locator('.invitation-card')
    await expect.poll(() => invitation.getByText('Picnic in the park').isVisible()).toBe(true)
    await expect(invitation.getByText('Olga invited you').isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(femiPage)
    await screenshot(femiPage, 'home-invitation')
    await invitation.getByRole('button', { name: 'Accept' }).click()
    await expect.poll(() => femiPage.getByText('Invitation accepted!').isVisible()).toBe(true)
    await expect.poll(() => femiPage.locator('.invitation-card').count()).toBe(0)
    const card = femiPage.locator('.gathering-card', { hasText: 'Picnic in the park' })
    await expect.poll(() => card.isVisible()).toBe(true)
    await expect(card.getByText('Central Park').isVisible()).resolves.toBe(true)
    await expect(card.getByText(/72°F · Partly cloudy/).isVisible()).resolves.toBe(true)
    await expect(card.getByText('by Olga').isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(femiPage)
    await screenshot(femiPage, 'home-active')
    await guest.close()

    await page.goto('/')
    const mine = page.locator('.gathering-card', { hasText: 'Picnic in the park' })
    await expect.poll(() => mine.isVisible()).toBe(true)
    const ics = page.waitForEvent('download')
    await mine.getByRole('button', { name: 'Add to calendar' }).click()
    const file = await ics
    expect(file.suggestedFilename()).toBe('picnic-in-the-park.ics')
    // Read through Playwright: the shared browser runs in another process than this test.
    expect(await text(await file.createReadStream())).toContain('SUMMARY:Picnic in the park')
    await expect.poll(() => page.getByText('Calendar file downloaded').isVisible()).toBe(true)
    await organiser.close()
  })

  it('keeps past gatherings collapsed; the organiser deletes one, a participant hides another', async () => {
    const olga = await suite.app.signIn({ displayName: 'Olga' })
    const femi = await suite.app.signIn({ displayName: 'Femi' })
    const past = (organiser: string, description: string) =>
      prisma().meetup.create({
        data: {
          userId: organiser,
          description,
          locationName: 'A very long place name that goes on and on, past forty-five characters',
          shareableLink: randomBytes(16).toString('base64url'),
          startTime: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000),
          expirationTime: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000 + 4 * 60 * 60 * 1000),
          participants: {
            create: [organiser, organiser === olga.userId ? femi.userId : olga.userId].map((userId) => ({
              userId,
              invitationStatus: 'accepted' as const,
            })),
          },
        },
      })
    await past(olga.userId, 'Old picnic')
    await past(femi.userId, "Femi's old party")

    const context = await phoneContext(suite.browser, suite.app.url, olga.cookie)
    const page = await context.newPage()
    await page.goto('/')
    const toggle = page.getByRole('button', { name: /Past Gatherings/ })
    await expect.poll(() => toggle.isVisible()).toBe(true)
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await page.locator('.gathering-card').count()).toBe(0)
    await toggle.click()
    const mine = page.locator('.gathering-card', { hasText: 'Old picnic' })
    await expect.poll(() => mine.isVisible()).toBe(true)
    await expect(mine.getByText('Expired').isVisible()).resolves.toBe(true)
    await expect(mine.getByText('A very long place name that goes on and on, p...').isVisible()).resolves.toBe(true)
    expect(await mine.getByRole('button', { name: 'Remove from my list' }).count()).toBe(0)
    await expectNoAxeViolations(page)
    await screenshot(page, 'home-past')

    await mine.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('dialog', { name: 'Remove Past Gathering' })
    await expect.poll(() => confirm.getByText(/cannot be undone/).isVisible()).toBe(true)
    await confirm.getByRole('button', { name: 'Yes, remove gathering' }).click()
    await expect.poll(() => page.getByText('Gathering removed').isVisible()).toBe(true)
    await expect.poll(() => mine.count()).toBe(0)
    expect(await prisma().meetup.count({ where: { description: 'Old picnic', userId: olga.userId } })).toBe(0)

    const theirs = page.locator('.gathering-card', { hasText: "Femi's old party" })
    expect(await theirs.getByRole('button', { name: 'Delete' }).count()).toBe(0)
    await theirs.getByRole('button', { name: 'Remove from my list' }).click()
    await page
      .getByRole('dialog', { name: 'Remove from my list' })
      .getByRole('button', { name: 'Yes, hide from my list' })
      .click()
    await expect.poll(() => theirs.count()).toBe(0)
    await expect.poll(() => page.getByRole('button', { name: /Past Gatherings/ }).count()).toBe(0)
    expect(await prisma().meetup.count({ where: { description: "Femi's old party" } })).toBe(1)
    await context.close()
  })
})
