import { Suspense } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { Spinner } from './components/Spinner'
import { AppRoutes } from './routes'
import { ToastProvider } from './toast/ToastProvider'
import { type ViewerPayload, ViewerProvider } from './viewer'

/** Relay's environment provider is not here: the Relay screens use the one environment module. */
export function App({ viewer }: { viewer: ViewerPayload }) {
  return (
    <ToastProvider>
      <BrowserRouter>
        <Suspense fallback={<Spinner label="Loading..." />}>
          <ViewerProvider initial={viewer}>{(payload) => <AppRoutes payload={payload} />}</ViewerProvider>
        </Suspense>
      </BrowserRouter>
    </ToastProvider>
  )
}
