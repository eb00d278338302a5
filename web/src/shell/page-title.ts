// Each screen's document title, "<screen> · Gather", from the route table in routes.tsx.
import { matchPath } from 'react-router-dom'

const app = 'Gather'

const shared: [pattern: string, title: string][] = [
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/proximity/:id', 'Live map'],
  ['/join/:shareableLink', 'Join a gather'],
]

const signedOut: [string, string][] = [['/login', 'Sign in'], ['/signup', 'Create an account'], ...shared]

const signedIn: [string, string][] = [
  ['/', 'Home'],
  ['/profile-setup', 'Complete your profile'],
  ['/meetup/:id/manage', 'Manage gather'],
  ['/manage-gather/:id', 'Manage gather'],
  ['/groups', 'My groups'],
  ['/calendar', 'Calendar'],
  ['/settings', 'Settings'],
  ...shared,
]

export function pageTitle(location: { pathname: string; search: string }, isSignedIn: boolean): string {
  const { pathname } = location
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
