import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../src/core/logger.js'
import { createMailer, recipientHash } from '../src/core/mail/mailer.js'

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

  it('names no recipient in its logs or errors: the domain and a hash of the address only', async () => {
    const lines: string[] = []
    const capture = createLogger('info', { write: (line: string) => void lines.push(line) })
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        if (!address.address.startsWith('gone')) return callback()
        const refusal = Object.assign(new Error(`<${address.address}>: Recipient address rejected`), {
          responseCode: 550,
        })
        callback(refusal)
      },
      onData(stream, _session, callback) {
        stream.resume()
        stream.on('end', () => callback())
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.server.address() as AddressInfo
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-mail-'))
    const from = 'Gather <no-reply@gather.local>'
    const smtp = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from, dataDir, logger: capture })
    await smtp.send(message)
    const refused = await smtp.send({ ...message, to: 'gone.person@example.org' }).catch((error: unknown) => error)
    await smtp.close()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await createMailer({ from, dataDir, logger: capture }).send(message)
    await rm(dataDir, { recursive: true, force: true })

    // The mail job logs a failure as the job drivers do: the error, serialised by pino.
    expect(refused).toBeInstanceOf(Error)
    expect((refused as { responseCode?: number }).responseCode).toBe(550)
    capture.warn({ err: refused }, 'job failed, retrying')
    const output = lines.join('')
    expect(output).not.toMatch(/ada@|gone\.person@/)
    const logged = lines.map((line) => JSON.parse(line))
    const ada = `[${recipientHash('ada@example.com')}]@example.com`
    expect(logged.filter((line) => /^mail /.test(line.msg)).map((line) => [line.msg, line.to])).toEqual([
      ['mail sent', ada],
      ['mail written to outbox', ada],
    ])
    expect(logged.at(-1).err.message).toContain(`[${recipientHash('gone.person@example.org')}]@example.org`)
  })
})
