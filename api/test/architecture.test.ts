// The API's layers stay layers: core holds the adapters, each feature imports core, and the edge
// (transports, the caller, the services bag) sits above both. An import cycle means one of them
// reaches back, so none is allowed. Relative imports and re-exports count, type-only ones too: a
// type import ties two files together as much as any other.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const sourceRoot = path.resolve(import.meta.dirname, '../src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(at)
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [at] : []
  })
}

const specifiers =
  /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\s*\(\s*['"](\.[^'"]+)['"]\s*\)|import\s+['"](\.[^'"]+)['"]/g

/** Each file's relative imports that are files of the set (`./x.js` is `./x.ts`, a folder its index). */
function importGraph(files: Map<string, string>): Map<string, string[]> {
  const resolve = (from: string, specifier: string) => {
    const base = path.resolve(path.dirname(from), specifier.replace(/\.(m?js|jsx)$/, ''))
    const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, path.join(base, 'index.ts')]
    return candidates.find((candidate) => files.has(candidate))
  }
  const graph = new Map<string, string[]>()
  for (const [file, text] of files) {
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
    const targets = [...code.matchAll(specifiers)]
      .map((m) => resolve(file, m[1] ?? m[2] ?? m[3] ?? ''))
      .filter((target): target is string => target !== undefined && target !== file)
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** Groups of files that import each other round (Tarjan's strongly connected components of two or more). */
function importCycles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (file: string) => {
    index.set(file, next)
    low.set(file, next++)
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) visit(target)
      if (onStack.has(target)) low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0))
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop() as string
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1) cycles.push(component.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return cycles
}

const features = ['accounts', 'banner', 'gathers', 'groups', 'live', 'notifications', 'places']

/**
 * A feature's doors, the only files another feature or the edge may import: its policy, its
 * services, its GraphQL and REST faces (with the JSON shapes they answer) and its streams.
 */
const isDoor = (inFeature: string) =>
  /(^|\/)(policy|[\w-]+\.policy|[\w-]+\.service|graphql|[\w-]+\.graphql|rest|[\w-]+\.rest|[\w-]+\.json)\.tsx?$/.test(
    inFeature,
  ) || /(^|\/)streams\//.test(inFeature)

/** Imports that cross a boundary: core reaching up, or past another feature's doors. */
function crossings(graph: Map<string, string[]>, root: string): string[] {
  const layerOf = (file: string) => path.relative(root, file).split(path.sep)[0] ?? ''
  return [...graph].flatMap(([file, targets]) =>
    targets
      .filter((target) => {
        const [from, to] = [layerOf(file), layerOf(target)]
        if (from === to) return false
        if (from === 'core') return to !== 'core'
        if (!features.includes(to)) return false
        return !isDoor(path.relative(path.join(root, to), target))
      })
      .map((target) => `${path.relative(root, file)} → ${path.relative(root, target)}`),
  )
}

const crossingsIn = (files: Record<string, string>) =>
  crossings(
    importGraph(new Map(Object.entries(files).map(([name, text]) => [path.resolve('/src', name), text]))),
    '/src',
  )

const cyclesIn = (files: Record<string, string>) =>
  importCycles(importGraph(new Map(Object.entries(files).map(([name, text]) => [path.resolve('/src', name), text]))))

describe('the import graph of api/src', () => {
  it('has no cycle', () => {
    const files = new Map(sourceFiles(sourceRoot).map((file) => [file, readFileSync(file, 'utf8')]))
    const cycles = importCycles(importGraph(files)).map((cycle) =>
      cycle.map((file) => path.relative(sourceRoot, file)).join(' → '),
    )
    expect(cycles).toEqual([])
  })

  it('finds a cycle through type-only imports, re-exports and folders, and none in a chain', () => {
    const cycle = cyclesIn({
      'core/context.ts': "import type { Arrivals } from '../live/arrivals.js'",
      'live/arrivals.ts': "export { helper } from './helpers'",
      'live/helpers/index.ts': "// import '../../nothing.js'\nimport { Services } from '../../core/context.js'",
    })
    expect(cycle.map((files) => files.map((file) => path.relative('/src', file)))).toEqual([
      ['core/context.ts', 'live/arrivals.ts', 'live/helpers/index.ts'],
    ])
    expect(
      cyclesIn({
        'edge/app.ts': "import { a } from '../live/a.js'\nconst b = await import('../core/b.js')",
        'live/a.ts': "import '../core/b.js'",
        'core/b.ts': '',
      }),
    ).toEqual([])
  })

  it('enters another feature only by its doors, and core imports no feature nor the edge', () => {
    const files = new Map(sourceFiles(sourceRoot).map((file) => [file, readFileSync(file, 'utf8')]))
    expect(crossings(importGraph(files), sourceRoot)).toEqual([])
  })

  it("names a crossing into a feature's internals and one from core, and lets the doors through", () => {
    expect(
      crossingsIn({
        'edge/app.ts': "import { a } from '../live/streams/a.js'\nimport { b } from '../live/b.service.js'",
        'gathers/x.graphql.ts': "import { c } from '../live/writer.js'\nimport { d } from '../accounts/user.json.js'",
        'core/config.ts': "import { e } from '../accounts/policy.js'",
        'live/streams/a.ts': '',
        'live/b.service.ts': '',
        'live/writer.ts': '',
        'accounts/user.json.ts': '',
        'accounts/policy.ts': '',
      }),
    ).toEqual(['gathers/x.graphql.ts → live/writer.ts', 'core/config.ts → accounts/policy.ts'])
  })
})
