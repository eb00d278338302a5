// A gathering on the dashboard: title, place, time, weather, people and
// creator, the Expired/Live badge, and its actions: add to calendar, delete (organiser of a past
// gathering) or remove from my list (others).
import { useState } from 'react'
import { graphql, useFragment } from 'react-relay'
import { Link } from 'react-router-dom'
import type { GatheringCard_meetup$key } from '../__generated__/GatheringCard_meetup.graphql'
import { Avatars } from '../components/Avatars'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { WeatherIcon } from '../components/WeatherIcon'
import { useDeleteMeetup, useHideMeetup } from '../mutations/MeetupListMutations'
import { useToast } from '../toast/ToastProvider'
import { downloadCalendar } from './download'
import { cardLocation, cardTime, gatherTitle, personName } from './format'
import './gathers.css'

export function GatheringCard(props: {
  meetup: GatheringCard_meetup$key
  connections: string[]
  onChanged: () => void
}) {
  const meetup = useFragment(
    graphql`
      fragment GatheringCard_meetup on Meetup {
        id
        databaseId
        description
        locationName
        startTime
        isExpired
        isLive
        isPast
        isOrganiser
        weatherTemp
        weatherIcon
        weatherCondition
        calendarUrl
        organiser { displayName firstName lastName gatherId }
        participants(first: 4) {
          totalCount
          edges { node { id user { id initials displayName firstName lastName gatherId } } }
        }
      }
    `,
    props.meetup,
  )
  const toast = useToast()
  const [confirm, setConfirm] = useState<'delete' | 'hide' | null>(null)
  const [remove, removing] = useDeleteMeetup()
  const [hide, hiding] = useHideMeetup()
  const expired = meetup.isPast || meetup.isExpired
  const people = meetup.participants.edges.map(({ node }) => ({
    id: node.user.id,
    initials: node.user.initials,
    name: personName(node.user),
  }))

  const addToCalendar = async () => {
    if (!meetup.calendarUrl) return
    try {
      await downloadCalendar(meetup.calendarUrl)
      toast({ title: 'Calendar file downloaded', description: 'Open it to add the gathering to your calendar.' })
    } catch {
      toast({
        title: 'Failed to download calendar',
        description: 'Something went wrong while generating the calendar file',
        variant: 'destructive',
      })
    }
  }

  const onConfirm = async () => {
    const deleting = confirm === 'delete'
    try {
      const result = deleting ? await remove(meetup.id, props.connections) : await hide(meetup.id, props.connections)
      if (!result.ok) throw new Error(result.message)
      setConfirm(null)
      toast({
        title: 'Gathering removed',
        description: deleting
          ? 'The gathering and all its data have been deleted.'
          : 'It is no longer in your list. Others still see it.',
      })
      props.onChanged()
    } catch {
      toast({ title: 'Failed to remove gathering', description: 'Something went wrong', variant: 'destructive' })
    }
  }

  return (
    <article className="card gathering-card">
      <Link to={`/proximity/${meetup.databaseId}`} className="gathering-link">
        <div className="gathering-top">
          <h3>{gatherTitle(meetup.description)}</h3>
          {expired ? (
            <span className="badge badge-expired">Expired</span>
          ) : meetup.isLive ? (
            <span className="badge badge-live">Live</span>
          ) : null}
        </div>
        <p className="gathering-place">{cardLocation(meetup.locationName)}</p>
        <div className="gathering-facts">
          {meetup.startTime && <span>{cardTime(meetup.startTime)}</span>}
          {meetup.weatherTemp !== null && meetup.weatherTemp !== undefined && (
            <span className="weather">
              <WeatherIcon icon={meetup.weatherIcon} label={meetup.weatherCondition} />
              {meetup.weatherTemp}°F{meetup.weatherCondition ? ` · ${meetup.weatherCondition}` : ''}
            </span>
          )}
        </div>
        <div className="gathering-people">
          <Avatars people={people} total={meetup.participants.totalCount} max={4} />
          <span className="muted small">
            {meetup.participants.totalCount} {meetup.participants.totalCount === 1 ? 'person' : 'people'} ·{' '}
            {meetup.isOrganiser ? 'You organise' : `by ${personName(meetup.organiser)}`}
          </span>
        </div>
      </Link>
      <div className="gathering-actions">
        {meetup.calendarUrl && (
          <button type="button" className="chip-button" onClick={addToCalendar}>
            Add to calendar
          </button>
        )}
        {meetup.isOrganiser && expired && (
          <button type="button" className="chip-button chip-danger" onClick={() => setConfirm('delete')}>
            Delete
          </button>
        )}
        {!meetup.isOrganiser && (
          <button type="button" className="chip-button" onClick={() => setConfirm('hide')}>
            Remove from my list
          </button>
        )}
      </div>
      {confirm === 'delete' && (
        <ConfirmDialog
          title="Remove Past Gathering"
          confirmLabel={removing ? 'Removing...' : 'Yes, remove gathering'}
          busy={removing}
          onCancel={() => setConfirm(null)}
          onConfirm={onConfirm}
        >
          This cannot be undone. The gathering and all its data will be permanently deleted.
        </ConfirmDialog>
      )}
      {confirm === 'hide' && (
        <ConfirmDialog
          title="Remove from my list"
          confirmLabel={hiding ? 'Hiding...' : 'Yes, hide from my list'}
          busy={hiding}
          onCancel={() => setConfirm(null)}
          onConfirm={onConfirm}
        >
          The gathering disappears from your list only. The others still see it.
        </ConfirmDialog>
      )}
    </article>
  )
}
