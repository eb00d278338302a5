// .env.example and the README's configuration table list every variable config.ts reads, and
// nothing else; the example, as written, is a configuration that starts.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { configVariables, loadConfig } from '../src/core/config.js'

const root = path.resolve(import.meta.dirname, '../..')
const example = readFileSync(path.join(root, '.env.example'), 'utf8')
const readme = readFileSync(path.join(root, 'README.md'), 'utf8')

/** `NAME=value` lines, and `# NAME=` lines (a variable unset by default). */
const listed = [...example.matchAll(/^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/gm)]

describe('.env.example', () => {
  it('lists every variable the configuration reads, and only those', () => {
    const names = listed.map((m) => m[2])
    expect(new Set(names)).toEqual(new Set(configVariables))
    expect(names.length).toBe(new Set(names).size)
  })

  it('is a valid configuration as written', () => {
    const env = Object.fromEntries(listed.filter((m) => !m[1]).map((m) => [m[2], m[3]]))
    expect(() => loadConfig(env)).not.toThrow()
  })

  it('matches the README, whose configuration table names every variable', () => {
    const section = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
    )
    expect(configVariables.filter((name) => !section.includes(`\`${name}\``))).toEqual([])
  })
})
