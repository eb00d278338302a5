// The map and the People list of the live screen: everyone's marker and row, their
// status, distance to the venue, last seen time, and a stale look when a position is old. The
// list is the arrival board: soonest arrival first, each with their ETA; the
// organiser gets a toast as people arrive. The manage screen shows the board alone.
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { graphql, useFragment } from 'react-relay'
import type { LiveBoard_meetup$key } from '../__generated__/LiveBoard_meetup.graphql'
import type { LiveBoard_participants$key } from '../__generated__/LiveBoard_participants.graphql'
import { Avatar } from '../components/Avatars'
import { personName } from '../gathers/format'
import { useToast } from '../toast/ToastProvider'
import { byArrival, etaText, newArrivals } from './eta-board'
import { formatDistance, formatLastSeen, haversineMiles, isStale, participantLabel, recordUpdate } from './format'
import { LazyLiveMap } from './LazyLiveMap'
import { formatAge, isApproximate, noPositionNote, sharingNote } from './sharing/sharing'
import type { LivePerson } from './types'
import './live.css'
import './screen.css'

/** Re-renders every `ms`, so that 'last seen' and stale looks follow the clock. */
function useNow(ms: number) {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms)
    return () => clearInterval(timer)
  }, [ms])
  return now
}

/** Toasts "Ana arrived" when someone's status becomes Here while the screen is open. */
function useArrivalToasts(people: readonly { id: string; status: string; name: string }[], enabled: boolean) {
  const toast = useToast()
  const seen = useRef<Map<string, string> | null>(null)
  useEffect(() => {
    const arrived = newArrivals(seen.current, people)
    seen.current = new Map(people.map((p) => [p.id, p.status]))
    if (!enabled) return
    for (const person of arrived) toast({ title: `${person.name} arrived` })
  }, [people, enabled, toast])
}

const lastSeenClock = (at: string, timeZone?: string) =>
  new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) })

export function LiveBoard(props: {
  meetup: LiveBoard_meetup$key
  mapStyleUrl: string
  /** The device's own latest fix: the viewer's marker follows it without waiting for the echo. */
  ownPosition: { lat: number; lon: number } | null
  canSeePositions: boolean
  /** Shown between the map and the People list (the viewer's sharing): it never moves the map. */
  children?: ReactNode
  /** The manage screen: the board alone, under its own heading. */
  boardOnly?: boolean
  /** The zone ETAs are shown in (the manage screen's display zone); the device's by default. */
  timeZone?: string
}) {
  const meetup = useFragment(
    graphql`
      fragment LiveBoard_meetup on Meetup {
        locationName
        location { lat lon }
        viewerParticipant { id }
        participants(first: 100) @connection(key: "LiveBoard_participants") {
          __id
          totalCount
          edges { node { ...LiveBoard_participants } }
        }
      }
    `,
    props.meetup,
  )
  const people = useFragment<LiveBoard_participants$key>(
    graphql`
      fragment LiveBoard_participants on Participant @relay(plural: true) {
        id
        databaseId
        invitationStatus
        status
        lastUpdated
        seenHereAt
        locationSequence
        isOrganiser
        location { lat lon }
        sharing { state since precision }
        eta { basis arrivesAt lateMinutes }
        user { id initials displayName firstName lastName gatherId }
      }
    `,
    meetup.participants.edges.map((edge) => edge.node),
  )
  const now = useNow(15_000)
  // Each person's recent update times, for their own stale threshold (recording is idempotent,
  // so doing it while rendering is safe).
  const history = useRef(new Map<string, number[]>())
  for (const person of people) {
    if (!person.lastUpdated) continue
    const at = Date.parse(person.lastUpdated)
    history.current.set(person.id, recordUpdate(history.current.get(person.id) ?? [], at))
  }

  const viewerId = meetup.viewerParticipant?.id
  const venue = meetup.location ? { ...meetup.location, name: meetup.locationName } : null
  const positionOf = (person: (typeof people)[number]) =>
    person.id === viewerId && props.ownPosition ? props.ownPosition : (person.location ?? null)
  const onMap: LivePerson[] = people.flatMap((person) => {
    const at = positionOf(person)
    if (!at) return []
    const own = person.id === viewerId && props.ownPosition !== null
    return [
      {
        id: person.id,
        name: personName(person.user),
        initials: person.user.initials,
        lat: at.lat,
        lon: at.lon,
        stale: !own && isStale(person.lastUpdated, history.current.get(person.id), now),
        isViewer: person.id === viewerId,
        age: own ? 'just now' : formatAge(person.lastUpdated, now),
        note: own ? null : sharingNote(person.sharing),
        approximate: !own && isApproximate(person.sharing),
      },
    ]
  })

  // The arrival board orders by ETA; the live screen's list only puts those here first, so that
  // rows do not move under the reader's finger as estimates change.
  const rows = byArrival(people, { byTime: props.boardOnly === true })
  const isOrganiser = people.some((p) => p.id === viewerId && p.isOrganiser)
  // Others' arrivals: your own is no news to you.
  const statuses = useMemo(
    () =>
      people.filter((p) => p.id !== viewerId).map((p) => ({ id: p.id, status: p.status, name: personName(p.user) })),
    [people, viewerId],
  )
  useArrivalToasts(statuses, isOrganiser && props.canSeePositions)
  const titleId = props.boardOnly ? 'arrivals-title' : 'people-title'

  return (
    <>
      {props.canSeePositions && !props.boardOnly ? (
        <LazyLiveMap styleUrl={props.mapStyleUrl} venue={venue} people={onMap} className="live-screen-map" />
      ) : null}
      {props.boardOnly ? null : props.children}
      <section className="section people" aria-labelledby={titleId}>
        <h2 id={titleId} className="section-title">
          {props.boardOnly ? 'Arrivals' : 'People'}{' '}
          <span className="count-badge">{meetup.participants.totalCount}</span>
        </h2>
        <ul className="people-list">
          {rows.map((person) => {
            const at = positionOf(person)
            const stale = at !== null && isStale(person.lastUpdated, history.current.get(person.id), now)
            // Here is the status already: no second "Here" as the ETA.
            const eta = person.eta && person.eta.basis !== 'here' ? etaText(person.eta, now, props.timeZone) : null
            return (
              <li key={person.id} className={`person-row${stale ? ' person-stale' : ''}`}>
                <Avatar id={person.user.id} initials={person.user.initials} name={personName(person.user)} />
                <div className="person-main">
                  <div className="person-name">
                    {personName(person.user)}
                    {person.id === viewerId && <span className="muted"> (you)</span>}
                    {person.isOrganiser && <span className="tag">Organiser</span>}
                  </div>
                  <div className="person-status">
                    <span className={`status-label status-${person.status.toLowerCase()}`}>
                      {participantLabel(person)}
                    </span>
                    {eta?.late && <span className="late-alert">{eta.late}</span>}
                    {/* No longer Here (walked away, or the phone went quiet): when they last were. */}
                    {person.seenHereAt && person.status !== 'HERE' && (
                      <span className="muted">Last seen here {lastSeenClock(person.seenHereAt, props.timeZone)}</span>
                    )}
                  </div>
                  {eta && (
                    <div className="person-eta small">
                      {eta.headline}
                      {eta.detail && <span className="muted"> · {eta.detail}</span>}
                    </div>
                  )}
                </div>
                <div className="person-where">
                  {at && venue ? (
                    <strong className="person-distance">{formatDistance(haversineMiles(at, venue))}</strong>
                  ) : null}
                  {/* Who shares and since when: for those who see positions (visitors see statuses). */}
                  {props.canSeePositions && (
                    <span className="muted small">
                      {sharingNote(person.sharing) ??
                        (person.lastUpdated ? formatLastSeen(person.lastUpdated, now) : noPositionNote(person.sharing))}
                      {at && person.id !== viewerId && isApproximate(person.sharing) ? ' · approximate' : null}
                    </span>
                  )}
                </div>
              </li>
            )
          })}
        </ul>
        {meetup.participants.totalCount > people.length && (
          <p className="muted small">and {meetup.participants.totalCount - people.length} more</p>
        )}
      </section>
    </>
  )
}
