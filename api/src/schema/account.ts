// Account mutations: the same services as the REST shims under /api/auth.
import {
  deleteAccount,
  resendVerification,
  setProfile,
  signIn,
  signOut,
  signUp,
  updateDisplayName,
  verifyEmail,
} from '../accounts/accounts.service.js'
import { configuredProviders, type Provider } from '../accounts/oidc.service.js'
import { endSession } from '../accounts/session.service.js'
import { clearedSessionCookie, sessionCookie } from '../accounts/session-cookie.js'
import { actorOfContext } from '../actor.js'
import { builder } from '../builder.js'
import { ConflictError, ForbiddenError, RateLimitError, UnauthorizedError, ValidationError } from '../errors.js'
import { UserNode } from './user.js'

const inputErrors = [ValidationError, RateLimitError] as const

const SignUpResult = builder
  .objectRef<{ email: string; requiresVerification: boolean; message: string }>('SignUpResult')
  .implement({
    fields: (t) => ({
      email: t.exposeString('email'),
      requiresVerification: t.exposeBoolean('requiresVerification'),
      message: t.exposeString('message'),
    }),
  })

const EmailVerified = builder.objectRef<{ email: string; message: string }>('EmailVerified').implement({
  fields: (t) => ({ email: t.exposeString('email'), message: t.exposeString('message') }),
})

const Message = builder.objectRef<{ message: string }>('Message').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
})

builder.mutationFields((t) => ({
  signUp: t.field({
    type: SignUpResult,
    errors: { types: [...inputErrors] },
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => signUp(actorOfContext(context), args, context.clientIp),
  }),
  verifyEmail: t.field({
    type: EmailVerified,
    errors: { types: [ValidationError] },
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, context) => verifyEmail(actorOfContext(context), token),
  }),
  resendVerification: t.field({
    type: Message,
    errors: { types: [...inputErrors] },
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => resendVerification(actorOfContext(context), args),
  }),
  signIn: t.field({
    type: UserNode,
    description: 'Signs in with e-mail and password and sets the session cookie.',
    errors: { types: [...inputErrors, UnauthorizedError, ForbiddenError] },
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const { user, session } = await signIn(actorOfContext(context), args, context.clientIp, context.userAgent)
      await endSession(context.sessionToken)
      context.responseCookies.push(sessionCookie(context.config.appUrl, session.token))
      context.viewer = user
      return user
    },
  }),
  signOut: t.boolean({
    resolve: async (_root, _args, context) => {
      await signOut(actorOfContext(context), context.sessionToken)
      context.responseCookies.push(clearedSessionCookie(context.config.appUrl))
      return true
    },
  }),
  setProfile: t.field({
    type: UserNode,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, ConflictError] },
    args: { displayName: t.arg.string({ required: true }), gatherId: t.arg.string({ required: true }) },
    resolve: (_root, { displayName, gatherId }, context) =>
      setProfile(actorOfContext(context), { displayName, gatherID: gatherId }),
  }),
  updateDisplayName: t.field({
    type: UserNode,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError] },
    args: { displayName: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => updateDisplayName(actorOfContext(context), args),
  }),
  deleteAccount: t.boolean({
    authScopes: { signedIn: true },
    resolve: async (_root, _args, context) => {
      await deleteAccount(actorOfContext(context))
      context.responseCookies.push(clearedSessionCookie(context.config.appUrl))
      return true
    },
  }),
}))

const AuthProviders = builder.objectRef<Record<Provider, boolean>>('AuthProviders').implement({
  description: 'Which sign-in providers this server has credentials for.',
  fields: (t) => ({ google: t.exposeBoolean('google'), apple: t.exposeBoolean('apple') }),
})

builder.queryField('authProviders', (t) =>
  t.field({ type: AuthProviders, resolve: (_root, _args, context) => configuredProviders(context.config) }),
)
