import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

const decodeQuotedPrintable = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

/** The e-mails written to DATA_DIR/outbox, oldest first, decoded enough to read links. */
export async function readOutbox(dataDir: string): Promise<{ to: string; subject: string; body: string }[]> {
  const dir = path.join(dataDir, 'outbox')
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort()
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8')
      return {
        to: raw.match(/^To: (.*)$/m)?.[1] ?? '',
        subject: raw.match(/^Subject: (.*)$/m)?.[1] ?? '',
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
