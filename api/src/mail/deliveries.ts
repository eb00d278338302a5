// E-mail as jobs: retried with back-off, and sent at most once per idempotency key even when a
// job runs twice (a duplicate add, a retry after a timeout, BullMQ re-running a stalled job).
// The EmailDelivery row is claimed before sending and marked sent after; a claim older than the
// lease belongs to a worker that died mid-job and is taken over, so nothing is lost either.
// (A worker killed after the mail server accepted the message but before it was marked sent is
// the one window left; the Message-ID derived from the key lets mail clients drop that copy.)
import { createHash } from 'node:crypto'
import type { Services } from '../context.js'
import { prisma } from '../db.js'
import { queues } from '../jobs/queues.js'
import type { MailMessage } from './mailer.js'

export interface MailJob {
  /** (gather, recipient, kind, version): the same key never sends twice. */
  key: string
  kind: string
  message: MailMessage
}

export const mailLeaseMs = 2 * 60 * 1000
const mailAttempts = 6
const mailBackoffMs = 5000

/** BullMQ job ids may not contain ':'; a digest of the key is short and safe. */
const jobIdFor = (key: string) => `mail-${createHash('sha256').update(key).digest('hex').slice(0, 40)}`

export class MailInProgress extends Error {
  override message = 'another worker is sending this e-mail; retrying later'
}

export async function enqueueMail(jobs: Services['jobs'], job: MailJob) {
  await jobs.add(queues.mail, job, { jobId: jobIdFor(job.key), attempts: mailAttempts, backoffMs: mailBackoffMs })
}

/** Sends the job's message unless its key was sent already. Returns whether it sent. */
export async function deliverMail(mailer: Services['mailer'], job: MailJob, now = new Date()): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - mailLeaseMs)
  const claimed = await prisma().$executeRaw`
    INSERT INTO "EmailDelivery" ("id", "idempotencyKey", "kind", "recipient", "claimedAt")
    VALUES (gen_random_uuid(), ${job.key}, ${job.kind}, ${job.message.to}, ${now})
    ON CONFLICT ("idempotencyKey") DO UPDATE SET "claimedAt" = ${now}
     WHERE "EmailDelivery"."sentAt" IS NULL AND "EmailDelivery"."claimedAt" < ${staleBefore}`
  if (claimed === 0) {
    const row = await prisma().emailDelivery.findUnique({ where: { idempotencyKey: job.key } })
    if (row?.sentAt) return false
    throw new MailInProgress()
  }
  const digest = createHash('sha256').update(job.key).digest('hex').slice(0, 32)
  try {
    await mailer.send({ ...job.message, messageId: `<${digest}@gather>` })
  } catch (error) {
    // Not sent: release the claim so that the job's next attempt sends it without waiting.
    await prisma().emailDelivery.update({ where: { idempotencyKey: job.key }, data: { claimedAt: new Date(0) } })
    throw error
  }
  await prisma().emailDelivery.update({ where: { idempotencyKey: job.key }, data: { sentAt: new Date() } })
  return true
}

export function registerMailJobs(services: Pick<Services, 'jobs' | 'mailer'>) {
  services.jobs.register<MailJob>(queues.mail, async (job) => {
    await deliverMail(services.mailer, job)
  })
}
