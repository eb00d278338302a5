// npm run icons: draws the installable app's PNG icons from web/public/icon.svg in Chromium
// (192 and 512 px, a maskable 512 px with the mark inside the safe zone, and the 180 px
// apple-touch-icon) into web/public. Run it after changing the icon, and commit the images.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { launchOptions } from '../tests/helpers/chromium.js'

const publicDir = path.resolve(import.meta.dirname, '../web/public')
const svg = await readFile(path.join(publicDir, 'icon.svg'), 'utf8')
// The mark alone, on a full-bleed square: maskable icons are cropped to a circle of 80 %.
const mark = svg.replace(/<rect[^>]*\/>/, '')
const icons = [
  { file: 'icon-192.png', size: 192, html: svg, inset: 0 },
  { file: 'icon-512.png', size: 512, html: svg, inset: 0 },
  { file: 'apple-touch-icon.png', size: 180, html: mark, inset: 0.12 },
  { file: 'icon-maskable-512.png', size: 512, html: mark, inset: 0.2 },
]

const browser = await chromium.launch(launchOptions)
try {
  const page = await browser.newPage()
  for (const { file, size, html, inset } of icons) {
    const pad = Math.round(size * inset)
    await page.setViewportSize({ width: size, height: size })
    const square = inset > 0 ? 'background:#0f766e' : 'background:transparent'
    await page.setContent(
      `<body style="margin:0;${square};width:${size}px;height:${size}px;display:grid;place-items:center">
        <div style="width:${size - 2 * pad}px;height:${size - 2 * pad}px">${html.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
      </body>`,
    )
    await page.screenshot({ path: path.join(publicDir, file), omitBackground: inset === 0 })
    console.log(`wrote web/public/${file}`)
  }
} finally {
  await browser.close()
}
