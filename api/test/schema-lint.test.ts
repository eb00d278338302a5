// npm run schema:lint: graphql-schema-linter with the committed .graphql-schema-linterrc.yml and
// its two rules of our own (scripts/schema-lint-rules.cjs). schema.graphql passes; a schema
// breaking the chosen rules is refused, so the config cannot quietly drop one.
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const cli = path.join(root, 'node_modules/graphql-schema-linter/lib/cli.js')

/** The linter as npm run schema:lint runs it, from the repository's root: exit code and JSON report. */
async function lint(file: string) {
  const answer = await promisify(execFile)(process.execPath, [cli, '--format', 'json', file], { cwd: root }).catch(
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  )
  const { errors } = JSON.parse(answer.stdout) as { errors: { message: string; rule: string }[] }
  return { code: 'code' in answer ? answer.code : 0, stderr: answer.stderr, errors }
}

/** Described throughout, so that each error below is the one rule it is there for. */
const bad = `
"""Root."""
type Query {
  """Things."""
  things("""Size.""" first: Int, """After.""" after: String, """Filter.""" filter: ThingFilter): ThingConnection!
  """A kind."""
  kind: Kind
}
"""Filter."""
input ThingFilter { """Name.""" name: String }
"""An enum."""
enum Kind { """Lower.""" lower }
"""Page."""
type ThingConnection { """Edges.""" edges: [ThingEdge!]!, """Info.""" pageInfo: PageInfo! }
"""Edge."""
type ThingEdge { """Items.""" node: [String!]! }
"""Info."""
type PageInfo { """Next.""" hasNextPage: Boolean!, """Previous.""" hasPreviousPage: Boolean! }
`

let dir = ''
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'schema-lint-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

it('passes schema.graphql, with every configured rule known to the linter', async () => {
  const result = await lint('schema.graphql')
  expect(result.errors).toEqual([])
  expect(result.stderr).toBe('')
  expect(result.code).toBe(0)
})

it('refuses a schema that breaks our rules', async () => {
  const file = path.join(dir, 'bad.graphql')
  await writeFile(file, bad)
  const result = await lint(file)
  expect(result.code).toBe(1)
  expect(result.errors.map((e) => e.rule).sort()).toEqual([
    'enum-values-all-caps',
    'input-object-names-end-in-input',
    'relay-edge-types-spec',
  ])
  expect(result.errors.find((e) => e.rule === 'enum-values-all-caps')?.message).toContain('Kind.lower')
  expect(result.errors.find((e) => e.rule === 'relay-edge-types-spec')?.message).toBe(
    'The edge type `ThingEdge` of `ThingConnection` needs a `node` field that is not a list and a `cursor` field of type String.',
  )
})
