// The calendar in a real browser: the month shown's upcoming gathers under Today / Tomorrow / This
// Week / Later (past ones left out), paging by month, cards and marked days of the month grid open
// /proximity/{shareableLink}, and the empty state.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { prisma } from '../../api/src/core/db.js'
import { calendarVariables, groupOf, monthParam } from '../../web/src/calendar/calendar.js'
import { appInBrowser, expectNoAxeViolations, phoneContext, screenshot } from '../helpers/browser.js'

const minute = 60 * 1000
/** The browser reads times in the same zone as this process, so both sides agree on "today". */
const timezoneId = Intl.DateTimeFormat().resolvedOptions().timeZone

describe('the calendar in the browser', () => {
  const suite = appInBrowser()

  async function gather(userId: string, description: string, startTime: Date, others: string[] = []) {
    return prisma().meetup.create({
      data: {
        userId,
        description,
        locationName: 'Central Park',
        shareableLink: randomBytes(16).toString('base64url'),
        startTime,
        expirationTime: new Date(Math.max(startTime.getTime(), Date.now()) + 240 * minute),
        participants: {
          create: [userId, ...others].map((id) => ({ userId: id, invitationStatus: 'accepted' as const })),
        },
      },
    })
  }

  it('groups upcoming gathers under the right heading and opens them by share link', async () => {
    const olga = await suite.app.signIn({ displayName: 'Olga' })
    const femi = await suite.app.signIn({ displayName: 'Femi' })
    const now = new Date()
    const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 10, 0)
    // Soon, and still today: 20 minutes on crossed midnight after 23:40 (the grid then showed it on
    // tomorrow's day instead of Brunch).
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime()
    const soon = new Date(now.getTime() + Math.min(20 * minute, (midnight - now.getTime()) / 2))
    const events = [
      await gather(olga.userId, 'Concert', new Date(now.getFullYear(), now.getMonth(), now.getDate() + 12, 20, 0)),
      await gather(olga.userId, 'Brunch', tomorrow, [femi.userId]),
      await gather(olga.userId, 'Dinner', new Date(now.getFullYear(), now.getMonth(), now.getDate() + 3, 18, 0)),
      await gather(femi.userId, 'Coffee soon', soon, [olga.userId]),
    ]
    await gather(olga.userId, 'Breakfast', new Date(now.getTime() - 120 * minute))

    const context = await suite.browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      baseURL: suite.app.url,
      timezoneId,
    })
    await context.addCookies([{ ...olga.cookie, url: suite.app.url }])
    const page = await context.newPage()
    await page.goto('/calendar')
    await expect.poll(() => page.getByText('4 upcoming events').isVisible()).toBe(true)
    await expect(page.getByRole('heading', { name: 'Calendar' }).isVisible()).resolves.toBe(true)
    expect(await page.getByText('Breakfast').count()).toBe(0)

    // The list is of the month shown (its grid's weeks): Concert, 12 days on, may be next month's.
    const shownUntil = new Date(calendarVariables(null, now).to)
    const thisMonths = events.filter((event) => (event.startTime as Date) < shownUntil)
    const expected = new Map<string, string[]>()
    for (const event of thisMonths.sort((a, b) => (a.startTime as Date).getTime() - (b.startTime as Date).getTime())) {
      const heading = groupOf(event.startTime as Date, now)
      expected.set(heading, [...(expected.get(heading) ?? []), event.description])
    }
    const shown = await page
      .locator('.calendar-group')
      .evaluateAll((sections) =>
        sections.map((s) => [
          s.getAttribute('aria-label'),
          [...s.querySelectorAll('.calendar-event h3')].map((h) => h.textContent),
        ]),
      )
    expect(shown).toEqual([...expected.entries()])
    expect(expected.get('Tomorrow')).toContain('Brunch')

    const brunch = page.getByRole('link', { name: /Brunch/ })
    const brunchWhen = tomorrow.toLocaleDateString('en-US', { weekday: 'long', month: 'short', day: 'numeric' })
    await expect(brunch.getByText(`${brunchWhen} • 10:00 AM`).isVisible()).resolves.toBe(true)
    await expect(brunch.getByText('2 people').isVisible()).resolves.toBe(true)
    await expect(brunch.getByText('Central Park').isVisible()).resolves.toBe(true)

    // The month grid: today is marked; tomorrow's day opens Brunch.
    const grid = page.getByRole('region', { name: 'Month' })
    await expect(grid.locator('[aria-current="date"]').textContent()).resolves.toBe(String(now.getDate()))
    const monthName = (d: Date) => d.toLocaleDateString('en-US', { month: 'long', year: 'numeric' })
    await expect(grid.getByRole('heading', { name: monthName(now) }).isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page)
    await screenshot(page, 'calendar')
    if (tomorrow.getMonth() !== now.getMonth()) await grid.getByRole('button', { name: 'Next month' }).click()
    await grid.getByRole('button', { name: /: Brunch$/ }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/proximity/${events[1]?.shareableLink}`)

    await page.goto('/calendar')
    await page.getByRole('button', { name: 'Next month' }).click()
    const next = new Date(now.getFullYear(), now.getMonth() + 1, 1)
    await expect.poll(() => page.getByRole('heading', { name: monthName(next) }).isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Previous month' }).click()
    await page.getByRole('button', { name: 'Previous month' }).click()
    const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1)
    await expect.poll(() => page.getByRole('heading', { name: monthName(previous) }).isVisible()).toBe(true)
    // Last month lists nothing upcoming; the count is still of all of them.
    await expect.poll(() => page.locator('.calendar-group').count()).toBe(0)
    await expect(page.getByText('4 upcoming events').isVisible()).resolves.toBe(true)

    // Concert's month, fetched when it is shown, lists it.
    const concertStart = events[0]?.startTime as Date
    await page.goto(`/calendar?month=${monthParam(concertStart.getFullYear(), concertStart.getMonth())}`)
    await page.getByRole('link', { name: /Concert/ }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/proximity/${events[0]?.shareableLink}`)

    // The grid shows what the server answers for the month in the URL: a gather months ahead is
    // marked when that month is opened directly, and Back from it returns to that month.
    const gala = await gather(olga.userId, 'Gala', new Date(now.getFullYear(), now.getMonth() + 3, 15, 19, 0))
    const galaMonth = new Date(now.getFullYear(), now.getMonth() + 3, 1)
    const month = `${galaMonth.getFullYear()}-${String(galaMonth.getMonth() + 1).padStart(2, '0')}`
    await page.goto(`/calendar?month=${month}`)
    await expect.poll(() => page.getByRole('heading', { name: monthName(galaMonth) }).isVisible()).toBe(true)
    await grid.getByRole('button', { name: /: Gala$/ }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/proximity/${gala.shareableLink}`)
    await page.goBack()
    await expect.poll(() => new URL(page.url()).search).toBe(`?month=${month}`)
    await expect.poll(() => grid.getByRole('button', { name: /: Gala$/ }).isVisible()).toBe(true)
    await context.close()
  })

  it('shows the empty state with Create Event, and the add button', async () => {
    const stan = await suite.app.signIn({ displayName: 'Stan' })
    const context = await phoneContext(suite.browser, suite.app.url, stan.cookie)
    const page = await context.newPage()
    await page.goto('/calendar')
    await expect.poll(() => page.getByText('No upcoming events').isVisible()).toBe(true)
    await expect(page.getByText('0 upcoming events').isVisible()).resolves.toBe(true)
    await expect(page.getByText('Create your first gathering to get started').isVisible()).resolves.toBe(true)
    await expect(page.getByRole('link', { name: 'Create Event' }).getAttribute('href')).resolves.toBe('/create-meetup')
    await expectNoAxeViolations(page)
    await screenshot(page, 'calendar-empty')
    await page.getByRole('link', { name: 'Create gathering' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/create-meetup')
    await context.close()
  })
})
