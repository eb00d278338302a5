// Passkeys (Settings → Passkeys, and signing in with one): the same service as the REST shims
// under /api/auth/passkeys. WebAuthn options and answers are JSON, carried in strings (the schema
// has no JSON scalar): exactly what @simplewebauthn/browser takes and gives. Access tokens are
// refused by the service on every field.

import { actorOfContext } from '../core/actor.js'
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitError,
  UnauthorizedError,
  ValidationError,
} from '../core/errors.js'
import { builder } from '../edge/graphql/builder.js'
import { uuidForOneRelease } from '../edge/graphql/ids.js'
import { ownNodes } from './own-nodes.js'
import {
  addPasskey,
  listPasskeys,
  type PasskeyInfo,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
} from './passkeys.service.js'
import { endSession } from './session.service.js'
import { sessionCookie } from './session-cookie.rest.js'
import { UserNode } from './user.graphql.js'

const Passkey = builder.node(builder.objectRef<PasskeyInfo>('Passkey'), {
  id: { resolve: (passkey) => passkey.id },
  loadMany: (ids, context) => ownNodes(ids, () => listPasskeys(actorOfContext(context))),
  description:
    'A passkey you sign in with instead of your password: kept by your device or password manager, which signs a fresh challenge each time. The server keeps only its public key. `node(id:)` finds it for its owner in a signed-in browser only.',
  fields: (t) => ({
    databaseId: t.exposeID('id', { description: 'The UUID REST uses (DELETE /api/auth/passkeys/{id}).' }),
    name: t.exposeString('name', {
      description: 'What it is called, to tell your passkeys apart: "Passkey on Chrome, Android" until renamed.',
    }),
    backedUp: t.exposeBoolean('backedUp', {
      description: 'Synced by a password manager (usable on your other devices), rather than kept on one device.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was added.' }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it last signed you in, or null if never.',
    }),
  }),
})

const passkeyArg = `The passkey’s id (from passkeys). ${uuidForOneRelease}`
const json = (value: unknown) => JSON.stringify(value)
const response = 'The browser’s answer as JSON: what @simplewebauthn/browser’s start… function resolves with.'

builder.queryField('passkeys', (t) =>
  t.field({
    type: [Passkey],
    authScopes: { signedIn: true },
    description: 'Your passkeys, newest first. Not for access tokens.',
    resolve: (_root, _args, context) => listPasskeys(actorOfContext(context)),
  }),
)

builder.mutationFields((t) => ({
  passkeyRegistrationOptions: t.field({
    type: 'String',
    authScopes: { signedIn: true },
    errors: { types: [ForbiddenError] },
    description:
      'Starts adding a passkey: the options for `navigator.credentials.create()` as JSON (`startRegistration({ optionsJSON })`). Its challenge is valid for 5 minutes, once. Signed-in browsers only.',
    resolve: async (_root, _args, context) => json(await passkeyRegistrationOptions(actorOfContext(context))),
  }),
  addPasskey: t.field({
    type: Passkey,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, ConflictError, ForbiddenError] },
    description:
      'Finishes adding a passkey: verifies the browser’s answer to passkeyRegistrationOptions and keeps the passkey. ValidationError when it does not verify or its challenge expired or was used; ConflictError when that passkey is already registered.',
    args: {
      response: t.arg.string({ required: true, description: response }),
      name: t.arg.string({
        required: false,
        description: 'What to call it (1–60 characters); by default the browser and system it was made on.',
      }),
    },
    resolve: (_root, args, context) =>
      addPasskey(actorOfContext(context), { response: args.response, name: args.name ?? undefined }, context.userAgent),
  }),
  renamePasskey: t.field({
    type: Passkey,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    description: 'Renames one of your passkeys.',
    args: {
      id: t.arg.id({ required: true, description: passkeyArg }),
      name: t.arg.string({ required: true, description: 'The new name: 1–60 characters.' }),
    },
    resolve: (_root, { id, name }, context) => renamePasskey(actorOfContext(context), String(id), { name }),
  }),
  removePasskey: t.field({
    type: Passkey,
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError, ForbiddenError] },
    description: 'Removes one of your passkeys: it no longer signs you in. NotFoundError for anyone else’s.',
    args: { id: t.arg.id({ required: true, description: passkeyArg }) },
    resolve: (_root, { id }, context) => removePasskey(actorOfContext(context), String(id)),
  }),
  passkeySignInOptions: t.field({
    type: 'String',
    errors: { types: [ForbiddenError] },
    description:
      'Starts signing in with a passkey: the options for `navigator.credentials.get()` as JSON (`startAuthentication({ optionsJSON })`), with no allowed list, so the browser offers the passkeys it has for this site. Its challenge is valid for 5 minutes, once.',
    resolve: async (_root, _args, context) => json(await passkeySignInOptions(actorOfContext(context))),
  }),
  signInWithPasskey: t.field({
    type: UserNode,
    errors: { types: [ValidationError, RateLimitError, UnauthorizedError, ForbiddenError] },
    description:
      'Signs in with the browser’s answer to passkeySignInOptions and sets the session cookie (HttpOnly; ends any session this browser had). UnauthorizedError when the passkey is unknown or its answer does not verify (each counts against the 50 failed sign-ins per network address in 15 minutes); ForbiddenError while the address is not verified.',
    args: { response: t.arg.string({ required: true, description: response }) },
    resolve: async (_root, args, context) => {
      const { user, session } = await signInWithPasskey(
        actorOfContext(context),
        args,
        context.clientIp,
        context.userAgent,
      )
      await endSession(context.sessionToken)
      context.responseCookies.push(sessionCookie(context.config.appUrl, session.token))
      context.viewer = user
      return user
    },
  }),
}))
