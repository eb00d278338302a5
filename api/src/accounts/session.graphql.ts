// Signed-in devices (Settings): the same service as the REST shims under /api/auth/sessions. A
// token can never reach these (the service refuses it).

import { actorOfContext } from '../core/actor.js'
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../core/errors.js'
import { builder } from '../edge/graphql/builder.js'
import { uuidForOneRelease } from '../edge/graphql/ids.js'
import { ownNodes } from './own-nodes.js'
import { clearedSessionCookie } from './session-cookie.rest.js'
import { endOtherSessions, endSessionById, listedSessions, listSessions, type SessionInfo } from './sessions.service.js'

const Session = builder.node(builder.objectRef<SessionInfo>('Session'), {
  id: { resolve: (session) => session.id },
  loadMany: (ids, context) => ownNodes(ids, () => listSessions(actorOfContext(context))),
  description:
    'A browser signed in to your account (a session cookie), named by the browser and system it told the server when it signed in. Ending it signs that browser out at once. `node(id:)` finds it for its owner in a signed-in browser only.',
  fields: (t) => ({
    databaseId: t.exposeID('id', { description: 'The UUID REST uses (DELETE /api/auth/sessions/{id}).' }),
    browser: t.exposeString('browser', {
      nullable: true,
      description: 'The browser, such as "Chrome" or "Safari"; null when its user agent does not say.',
    }),
    os: t.exposeString('os', {
      nullable: true,
      description: 'The operating system, such as "Android" or "iOS"; null when its user agent does not say.',
    }),
    label: t.exposeString('label', {
      description: 'Browser and system to show, such as "Chrome on Android"; "Unknown browser" when neither is known.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it signed in.' }),
    lastSeenAt: t.expose('lastSeenAt', {
      type: 'DateTime',
      description:
        'When it was last used, to the hour: it is written at most once an hour, so it may be up to an hour behind.',
    }),
    current: t.exposeBoolean('current', {
      description: 'This is the session asking (this device).',
    }),
  }),
})

builder.queryField('sessions', (t) =>
  t.field({
    type: [Session],
    authScopes: { signedIn: true },
    description: `Where you are signed in: your sessions that have not expired, the most recently active first (at most ${listedSessions}). Only a signed-in browser may ask; an access token is refused.`,
    resolve: (_root, _args, context) => listSessions(actorOfContext(context)),
  }),
)

builder.mutationFields((t) => ({
  endSession: t.field({
    type: Session,
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError, ForbiddenError, UnauthorizedError] },
    description:
      'Signs one of your sessions out: it stops working at once and its open subscriptions end. Ending your own (`current`) signs this browser out and clears its cookie. NotFoundError for an id that is not one of your sessions; ForbiddenError for an access token.',
    args: { id: t.arg.id({ required: true, description: `The session’s id (from sessions). ${uuidForOneRelease}` }) },
    resolve: async (_root, { id }, context) => {
      const ended = await endSessionById(actorOfContext(context), String(id))
      if (ended.current) context.responseCookies.push(clearedSessionCookie(context.config.appUrl))
      return ended
    },
  }),
  endOtherSessions: t.field({
    type: 'Int',
    authScopes: { signedIn: true },
    errors: { types: [ForbiddenError, UnauthorizedError] },
    description:
      'Signs out every session of yours but this one ("Sign out everywhere else"); answers how many were ended. ForbiddenError for an access token.',
    resolve: (_root, _args, context) => endOtherSessions(actorOfContext(context)),
  }),
}))
