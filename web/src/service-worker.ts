// Spec 001: once per browser session the app clears old service workers and caches, then
// reloads; after that it registers /sw.js (spec 000). A sessionStorage flag prevents loops.
const flag = 'gather-sw-refreshed'

export async function refreshServiceWorkerOncePerSession(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || sessionStorage.getItem(flag)) {
    register()
    return false
  }
  sessionStorage.setItem(flag, '1')
  const registrations = await navigator.serviceWorker.getRegistrations().catch(() => [])
  const cacheKeys = 'caches' in window ? await caches.keys().catch(() => []) : []
  if (registrations.length === 0 && cacheKeys.length === 0) {
    register()
    return false
  }
  await Promise.all([...registrations.map((r) => r.unregister()), ...cacheKeys.map((key) => caches.delete(key))])
  window.location.reload()
  return true
}

function register() {
  if ('serviceWorker' in navigator && window.isSecureContext) {
    navigator.serviceWorker.register('/sw.js').catch(() => {})
  }
}
