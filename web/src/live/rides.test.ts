import { describe, expect, it } from 'vitest'
import { lyftLinks, openRide, type RideEnvironment, uberLinks } from './rides'

const destination = { lat: 33.4673, lon: -112.073, name: 'Phoenix Art Museum & Café #2' }

describe('ride links', () => {
  it('builds the Uber deep link and web link with the drop-off coordinates and encoded name', () => {
    const query =
      'action=setPickup&pickup=my_location&dropoff[latitude]=33.4673&dropoff[longitude]=-112.073' +
      '&dropoff[nickname]=Phoenix%20Art%20Museum%20%26%20Caf%C3%A9%20%232'
    expect(uberLinks(destination)).toEqual({ app: `uber://?${query}`, web: `https://m.uber.com/ul/?${query}` })
  })

  it('builds the Lyft deep link and web link with the destination coordinates', () => {
    expect(lyftLinks(destination)).toEqual({
      app: 'lyft://ridetype?id=lyft&destination[latitude]=33.4673&destination[longitude]=-112.073',
      web: 'https://ride.lyft.com/?destination[latitude]=33.4673&destination[longitude]=-112.073',
    })
  })

  it('keeps the name a single query value that decodes back to itself', () => {
    const web = new URL(uberLinks({ lat: 1, lon: 2, name: 'a=b&c' }).web)
    expect(web.searchParams.get('dropoff[nickname]')).toBe('a=b&c')
    expect(web.searchParams.get('dropoff[latitude]')).toBe('1')
  })
})

describe('openRide', () => {
  function fakeEnvironment(visible: boolean) {
    const visited: string[] = []
    const timers: { callback: () => void; ms: number }[] = []
    const env: RideEnvironment = {
      navigate: (url) => visited.push(url),
      isVisible: () => visible,
      schedule: (callback, ms) => timers.push({ callback, ms }),
    }
    return { env, visited, timers }
  }

  it('opens the app link, then the web link after 0.8 s while the page is still visible', () => {
    const { env, visited, timers } = fakeEnvironment(true)
    openRide({ app: 'uber://x', web: 'https://m.uber.com/ul/?x' }, env)
    expect(visited).toEqual(['uber://x'])
    expect(timers.map((t) => t.ms)).toEqual([800])
    timers[0]?.callback()
    expect(visited).toEqual(['uber://x', 'https://m.uber.com/ul/?x'])
  })

  it('stays put when the app took over and the page is hidden', () => {
    const { env, visited, timers } = fakeEnvironment(false)
    openRide({ app: 'lyft://x', web: 'https://ride.lyft.com/?x' }, env)
    timers[0]?.callback()
    expect(visited).toEqual(['lyft://x'])
  })
})
