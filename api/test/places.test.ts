import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { graphql } from '../../tests/helpers/graphql.js'
import { describeWeatherCode } from '../src/places/weather.service.js'

// The database plays no part here: one embedded app is enough.
describe('place search through the server', () => {
  let started: TestApp | undefined
  const app = () => started as TestApp
  beforeAll(async () => {
    started = await startTestApp()
  })
  afterAll(async () => {
    await started?.stop()
  })

  const get = async (path: string, cookieHeader?: string) => {
    const response = await fetch(`${app().url}${path}`, { headers: cookieHeader ? { cookie: cookieHeader } : {} })
    return { status: response.status, body: await response.json() }
  }

  it('answers up to 5 places as {lat, lon, name, address}, asking Nominatim as its policy wants', async () => {
    const { cookieHeader } = await app().signIn()
    const { status, body } = await get('/api/places/search?q=central', cookieHeader)
    expect(status).toBe(200)
    expect(body).toEqual([
      {
        lat: 40.7812,
        lon: -73.9665,
        name: 'Central Park',
        address: 'Central Park, Manhattan, New York County, New York, United States',
      },
      {
        lat: 40.7527,
        lon: -73.9772,
        name: 'Grand Central Terminal',
        address: 'Grand Central Terminal, 89 East 42nd Street, Manhattan, New York, United States',
      },
      expect.objectContaining({ name: 'Phoenix Art Museum' }),
    ])
    const request = app().upstreams.requests.findLast((r) => r.path === '/search')
    expect(request?.query).toMatchObject({ q: 'central', format: 'json', limit: '5', addressdetails: '1' })
    expect(request?.userAgent).toMatch(/^Gather\/\d+\.\d+\.\d+ \(\+http/)
  })

  it('caches results: the same search twice asks upstream once', async () => {
    const { cookieHeader } = await app().signIn()
    const before = app().upstreams.requests.length
    await get('/api/places/search?q=Hyde%20Park', cookieHeader)
    await get('/api/places/search?q=hyde  park ', cookieHeader)
    expect(app().upstreams.requests.length - before).toBe(1)
  })

  it('asks upstream at most once per second, however many people search at once', async () => {
    const { cookieHeader } = await app().signIn()
    const before = app().upstreams.requests.length
    const answers = await Promise.all(
      ['golden', 'museum', 'terminal'].map((q) => get(`/api/places/search?q=${q}`, cookieHeader)),
    )
    const times = app()
      .upstreams.requests.slice(before)
      .map((r) => r.at)
      .sort((a, b) => a - b)
    for (let i = 1; i < times.length; i++) expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(900)
    // Slots come in whole seconds and a search waits 3 s at most, so the third may find none
    // (the last test's search may hold the current one): it is told so, and upstream is not asked.
    const answered = answers.filter((a) => a.status === 200)
    expect(answered.length).toBeGreaterThanOrEqual(2)
    expect(times).toHaveLength(answered.length)
    for (const busy of answers.filter((a) => a.status !== 200)) {
      expect(busy.status).toBe(503)
      expect(JSON.stringify(busy.body)).toContain('Place search is unavailable right now')
    }
  })

  it('reverse-looks-up a position with its city, and falls back to "Current Location"', async () => {
    const { cookieHeader } = await app().signIn()
    const found = await get('/api/places/reverse?lat=33.4675&lon=-112.0731', cookieHeader)
    expect(found).toEqual({
      status: 200,
      body: {
        lat: 33.4675,
        lon: -112.0731,
        name: 'Phoenix Art Museum',
        address: 'Phoenix Art Museum, 1625 North Central Avenue, Phoenix, Maricopa County, Arizona, United States',
        city: 'Phoenix',
        region: 'Arizona',
        country: 'United States',
      },
    })
    const nowhere = await get('/api/places/reverse?lat=0.5&lon=0.5', cookieHeader)
    expect(nowhere.body).toMatchObject({ name: 'Current Location', lat: 0.5, lon: 0.5, city: null })
  })

  it('tells an outage from no results: 503 (or ServiceUnavailableError) when the geocoder fails or hangs', async () => {
    const { cookieHeader } = await app().signIn()
    expect(await get('/api/places/search?q=zzzz%20nowhere', cookieHeader)).toEqual({ status: 200, body: [] })
    const unavailable = {
      status: 503,
      body: {
        error: 'Place search is unavailable right now',
        message: 'Place search is unavailable right now',
        code: 'SERVICE_UNAVAILABLE',
      },
    }
    app().upstreams.modes.geocoder = 'fail'
    try {
      expect(await get('/api/places/search?q=park', cookieHeader)).toEqual(unavailable)
      const overGraphql = await graphql(
        app().url,
        `query($q: String!) { searchPlaces(query: $q) {
          __typename ... on Error { message } } }`,
        { q: 'park' },
        cookieHeader,
      )
      expect(overGraphql.data).toEqual({
        searchPlaces: { __typename: 'ServiceUnavailableError', message: 'Place search is unavailable right now' },
      })
      // A reverse lookup still falls back to 'Current Location'.
      const reverse = await get('/api/places/reverse?lat=40.78&lon=-73.96', cookieHeader)
      expect(reverse.body.name).toBe('Current Location')
      app().upstreams.modes.geocoder = 'hang'
      // The hung geocoder never answers: this answer is the upstream timeout at work.
      expect(await get('/api/places/search?q=museum%20of%20art', cookieHeader)).toEqual(unavailable)
    } finally {
      app().upstreams.modes.geocoder = 'ok'
    }
  })

  it('is for signed-in people, and rejects bad positions with a clear message', async () => {
    expect((await get('/api/places/search?q=park')).status).toBe(401)
    const { cookieHeader } = await app().signIn()
    expect(await get('/api/places/reverse?lat=91&lon=0', cookieHeader)).toEqual({
      status: 400,
      body: {
        error: 'lat must be between -90 and 90',
        message: 'lat must be between -90 and 90',
        code: 'VALIDATION_FAILED',
      },
    })
    expect((await get('/api/places/reverse?lon=0', cookieHeader)).body.message).toBe('lat must be a number')
    expect((await get(`/api/places/search?q=${'x'.repeat(201)}`, cookieHeader)).status).toBe(400)
    expect(await get('/api/places/search?q=%20', cookieHeader)).toEqual({ status: 200, body: [] })
  })

  it('offers the same search over GraphQL', async () => {
    const { cookieHeader } = await app().signIn()
    const result = await graphql(
      app().url,
      `query($q: String!) { searchPlaces(query: $q) {
        __typename ... on SearchPlacesPayload { data { name lat lon } } ... on Error { message } } }`,
      { q: 'golden gate' },
      cookieHeader,
    )
    expect(result.data).toEqual({
      searchPlaces: {
        __typename: 'SearchPlacesPayload',
        data: [{ name: 'Golden Gate Park', lat: 37.7694, lon: -122.4862 }],
      },
    })
  })
})

describe('weather codes', () => {
  it('map WMO codes to the six icons, defaulting to sun', () => {
    expect(describeWeatherCode(0)).toEqual({ condition: 'Clear sky', icon: 'sun' })
    expect(describeWeatherCode(3).icon).toBe('cloud')
    expect(describeWeatherCode(53).icon).toBe('cloud-drizzle')
    expect(describeWeatherCode(81).icon).toBe('cloud-rain')
    expect(describeWeatherCode(75).icon).toBe('cloud-snow')
    expect(describeWeatherCode(96).icon).toBe('zap')
    expect(describeWeatherCode(42).icon).toBe('sun')
  })
})
