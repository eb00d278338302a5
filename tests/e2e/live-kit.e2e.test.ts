// The live kit (web/src/live) in a real browser, without the app's server: a test-only page
// (tests/e2e/harness) built with Vite as production builds are, served from a temporary folder,
// with the map style from the local stand-in for the public tile service.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { build, type Rollup } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Browser,
  type BrowserContext,
  launchBrowser,
  type Page,
  phoneContext,
  screenshot,
} from '../helpers/browser.js'
import { type FakeUpstreams, fakeMapStyle, startFakeUpstreams } from '../helpers/fake-upstreams.js'
import type { HarnessConfig } from './harness/live-kit-types.js'

/** web/src/live/map-style.ts fallbackStyle's background. */
const fallbackBackground = '#e6ecef'

const harnessDir = path.resolve(import.meta.dirname, 'harness')
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
}

async function serve(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname
    const file = path.join(dir, pathname === '/' ? 'live-kit.html' : pathname)
    if (!file.startsWith(dir)) return res.writeHead(403).end()
    try {
      const body = await readFile(file)
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

// Phoenix Art Museum, with people around it.
const venue = { lat: 33.4673, lon: -112.073, name: 'Phoenix Art Museum' }
const ada = {
  id: 'p-ada',
  name: 'Ada Lovelace',
  initials: 'AL',
  lat: 33.4712,
  lon: -112.0795,
  stale: false,
  isViewer: true,
}
const bob = {
  id: 'p-bob',
  name: 'Bob Stone',
  initials: 'BS',
  lat: 33.4625,
  lon: -112.0668,
  stale: false,
  isViewer: false,
}
const grace = {
  id: 'p-grace',
  name: 'Grace Hopper',
  initials: 'GH',
  lat: 33.4651,
  lon: -112.0812,
  stale: true,
  isViewer: false,
}

describe('live kit in the browser', () => {
  let dist: string
  let output: Rollup.OutputChunk[]
  let site: { url: string; server: Server }
  let upstreams: FakeUpstreams
  let browser: Browser

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'gather-live-kit-'))
    const result = (await build({
      configFile: false,
      root: harnessDir,
      logLevel: 'error',
      plugins: [react()],
      build: { outDir: dist, emptyOutDir: true, rollupOptions: { input: path.join(harnessDir, 'live-kit.html') } },
    })) as Rollup.RollupOutput
    output = result.output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk')
    site = await serve(dist)
    upstreams = await startFakeUpstreams()
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await upstreams?.close()
    await new Promise((resolve) => site?.server.close(resolve))
    if (dist) await rm(dist, { recursive: true, force: true })
  })

  async function open(config: Partial<HarnessConfig>, setup?: (context: BrowserContext) => Promise<unknown>) {
    const context = await phoneContext(browser, site.url)
    await setup?.(context)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
    })
    const workers: string[] = []
    page.on('worker', (worker) => workers.push(worker.url()))
    const full: HarnessConfig = {
      styleUrl: upstreams.env.MAP_STYLE_URL as string,
      venue,
      people: [ada, bob, grace],
      ...config,
    }
    await page.addInitScript((c) => {
      window.liveKitConfig = c
    }, full)
    await page.goto('/')
    return { page, context, errors, workers }
  }

  const marker = (page: Page, name: string) => page.getByRole('img', { name, exact: true })
  // What is really on top at the marker's centre: a marker clipped away or covered fails this.
  const onTop = (page: Page, name: string) =>
    page.evaluate((label) => {
      const el = [...document.querySelectorAll('[role="img"]')].find((e) => e.getAttribute('aria-label') === label)
      if (!el) return 'missing'
      const r = el.getBoundingClientRect()
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
      return top?.closest('[role="img"]')?.getAttribute('aria-label') ?? top?.className ?? 'nothing'
    }, name)
  // The colour painted at a point of the page, read back from a screenshot.
  const colourAt = async (page: Page, x: number, y: number) => {
    const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } })
    return page.evaluate(async (b64) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob())
      const canvas = new OffscreenCanvas(1, 1)
      const context = canvas.getContext('2d')
      context?.drawImage(bitmap, 0, 0)
      return [...(context?.getImageData(0, 0, 1, 1).data.slice(0, 3) ?? [])]
    }, png.toString('base64'))
  }
  const near = (actual: number[], hex: string) => {
    const expected = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
    return actual.length === 3 && actual.every((v, i) => Math.abs(v - (expected[i] ?? -99)) <= 3)
  }
  const mapCorner = async (page: Page) => {
    const box = await page.locator('.live-map').boundingBox()
    return colourAt(page, (box?.x ?? 0) + 30, (box?.y ?? 0) + (box?.height ?? 0) - 30)
  }
  const everyone = [
    'Event location: Phoenix Art Museum',
    'Ada Lovelace (you)',
    'Bob Stone',
    'Grace Hopper, last known position',
  ]

  const centre = async (page: Page, name: string) => {
    const box = await marker(page, name).boundingBox()
    if (!box) throw new Error(`${name} has no box`)
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, bottom: box.y + box.height }
  }

  it('keeps maplibre-gl out of the first chunk', () => {
    const entry = output.find((c) => c.isEntry)
    const lazy = output.find((c) => c.isDynamicEntry && Object.keys(c.modules).some((m) => m.includes('maplibre-gl')))
    expect(entry).toBeDefined()
    expect(Object.keys(entry?.modules ?? {}).filter((m) => m.includes('maplibre-gl'))).toEqual([])
    expect(lazy?.name).toBe('LiveMap')
  })

  it('shows the venue and everyone by initials on the map, with the "you" and stale styles', async () => {
    const { page, context, errors, workers } = await open({})
    const map = page.getByRole('region', { name: 'Live map of Phoenix Art Museum' })
    await expect.poll(() => map.getAttribute('data-map-kind')).toBe('maplibre')
    await expect.poll(() => map.getAttribute('data-map-style')).toBe('remote')
    expect(await page.locator('canvas.maplibregl-canvas').count()).toBe(1)
    await expect.poll(() => marker(page, 'Event location: Phoenix Art Museum').isVisible()).toBe(true)
    expect(await marker(page, 'Ada Lovelace (you)').textContent()).toBe('AL')
    expect(await marker(page, 'Bob Stone').textContent()).toBe('BS')
    expect(await marker(page, 'Grace Hopper, last known position').textContent()).toBe('GH')

    const badge = (name: string) => marker(page, name).locator('.live-marker')
    expect(await badge('Grace Hopper, last known position').evaluate((el) => getComputedStyle(el).borderStyle)).toBe(
      'dashed',
    )
    expect(await badge('Bob Stone').evaluate((el) => getComputedStyle(el).borderStyle)).toBe('solid')
    const colour = (name: string) => badge(name).evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(
      new Set([
        await colour('Ada Lovelace (you)'),
        await colour('Bob Stone'),
        await colour('Grace Hopper, last known position'),
      ]).size,
    ).toBe(3)

    // Everyone is in view (fitted bounds), placed as on the ground: Ada north-west of the venue, Bob south-east.
    const mapBox = await map.boundingBox()
    const pin = await centre(page, 'Event location: Phoenix Art Museum')
    const a = await centre(page, 'Ada Lovelace (you)')
    const b = await centre(page, 'Bob Stone')
    for (const p of [pin, a, b, await centre(page, 'Grace Hopper, last known position')]) {
      expect(p.x).toBeGreaterThan(mapBox?.x ?? 0)
      expect(p.x).toBeLessThan((mapBox?.x ?? 0) + (mapBox?.width ?? 0))
      expect(p.y).toBeGreaterThan(mapBox?.y ?? 0)
      expect(p.y).toBeLessThan((mapBox?.y ?? 0) + (mapBox?.height ?? 0))
    }
    expect(a.x).toBeLessThan(pin.x)
    expect(a.y).toBeLessThan(pin.bottom)
    expect(b.x).toBeGreaterThan(pin.x)
    expect(b.y).toBeGreaterThan(pin.bottom)
    await page.waitForTimeout(700)
    for (const name of everyone) expect(await onTop(page, name)).toBe(name)
    // WebGL painted the test style's background (not the app's fallback colour).
    expect(near(await mapCorner(page), fakeMapStyle.layers[0]?.paint['background-color'] ?? '')).toBe(true)
    await screenshot(page, 'live-kit-map')
    // MapLibre's workers run from the file Vite emitted (setWorkerUrl), not a missing sibling.
    expect(workers.some((url) => /\/assets\/maplibre-gl-worker-[\w-]+\.mjs/.test(url))).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('moves a marker when the person moves, without recreating the map or the marker', async () => {
    const { page, context, errors } = await open({})
    const map = page.getByRole('region', { name: 'Live map of Phoenix Art Museum' })
    await expect.poll(() => map.getAttribute('data-map-style')).toBe('remote')
    await expect.poll(() => marker(page, 'Bob Stone').isVisible()).toBe(true)
    await page.waitForTimeout(300)
    const canvas = await page.$('canvas.maplibregl-canvas')
    await marker(page, 'Bob Stone').evaluate((el) => el.setAttribute('data-original', 'yes'))
    const pinBefore = await centre(page, 'Event location: Phoenix Art Museum')
    const before = await centre(page, 'Bob Stone')

    // Bob walks north towards the venue.
    await page.evaluate(([p, others]) => window.liveKit.setPeople([...others, { ...p, lat: p.lat + 0.003 }]), [
      bob,
      [ada, grace],
    ] as const)
    await expect.poll(async () => (await centre(page, 'Bob Stone')).y).toBeLessThan(before.y - 20)
    await page.waitForTimeout(900) // the glide takes 0.8 s
    const after = await centre(page, 'Bob Stone')
    expect(Math.abs(after.x - before.x)).toBeLessThan(2)
    expect(await centre(page, 'Event location: Phoenix Art Museum')).toEqual(pinBefore)
    expect(await canvas?.evaluate((el) => el.isConnected)).toBe(true)
    expect(await page.locator('canvas.maplibregl-canvas').count()).toBe(1)
    expect(await marker(page, 'Bob Stone').getAttribute('data-original')).toBe('yes')

    // Someone going stale changes style in place; someone leaving loses their marker.
    await page.evaluate(([p]) => window.liveKit.setPeople([{ ...p, lat: p.lat + 0.003, stale: true }]), [bob] as const)
    await expect.poll(() => marker(page, 'Bob Stone, last known position').count()).toBe(1)
    expect(await marker(page, 'Bob Stone, last known position').getAttribute('data-original')).toBe('yes')
    expect(await marker(page, 'Ada Lovelace (you)').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('falls back to a plain background when the style fails or does not answer, markers still shown', async () => {
    for (const mode of ['fail', 'hang'] as const) {
      upstreams.modes.map = mode
      const { page, context } = await open({})
      const map = page.getByRole('region', { name: 'Live map of Phoenix Art Museum' })
      await expect.poll(() => marker(page, 'Bob Stone').isVisible()).toBe(true)
      await expect.poll(() => map.getAttribute('data-map-style'), { timeout: 8000 }).toBe('fallback')
      expect(await map.getAttribute('data-map-kind')).toBe('maplibre')
      await page.waitForTimeout(300)
      for (const name of everyone) expect(await onTop(page, name)).toBe(name)
      expect(near(await mapCorner(page), fallbackBackground)).toBe(true)
      if (mode === 'fail') await screenshot(page, 'live-kit-map-fallback-style')
      await context.close()
    }
    upstreams.modes.map = 'ok'
  })

  it('shows the radar view when WebGL is missing, positions relative to the venue', async () => {
    const { page, context, errors } = await open({}, (c) =>
      c.addInitScript(() => {
        const original = HTMLCanvasElement.prototype.getContext
        HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
          if (type === 'webgl' || type === 'webgl2' || type === 'experimental-webgl') return null
          return (original as (...args: unknown[]) => unknown).call(this, type, ...rest)
        } as typeof original
      }),
    )
    const map = page.getByRole('region', { name: 'Live map of Phoenix Art Museum' })
    await expect.poll(() => map.getAttribute('data-map-kind')).toBe('radar')
    expect(await page.locator('canvas').count()).toBe(0)
    expect(await marker(page, 'Ada Lovelace (you)').textContent()).toBe('AL')
    expect(await marker(page, 'Grace Hopper, last known position').locator('.is-stale').count()).toBe(1)
    const mapBox = await map.boundingBox()
    const pin = await centre(page, 'Event location: Phoenix Art Museum')
    expect(Math.abs(pin.x - ((mapBox?.x ?? 0) + (mapBox?.width ?? 0) / 2))).toBeLessThan(2)
    const a = await centre(page, 'Ada Lovelace (you)')
    const b = await centre(page, 'Bob Stone')
    expect(a.x).toBeLessThan(pin.x)
    expect(a.y).toBeLessThan(pin.bottom)
    expect(b.x).toBeGreaterThan(pin.x)
    expect(b.y).toBeGreaterThan(pin.bottom)
    for (const name of everyone) expect(await onTop(page, name)).toBe(name)
    await screenshot(page, 'live-kit-radar')

    await page.evaluate(([p, others]) => window.liveKit.setPeople([...others, { ...p, lat: p.lat + 0.003 }]), [
      bob,
      [ada, grace],
    ] as const)
    await expect.poll(async () => (await centre(page, 'Bob Stone')).y).toBeLessThan(b.y - 10)
    expect(errors).toEqual([])
    await context.close()
  })

  it('sends the first fix, not a tiny move, and a real move once the interval has passed', async () => {
    const { page, context } = await open(
      { position: { participantId: 'p1', timing: { minIntervalMs: 1500 } } },
      async (c) => {
        await c.grantPermissions(['geolocation'])
        await c.setGeolocation({ latitude: 33.4, longitude: -112.1 })
      },
    )
    const sent = () => page.evaluate(() => window.liveKit.sent.map((s) => [s.id, s.lat, s.lon]))
    await expect.poll(sent).toEqual([['p1', 33.4, -112.1]])

    await context.setGeolocation({ latitude: 33.40003, longitude: -112.10003 })
    await expect.poll(() => page.getByTestId('fix').textContent()).toBe('33.40003,-112.10003')
    await page.waitForTimeout(1700)
    expect(await sent()).toHaveLength(1)

    await context.setGeolocation({ latitude: 33.401, longitude: -112.1 })
    await expect.poll(sent).toEqual([
      ['p1', 33.4, -112.1],
      ['p1', 33.401, -112.1],
    ])
    // A real move straight after a send waits for the interval, then goes out by itself.
    await context.setGeolocation({ latitude: 33.402, longitude: -112.1 })
    await expect.poll(() => page.getByTestId('fix').textContent()).toBe('33.402,-112.1')
    expect(await sent()).toHaveLength(2)
    await expect.poll(sent).toHaveLength(3)
    const times = await page.evaluate(() => window.liveKit.sent.map((s) => s.at))
    expect((times[2] ?? 0) - (times[1] ?? 0)).toBeGreaterThanOrEqual(1450)
    await context.close()
  })

  it('watches with high accuracy and a 30 s timeout, and reads once when the watch stays silent', async () => {
    const { page, context } = await open({
      position: { participantId: 'p1', geolocation: 'silent-watch', timing: { singleReadFallbackMs: 700 } },
    })
    await expect.poll(() => page.getByTestId('fix').textContent()).toBe('33.7,-112.4')
    const calls = await page.evaluate(() => window.liveKit.geoCalls)
    const watch = calls.find((c) => c.kind === 'watch')
    const read = calls.find((c) => c.kind === 'read')
    expect(watch?.options).toEqual({ enableHighAccuracy: true, timeout: 30_000, maximumAge: 0 })
    expect(read?.options).toMatchObject({ enableHighAccuracy: false, timeout: 30_000 })
    expect((read?.at ?? 0) - (watch?.at ?? 0)).toBeGreaterThanOrEqual(650)
    expect(calls.filter((c) => c.kind === 'read')).toHaveLength(1)
    expect(await page.evaluate(() => window.liveKit.sent.map((s) => [s.id, s.lat, s.lon]))).toEqual([
      ['p1', 33.7, -112.4],
    ])
    await context.close()
  })

  it('holds a fix until the participant is known', async () => {
    const { page, context } = await open({ position: { participantId: null } }, async (c) => {
      await c.grantPermissions(['geolocation'])
      await c.setGeolocation({ latitude: 33.5, longitude: -112.2 })
    })
    await expect.poll(() => page.getByTestId('fix').textContent()).toBe('33.5,-112.2')
    expect(await page.evaluate(() => window.liveKit.sent.length)).toBe(0)
    await page.evaluate(() => window.liveKit.setParticipant('p9'))
    await expect
      .poll(() => page.evaluate(() => window.liveKit.sent.map((s) => [s.id, s.lat, s.lon])))
      .toEqual([['p9', 33.5, -112.2]])
    await context.close()
  })

  it("offers 'Enable Live Location' when no position comes, and starts sending once allowed", async () => {
    const { page, context } = await open({
      position: { participantId: 'p1', timing: { waitingTooLongMs: 800 } },
    })
    const button = page.getByRole('button', { name: 'Enable Live Location' })
    await expect.poll(() => button.isVisible()).toBe(true)
    expect(await page.getByTestId('fix').textContent()).toBe('none')
    await screenshot(page, 'live-kit-enable-location')
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation({ latitude: 33.6, longitude: -112.3 })
    await button.click()
    await expect.poll(() => page.getByTestId('fix').textContent()).toBe('33.6,-112.3')
    expect(await button.count()).toBe(0)
    await expect.poll(() => page.evaluate(() => window.liveKit.sent.length)).toBe(1)
    await context.close()
  })

  it("says how to allow location when the browser has blocked it, beside 'Enable Live Location'", async () => {
    const { page, context } = await open({
      position: { participantId: 'p1', timing: { waitingTooLongMs: 800 } },
    })
    // What a person who tapped "Block" has: the browser refuses without asking.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Browser.setPermission', {
      permission: { name: 'geolocation' },
      setting: 'denied',
      origin: new URL(page.url()).origin,
    })
    const button = page.getByRole('button', { name: 'Enable Live Location' })
    await expect.poll(() => button.isVisible()).toBe(true)
    await button.click()
    await expect.poll(() => page.getByTestId('error').textContent()).toBe('error 1')
    const help = page.getByRole('status').filter({ hasText: 'Location is blocked for this site' })
    await expect.poll(() => help.isVisible()).toBe(true)
    await expect.poll(() => button.isVisible()).toBe(true)
    await screenshot(page, 'live-kit-location-blocked')
    await context.close()
  })

  it('opens Uber or Lyft at the venue, falling back to the web after 0.8 s, or explains missing coordinates', async () => {
    const { page, context } = await open({ rides: { destination: { ...venue, name: 'Phoenix Art Museum & Café' } } })
    await context.route(/^https:\/\/(m\.uber\.com|ride\.lyft\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Ride service</h1>' }),
    )
    await expect.poll(() => marker(page, 'Bob Stone').isVisible()).toBe(true)
    const uberColour = await page
      .getByRole('button', { name: 'Uber' })
      .evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(uberColour).toBe('rgb(0, 0, 0)')
    await screenshot(page, 'live-kit-rides')
    const clickedAt = Date.now()
    await page.getByRole('button', { name: 'Uber' }).click()
    await page.waitForURL(/m\.uber\.com/)
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(750)
    const uber = new URL(page.url())
    expect(uber.pathname).toBe('/ul/')
    expect(uber.searchParams.get('action')).toBe('setPickup')
    expect(uber.searchParams.get('dropoff[latitude]')).toBe('33.4673')
    expect(uber.searchParams.get('dropoff[longitude]')).toBe('-112.073')
    expect(uber.searchParams.get('dropoff[nickname]')).toBe('Phoenix Art Museum & Café')

    await page.goBack()
    await page.getByRole('button', { name: 'Lyft' }).click()
    await page.waitForURL(/ride\.lyft\.com/)
    expect(new URL(page.url()).searchParams.get('destination[latitude]')).toBe('33.4673')
    await context.close()

    const missing = await open({ rides: { destination: { lat: null, lon: null, name: 'Somewhere' } } })
    await missing.page.getByRole('button', { name: 'Uber' }).click()
    const toast = missing.page.getByRole('status').filter({ hasText: 'Location missing' })
    await expect.poll(() => toast.isVisible()).toBe(true)
    expect(await toast.textContent()).toContain("This event doesn't have location coordinates set up")
    await missing.page.waitForTimeout(1000)
    expect(new URL(missing.page.url()).host).toBe(new URL(site.url).host)
    await screenshot(missing.page, 'live-kit-ride-missing')
    await missing.context.close()
  })
})
