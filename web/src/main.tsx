import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { refreshServiceWorkerOncePerSession } from './service-worker'
import './styles.css'

refreshServiceWorkerOncePerSession().then((reloading) => {
  if (reloading) return
  const root = document.getElementById('root')
  if (root) {
    // An error an error boundary caught is handled (the screen offers "Try again"): a warning, not an error.
    createRoot(root, {
      onCaughtError: (error, info) => console.warn('[app] caught', error, info.componentStack),
    }).render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  }
})
