// How the tests start Debian's Chromium (Playwright's own browser download cannot work here).
// Free of vitest, so that scripts (npm run screenshots) can use it outside the test runner.
import { existsSync } from 'node:fs'
import { type Browser, chromium, type LaunchOptions } from 'playwright-core'

/** The full browser (Debian's chromium package), for what only it does (see the notifications journey). */
export const fullChromiumPath = '/usr/bin/chromium'
const headlessShellPath = '/usr/bin/chromium-headless-shell'

/**
 * The journeys' browser: Debian's Chromium headless shell when installed (package
 * chromium-headless-shell: the same engine and version without the desktop browser around it,
 * and what Playwright itself runs headless tests in), else the full browser. The shell did the
 * same journeys with a third of the CPU.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : fullChromiumPath)

export const launchOptions: LaunchOptions = {
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
}

export function launchBrowser(executablePath = launchOptions.executablePath): Promise<Browser> {
  return chromium.launch({ ...launchOptions, executablePath })
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
