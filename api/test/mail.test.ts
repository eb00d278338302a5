import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../src/core/logger.js'
import { createMailer } from '../src/core/mail/mailer.js'

const logger = createLogger('silent')
const message = {
  to: 'ada@example.com',
  subject: 'Verify your e-mail',
  text: 'Open http://localhost:3000/verify-email?token=abc to verify.',
  html: '<p>Open <a href="http://localhost:3000/verify-email?token=abc">this link</a> to verify.</p>',
}

describe('mail', () => {
  it('writes each message to DATA_DIR/outbox as .eml in the embedded mode', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-mail-'))
    const mailer = createMailer({ from: 'Gather <no-reply@gather.local>', dataDir, logger })
    expect(mailer.kind).toBe('outbox')
    await mailer.send(message)
    const files = await readdir(path.join(dataDir, 'outbox'))
    expect(files).toHaveLength(1)
    const eml = await readFile(path.join(dataDir, 'outbox', files[0] as string), 'utf8')
    expect(eml).toContain('Subject: Verify your e-mail')
    expect(eml).toContain('To: ada@example.com')
    expect(eml).toContain('multipart/alternative')
    await rm(dataDir, { recursive: true, force: true })
  })

  it('sends through SMTP_URL, plain text and HTML', async () => {
    const received: string[] = []
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = ''
        stream.on('data', (chunk: Buffer) => {
          data += chunk
        })
        stream.on('end', () => {
          received.push(data)
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.server.address() as AddressInfo
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Gather <no-reply@gather.local>',
      dataDir: os.tmpdir(),
      logger,
    })
    await mailer.send(message)
    await mailer.close()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    expect(received).toHaveLength(1)
    expect(received[0]).toContain('Subject: Verify your e-mail')
    expect(received[0]).toContain('text/plain')
    expect(received[0]).toContain('text/html')
  })
})
