import { useEffect } from 'react'
import { graphql, useFragment } from 'react-relay'
import { Link, Navigate, useNavigate } from 'react-router-dom'
import type { HomeScreen_viewer$key } from '../__generated__/HomeScreen_viewer.graphql'
import { pendingJoinLink } from '../lib/pending-join'
import { useToast } from '../toast/ToastProvider'

export const greetingName = (v: { displayName?: string | null; firstName?: string | null }) =>
  v.displayName?.trim() || v.firstName?.trim() || 'there'

export default function HomeScreen({ viewer }: { viewer: HomeScreen_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment HomeScreen_viewer on User {
        displayName
        firstName
        gatherIdSet
      }
    `,
    viewer,
  )
  const navigate = useNavigate()
  const toast = useToast()

  // A join link opened while signed out resumes here, after a second (spec 000 section 2).
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
      <section className="section">
        <h2>Active Gatherings</h2>
        <div className="card empty-state">
          <h3>Ready to connect?</h3>
          <p className="muted">Start your first gathering and bring people together in real-time.</p>
          <Link to="/create-meetup" className="button button-primary">
            Create Your First Gathering
          </Link>
        </div>
      </section>
    </main>
  )
}
