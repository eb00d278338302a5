// Sign-in with Google or Apple starts by browser navigation to /api/login?provider=….
import { Hono } from 'hono'
import { serialize } from 'hono/utils/cookie'
import { z } from 'zod'
import type { Services } from '../core/context.js'
import { AppError } from '../core/errors.js'
import { describer } from '../edge/rest/describe.js'
import { actorFor, type RestContext, type RestEnv } from '../edge/rest/support.js'
import {
  configuredProviders,
  finishSignIn,
  oidcCookieName,
  parseProvider,
  providers,
  startSignIn,
} from './oidc.service.js'
import { endSession } from './session.service.js'
import { sessionCookie } from './session-cookie.rest.js'

export const oidcCallbackPath = '/api/login/callback'

const doc = describer('Sign-in with Google or Apple')
const backToLogin = "/login?error=… when it fails (an access token's call among the failures)"
const docs = {
  providers: doc({
    summary: 'The sign-in providers this server offers',
    who: 'anyone',
    ok: {
      description: 'Which providers are configured',
      schema: z.record(z.string(), z.boolean()).meta({ description: 'google, apple: whether each is offered' }),
    },
  }),
  start: doc({
    summary: 'Start signing in with a provider',
    description: 'For browser navigation: redirects to the provider with a transaction cookie.',
    who: 'anyone',
    tokens: false,
    query: z.object({ provider: z.enum(providers).optional() }),
    params: { provider: 'google (the default) or apple' },
    ok: { status: 302, description: 'To the provider', location: `The provider's sign-in page, or ${backToLogin}` },
  }),
  callback: doc({
    summary: "The provider's answer",
    description: 'Where the provider sends the browser back (Apple posts it): signs in and redirects home.',
    who: 'anyone',
    tokens: false,
    params: { provider: 'google or apple' },
    ok: { status: 302, description: 'Signed in, or not', location: `/ when signed in, or ${backToLogin}` },
  }),
}

export function oidcRoutes(services: Services) {
  const { config, logger } = services
  const app = new Hono<RestEnv>()
  const secure = config.appUrl.startsWith('https:')
  // Apple posts the callback from its own site: the transaction cookie must be sent cross-site.
  const transactionCookie = (value: string, maxAge: number) =>
    serialize(oidcCookieName, value, {
      httpOnly: true,
      secure,
      sameSite: secure ? 'None' : 'Lax',
      path: oidcCallbackPath,
      maxAge,
    })
  const backToLogin = (c: RestContext, message: string) =>
    c.redirect(`/login?error=${encodeURIComponent(message)}`, 302)

  app.get('/api/auth/providers', docs.providers, (c) => c.json(configuredProviders(config)))

  app.get('/api/login', docs.start, async (c) => {
    try {
      const provider = parseProvider(c.req.query('provider') ?? 'google')
      const { url, cookie } = await startSignIn(actorFor(services, c), provider)
      c.header('set-cookie', transactionCookie(cookie, 600), { append: true })
      return c.redirect(url, 302)
    } catch (error) {
      if (error instanceof AppError) return backToLogin(c, error.message)
      logger.error({ err: error }, 'sign-in provider unreachable')
      return backToLogin(c, 'The sign-in provider could not be reached. Please try again.')
    }
  })

  app.on(['GET', 'POST'], `${oidcCallbackPath}/:provider`, docs.callback, async (c) => {
    c.header('set-cookie', transactionCookie('', 0), { append: true })
    try {
      const provider = parseProvider(c.req.param('provider'))
      const incoming = new URL(c.req.url)
      const external = new URL(`${incoming.pathname}${incoming.search}`, config.appUrl)
      const current =
        c.req.method === 'POST'
          ? new Request(external, { method: 'POST', headers: c.req.raw.headers, body: await c.req.text() })
          : external
      const { session } = await finishSignIn(
        actorFor(services, c),
        provider,
        current,
        c.get('caller').cookie(oidcCookieName),
        c.get('caller').userAgent,
      )
      await endSession(c.get('caller').sessionToken)
      c.header('set-cookie', sessionCookie(config.appUrl, session.token), { append: true })
      return c.redirect('/', 302)
    } catch (error) {
      if (error instanceof AppError) return backToLogin(c, error.message)
      logger.warn({ err: error }, 'sign-in callback failed')
      return backToLogin(c, 'Sign-in failed. Please try again.')
    }
  })

  return app
}
