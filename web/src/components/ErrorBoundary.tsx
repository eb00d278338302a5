// Error boundaries: one around the whole app, one per screen. A screen that throws (a query that
// failed while the server was unreachable, say) shows "Try again" instead of unmounting the app,
// and tries again by itself every 15 s, and at once when the browser comes back online or the
// tab is shown again (a server outage gives no event of its own).
import { type ReactNode, useEffect } from 'react'
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary'
import { Link } from 'react-router-dom'
import { retryFailedChunks } from '../lib/lazy'

export const autoRetryMs = 15_000

/** Retries now and then, and when the network or the tab comes back. */
function useRetryOnReturn(retry: () => void) {
  useEffect(() => {
    const timer = setInterval(retry, autoRetryMs)
    const onVisible = () => {
      if (document.visibilityState === 'visible') retry()
    }
    window.addEventListener('online', retry)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearInterval(timer)
      window.removeEventListener('online', retry)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [retry])
}

function ScreenError({ resetErrorBoundary }: FallbackProps) {
  useRetryOnReturn(resetErrorBoundary)
  return (
    <main className="screen center" role="alert">
      <h1>Something went wrong</h1>
      <p className="muted">We could not load this screen. Check your connection and try again.</p>
      <button type="button" className="button button-primary" onClick={resetErrorBoundary}>
        Try again
      </button>
      <Link to="/" className="button">
        Go Home
      </Link>
    </main>
  )
}

const report = (error: unknown) => console.warn('[app] a screen failed', error)

/** Per screen: `resetKey` (the path) gives each screen a fresh boundary. */
export function ScreenBoundary(props: { resetKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      FallbackComponent={ScreenError}
      resetKeys={[props.resetKey]}
      onError={report}
      onReset={retryFailedChunks}
    >
      {props.children}
    </ErrorBoundary>
  )
}

function AppError({ resetErrorBoundary }: FallbackProps) {
  useRetryOnReturn(resetErrorBoundary)
  return (
    <main className="screen center" role="alert">
      <h1>Gather is not reachable</h1>
      <p className="muted">Check your connection and try again.</p>
      <button type="button" className="button button-primary" onClick={resetErrorBoundary}>
        Try again
      </button>
    </main>
  )
}

/** Around the whole app; `onReset` starts what failed again (the viewer query). */
export function RootBoundary(props: { onReset: () => void; children: ReactNode }) {
  return (
    <ErrorBoundary
      FallbackComponent={AppError}
      onReset={() => {
        retryFailedChunks()
        props.onReset()
      }}
      onError={report}
    >
      {props.children}
    </ErrorBoundary>
  )
}
