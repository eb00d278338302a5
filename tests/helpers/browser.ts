// Debian's Chromium driven by playwright-core (Playwright's own browser download cannot work here).
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const screenshotDir = path.resolve(import.meta.dirname, '../../screenshots')

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
}

/** A phone-sized context (390×844), optionally signed in with a session cookie. */
export async function phoneContext(browser: Browser, baseUrl: string, cookie?: { name: string; value: string }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    baseURL: baseUrl,
  })
  if (cookie) await context.addCookies([{ ...cookie, url: baseUrl }])
  return context
}

export async function screenshot(page: Page, name: string) {
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
