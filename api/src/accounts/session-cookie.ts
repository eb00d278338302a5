// The session cookie, the same for REST and GraphQL: HttpOnly, SameSite=Lax, Secure and
// __Host- prefixed when APP_URL is https.
import { serialize } from 'hono/utils/cookie'
import { sessionCookieName, sessionMaxAgeMs } from './session.service.js'

export function sessionCookie(appUrl: string, token: string): string {
  const secure = appUrl.startsWith('https:')
  return serialize(sessionCookieName(appUrl), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: Math.floor(sessionMaxAgeMs / 1000),
  })
}

export function clearedSessionCookie(appUrl: string): string {
  const secure = appUrl.startsWith('https:')
  return serialize(sessionCookieName(appUrl), '', { httpOnly: true, sameSite: 'Lax', secure, path: '/', maxAge: 0 })
}
