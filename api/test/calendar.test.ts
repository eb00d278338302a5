// The calendar by month, on both faces: the viewer's gatherings (organised or accepted, not hidden)
// that start within a range (the weeks the month grid shows) or from a day on, by start time, and
// how many have not begun (the count of upcoming ones); bad ranges are 400s and typed errors; and
// the screen's query costs the same SQL statements for 5 gatherings as for 500.
import { randomBytes } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { appDocument, graphql } from '../../tests/helpers/graphql.js'
import { rest } from '../../tests/helpers/http.js'
import CalendarQuery from '../../web/src/__generated__/CalendarQuery.graphql.js'
import { calendarVariables } from '../../web/src/calendar/calendar.js'
import { sqlStatementCount } from '../src/core/db/statement-counter.js'
import { prisma } from '../src/core/db.js'

const rangeQuery = `query($from: DateTime!, $to: DateTime) {
  viewer { calendarMeetups(from: $from, to: $to, first: 50) { totalCount edges { node { description startTime } } } }
}`

interface RangeData {
  viewer: {
    calendarMeetups: { totalCount: number; edges: { node: { description: string; startTime: string } }[] }
  } | null
}

const utc = (iso: string) => new Date(`${iso}Z`)

describeOnEachDatabase('the calendar by month', (app) => {
  /** Gathers of `userId` (accepted), one per start time, named by it. */
  async function gathers(userId: string, starts: Date[], role: 'accepted' | 'invited' = 'accepted') {
    const rows = starts.map((start) => ({
      id: crypto.randomUUID(),
      userId,
      description: `at ${start.toISOString()}`,
      locationName: 'Central Park',
      shareableLink: randomBytes(16).toString('base64url'),
      startTime: start,
      expirationTime: new Date(start.getTime() + 4 * 60 * 60 * 1000),
    }))
    await prisma().meetup.createMany({ data: rows })
    await prisma().participant.createMany({
      data: rows.map((row) => ({ meetupId: row.id, userId, invitationStatus: role })),
    })
    return rows
  }

  // First: seeding 505 gathers takes seconds on a loaded machine, and an HTTP connection left idle
  // by an earlier test could be closed by the server just as the next request reuses it.
  it("reads the calendar screen's query in the same SQL statements for 5 gatherings as for 500", async () => {
    const few = await app().signIn({ displayName: 'Few' })
    const many = await app().signIn({ displayName: 'Many' })
    // Spread over a year from tomorrow: some in the month shown, the rest in the upcoming lists.
    const day = 24 * 60 * 60 * 1000
    const tomorrow = Date.now() + day
    const spread = (count: number) =>
      Array.from({ length: count }, (_, i) => new Date(tomorrow + ((i * 365) / count) * day))
    await gathers(few.userId, spread(5))
    await gathers(many.userId, spread(500))
    const variables = calendarVariables(null, new Date())
    const measure = async (cookie: string) => {
      const before = sqlStatementCount()
      const result = await graphql<{
        viewer: { upcoming: { totalCount: number }; month: { edges: unknown[] } }
      }>(app().url, appDocument(CalendarQuery), variables, cookie)
      expect(result.errors).toBeUndefined()
      return { statements: sqlStatementCount() - before, viewer: result.data?.viewer }
    }
    await measure(few.cookieHeader) // the first requests also look the sessions up
    await measure(many.cookieHeader)
    const small = await measure(few.cookieHeader)
    const big = await measure(many.cookieHeader)
    expect(big.viewer?.upcoming.totalCount).toBe(500)
    expect(big.viewer?.month.edges.length).toBeLessThan(100)
    expect(big.statements).toBe(small.statements)
    // One month at a time: its gathers, their people counted for all of them at once, the count
    // of those upcoming, and the viewer's own records in them (which the share link's rule reads,
    // with their gathers); nothing read from the other eleven months.
    expect(big.statements).toBeLessThanOrEqual(5)
  })

  it('counts the upcoming ones from today without those already begun', async () => {
    const olga = await app().signIn({ displayName: 'Olga' })
    const minute = 60 * 1000
    const now = Date.now()
    await gathers(olga.userId, [new Date(now - 30 * minute), new Date(now + 30 * minute), new Date(now + 60 * minute)])
    const count = async (notBegun: boolean) => {
      const answer = await graphql<RangeData>(
        app().url,
        `query($from: DateTime!, $notBegun: Boolean) { viewer { calendarMeetups(from: $from, notBegun: $notBegun) { totalCount edges { node { description startTime } } } } }`,
        { from: new Date(now - 60 * minute).toISOString(), notBegun },
        olga.cookieHeader,
      )
      expect(answer.errors).toBeUndefined()
      return answer.data?.viewer?.calendarMeetups.totalCount
    }
    expect(await count(false)).toBe(3)
    expect(await count(true)).toBe(2)
  })

  it("answers the gathers of a range by start, on GraphQL and REST alike, and no one else's", async () => {
    const olga = await app().signIn({ displayName: 'Olga' })
    const femi = await app().signIn({ displayName: 'Femi' })
    const [, feb28, mar1, mar31, , hidden] = await gathers(olga.userId, [
      utc('2031-02-27T12:00:00'),
      utc('2031-02-28T23:59:00'),
      utc('2031-03-01T00:00:00'),
      utc('2031-03-31T20:00:00'),
      utc('2031-04-01T00:00:00'),
      utc('2031-03-15T12:00:00'),
    ])
    await prisma().hiddenMeetup.create({ data: { userId: olga.userId, meetupId: hidden?.id as string } })
    await gathers(olga.userId, [utc('2031-03-10T12:00:00')], 'invited') // not accepted: not hers yet
    await gathers(femi.userId, [utc('2031-03-11T12:00:00')])

    // The grid's weeks around March 2031: from Sunday Feb 23 to the day after Saturday Apr 5 (UTC
    // here); `to` is left out of the range.
    const month = { from: '2031-02-28T00:00:00.000Z', to: '2031-04-01T00:00:00.000Z' }
    const answer = await graphql<RangeData>(app().url, rangeQuery, month, olga.cookieHeader)
    expect(answer.errors).toBeUndefined()
    const expected = [feb28, mar1, mar31].map((g) => g?.description)
    expect(answer.data?.viewer?.calendarMeetups.edges.map((e) => e.node.description)).toEqual(expected)
    expect(answer.data?.viewer?.calendarMeetups.totalCount).toBe(3)

    const shim = await rest(app().url, 'GET', `/api/meetups/calendar?from=${month.from}&to=${month.to}`, {
      cookie: olga.cookieHeader,
    })
    expect(shim.status).toBe(200)
    expect(shim.body.map((m: { description: string }) => m.description)).toEqual(expected)

    // Open-ended: everything from a day on.
    const later = await graphql<RangeData>(app().url, rangeQuery, { from: '2031-03-31T00:00:00Z' }, olga.cookieHeader)
    expect(later.data?.viewer?.calendarMeetups.edges.map((e) => e.node.description)).toEqual([
      mar31?.description,
      'at 2031-04-01T00:00:00.000Z',
    ])
    const laterShim = await rest(app().url, 'GET', '/api/meetups/calendar?from=2031-03-31T00:00:00Z', {
      cookie: olga.cookieHeader,
    })
    expect(laterShim.body).toHaveLength(2)
  })

  it('refuses a range that is not one, with a clear 400 or typed error', async () => {
    const olga = await app().signIn({ displayName: 'Olga' })
    const cookie = olga.cookieHeader
    const bad = async (query: string) => rest(app().url, 'GET', `/api/meetups/calendar${query}`, { cookie })
    expect(await bad('?from=nope')).toMatchObject({
      status: 400,
      body: { message: 'from must be an ISO-8601 date and time' },
    })
    expect(await bad('')).toMatchObject({ status: 400 })
    expect(await bad('?from=2031-03-01T00:00:00Z&to=2031-02-01T00:00:00Z')).toMatchObject({
      status: 400,
      body: { message: 'to must be after from' },
    })
    expect((await rest(app().url, 'GET', '/api/meetups/calendar?from=2031-03-01T00:00:00Z')).status).toBe(401)
    const backwards = await graphql<RangeData>(
      app().url,
      rangeQuery,
      { from: '2031-03-01T00:00:00Z', to: '2031-03-01T00:00:00Z' },
      cookie,
    )
    expect(backwards.errors?.[0]?.message).toBe('to must be after from')
  })
})
