// How the manage screen reads times (spec 001 sections 2, 4 and 9): in the display time zone,
// America/Phoenix, whatever the device's zone; the edit inputs take a date and time there too.

export const displayTimeZone = 'America/Phoenix'

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: displayTimeZone,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})
const dateOnly = new Intl.DateTimeFormat('en-US', {
  timeZone: displayTimeZone,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
})

/** 'Tue, Dec 1, 2026, 3:00 PM': short weekday, month, day, year, 12-hour time, in Phoenix. */
export const phoenixDateTime = (value: string | Date) => dateTime.format(new Date(value))

/** 'Dec 1, 2026' in Phoenix (created, invited and expiry dates). */
export const phoenixDate = (value: string | Date) => dateOnly.format(new Date(value))

/** Expired: expirationTime exists and is at or before now (spec 001 section 4). */
export const isExpiredAt = (expirationTime: string | null | undefined, now: number) =>
  expirationTime != null && new Date(expirationTime).getTime() <= now

/** 'Xh Ym left', 'Ym left', or 'Expired' once the remaining time is zero or less. */
export function timeLeft(expirationTime: string | Date, now: number): string {
  const ms = new Date(expirationTime).getTime() - now
  if (ms <= 0) return 'Expired'
  const minutes = Math.floor(ms / 60_000)
  const hours = Math.floor(minutes / 60)
  return hours > 0 ? `${hours}h ${minutes % 60}m left` : `${minutes}m left`
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The wall-clock parts of an instant in a time zone. */
function partsIn(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant))
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  }
}

/** The date and time inputs' values ('2026-12-01', '15:00') for an instant, in the display zone. */
export function zonedInputs(value: string | Date, timeZone = displayTimeZone) {
  const p = partsIn(new Date(value).getTime(), timeZone)
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` }
}

/** The instant (ISO) of a date and time typed in the display zone, or null when they are not valid. */
export function zonedInstant(date: string, time: string, timeZone = displayTimeZone): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const t = /^(\d{2}):(\d{2})$/.exec(time)
  if (!d || !t) return null
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]))
  if (Number.isNaN(wall)) return null
  // The zone's offset at that moment, measured twice in case the first guess crossed a change.
  let instant = wall
  for (let i = 0; i < 2; i++) {
    const p = partsIn(instant, timeZone)
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
    instant = wall - (shown - instant)
  }
  return new Date(instant).toISOString()
}
