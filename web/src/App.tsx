import { RelayEnvironmentProvider } from 'react-relay'
import { BrowserRouter } from 'react-router-dom'
import { environment } from './relay/environment'
import { AppRoutes } from './routes'
import { ToastProvider } from './toast/ToastProvider'
import { ViewerProvider } from './viewer'

export function App() {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <ToastProvider>
        <BrowserRouter>
          <ViewerProvider>{(viewerRef) => <AppRoutes viewerRef={viewerRef} />}</ViewerProvider>
        </BrowserRouter>
      </ToastProvider>
    </RelayEnvironmentProvider>
  )
}
