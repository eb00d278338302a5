// 'Select Location': search through our server with a 500 ms debounce, at
// most 5 results, 'No locations found', or the device's position named by reverse lookup. A
// geocoder outage is said as such (not 'No locations found'), and finding the device's position
// shows its progress and says plainly why it failed.
import { useEffect, useRef, useState } from 'react'
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay'
import type { LocationPickerReverseQuery } from '../__generated__/LocationPickerReverseQuery.graphql'
import type { LocationPickerSearchQuery } from '../__generated__/LocationPickerSearchQuery.graphql'
import { Dialog } from '../components/Dialog'
import { Icon } from '../components/Icon'
import { DeviceLocationError, useDeviceLocation } from './useDeviceLocation'

export interface ChosenPlace {
  name: string
  address: string | null
  lat: number
  lon: number
}

const searchQuery = graphql`
  query LocationPickerSearchQuery($query: String!) {
    searchPlaces(query: $query) {
      __typename
      ... on SearchPlacesPayload { data { name address lat lon } }
      ... on Error { message }
    }
  }
`
const reverseQuery = graphql`
  query LocationPickerReverseQuery($lat: Float!, $lon: Float!) {
    reverseGeocode(lat: $lat, lon: $lon) {
      __typename
      ... on ReverseGeocodePayload { data { name address } }
    }
  }
`
export const searchDebounceMs = 500
export const searchUnavailable = 'Place search is unavailable right now. Try again, or use your current location.'

type Search =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; places: ChosenPlace[] }
  | { kind: 'failed'; message: string }

type Locating = { kind: 'idle' } | { kind: 'locating' } | { kind: 'naming' } | { kind: 'failed'; message: string }

export function LocationPicker(props: { onSelect: (place: ChosenPlace) => void; onClose: () => void }) {
  const environment = useRelayEnvironment()
  const device = useDeviceLocation()
  const [text, setText] = useState('')
  const [attempt, setAttempt] = useState(0)
  const [search, setSearch] = useState<Search>({ kind: 'idle' })
  const [locating, setLocating] = useState<Locating>({ kind: 'idle' })
  const latest = useRef(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the same search (Try again)
  useEffect(() => {
    const query = text.trim()
    const ticket = ++latest.current
    if (!query) {
      setSearch({ kind: 'idle' })
      return
    }
    setSearch({ kind: 'searching' })
    const timer = setTimeout(() => {
      fetchQuery<LocationPickerSearchQuery>(environment, searchQuery, { query }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then(
          (data): Search => {
            const answer = data?.searchPlaces
            if (answer?.__typename === 'SearchPlacesPayload') {
              const places = (answer.data ?? []).map((p) => ({
                name: p.name,
                address: p.address,
                lat: p.lat,
                lon: p.lon,
              }))
              return { kind: 'found', places }
            }
            const limited = answer?.__typename === 'RateLimitError' && 'message' in answer ? answer.message : null
            return { kind: 'failed', message: limited ?? searchUnavailable }
          },
          (): Search => ({ kind: 'failed', message: searchUnavailable }),
        )
        .then((next) => {
          if (ticket === latest.current) setSearch(next)
        })
    }, searchDebounceMs)
    return () => clearTimeout(timer)
  }, [text, attempt, environment])

  const pickCurrentLocation = async () => {
    setLocating({ kind: 'locating' })
    let position: { latitude: number; longitude: number }
    try {
      position = await device.request()
    } catch (error) {
      const message = error instanceof DeviceLocationError ? error.message : 'Geolocation not supported'
      return setLocating({ kind: 'failed', message })
    }
    setLocating({ kind: 'naming' })
    const { latitude: lat, longitude: lon } = position
    const data = await fetchQuery<LocationPickerReverseQuery>(environment, reverseQuery, { lat, lon })
      .toPromise()
      .catch(() => null)
    const place = data?.reverseGeocode.__typename === 'ReverseGeocodePayload' ? data.reverseGeocode.data : null
    setLocating({ kind: 'idle' })
    // A failed lookup still gives the position, named 'Current Location'.
    props.onSelect({ name: place?.name ?? 'Current Location', address: place?.address || null, lat, lon })
  }

  const busyLocating = locating.kind === 'locating' || locating.kind === 'naming'
  return (
    <Dialog title="Select Location" onClose={props.onClose} className="picker-dialog">
      <label className="field">
        <span className="visually-hidden">Search for a place</span>
        <input
          type="search"
          placeholder="Search for a place or address"
          value={text}
          data-autofocus
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <button
        type="button"
        className="picker-current"
        onClick={pickCurrentLocation}
        disabled={busyLocating}
        aria-busy={busyLocating}
      >
        {busyLocating ? <span className="spinner small-spinner" aria-hidden="true" /> : <Icon name="locate" />}{' '}
        {locating.kind === 'locating'
          ? 'Finding your location...'
          : locating.kind === 'naming'
            ? 'Looking up the place...'
            : 'Use my current location'}
      </button>
      {locating.kind === 'failed' && (
        <p className="field-error" role="alert">
          {locating.message}
        </p>
      )}
      <div className="picker-results" aria-live="polite">
        {search.kind === 'searching' ? (
          <div className="picker-status">
            <span className="spinner small-spinner" aria-hidden="true" /> Searching...
          </div>
        ) : search.kind === 'idle' ? (
          <p className="picker-status muted">Type a place, an address or a venue to search.</p>
        ) : search.kind === 'failed' ? (
          <div className="picker-status picker-failed" role="alert">
            <p>{search.message}</p>
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </div>
        ) : search.places.length === 0 ? (
          <p className="picker-status muted">No locations found</p>
        ) : (
          <ul className="picker-list">
            {search.places.map((place) => (
              <li key={`${place.lat},${place.lon},${place.name}`}>
                <button type="button" onClick={() => props.onSelect(place)}>
                  <strong>{place.name}</strong>
                  <span className="muted small">{place.address}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  )
}
