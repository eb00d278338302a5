// A BullMQ mail worker in its own process, as an app instance runs it, for tests that kill it
// mid-job. Short lock, stalled-check and lease timings make a dead worker's jobs come back in
// seconds. Env: DATABASE_URL, REDIS_URL, QUEUE_PREFIX, SMTP_URL, DATA_DIR.
import { openDatabase } from '../../api/src/core/db.js'
import { createBullmqJobs } from '../../api/src/core/jobs/bullmq.js'
import { createLogger } from '../../api/src/core/logger.js'
import { registerMailJobs } from '../../api/src/core/mail/deliveries.js'
import { createMailer } from '../../api/src/core/mail/mailer.js'

export const fastWorkerTimings = { lockDurationMs: 1000, stalledIntervalMs: 500 }
export const fastMailLeaseMs = 1000

const required = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is required`)
  return value
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const logger = createLogger('silent')
  await openDatabase({ databaseUrl: required('DATABASE_URL'), dataDir: required('DATA_DIR') })
  const jobs = createBullmqJobs(required('REDIS_URL'), logger, required('QUEUE_PREFIX'), fastWorkerTimings)
  const mailer = createMailer({
    smtpUrl: required('SMTP_URL'),
    from: 'Gather <no-reply@gather.local>',
    dataDir: required('DATA_DIR'),
    logger,
  })
  registerMailJobs({ jobs, mailer }, { leaseMs: fastMailLeaseMs })
  console.log('mail worker ready')
}
