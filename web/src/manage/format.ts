// How the manage screen reads times: in the display time zone
// (DISPLAY_TIME_ZONE on the server, America/Phoenix by default as the spec says) whatever the
// device's zone, each time labelled with the zone's short name; the edit inputs take a date and
// time in that zone too.

export const defaultDisplayTimeZone = 'America/Phoenix'

const formats = new Map<string, { dateTime: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>()
function formatsFor(timeZone: string) {
  let found = formats.get(timeZone)
  if (!found) {
    found = {
      dateTime: new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }),
      date: new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' }),
    }
    formats.set(timeZone, found)
  }
  return found
}

/** 'Tue, Dec 1, 2026, 3:00 PM MST': short weekday, month, day, year, 12-hour time and the zone. */
export const zonedDateTime = (value: string | Date, timeZone = defaultDisplayTimeZone) =>
  formatsFor(timeZone).dateTime.format(new Date(value))

/** 'Dec 1, 2026' in the display zone (created and invited dates). */
export const zonedDate = (value: string | Date, timeZone = defaultDisplayTimeZone) =>
  formatsFor(timeZone).date.format(new Date(value))

/** The zone's short name at an instant: 'MST' for America/Phoenix, 'GMT+1' for Europe/Berlin in winter. */
export function zoneShortName(timeZone = defaultDisplayTimeZone, at: string | Date | number = Date.now()) {
  const parts = formatsFor(timeZone).dateTime.formatToParts(new Date(at))
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone
}

/** Expired: expirationTime exists and is at or before now. */
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
export function zonedInputs(value: string | Date, timeZone = defaultDisplayTimeZone) {
  const p = partsIn(new Date(value).getTime(), timeZone)
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` }
}

/** The instant (ISO) of a date and time typed in the display zone, or null when they are not valid. */
export function zonedInstant(date: string, time: string, timeZone = defaultDisplayTimeZone): string | null {
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
