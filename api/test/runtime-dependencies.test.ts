// The runtime image installs `dependencies` only (npm install --omit=dev): they are the server's
// own packages. Every one is imported by the server's code (or is the peer of one it imports),
// and no package of the web app or the build lands in the production tree.
import { execFile } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

/** The packages the TypeScript files under `dir` import (`x`, `@scope/x`; not `node:` nor relative paths). */
function importedBy(dir: string): Set<string> {
  const found = new Set<string>()
  for (const entry of readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
    if (!/\.tsx?$/.test(entry.name) || entry.parentPath.includes('__generated__')) continue
    const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
    for (const [, name] of text.matchAll(/(?:from|import\()\s*'((?:@[\w.-]+\/)?[\w-][\w.-]*)[^']*'/g)) {
      if (name !== 'node') found.add(name!)
    }
  }
  return found
}

/** Peer dependencies of `name` as installed (react-dom for React Email's renderer). */
function peersOf(name: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'))
  return Object.keys(manifest.peerDependencies ?? {})
}

const server = importedBy('api/src')
/** What the server needs installed: what it imports, and their peers (react-dom for React Email's renderer). */
const needed = new Set([...server, ...[...server].filter((name) => name in pkg.dependencies).flatMap(peersOf)])
const webOnly = [...importedBy('web/src')].filter((name) => !needed.has(name))
/** Packages that build, test or serve the sources in development, never the compiled server. */
const buildOnly = ['vite', 'vitest', 'tsx', 'esbuild', 'typescript', 'prisma', 'relay-compiler', '@biomejs/biome']

describe('runtime dependencies', () => {
  it('are each imported by the server, or a peer of a package it imports', () => {
    expect(Object.keys(pkg.dependencies).filter((name) => !needed.has(name))).toEqual([])
  })

  it('hold every package the server imports', () => {
    expect([...server].filter((name) => !(name in pkg.dependencies))).toEqual([])
  })

  it('hold no package of the web app only, nor of the build', () => {
    expect(webOnly).toEqual(expect.arrayContaining(['maplibre-gl', 'react-relay', 'relay-runtime']))
    expect(Object.keys(pkg.dependencies).filter((name) => webOnly.includes(name) || buildOnly.includes(name))).toEqual(
      [],
    )
  })

  it('make a production tree (what the image installs) without them, even indirectly', async () => {
    const { stdout } = await promisify(execFile)('npm', ['ls', '--omit=dev', '--all', '--parseable'], {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    })
    const installed = new Set(
      stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => path.relative(root, line).split('node_modules/').at(-1)!),
    )
    expect(installed.size).toBeGreaterThan(50)
    // npm installs a dependency's peers, even optional ones: Prisma 6's client names its CLI and
    // TypeScript (for `prisma generate`, which the image never runs).
    const peersOfClient = peersOf('@prisma/client').filter((name) => buildOnly.includes(name))
    expect([...webOnly, ...buildOnly].filter((name) => installed.has(name)).sort()).toEqual(peersOfClient.sort())
  })
})
