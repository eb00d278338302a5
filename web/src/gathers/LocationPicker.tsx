// 'Select Location' (spec 000 section 2): search through our server with a 500 ms debounce, at
// most 5 results, 'No locations found', or the device's position named by reverse lookup.
import { useEffect, useRef, useState } from 'react'
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay'
import type { LocationPickerReverseQuery } from '../__generated__/LocationPickerReverseQuery.graphql'
import type { LocationPickerSearchQuery } from '../__generated__/LocationPickerSearchQuery.graphql'
import { Dialog } from '../components/Dialog'
import { Icon } from '../components/Icon'
import { useToast } from '../toast/ToastProvider'
import { useDeviceLocation } from './useDeviceLocation'

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
      ... on QuerySearchPlacesSuccess { data { name address lat lon } }
    }
  }
`
const reverseQuery = graphql`
  query LocationPickerReverseQuery($lat: Float!, $lon: Float!) {
    reverseGeocode(lat: $lat, lon: $lon) {
      __typename
      ... on QueryReverseGeocodeSuccess { data { name address } }
    }
  }
`
export const searchDebounceMs = 500

export function LocationPicker(props: { onSelect: (place: ChosenPlace) => void; onClose: () => void }) {
  const environment = useRelayEnvironment()
  const toast = useToast()
  const device = useDeviceLocation()
  const [text, setText] = useState('')
  const [results, setResults] = useState<ChosenPlace[] | null>(null)
  const [searching, setSearching] = useState(false)
  const latest = useRef(0)

  useEffect(() => {
    const query = text.trim()
    const ticket = ++latest.current
    if (!query) {
      setResults(null)
      setSearching(false)
      return
    }
    setSearching(true)
    const timer = setTimeout(() => {
      fetchQuery<LocationPickerSearchQuery>(environment, searchQuery, { query }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then(
          (data) => (data?.searchPlaces.__typename === 'QuerySearchPlacesSuccess' ? [...data.searchPlaces.data] : []),
          () => [], // a failed search is an empty list (spec 000 section 8)
        )
        .then((places) => {
          if (ticket !== latest.current) return
          setResults(places.map((p) => ({ name: p.name, address: p.address, lat: p.lat, lon: p.lon })))
          setSearching(false)
        })
    }, searchDebounceMs)
    return () => clearTimeout(timer)
  }, [text, environment])

  const pickCurrentLocation = async () => {
    try {
      const { latitude: lat, longitude: lon } = await device.request()
      const data = await fetchQuery<LocationPickerReverseQuery>(environment, reverseQuery, { lat, lon })
        .toPromise()
        .catch(() => null)
      const place = data?.reverseGeocode.__typename === 'QueryReverseGeocodeSuccess' ? data.reverseGeocode.data : null
      props.onSelect({ name: place?.name ?? 'Current Location', address: place?.address || null, lat, lon })
    } catch (error) {
      toast({
        title: 'Location unavailable',
        description: (error as Error).message || 'Geolocation not supported',
        variant: 'destructive',
      })
    }
  }

  return (
    <Dialog title="Select Location" onClose={props.onClose} className="picker-dialog">
      <label className="field">
        <span className="visually-hidden">Search for a place</span>
        <input
          type="search"
          placeholder="Search for a place or address"
          value={text}
          autoFocus
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <button type="button" className="picker-current" onClick={pickCurrentLocation} disabled={device.loading}>
        <Icon name="locate" /> {device.loading ? 'Finding your location...' : 'Use my current location'}
      </button>
      <div className="picker-results" aria-live="polite">
        {searching ? (
          <div className="picker-status">
            <span className="spinner small-spinner" aria-hidden="true" /> Searching...
          </div>
        ) : results === null ? (
          <p className="picker-status muted">Type a place, an address or a venue to search.</p>
        ) : results.length === 0 ? (
          <p className="picker-status muted">No locations found</p>
        ) : (
          <ul className="picker-list">
            {results.map((place) => (
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
