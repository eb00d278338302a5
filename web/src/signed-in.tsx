// The signed-in route table, loaded with Relay once someone is signed in
// (or, on the first page, in parallel with the viewer query when the page is not a visitor's).
import { Suspense, useEffect, useMemo } from 'react'
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
import { calendarVariables } from './calendar/calendar'
import { BannerRoom, BottomDock, DockProvider } from './components/BottomDock'
import { BottomNav } from './components/BottomNav'
import { ScreenBoundary } from './components/ErrorBoundary'
import { Spinner } from './components/Spinner'
import { lazyRoute } from './lazy-route'
import { pendingJoinLink, pendingPath } from './lib/pending-join'
import ProximityRoute, { preloadFirstPage as preloadProximity } from './proximity-route'
import { CalendarQueryNode } from './queries/CalendarQuery'
import { CreateGroupQueryNode, groupNodeId } from './queries/CreateGroupQuery'
import { GroupsQuery } from './queries/GroupsQuery'
import { HomeQueryNode } from './queries/HomeQuery'
import { ManageQueryNode } from './queries/ManageQuery'
import { preloadRouteQuery, QueryRoute, useRouteQuery } from './relay/QueryRoute'
import { onSessionEnd } from './relay/session'
import { useViewerData } from './relay/useViewerData'
import { RouteAnnouncer } from './shell/RouteAnnouncer'
import { useToast } from './toast/ToastProvider'
import { useRefreshViewer, type ViewerPayload } from './viewer'

const ProfileSetup = lazyRoute(() => import('./screens/ProfileSetupScreen'))
const Home = lazyRoute(() => import('./screens/HomeScreen'))
const CreateMeetup = lazyRoute(() => import('./screens/CreateMeetupScreen'))
const Manage = lazyRoute(() => import('./screens/ManageScreen'))
const Groups = lazyRoute(() => import('./screens/GroupsScreen'))
const Calendar = lazyRoute(() => import('./screens/CalendarScreen'))
const Settings = lazyRoute(() => import('./screens/SettingsScreen'))
const Privacy = lazyRoute(() => import('./screens/PrivacyScreen'))
const Terms = lazyRoute(() => import('./screens/TermsScreen'))
const ResetPassword = lazyRoute(() => import('./screens/ResetPasswordScreen'))
const NotFound = lazyRoute(() => import('./screens/NotFoundScreen'))
const SponsoredBanner = lazyRoute(() => import('./components/SponsoredBanner'))

/** The first page's screen and query, started while the viewer query is still on its way. */
export function preloadFirstPage(pathname: string) {
  const manage = /^\/(?:meetup\/([^/]+)\/manage|manage-gather\/([^/]+))\/?$/.exec(pathname)
  if (pathname === '/') {
    void Home.preload()
    preloadRouteQuery<HomeQuery>(HomeQueryNode, {})
  } else if (pathname === '/calendar') {
    void Calendar.preload()
    preloadRouteQuery<CalendarQuery>(
      CalendarQueryNode,
      calendarVariables(new URLSearchParams(window.location.search).get('month'), new Date()),
    )
  } else if (pathname === '/groups') {
    void Groups.preload()
    preloadRouteQuery<GroupsQueryType>(GroupsQuery, {})
  } else if (manage) {
    void Manage.preload()
    preloadRouteQuery<ManageQuery>(ManageQueryNode, { id: manage[1] ?? manage[2] ?? '' })
  } else if (pathname === '/settings') void Settings.preload()
  else if (pathname === '/create-meetup') void CreateMeetup.preload()
  else if (pathname === '/profile-setup') void ProfileSetup.preload()
  else preloadProximity(pathname)
  if (pathname !== '/profile-setup') void SponsoredBanner.preload()
}

/**
 * The session ended under a signed-in page (a query or mutation answered unauthenticated, or the
 * socket closed with 4401): toast, then /login after 0.5 s.
 */
function useSessionEnd() {
  const toast = useToast()
  const navigate = useNavigate()
  const refreshViewer = useRefreshViewer()
  useEffect(
    () =>
      onSessionEnd(() => {
        toast({
          title: 'Unauthorized',
          description: 'You are logged out. Logging in again...',
          variant: 'destructive',
          next: true,
        })
        setTimeout(() => {
          refreshViewer()
          navigate('/login')
        }, 500)
      }),
    [toast, navigate, refreshViewer],
  )
}

/**
 * Pages a signed-in person without a Gather ID may see before Complete Your Profile; a reset link
 * opened in a signed-in browser still works (its person is signed in afterwards).
 */
const beforeProfile = new Set(['/profile-setup', '/privacy', '/terms', '/reset-password'])

/** Complete Your Profile comes first; a join link opened meanwhile is kept and resumed from Home. */
function ProfileFirst({ pathname }: { pathname: string }) {
  const link = matchPath('/join/:shareableLink', pathname)?.params.shareableLink
  useEffect(() => {
    if (link) pendingJoinLink.set(link)
  }, [link])
  return <Navigate to="/profile-setup" replace />
}

/** A Group Gather (?groupId=) starts reading its group as it renders; a plain create reads nothing. */
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

/** Home starts its lists query as it renders, beside its screen's code. */
function HomeRoute({ viewer }: { viewer: HomeScreen_viewer$key }) {
  const [listsRef, refetch] = useRouteQuery<HomeQuery>(HomeQueryNode, {})
  return <Home viewer={viewer} listsRef={listsRef} refetch={refetch} />
}

/** The manage screen starts its query (the gather, its people and e-mail invitations) as it renders. */
function ManageRoute() {
  const { id = '' } = useParams()
  const [queryRef] = useRouteQuery<ManageQuery>(ManageQueryNode, { id })
  return <Manage key={id} queryRef={queryRef} />
}

/** The calendar starts its query (the gatherings of the month in the URL, and from today on) as it renders. */
function CalendarRoute() {
  const [params] = useSearchParams()
  const month = params.get('month')
  const variables = useMemo(() => calendarVariables(month, new Date()), [month])
  const [queryRef] = useRouteQuery<CalendarQuery>(CalendarQueryNode, variables)
  return <Calendar queryRef={queryRef} />
}

export default function SignedInRoutes({ payload }: { payload: ViewerPayload }) {
  const viewer = useViewerData(payload).viewer
  const { pathname } = useLocation()
  const showNav = pathname !== '/profile-setup'
  useSessionEnd()
  const needsProfile = viewer ? !viewer.gatherIdSet && !beforeProfile.has(pathname) : false
  // In: an address kept while signed out has been resumed (the signed-out screens may have kept it
  // again while the sign-in settled).
  useEffect(() => {
    if (viewer && !needsProfile) pendingPath.clear()
  }, [viewer, needsProfile])
  if (!viewer) return null

  return (
    <DockProvider>
      <div className={showNav ? 'app with-nav' : 'app'}>
        <RouteAnnouncer signedIn />
        <ScreenBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner label="Loading..." />}>
            {needsProfile ? (
              <ProfileFirst pathname={pathname} />
            ) : (
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
                <Route path="/forgot-password" element={<Navigate to="/" replace />} />
                <Route path="/reset-password" element={<ResetPassword />} />
                <Route path="*" element={<NotFound />} />
              </Routes>
            )}
          </Suspense>
        </ScreenBoundary>
        <BottomDock bar={showNav}>
          {showNav && (
            <>
              <div className="banner-slot">
                <Suspense fallback={<BannerRoom />}>
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
