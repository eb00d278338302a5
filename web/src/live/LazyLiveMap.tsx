// The live map as the screen uses it: MapLibre arrives in its own chunk (React.lazy); while it
// loads a placeholder of the same size shows, and if the chunk cannot load (offline) or the map
// crashes, the radar view takes over. MapLibre (the app's largest chunk by far, and seconds of
// parsing on a slow phone) is fetched once the page has loaded and the browser is idle, so the
// gather's name, time and people come first; its style is fetched beside it.
import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { mapStyle } from './map-style'
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

/**
 * Calls `run` once the page has loaded (its own code, styles and data) and the browser is next
 * idle; at most `idleWaitMs` after the load when the browser is never idle. Browsers without
 * requestIdleCallback (Safari) run it in the next task after the load. Returns a cancel function.
 */
export function afterLoadWhenIdle(run: () => void, idleWaitMs = 2000): () => void {
  let cancel = () => {}
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: idleWaitMs })
      cancel = () => window.cancelIdleCallback(id)
    } else {
      const timer = setTimeout(run)
      cancel = () => clearTimeout(timer)
    }
  }
  if (document.readyState === 'complete') idle()
  else {
    window.addEventListener('load', idle, { once: true })
    cancel = () => window.removeEventListener('load', idle)
  }
  return () => cancel()
}

/** True once the map may load (afterLoadWhenIdle); its style starts loading then too. */
function useMapTurn(styleUrl: string) {
  const [turn, setTurn] = useState(false)
  useEffect(
    () =>
      afterLoadWhenIdle(() => {
        mapStyle(styleUrl)
        setTurn(true)
      }),
    [styleUrl],
  )
  return turn
}

export function LazyLiveMap(props: LiveMapProps) {
  const turn = useMapTurn(props.styleUrl)
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
      <Suspense fallback={placeholder}>{turn ? <LiveMap {...props} /> : placeholder}</Suspense>
    </MapBoundary>
  )
}
