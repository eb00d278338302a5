// npm run outbox [-- --all | N]: the latest mail(s) the embedded default wrote to DATA_DIR/outbox
// (no SMTP_URL), with subject, recipient and every link decoded. The .eml files are
// quoted-printable, so a grep of the raw file gets links cut by soft line breaks and `=3D`.
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'

/** Quoted-printable to text: soft line breaks joined, =XX bytes decoded as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-Fa-f]{2}$/.exec(joined.slice(i + 1, i + 3))?.[0] : undefined
    if (hex) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(joined[i] as string))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** A header with its RFC 2047 encoded words (=?UTF-8?Q?…?=, =?UTF-8?B?…?=) decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replaceAll('_', ' ')),
    )
}

export interface OutboxMail {
  file: string
  to: string
  subject: string
  links: string[]
}

function decodeBody(head: string, text: string): string {
  if (/content-transfer-encoding: quoted-printable/i.test(head)) return decodeQuotedPrintable(text)
  if (/content-transfer-encoding: base64/i.test(head)) return Buffer.from(text, 'base64').toString('utf8')
  return text
}

/** Reads one .eml: its headers, and the links of every text part, decoded. */
export function parseMail(file: string, raw: string): OutboxMail {
  const [head = ''] = raw.split(/\r?\n\r?\n/, 1)
  const headers = head.replace(/\r?\n[ \t]+/g, ' ')
  const header = (name: string) => decodeHeader(new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '')
  // Each part: its own headers, a blank line, its body up to the next boundary. HTML gives its
  // hrefs (its DOCTYPE's address is no link), plain text every address in it.
  const links = raw.split(/^--\S+$/m).flatMap((part) => {
    const [partHead = '', ...body] = part.split(/\r?\n\r?\n/)
    const text = decodeBody(partHead, body.join('\n\n'))
    if (/content-type: text\/html/i.test(partHead)) {
      return [...text.matchAll(/href="([^"]+)"/g)].map(([, link]) => (link as string).replaceAll('&amp;', '&'))
    }
    if (!/content-type: text\//i.test(partHead) && part !== raw) return []
    return [...text.matchAll(/https?:\/\/[^\s"'<>)\]]+/g)].map(([link]) => link)
  })
  return {
    file,
    to: header('To'),
    subject: header('Subject'),
    links: [...new Set(links)],
  }
}

/** The newest `count` mails of the outbox, newest first. */
export async function latestMails(dataDir: string, count: number): Promise<OutboxMail[]> {
  const outbox = path.join(dataDir, 'outbox')
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'))
  // Newest by when written, to the nanosecond: names carry the time only to the millisecond.
  const written = await Promise.all(
    names.map(async (name) => ({ name, at: (await stat(path.join(outbox, name), { bigint: true })).mtimeNs })),
  )
  const newest = written.sort((a, b) => (a.at === b.at ? b.name.localeCompare(a.name) : a.at < b.at ? 1 : -1))
  return Promise.all(
    newest.slice(0, count).map(async ({ name }) => parseMail(name, await readFile(path.join(outbox, name), 'utf8'))),
  )
}

async function main(args: string[]) {
  // As the app's config reads it: DATA_DIR, relative to where it runs, ./.data by default.
  const dataDir = path.resolve(process.env.DATA_DIR || './.data')
  const count = args.includes('--all') ? Number.POSITIVE_INFINITY : Number(args.find((a) => /^\d+$/.test(a)) ?? 1)
  const mails = await latestMails(dataDir, count)
  if (mails.length === 0) {
    console.error(`No mail in ${path.join(dataDir, 'outbox')} (with SMTP_URL set, mail goes to the SMTP server).`)
    process.exitCode = 1
    return
  }
  console.log(
    mails.map((mail) => [`To: ${mail.to}`, `Subject: ${mail.subject}`, ...mail.links].join('\n')).join('\n\n'),
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main(process.argv.slice(2))
