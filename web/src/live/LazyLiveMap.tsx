// The live map as the screen uses it: MapLibre arrives in its own chunk (React.lazy); while it
// loads a placeholder of the same size shows, and if the chunk cannot load (offline) or the map
// crashes, the radar view takes over. MapLibre (the app's largest chunk by far, and a long
// parse on a slow phone) is fetched once the screen has rendered and the browser is idle, so the
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
 * Calls `run` when the browser is next idle (the screen has rendered and handled what came with
 * it), or after `idleWaitMs` when it never is. Browsers without requestIdleCallback (Safari) run
 * it in the task after the next frame. Returns a cancel function.
 */
function whenIdle(run: () => void, idleWaitMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: idleWaitMs })
    return () => window.cancelIdleCallback(id)
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/** True once the map may load (whenIdle after the screen's first render); its style starts loading then too. */
function useMapTurn(styleUrl: string) {
  const [turn, setTurn] = useState(false)
  useEffect(
    () =>
      whenIdle(() => {
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
