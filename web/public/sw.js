// Gather's service worker: registered from /sw.js (spec 000). It caches nothing, so that a new
// release is never hidden behind a stale copy; it exists so the app can be installed.
self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
