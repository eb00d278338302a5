// npm run schema:check: a breaking change to the schema since the last release fails CI until
// CHANGELOG.md's Unreleased section names it; the repository's own files pass.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkSchema, report, unreleasedSection } from '../../scripts/schema-check.js'

const released = `
type Query { gather(id: ID!, at: String): Gather }
type Gather { id: ID!, participantId: ID!, status: Status! }
enum Status { accepted, declined }
`
/** `Gather.participantId` removed, `Query.gather(at:)` removed, and a value added to `Status`. */
const current = `
type Query { gather(id: ID!): Gather }
type Gather { id: ID!, status: Status! }
enum Status { accepted, declined, invited }
`
const changelog = (unreleased: string) =>
  `# Changelog\n\n## Unreleased\n\n${unreleased}\n\n## 1.0.0 — 2026-11-29\n\n- \`Gather.participantId\` and \`Query.gather.at\` added.\n`

describe('schema:check', () => {
  it('fails on each breaking change the Unreleased section does not name, with its message', async () => {
    const result = await checkSchema(released, current, changelog('### Changed\n\n- Nothing to see.'))
    expect(result.unlisted.map((c) => c.path).sort()).toEqual(['Gather.participantId', 'Query.gather.at'])
    expect(report(result).join('\n')).toContain(
      "`Gather.participantId`: Field 'participantId' was removed from object type 'Gather'",
    )
  })

  it('passes once Unreleased names them (an argument as Type.field(arg:) too), printing the dangerous ones', async () => {
    const unreleased = '### Removed\n\n- `Gather.participantId`: use `Gather.participant`.\n- `Query.gather(at:)`.'
    const result = await checkSchema(released, current, changelog(unreleased))
    expect(result.unlisted).toEqual([])
    expect(result.listed).toHaveLength(2)
    expect(result.dangerous.map((c) => c.path)).toEqual(['Status.invited'])
    expect(report(result).join('\n')).toContain('`Status.invited`')
  })

  it('reads only the Unreleased section', () => {
    expect(unreleasedSection(changelog('- `A.b`'))).toContain('`A.b`')
    expect(unreleasedSection(changelog('- `A.b`'))).not.toContain('Gather.participantId')
    expect(unreleasedSection('# Changelog\n\n## [Unreleased]\n\n- `A.b`\n')).toContain('`A.b`')
    expect(unreleasedSection('# Changelog\n\n## 1.0.0\n\n- `A.b`\n')).toBe('')
  })

  it("passes on the repository's own files", async () => {
    const root = path.resolve(import.meta.dirname, '../..')
    const read = (file: string) => readFile(path.join(root, file), 'utf8')
    const result = await checkSchema(
      await read('schema.released.graphql'),
      await read('schema.graphql'),
      await read('CHANGELOG.md'),
    )
    expect(report(result)).toContain('No unlisted breaking change since the last release.')
    expect(result.unlisted).toEqual([])
  })
})
