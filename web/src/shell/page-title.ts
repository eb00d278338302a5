// Each screen's document title, "<screen> · Gather", from the route table in routes.tsx. A
// gather's screens name the gather instead, once it has loaded ("Friday drinks · Gather").
import { useEffect, useSyncExternalStore } from 'react'
import { matchPath, useLocation } from 'react-router-dom'

const app = 'Gather'

const shared: [pattern: string, title: string][] = [
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/proximity/:id', 'Live map'],
  ['/join/:shareableLink', 'Join a gather'],
]

const signedOut: [string, string][] = [
  ['/login', 'Sign in'],
  ['/signup', 'Create an account'],
  ['/forgot-password', 'Forgot password'],
  ['/reset-password', 'Choose a new password'],
  ...shared,
]

const signedIn: [string, string][] = [
  ['/', 'Home'],
  ['/profile-setup', 'Complete your profile'],
  ['/meetup/:id/manage', 'Manage gather'],
  ['/manage-gather/:id', 'Manage gather'],
  ['/groups', 'My groups'],
  ['/calendar', 'Calendar'],
  ['/settings', 'Settings'],
  ['/reset-password', 'Choose a new password'],
  ...shared,
]

/** The screens that name their gather, and how. */
const named: [pattern: string, title: (name: string) => string][] = [
  ['/proximity/:id', (name) => name],
  ['/join/:shareableLink', (name) => name],
  ['/meetup/:id/manage', (name) => `Manage ${name}`],
  ['/manage-gather/:id', (name) => `Manage ${name}`],
]

/**
 * `subject`: the name of what the screen shows (a gather's), once it has loaded; screens that name
 * it use it instead of the generic title.
 */
export function pageTitle(
  location: { pathname: string; search: string },
  isSignedIn: boolean,
  subject?: string | null,
): string {
  const { pathname } = location
  const naming = subject ? named.find(([pattern]) => matchPath(pattern, pathname)) : undefined
  if (naming && subject) return `${naming[1](subject)} · ${app}`
  const params = new URLSearchParams(location.search)
  const screen = (() => {
    if (isSignedIn && pathname === '/create-meetup') {
      return params.has('groupId') ? 'Create a group gather' : 'Create a gather'
    }
    if (!isSignedIn && pathname === '/verify-email') return 'Verify your email'
    if (!isSignedIn && pathname === '/email-verification') {
      return params.has('token') ? 'Verify your email' : 'Check your email'
    }
    const table = isSignedIn ? signedIn : signedOut
    const found = table.find(([pattern]) => matchPath(pattern, pathname))
    if (found) return found[1]
    // Unknown paths: the landing page for visitors, the 404 page for people signed in.
    return isSignedIn ? 'Page not found' : null
  })()
  return screen ? `${screen} · ${app}` : `${app} · Meet up. Made simple.`
}

// The subject of the screen on show, with the path it belongs to (a screen being left must not
// name the next one).
let subject: { pathname: string; name: string } | null = null
const listeners = new Set<() => void>()
const setSubject = (next: typeof subject) => {
  subject = next
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A screen names what it shows in the document title while it is on screen (see pageTitle). */
export function useTitleSubject(name: string | null | undefined) {
  const { pathname } = useLocation()
  const trimmed = name?.trim() || null
  useEffect(() => {
    if (!trimmed) return
    const mine = { pathname, name: trimmed }
    setSubject(mine)
    return () => {
      if (subject === mine) setSubject(null)
    }
  }, [pathname, trimmed])
}

/** The subject named for `pathname`, if its screen has named one. */
export function useSubjectOf(pathname: string): string | null {
  const current = useSyncExternalStore(
    subscribe,
    () => subject,
    () => null,
  )
  return current?.pathname === pathname ? current.name : null
}
