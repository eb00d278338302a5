// How the tests start Debian's Chromium (Playwright's own browser download cannot work here).
import { existsSync } from 'node:fs'
import type { LaunchOptions } from 'playwright-core'

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
