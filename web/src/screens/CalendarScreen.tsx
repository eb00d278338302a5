// Calendar: '{n} upcoming event(s)', a Sunday-first month grid with
// today highlighted and event days marked (a click opens that day's first event), the upcoming
// events of the month shown under Today / Tomorrow / This Week / Later, the empty state, and the
// add button. The month shown is in the URL (?month=2026-11), so Back from an event returns to
// it, and the route asks the server for that month's weeks only: paging months fetches the next
// one, and a person with years of gathers costs no more than one with a few. The count is of all
// those from today on (those not begun, counted by the server).
import { Suspense, useMemo } from 'react'
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import type { CalendarQuery } from '../__generated__/CalendarQuery.graphql'
import type { CalendarScreen_viewer$key } from '../__generated__/CalendarScreen_viewer.graphql'
import {
  dayKey,
  eventTime,
  firstEventByDay,
  groupUpcoming,
  monthGrid,
  monthParam,
  monthTitle,
  parseMonth,
  upcomingCount,
  weekdayInitials,
  weekdayNames,
} from '../calendar/calendar'
import { InDock } from '../components/BottomDock'
import { Icon } from '../components/Icon'
import { Spinner } from '../components/Spinner'
import { gatherTitle } from '../gathers/format'
import { useNow } from '../manage/useNow'
import { CalendarQueryNode } from '../queries/CalendarQuery'
import '../gathers/gathers.css'
import '../calendar/calendar.css'

interface MonthEvent {
  readonly id: string
  readonly description: string
  readonly startTime: string | null | undefined
  readonly databaseId: string
  /** Yours to see as a participant; the id opens the same screen otherwise. */
  readonly shareableLink: string | null | undefined
}

const eventPath = (event: MonthEvent) => `/proximity/${event.shareableLink ?? event.databaseId}`

interface Event extends MonthEvent {
  readonly locationName: string
  readonly participantCount: number
}

/** The grid of the month in the URL; its gathers come with the query (the route asks for that month). */
function MonthGrid(props: { events: readonly MonthEvent[]; now: Date }) {
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const shown = parseMonth(params.get('month'), props.now)
  const byDay = useMemo(() => firstEventByDay(props.events, props.now), [props.events, props.now])
  const today = dayKey(props.now)
  const move = (delta: number) => {
    // From the URL as it is now, not as rendered: the screen shows the month before until the new
    // one has loaded, and a second tap meanwhile moves on from the month the first asked for.
    const current = parseMonth(new URLSearchParams(window.location.search).get('month'), props.now)
    const first = new Date(current.year, current.month + delta, 1)
    // Replaced, not pushed: paging months does not fill the history Back walks through.
    setParams({ month: monthParam(first.getFullYear(), first.getMonth()) }, { replace: true })
  }
  return (
    <section className="card month" aria-label="Month">
      <div className="month-head">
        <button type="button" className="month-nav" aria-label="Previous month" onClick={() => move(-1)}>
          ‹
        </button>
        <h2 aria-live="polite">{monthTitle(shown.year, shown.month)}</h2>
        <button type="button" className="month-nav" aria-label="Next month" onClick={() => move(1)}>
          ›
        </button>
      </div>
      <table className="month-grid">
        <thead>
          <tr>
            {weekdayInitials.map((initial, i) => (
              <th key={weekdayNames[i]} scope="col" abbr={weekdayNames[i]}>
                {initial}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(shown.year, shown.month).map((week) => (
            <tr key={week[0]?.key}>
              {week.map((day) => {
                const event = byDay.get(day.key)
                const label = day.date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' })
                const className = [
                  'day',
                  day.inMonth ? '' : 'day-outside',
                  day.key === today ? 'day-today' : '',
                  event ? 'day-event' : '',
                ].join(' ')
                return (
                  <td key={day.key}>
                    {event ? (
                      <button
                        type="button"
                        className={className}
                        aria-label={`${label}: ${gatherTitle(event.description)}`}
                        aria-current={day.key === today ? 'date' : undefined}
                        onClick={() => navigate(eventPath(event))}
                      >
                        {day.date.getDate()}
                      </button>
                    ) : (
                      <span className={className} aria-current={day.key === today ? 'date' : undefined}>
                        {day.date.getDate()}
                      </span>
                    )}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function EventCardLink({ event }: { event: Event }) {
  return (
    <Link to={eventPath(event)} className="card calendar-event">
      <h3>{gatherTitle(event.description)}</h3>
      <p className="calendar-when">{eventTime(event.startTime as string)}</p>
      <p className="calendar-facts muted small">
        <span>
          <Icon name="pin" /> {event.locationName}
        </span>
        <span>
          {event.participantCount} {event.participantCount === 1 ? 'person' : 'people'}
        </span>
      </p>
    </Link>
  )
}

function Calendar(props: { viewer: CalendarScreen_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment CalendarScreen_viewer on User {
        upcoming: calendarMeetups(from: $today, notBegun: true) {
          totalCount
        }
        month: calendarMeetups(from: $from, to: $to, first: 100) {
          edges {
            node {
              id
              description
              startTime
              databaseId
              shareableLink
              locationName
              participantCount
            }
          }
        }
      }
    `,
    props.viewer,
  )
  const tick = useNow(60_000)
  const now = useMemo(() => new Date(tick), [tick])
  const events = useMemo(() => data.month.edges.map((e) => e.node), [data])
  const groups = useMemo(() => groupUpcoming(events, now), [events, now])
  const count = data.upcoming.totalCount
  return (
    <>
      <p className="muted calendar-count">{upcomingCount(count)}</p>
      <MonthGrid events={events} now={now} />
      {count === 0 ? (
        <section className="card calendar-empty">
          <h2>No upcoming events</h2>
          <p className="muted">Create your first gathering to get started</p>
          <Link to="/create-meetup" className="button button-primary">
            Create Event
          </Link>
        </section>
      ) : (
        groups.map((group) => (
          <section key={group.title} className="section calendar-group" aria-label={group.title}>
            <h2 className="section-title">
              {group.title} <span className="count-badge">{group.events.length}</span>
            </h2>
            <div className="stack">
              {group.events.map((event) => (
                <EventCardLink key={event.id} event={event} />
              ))}
            </div>
          </section>
        ))
      )}
    </>
  )
}

function Loaded(props: { queryRef: PreloadedQuery<CalendarQuery> }) {
  const { viewer } = usePreloadedQuery<CalendarQuery>(CalendarQueryNode, props.queryRef)
  return viewer ? <Calendar viewer={viewer} /> : null
}

export default function CalendarScreen(props: { queryRef: PreloadedQuery<CalendarQuery> | null }) {
  const loading = <Spinner label="Loading..." />
  return (
    <main className="screen calendar">
      <h1>Calendar</h1>
      {props.queryRef ? (
        <Suspense fallback={loading}>
          <Loaded queryRef={props.queryRef} />
        </Suspense>
      ) : (
        loading
      )}
      <InDock>
        <Link to="/create-meetup" className="fab" aria-label="Create gathering">
          +
        </Link>
      </InDock>
    </main>
  )
}
