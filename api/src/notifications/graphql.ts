// Web Push devices (Settings → Notifications): the same service as the REST shims under /api/push.
import { actorOfContext } from '../core/actor.js'
import { UnauthorizedError, ValidationError } from '../core/errors.js'
import { builder } from '../edge/graphql/builder.js'
import { disablePushDevice, enablePushDevice, type PushDeviceState, pushDeviceState } from './devices.service.js'

const PushDevice = builder.objectRef<PushDeviceState>('PushDevice').implement({
  description: "This device's Web Push notifications, and the key a browser subscribes with.",
  fields: (t) => ({
    publicKey: t.exposeString('publicKey', {
      description: "The server's VAPID public key (base64url): the applicationServerKey of pushManager.subscribe().",
    }),
    enabled: t.exposeBoolean('enabled', {
      description: 'Whether this device (its push endpoint) notifies you of invitations, changes and arrivals.',
    }),
  }),
})

const PushSubscriptionKeysInput = builder.inputType('PushSubscriptionKeysInput', {
  description: "The browser's keys a push is encrypted with (RFC 8291).",
  fields: (t) => ({
    p256dh: t.string({ required: true, description: "The browser's P-256 public key, base64url." }),
    auth: t.string({ required: true, description: "The browser's 16-byte auth secret, base64url." }),
  }),
})

const PushSubscriptionInput = builder.inputType('PushSubscriptionInput', {
  description: 'A browser push subscription, as PushSubscription.toJSON() gives it.',
  fields: (t) => ({
    endpoint: t.string({ required: true, description: "The push service's https:// URL for this browser." }),
    expirationTime: t.float({ description: 'Ignored: the push service says when it has expired.' }),
    keys: t.field({ type: PushSubscriptionKeysInput, required: true, description: 'Its encryption keys.' }),
  }),
})

builder.queryField('pushDevice', (t) =>
  t.field({
    type: PushDevice,
    authScopes: { signedIn: true },
    description: 'The VAPID key, and whether the device with this push endpoint notifies you.',
    args: { endpoint: t.arg.string({ description: "This browser's push endpoint, if it has one." }) },
    resolve: (_root, args, context) => pushDeviceState(actorOfContext(context), args),
  }),
)

builder.mutationFields((t) => ({
  enablePushDevice: t.field({
    type: PushDevice,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, UnauthorizedError] },
    description:
      'Turns notifications on for this device until you turn them off or sign out on it (a device notifies one person).',
    args: {
      subscription: t.arg({
        type: PushSubscriptionInput,
        required: true,
        description: "This browser's subscription, made with pushDevice's publicKey.",
      }),
    },
    resolve: (_root, { subscription }, context) => enablePushDevice(actorOfContext(context), subscription),
  }),
  disablePushDevice: t.field({
    type: 'Boolean',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError] },
    description: 'Turns notifications off for the device with this endpoint; false if it was not on for you.',
    args: { endpoint: t.arg.string({ required: true, description: "The device's push endpoint." }) },
    resolve: (_root, args, context) => disablePushDevice(actorOfContext(context), args),
  }),
}))
