// Reminders through real BullMQ on Redis, with a worker process SIGKILLed while it is sending:
// the reminder is counted once, the job comes back to another worker, and every person gets
// exactly one e-mail — also when the same job is run again afterwards.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fastMailLeaseMs, fastWorkerTimings } from '../../tests/helpers/mail-worker.js'
import {
  createTestDatabase,
  postgresAvailable,
  redisAvailable,
  redisUrl,
  servicesRequired,
  uniquePrefix,
} from '../../tests/helpers/services.js'
import { actorOf } from '../src/core/actor.js'
import { loadConfig } from '../src/core/config.js'
import { closeDatabase, openDatabase, prisma } from '../src/core/db.js'
import { createBullmqJobs } from '../src/core/jobs/bullmq.js'
import { type JobDriver, queues } from '../src/core/jobs/queues.js'
import { createLogger } from '../src/core/logger.js'
import { type MailJob, registerMailJobs } from '../src/core/mail/deliveries.js'
import { createMailer } from '../src/core/mail/mailer.js'
import { createRateLimits } from '../src/core/rate-limits.js'
import { createAppPubSub } from '../src/core/realtime/pubsub.js'
import { remindPending } from '../src/gathers/manage.service.js'
import { createMemoryPositions } from '../src/live/position-store.service.js'
import { createWeatherClient } from '../src/places/weather.service.js'

const root = path.resolve(import.meta.dirname, '../..')
const logger = createLogger('silent')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(50)
  }
}

/** An SMTP server that records messages, and while `stall` is set takes DATA but never answers it. */
async function captureSmtp() {
  const state = { stall: true, started: [] as string[], received: [] as { to: string[]; data: string }[] }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address)
      state.started.push(...to)
      const stalled = state.stall
      let data = ''
      stream.on('data', (chunk: Buffer) => {
        data += chunk
      })
      stream.on('end', () => {
        if (stalled) return // the sender waits for an answer that never comes
        state.received.push({ to, data })
        callback()
      })
    },
  })
  // The worker killed mid-DATA resets its connection: expected here, not a failure of the run.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return { state, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) }
}

function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/mail-worker.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  // Waits for the worker's own word (the test's timeout bounds it): a busy machine starts it slowly.
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk
      if (output.includes('mail worker ready')) resolve(child)
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk
    })
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}:\n${output}`)))
  })
}

describe.runIf((postgresAvailable && redisAvailable) || servicesRequired)('reminder e-mails through BullMQ', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let dataDir: string
  let smtp: Awaited<ReturnType<typeof captureSmtp>>
  const prefix = uniquePrefix()
  const cleanups: (() => Promise<unknown>)[] = []

  beforeAll(async () => {
    database = await createTestDatabase()
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-mail-worker-'))
    await openDatabase({ databaseUrl: database.url, dataDir })
    smtp = await captureSmtp()
  })

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
    await smtp?.close()
    await closeDatabase()
    await database?.drop()
    await rm(dataDir, { recursive: true, force: true })
    const redis = new Redis(redisUrl)
    const keys = await redis.keys(`${prefix}:*`)
    if (keys.length) await redis.del(...keys)
    redis.disconnect()
  })

  it('sends each reminder exactly once when the worker sending it is killed mid-job and the job runs again', async () => {
    const organiser = await prisma().user.create({
      data: { email: 'olga@example.com', displayName: 'Olga', gatherId: 'olga', gatherIdKey: 'olga' },
    })
    const gus = await prisma().user.create({
      data: { email: 'gus@example.com', displayName: 'Gus', gatherId: 'gus', gatherIdKey: 'gus' },
    })
    const start = new Date(Date.now() + 24 * 60 * 60 * 1000)
    const meetup = await prisma().meetup.create({
      data: {
        userId: organiser.id,
        description: 'Picnic in the park',
        locationName: 'Central Park',
        shareableLink: `link-${prefix}`,
        startTime: start,
        expirationTime: new Date(start.getTime() + 4 * 60 * 60 * 1000),
        participants: {
          create: [
            { userId: organiser.id, invitationStatus: 'accepted' },
            { userId: gus.id, invitationStatus: 'invited', status: 'invited' },
          ],
        },
        pendingInvitations: {
          create: { email: 'cleo@example.com', invitedById: organiser.id, expiresAt: new Date(Date.now() + 3600e3) },
        },
      },
    })

    // Worker A: another process, whose sends stall at the mail server.
    const workerA = await startWorker({
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: prefix,
      SMTP_URL: smtp.url,
      DATA_DIR: dataDir,
    })
    cleanups.push(async () => workerA.exitCode === null && workerA.kill('SIGKILL'))

    // This process only adds jobs (an app instance answering 'Send Reminders').
    const producer = createBullmqJobs(redisUrl, logger, prefix)
    cleanups.push(() => producer.close())
    const added: MailJob[] = []
    const jobs: JobDriver = {
      ...producer,
      add: async (queue, data, options) => {
        added.push(data as MailJob)
        await producer.add(queue, data, options)
      },
    }
    const deps = {
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
      jobs,
      logger,
      limits: createRateLimits(),
      pubSub: createAppPubSub().pubSub,
      weather: createWeatherClient({ baseUrl: 'http://127.0.0.1:9', logger }),
      positionStore: createMemoryPositions(),
    }
    expect(await remindPending(actorOf(deps, organiser), meetup.id)).toEqual({ emailsSent: 2 })
    expect(added.map((job) => job.message.to).sort()).toEqual(['cleo@example.com', 'gus@example.com'])

    // Worker A has claimed both e-mails and is in the middle of sending them: kill it.
    await until('worker A to be sending both', () => smtp.state.started.length >= 2)
    const claims = await prisma().emailDelivery.findMany({ where: { kind: 'reminder' } })
    expect(claims).toHaveLength(2)
    expect(claims.every((c) => c.sentAt === null)).toBe(true)
    workerA.kill('SIGKILL')
    await new Promise((resolve) => workerA.once('exit', resolve))
    expect(smtp.state.received).toHaveLength(0)
    smtp.state.stall = false

    // Worker B (this process) finds the stalled jobs, takes over the dead worker's claims, sends.
    const workerB = createBullmqJobs(redisUrl, logger, prefix, fastWorkerTimings)
    cleanups.push(() => workerB.close())
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Gather <no-reply@gather.local>', dataDir, logger })
    registerMailJobs({ jobs: workerB, mailer }, { leaseMs: fastMailLeaseMs })
    await until('both reminders to arrive', () => smtp.state.received.length >= 2)
    // Marked sent just after the mail server's answer.
    await until('both deliveries to be marked sent', async () =>
      (await prisma().emailDelivery.findMany({ where: { kind: 'reminder' } })).every((row) => row.sentAt !== null),
    )

    // The same jobs run again (a duplicate add under another job id): nothing more is sent.
    for (const [i, job] of added.entries()) await producer.add(queues.mail, job, { jobId: `again-${i}` })
    await producer.idle()
    const byRecipient = smtp.state.received.flatMap((m) => m.to).sort()
    expect(byRecipient).toEqual(['cleo@example.com', 'gus@example.com'])
    const toGus = smtp.state.received.find((m) => m.to.includes('gus@example.com'))
    expect(toGus?.data).toMatch(/^Subject: =\?UTF-8\?Q\?Reminder=3A_Olga_invited_you/m)
    expect(toGus?.data).toContain('Olga is waiting for your answer')
  }, 60_000)
})
