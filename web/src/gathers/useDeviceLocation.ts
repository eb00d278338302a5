// The device's position for "use my current location" (low accuracy, 30 s
// timeout, 60 s cache). Asked only when the person asks for it.
import { useCallback, useState } from 'react'

export interface DeviceLocation {
  latitude: number | null
  longitude: number | null
  error: string | null
  loading: boolean
}

/** A failed position as the person should read it: what happened and what they can do instead. */
export class DeviceLocationError extends Error {
  constructor(
    message: string,
    readonly reason: 'unsupported' | 'denied' | 'unavailable' | 'timeout',
  ) {
    super(message)
  }
}

/** GeolocationPositionError codes: 1 permission denied, 2 position unavailable, 3 timeout. */
export function deviceLocationError(code: number | null): DeviceLocationError {
  if (code === null) return new DeviceLocationError('Geolocation not supported', 'unsupported')
  if (code === 1) {
    return new DeviceLocationError(
      'Location access is blocked. Allow it for this site in your browser settings, or search for a place.',
      'denied',
    )
  }
  if (code === 3) {
    return new DeviceLocationError('Finding your location took too long. Try again, or search for a place.', 'timeout')
  }
  return new DeviceLocationError(
    'Your location is unavailable right now. Try again, or search for a place.',
    'unavailable',
  )
}

export function useDeviceLocation() {
  const [state, setState] = useState<DeviceLocation>({ latitude: null, longitude: null, error: null, loading: false })
  const request = useCallback(
    () =>
      new Promise<{ latitude: number; longitude: number }>((resolve, reject) => {
        if (!('geolocation' in navigator)) {
          const error = deviceLocationError(null)
          setState((s) => ({ ...s, error: error.message, loading: false }))
          return reject(error)
        }
        setState((s) => ({ ...s, loading: true, error: null }))
        navigator.geolocation.getCurrentPosition(
          ({ coords }) => {
            setState({ latitude: coords.latitude, longitude: coords.longitude, error: null, loading: false })
            resolve({ latitude: coords.latitude, longitude: coords.longitude })
          },
          (failure) => {
            const error = deviceLocationError(failure.code)
            setState((s) => ({ ...s, error: error.message, loading: false }))
            reject(error)
          },
          { enableHighAccuracy: false, timeout: 30_000, maximumAge: 60_000 },
        )
      }),
    [],
  )
  return { ...state, request }
}
