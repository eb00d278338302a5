// E-mail jobs send at most once per idempotency key, and a claim left by a worker that died
// mid-job is taken over after the lease, so nothing is lost.
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { prisma } from '../src/core/db.js'
import { deliverMail, MailInProgress, mailLeaseMs } from '../src/core/mail/deliveries.js'
import type { Mailer, MailMessage } from '../src/core/mail/mailer.js'

function recordingMailer() {
  const sent: MailMessage[] = []
  const mailer: Mailer = {
    kind: 'outbox',
    async send(message) {
      sent.push(message)
      return { messageId: message.messageId ?? '' }
    },
    async close() {},
  }
  return { mailer, sent }
}

const job = (key: string) => ({
  key,
  kind: 'reminder',
  message: { to: 'femi@example.com', subject: 'Reminder', text: 'Come along', html: '<p>Come along</p>' },
})

describeOnEachDatabase('e-mail deliveries', () => {
  it('sends once for a key, however many times the job runs, with a Message-ID derived from the key', async () => {
    const { mailer, sent } = recordingMailer()
    const key = `reminder:${crypto.randomUUID()}:femi@example.com:1`
    expect(await deliverMail(mailer, job(key))).toBe(true)
    expect(await deliverMail(mailer, job(key))).toBe(false)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.messageId).toMatch(/^<[0-9a-f]{32}@gather>$/)
    const row = await prisma().emailDelivery.findUniqueOrThrow({ where: { idempotencyKey: key } })
    expect(row.sentAt).not.toBeNull()
    expect(await deliverMail(mailer, job(`${key}-v2`))).toBe(true)
    expect(sent).toHaveLength(2)
  })

  it('leaves a fresh claim to its worker, and takes over one whose worker died', async () => {
    const { mailer, sent } = recordingMailer()
    const key = `reminder:${crypto.randomUUID()}:femi@example.com:1`
    // A worker claimed the e-mail and was killed before sending it.
    const claimedAt = new Date()
    await prisma().emailDelivery.create({
      data: { idempotencyKey: key, kind: 'reminder', recipient: 'femi@example.com', claimedAt },
    })
    await expect(deliverMail(mailer, job(key))).rejects.toBeInstanceOf(MailInProgress)
    expect(sent).toHaveLength(0)
    const afterLease = new Date(claimedAt.getTime() + mailLeaseMs + 1000)
    expect(await deliverMail(mailer, job(key), afterLease)).toBe(true)
    expect(sent).toHaveLength(1)
    expect(await deliverMail(mailer, job(key), afterLease)).toBe(false)
  })

  it('releases the claim when sending fails, so the next attempt sends it at once', async () => {
    const key = `reminder:${crypto.randomUUID()}:femi@example.com:1`
    const failing: Mailer = {
      kind: 'smtp',
      send: async () => {
        throw new Error('SMTP down')
      },
      close: async () => {},
    }
    await expect(deliverMail(failing, job(key))).rejects.toThrow('SMTP down')
    const { mailer, sent } = recordingMailer()
    expect(await deliverMail(mailer, job(key))).toBe(true)
    expect(sent).toHaveLength(1)
  })
})
