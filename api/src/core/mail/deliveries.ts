// E-mail as jobs: retried with back-off, and sent at most once per idempotency key even when a
// job runs twice, through the once-only ledger (jobs/once.ts), which pushes share.
// (A worker killed after the mail server accepted the message but before it was marked sent is
// the one window left; the Message-ID derived from the key lets mail clients drop that copy.)
import { createHash } from 'node:crypto'
import type { Services } from '../context.js'
import { DeliveryInProgress, deliverOnce, deliveryLeaseMs } from '../jobs/once.js'
import { queues } from '../jobs/queues.js'
import type { MailMessage } from './mailer.js'

export interface MailJob {
  /** (gather, recipient, kind, version): the same key never sends twice. */
  key: string
  kind: string
  message: MailMessage
}

export const mailLeaseMs = deliveryLeaseMs
/** Thrown while another worker holds the claim on the same e-mail. */
export const MailInProgress = DeliveryInProgress
const mailAttempts = 6
const mailBackoffMs = 5000

/** BullMQ job ids may not contain ':'; a digest of the key is short and safe. */
const jobIdFor = (key: string) => `mail-${createHash('sha256').update(key).digest('hex').slice(0, 40)}`

export async function enqueueMail(jobs: Services['jobs'], job: MailJob) {
  await jobs.add(queues.mail, job, { jobId: jobIdFor(job.key), attempts: mailAttempts, backoffMs: mailBackoffMs })
}

/** Sends the job's message unless its key was sent already. Returns whether it sent. */
export async function deliverMail(
  mailer: Services['mailer'],
  job: MailJob,
  now = new Date(),
  leaseMs = mailLeaseMs,
): Promise<boolean> {
  const digest = createHash('sha256').update(job.key).digest('hex').slice(0, 32)
  return deliverOnce(
    { key: job.key, kind: job.kind, recipient: job.message.to },
    async () => {
      await mailer.send({ ...job.message, messageId: `<${digest}@gather>` })
    },
    now,
    leaseMs,
  )
}

/** `leaseMs`: how old a claim must be before another worker takes it over (tests shorten it). */
export function registerMailJobs(services: Pick<Services, 'jobs' | 'mailer'>, options: { leaseMs?: number } = {}) {
  services.jobs.register<MailJob>(queues.mail, async (job) => {
    await deliverMail(services.mailer, job, new Date(), options.leaseMs)
  })
}
