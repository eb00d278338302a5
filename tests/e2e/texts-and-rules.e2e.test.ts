// The screens' texts and rules as served: the verification page without a token, sign-in with no
// provider configured, Add People for a registered address, a Group Gather that names its
// group, the past refused in the form, the manage screen while the organiser is alone, with
// someone already in, and in a configured time zone (DISPLAY_TIME_ZONE=America/New_York).
import { describe, expect, it } from 'vitest'
import { prisma } from '../../api/src/core/db.js'
import { appInBrowser, type Page, phoneContext, screenshot } from '../helpers/browser.js'
import { operationOf } from '../helpers/graphql.js'
import { rest } from '../helpers/http.js'

const dayMs = 24 * 60 * 60 * 1000

/** Fails the test on any console error of the page. */
function watchConsole(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

describe('texts and rules in the browser', () => {
  const suite = appInBrowser({ env: { DISPLAY_TIME_ZONE: 'America/New_York' } })

  const person = (name: string) => {
    const stamp = Date.now() % 100000
    return suite.app.signIn({ displayName: name, gatherId: `${name.toLowerCase()}_${stamp}` })
  }

  async function gather(cookieHeader: string, invitees: string[] = []) {
    const start = new Date(Date.now() + dayMs)
    start.setUTCHours(15, 0, 0, 0)
    const created = await rest(suite.app.url, 'POST', '/api/meetups', {
      cookie: cookieHeader,
      body: {
        locationName: 'Central Park',
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
    return created.body as { id: string; shareableLink: string }
  }

  it('says a /verify-email link without a token is invalid', async () => {
    const context = await phoneContext(suite.browser, suite.app.url)
    const page = await context.newPage()
    const errors = watchConsole(page)
    await page.goto('/verify-email')
    await expect.poll(() => page.getByRole('heading', { name: 'Verification Failed' }).isVisible()).toBe(true)
    await expect.poll(() => page.getByText('Invalid verification link').isVisible()).toBe(true)
    expect(await page.getByText('Check Your Email').count()).toBe(0)
    await screenshot(page, 'verify-email-no-token')
    // The page people reach after signing up still asks them to check their e-mail.
    await page.goto('/email-verification?email=new%40example.com')
    await expect.poll(() => page.getByRole('heading', { name: 'Check Your Email' }).isVisible()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('offers no Apple or Google sign-in on a default install', async () => {
    const context = await phoneContext(suite.browser, suite.app.url)
    const page = await context.newPage()
    const errors = watchConsole(page)
    await page.goto('/login')
    await expect.poll(() => page.getByRole('button', { name: 'Sign in', exact: true }).isVisible()).toBe(true)
    expect(await page.getByText(/Apple|Google|not configured/).count()).toBe(0)
    await screenshot(page, 'login-default-install')
    expect(errors).toEqual([])
    await context.close()
  })

  it('invites a registered e-mail address without saying anything about accounts', async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const femiEmail = (await prisma().user.findUniqueOrThrow({ where: { id: femi.userId } })).email
    const context = await phoneContext(suite.browser, suite.app.url, olga.cookie)
    const page = await context.newPage()
    const errors = watchConsole(page)
    await page.goto('/create-meetup')
    await page.getByRole('button', { name: 'Add People' }).click()
    const people = page.getByRole('dialog', { name: 'Add People' })
    await people.getByPlaceholder('@gatherid or email').fill(femiEmail)
    await people.getByRole('button', { name: 'Add' }).click()
    const invite = page.getByRole('dialog', { name: 'Send App Invitation' })
    await expect.poll(() => invite.getByText(/We'll e-mail .* an invitation with the join link/).isVisible()).toBe(true)
    expect(await page.getByText(/isn't on Gather|not on Gather/).count()).toBe(0)
    await screenshot(page, 'create-invite-registered-email')
    expect(errors).toEqual([])
    await context.close()
  })

  it('names the group of a Group Gather and how many it invites', async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const femiId = (await prisma().user.findUniqueOrThrow({ where: { id: femi.userId } })).gatherId
    const group = await rest(suite.app.url, 'POST', '/api/groups', {
      cookie: olga.cookieHeader,
      body: { name: 'Hiking club' },
    })
    expect(group.status).toBe(201)
    const members = [
      { gatherIdOrEmail: femiId },
      { displayName: 'Cleo', email: 'cleo@example.com' },
      // A contact with only a phone number cannot be invited by e-mail: not counted.
      { displayName: 'Pat', phone: '+1 555 0100' },
    ]
    for (const body of members) {
      const added = await rest(suite.app.url, 'POST', `/api/groups/${group.body.id}/members`, {
        cookie: olga.cookieHeader,
        body,
      })
      expect(added.status).toBe(201)
    }
    const context = await phoneContext(suite.browser, suite.app.url, olga.cookie)
    const page = await context.newPage()
    const errors = watchConsole(page)
    await page.goto(`/create-meetup?groupId=${group.body.id}`)
    await expect.poll(() => page.getByRole('heading', { name: 'Group Gather' }).isVisible()).toBe(true)
    const notice = page.locator('p.notice')
    await expect
      .poll(() => notice.textContent())
      .toBe('Everyone in Hiking club is invited when you create the gather: 2 people.')
    await expect(page.getByRole('button', { name: 'Create & Notify Group' }).isVisible()).resolves.toBe(true)
    await screenshot(page, 'create-group-gather')
    expect(errors).toEqual([])
    await context.close()
  })

  it('refuses a start in the past in the form, before asking the server', async () => {
    const olga = await person('Olga')
    const context = await phoneContext(suite.browser, suite.app.url, olga.cookie)
    const page = await context.newPage()
    const errors = watchConsole(page)
    let creates = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && operationOf(request.postData()) === 'CreateMeetupMutation') creates += 1
    })
    await page.goto('/create-meetup')
    await page.getByRole('button', { name: 'Where: choose a place' }).click()
    const picker = page.getByRole('dialog', { name: 'Select Location' })
    await picker.getByPlaceholder('Search for a place or address').fill('central')
    await picker.getByRole('button', { name: /^Central Park/ }).click()
    await page.getByLabel('What').fill('Yesterday picnic')
    const yesterday = await page.evaluate(() => {
      const d = new Date(Date.now() - 24 * 60 * 60 * 1000)
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
    })
    await page.getByLabel('Date').fill(yesterday)
    await page.getByRole('button', { name: 'Create Gather' }).click()
    await expect.poll(() => page.getByText('That date and time has already passed').isVisible()).toBe(true)
    await screenshot(page, 'create-past-refused')
    expect(creates).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows the empty state while the organiser is alone, with times in the configured zone', async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const femiId = (await prisma().user.findUniqueOrThrow({ where: { id: femi.userId } })).gatherId as string
    const meetup = await gather(olga.cookieHeader)
    const context = await phoneContext(suite.browser, suite.app.url, olga.cookie)
    const page = await context.newPage()
    const errors = watchConsole(page)
    await page.goto(`/meetup/${meetup.id}/manage`)
    await expect.poll(() => page.getByText('No participants yet').isVisible()).toBe(true)
    await expect(page.getByText('Add participants to start your meetup').isVisible()).resolves.toBe(true)
    expect(await page.getByRole('list', { name: 'Participants' }).count()).toBe(0)
    expect(await page.getByText('Organiser', { exact: true }).count()).toBe(0)
    // Times are in the configured zone, each labelled with it.
    const event = page.getByRole('region', { name: 'Event' })
    await expect(
      event.getByText(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}, 1[01]:00 AM E[SD]T$/).isVisible(),
    ).resolves.toBe(true)
    await screenshot(page, 'manage-organiser-alone')

    await rest(suite.app.url, 'POST', `/api/meetups/${meetup.id}/participants`, {
      cookie: olga.cookieHeader,
      body: { gatherIdOrEmail: femiId },
    })
    await page.reload()
    const participants = page.getByRole('list', { name: 'Participants' })
    await expect.poll(() => participants.getByRole('listitem').count()).toBe(2)
    expect(await page.getByText('No participants yet').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('does not queue someone already in the gather', async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const femiId = (await prisma().user.findUniqueOrThrow({ where: { id: femi.userId } })).gatherId as string
    const meetup = await gather(olga.cookieHeader, [femiId])
    const context = await phoneContext(suite.browser, suite.app.url, olga.cookie)
    const page = await context.newPage()
    const errors = watchConsole(page)
    await page.goto(`/meetup/${meetup.id}/manage`)
    await page.getByRole('button', { name: 'Add People' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Participants to Gather' })
    await dialog.getByPlaceholder('@gatherid or email').fill(`@${femiId}`)
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await expect.poll(() => page.getByText(`@${femiId} is already in this gather.`).isVisible()).toBe(true)
    expect(await dialog.getByRole('list', { name: 'People to add' }).count()).toBe(0)
    expect(await dialog.getByRole('button', { name: 'Add to Gather' }).isDisabled()).toBe(true)
    await screenshot(page, 'manage-already-in')

    // Someone queued who joins meanwhile is skipped; the others are still added.
    const gus = await person('Gus')
    const stan = await person('Stan')
    const idOf = async (userId: string) =>
      (await prisma().user.findUniqueOrThrow({ where: { id: userId } })).gatherId as string
    for (const id of [await idOf(gus.userId), await idOf(stan.userId)]) {
      await dialog.getByPlaceholder('@gatherid or email').fill(id)
      await dialog.getByRole('button', { name: 'Add', exact: true }).click()
      await expect.poll(() => dialog.getByText(`@${id}`).isVisible()).toBe(true)
    }
    // Gus joins with the share link (in place of the id, which alone joins nobody).
    const { shareableLink } = await prisma().meetup.findUniqueOrThrow({ where: { id: meetup.id } })
    const joined = await rest(suite.app.url, 'POST', `/api/meetups/${shareableLink}/participants`, {
      cookie: gus.cookieHeader,
      body: { gatherIdOrEmail: await idOf(gus.userId) },
    })
    expect(joined.status).toBe(201)
    await dialog.getByRole('button', { name: 'Add 2' }).click()
    await expect
      .poll(() => page.getByText('1 person was added to your gather. 1 already in it.').isVisible())
      .toBe(true)
    expect(await page.getByText('Failed to add participants').count()).toBe(0)
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await prisma().participant.count({ where: { meetupId: meetup.id } })).toBe(4)
    expect(errors).toEqual([])
    await context.close()
  })
})
