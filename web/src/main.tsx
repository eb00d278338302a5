import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { preloadFirstPage } from './routes'
import { startServiceWorker } from './service-worker'
import { fetchViewer } from './viewer'
import './styles.css'

const root = document.getElementById('root')
// A prerendered page (landing, login, signup, privacy, terms) was sent to a visitor: it shows its
// content before this script runs, and is replaced by the same screen once everything it needs
// is here, so nothing flashes in between.
const prerendered = root?.dataset.prerendered !== undefined
// The viewer query and the first page's code (and its query) start together: no waterfall.
const viewer = fetchViewer()
// Rendering waits for the page's code as well, so no loading fallback replaces prerendered content.
const firstPage = preloadFirstPage(window.location.pathname, prerendered).catch(() => {})
// The signed-in screens and a gather's page show dates: the first date formatted with Intl loads
// the locale and time zone data (tens of milliseconds on a phone). Done now, while the page waits
// for its data and code, instead of inside the first render.
if (!prerendered) setTimeout(() => new Date().toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }))

startServiceWorker()
void (async () => {
  if (!root) return
  const [payload] = await Promise.all([viewer.catch(() => null), firstPage])
  // An error an error boundary caught is handled (the screen offers "Try again"): a warning, not an error.
  const reactRoot = createRoot(root, {
    onCaughtError: (error, info) => console.warn('[app] caught', error, info.componentStack),
  })
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (a phone's first tap waits less).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App viewer={payload ?? viewer} />
      </StrictMode>,
    ),
  )
})()
