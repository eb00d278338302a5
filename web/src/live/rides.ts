// 'Need a ride': open the Uber or Lyft app at the gather's coordinates, and if the
// page is still visible 0.8 s later (no app took over), open the web version instead.

export interface RideDestination {
  lat: number
  lon: number
  name: string
}

export interface RideLinks {
  app: string
  web: string
}

export const rideFallbackMs = 800

const coordinate = (n: number) => String(n)

/** Uber's setPickup deep link: pickup at the rider's location, drop-off at the gather (nickname shown in the app). */
export function uberLinks(d: RideDestination): RideLinks {
  const query = [
    'action=setPickup',
    'pickup=my_location',
    `dropoff[latitude]=${coordinate(d.lat)}`,
    `dropoff[longitude]=${coordinate(d.lon)}`,
    `dropoff[nickname]=${encodeURIComponent(d.name)}`,
  ].join('&')
  return { app: `uber://?${query}`, web: `https://m.uber.com/ul/?${query}` }
}

/** Lyft's ride-type deep link with the destination; Lyft's links take no place name. */
export function lyftLinks(d: RideDestination): RideLinks {
  const destination = `destination[latitude]=${coordinate(d.lat)}&destination[longitude]=${coordinate(d.lon)}`
  return { app: `lyft://ridetype?id=lyft&${destination}`, web: `https://ride.lyft.com/?${destination}` }
}

export interface RideEnvironment {
  navigate(url: string): void
  isVisible(): boolean
  schedule(callback: () => void, ms: number): unknown
}

export const browserRideEnvironment = (): RideEnvironment => ({
  navigate: (url) => window.location.assign(url),
  isVisible: () => document.visibilityState === 'visible',
  schedule: (callback, ms) => window.setTimeout(callback, ms),
})

/** Tries the app link, then the web link after 0.8 s if the page is still visible. */
export function openRide(links: RideLinks, env: RideEnvironment = browserRideEnvironment(), delayMs = rideFallbackMs) {
  env.navigate(links.app)
  env.schedule(() => {
    if (env.isVisible()) env.navigate(links.web)
  }, delayMs)
}
