// A job driver for service tests that runs nothing and records what was added, so a test can
// check which jobs a change queued (and when) without a queue running them.
import type { JobDriver, JobOptions } from '../../api/src/core/jobs/queues.js'

export function recordingJobs() {
  const added: { queue: string; data: unknown; options?: JobOptions }[] = []
  const jobs: JobDriver = {
    kind: 'in-process',
    reachable: true,
    register: () => {},
    add: async (queue, data, options) => {
      added.push({ queue, data, options })
    },
    every: async () => {},
    idle: async () => {},
    close: async () => {},
  }
  return { jobs, added }
}
