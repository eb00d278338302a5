// How the tests start Debian's Chromium (Playwright's own browser download cannot work here).
import type { LaunchOptions } from 'playwright-core'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

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
