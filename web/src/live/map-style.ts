// Loading the map style (MAP_STYLE_URL, a public tile service by default). The map starts on a
// plain background so markers show at once; the real style replaces it when it loads. When it
// cannot be loaded (network error, HTTP error, not a style, no answer within 5 s), the plain
// background stays: markers still show, only the streets are missing.
import type { StyleSpecification } from 'maplibre-gl'

export const styleTimeoutMs = 5000

/** The plain background's colour in each colour scheme (a light box on a dark screen glares). */
export const fallbackBackground = { light: '#e6ecef', dark: '#1e293b' } as const

export const fallbackStyle = (scheme: keyof typeof fallbackBackground = 'light'): StyleSpecification => ({
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': fallbackBackground[scheme] } }],
})

export type StyleResult = { kind: 'remote'; style: StyleSpecification } | { kind: 'fallback'; reason: string }

function isStyle(value: unknown): value is StyleSpecification {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return v.version === 8 && Array.isArray(v.layers) && !!v.sources && typeof v.sources === 'object'
}

// Relative URLs in a style are relative to the style's own URL; MapLibre does not resolve them
// when given the style object, so resolve them here ({fontstack}, {z} placeholders kept).
function absolute(url: string, base: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url
  return new URL(url, base).href.replace(/%7B/g, '{').replace(/%7D/g, '}')
}

export function resolveStyleUrls(style: StyleSpecification, base: string): StyleSpecification {
  const out: StyleSpecification = { ...style, sources: { ...style.sources } }
  if (typeof style.glyphs === 'string') out.glyphs = absolute(style.glyphs, base)
  if (typeof style.sprite === 'string') out.sprite = absolute(style.sprite, base)
  else if (Array.isArray(style.sprite)) out.sprite = style.sprite.map((s) => ({ ...s, url: absolute(s.url, base) }))
  for (const [id, source] of Object.entries(style.sources)) {
    const s = { ...source } as Record<string, unknown>
    if (typeof s.url === 'string') s.url = absolute(s.url, base)
    if (Array.isArray(s.tiles)) s.tiles = s.tiles.map((t: unknown) => (typeof t === 'string' ? absolute(t, base) : t))
    if (typeof s.data === 'string') s.data = absolute(s.data, base)
    out.sources[id] = s as unknown as (typeof out.sources)[string]
  }
  return out
}

export async function loadMapStyle(
  url: string,
  options: { fetch?: typeof fetch; timeoutMs?: number; signal?: AbortSignal; baseUrl?: string } = {},
): Promise<StyleResult> {
  const doFetch = options.fetch ?? globalThis.fetch
  const controller = new AbortController()
  const onAbort = () => controller.abort()
  options.signal?.addEventListener('abort', onAbort)
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? styleTimeoutMs)
  try {
    const base = new URL(url, options.baseUrl ?? globalThis.location?.href).href
    const response = await doFetch(base, { signal: controller.signal, headers: { accept: 'application/json' } })
    if (!response.ok) return { kind: 'fallback', reason: `HTTP ${response.status}` }
    const body: unknown = await response.json()
    if (!isStyle(body)) return { kind: 'fallback', reason: 'not a MapLibre style (version 8 with sources and layers)' }
    return { kind: 'remote', style: resolveStyleUrls(body, base) }
  } catch (error) {
    const reason = controller.signal.aborted ? 'timed out or cancelled' : String(error)
    return { kind: 'fallback', reason }
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', onAbort)
  }
}

export interface PendingStyle {
  promise: Promise<StyleResult>
  /** Set once the promise has settled. */
  result?: StyleResult
}

const styles = new Map<string, PendingStyle>()

/**
 * The style at `url`, fetched once and shared: the live screen starts it beside the map's code,
 * so that the map usually starts on the real style instead of swapping it in. A failure is not
 * kept: the next map to open asks again.
 */
export function mapStyle(url: string, load: (url: string) => Promise<StyleResult> = loadMapStyle): PendingStyle {
  const known = styles.get(url)
  if (known) return known
  const entry: PendingStyle = {
    promise: load(url).then((result) => {
      entry.result = result
      if (result.kind === 'fallback') styles.delete(url)
      return result
    }),
  }
  styles.set(url, entry)
  return entry
}
