// Longest first keeps both workers busy to the end. vitest orders by the durations of the last
// run; without them (a clean clone, as in CI) it would order by file size, so the longest files
// go first (the accessibility journeys, which run axe at every screen and dialog in both colour
// schemes, and the fuzzer), then the other browser journeys, then the rest.
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const longest = ['a11y.e2e.test.ts', 'fuzz.test.ts']
const rank = (spec: TestSpecification) =>
  longest.some((name) => spec.moduleId.endsWith(`/${name}`)) ? 0 : spec.project.name === 'e2e' ? 1 : 2

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const timed = files.every((spec) => this.ctx.cache.getTestSpecificationResult(spec))
    return timed ? sorted : sorted.sort((a, b) => rank(a) - rank(b))
  }
}
