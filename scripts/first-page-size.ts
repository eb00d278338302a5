// The first page's JavaScript: the entry script of the landing page as served to a visitor (the
// prerendered page, else the built index.html) and the modules it preloads (the entry's static
// imports), compressed as the server sends them. `npm run size:web` prints it, and the shell's
// (what signed-in people get, with the signed-in screens' code preloaded) for comparison.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

export const firstPageBudgetBytes = 120 * 1024

export async function firstPageJavaScript(
  dist = path.resolve(import.meta.dirname, '../web/dist'),
  page = path.join('prerendered', 'landing.html'),
) {
  const html = await readFile(path.join(dist, page), 'utf8')
  const files = [
    ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
  ].map((match) => match[1] as string)
  const sizes = await Promise.all(
    files.map(async (file) => {
      const body = await readFile(path.join(dist, file))
      return {
        file,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        brotli: brotliCompressSync(body).length,
      }
    }),
  )
  const total = (key: 'raw' | 'gzip' | 'brotli') => sizes.reduce((sum, size) => sum + size[key], 0)
  return { files: sizes, raw: total('raw'), gzip: total('gzip'), brotli: total('brotli') }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const size = await firstPageJavaScript()
  const shell = await firstPageJavaScript(undefined, 'index.html')
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  for (const file of size.files)
    console.log(`${file.file}: ${kb(file.raw)} raw, ${kb(file.gzip)} gzip, ${kb(file.brotli)} brotli`)
  console.log(
    `first page (landing) JavaScript: ${kb(size.raw)} raw, ${kb(size.gzip)} gzip, ${kb(size.brotli)} brotli (budget ${kb(firstPageBudgetBytes)} compressed)`,
  )
  console.log(
    `app shell, with the signed-in screens' code preloaded: ${kb(shell.gzip)} gzip, ${kb(shell.brotli)} brotli`,
  )
  if (size.gzip > firstPageBudgetBytes) process.exitCode = 1
}
