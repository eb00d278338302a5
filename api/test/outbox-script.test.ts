// npm run outbox reads the .eml files the embedded mailer writes (quoted-printable, with encoded
// headers) and gives each link whole; the sign-up journey through it is in api-docs.test.ts.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer } from '../../api/src/core/mail/mailer.js'
import { latestMails } from '../../scripts/outbox.js'

let dataDir = ''
const link = `https://gather.example/verify-email?token=${'a'.repeat(43)}&next=%2Fgathers`
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'))
  const logger = { info() {} } as never
  const mailer = createMailer({ from: 'Gather <noreply@example.com>', dataDir, logger })
  await mailer.send({
    to: 'first@example.com',
    subject: 'First',
    text: 'nothing to open',
    html: '<p>nothing to open</p>',
  })
  const long = `Verify: ${link} ${'word '.repeat(30)}`
  await mailer.send({
    to: 'zoë@example.com',
    subject: 'Café à Zürich',
    text: long,
    html: `<a href="${link.replaceAll('&', '&amp;')}">Verify</a>`,
  })
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

describe('npm run outbox', () => {
  it('gives the latest mail, its subject and recipient decoded and its links whole', async () => {
    const [latest, ...rest] = await latestMails(dataDir, 1)
    expect(rest).toEqual([])
    expect(latest).toMatchObject({ to: 'zoë@example.com', subject: 'Café à Zürich', links: [link] })
  })

  it('gives more, newest first, when asked', async () => {
    const mails = await latestMails(dataDir, Number.POSITIVE_INFINITY)
    expect(mails.map((mail) => mail.subject)).toEqual(['Café à Zürich', 'First'])
    expect(mails[1]?.links).toEqual([])
  })

  it('gives nothing for an empty outbox', async () => {
    expect(await latestMails(path.join(dataDir, 'nowhere'), 1)).toEqual([])
  })
})
