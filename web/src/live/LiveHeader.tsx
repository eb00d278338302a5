// The live screen's header: back link, description, date and time, weather, and the
// manage button for the organiser; then the venue's name and address.
import { graphql, useFragment } from 'react-relay'
import { Link } from 'react-router-dom'
import type { LiveHeader_meetup$key } from '../__generated__/LiveHeader_meetup.graphql'
import { WeatherIcon } from '../components/WeatherIcon'
import { gatherTitle } from '../gathers/format'
import './live.css'
import './screen.css'

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })

export function LiveHeader(props: { meetup: LiveHeader_meetup$key }) {
  const meetup = useFragment(
    graphql`
      fragment LiveHeader_meetup on Meetup {
        databaseId
        description
        startTime
        locationName
        locationAddress
        weatherTemp
        weatherIcon
        weatherCondition
        isOrganiser
      }
    `,
    props.meetup,
  )
  return (
    <header className="live-header">
      <div className="live-header-top">
        <Link to="/" className="back-link" aria-label="Back to home">
          ←
        </Link>
        <div className="live-title">
          <h1>{gatherTitle(meetup.description)}</h1>
          <p className="muted live-when">
            <span>{meetup.startTime ? when(meetup.startTime) : 'No time set'}</span>
            {meetup.weatherTemp !== null && meetup.weatherTemp !== undefined && (
              <span className="weather">
                <WeatherIcon icon={meetup.weatherIcon} label={meetup.weatherCondition} />
                {meetup.weatherTemp}°F{meetup.weatherCondition ? ` ${meetup.weatherCondition}` : ''}
              </span>
            )}
          </p>
        </div>
        {meetup.isOrganiser && (
          <Link to={`/meetup/${meetup.databaseId}/manage`} className="button button-small manage-button">
            Manage
          </Link>
        )}
      </div>
      <div className="live-venue">
        <strong>{meetup.locationName}</strong>
        {meetup.locationAddress && <span className="muted small block">{meetup.locationAddress}</span>}
      </div>
    </header>
  )
}
