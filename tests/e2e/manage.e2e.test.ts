// The organiser's manage screen in a real browser: Olga moves her gather to a new time and sends
// updates (Femi's captured e-mail has the new time, in Phoenix time), removes Gus, adds people,
// reminds, copies the link, and deletes a gather; Femi is refused the controls.
import { describe, expect, it } from 'vitest'
import { prisma } from '../../api/src/core/db.js'
import { whenWatching } from '../../api/src/live/streams/live-access.js'
import { appInBrowser, expectNoAxeViolations, phoneContext, readingProblems, screenshot } from '../helpers/browser.js'
import { rest } from '../helpers/http.js'
import { readOutbox, waitForMail } from '../helpers/mail.js'

const dayMs = 24 * 60 * 60 * 1000

describe('the manage screen in the browser', () => {
  const suite = appInBrowser()

  async function people() {
    const stamp = Date.now() % 100000
    const [olga, femi, gus, stan] = await Promise.all(
      ['Olga', 'Femi', 'Gus', 'Stan'].map((name) =>
        suite.app.signIn({ displayName: name, gatherId: `${name.toLowerCase()}_${stamp}` }),
      ),
    )
    if (!olga || !femi || !gus || !stan) throw new Error('people not created')
    return { olga, femi, gus, stan, stamp }
  }

  /** Olga's gather tomorrow at 15:00 UTC inviting Femi (who accepts) and Gus (who does not answer). */
  async function gather(olga: { cookieHeader: string }, invitees: string[], femiCookie?: string) {
    const start = new Date(Date.now() + dayMs)
    start.setUTCHours(15, 0, 0, 0)
    const created = await rest(suite.app.url, 'POST', '/api/meetups', {
      cookie: olga.cookieHeader,
      body: {
        locationName: 'Central Park',
        locationAddress: 'Central Park, Manhattan, New York',
        description: 'Picnic in the park',
        gatherDate: start.toISOString().slice(0, 10),
        gatherTime: '15:00',
        lat: 40.7812,
        lon: -73.9665,
        scheduledDateTime: start.toISOString(),
        selectedGatherIds: invitees,
      },
    })
    expect(created.status).toBe(201)
    if (femiCookie) {
      const invitation = created.body.participants[1]
      await rest(suite.app.url, 'PATCH', `/api/invitations/${invitation.id}/respond`, {
        cookie: femiCookie,
        body: { response: 'accepted' },
      })
    }
    return created.body as { id: string; shareableLink: string }
  }

  it('edits the time and sends updates, removes and adds people, reminds, copies the link', async () => {
    const { olga, femi, gus, stan, stamp } = await people()
    const meetup = await gather(olga, [`femi_${stamp}`, `gus_${stamp}`], femi.cookieHeader)
    await rest(suite.app.url, 'POST', `/api/meetups/${meetup.id}/participants`, {
      cookie: olga.cookieHeader,
      body: { gatherIdOrEmail: 'cleo@example.com' },
    })

    const context = await phoneContext(suite.browser, suite.app.url, olga.cookie)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.app.url })
    const page = await context.newPage()
    await page.goto(`/meetup/${meetup.id}/manage`)
    await expect.poll(() => page.getByRole('heading', { name: 'Manage Gather' }).isVisible()).toBe(true)
    const event = page.getByRole('region', { name: 'Event' })
    await expect(event.getByText('Active').isVisible()).resolves.toBe(true)
    // Tomorrow 15:00 UTC is 8:00 AM in Phoenix, labelled with its zone.
    await expect(
      event.getByText(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}, 8:00 AM MST$/).isVisible(),
    ).resolves.toBe(true)
    await expect(event.getByText(/^\d+h \d+m left$/).isVisible()).resolves.toBe(true)
    await expect(page.getByRole('link', { name: 'View Live', exact: true }).getAttribute('href')).resolves.toBe(
      `/proximity/${meetup.id}`,
    )
    const participants = page.getByRole('list', { name: 'Participants' })
    await expect.poll(() => participants.getByRole('listitem').count()).toBe(3)
    await expect(page.getByText('2 pending').isVisible()).resolves.toBe(true)
    await expect(page.getByRole('heading', { name: 'Pending Email Invitations (1)' }).isVisible()).resolves.toBe(true)
    expect(await participants.getByRole('button', { name: 'Remove Olga' }).count()).toBe(0)
    const qr = page.getByRole('img', { name: /^QR code for / })
    await expect.poll(() => qr.isVisible()).toBe(true)
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200)
    await expect(page.getByText('Scan to join this gathering').isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page)
    await screenshot(page, 'manage')

    // Edit: the name input can't be saved blank; the time moves to the day after, 4:30 PM Phoenix.
    await event.getByRole('button', { name: 'Edit Event' }).click()
    const save = event.getByRole('button', { name: 'Save' })
    await expect(event.getByText('Date and time are in MST (America/Phoenix).').isVisible()).resolves.toBe(true)
    await event.getByLabel('Name').fill('   ')
    expect(await save.isDisabled()).toBe(true)
    await expect.poll(() => event.getByText('Gather name cannot be empty').isVisible()).toBe(true)
    // The error is beside the field, not in its label: the field is still called "Name", and
    // describes itself with the error.
    const nameField = event.getByRole('textbox', { name: 'Name', exact: true })
    expect(
      await nameField.evaluate(
        (input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent,
      ),
    ).toBe('Gather name cannot be empty')
    await screenshot(page, 'manage-blank-name')
    await event.getByLabel('Name').fill('Picnic by the lake')
    const newDay = new Date(Date.now() + 2 * dayMs)
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Phoenix' }).format(newDay)
    await event.getByLabel('Date').fill(date)
    await event.getByLabel('Time').fill('16:30')
    await expectNoAxeViolations(page)
    await screenshot(page, 'manage-editing')
    await save.click()
    const updated = page.getByRole('dialog', { name: 'Date/Time Updated' })
    await expect.poll(() => updated.isVisible()).toBe(true)
    await expect.poll(() => page.getByText('Changes saved').isVisible()).toBe(true)
    await expectNoAxeViolations(page)
    await screenshot(page, 'manage-updated-dialog')
    await updated.getByRole('button', { name: 'Send Updates' }).click()
    await expect
      .poll(() => page.getByText('Updated invitations have been sent to all participants').isVisible())
      .toBe(true)
    await expect.poll(() => event.getByText(/, 4:30 PM MST$/).isVisible()).toBe(true)
    await expect(event.getByRole('heading', { name: 'Picnic by the lake' }).isVisible()).resolves.toBe(true)
    // Cleo's e-mail invitation now ends with the moved gather, four hours after 4:30 PM.
    const cleoRow = page.getByRole('listitem').filter({ hasText: 'cleo@example.com' })
    await expect.poll(() => cleoRow.getByText(/Expires .*, 8:30 PM MST$/).isVisible()).toBe(true)

    const femiEmail = (await prisma().user.findUniqueOrThrow({ where: { id: femi.userId } })).email
    const [mail] = await waitForMail(suite.app.dataDir, femiEmail)
    const expectedWhen = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Phoenix',
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(`${date}T16:30:00-07:00`))
    expect(mail?.subject).toBe(`Updated: "Picnic by the lake" is now ${expectedWhen}, 4:30 PM MST`)
    expect(mail?.body).toContain(`When: ${expectedWhen}, 4:30 PM MST`)
    expect(mail?.body).toContain('METHOD:REQUEST')
    expect(mail?.body).toContain(`DTSTART:${date.replace(/-/g, '')}T233000Z`)

    // Remove Gus, with a new join link (offered, and ticked, in the confirmation).
    await participants.getByRole('button', { name: 'Remove Gus' }).click()
    await page.getByRole('dialog', { name: 'Remove Gus?' }).getByRole('button', { name: 'Remove' }).click()
    await expect.poll(() => page.getByText('Participant removed').isVisible()).toBe(true)
    await expect.poll(() => page.getByText('The old link no longer works.').isVisible()).toBe(true)
    await expect.poll(() => participants.getByRole('listitem').count()).toBe(2)
    await expect.poll(() => page.getByText('1 pending').isVisible()).toBe(true)
    expect(await prisma().participant.count({ where: { meetupId: meetup.id, userId: gus.userId } })).toBe(0)

    // Add Stan by Gather ID and Dora by e-mail in one go.
    await page.getByRole('button', { name: 'Add People' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Participants to Gather' })
    const input = dialog.getByPlaceholder('@gatherid or email')
    expect(await dialog.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true)
    await input.fill('nobody_here')
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await expect.poll(() => page.getByText('Person not found').isVisible()).toBe(true)
    await input.fill(`@stan_${stamp}`)
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await expect.poll(() => dialog.getByText(`Stan · @stan_${stamp}`).isVisible()).toBe(true)
    await input.fill('  dora@example.com ')
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await expect.poll(() => dialog.getByText('dora@example.com').isVisible()).toBe(true)
    await expectNoAxeViolations(page)
    await screenshot(page, 'manage-add-people')
    await dialog.getByRole('button', { name: 'Add 2' }).click()
    await expect.poll(() => page.getByText('Participants added!').isVisible()).toBe(true)
    await expect.poll(() => participants.getByText('Stan', { exact: true }).isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('heading', { name: 'Pending Email Invitations (2)' }).isVisible()).toBe(true)
    await expect.poll(() => page.getByText('3 pending').isVisible()).toBe(true)
    expect(await prisma().participant.count({ where: { meetupId: meetup.id, userId: stan.userId } })).toBe(1)

    await page.getByRole('button', { name: 'Send Reminders' }).click()
    await expect.poll(() => page.getByText('Reminders sent!').isVisible()).toBe(true)
    await waitForMail(suite.app.dataDir, 'dora@example.com', 2)

    await page.getByRole('button', { name: 'Copy Share Link' }).click()
    await expect.poll(() => page.getByText('Shareable link copied to clipboard').isVisible()).toBe(true)
    const { shareableLink } = await prisma().meetup.findUniqueOrThrow({ where: { id: meetup.id } })
    expect(shareableLink).not.toBe(meetup.shareableLink)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${suite.app.url}/join/${shareableLink}`)
    await expectNoAxeViolations(page)
    await screenshot(page, 'manage-after')
    await context.close()
    await suite.app.idle()
    expect((await readOutbox(suite.app.dataDir)).some((m) => m.to.includes('olga'))).toBe(false)
  })

  it("keeps the arrivals rows readable on a phone: the organiser's own row, an emoji name, Here once", async () => {
    const stamp = Date.now() % 100000
    const ana = await suite.app.signIn({ displayName: 'Ana Organiser', gatherId: `ana_${stamp}` })
    const [party, ben] = await Promise.all([
      suite.app.signIn({ displayName: 'Ana O. 🎉', gatherId: `party_${stamp}` }),
      suite.app.signIn({ displayName: 'Ben Here', gatherId: `ben_${stamp}` }),
    ])
    const meetup = await gather(ana, [`party_${stamp}`, `ben_${stamp}`])
    await prisma().participant.updateMany({
      where: { meetupId: meetup.id, userId: { in: [party.userId, ben.userId] } },
      data: { invitationStatus: 'accepted' },
    })
    const benRecord = await prisma().participant.findFirstOrThrow({
      where: { meetupId: meetup.id, userId: ben.userId },
    })
    await prisma().participant.update({ where: { id: benRecord.id }, data: { status: 'here' } })
    await suite.app.place(benRecord.id, { lat: 40.7813, lon: -73.9665 })
    for (const { width, height } of [
      { width: 390, height: 844 },
      { width: 320, height: 640 },
    ]) {
      const context = await suite.browser.newContext({ viewport: { width, height }, baseURL: suite.app.url })
      await context.addCookies([{ ...ana.cookie, url: suite.app.url }])
      const page = await context.newPage()
      await page.goto(`/meetup/${meetup.id}/manage`)
      const arrivals = page.getByRole('region', { name: /Arrivals/ })
      const own = arrivals.locator('.person-row', { hasText: '(you)' })
      await expect.poll(() => own.isVisible()).toBe(true)
      // No word of the page broken across lines ("Organise / r", "(yo / u)").
      expect(await readingProblems(page), `${width} px`).toEqual([])
      // The emoji name: initials of its words, no half of the emoji.
      const partyRow = arrivals.locator('.person-row', { hasText: 'Ana O. 🎉' })
      expect(await partyRow.locator('.avatar').textContent()).toBe('AO')
      expect((await partyRow.boundingBox())?.height).toBeLessThan(100)
      // Rows keep room from the card's edge.
      const card = await page.locator('.manage-arrivals').boundingBox()
      const avatar = await own.locator('.avatar').boundingBox()
      expect((avatar?.x ?? 0) - (card?.x ?? 0)).toBeGreaterThanOrEqual(16)
      // Here once, as the status: not again as the ETA.
      const benRow = arrivals.locator('.person-row', { hasText: 'Ben Here' })
      await expect.poll(() => benRow.locator('.status-label').textContent()).toBe('Here')
      expect(await benRow.getByText('Here', { exact: true }).count()).toBe(1)
      await screenshot(page, `manage-arrivals-${width}`)
      await context.close()
    }
  })

  it('refuses the controls to a participant, shows Back to Home when missing, follows a join live, and deletes', async () => {
    const { olga, femi, stan, stamp } = await people()
    const meetup = await gather(olga, [`femi_${stamp}`], femi.cookieHeader)

    const guest = await phoneContext(suite.browser, suite.app.url, femi.cookie)
    const femiPage = await guest.newPage()
    await femiPage.goto(`/manage-gather/${meetup.id}`)
    await expect
      .poll(() => femiPage.getByRole('heading', { name: 'Only the organiser can manage this gather' }).isVisible())
      .toBe(true)
    expect(await femiPage.getByRole('button', { name: 'Edit Event' }).count()).toBe(0)
    await expectNoAxeViolations(femiPage)
    await screenshot(femiPage, 'manage-refused')
    await femiPage.goto(`/meetup/${crypto.randomUUID()}/manage`)
    await expect.poll(() => femiPage.getByRole('heading', { name: 'Gather not found' }).isVisible()).toBe(true)
    await femiPage.getByRole('link', { name: 'Back to Home' }).click()
    await expect.poll(() => new URL(femiPage.url()).pathname).toBe('/')
    await guest.close()

    const context = await phoneContext(suite.browser, suite.app.url, olga.cookie)
    const page = await context.newPage()
    // The screen's meetupUpdated stream: resolves once the server listens for it.
    const listening = whenWatching(meetup.id, olga.userId)
    await page.goto(`/manage-gather/${meetup.id}`)
    const participants = page.getByRole('list', { name: 'Participants' })
    await expect.poll(() => participants.getByRole('listitem').count()).toBe(2)
    await listening
    // Stan joins by himself with the link while Olga looks: meetupUpdated brings him onto her screen.
    const joined = await rest(suite.app.url, 'POST', `/api/meetups/${meetup.shareableLink}/participants`, {
      cookie: stan.cookieHeader,
      body: { gatherIdOrEmail: `stan_${stamp}` },
    })
    expect(joined.status).toBe(201)
    await expect.poll(() => participants.getByText('Stan', { exact: true }).isVisible()).toBe(true)
    await expect(page.getByText('Participants 3').isVisible()).resolves.toBe(true)
    await page.getByRole('button', { name: 'Delete Event' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete Event' })
    await expect.poll(() => confirm.getByText(/cannot be undone/).isVisible()).toBe(true)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => page.getByText('Gather deleted!').isVisible()).toBe(true)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    expect(await prisma().meetup.count({ where: { id: meetup.id } })).toBe(0)
    const femiEmail = (await prisma().user.findUniqueOrThrow({ where: { id: femi.userId } })).email
    const [cancel] = await waitForMail(suite.app.dataDir, femiEmail)
    expect(cancel?.body).toContain('METHOD:CANCEL')
    await context.close()
  })
})
