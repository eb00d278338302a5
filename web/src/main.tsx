import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { refreshServiceWorkerOncePerSession } from './service-worker'
import './styles.css'

refreshServiceWorkerOncePerSession().then((reloading) => {
  if (reloading) return
  const root = document.getElementById('root')
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  }
})
