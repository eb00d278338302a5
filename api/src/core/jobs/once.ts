// The once-only ledger of outgoing messages (e-mails and pushes): a row per idempotency key in
// "EmailDelivery", claimed before sending and marked sent after, so a job that runs twice (a
// duplicate add, a retry after a timeout, BullMQ re-running a stalled job) sends once. A claim
// older than the lease belongs to a worker that died mid-job and is taken over.
import { prisma } from '../db.js'

export const deliveryLeaseMs = 2 * 60 * 1000

export class DeliveryInProgress extends Error {
  override message = 'another worker is sending this; retrying later'
}

export interface LedgerEntry {
  /** The same key never sends twice. */
  key: string
  kind: string
  /** Who it goes to (an e-mail address, or a user id for pushes). */
  recipient: string
}

/** Runs `send` unless the key was sent already; returns whether it ran. */
export async function deliverOnce(
  entry: LedgerEntry,
  send: () => Promise<void>,
  now = new Date(),
  leaseMs = deliveryLeaseMs,
): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - leaseMs)
  const claimed = await prisma().$executeRaw`
    INSERT INTO "EmailDelivery" ("id", "idempotencyKey", "kind", "recipient", "claimedAt")
    VALUES (gen_random_uuid(), ${entry.key}, ${entry.kind}, ${entry.recipient}, ${now})
    ON CONFLICT ("idempotencyKey") DO UPDATE SET "claimedAt" = ${now}
     WHERE "EmailDelivery"."sentAt" IS NULL AND "EmailDelivery"."claimedAt" < ${staleBefore}`
  if (claimed === 0) {
    const row = await prisma().emailDelivery.findUnique({ where: { idempotencyKey: entry.key } })
    if (row?.sentAt) return false
    throw new DeliveryInProgress()
  }
  try {
    await send()
  } catch (error) {
    // Not sent: release the claim so that the job's next attempt sends it without waiting.
    await prisma().emailDelivery.update({ where: { idempotencyKey: entry.key }, data: { claimedAt: new Date(0) } })
    throw error
  }
  await prisma().emailDelivery.update({ where: { idempotencyKey: entry.key }, data: { sentAt: new Date() } })
  return true
}
