// A real OpenID provider (oidc-provider) on a local port, standing in for Google or Apple.
// Its development interactions accept any login: the account id typed is the subject.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

export interface ProviderAccount {
  email: string
  email_verified: boolean
  given_name?: string
  family_name?: string
}

export async function reserveOidcProvider() {
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const accounts = new Map<string, ProviderAccount>()
  return {
    issuer,
    clientId: 'gather-test',
    clientSecret: 'gather-test-secret-0123456789abcdef',
    accounts,
    /** Starts answering, once the app's callback URL is known. */
    listen(redirectUri: string) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: 'gather-test',
            client_secret: 'gather-test-secret-0123456789abcdef',
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
        findAccount: (_ctx, id) => {
          const account = accounts.get(id)
          return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined
        },
        pkce: { required: () => true },
        cookies: { keys: ['test-cookie-key-0123456789'] },
        conformIdTokenClaims: false,
      })
      server.on('request', provider.callback())
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Follows a browser's redirects through app and provider, answering the provider's login and consent. */
export async function signInThroughProvider(appUrl: string, provider: string, accountId: string) {
  const jars = new Map<string, Map<string, string>>()
  const cookieHeader = (url: URL) => [...(jars.get(url.host) ?? new Map())].map(([k, v]) => `${k}=${v}`).join('; ')
  const remember = (url: URL, response: Response) => {
    const jar = jars.get(url.host) ?? new Map<string, string>()
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';')
      const eq = pair?.indexOf('=') ?? -1
      if (pair && eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1))
    }
    jars.set(url.host, jar)
  }
  let url = new URL(`/api/login?provider=${provider}`, appUrl)
  let init: RequestInit = {}
  for (let hop = 0; hop < 20; hop++) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers ?? {}), cookie: cookieHeader(url) },
    })
    remember(url, response)
    init = {}
    const location = response.headers.get('location')
    if (location) {
      const next = new URL(location, url)
      if (next.origin === new URL(appUrl).origin && !next.pathname.startsWith('/api/')) {
        return { landedOn: `${next.pathname}${next.search}`, appCookie: cookieHeader(next) }
      }
      url = next
      continue
    }
    const html = await response.text()
    const prompt = html.includes('name="login"') ? 'login' : html.includes('value="consent"') ? 'consent' : undefined
    if (!prompt) throw new Error(`unexpected page at ${url}: ${response.status} ${html.slice(0, 300)}`)
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(
        prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt },
      ).toString(),
    }
  }
  throw new Error('too many redirects')
}

/** The app with Google sign-in pointed at a fresh local OpenID provider. */
export async function startAppWithOidcProvider() {
  const { startTestApp } = await import('./app.js')
  const provider = await reserveOidcProvider()
  const app = await startTestApp({
    env: {
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
    },
  })
  provider.listen(`${app.url}/api/login/callback/google`)
  return {
    app,
    provider,
    async stop() {
      await app.stop()
      await provider.close()
    },
  }
}
