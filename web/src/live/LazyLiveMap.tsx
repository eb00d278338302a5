// The live map as the screen uses it: MapLibre arrives in its own chunk (React.lazy); while it
// loads a placeholder of the same size shows, and if the chunk cannot load (offline) or the map
// crashes, the radar view takes over.
import { Component, lazy, type ReactNode, Suspense } from 'react'
import { mapLabel } from './markers'
import { RadarMap } from './RadarMap'
import './live.css'
import type { LiveMapProps } from './types'

const LiveMap = lazy(() => import('./LiveMap'))

class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: unknown) {
    console.warn('[live] the map failed; showing the plain view', error)
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

export function LazyLiveMap(props: LiveMapProps) {
  return (
    <MapBoundary fallback={<RadarMap {...props} />}>
      <Suspense
        fallback={
          <section
            className={`live-map live-map-loading ${props.className ?? ''}`}
            aria-label={mapLabel(props)}
            aria-busy="true"
          >
            <span>Loading map…</span>
          </section>
        }
      >
        <LiveMap {...props} />
      </Suspense>
    </MapBoundary>
  )
}
