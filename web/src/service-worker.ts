// The installable app's service worker (/sw.js, Workbox). The spec cleared every service worker
// and cache once per session and reloaded, so that nobody ran an old release; that cost every
// new tab a second page load. Here pages always come from the network, so a new tab is the
// current release at once, and a page left open learns of a newer one from /version.json (on
// returning to the tab, and hourly): the worker updates, and the page reloads once it is hidden.
const checkEveryMs = 60 * 60 * 1000

const pageBuild = () => document.querySelector<HTMLMetaElement>('meta[name="gather-build"]')?.content

export function startServiceWorker() {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return
  // After the page has loaded and the browser is idle: installing never competes with the page.
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1))
  const start = () => idle(() => void register())
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}

async function register() {
  const registration = await navigator.serviceWorker.register('/sw.js').catch(() => null)
  if (!registration) return
  let reloadPending = false
  const reloadWhenHidden = () => {
    if (reloadPending) return
    reloadPending = true
    if (document.visibilityState === 'hidden') window.location.reload()
    else
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') window.location.reload()
      })
  }
  const check = async () => {
    const mine = pageBuild()
    const latest: { build?: string } = await fetch('/version.json', { cache: 'no-store' })
      .then((r) => (r.ok ? r.json() : {}))
      .catch(() => ({}))
    if (!mine || !latest.build || latest.build === mine) return
    await registration.update().catch(() => {})
    reloadWhenHidden()
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check()
  })
  setInterval(() => void check(), checkEveryMs)
}
