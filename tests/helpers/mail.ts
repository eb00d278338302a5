import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

const decodeQuotedPrintable = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

/** RFC 2047 encoded words in headers ("=?UTF-8?Q?Olga_invited?="), as nodemailer writes them. */
const decodeHeader = (value: string) =>
  value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'latin1').toString('utf8'),
  )

/** The e-mails written to DATA_DIR/outbox, oldest first, decoded enough to read links. */
export async function readOutbox(dataDir: string): Promise<{ to: string; subject: string; body: string }[]> {
  const dir = path.join(dataDir, 'outbox')
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort()
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8')
      return {
        to: raw.match(/^To: (.*)$/m)?.[1] ?? '',
        subject: decodeHeader(raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)$/m)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? ''),
        body: decodeQuotedPrintable(raw),
      }
    }),
  )
}

export async function lastLinkTo(dataDir: string, email: string, pattern = /https?:\/\/[^\s"<>]+/): Promise<string> {
  const mails = (await readOutbox(dataDir)).filter((m) => m.to.includes(email))
  const link = mails.at(-1)?.body.match(pattern)?.[0]
  if (!link) throw new Error(`no e-mail with a link to ${email}`)
  return link
}

/**
 * Waits for `count` e-mails to `email` (mail goes through jobs, so it arrives a moment later); the
 * test's own timeout bounds the wait, not a clock here.
 */
export async function waitForMail(dataDir: string, email: string, count = 1) {
  for (;;) {
    const mails = (await readOutbox(dataDir)).filter((m) => m.to.includes(email))
    if (mails.length >= count) return mails
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
