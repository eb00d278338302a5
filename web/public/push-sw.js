// Web Push in the service worker: /sw.js (Workbox, built by vite-plugin-pwa) loads this file with
// importScripts, so the generated worker's precache and offline page stay as they are. A push
// carries { title, body, url, tag } (never a coordinate); a click opens its page in the app,
// in a Gather tab already open when there is one.
/* eslint-env serviceworker */

self.addEventListener('push', (event) => {
  let message = {}
  try {
    message = event.data ? event.data.json() : {}
  } catch {
    message = {}
  }
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/'
  event.waitUntil(
    self.registration.showNotification(message.title || 'Gather', {
      body: message.body || '',
      tag: message.tag || undefined,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL(event.notification.data?.url || '/', self.location.origin)
  if (target.origin !== self.location.origin) return
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => new URL(client.url).origin === target.origin)
      if (open) {
        await open.focus()
        if (open.url !== target.href) await open.navigate(target.href).catch(() => self.clients.openWindow(target.href))
        return
      }
      await self.clients.openWindow(target.href)
    })(),
  )
})

// The browser renewed the subscription (Firefox does): tell the server, which drops the old one.
self.addEventListener('pushsubscriptionchange', (event) => {
  const old = event.oldSubscription
  event.waitUntil(
    (async () => {
      const renewed = event.newSubscription || (old ? await self.registration.pushManager.subscribe(old.options) : null)
      if (!renewed) return
      const headers = { 'content-type': 'application/json', 'x-graphql-csrf': '1' }
      await fetch('/api/push/devices', {
        method: 'POST',
        credentials: 'same-origin',
        headers,
        body: JSON.stringify(renewed.toJSON()),
      })
      if (old && old.endpoint !== renewed.endpoint)
        await fetch('/api/push/devices', {
          method: 'DELETE',
          credentials: 'same-origin',
          headers,
          body: JSON.stringify({ endpoint: old.endpoint }),
        })
    })().catch(() => {}),
  )
})
