// Test-only page for tests/e2e/live-kit.e2e.test.ts: renders the live kit with props taken from
// window.liveKitConfig (set by the test before the page loads) and lets the test change them
// through window.liveKit.
import { StrictMode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { EnableLocationButton } from '../../../web/src/live/EnableLocationButton'
import { LazyLiveMap } from '../../../web/src/live/LazyLiveMap'
import { RideButtons } from '../../../web/src/live/RideButtons'
import { useLivePosition } from '../../../web/src/live/useLivePosition'
import { ToastProvider } from '../../../web/src/toast/ToastProvider'
import '../../../web/src/styles.css'
import type { HarnessConfig, HarnessControls } from './live-kit-types'

const controls: HarnessControls = { setPeople() {}, setVenue() {}, setParticipant() {}, sent: [], geoCalls: [] }
window.liveKit = controls

// A device whose watch stays silent (no fix indoors) but answers a single read.
const silentWatch: Geolocation = {
  watchPosition(_success, _error, options) {
    controls.geoCalls.push({ kind: 'watch', options, at: Date.now() })
    return 1
  },
  clearWatch() {},
  getCurrentPosition(success, _error, options) {
    controls.geoCalls.push({ kind: 'read', options, at: Date.now() })
    const coords = { latitude: 33.7, longitude: -112.4, accuracy: 25 } as GeolocationCoordinates
    success({ coords, timestamp: Date.now() } as GeolocationPosition)
  },
}

function PositionProbe({ config }: { config: NonNullable<HarnessConfig['position']> }) {
  const [participantId, setParticipantId] = useState(config.participantId)
  useEffect(() => {
    controls.setParticipant = setParticipantId
  }, [])
  const live = useLivePosition({
    participantId,
    enabled: true,
    timing: config.timing,
    geolocation: config.geolocation === 'silent-watch' ? silentWatch : undefined,
    send: (lat, lon, id) => {
      controls.sent.push({ id, lat, lon, at: Date.now() })
    },
  })
  return (
    <section className="card">
      <h2>Your position</h2>
      <output data-testid="fix">{live.position ? `${live.position.lat},${live.position.lon}` : 'none'}</output>
      <p className="muted" data-testid="error">
        {live.error ? `error ${live.error.code}` : 'no error'}
      </p>
      {live.waitingTooLong && <EnableLocationButton onClick={live.enable} blocked={live.error?.code === 1} />}
    </section>
  )
}

function Harness({ config }: { config: HarnessConfig }) {
  const [people, setPeople] = useState(config.people)
  const [venue, setVenue] = useState(config.venue)
  useEffect(() => {
    controls.setPeople = setPeople
    controls.setVenue = setVenue
  }, [])
  return (
    <main className="app">
      <div className="screen stack">
        <h1>{venue?.name ?? 'Somewhere'}</h1>
        <LazyLiveMap styleUrl={config.styleUrl} venue={venue} people={people} />
        {config.rides && <RideButtons destination={config.rides.destination} />}
        {config.position && <PositionProbe config={config.position} />}
      </div>
    </main>
  )
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ToastProvider>
        <Harness config={window.liveKitConfig} />
      </ToastProvider>
    </StrictMode>,
  )
}
