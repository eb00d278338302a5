import type { StyleSpecification } from 'maplibre-gl'
import { describe, expect, it } from 'vitest'
import { fallbackStyle, loadMapStyle, mapStyle, resolveStyleUrls, type StyleResult } from './map-style'

const style: StyleSpecification = {
  version: 8,
  glyphs: '../fonts/{fontstack}/{range}.pbf',
  sprite: 'https://tiles.example.org/sprites/liberty',
  sources: {
    streets: { type: 'vector', url: 'planet' },
    raster: { type: 'raster', tiles: ['/tiles/{z}/{x}/{y}.png', 'https://b.example.org/{z}/{x}/{y}.png'] },
  },
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#fff' } }],
}

const respond =
  (body: string, status = 200) =>
  async () =>
    new Response(body, { status, headers: { 'content-type': 'application/json' } })

describe('loadMapStyle', () => {
  it('returns the style, with relative URLs resolved against the style URL', async () => {
    const result = await loadMapStyle('https://maps.example.org/styles/liberty/style.json', {
      fetch: respond(JSON.stringify(style)),
    })
    if (result.kind !== 'remote') throw new Error(`expected the remote style, got ${result.reason}`)
    expect(result.style.glyphs).toBe('https://maps.example.org/styles/fonts/{fontstack}/{range}.pbf')
    expect(result.style.sprite).toBe('https://tiles.example.org/sprites/liberty')
    expect(result.style.sources.streets).toEqual({
      type: 'vector',
      url: 'https://maps.example.org/styles/liberty/planet',
    })
    expect(result.style.sources.raster).toMatchObject({
      tiles: ['https://maps.example.org/tiles/{z}/{x}/{y}.png', 'https://b.example.org/{z}/{x}/{y}.png'],
    })
  })

  it('falls back on an HTTP error', async () => {
    expect(await loadMapStyle('https://x.test/style.json', { fetch: respond('{}', 503) })).toEqual({
      kind: 'fallback',
      reason: 'HTTP 503',
    })
  })

  it('falls back on a body that is not JSON, or not a version 8 style', async () => {
    for (const body of ['<html>oops</html>', '{"version": 7, "sources": {}, "layers": []}', '{"version": 8}']) {
      const result = await loadMapStyle('https://x.test/style.json', { fetch: respond(body) })
      expect(result.kind).toBe('fallback')
    }
  })

  it('falls back on a network error', async () => {
    const result = await loadMapStyle('https://x.test/style.json', {
      fetch: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    expect(result).toEqual({ kind: 'fallback', reason: 'TypeError: Failed to fetch' })
  })

  it('gives up after the timeout', async () => {
    const hang: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))))
    const started = Date.now()
    const result = await loadMapStyle('https://x.test/style.json', { fetch: hang, timeoutMs: 50 })
    expect(result).toEqual({ kind: 'fallback', reason: 'timed out or cancelled' })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('resolves a relative style URL against the page', async () => {
    let asked = ''
    await loadMapStyle('/map/style.json', {
      baseUrl: 'https://gather.example/proximity/1',
      fetch: async (url) => {
        asked = String(url)
        return new Response(JSON.stringify(fallbackStyle()))
      },
    })
    expect(asked).toBe('https://gather.example/map/style.json')
  })
})

describe('resolveStyleUrls', () => {
  it('leaves absolute and custom-protocol URLs alone and resolves sprite arrays', () => {
    const out = resolveStyleUrls(
      {
        ...fallbackStyle(),
        sprite: [{ id: 'default', url: 'sprites/a' }],
        sources: { p: { type: 'vector', url: 'pmtiles://https://x.test/a.pmtiles' } },
      },
      'https://x.test/styles/style.json',
    )
    expect(out.sprite).toEqual([{ id: 'default', url: 'https://x.test/styles/sprites/a' }])
    expect(out.sources.p).toEqual({ type: 'vector', url: 'pmtiles://https://x.test/a.pmtiles' })
  })
})

describe('mapStyle', () => {
  it('fetches a style once for every map that asks, and tells when it has arrived', async () => {
    const asked: string[] = []
    const load = async (url: string): Promise<StyleResult> => {
      asked.push(url)
      return { kind: 'remote', style: fallbackStyle() }
    }
    const first = mapStyle('https://once.test/style.json', load)
    expect(first.result).toBeUndefined()
    expect(mapStyle('https://once.test/style.json', load)).toBe(first)
    expect(await first.promise).toEqual({ kind: 'remote', style: fallbackStyle() })
    expect(first.result).toEqual({ kind: 'remote', style: fallbackStyle() })
    expect(mapStyle('https://once.test/style.json', load)).toBe(first)
    expect(asked).toEqual(['https://once.test/style.json'])
  })

  it('asks again after a failure', async () => {
    let calls = 0
    const load = async (): Promise<StyleResult> => {
      calls++
      return { kind: 'fallback', reason: 'HTTP 503' }
    }
    await mapStyle('https://down.test/style.json', load).promise
    await mapStyle('https://down.test/style.json', load).promise
    expect(calls).toBe(2)
  })
})
