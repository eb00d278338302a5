// The live map as the screen uses it: MapLibre arrives in its own chunk (React.lazy); while it
// loads a placeholder of the same size shows, and if the chunk cannot load (offline) or the map
// crashes, the radar view takes over. MapLibre (the app's largest chunk by far) is fetched only
// after the screen has painted, so the gather's name, time and people come first.
import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
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

/** True from the frame after the first paint. */
function usePainted() {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}

export function LazyLiveMap(props: LiveMapProps) {
  const painted = usePainted()
  const placeholder = (
    <section
      className={`live-map live-map-loading ${props.className ?? ''}`}
      aria-label={mapLabel(props)}
      aria-busy="true"
    >
      <span>Loading map…</span>
    </section>
  )
  return (
    <MapBoundary fallback={<RadarMap {...props} />}>
      <Suspense fallback={placeholder}>{painted ? <LiveMap {...props} /> : placeholder}</Suspense>
    </MapBoundary>
  )
}
