// My Groups in a real browser: create, rename and delete groups; add members by Gather ID, by
// e-mail and as contacts (typed, or from the Contact Picker API); remove them; pushes from
// another device; and the sponsored banner above the navigation.
import { describe, expect, it } from 'vitest'
import { prisma } from '../../api/src/core/db.js'
import { liveAccessEvents } from '../../api/src/live/streams/live-access.js'
import { appInBrowser, expectNoAxeViolations, type Page, phoneContext, screenshot } from '../helpers/browser.js'
import { operationOf } from '../helpers/graphql.js'
import { waitForMail } from '../helpers/mail.js'

const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`

describe('My Groups in the browser', () => {
  const suite = appInBrowser()

  /** `fakeClock`: the page's timers run on Playwright's clock, which the test can run ahead. */
  async function groupsPage(displayName = 'Ada', { fakeClock = false } = {}) {
    const session = await suite.app.signIn({ displayName })
    const context = await phoneContext(suite.browser, suite.app.url, session.cookie)
    if (fakeClock) await context.clock.install()
    const page = await context.newPage()
    await page.goto('/groups')
    await expect.poll(() => page.getByRole('heading', { name: 'My Groups' }).isVisible()).toBe(true)
    return { ...session, context, page }
  }

  async function createGroup(page: Page, name: string) {
    await page.getByRole('button', { name: '+ New Group' }).click()
    await page.getByRole('textbox', { name: 'Group name' }).fill(name)
    await page.getByRole('dialog').getByRole('button', { name: 'Create Group' }).click()
    await expect.poll(() => page.getByRole('heading', { name, exact: true }).isVisible()).toBe(true)
  }

  const toast = (page: Page, title: string) => page.locator('.toast-title', { hasText: title })

  it('shows signed-out visitors the landing page at /groups, asking them to sign in to continue', async () => {
    const context = await phoneContext(suite.browser, suite.app.url)
    const page = await context.newPage()
    await page.goto('/groups')
    await expect.poll(() => page.getByText('Meet up. Made simple.').isVisible()).toBe(true)
    await expect(page.getByText('Sign in to continue').isVisible()).resolves.toBe(true)
    expect(new URL(page.url()).pathname).toBe('/groups')
    await context.close()
  })

  it('starts empty, validates the name, creates, renames and deletes a group after confirming', async () => {
    const { page, context } = await groupsPage()
    await expect.poll(() => page.getByText('No groups yet').isVisible()).toBe(true)
    await expectNoAxeViolations(page)
    await screenshot(page, 'groups-empty')

    await page.getByRole('button', { name: 'Create Your First Group' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Create Group' }).click()
    await expect.poll(() => dialog.getByText('Group name is required').isVisible()).toBe(true)
    await dialog.getByRole('textbox', { name: 'Group name' }).fill('x'.repeat(51))
    await expect.poll(() => dialog.getByText('Group name must be 50 characters or less').isVisible()).toBe(true)
    await dialog.getByRole('textbox', { name: 'Group name' }).fill('Climbing crew')
    await expectNoAxeViolations(page)
    await screenshot(page, 'groups-create-dialog')
    await dialog.getByRole('button', { name: 'Create Group' }).click()
    await expect.poll(() => toast(page, 'Group created!').isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('heading', { name: 'Climbing crew' }).isVisible()).toBe(true)
    expect(await page.getByText('0 members').isVisible()).toBe(true)

    await page.getByRole('button', { name: 'Rename Climbing crew' }).click()
    await page.getByRole('textbox', { name: 'Group name' }).fill('Bouldering')
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => toast(page, 'Group updated!').isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('heading', { name: 'Bouldering' }).isVisible()).toBe(true)

    await page.getByRole('button', { name: 'Delete Bouldering' }).click()
    await expect
      .poll(() => page.getByRole('dialog').getByText('Delete “Bouldering”', { exact: false }).isVisible())
      .toBe(true)
    await expectNoAxeViolations(page)
    await screenshot(page, 'groups-delete-confirm')
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Group' }).click()
    await expect.poll(() => toast(page, 'Group deleted').isVisible()).toBe(true)
    await expect.poll(() => page.getByText('No groups yet').isVisible()).toBe(true)
    await context.close()
  })

  it('adds a member by Gather ID, tells unknown and duplicate people apart, and removes a member', async () => {
    const bobId = unique('Bob_')
    await suite.app.signIn({ displayName: 'Bob Stone', gatherId: bobId })
    const { page, context } = await groupsPage()
    await createGroup(page, 'Family')

    await page.getByRole('button', { name: '+ Add Member' }).click()
    const dialog = page.getByRole('dialog')
    await expect
      .poll(() => dialog.getByRole('heading', { name: 'Add Member to Group (Privacy-First)' }).isVisible())
      .toBe(true)
    const add = dialog.getByRole('button', { name: 'Add to Group' })
    expect(await add.isDisabled()).toBe(true)
    await dialog.getByLabel('Gather ID or email').fill('   ')
    expect(await add.isDisabled()).toBe(true)
    await dialog.getByLabel('Gather ID or email').fill('nobody_at_all')
    await add.click()
    await expect.poll(() => toast(page, 'Person not found').isVisible()).toBe(true)
    // In the toast, and beside the field.
    await expect(page.locator('.toast').getByText('Please check the spelling').isVisible()).resolves.toBe(true)
    await expect(dialog.getByText('Please check the spelling').isVisible()).resolves.toBe(true)

    await dialog.getByLabel('Gather ID or email').fill(`  @${bobId.toLowerCase()} `)
    await expectNoAxeViolations(page)
    await screenshot(page, 'groups-add-member')
    await add.click()
    await expect.poll(() => toast(page, 'Member added!').isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('button', { name: /1 member/ }).isVisible()).toBe(true)

    // The dialog stays open for the next one.
    await page.getByRole('dialog').getByLabel('Gather ID or email').fill(bobId)
    await page.getByRole('dialog').getByRole('button', { name: 'Add to Group' }).click()
    await expect.poll(() => toast(page, 'Already added').isVisible()).toBe(true)
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click()

    await page.getByRole('button', { name: /1 member/ }).click()
    await expect.poll(() => page.getByText('Bob Stone').isVisible()).toBe(true)
    await expect(page.getByText(`@${bobId}`).isVisible()).resolves.toBe(true)
    await expect(page.locator('.groups-avatar', { hasText: 'BS' }).isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page)
    await screenshot(page, 'groups-members')

    await page.getByRole('button', { name: 'Remove Bob Stone' }).click()
    await expect.poll(() => page.getByRole('dialog').getByText('Remove contact').isVisible()).toBe(true)
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
    await expect.poll(() => toast(page, 'Contact removed').isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('button', { name: /0 members/ }).isVisible()).toBe(true)
    await expect.poll(() => page.getByText('Bob Stone').count()).toBe(0)

    const link = page.getByRole('link', { name: 'Create Gather' })
    const group = await prisma().group.findFirstOrThrow({ where: { name: 'Family' }, orderBy: { createdAt: 'desc' } })
    expect(await link.getAttribute('href')).toBe(`/create-meetup?groupId=${group.id}`)
    await context.close()
  })

  it('creates a group, adds two members in one go, and starts a Group Gather from it (Create & Notify Group)', async () => {
    const bobId = unique('hiker_')
    const bob = await suite.app.signIn({ displayName: 'Bob Hill', gatherId: bobId })
    const { page, context, userId } = await groupsPage('Ada')
    await createGroup(page, 'Hiking')
    await page.getByRole('button', { name: '+ Add Member' }).click()
    const dialog = page.getByRole('dialog')
    const who = dialog.getByLabel('Gather ID or email')
    await who.fill(`@${bobId}`)
    await dialog.getByRole('button', { name: 'Add to Group' }).click()
    await expect.poll(() => toast(page, 'Member added!').isVisible()).toBe(true)
    // Still open, the field empty and focused for the next person; the first is listed.
    await expect.poll(() => dialog.getByRole('region', { name: 'Added' }).getByText('Bob Hill').isVisible()).toBe(true)
    expect(await who.inputValue()).toBe('')
    expect(await who.evaluate((input) => input === document.activeElement)).toBe(true)
    await who.fill('pat.hiker@example.com')
    await dialog.getByRole('button', { name: 'Add to Group' }).click()
    await expect.poll(() => page.getByRole('button', { name: /2 members/ }).isVisible()).toBe(true)
    await expect.poll(() => dialog.getByRole('region', { name: 'Added' }).getByRole('listitem').count()).toBe(2)
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => dialog.count()).toBe(0)

    await page.getByRole('link', { name: 'Create Gather' }).click()
    await expect.poll(() => page.getByRole('heading', { name: 'Group Gather' }).isVisible()).toBe(true)
    const group = await prisma().group.findFirstOrThrow({ where: { ownerId: userId, name: 'Hiking' } })
    expect(new URL(page.url()).search).toBe(`?groupId=${group.id}`)
    await page.getByRole('button', { name: 'Where: choose a place' }).click()
    const picker = page.getByRole('dialog', { name: 'Select Location' })
    await picker.getByPlaceholder('Search for a place or address').fill('golden gate')
    await picker.getByRole('button', { name: /^Golden Gate Park/ }).click()
    await page.getByLabel('What').fill('Sunday hike')
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000)
    await page.getByLabel('Date').fill(tomorrow.toISOString().slice(0, 10))
    await page.getByLabel('Time').fill('09:30')
    await expectNoAxeViolations(page)
    await screenshot(page, 'groups-group-gather')
    await page.getByRole('button', { name: 'Create & Notify Group' }).click()
    const share = page.getByRole('dialog', { name: 'Share Gather' })
    await expect.poll(() => share.isVisible()).toBe(true)

    const meetup = await prisma().meetup.findFirstOrThrow({
      where: { userId, description: 'Sunday hike' },
      include: { participants: true },
    })
    expect(meetup.groupId).toBe(group.id)
    expect(meetup.participants.map((p) => p.userId).sort()).toEqual([userId, bob.userId].sort())
    // The contact has no account: an e-mail invitation goes out instead.
    const [mail] = await waitForMail(suite.app.dataDir, 'pat.hiker@example.com')
    expect(mail?.body).toContain('Sunday hike')
    await context.close()
  })

  it('adds contacts typed by hand, or picked with the Contact Picker API where the browser has one', async () => {
    const { page, context } = await groupsPage()
    await createGroup(page, 'Neighbours')
    await page.getByRole('button', { name: '+ Add Member' }).click()
    const dialog = page.getByRole('dialog')
    expect(await dialog.getByRole('button', { name: 'Choose from Contacts' }).count()).toBe(0)
    await dialog.getByText('Type a contact').click()
    const addContact = dialog.getByRole('button', { name: 'Add Contact' })
    await dialog.getByLabel('Name').fill('Grace Hopper')
    expect(await addContact.isDisabled()).toBe(true)
    await dialog.getByLabel('Phone').fill('+1 555 0100')
    await expectNoAxeViolations(page)
    await screenshot(page, 'groups-contact-form')
    await addContact.click()
    await expect.poll(() => toast(page, 'Contacts added!').isVisible()).toBe(true)
    await dialog.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('button', { name: /1 member/ }).click()
    await expect.poll(() => page.getByText('Grace Hopper').isVisible()).toBe(true)
    await expect(page.getByText('+1 555 0100').isVisible()).resolves.toBe(true)
    await context.close()

    // A browser with the Contact Picker API (Chrome on Android), stood in for by a script.
    const { page: picking, context: pickingContext } = await groupsPage()
    await pickingContext.addInitScript(() => {
      Object.assign(window, { ContactsManager: class {} })
      Object.defineProperty(navigator, 'contacts', {
        value: {
          select: async () => [
            { name: ['Alan Turing'], email: ['alan@example.org'], tel: [] },
            { name: ['Ada Lovelace'], email: [], tel: ['+44 20 7946 0018'] },
            { name: ['No Details'], email: [], tel: [] },
          ],
        },
      })
    })
    await picking.reload()
    await createGroup(picking, 'Mathematicians')
    await picking.getByRole('button', { name: '+ Add Member' }).click()
    await picking.getByRole('dialog').getByRole('button', { name: 'Choose from Contacts' }).click()
    await expect.poll(() => toast(picking, 'Contacts added!').isVisible()).toBe(true)
    await expect(picking.locator('.toast-description').textContent()).resolves.toContain('2 added to Mathematicians')
    await picking.getByRole('dialog').getByRole('button', { name: 'Done' }).click()
    await picking.getByRole('button', { name: /2 members/ }).click()
    await expect.poll(() => picking.getByText('Alan Turing').isVisible()).toBe(true)
    await expect(picking.getByText('alan@example.org').isVisible()).resolves.toBe(true)
    await expect(picking.getByText('Ada Lovelace').isVisible()).resolves.toBe(true)
    await pickingContext.close()
  })

  it('follows members added on another device through the live connection, without polling', async () => {
    const carolId = unique('carol')
    await suite.app.signIn({ displayName: 'Carol', gatherId: carolId })
    const { page, context, cookieHeader } = await groupsPage('Ada', { fakeClock: true })
    const groupQueries: number[] = []
    page.on('request', (request) => {
      if (operationOf(request.postData()) === 'GroupsQuery') groupQueries.push(Date.now())
    })
    // Each group's card subscribes to its changes: note the streams the server listens to.
    const listening = new Set<string>()
    const onWatching = (key: string) => listening.add(key)
    liveAccessEvents.on('watching', onWatching)
    await createGroup(page, 'Book club')
    await page.getByRole('button', { name: /0 members/ }).click()
    await expect.poll(() => page.getByText('No members yet', { exact: false }).isVisible()).toBe(true)
    const group = await prisma().group.findFirstOrThrow({
      where: { name: 'Book club' },
      orderBy: { createdAt: 'desc' },
    })
    // Once the server listens, add from "another device" (REST).
    await expect.poll(() => listening.has(group.id)).toBe(true)
    liveAccessEvents.off('watching', onWatching)
    const response = await fetch(`${suite.app.url}/api/groups/${group.id}/members`, {
      method: 'POST',
      headers: { cookie: cookieHeader, 'content-type': 'application/json' },
      body: JSON.stringify({ gatherIdOrEmail: carolId }),
    })
    expect(response.status).toBe(201)
    await expect.poll(() => page.getByRole('button', { name: /1 member/ }).isVisible()).toBe(true)
    await expect.poll(() => page.getByText('Carol', { exact: true }).isVisible()).toBe(true)
    // With the live connection up, the list is not fetched again on a timer: every timer due in
    // the next 5.5 s (the 5 s poll's included) has run.
    await context.clock.runFor(5500)
    expect(groupQueries).toEqual([])
    await context.close()
  })

  it('pages through many groups and long member lists', async () => {
    const { userId, cookie } = await suite.app.signIn({ displayName: 'Ada' })
    await prisma().group.createMany({
      data: Array.from({ length: 32 }, (_, i) => ({
        ownerId: userId,
        name: `Group ${String(i).padStart(2, '0')}`,
        createdAt: new Date(Date.now() - i * 60_000),
      })),
    })
    const newest = await prisma().group.findFirstOrThrow({ where: { ownerId: userId, name: 'Group 00' } })
    await prisma().groupMember.createMany({
      data: Array.from({ length: 27 }, (_, i) => ({
        groupId: newest.id,
        displayName: `Contact ${String(i).padStart(2, '0')}`,
        email: `contact${i}@example.com`,
      })),
    })
    const context = await phoneContext(suite.browser, suite.app.url, cookie)
    const page = await context.newPage()
    await page.goto('/groups')
    await expect.poll(() => page.locator('.groups-card').count()).toBe(30)
    await page.getByRole('button', { name: 'Show more groups' }).click()
    await expect.poll(() => page.locator('.groups-card').count()).toBe(32)
    expect(await page.getByRole('button', { name: 'Show more groups' }).count()).toBe(0)

    await page.getByRole('button', { name: /27 members/ }).click()
    await expect.poll(() => page.locator('.groups-member').count()).toBe(25)
    await page.getByRole('button', { name: 'Show more members' }).click()
    await expect.poll(() => page.locator('.groups-member').count()).toBe(27)
    await context.close()
  })

  it('polls every 5 s while the live connection is down', async () => {
    const daveId = unique('dave')
    await suite.app.signIn({ displayName: 'Dave', gatherId: daveId })
    const { cookie, cookieHeader } = await suite.app.signIn({ displayName: 'Ada' })
    const context = await phoneContext(suite.browser, suite.app.url, cookie)
    // The server refuses every live connection, as if a proxy dropped WebSockets.
    await context.routeWebSocket(/\/graphql$/, (ws) => ws.close())
    await context.clock.install()
    const page = await context.newPage()
    const groupQueries: number[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && operationOf(request.postData()) === 'GroupsQuery') {
        groupQueries.push(Date.now())
      }
    })
    await page.goto('/groups')
    await createGroup(page, 'Offline friends')
    const group = await prisma().group.findFirstOrThrow({
      where: { name: 'Offline friends' },
      orderBy: { createdAt: 'desc' },
    })
    const response = await fetch(`${suite.app.url}/api/groups/${group.id}/members`, {
      method: 'POST',
      headers: { cookie: cookieHeader, 'content-type': 'application/json' },
      body: JSON.stringify({ gatherIdOrEmail: daveId }),
    })
    expect(response.status).toBe(201)
    // The next poll is due within 5 s: run the page's clock that far instead of waiting for it.
    await context.clock.runFor(5000)
    await expect.poll(() => page.getByRole('button', { name: /1 member/ }).isVisible()).toBe(true)
    expect(groupQueries.length).toBeGreaterThanOrEqual(2)
    await context.close()
  })
})
