import { describe, expect, it } from 'vitest'
import {
  calendarVariables,
  eventTime,
  firstEventByDay,
  groupUpcoming,
  monthGrid,
  monthParam,
  parseMonth,
  upcomingCount,
} from './calendar'

/** A local date and time (the calendar groups in the browser's zone). */
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min)
const event = (name: string, start: Date | null) => ({ name, startTime: start?.toISOString() ?? null })
const titles = (groups: ReturnType<typeof groupUpcoming<ReturnType<typeof event>>>) =>
  groups.map((g) => [g.title, g.events.map((e) => e.name)])

describe('calendar grouping (weeks start on Sunday)', () => {
  it('on a Saturday evening: later today, tomorrow Sunday starts next week, so nothing is "This Week"', () => {
    const now = at(2026, 11, 28, 18) // Saturday
    const events = [
      event('monday', at(2026, 11, 30, 9)),
      event('tonight', at(2026, 11, 28, 20)),
      event('earlier today', at(2026, 11, 28, 17)),
      event('undated', null),
      event('sunday', at(2026, 11, 29, 10)),
      event('last week', at(2026, 11, 21, 10)),
    ]
    expect(titles(groupUpcoming(events, now))).toEqual([
      ['Today', ['tonight']],
      ['Tomorrow', ['sunday']],
      ['Later', ['monday']],
    ])
  })

  it('on a Sunday: the rest of the week up to Saturday night is "This Week", the next Sunday is Later', () => {
    const now = at(2026, 11, 22, 9) // Sunday
    const events = [
      event('next sunday', at(2026, 11, 29, 0, 0)),
      event('saturday late', at(2026, 11, 28, 23, 59)),
      event('tuesday', at(2026, 11, 24, 19)),
      event('monday', at(2026, 11, 23, 8)),
      event('midnight tonight', at(2026, 11, 23, 0, 0)),
      event('now', now),
    ]
    expect(titles(groupUpcoming(events, now))).toEqual([
      ['Today', ['now']],
      ['Tomorrow', ['midnight tonight', 'monday']],
      ['This Week', ['tuesday', 'saturday late']],
      ['Later', ['next sunday']],
    ])
  })

  it('across the end of a month and of a year', () => {
    const monday = at(2026, 11, 30, 10) // Monday, the last day of November
    expect(
      titles(
        groupUpcoming(
          [
            event('sun dec 6', at(2026, 12, 6, 10)),
            event('sat dec 5', at(2026, 12, 5, 10)),
            event('wed dec 2', at(2026, 12, 2, 10)),
            event('tue dec 1', at(2026, 12, 1, 10)),
          ],
          monday,
        ),
      ),
    ).toEqual([
      ['Tomorrow', ['tue dec 1']],
      ['This Week', ['wed dec 2', 'sat dec 5']],
      ['Later', ['sun dec 6']],
    ])
    const newYearsEve = at(2026, 12, 31, 23, 30) // Thursday
    expect(
      titles(
        groupUpcoming(
          [
            event('jan 3', at(2027, 1, 3, 9)),
            event('jan 2', at(2027, 1, 2, 9)),
            event('jan 1', at(2027, 1, 1, 0, 30)),
            event('23:45', at(2026, 12, 31, 23, 45)),
          ],
          newYearsEve,
        ),
      ),
    ).toEqual([
      ['Today', ['23:45']],
      ['Tomorrow', ['jan 1']],
      ['This Week', ['jan 2']],
      ['Later', ['jan 3']],
    ])
  })

  it('has no headings at all without upcoming events', () => {
    expect(groupUpcoming([event('past', at(2020, 1, 1)), event('undated', null)], at(2026, 11, 22))).toEqual([])
  })

  it('writes cards like "Monday, Jan 5 • 3:00 PM" and counts "upcoming event(s)"', () => {
    expect(eventTime(at(2026, 1, 5, 15, 0))).toBe('Monday, Jan 5 • 3:00 PM')
    expect(eventTime(at(2026, 11, 28, 9, 5))).toBe('Saturday, Nov 28 • 9:05 AM')
    expect(upcomingCount(1)).toBe('1 upcoming event')
    expect(upcomingCount(0)).toBe('0 upcoming events')
    expect(upcomingCount(3)).toBe('3 upcoming events')
  })
})

describe('month grid (Sunday first)', () => {
  const keys = (weeks: ReturnType<typeof monthGrid>) => weeks.map((w) => [w[0]?.key, w[6]?.key])

  it('starts on the Sunday on or before the 1st and ends on the Saturday on or after the last day', () => {
    // November 2026 begins on a Sunday; December 5 closes its last week.
    expect(keys(monthGrid(2026, 10))).toEqual([
      ['2026-11-01', '2026-11-07'],
      ['2026-11-08', '2026-11-14'],
      ['2026-11-15', '2026-11-21'],
      ['2026-11-22', '2026-11-28'],
      ['2026-11-29', '2026-12-05'],
    ])
    // February 2026: Sunday the 1st to Saturday the 28th, exactly four weeks.
    expect(keys(monthGrid(2026, 1))).toHaveLength(4)
    // August 2026 begins on a Saturday and ends on a Monday: six weeks.
    const august = monthGrid(2026, 7)
    expect(keys(august)[0]).toEqual(['2026-07-26', '2026-08-01'])
    expect(keys(august).at(-1)).toEqual(['2026-08-30', '2026-09-05'])
    expect(august.flat().filter((d) => d.inMonth)).toHaveLength(31)
    // December 2026 runs into January 2027.
    const december = monthGrid(2026, 11)
    expect(keys(december)[0]).toEqual(['2026-11-29', '2026-12-05'])
    expect(keys(december).at(-1)).toEqual(['2026-12-27', '2027-01-02'])
    expect(december[0]?.[0]?.inMonth).toBe(false)
    expect(december.at(-1)?.[6]?.inMonth).toBe(false)
    for (const week of [...august, ...december]) expect(week.map((d) => d.date.getDay())).toEqual([0, 1, 2, 3, 4, 5, 6])
  })

  it('marks a day with its first upcoming event, which a click opens', () => {
    const now = at(2026, 11, 22, 9)
    const byDay = firstEventByDay(
      [event('late', at(2026, 11, 24, 20)), event('early', at(2026, 11, 24, 8)), event('past', at(2026, 11, 21, 8))],
      now,
    )
    expect([...byDay.keys()]).toEqual(['2026-11-24'])
    expect(byDay.get('2026-11-24')?.name).toBe('early')
  })
})

describe('the month in the URL', () => {
  const now = new Date(2026, 10, 23)
  it('reads ?month=YYYY-MM, and this month when it is missing or not a month', () => {
    expect(parseMonth('2027-01', now)).toEqual({ year: 2027, month: 0 })
    expect(parseMonth(null, now)).toEqual({ year: 2026, month: 10 })
    expect(parseMonth('2026-13', now)).toEqual({ year: 2026, month: 10 })
    expect(parseMonth('soon', now)).toEqual({ year: 2026, month: 10 })
  })
  it('writes it back the same way', () => {
    expect(monthParam(2026, 11)).toBe('2026-12')
    expect(parseMonth(monthParam(2027, 4), now)).toEqual({ year: 2027, month: 4 })
  })
})

describe('what the calendar asks the server for', () => {
  it("the weeks the grid shows of the URL's month, and today", () => {
    const now = at(2026, 11, 26, 15, 30) // Thursday
    // November 2026 starts on a Sunday and ends on a Monday: the grid runs to Saturday Dec 5.
    expect(calendarVariables('2026-11', now)).toEqual({
      today: at(2026, 11, 26, 0).toISOString(),
      from: at(2026, 11, 1, 0).toISOString(),
      to: at(2026, 12, 6, 0).toISOString(),
    })
    // February 2027 starts on a Monday: the grid begins on Sunday Jan 31.
    expect(calendarVariables('2027-02', now)).toMatchObject({
      from: at(2027, 1, 31, 0).toISOString(),
      to: at(2027, 3, 7, 0).toISOString(),
    })
    // No month, or a bad one: this month; the same all day long.
    expect(calendarVariables(null, now)).toEqual(calendarVariables('2026-13', at(2026, 11, 26, 23, 59)))
  })

  it('when today is the last day drawn, up to the end of tomorrow (the Tomorrow heading)', () => {
    const saturday = at(2026, 10, 31, 15) // October 2026's grid ends on Saturday Oct 31
    expect(calendarVariables('2026-10', saturday)).toMatchObject({
      from: at(2026, 9, 27, 0).toISOString(),
      to: at(2026, 11, 2, 0).toISOString(),
    })
    // A month that does not draw today keeps to its weeks.
    expect(calendarVariables('2026-09', saturday)).toMatchObject({ to: at(2026, 10, 4, 0).toISOString() })
  })
})
