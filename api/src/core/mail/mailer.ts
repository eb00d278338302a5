// E-mail: SMTP at SMTP_URL when set; otherwise each message is written to DATA_DIR/outbox/*.eml
// and its path logged, so the embedded mode needs no mail server. Logs and errors never hold a
// recipient's address: its domain and a hash of it (see recipientForLogs).
import { createHash, randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type * as Nodemailer from 'nodemailer'
import type { Logger } from '../logger.js'
import type { Metrics } from '../metrics.js'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  attachments?: { filename: string; content: string; contentType: string }[]
  /** Extra headers, e.g. an idempotency key for tracing. */
  headers?: Record<string, string>
  /** A stable Message-ID (`<…@…>`), so that a duplicate copy can be recognised. */
  messageId?: string
  /** A calendar invitation (text/calendar with its METHOD) that mail clients offer to add. */
  icalEvent?: { method: string; filename: string; content: string }
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp'
  send(message: MailMessage): Promise<{ messageId: string }>
  close(): Promise<void>
}

/** The first 12 hex digits of the address's SHA-256 (lower case): `printf %s addr | sha256sum`. */
export const recipientHash = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 12)

/** How logs name a recipient: `[hash]@domain`, enough to follow one person's mail, not to read it. */
export const recipientForLogs = (address: string) => `[${recipientHash(address)}]@${address.split('@').pop()}`

/** Every address in a text (a mail server's answer) written as recipientForLogs does. */
const withoutAddresses = (text: string) =>
  text.replace(/[^\s<>()[\]"',;:]+@[A-Za-z0-9.-]+[A-Za-z0-9]/g, (address) => recipientForLogs(address))

/**
 * A message not sent: the mail server's reason without the addresses nodemailer puts in its
 * error (message, response, rejected recipients), since the job drivers log the error.
 */
export class MailNotSent extends Error {
  override name = 'MailNotSent'
  readonly code?: string
  readonly command?: string
  readonly responseCode?: number
  readonly permanent?: boolean
  constructor(error: unknown) {
    const e = (error ?? {}) as Partial<MailNotSent>
    super(withoutAddresses(typeof e.message === 'string' ? e.message : String(error)))
    Object.assign(this, { code: e.code, command: e.command, responseCode: e.responseCode, permanent: e.permanent })
  }
}

const sendOrExplain = <T>(sending: Promise<T>) =>
  sending.catch((error: unknown) => {
    throw new MailNotSent(error)
  })

/** The transport, made with the first mail: nodemailer is not loaded at start-up. */
function lazyTransport<T extends { close(): void }>(make: (nodemailer: typeof Nodemailer) => T) {
  let transport: Promise<T> | undefined
  return {
    get: () => (transport ??= import('nodemailer').then(make)),
    close: async () => (await transport)?.close(),
  }
}

export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; logger: Logger }): Mailer {
  const { smtpUrl, from, dataDir, logger } = options
  if (smtpUrl) {
    const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl))
    return {
      kind: 'smtp',
      async send(message) {
        const info = await sendOrExplain((await transport.get()).sendMail({ from, ...message }))
        logger.info({ to: recipientForLogs(message.to), subject: message.subject }, 'mail sent')
        return { messageId: info.messageId }
      },
      close: transport.close,
    }
  }
  const outbox = path.join(dataDir, 'outbox')
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  )
  return {
    kind: 'outbox',
    async send(message) {
      const info = await sendOrExplain((await transport.get()).sendMail({ from, ...message }))
      await mkdir(outbox, { recursive: true })
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`)
      await writeFile(file, info.message as Buffer)
      // The file, not its link: links carry verification and join tokens, which logs never hold.
      logger.info({ to: recipientForLogs(message.to), subject: message.subject, file }, 'mail written to outbox')
      return { messageId: info.messageId }
    },
    async close() {},
  }
}

/** The mailer, counting what it sends and what fails (gather_mails_total). */
export function countingMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    kind: mailer.kind,
    async send(message) {
      try {
        const sent = await mailer.send(message)
        metrics.mails.inc({ result: 'sent' })
        return sent
      } catch (error) {
        metrics.mails.inc({ result: 'failed' })
        throw error
      }
    },
    close: () => mailer.close(),
  }
}
