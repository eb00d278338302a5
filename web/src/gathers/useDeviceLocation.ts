// The device's position for "use my current location" (spec 000 section 7: low accuracy, 30 s
// timeout, 60 s cache). Asked only when the person asks for it.
import { useCallback, useState } from 'react'

export interface DeviceLocation {
  latitude: number | null
  longitude: number | null
  error: string | null
  loading: boolean
}

export function useDeviceLocation() {
  const [state, setState] = useState<DeviceLocation>({ latitude: null, longitude: null, error: null, loading: false })
  const request = useCallback(
    () =>
      new Promise<{ latitude: number; longitude: number }>((resolve, reject) => {
        if (!('geolocation' in navigator)) {
          const error = 'Geolocation not supported'
          setState((s) => ({ ...s, error, loading: false }))
          return reject(new Error(error))
        }
        setState((s) => ({ ...s, loading: true, error: null }))
        navigator.geolocation.getCurrentPosition(
          ({ coords }) => {
            setState({ latitude: coords.latitude, longitude: coords.longitude, error: null, loading: false })
            resolve({ latitude: coords.latitude, longitude: coords.longitude })
          },
          (failure) => {
            setState((s) => ({ ...s, error: failure.message, loading: false }))
            reject(new Error(failure.message || 'Location unavailable'))
          },
          { enableHighAccuracy: false, timeout: 30_000, maximumAge: 60_000 },
        )
      }),
    [],
  )
  return { ...state, request }
}
