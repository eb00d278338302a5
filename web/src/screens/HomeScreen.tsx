import { graphql, useFragment } from 'react-relay'
import { Link, Navigate } from 'react-router-dom'
import type { HomeScreen_viewer$key } from '../__generated__/HomeScreen_viewer.graphql'

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
