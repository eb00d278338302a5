// The first page's JavaScript: the entry script of the built index.html and the modules it
// preloads (its static imports), compressed as the server sends them. `npm run size:web` prints it.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

export const firstPageBudgetBytes = 120 * 1024

export async function firstPageJavaScript(dist = path.resolve(import.meta.dirname, '../web/dist')) {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8')
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
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  for (const file of size.files)
    console.log(`${file.file}: ${kb(file.raw)} raw, ${kb(file.gzip)} gzip, ${kb(file.brotli)} brotli`)
  console.log(
    `first page JavaScript: ${kb(size.raw)} raw, ${kb(size.gzip)} gzip, ${kb(size.brotli)} brotli (budget ${kb(firstPageBudgetBytes)} compressed)`,
  )
  if (size.gzip > firstPageBudgetBytes) process.exitCode = 1
}
