// npm run schema:check: the GraphQL schema's changes since the last release (schema.released.graphql
// against schema.graphql), by GraphQL Inspector. A breaking change fails unless CHANGELOG.md's
// Unreleased section names its schema coordinate in backticks: a third party's client may break,
// so the changelog must tell them. Dangerous changes are printed, and pass.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { type Change, CriticalityLevel, diff } from '@graphql-inspector/core'
import { buildSchema } from 'graphql'

export interface SchemaCheck {
  /** Breaking changes the changelog does not name. */
  unlisted: Change[]
  /** Breaking changes it names. */
  listed: Change[]
  dangerous: Change[]
}

/** The text under `## Unreleased` (or `## [Unreleased]`), up to the next `## ` heading. */
export function unreleasedSection(changelog: string): string {
  const match = /^## \[?Unreleased\]?[^\n]*\n([\s\S]*?)(?=^## |(?![\s\S]))/im.exec(changelog)
  return match?.[1] ?? ''
}

/** Every `code span` in the text, trimmed. */
const codeSpans = (text: string) => new Set([...text.matchAll(/`([^`\n]+)`/g)].map((m) => (m[1] as string).trim()))

/** The names a change may be listed under: Inspector's path, and `Type.field(arg:)` for an argument. */
function coordinates(change: Change): string[] {
  if (!change.path) return []
  const [type, field, argument] = change.path.split('.')
  return argument ? [change.path, `${type}.${field}(${argument}:)`] : [change.path]
}

export async function checkSchema(released: string, current: string, changelog: string): Promise<SchemaCheck> {
  const changes = await diff(buildSchema(released), buildSchema(current))
  const named = codeSpans(unreleasedSection(changelog))
  const breaking = changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking)
  const isListed = (c: Change) => coordinates(c).some((name) => named.has(name))
  return {
    unlisted: breaking.filter((c) => !isListed(c)),
    listed: breaking.filter(isListed),
    dangerous: changes.filter((c) => c.criticality.level === CriticalityLevel.Dangerous),
  }
}

/** What to print: one line a change, the coordinate first. */
export function report({ unlisted, listed, dangerous }: SchemaCheck): string[] {
  const line = (c: Change) => `  \`${c.path ?? '(schema)'}\`: ${c.message}`
  return [
    ...(dangerous.length ? ['Dangerous changes (list them under Unreleased too):', ...dangerous.map(line)] : []),
    ...(listed.length ? [`Breaking changes listed in CHANGELOG.md: ${listed.length}`] : []),
    ...(unlisted.length
      ? ['Breaking changes CHANGELOG.md does not name under Unreleased (add each coordinate):', ...unlisted.map(line)]
      : ['No unlisted breaking change since the last release.']),
  ]
}

async function main() {
  const root = path.resolve(import.meta.dirname, '..')
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
  const result = await checkSchema(read('schema.released.graphql'), read('schema.graphql'), read('CHANGELOG.md'))
  const lines = report(result)
  if (result.unlisted.length) console.error(lines.join('\n'))
  else console.log(lines.join('\n'))
  process.exitCode = result.unlisted.length ? 1 : 0
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main()
