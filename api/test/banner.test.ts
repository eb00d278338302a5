import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { type FakeUpstreams, startFakeUpstreams } from '../../tests/helpers/fake-upstreams.js'
import { graphql } from '../../tests/helpers/graphql.js'
import { genericSuggestion, suggestionKinds, suggestionsFor } from '../src/banner/banner.service.js'
import { createLogger } from '../src/core/logger.js'
import { createIpLocator, publicAddress } from '../src/places/ip-locator.service.js'

describe('banner suggestions', () => {
  it('offers the six kinds for a city, each linking to a review or search site with the city, URL-encoded', () => {
    const items = suggestionsFor({ city: 'São Paulo', region: 'São Paulo' })
    expect(items.map((i) => i.kind)).toEqual([...suggestionKinds])
    expect(items.map((i) => i.kind)).toEqual([
      'restaurants',
      'coffee_shops',
      'things_to_do',
      'nightlife',
      'local_shops',
      'bars_and_lounges',
    ])
    for (const item of items) {
      expect(item.location).toBe('São Paulo')
      expect(item.text).toContain('São Paulo')
      expect(item.businessLabel).not.toBe('')
      const link = new URL(item.link)
      expect(['www.yelp.com', 'www.google.com', 'www.tripadvisor.com']).toContain(link.host)
      expect(decodeURIComponent(link.search.replaceAll('+', ' '))).toContain('São Paulo')
      expect(item.link).not.toMatch(/[\s&]São|ã/)
    }
    const bars = items.find((i) => i.kind === 'bars_and_lounges')
    expect(new URL(bars?.link ?? '').searchParams.get('find_desc')).toBe('Bars & Lounges')
    const restaurants = suggestionsFor({ city: 'Springfield', region: 'Illinois' })[0]
    expect(restaurants).toEqual({
      kind: 'restaurants',
      text: 'Top-rated restaurants in Springfield',
      businessLabel: 'Search on Yelp',
      link: 'https://www.yelp.com/search?find_desc=Restaurants&find_loc=Springfield%2C+Illinois',
      location: 'Springfield',
    })
  })

  it('has the generic banner of the spec', () => {
    expect(genericSuggestion).toMatchObject({
      text: 'Discover local businesses near you',
      businessLabel: 'Search on Yelp',
      link: 'https://www.yelp.com/',
      location: null,
    })
  })
})

describe('IP location lookup', () => {
  let upstreams: FakeUpstreams
  const logger = createLogger('silent')
  beforeAll(async () => {
    upstreams = await startFakeUpstreams()
  })
  afterAll(async () => {
    await upstreams?.close()
  })
  const ipRequests = () => upstreams.requests.filter((r) => r.service === 'ip')

  it('tells public addresses from loopback, private and reserved ones', () => {
    expect(publicAddress('8.8.8.8')).toBe('8.8.8.8')
    expect(publicAddress('::ffff:8.8.4.4')).toBe('8.8.4.4')
    expect(publicAddress('2606:4700:4700::1111')).toBe('2606:4700:4700::1111')
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.9', '100.64.0.1']) {
      expect(publicAddress(ip)).toBeNull()
    }
    for (const ip of ['169.254.1.1', 'fe80::1', 'fd12::1', '203.0.113.7', 'unknown', '', '8.8.8.8; rm -rf']) {
      expect(publicAddress(ip)).toBeNull()
    }
  })

  it('puts the client’s address into {ip}, reads the city, and caches it per address', async () => {
    const locator = createIpLocator({ urlTemplate: `${upstreams.url}/ip/{ip}/json/`, logger })
    const before = ipRequests().length
    expect(await locator.locate('::ffff:8.8.8.8')).toEqual({
      city: 'Phoenix',
      region: 'Arizona',
      country: 'United States',
      latitude: 33.4484,
      longitude: -112.074,
    })
    expect(ipRequests().at(-1)?.path).toBe('/ip/8.8.8.8/json/')
    await locator.locate('8.8.8.8')
    expect(ipRequests().length - before).toBe(1)
  })

  it('never sends a loopback or private address anywhere', async () => {
    const locator = createIpLocator({ urlTemplate: `${upstreams.url}/ip/{ip}/json/`, logger })
    const before = ipRequests().length
    expect(await locator.locate('127.0.0.1')).toBeNull()
    expect(await locator.locate('192.168.0.10')).toBeNull()
    expect(ipRequests().length).toBe(before)
  })

  it('calls a URL without {ip} as it is', async () => {
    const locator = createIpLocator({ urlTemplate: `${upstreams.url}/ip`, logger })
    expect((await locator.locate('127.0.0.1'))?.city).toBe('Phoenix')
    expect(ipRequests().at(-1)?.path).toBe('/ip')
  })

  it('answers null when the service fails, or hangs past its timeout', async () => {
    const locator = createIpLocator({ urlTemplate: `${upstreams.url}/ip/{ip}/json/`, logger, timeoutMs: 300 })
    try {
      upstreams.modes.ip = 'fail'
      expect(await locator.locate('1.1.1.1')).toBeNull()
      upstreams.modes.ip = 'hang'
      // The hung service never answers: null here is the 300 ms timeout at work.
      expect(await locator.locate('9.9.9.9')).toBeNull()
    } finally {
      upstreams.modes.ip = 'ok'
    }
    // A failure is remembered for a while rather than asked at every page view.
    const before = ipRequests().length
    expect(await locator.locate('1.1.1.1')).toBeNull()
    expect(ipRequests().length).toBe(before)
  })

  it('answers null when the service knows no city for the address', async () => {
    const locator = createIpLocator({ urlTemplate: `${upstreams.url}/ip/{ip}/json/`, logger })
    upstreams.ipCity = ''
    try {
      expect(await locator.locate('4.4.4.4')).toBeNull()
    } finally {
      upstreams.ipCity = 'Phoenix'
    }
  })
})

// The database plays no part here: one embedded app is enough.
describe('sponsored banner data through the server', () => {
  let started: TestApp | undefined
  const app = () => started as TestApp
  beforeAll(async () => {
    // The test plays a proxy on loopback that names the client in X-Forwarded-For.
    started = await startTestApp({ env: { TRUST_PROXY: 'loopback' } })
  })
  afterAll(async () => {
    await started?.stop()
  })

  const query = `query($lat: Float, $lon: Float) { localSuggestions(lat: $lat, lon: $lon) { __typename
    ... on LocalSuggestionsPayload { data { location { city region country source latitude longitude }
      items { kind text businessLabel link location } } }
    ... on Error { message } } }`

  type Suggestions = {
    location: Record<string, unknown> | null
    items: { kind: string; text: string; location: string | null; link: string }[]
  }

  /** GraphQL as a person whose request comes through a local proxy from `ip`. */
  async function ask(variables: Record<string, unknown>, ip: string) {
    const { cookieHeader } = await app().signIn()
    const response = await fetch(`${app().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookieHeader, 'x-forwarded-for': ip },
      body: JSON.stringify({ query, variables }),
    })
    const body = (await response.json()) as {
      data?: { localSuggestions: { __typename: string; data?: Suggestions; message?: string } }
    }
    return body.data?.localSuggestions
  }

  it('uses the city of the device position when the client sends one', async () => {
    const result = await ask({ lat: 40.7813, lon: -73.9664 }, '8.8.8.8')
    expect(result?.data).toMatchObject({
      location: { city: 'New York', region: 'New York', source: 'DEVICE', latitude: 40.7813, longitude: -73.9664 },
    })
    const items = result?.data?.items ?? []
    // GraphQL spells the kinds in SCREAMING_SNAKE; REST keeps the spec's (below).
    expect(items.map((i) => i.kind)).toEqual(suggestionKinds.map((kind) => kind.toUpperCase()))
    expect(items.every((i) => i.location === 'New York' && i.link.includes('New+York'))).toBe(true)
  })

  it('falls back to the client’s network address, without a position or when geocoding fails', async () => {
    expect((await ask({}, '8.8.4.4'))?.data).toMatchObject({ location: { city: 'Phoenix', source: 'IP' } })
    const lastIp = app().upstreams.requests.findLast((r) => r.service === 'ip')
    expect(lastIp?.path).toBe('/ip/8.8.4.4/json/')
    app().upstreams.modes.geocoder = 'fail'
    try {
      const result = await ask({ lat: 51.5074, lon: -0.1658 }, '1.0.0.1')
      expect(result?.data).toMatchObject({ location: { city: 'Phoenix', source: 'IP' } })
    } finally {
      app().upstreams.modes.geocoder = 'ok'
    }
  })

  it('gives the generic banner when both lookups fail, and when a local address cannot be located', async () => {
    app().upstreams.modes.geocoder = 'fail'
    app().upstreams.modes.ip = 'fail'
    try {
      const result = await ask({ lat: 37.7695, lon: -122.4861 }, '1.1.1.1')
      expect(result?.data).toEqual({
        location: null,
        items: [
          {
            kind: 'GENERIC',
            text: 'Discover local businesses near you',
            businessLabel: 'Search on Yelp',
            link: 'https://www.yelp.com/',
            location: null,
          },
        ],
      })
    } finally {
      app().upstreams.modes.geocoder = 'ok'
      app().upstreams.modes.ip = 'ok'
    }
    const before = app().upstreams.requests.length
    expect((await ask({}, '127.0.0.1'))?.data).toMatchObject({ location: null, items: [{ kind: 'GENERIC' }] })
    expect(app().upstreams.requests.length).toBe(before)
  })

  it('answers, with the generic banner, when both services hang past their timeouts', async () => {
    app().upstreams.modes.geocoder = 'hang'
    app().upstreams.modes.ip = 'hang'
    try {
      // Neither service ever answers: an answer is their timeouts at work.
      const result = await ask({ lat: 33.4674, lon: -112.0731 }, '9.9.9.9')
      expect(result?.data).toMatchObject({ location: null, items: [{ kind: 'GENERIC' }] })
    } finally {
      app().upstreams.modes.geocoder = 'ok'
      app().upstreams.modes.ip = 'ok'
    }
  })

  it('serves one random suggestion over REST, to signed-in people, with clear errors for bad positions', async () => {
    const { cookieHeader } = await app().signIn()
    const get = async (path: string, cookie?: string) => {
      const response = await fetch(`${app().url}${path}`, {
        headers: { 'x-forwarded-for': '8.8.8.8', ...(cookie ? { cookie } : {}) },
      })
      return { status: response.status, body: await response.json() }
    }
    const { status, body } = await get('/api/sponsored-banner', cookieHeader)
    expect(status).toBe(200)
    expect(suggestionKinds).toContain(body.kind)
    expect(body).toMatchObject({ location: 'Phoenix', text: expect.stringContaining('Phoenix') })
    expect((await get('/api/sponsored-banner')).status).toBe(401)
    expect(await get('/api/sponsored-banner?lat=40.7', cookieHeader)).toMatchObject({
      status: 400,
      body: { message: 'Give both lat and lon, or neither' },
    })
    expect((await get('/api/sponsored-banner?lat=95&lon=0', cookieHeader)).body.message).toBe(
      'lat must be between -90 and 90',
    )
    const visitor = await graphql(app().url, '{ localSuggestions { __typename } }')
    expect(visitor.errors?.[0]?.message).toMatch(/not authorized/i)
  })
})
