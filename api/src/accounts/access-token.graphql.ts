// Personal access tokens (Settings → API tokens): the same service as the REST shims under
// /api/access-tokens. A token itself can never reach these (the service refuses it).

import { actorOfContext } from '../core/actor.js'
import { ForbiddenError, NotFoundError, ValidationError } from '../core/errors.js'
import { builder } from '../edge/graphql/builder.js'
import { uuidForOneRelease } from '../edge/graphql/ids.js'
import {
  type AccessTokenInfo,
  createAccessToken,
  listAccessTokens,
  revokeAccessToken,
} from './access-tokens.service.js'
import { ownNodes } from './own-nodes.js'

const AccessTokenScope = builder.enumType('AccessTokenScope', {
  description: 'What a personal access token may do.',
  values: {
    READ: { value: 'read', description: 'Queries and subscriptions only.' },
    READ_WRITE: { value: 'read-write', description: 'Queries, subscriptions and mutations.' },
  } as const,
})

const AccessToken = builder.node(builder.objectRef<AccessTokenInfo>('AccessToken'), {
  id: { resolve: (token) => token.id },
  loadMany: (ids, context) => ownNodes(ids, () => listAccessTokens(actorOfContext(context))),
  description:
    'A personal access token, for calling the API from your own scripts and apps (`Authorization: Bearer …`). Its secret is shown only when it is made. `node(id:)` finds it for its owner in a signed-in browser only.',
  fields: (t) => ({
    databaseId: t.exposeID('id', { description: 'The UUID REST uses (DELETE /api/access-tokens/{id}).' }),
    name: t.exposeString('name', { description: 'What you called it, to tell your tokens apart.' }),
    scope: t.field({
      type: AccessTokenScope,
      description: 'What the token may do.',
      resolve: (token) => token.scope,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was made.' }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was last used (to the minute), or null if never.',
    }),
  }),
})

const NewAccessToken = builder.objectRef<{ token: AccessTokenInfo; secret: string }>('NewAccessToken').implement({
  description: 'A token just made, with its secret: shown this once, never again.',
  fields: (t) => ({
    token: t.field({
      type: AccessToken,
      description: 'The token as Settings lists it.',
      resolve: (made) => made.token,
    }),
    secret: t.exposeString('secret', { description: 'Send it as `Authorization: Bearer <secret>`.' }),
  }),
})

builder.queryField('accessTokens', (t) =>
  t.field({
    type: [AccessToken],
    authScopes: { signedIn: true },
    description: 'Your personal access tokens, newest first (never their secrets). Not for tokens themselves.',
    resolve: (_root, _args, context) => listAccessTokens(actorOfContext(context)),
  }),
)

builder.mutationFields((t) => ({
  createAccessToken: t.field({
    type: NewAccessToken,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, ForbiddenError] },
    description: 'Makes a personal access token. Only a signed-in browser can; a token cannot make tokens.',
    args: {
      name: t.arg.string({ required: true, description: 'What to call it: 1–60 characters.' }),
      scope: t.arg({ type: AccessTokenScope, required: true, description: 'What it may do.' }),
    },
    resolve: (_root, args, context) => createAccessToken(actorOfContext(context), args),
  }),
  revokeAccessToken: t.field({
    type: AccessToken,
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError, ForbiddenError] },
    description: 'Revokes one of your tokens: it stops working at once and its open subscriptions end.',
    args: { id: t.arg.id({ required: true, description: `The token’s id (from accessTokens). ${uuidForOneRelease}` }) },
    resolve: (_root, { id }, context) => revokeAccessToken(actorOfContext(context), String(id)),
  }),
}))
