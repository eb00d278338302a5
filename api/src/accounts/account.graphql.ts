// The account's life: sign-up, e-mail verification, sign-in, password reset, sign-out and deletion,
// over the same services as the REST shims under /api/auth (profile changes: user.graphql.ts).

import { actorOfContext } from '../core/actor.js'
import {
  BusyError,
  ForbiddenError,
  PasswordRequiredError,
  RateLimitError,
  UnauthorizedError,
  ValidationError,
} from '../core/errors.js'
import { builder } from '../edge/graphql/builder.js'
import type { Context } from '../edge/graphql/context.js'
import {
  deleteAccount,
  resendVerification,
  signIn,
  signOut,
  signUp,
  verificationValiditySeconds,
  verifyEmail,
} from './accounts.service.js'
import { configuredProviders, type Provider } from './oidc.service.js'
import { requestPasswordReset, resetPassword } from './password-reset.service.js'
import { endSession } from './session.service.js'
import {
  clearedSessionCookie,
  sessionCookie,
  signUpBrowserCookie,
  signUpBrowserCookieName,
} from './session-cookie.rest.js'
import { UserNode } from './user.graphql.js'

const inputErrors = [ValidationError, RateLimitError] as const

const SignUpStarted = builder
  .objectRef<{ email: string; requiresVerification: boolean; message: string }>('SignUpStarted')
  .implement({
    description:
      'A sign-up was taken: a verification link is on its way. The same answer whether or not the address already has an account (whose owner is e-mailed instead), so it tells nobody who has one.',
    fields: (t) => ({
      email: t.exposeString('email', { description: 'The address signed up, normalised (trimmed, lower case).' }),
      requiresVerification: t.exposeBoolean('requiresVerification', {
        description: 'Always true: the account can sign in once the e-mailed link (valid 24 hours) is opened.',
      }),
      message: t.exposeString('message', { description: 'What to tell the person, in English.' }),
    }),
  })

const EmailVerified = builder.objectRef<{ email: string; message: string }>('EmailVerified').implement({
  description: 'The address is verified and the password chosen with this link is set: the person can sign in.',
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The verified address, to fill in the sign-in form.' }),
    message: t.exposeString('message', { description: 'What to tell the person, in English.' }),
  }),
})

const Message = builder.objectRef<{ message: string }>('Message').implement({
  description: 'A plain answer with only a sentence to show.',
  fields: (t) => ({ message: t.exposeString('message', { description: 'What to tell the person, in English.' }) }),
})

const email = 'An e-mail address (trimmed; any case).'

/** The sign-up browser's key, from its cookie. */
const signUpBrowserKey = (context: Context) => context.cookie(signUpBrowserCookieName(context.config.appUrl))

builder.mutationFields((t) => ({
  signUp: t.field({
    type: SignUpStarted,
    description:
      'Signs up with e-mail and password: e-mails a verification link (valid 24 hours) that activates the account with this password when it is opened in this browser (an HttpOnly cookie marks it; elsewhere the link asks for the password). Nothing is written when it is refused. Limited to 20 per network address per hour and 3 verification e-mails per address in 15 minutes.',
    errors: { types: [...inputErrors, ForbiddenError, BusyError] },
    args: {
      email: t.arg.string({ required: true, description: email }),
      password: t.arg.string({
        required: true,
        description: 'At least 8 characters with three of: upper case, lower case, number, other character.',
      }),
    },
    resolve: async (_root, args, context) => {
      const { browserKey, ...answer } = await signUp(
        actorOfContext(context),
        args,
        context.clientIp,
        signUpBrowserKey(context),
      )
      context.responseCookies.push(signUpBrowserCookie(context.config.appUrl, browserKey, verificationValiditySeconds))
      return answer
    },
  }),
  verifyEmail: t.field({
    type: EmailVerified,
    description:
      "Opens a verification link. In the browser that signed up, the account becomes verified with the password chosen there; anywhere else the answer is PasswordRequiredError until the call carries `password`, which then becomes the account's password (whoever holds the link holds the mailbox). Either way the other links pending for the address stop working. Does not sign in.",
    errors: { types: [ValidationError, PasswordRequiredError, BusyError] },
    args: {
      token: t.arg.string({
        required: true,
        description: 'The `token` of the e-mailed link ({APP_URL}/verify-email?token=…); single use, valid 24 hours.',
      }),
      password: t.arg.string({
        description:
          'The password to set, when the link is opened outside the browser that signed up (the sign-up rule: at least 8 characters with three of upper case, lower case, number, other character).',
      }),
    },
    resolve: (_root, args, context) =>
      verifyEmail(
        actorOfContext(context),
        { token: args.token, password: args.password ?? undefined },
        signUpBrowserKey(context),
      ),
  }),
  resendVerification: t.field({
    type: Message,
    description:
      'E-mails a new verification link to an address not verified yet (3 per address in 15 minutes). The answer is the same for every address, so it tells nobody who has an account.',
    errors: { types: [...inputErrors] },
    args: { email: t.arg.string({ required: true, description: email }) },
    resolve: (_root, args, context) => resendVerification(actorOfContext(context), args, signUpBrowserKey(context)),
  }),
  signIn: t.field({
    type: UserNode,
    description:
      'Signs in with e-mail and password and sets the session cookie (HttpOnly; ends any session this browser had). UnauthorizedError for a wrong pair, ForbiddenError while the address is not verified; 10 failed attempts per account and 50 per network address in 15 minutes.',
    errors: { types: [...inputErrors, UnauthorizedError, ForbiddenError, BusyError] },
    args: {
      email: t.arg.string({ required: true, description: email }),
      password: t.arg.string({ required: true, description: 'The password, as typed.' }),
    },
    resolve: async (_root, args, context) => {
      const { user, session } = await signIn(actorOfContext(context), args, context.clientIp, context.userAgent)
      await endSession(context.sessionToken)
      context.responseCookies.push(sessionCookie(context.config.appUrl, session.token))
      context.viewer = user
      return user
    },
  }),
  requestPasswordReset: t.field({
    type: Message,
    description:
      'Forgot password: e-mails a link to {APP_URL}/reset-password?token=… that sets a new password (single use, valid 30 minutes; asking again replaces the link). The answer is the same for every address, so it tells nobody who has an account. A person who signed in only with Google or Apple can set a first password this way. Limited to 3 per address in 15 minutes and 20 per network address per hour; access tokens may not call it.',
    errors: { types: [...inputErrors, ForbiddenError] },
    args: { email: t.arg.string({ required: true, description: email }) },
    resolve: (_root, args, context) => requestPasswordReset(actorOfContext(context), args, context.clientIp),
  }),
  resetPassword: t.field({
    type: UserNode,
    description:
      "Opens a reset link: sets the new password, verifies the address if it was not yet (its pending sign-up links stop working), ends every session of the account everywhere (their live streams end with them), and signs this browser in (the session cookie, as signIn sets it). ValidationError with field 'token' when the link is malformed, expired or used, with field 'password' when the password is too weak; access tokens may not call it.",
    errors: { types: [ValidationError, ForbiddenError, BusyError] },
    args: {
      token: t.arg.string({
        required: true,
        description:
          'The `token` of the e-mailed link ({APP_URL}/reset-password?token=…); single use, valid 30 minutes.',
      }),
      password: t.arg.string({
        required: true,
        description:
          'The new password: at least 8 characters with three of: upper case, lower case, number, other character.',
      }),
    },
    resolve: async (_root, args, context) => {
      const { user, session } = await resetPassword(actorOfContext(context), args, context.userAgent)
      await endSession(context.sessionToken)
      context.responseCookies.push(sessionCookie(context.config.appUrl, session.token))
      context.viewer = user
      return user
    },
  }),
  signOut: t.field({
    type: 'Boolean',
    errors: { types: [ForbiddenError] },
    description:
      'Ends this session and clears its cookie; true, even when nobody was signed in. ForbiddenError for an access token (a signed-in browser signs out).',
    resolve: async (_root, _args, context) => {
      await signOut(actorOfContext(context), context.sessionToken)
      context.responseCookies.push(clearedSessionCookie(context.config.appUrl))
      return true
    },
  }),
  deleteAccount: t.field({
    type: 'Boolean',
    authScopes: { signedIn: true },
    errors: { types: [ForbiddenError] },
    description:
      'Deletes your account and everything of it at once (gathers you organise, participations, groups, sessions, e-mail invitations to your address) and signs you out; true when done. ForbiddenError for an access token (only a signed-in browser may).',
    resolve: async (_root, _args, context) => {
      await deleteAccount(actorOfContext(context))
      context.responseCookies.push(clearedSessionCookie(context.config.appUrl))
      return true
    },
  }),
}))

const AuthProviders = builder.objectRef<Record<Provider, boolean>>('AuthProviders').implement({
  description: 'Which sign-in providers this server has credentials for.',
  fields: (t) => ({
    google: t.exposeBoolean('google', {
      description: 'Sign in with Google is offered (a navigation to /api/login?provider=google).',
    }),
    apple: t.exposeBoolean('apple', {
      description: 'Sign in with Apple is offered (a navigation to /api/login?provider=apple).',
    }),
  }),
})

builder.queryField('authProviders', (t) =>
  t.field({
    type: AuthProviders,
    description: 'The sign-in buttons to show besides e-mail and password.',
    resolve: (_root, _args, context) => configuredProviders(context.config),
  }),
)
