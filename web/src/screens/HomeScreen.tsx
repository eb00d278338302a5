import { Suspense, useEffect } from 'react'
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay'
import { Link, Navigate, useNavigate } from 'react-router-dom'
import type { HomeQuery } from '../__generated__/HomeQuery.graphql'
import type { HomeScreen_viewer$key } from '../__generated__/HomeScreen_viewer.graphql'
import { HomeLists, HomeListsSkeleton } from '../gathers/HomeLists'
import { pendingJoinLink } from '../lib/pending-join'
import { HomeQueryNode } from '../queries/HomeQuery'
import type { Refetch } from '../relay/QueryRoute'
import { useToast } from '../toast/ToastProvider'

export const greetingName = (v: { displayName?: string | null; firstName?: string | null }) =>
  v.displayName?.trim() || v.firstName?.trim() || 'there'

function Lists({ queryRef, refetch }: { queryRef: PreloadedQuery<HomeQuery>; refetch: Refetch }) {
  const { viewer } = usePreloadedQuery<HomeQuery>(HomeQueryNode, queryRef)
  return viewer ? <HomeLists viewer={viewer} onChanged={refetch} /> : null
}

export default function HomeScreen(props: {
  viewer: HomeScreen_viewer$key
  listsRef: PreloadedQuery<HomeQuery> | null
  refetch: Refetch
}) {
  const data = useFragment(
    graphql`
      fragment HomeScreen_viewer on User {
        displayName
        firstName
        gatherIdSet
      }
    `,
    props.viewer,
  )
  const navigate = useNavigate()
  const toast = useToast()

  // A join link opened while signed out resumes here, after a second.
  useEffect(() => {
    const code = data.gatherIdSet ? pendingJoinLink.get() : null
    if (!code) return
    pendingJoinLink.clear()
    toast({ title: 'Redirecting to gathering', description: 'Taking you to the gathering you were trying to join.' })
    const timer = setTimeout(() => navigate(`/join/${code}`), 1000)
    return () => clearTimeout(timer)
  }, [data.gatherIdSet, navigate, toast])

  if (!data.gatherIdSet) return <Navigate to="/profile-setup" replace />
  return (
    <main className="screen">
      <header className="home-header">
        <h1>Gather</h1>
        <p className="greeting">Welcome back, {greetingName(data)}!</p>
      </header>
      <div className="tiles">
        <Link to="/create-meetup" className="tile tile-create">
          <span className="tile-title">Create</span>
          <span className="tile-text">New gathering</span>
        </Link>
        <Link to="/groups" className="tile tile-groups">
          <span className="tile-title">Groups</span>
          <span className="tile-text">My circles</span>
        </Link>
      </div>
      <Suspense fallback={<HomeListsSkeleton />}>
        {props.listsRef ? <Lists queryRef={props.listsRef} refetch={props.refetch} /> : <HomeListsSkeleton />}
      </Suspense>
    </main>
  )
}
