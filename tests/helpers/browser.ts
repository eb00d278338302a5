// Debian's Chromium driven by playwright-core (Playwright's own browser download cannot work here).
import { readFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Result as AxeResult } from 'axe-core'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { startTestApp, type TestApp } from './app.js'
import { fullChromiumPath, launchBrowser } from './chromium.js'

export { launchBrowser, phoneContext } from './chromium.js'

/** axe-core's minified build, put into a page once per document (see `expectNoAxeViolations`). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const screenshotDir = path.resolve(import.meta.dirname, '../../screenshots')

/**
 * The run's shared Chromium (started by the e2e global setup), or a browser of its own outside
 * it. Closing a connected browser closes its contexts and leaves the shared one running.
 */
export function connectBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint')
  return endpoint ? chromium.connect(endpoint) : launchBrowser()
}

/**
 * A test file's journeys: its app (startTestApp with `options`, or `start`) and the shared
 * browser, both ready before its first test and closed after its last. `fullBrowser` launches
 * the full Chromium of its own instead, for what the headless shell does not do.
 */
export function appInBrowser(
  options: Parameters<typeof startTestApp>[0] | (() => Promise<TestApp>) = {},
  { fullBrowser = false } = {},
) {
  let app: TestApp | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    ;[app, browser] = await Promise.all([
      typeof options === 'function' ? options() : startTestApp(options),
      fullBrowser ? launchBrowser(fullChromiumPath) : connectBrowser(),
    ])
  })
  afterAll(async () => {
    await browser?.close()
    await app?.stop()
  })
  return {
    get app(): TestApp {
      if (!app) throw new Error('app not started')
      return app
    },
    get browser(): Browser {
      if (!browser) throw new Error('browser not started')
      return browser
    },
  }
}

/**
 * A full-page picture for people to look at, written only with SCREENSHOTS=1: nothing reads them,
 * and encoding them took a seventh of the accessibility journeys' CPU.
 */
export async function screenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return
  await mkdir(screenshotDir, { recursive: true })
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true })
}

export type { Browser, BrowserContext, Page }

/**
 * Collects what a screen must never show: console errors, uncaught exceptions and failed
 * responses (4xx/5xx). `allow` lists messages that are expected at a given moment (a network
 * error while the test has stopped the server, say).
 */
export function trackErrors(page: Page) {
  const errors: string[] = []
  const allowed: RegExp[] = []
  const add = (message: string) => {
    if (!allowed.some((pattern) => pattern.test(message))) errors.push(message)
  }
  page.on('console', (message) => {
    if (message.type() === 'error') add(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => add(`page: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() >= 400) add(`${response.status()} ${response.url()}`)
  })
  return {
    errors,
    allow(pattern: RegExp) {
      allowed.push(pattern)
    },
    disallow(pattern: RegExp) {
      const at = allowed.indexOf(pattern)
      if (at >= 0) allowed.splice(at, 1)
    },
  }
}

/** Waits until every finite CSS animation or transition on the page has finished. */
export async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/**
 * axe-core on the page as it is now (open dialogs included): no violation of any impact. A page
 * with violations is read once more after its animations have finished: something that faded in
 * while axe read it (a toast, the banner) is not judged by its half-faded colours.
 * axe is put into the page only when its document lacks it (the app navigates without loading a
 * new document, so once per page load), and it details violations only (`resultTypes`): putting
 * its 560 KB in again took longer than the run itself, and @axe-core/playwright did it twice per
 * run; listing every passing node cost a third of the rest. The app has no iframes.
 */
export async function expectNoAxeViolations(page: Page, where = new URL(page.url()).pathname) {
  let violations: AxeResult[] = []
  for (let attempt = 0; attempt < 2; attempt++) {
    await animationsSettled(page)
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
    violations = await page.evaluate(async () => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') }
      return (await axe.run(document, { resultTypes: ['violations'] })).violations
    })
    if (violations.length === 0) break
  }
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join(' | ')}`,
  )
  expect(found, `axe violations on ${where}`).toEqual([])
}

/** The same check in the light and the dark colour scheme; leaves the page in the light one. */
export async function expectNoAxeViolationsInBothSchemes(page: Page, where = new URL(page.url()).pathname) {
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme })
    await expectNoAxeViolations(page, `${where} (${colorScheme})`)
  }
}

/**
 * What is wrong with the layout on a phone: horizontal scrolling (of the page, or inside an open
 * dialog), and tap targets under 44×44 px.
 * A control inside a <label> counts with its label (the whole label takes the tap); a link inside
 * a sentence is exempt (WCAG's "inline" exception).
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const problems: string[] = []
    const root = document.scrollingElement ?? document.documentElement
    if (root.scrollWidth > window.innerWidth) {
      const wide = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .filter(
          (element) =>
            !element.parentElement || element.parentElement.getBoundingClientRect().right <= window.innerWidth + 0.5,
        )
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
      problems.push(`page is ${root.scrollWidth} px wide in a ${window.innerWidth} px window (${wide.join(', ')})`)
    }
    // An open dialog sits in the top layer, outside the page's width: its own overflow is checked
    // (it clips sideways, so anything wider than it is cut off rather than scrolled to).
    for (const dialog of document.querySelectorAll<HTMLElement>('dialog[open]')) {
      const box = dialog.getBoundingClientRect()
      const name = dialog.getAttribute('aria-labelledby') ?? dialog.className
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5) {
        problems.push(
          `dialog ${name} spans ${Math.round(box.left)}–${Math.round(box.right)} px of a ${window.innerWidth} px window`,
        )
      }
      if (dialog.scrollWidth > dialog.clientWidth + 0.5) {
        const wide = [...dialog.querySelectorAll<HTMLElement>('*')]
          .filter((element) => element.getBoundingClientRect().right > box.right + 0.5)
          .slice(0, 5)
          .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
        problems.push(
          `dialog ${name} is ${dialog.scrollWidth} px wide inside ${dialog.clientWidth} px (${wide.join(', ')})`,
        )
      }
    }
    const interactive = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])',
    )
    for (const element of interactive) {
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || element.closest('[inert], dialog:not([open])')) continue
      const own = element.getBoundingClientRect()
      if (own.width === 0 && own.height === 0) continue
      const parentText = element.parentElement?.textContent?.trim() ?? ''
      const inSentence =
        element.tagName === 'A' &&
        style.display === 'inline' &&
        parentText.length > (element.textContent?.trim().length ?? 0)
      if (inSentence) continue
      const box = (element.closest('label') ?? element).getBoundingClientRect()
      if (box.width < minimum - 0.5 || box.height < minimum - 0.5) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? ''
        problems.push(
          `tap target "${name}" (${element.tagName.toLowerCase()}.${[...element.classList].join('.')}) is ${Math.round(box.width)}×${Math.round(box.height)}`,
        )
      }
    }
    return problems
  }, 44)
}

/** No horizontal scrolling and no tap target under 44×44 px. */
export async function expectPhoneLayout(page: Page, where = new URL(page.url()).pathname) {
  await animationsSettled(page)
  expect(await layoutProblems(page), `layout at ${page.viewportSize()?.width} px on ${where}`).toEqual([])
}

/**
 * The network attempts a page has under way: each request until it finishes or fails, each
 * WebSocket until it opens (its first frame sent) or closes. `settled` resolves when none is.
 */
export function trackNetwork(page: Page) {
  const pending = new Set<object>()
  let waiters: (() => void)[] = []
  const start = (attempt: object) => pending.add(attempt)
  const end = (attempt: object) => {
    pending.delete(attempt)
    if (pending.size > 0) return
    for (const resolve of waiters) resolve()
    waiters = []
  }
  page.on('request', start)
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  page.on('websocket', (socket) => {
    start(socket)
    socket.on('framesent', () => end(socket))
    socket.on('socketerror', () => end(socket))
    socket.on('close', () => end(socket))
  })
  return {
    page,
    settled: () => (pending.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  }
}

/**
 * Lives through `ms` of the pages' time (their contexts' clocks installed) without waiting for
 * it: each clock runs `step` ahead, firing the page's timers as they fall due, then the network
 * attempts those set off end before the next step, as they would in real time (a refused
 * connection fails at once). With `until`, stops at the first step after which it holds and
 * says whether it did.
 */
export async function liveThrough(
  pages: ReturnType<typeof trackNetwork>[],
  ms: number,
  options: { step?: number; until?: () => Promise<boolean> } = {},
): Promise<boolean> {
  const step = options.step ?? 250
  for (let ran = 0; ran < ms; ran += step) {
    await Promise.all(pages.map((tracked) => tracked.page.clock.runFor(Math.min(step, ms - ran))))
    await Promise.all(pages.map((tracked) => tracked.settled()))
    if (options.until && (await options.until())) return true
  }
  return options.until ? options.until() : true
}

/**
 * What breaks reading on a phone beyond the widths: a word broken across lines although it fits
 * its line (a short word inside a control breaks never), and interactive elements on top of one
 * another. The top-most open modal dialog is judged alone (what is behind it is inert). Fixed things
 * (the dock, toasts) are left to `dockProblems`.
 */
export function readingProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    // The top-most modal (the last shown; a confirmation opened from a dialog is inside it).
    const scope = [...document.querySelectorAll<HTMLElement>('dialog[open]')].at(-1) ?? document.body
    // Inside a dialog opened from this one: judged on its own.
    const nested = (element: Element) => element.closest('dialog[open]') !== (scope.closest('dialog[open]') ?? null)
    const hidden = (element: Element) =>
      !element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) ||
      element.closest('[inert], .visually-hidden, [aria-hidden="true"] svg') !== null
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join('')}`
    const control = 'button, a, label, summary, select, [role="button"], legend'
    // A word broken across lines: more than one line among its client rects.
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || hidden(parent) || nested(parent) || parent.closest('script, style, noscript, .maplibregl-map'))
        continue
      // Words between spaces and hyphens (a break after a hyphen is a fair one).
      for (const word of (node as Text).data.matchAll(/[^\s-]+-?/g)) {
        range.setStart(node, word.index)
        range.setEnd(node, word.index + word[0].length)
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0)
        const first = rects[0]
        if (!first || !rects.some((rect) => rect.top >= first.bottom - 1)) continue
        let block: HTMLElement = parent
        while (getComputedStyle(block).display.startsWith('inline') && block.parentElement) block = block.parentElement
        const style = getComputedStyle(block)
        const room = block.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
        const width = rects.reduce((sum, rect) => sum + rect.width, 0)
        const inControl = parent.closest(control) !== null && [...word[0]].length <= 20
        if (width <= room + 1 || inControl) {
          problems.push(
            `"${word[0].slice(0, 40)}" breaks across ${rects.length} lines in ${describe(block)} (${Math.round(width)} px word, ${Math.round(room)} px line)`,
          )
        }
      }
    }
    // Interactive elements on top of each other (nested ones, a control in its label and the map's
    // own controls on its canvas aside).
    const interactive = [
      ...scope.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])',
      ),
    ].filter(
      (element) =>
        !hidden(element) &&
        !nested(element) &&
        !element.closest('.bottom-dock, [popover], .maplibregl-map') &&
        element.getBoundingClientRect().width > 2,
    )
    const boxOf = (element: HTMLElement) => (element.closest('label') ?? element).getBoundingClientRect()
    for (let i = 0; i < interactive.length; i++) {
      for (let j = i + 1; j < interactive.length; j++) {
        const [a, b] = [interactive[i] as HTMLElement, interactive[j] as HTMLElement]
        if (a.contains(b) || b.contains(a)) continue
        const [ra, rb] = [boxOf(a), boxOf(b)]
        if (ra === rb || (a.closest('label') && a.closest('label') === b.closest('label'))) continue
        const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left)
        const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top)
        if (x > 1 && y > 1) {
          const name = (e: HTMLElement) => e.getAttribute('aria-label') ?? e.textContent?.trim().slice(0, 30) ?? ''
          problems.push(
            `"${name(a)}" (${describe(a)}) and "${name(b)}" (${describe(b)}) overlap by ${Math.round(x)}×${Math.round(y)}`,
          )
        }
      }
    }
    return problems
  })
}

/**
 * Scrolled to the end, nothing of the page (text or control) lies under the bottom dock's
 * contents (its floating action, banner and navigation). Leaves the page scrolled to the top.
 */
export async function dockProblems(page: Page): Promise<string[]> {
  const problems = await page.evaluate(async () => {
    if (document.querySelector('dialog[open]')) return []
    const root = document.scrollingElement ?? document.documentElement
    root.scrollTop = root.scrollHeight
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const docked = [...document.querySelectorAll<HTMLElement>('.bottom-dock > *, .bottom-dock-actions > *')]
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.height > 0 && rect.width > 0)
    const found: string[] = []
    const leaves = [...document.querySelectorAll<HTMLElement>('main *')].filter(
      (element) =>
        !element.closest('.bottom-dock, [popover], .visually-hidden') &&
        (element.matches('a[href], button, input, select, textarea, summary') ||
          [...element.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim())) &&
        element.checkVisibility({ visibilityProperty: true }),
    )
    for (const element of leaves) {
      const rect = element.getBoundingClientRect()
      const under = docked.find(
        (dock) =>
          Math.min(rect.right, dock.right) - Math.max(rect.left, dock.left) > 1 &&
          Math.min(rect.bottom, dock.bottom) - Math.max(rect.top, dock.top) > 1,
      )
      if (under)
        found.push(
          `"${element.textContent?.trim().slice(0, 30)}" (${element.tagName.toLowerCase()}) lies under the bottom dock at the end of the page`,
        )
    }
    root.scrollTop = 0
    return found.slice(0, 5)
  })
  return problems
}

/**
 * Every layout guard of a phone screen: sideways scrolling and small targets, broken words,
 * overlaps and the dock, and (when named) the primary action in the first viewport.
 */
export async function phoneGuardProblems(page: Page, primary?: [ReturnType<Page['locator']>, string]) {
  return [
    ...(await layoutProblems(page)),
    ...(await readingProblems(page)),
    ...(await dockProblems(page)),
    ...(primary ? await primaryActionProblems(page, primary[0], primary[1]) : []),
  ]
}

/** The screen's primary action is shown whole in the first viewport, above the bottom dock. */
export async function primaryActionProblems(page: Page, action: ReturnType<Page['locator']>, name: string) {
  if (await action.evaluate((element) => element.closest('.bottom-dock') !== null).catch(() => false)) return []
  await page.evaluate(() => {
    ;(document.scrollingElement ?? document.documentElement).scrollTop = 0
  })
  const box = await action.boundingBox()
  if (!box) return [`primary action "${name}" is not shown`]
  const dockTop = await page.evaluate(() => {
    const tops = [...document.querySelectorAll<HTMLElement>('.bottom-dock > *, .bottom-dock-actions > *')]
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.height > 0)
      .map((rect) => rect.top)
    return Math.min(window.innerHeight, ...tops)
  })
  return box.y >= 0 && box.y + box.height <= dockTop + 0.5
    ? []
    : [
        `primary action "${name}" spans ${Math.round(box.y)}–${Math.round(box.y + box.height)} px; the first viewport ends at ${Math.round(dockTop)} px`,
      ]
}
