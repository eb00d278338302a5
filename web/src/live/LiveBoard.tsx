// The map and the People list of the live screen (spec 001): everyone's marker and row, their
// status, distance to the venue, last seen time, and a stale look when a position is old.
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { graphql, useFragment } from 'react-relay'
import type { LiveBoard_meetup$key } from '../__generated__/LiveBoard_meetup.graphql'
import type { LiveBoard_participants$key } from '../__generated__/LiveBoard_participants.graphql'
import { Avatar } from '../components/Avatars'
import { personName } from '../gathers/format'
import { formatDistance, formatLastSeen, haversineMiles, isStale, participantLabel, recordUpdate } from './format'
import { LazyLiveMap } from './LazyLiveMap'
import { formatAge, sharingNote } from './sharing/sharing'
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

export function LiveBoard(props: {
  meetup: LiveBoard_meetup$key
  mapStyleUrl: string
  /** The device's own latest fix: the viewer's marker follows it without waiting for the echo. */
  ownPosition: { lat: number; lon: number } | null
  canSeePositions: boolean
  /** Shown between the map and the People list (the viewer's sharing): it never moves the map. */
  children?: ReactNode
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
        locationSequence
        isOrganiser
        location { lat lon }
        sharing { state since precision }
        travelTime { travelTimeText alert }
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
      },
    ]
  })

  return (
    <>
      {props.canSeePositions ? (
        <LazyLiveMap styleUrl={props.mapStyleUrl} venue={venue} people={onMap} className="live-screen-map" />
      ) : null}
      {props.children}
      <section className="section people" aria-labelledby="people-title">
        <h2 id="people-title" className="section-title">
          People <span className="count-badge">{meetup.participants.totalCount}</span>
        </h2>
        <ul className="people-list">
          {people.map((person) => {
            const at = positionOf(person)
            const stale = at !== null && isStale(person.lastUpdated, history.current.get(person.id), now)
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
                    {person.travelTime?.alert && <span className="late-alert">May arrive late</span>}
                  </div>
                </div>
                <div className="person-where">
                  {at && venue ? (
                    <strong className="person-distance">{formatDistance(haversineMiles(at, venue))}</strong>
                  ) : null}
                  <span className="muted small">
                    {sharingNote(person.sharing) ??
                      (person.lastUpdated ? formatLastSeen(person.lastUpdated, now) : 'Not sharing')}
                  </span>
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
