// Longest first keeps both workers busy to the end. vitest orders by the durations of the last
// run; without them (a clean clone, as in CI) it would order by file size, so the browser journeys
// go first, and the outage journey (70 s of waiting for the server to come back) first of all.
import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const rank = (spec: TestSpecification) =>
  spec.moduleId.endsWith('live-outage.e2e.test.ts') ? 0 : spec.project.name === 'e2e' ? 1 : 2

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const root = this.ctx.config.root
    const timed = files.every((spec) =>
      this.ctx.cache.getFileTestResults(`${spec.project.name}:${path.relative(root, spec.moduleId)}`),
    )
    return timed ? sorted : sorted.sort((a, b) => rank(a) - rank(b))
  }
}
