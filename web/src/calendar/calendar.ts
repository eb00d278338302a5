// The calendar's rules, in the browser's time zone:
// upcoming events only (past and undated ones omitted), ascending; groups Today, Tomorrow, This
// Week (weeks start on Sunday) and Later; and a Sunday-first month grid.

export interface CalendarEvent {
  startTime: string | null | undefined
}

export type GroupTitle = 'Today' | 'Tomorrow' | 'This Week' | 'Later'

/** Local midnight of the day of `date`. */
export const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate())

/** Local midnight `days` calendar days after `date`'s day (daylight-saving safe). */
export const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days)

/** Local midnight of the Sunday that starts `date`'s week. */
export const startOfWeek = (date: Date) => addDays(date, -date.getDay())

/** '2026-11-28' for the local day of `date`. */
export function dayKey(date: Date) {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

/** Events that have not started yet, soonest first; undated ones are left out. */
export function upcoming<T extends CalendarEvent>(events: readonly T[], now: Date): T[] {
  return events
    .filter((event) => event.startTime != null && new Date(event.startTime).getTime() >= now.getTime())
    .sort((a, b) => new Date(a.startTime as string).getTime() - new Date(b.startTime as string).getTime())
}

/** Which heading an upcoming event goes under. */
export function groupOf(start: Date, now: Date): GroupTitle {
  const today = startOfDay(now)
  const tomorrow = addDays(today, 1)
  if (start < tomorrow) return 'Today'
  if (start < addDays(today, 2)) return 'Tomorrow'
  if (start < addDays(startOfWeek(today), 7)) return 'This Week'
  return 'Later'
}

/** The upcoming events under their headings, in the spec's order; empty headings are left out. */
export function groupUpcoming<T extends CalendarEvent>(events: readonly T[], now: Date) {
  const order: GroupTitle[] = ['Today', 'Tomorrow', 'This Week', 'Later']
  const groups = new Map<GroupTitle, T[]>(order.map((title) => [title, []]))
  for (const event of upcoming(events, now)) groups.get(groupOf(new Date(event.startTime as string), now))?.push(event)
  return order.flatMap((title) => {
    const list = groups.get(title) ?? []
    return list.length ? [{ title, events: list }] : []
  })
}

export interface GridDay {
  date: Date
  key: string
  inMonth: boolean
}

/** The weeks (Sunday to Saturday) that show `month` (0–11) of `year`, with the days around it. */
export function monthGrid(year: number, month: number): GridDay[][] {
  const first = new Date(year, month, 1)
  const last = new Date(year, month + 1, 0)
  const weeks: GridDay[][] = []
  for (let day = startOfWeek(first); day <= last; ) {
    const week: GridDay[] = []
    for (let i = 0; i < 7; i++, day = addDays(day, 1)) {
      week.push({ date: day, key: dayKey(day), inMonth: day.getMonth() === month })
    }
    weeks.push(week)
  }
  return weeks
}

/** The first upcoming event of each local day, by day key. */
export function firstEventByDay<T extends CalendarEvent>(events: readonly T[], now: Date): Map<string, T> {
  const byDay = new Map<string, T>()
  for (const event of upcoming(events, now)) {
    const key = dayKey(new Date(event.startTime as string))
    if (!byDay.has(key)) byDay.set(key, event)
  }
  return byDay
}

/** 'Monday, Jan 5 • 3:00 PM' in the browser's zone. */
export function eventTime(value: string | Date) {
  const date = new Date(value)
  const day = date.toLocaleDateString('en-US', { weekday: 'long', month: 'short', day: 'numeric' })
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })
  return `${day} • ${time}`
}

/** '{n} upcoming event(s)'. */
export const upcomingCount = (n: number) => `${n} upcoming ${n === 1 ? 'event' : 'events'}`

/** 'November 2026'. */
export const monthTitle = (year: number, month: number) =>
  new Date(year, month, 1).toLocaleDateString('en-US', { month: 'long', year: 'numeric' })

export const weekdayInitials = ['S', 'M', 'T', 'W', 'T', 'F', 'S'] as const
export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** The month shown, from the URL's ?month=2026-11 (so Back restores it); this month when absent or bad. */
export function parseMonth(value: string | null, now: Date): { year: number; month: number } {
  const match = value ? /^(\d{4})-(\d{2})$/.exec(value) : null
  const month = match ? Number(match[2]) - 1 : -1
  if (!match || month < 0 || month > 11) return { year: now.getFullYear(), month: now.getMonth() }
  return { year: Number(match[1]), month }
}

/** '2026-11' for November 2026 (month is 0-based, like Date's). */
export const monthParam = (year: number, month: number) => `${year}-${String(month + 1).padStart(2, '0')}`

/**
 * What the calendar asks the server for, one month at a time: the gathers of the weeks the month
 * grid shows (`from`, `to`: the first and the day after the last day drawn; when today is drawn,
 * at least up to the end of tomorrow, so the Tomorrow heading is whole), which also make the
 * upcoming lists; and `today`, from which the server counts those not begun for '{n} upcoming
 * events'. Whole local days, so the variables stay the same all day.
 */
export function calendarVariables(monthValue: string | null, now: Date) {
  const shown = parseMonth(monthValue, now)
  const weeks = monthGrid(shown.year, shown.month)
  const today = startOfDay(now)
  const first = weeks[0]?.[0]?.date ?? today
  const afterGrid = addDays(weeks.at(-1)?.at(-1)?.date ?? today, 1)
  const todayDrawn = today >= first && today < afterGrid
  const afterTomorrow = addDays(today, 2)
  return {
    today: today.toISOString(),
    from: first.toISOString(),
    to: (todayDrawn && afterTomorrow > afterGrid ? afterTomorrow : afterGrid).toISOString(),
  }
}
