// Web Push delivery (`web-push`: VAPID signing and aes128gcm payload encryption, RFC 8291/8292).
// One job per (event, person) goes to each of their devices through the once-only ledger, keyed
// per device: a retried job sends again only to the devices it has not reached. A push service
// answering 404 or 410 says the subscription is gone: it is removed. Payloads carry names, times
// and a path in the app, never a coordinate; logs carry neither payloads nor endpoints (nor their
// hosts).
// An endpoint is someone's input: it is reached only at a public address (lib/public-address.ts),
// checked after DNS on the very connection that posts; one that is not public is removed.
import { createHash } from 'node:crypto'
import https from 'node:https'
import type { Services } from '../core/context.js'
import { prisma } from '../core/db.js'
import { deliverOnce } from '../core/jobs/once.js'
import { queues } from '../core/jobs/queues.js'
import { addressOfHost, isPublicAddress, PrivateAddressError, publicOnlyLookup } from '../core/lib/public-address.js'
import { pushRules } from './policy.js'
import { vapidKeys } from './vapid.service.js'

export type PushKind = 'invitation' | 'reminder' | 'update' | 'cancel' | 'arrival'

/** What the service worker shows: read by web/public/push-sw.js. */
export interface PushMessage {
  title: string
  body: string
  /** A path in the app, opened when the notification is clicked. */
  url: string
  /** Notifications with the same tag replace each other on the device. */
  tag: string
}

export interface PushJob {
  /** (kind, gather, person, version): the same key never reaches a device twice. */
  key: string
  kind: PushKind
  userId: string
  message: PushMessage
}

const pushAttempts = 6
const pushBackoffMs = 5000
const sendTimeoutMs = 10_000
/** How long a push service keeps trying to reach an offline device. */
const ttlSeconds: Record<PushKind, number> = {
  invitation: 24 * 3600,
  reminder: 12 * 3600,
  update: 12 * 3600,
  cancel: 12 * 3600,
  arrival: 3600,
}

const jobIdFor = (key: string) => `push-${createHash('sha256').update(key).digest('hex').slice(0, 40)}`

export async function enqueuePush(jobs: Services['jobs'], job: PushJob) {
  await jobs.add(queues.push, job, { jobId: jobIdFor(job.key), attempts: pushAttempts, backoffMs: pushBackoffMs })
}

/** A push service's refusal, without its endpoint or answer body (neither belongs in logs). */
export class PushRefused extends Error {
  constructor(readonly statusCode: number) {
    super(`push service answered ${statusCode}`)
  }
}

/**
 * A push service not reached (its name not found, refused, TLS failed): the reason's code, without
 * the error's text and fields, which name the endpoint's host (someone's input, maybe their own).
 */
export class PushUnreachable extends Error {
  override name = 'PushUnreachable'
  constructor(readonly code: string) {
    super(`push service not reached (${code})`)
  }
}

/** Sends the job to every device of its person; throws (for a retry) if any could not be reached. */
export async function deliverPush(services: Pick<Services, 'config' | 'logger'>, job: PushJob, now = new Date()) {
  const devices = await prisma().pushSubscription.findMany({ where: { userId: job.userId } })
  if (devices.length === 0) return
  // Loaded with the first push, not at start-up (like nodemailer).
  const { default: webpush } = await import('web-push')
  const vapidDetails = await vapidKeys(services.config)
  const payload = JSON.stringify(job.message)
  const allowPrivate = services.config.pushAllowPrivateHosts
  // Connections resolve through publicOnlyLookup; TLS trusts what the default agent trusts.
  const agent = new https.Agent({ lookup: publicOnlyLookup(allowPrivate), ca: https.globalAgent.options.ca })
  let failure: unknown
  for (const device of devices) {
    const send = async () => {
      try {
        // An address as host is not looked up: it is checked here.
        const address = addressOfHost(new URL(device.endpoint))
        if (address && !allowPrivate && !isPublicAddress(address)) throw new PrivateAddressError()
        await webpush.sendNotification(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          payload,
          {
            vapidDetails,
            TTL: ttlSeconds[job.kind],
            urgency: job.kind === 'arrival' ? 'high' : 'normal',
            timeout: sendTimeoutMs,
            agent,
          },
        )
      } catch (error) {
        if (error instanceof PrivateAddressError) {
          await prisma().pushSubscription.deleteMany({ where: { id: device.id } })
          services.logger.warn({ kind: job.kind }, 'push endpoint not at a public address: removed')
          return
        }
        const code = (error as { code?: unknown } | undefined)?.code
        if (!(error instanceof webpush.WebPushError)) throw typeof code === 'string' ? new PushUnreachable(code) : error
        if (!pushRules.isGone(error.statusCode)) throw new PushRefused(error.statusCode)
        // Gone for good: the browser unsubscribed or the subscription expired.
        await prisma().pushSubscription.deleteMany({ where: { id: device.id } })
        services.logger.info({ kind: job.kind, status: error.statusCode }, 'push subscription gone: removed')
      }
    }
    await deliverOnce(
      { key: `push:${job.key}:${device.id}`, kind: `push-${job.kind}`, recipient: job.userId },
      send,
      now,
    ).catch((error: unknown) => {
      failure ??= error
    })
  }
  agent.destroy()
  if (failure) throw failure
}

export function registerPushJobs(services: Pick<Services, 'jobs' | 'config' | 'logger'>) {
  services.jobs.register<PushJob>(queues.push, async (job) => {
    await deliverPush(services, job)
  })
}
