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

/** The sign-up browser's key: a verification link sets the password chosen there only in that browser. */
export const signUpBrowserCookieName = (appUrl: string) =>
  appUrl.startsWith('https:') ? '__Host-gather_signup' : 'gather_signup'

export function signUpBrowserCookie(appUrl: string, key: string, maxAgeSeconds: number): string {
  const secure = appUrl.startsWith('https:')
  return serialize(signUpBrowserCookieName(appUrl), key, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: maxAgeSeconds,
  })
}
