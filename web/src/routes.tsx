// The route table of both specs. Signed-out visitors get theirs here, in the first page's code;
// the signed-in table comes with Relay in its own chunk. Screens load lazily, and on the first
// page the likely screen (and its query) starts loading beside the viewer query.
import { type ComponentType, Suspense, useEffect } from 'react'
import { Route, Routes, useLocation, useSearchParams } from 'react-router-dom'
import { BottomDock, DockProvider } from './components/BottomDock'
import { ScreenBoundary } from './components/ErrorBoundary'
import { Spinner } from './components/Spinner'
import { lazyRoute } from './lazy-route'
import { pendingPath } from './lib/pending-join'
import { setSignedIn } from './relay/session'
import { RouteAnnouncer } from './shell/RouteAnnouncer'
import type { ViewerPayload } from './viewer'

/** A screen that uses Relay: it loads with Relay and the app's environment around it. */
const withRelay =
  <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  () =>
    Promise.all([load(), import('./relay/RelayScope')]).then(([screen, scope]) => ({
      default: scope.withRelay(screen.default),
    }))

const Landing = lazyRoute(() => import('./screens/LandingScreen'))
const Login = lazyRoute(withRelay(() => import('./screens/LoginScreen')))
const Signup = lazyRoute(withRelay(() => import('./screens/SignupScreen')))
const CheckEmail = lazyRoute(withRelay(() => import('./screens/CheckEmailScreen')))
const VerifyEmail = lazyRoute(withRelay(() => import('./screens/VerifyEmailScreen')))
const ForgotPassword = lazyRoute(withRelay(() => import('./screens/ForgotPasswordScreen')))
const ResetPassword = lazyRoute(withRelay(() => import('./screens/ResetPasswordScreen')))
const Privacy = lazyRoute(() => import('./screens/PrivacyScreen'))
const Terms = lazyRoute(() => import('./screens/TermsScreen'))
const ProximityRoute = lazyRoute(withRelay(() => import('./proximity-route')))
const SignedInRoutes = lazyRoute(withRelay(() => import('./signed-in')))

/** The visitor's screen for each path that has one (any other path shows the landing page). */
const visitorScreens: Record<string, { preload(): Promise<unknown> }> = {
  '/': Landing,
  '/landing': Landing,
  '/login': Login,
  '/signup': Signup,
  '/verify-email': VerifyEmail,
  '/email-verification': CheckEmail,
  '/forgot-password': ForgotPassword,
  '/reset-password': ResetPassword,
  '/privacy': Privacy,
  '/terms': Terms,
}

/**
 * Starts the first page's code before the viewer query answers. A prerendered page was served
 * because the request had no session: that is a visitor. Otherwise the signed-in table is
 * likely, and a gather's page (/join, /proximity) is the same screen for both.
 */
export function preloadFirstPage(pathname: string, prerendered: boolean): Promise<unknown> {
  if (prerendered) return (visitorScreens[pathname] ?? Landing).preload()
  const gather = /^\/(?:join|proximity)\//.test(pathname)
  return Promise.all([
    gather &&
      ProximityRoute.preload().then(() =>
        import('./proximity-route').then((route) => route.preloadFirstPage(pathname)),
      ),
    SignedInRoutes.preload().then(() => import('./signed-in').then((routes) => routes.preloadFirstPage(pathname))),
  ])
}

/**
 * /email-verification: the result page with ?token=, else "Check Your Email" (?email=). The
 * e-mailed link goes to /verify-email, which is always the result page: without a token it says
 * at once that the link is invalid.
 */
function EmailVerification() {
  const [params] = useSearchParams()
  return params.has('token') ? <VerifyEmail /> : <CheckEmail />
}

/**
 * A signed-in screen opened signed out: the landing page, saying to sign in, and the address is
 * kept to go on to after signing in (as a join link is).
 */
function SignInToContinue() {
  const { pathname, search } = useLocation()
  useEffect(() => pendingPath.set(`${pathname}${search}`), [pathname, search])
  return <Landing signInToContinue />
}

/** The signed-in screens' paths (signed-in.tsx), which a visitor is asked to sign in for. */
const signedInOnly = [
  '/create-meetup',
  '/meetup/:id/manage',
  '/manage-gather/:id',
  '/groups',
  '/calendar',
  '/settings',
  '/profile-setup',
]

export function AppRoutes({ payload }: { payload: ViewerPayload }) {
  const { pathname } = useLocation()
  const signedIn = payload.data.viewer !== null
  useEffect(() => setSignedIn(signedIn), [signedIn])
  // Someone on the login page is about to be signed in: the signed-in table loads meanwhile.
  useEffect(() => {
    if (!signedIn && pathname === '/login') void SignedInRoutes.preload()
  }, [signedIn, pathname])
  if (signedIn) return <SignedInRoutes payload={payload} />
  return (
    <DockProvider>
      <div className="app">
        <RouteAnnouncer signedIn={false} />
        <ScreenBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner label="Loading..." />}>
            <Routes>
              <Route path="/" element={<Landing />} />
              <Route path="/landing" element={<Landing />} />
              <Route path="/login" element={<Login payload={payload} />} />
              <Route path="/signup" element={<Signup />} />
              <Route path="/verify-email" element={<VerifyEmail />} />
              <Route path="/email-verification" element={<EmailVerification />} />
              <Route path="/forgot-password" element={<ForgotPassword />} />
              <Route path="/reset-password" element={<ResetPassword />} />
              <Route path="/privacy" element={<Privacy />} />
              <Route path="/terms" element={<Terms />} />
              <Route path="/proximity/:id" element={<ProximityRoute signedIn={false} />} />
              <Route path="/join/:shareableLink" element={<ProximityRoute signedIn={false} />} />
              {signedInOnly.map((path) => (
                <Route key={path} path={path} element={<SignInToContinue />} />
              ))}
              <Route path="*" element={<Landing />} />
            </Routes>
          </Suspense>
        </ScreenBoundary>
        <BottomDock bar={false} />
      </div>
    </DockProvider>
  )
}
