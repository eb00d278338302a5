// Every queue the app uses, in one place. Job ids must not contain ':' (BullMQ reserves it).
export const queues = {
  /** Deletes a participant's shared positions when their sharing expires. */
  locationExpiry: 'location-expiry',
  /** Ends a gather at its expiration time: everyone's positions are deleted. */
  gatherEnd: 'gather-end',
  /** At a gather's start: people sharing who sent nothing since turn Running late if still away. */
  gatherStart: 'gather-start',
  /** Someone Here who stepped surely outside, or whose phone went quiet: Here ends on time. */
  hereCheck: 'here-check',
  /** Stops a person's sharing 10 minutes after they arrived; without a person, the minute sweep of those missed. */
  sharingArrival: 'sharing-arrival',
  /** Reminder and update e-mails. */
  mail: 'mail',
  /** Web Push notifications, one job per (event, person), sent to each of their devices. */
  push: 'push',
  /** Periodic sweep: expired positions and gather history older than 30 days. */
  retention: 'retention',
} as const

export type QueueName = (typeof queues)[keyof typeof queues]

export interface JobOptions {
  /** Run no sooner than this many milliseconds from now. */
  delayMs?: number
  /** Deduplicates: a job whose id is already queued, running or recently done is not added again. */
  jobId?: string
  attempts?: number
  backoffMs?: number
}

export interface JobDriverOptions {
  /** Called for every failed attempt (gather_job_failures_total). */
  onFailure?(queue: QueueName): void
}

export interface JobContext {
  id: string
  attempt: number
}

export type JobHandler<T = unknown> = (data: T, job: JobContext) => Promise<void>

export interface JobDriver {
  readonly kind: 'in-process' | 'bullmq'
  /** False while the job store is unreachable: add() then waits until it is back. */
  readonly reachable: boolean
  register<T>(queue: QueueName, handler: JobHandler<T>): void
  add<T>(queue: QueueName, data: T, options?: JobOptions): Promise<void>
  /** Runs `data` on `queue` every `everyMs`; one schedule per key across all instances. */
  every<T>(queue: QueueName, key: string, everyMs: number, data: T): Promise<void>
  /**
   * Resolves once no job is running and none is due by `until` (now by default), on any
   * instance: what was added, and what those jobs added, has run. Jobs due later (a retry in its
   * back-off, the periodic sweep) do not count. Tests wait on it instead of a timer.
   */
  idle(until?: Date): Promise<void>
  /** Jobs per queue and state (BullMQ only: in-process jobs are timers of this process). */
  counts?(): Promise<Record<string, Record<string, number>>>
  close(): Promise<void>
}
