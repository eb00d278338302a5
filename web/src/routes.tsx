// The route table of both specs. Signed-out visitors and signed-in people get different tables;
// screens load lazily so the first page stays small.
import { Suspense, useEffect } from 'react'
import type { PreloadedQuery } from 'react-relay'
import {
  matchPath,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom'
import type { CalendarQuery } from './__generated__/CalendarQuery.graphql'
import type { CreateGroupQuery } from './__generated__/CreateGroupQuery.graphql'
import type { GroupsQuery as GroupsQueryType } from './__generated__/GroupsQuery.graphql'
import type { HomeQuery } from './__generated__/HomeQuery.graphql'
import type { HomeScreen_viewer$key } from './__generated__/HomeScreen_viewer.graphql'
import type { ManageQuery } from './__generated__/ManageQuery.graphql'
import type { ProximityQuery } from './__generated__/ProximityQuery.graphql'
import type { viewerQuery } from './__generated__/viewerQuery.graphql'
import { BottomDock, DockProvider } from './components/BottomDock'
import { BottomNav } from './components/BottomNav'
import { ScreenBoundary } from './components/ErrorBoundary'
import { Spinner } from './components/Spinner'
import { lazy } from './lib/lazy'
import { pendingJoinLink } from './lib/pending-join'
import { CalendarQueryNode } from './queries/CalendarQuery'
import { CreateGroupQueryNode, groupNodeId } from './queries/CreateGroupQuery'
import { GroupsQuery } from './queries/GroupsQuery'
import { HomeQueryNode } from './queries/HomeQuery'
import { ManageQueryNode } from './queries/ManageQuery'
import { ProximityQueryNode } from './queries/ProximityQuery'
import { onSessionEnd, setSignedIn } from './relay/environment'
import { QueryRoute, useRouteQuery } from './relay/QueryRoute'
import { RouteAnnouncer } from './shell/RouteAnnouncer'
import { useToast } from './toast/ToastProvider'
import { useRefreshViewer, useViewer } from './viewer'

const Landing = lazy(() => import('./screens/LandingScreen'))
const Login = lazy(() => import('./screens/LoginScreen'))
const Signup = lazy(() => import('./screens/SignupScreen'))
const CheckEmail = lazy(() => import('./screens/CheckEmailScreen'))
const VerifyEmail = lazy(() => import('./screens/VerifyEmailScreen'))
const ProfileSetup = lazy(() => import('./screens/ProfileSetupScreen'))
const Home = lazy(() => import('./screens/HomeScreen'))
const CreateMeetup = lazy(() => import('./screens/CreateMeetupScreen'))
const Proximity = lazy(() => import('./screens/ProximityScreen'))
const Manage = lazy(() => import('./screens/ManageScreen'))
const Groups = lazy(() => import('./screens/GroupsScreen'))
const Calendar = lazy(() => import('./screens/CalendarScreen'))
const Settings = lazy(() => import('./screens/SettingsScreen'))
const Privacy = lazy(() => import('./screens/PrivacyScreen'))
const Terms = lazy(() => import('./screens/TermsScreen'))
const NotFound = lazy(() => import('./screens/NotFoundScreen'))
const SponsoredBanner = lazy(() => import('./components/SponsoredBanner'))

/**
 * /email-verification: the result page with ?token=, else "Check Your Email" (?email=). The
 * e-mailed link goes to /verify-email, which is always the result page: without a token it says
 * at once that the link is invalid (spec 000 section 4).
 */
function EmailVerification() {
  const [params] = useSearchParams()
  return params.has('token') ? <VerifyEmail /> : <CheckEmail />
}

/**
 * The session ended under a signed-in page (a query or mutation answered unauthenticated, or the
 * socket closed with 4401): toast, then /login after 0.5 s (spec 000 section 2).
 */
function useSessionEnd(signedIn: boolean) {
  const toast = useToast()
  const navigate = useNavigate()
  const refreshViewer = useRefreshViewer()
  useEffect(() => setSignedIn(signedIn), [signedIn])
  useEffect(
    () =>
      onSessionEnd(() => {
        toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' })
        setTimeout(() => {
          refreshViewer()
          navigate('/login')
        }, 500)
      }),
    [toast, navigate, refreshViewer],
  )
}

/** Pages a signed-in person without a Gather ID may see before Complete Your Profile. */
const beforeProfile = new Set(['/profile-setup', '/privacy', '/terms'])

/** Complete Your Profile comes first; a join link opened meanwhile is kept and resumed from Home. */
function ProfileFirst({ pathname }: { pathname: string }) {
  const link = matchPath('/join/:shareableLink', pathname)?.params.shareableLink
  useEffect(() => {
    if (link) pendingJoinLink.set(link)
  }, [link])
  return <Navigate to="/profile-setup" replace />
}

/** Home starts its lists query as it mounts, while its screen's code loads. */
function HomeRoute({ viewer }: { viewer: HomeScreen_viewer$key }) {
  const [listsRef, refetch] = useRouteQuery<HomeQuery>(HomeQueryNode, {})
  return <Home viewer={viewer} listsRef={listsRef} refetch={refetch} />
}

/** The manage screen starts its query (the gather, its people and e-mail invitations) as it mounts. */
function ManageRoute() {
  const { id = '' } = useParams()
  const [queryRef] = useRouteQuery<ManageQuery>(ManageQueryNode, { id })
  return <Manage key={id} queryRef={queryRef} />
}

/** The calendar starts its query (the viewer's active gatherings) as it mounts. */
function CalendarRoute() {
  const [queryRef] = useRouteQuery<CalendarQuery>(CalendarQueryNode, {})
  return <Calendar queryRef={queryRef} />
}

/** A Group Gather (?groupId=) starts reading its group as it mounts; a plain create reads nothing. */
function GroupCreateRoute({ groupId }: { groupId: string }) {
  const [groupRef] = useRouteQuery<CreateGroupQuery>(CreateGroupQueryNode, { id: groupNodeId(groupId) })
  return <CreateMeetup groupId={groupId} groupRef={groupRef} />
}

function CreateMeetupRoute() {
  const [params] = useSearchParams()
  const groupId = params.get('groupId')
  return groupId ? (
    <GroupCreateRoute key={groupId} groupId={groupId} />
  ) : (
    <CreateMeetup groupId={null} groupRef={null} />
  )
}

/** /proximity/:id and /join/:shareableLink: one screen, found by id or by share link. */
function ProximityRoute({ signedIn }: { signedIn: boolean }) {
  const { id, shareableLink } = useParams()
  return (
    <QueryRoute<ProximityQuery>
      query={ProximityQueryNode}
      variables={{ key: id ?? shareableLink ?? '' }}
      fallback={<Spinner label="Loading gather..." />}
    >
      {(queryRef) => <Proximity queryRef={queryRef} signedIn={signedIn} />}
    </QueryRoute>
  )
}

export function AppRoutes({ viewerRef }: { viewerRef: PreloadedQuery<viewerQuery> }) {
  const query = useViewer(viewerRef)
  const viewer = query.viewer
  const { pathname } = useLocation()
  const showNav = viewer !== null && pathname !== '/profile-setup'
  useSessionEnd(viewer !== null)
  const needsProfile = viewer != null && !viewer.gatherIdSet && !beforeProfile.has(pathname)

  return (
    <DockProvider>
      <div className={showNav ? 'app with-nav' : 'app'}>
        <RouteAnnouncer signedIn={viewer !== null} />
        <ScreenBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner label="Loading..." />}>
            {needsProfile ? (
              <ProfileFirst pathname={pathname} />
            ) : viewer ? (
              <Routes>
                <Route path="/" element={<HomeRoute viewer={viewer} />} />
                <Route path="/profile-setup" element={<ProfileSetup viewer={viewer} />} />
                <Route path="/create-meetup" element={<CreateMeetupRoute />} />
                <Route path="/proximity/:id" element={<ProximityRoute signedIn />} />
                <Route path="/join/:shareableLink" element={<ProximityRoute signedIn />} />
                <Route path="/meetup/:id/manage" element={<ManageRoute />} />
                <Route path="/manage-gather/:id" element={<ManageRoute />} />
                <Route
                  path="/groups"
                  element={
                    <QueryRoute<GroupsQueryType>
                      query={GroupsQuery}
                      variables={{}}
                      fallback={<Spinner label="Loading..." />}
                    >
                      {(reference, refetch) => <Groups queryRef={reference} refetch={refetch} />}
                    </QueryRoute>
                  }
                />
                <Route path="/calendar" element={<CalendarRoute />} />
                <Route path="/settings" element={<Settings viewer={viewer} />} />
                <Route path="/privacy" element={<Privacy />} />
                <Route path="/terms" element={<Terms />} />
                <Route path="/login" element={<Navigate to="/" replace />} />
                <Route path="/signup" element={<Navigate to="/" replace />} />
                <Route path="/verify-email" element={<Navigate to="/" replace />} />
                <Route path="*" element={<NotFound />} />
              </Routes>
            ) : (
              <Routes>
                <Route path="/" element={<Landing />} />
                <Route path="/landing" element={<Landing />} />
                <Route path="/login" element={<Login query={query} />} />
                <Route path="/signup" element={<Signup />} />
                <Route path="/verify-email" element={<VerifyEmail />} />
                <Route path="/email-verification" element={<EmailVerification />} />
                <Route path="/privacy" element={<Privacy />} />
                <Route path="/terms" element={<Terms />} />
                <Route path="/proximity/:id" element={<ProximityRoute signedIn={false} />} />
                <Route path="/join/:shareableLink" element={<ProximityRoute signedIn={false} />} />
                <Route path="/groups" element={<Navigate to="/" replace />} />
                <Route path="*" element={<Landing />} />
              </Routes>
            )}
          </Suspense>
        </ScreenBoundary>
        <BottomDock bar={showNav}>
          {showNav && (
            <>
              <div className="banner-slot">
                <Suspense fallback={null}>
                  <SponsoredBanner />
                </Suspense>
              </div>
              <div className="bottom-dock-bar">
                <BottomNav />
              </div>
            </>
          )}
        </BottomDock>
      </div>
    </DockProvider>
  )
}
