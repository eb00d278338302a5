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

const traceStarted = performance.now()
/** BENCH_TRACE=1 prints on stderr when each phase of a part ends, to see where a run's time goes. */
export function trace(label: string) {
  if (process.env.BENCH_TRACE)
    console.error(`[bench ${((performance.now() - traceStarted) / 1000).toFixed(1)} s] ${label}`)
}
