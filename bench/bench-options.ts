// What every part of `npm run bench` shares: `--quick` (short runs printing the same keys) and
// the CPU a process has used, read from /proc so that figures are per unit of work.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

export const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1'

const clockTicks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100

/** CPU seconds a process has used so far in user space and in the kernel, from /proc. */
export function cpuSplit(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return { user: Number(fields[11]) / clockTicks, system: Number(fields[12]) / clockTicks }
}

/** CPU seconds a process has used so far (user + system), from /proc. */
export function cpuSeconds(pid: number) {
  const { user, system } = cpuSplit(pid)
  return user + system
}

/** Resolves once `done()` holds, asking every 20 ms: a bench waits for what it waits on, not a set time. */
export async function until(done: () => boolean | Promise<boolean>) {
  while (!(await done())) await new Promise((r) => setTimeout(r, 20))
}

/** Resolves once `count()` reaches `expected`, or once it has not grown for `quietMs` (what is lost stays lost). */
export async function untilArrived(count: () => number, expected: number, quietMs: number) {
  let heard = count()
  let quietSince = performance.now()
  await until(() => {
    if (count() > heard) [heard, quietSince] = [count(), performance.now()]
    return heard >= expected || performance.now() - quietSince > quietMs
  })
}

/** A server's /metrics (it must allow the bench: METRICS_ALLOW), read by series: `name` or `name{labels}`. */
export async function readMetrics(url: string) {
  const lines = (await (await fetch(`${url}/metrics`)).text()).split('\n')
  return (series: string) =>
    Number(lines.find((line) => line.startsWith(`${series} `))?.slice(series.length + 1) ?? Number.NaN)
}

const traceStarted = performance.now()
/** BENCH_TRACE=1 prints on stderr when each phase of a part ends, to see where a run's time goes. */
export function trace(label: string) {
  if (process.env.BENCH_TRACE)
    console.error(`[bench ${((performance.now() - traceStarted) / 1000).toFixed(1)} s] ${label}`)
}

/** The `p`th percentile of `values` (NaN when there are none). */
export function percentile(values: number[], p: number) {
  if (values.length === 0) return Number.NaN
  const sorted = Float64Array.from(values).sort()
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number
}

/**
 * A target: a limit on a ratio to a baseline measured in the same run (`unit` '×'), or on ours
 * in absolute terms (e.g. ' ms'), still printed beside the baseline. Its row's first two cells
 * (name and aim) never change: they are its key.
 */
export interface Target {
  name: string
  limit: { atMost: number } | { atLeast: number }
  unit: string
}

const limitOf = ({ limit }: Target) => ('atMost' in limit ? limit.atMost : limit.atLeast)

export const aimOf = ({ limit, unit }: Target) =>
  'atMost' in limit ? `≤ ${limit.atMost}${unit}` : `≥ ${limit.atLeast}${unit}`

export const targetHeader = [
  '| target | aimed at | ours | baseline, same run | ratio | met? |',
  '|---|---|---|---|---|---|',
]

/** `value` is what the limit is on: the ratio, or ours; NaN (not measured) prints '—'. */
export function targetRow(target: Target, reading: { ours: string; baseline: string; ratio: number; value: number }) {
  const { limit } = target
  const met = 'atMost' in limit ? reading.value <= limit.atMost : reading.value >= limit.atLeast
  const verdict = Number.isFinite(reading.value) ? (met ? 'PASS' : 'MISS') : '—'
  // A third decimal where two would read as the limit itself (1.25× missing ≤ 1.25×).
  const digits = reading.ratio === reading.value && Number(reading.ratio.toFixed(2)) === limitOf(target) ? 3 : 2
  const ratio = Number.isFinite(reading.ratio) ? `${reading.ratio.toFixed(digits)}×` : '—'
  return `| ${target.name} | ${aimOf(target)} | ${reading.ours} | ${reading.baseline} | ${ratio} | ${verdict} |`
}
