// Settings → Notifications: a device (a browser's push subscription) turned on or off, and this
// device's state. One service for GraphQL and the REST shims under /api/push. Who may turn one on,
// see or remove it, and what revokes it: policy.ts.
import { ECDH } from 'node:crypto'
import { z } from 'zod'
import type { Actor } from '../core/actor.js'
import { requireViewer } from '../core/actor.js'
import type { Services } from '../core/context.js'
import { prisma } from '../core/db.js'
import { UnauthorizedError } from '../core/errors.js'
import { addressOfHost, isLocalName, isPublicAddress } from '../core/lib/public-address.js'
import { parseInput } from '../core/lib/validation.js'
import { maxDevices, pushRules } from './policy.js'
import { vapidKeys } from './vapid.service.js'

type Deps = Pick<Services, 'config'>

const base64url = (bytes: number, what: string) =>
  z
    .string({ error: `${what} is required` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`)
    .refine((v) => Buffer.from(v, 'base64url').length === bytes, `${what} must be ${bytes} bytes`)

const endpoint = z
  .string({ error: 'endpoint is required' })
  .trim()
  .max(1000, 'endpoint is too long')
  .refine((v) => URL.canParse(v) && new URL(v).protocol === 'https:', 'endpoint must be an https:// URL')

/**
 * The server posts to the endpoint: one on this machine or its network is refused (a name's
 * addresses are checked again when pushing, see push.ts). PUSH_ALLOW_PRIVATE_HOSTS lifts this
 * for tests, whose push service is local.
 */
const publicEndpoint = endpoint.refine((v) => {
  if (!URL.canParse(v)) return true // refused above
  const url = new URL(v)
  const address = addressOfHost(url)
  return address ? isPublicAddress(address) : !isLocalName(url.hostname)
}, 'endpoint must be a public push service: its host is a private, loopback or link-local address')

/** PushSubscription.toJSON() as browsers give it. */
const subscriptionInput = (allowPrivateHosts: boolean) =>
  z.object({
    endpoint: allowPrivateHosts ? endpoint : publicEndpoint,
    expirationTime: z.number().nullish(),
    keys: z.object(
      {
        p256dh: base64url(65, 'keys.p256dh').refine((key) => {
          try {
            ECDH.convertKey(Buffer.from(key, 'base64url'), 'prime256v1')
            return true
          } catch {
            return false
          }
        }, 'keys.p256dh must be a P-256 public key'),
        auth: base64url(16, 'keys.auth'),
      },
      { error: 'keys are required' },
    ),
  })
export const subscriptionInputs = { strict: subscriptionInput(false), allowingPrivateHosts: subscriptionInput(true) }

export const endpointInput = z.object({ endpoint: endpoint.nullish() })

export interface PushDeviceState {
  /** The server's VAPID public key, which the browser subscribes with. */
  publicKey: string
  /** Whether the device with this endpoint notifies the viewer. */
  enabled: boolean
}

async function sessionOf(actor: Actor<unknown>) {
  if (!pushRules.canRegisterDevice(actor)) throw new UnauthorizedError()
  const session = actor.sessionTokenHash
    ? await prisma().session.findUnique({ where: { tokenHash: actor.sessionTokenHash }, select: { id: true } })
    : null
  if (!session) throw new UnauthorizedError()
  return session
}

/** The VAPID public key, and whether the device with `endpoint` (if given) is on for the viewer. */
export async function pushDeviceState(actor: Actor<Deps>, input: unknown): Promise<PushDeviceState> {
  const viewer = requireViewer(actor.viewer)
  const { endpoint } = parseInput(endpointInput, input)
  const { publicKey } = await vapidKeys(actor.services.config)
  const device = endpoint ? await prisma().pushSubscription.findUnique({ where: { endpoint } }) : null
  return { publicKey, enabled: device !== null && pushRules.canManageDevice(viewer, device) }
}

/** Turns notifications on for the device: its subscription now notifies the viewer (and only them). */
export async function enablePushDevice(actor: Actor<Deps>, input: unknown): Promise<PushDeviceState> {
  const viewer = requireViewer(actor.viewer)
  const { pushAllowPrivateHosts } = actor.services.config
  const { endpoint, keys } = parseInput(
    pushAllowPrivateHosts ? subscriptionInputs.allowingPrivateHosts : subscriptionInputs.strict,
    input,
  )
  const session = await sessionOf(actor)
  // A shared browser signed in by someone else moves to them: one person per device.
  await prisma().pushSubscription.upsert({
    where: { endpoint },
    create: { endpoint, p256dh: keys.p256dh, auth: keys.auth, userId: viewer.id, sessionId: session.id },
    update: { p256dh: keys.p256dh, auth: keys.auth, userId: viewer.id, sessionId: session.id, createdAt: actor.now() },
  })
  const extra = await prisma().pushSubscription.findMany({
    where: { userId: viewer.id },
    orderBy: { createdAt: 'desc' },
    skip: maxDevices,
    select: { id: true },
  })
  if (extra.length) await prisma().pushSubscription.deleteMany({ where: { id: { in: extra.map((d) => d.id) } } })
  const { publicKey } = await vapidKeys(actor.services.config)
  return { publicKey, enabled: true }
}

/** Turns notifications off for the device with `endpoint`; false if it was not on for the viewer. */
export async function disablePushDevice(actor: Actor<unknown>, input: unknown): Promise<boolean> {
  const viewer = requireViewer(actor.viewer)
  const { endpoint } = parseInput(endpointInput, input)
  if (!endpoint) return false
  const device = await prisma().pushSubscription.findUnique({ where: { endpoint } })
  if (!device || !pushRules.canManageDevice(viewer, device)) return false
  const { count } = await prisma().pushSubscription.deleteMany({ where: { id: device.id } })
  return count > 0
}
