// npm run bench (`-- --quick`: shorter runs, fewer samples, the same keys): the parts below, one
// after the other, each printing its own tables and then how long it took. `--quick` runs a part
// marked `alongside` at the same time as the one before it (live rate beside live push, the
// fan-out beside the location writes): each reads the CPU of its own server processes, but
// their latencies are those of a busier machine. BENCH_TRACE=1 prints when each phase ends.
//   bench-http.ts    start times; HTTP load on the app beside a bare Yoga on the same schema
//   bench-live.ts    live positions under load: push against the seed's polling, 200 updates/s
//   bench-live-rate.ts  the seed's design against ours at a realistic rate (one position per 5 s)
//   bench-manage.ts  the organiser's views: the manage screen of 500 people, a calendar of 500 gathers
//   bench-location.ts  the location write path: CPU per update (app and PostgreSQL), HOT updates;
//                    a bare `ws` server publishing the same pings to Redis beside it
//   bench-fanout.ts  the push fan-out: CPU per push, the knee, idle subscribed connections; a
//                    position's latency from its sender to every viewer, beside a bare `ws` server's
// `-- --keys` prints, without running anything, the rows (keys) the run must print: `--quick`
// prints every key of the full run (api/test/bench-keys.test.ts), and a run that misses one fails.
// The targets' rows (each beside its baseline from the same run, the ratio, PASS or MISS) are
// printed again together at the end.

import './bench-production.js'
import { quick, targetHeader } from './bench-options.js'
import { type BenchPart, benchParts } from './bench-parts.js'

const parts = benchParts()

if (process.argv.includes('--keys')) {
  for (const part of parts) for (const key of part.keys) console.log(`${part.name}\t${key.id}`)
} else {
  const started = performance.now()
  const missing: string[] = []
  const targets: string[] = []
  const groups: BenchPart[][] = []
  for (const part of parts) {
    if (quick && part.alongside && groups.length) groups.at(-1)?.push(part)
    else groups.push([part])
  }
  for (const group of groups) {
    const runs = group.map(async (part) => {
      const partStarted = performance.now()
      const lines = await part.run()
      return { lines, seconds: (performance.now() - partStarted) / 1000 }
    })
    // Printed in order once the group is done; a part that failed fails the run after the others end.
    const results = await Promise.allSettled(runs)
    for (const [i, part] of group.entries()) {
      const result = results[i] as PromiseSettledResult<{ lines: string[]; seconds: number }>
      if (result.status === 'rejected') throw result.reason
      for (const line of result.value.lines) console.log(line)
      const beside =
        group.length > 1
          ? `, beside ${group
              .filter((p) => p !== part)
              .map((p) => p.name)
              .join(', ')}`
          : ''
      console.log(`\n(${part.name}: ${result.value.seconds.toFixed(1)} s${beside})`)
      missing.push(...missingKeys(part, result.value.lines).map((key) => `${part.name}: ${key.id}`))
      for (const key of part.keys.filter((k) => k.target)) {
        targets.push(result.value.lines.find((line) => key.row.test(line)) ?? `| ${key.id} | not printed |`)
      }
    }
  }
  // Under --quick a CPU figure is 10 to 20 ticks of the 10 ms CPU clock: its ratio moves by a tenth or more.
  const caveat = quick ? ' (--quick: few samples, so PASS or MISS is only indicative)' : ''
  const summary = [`\nTargets, each against its baseline measured in this run${caveat}:`, '', ...targetHeader]
  if (targets.length) console.log([...summary, ...targets].join('\n'))
  console.log(`\n(bench${quick ? ' --quick' : ''}: ${((performance.now() - started) / 1000).toFixed(1)} s in all)`)
  if (missing.length) {
    console.error(`Rows without a measured value:\n${missing.join('\n')}`)
    process.exitCode = 1
  }
}

/** Keys of `part` with no printed row holding at least one measured value. */
function missingKeys(part: BenchPart, lines: string[]) {
  return part.keys.filter((key) => {
    const match = lines.map((line) => key.row.exec(line)).find(Boolean)
    const values = match?.input
      .slice(match[0].length)
      .split('|')
      .map((cell) => cell.trim())
    return !values?.some((cell) => cell !== '' && cell !== '—')
  })
}
