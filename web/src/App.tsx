import { BrowserRouter } from 'react-router-dom'
import { AppRoutes } from './routes'
import { ToastProvider, ToastScreen } from './toast/ToastProvider'
import { type ViewerPayload, ViewerProvider } from './viewer'

/** Relay's environment provider is not here: the Relay screens use the one environment module. */
export function App({ viewer }: { viewer: ViewerPayload | Promise<ViewerPayload> }) {
  return (
    <ToastProvider>
      <BrowserRouter>
        <ToastScreen />
        <ViewerProvider initial={viewer}>{(payload) => <AppRoutes payload={payload} />}</ViewerProvider>
      </BrowserRouter>
    </ToastProvider>
  )
}
