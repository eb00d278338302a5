// The dashboard's three lists: invitations (only when there are some),
// active gatherings (with the empty state) and past gatherings (only when there are some,
// collapsed by default, paged).
import { useState } from 'react'
import { graphql, useFragment, usePaginationFragment } from 'react-relay'
import { Link } from 'react-router-dom'
import type { HomeLists_viewer$key } from '../__generated__/HomeLists_viewer.graphql'
import type { HomePastGatherings_viewer$key } from '../__generated__/HomePastGatherings_viewer.graphql'
import { GatheringCard } from './GatheringCard'
import { InvitationCard } from './InvitationCard'
import './gathers.css'

function SectionTitle({ title, count }: { title: string; count: number }) {
  return (
    <h2 className="section-title">
      {title} <span className="count-badge">{count}</span>
    </h2>
  )
}

function PastGatherings(props: { viewer: HomePastGatherings_viewer$key; onChanged: () => void }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment HomePastGatherings_viewer on User
      @refetchable(queryName: "HomePastGatheringsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        pastMeetups(first: $count, after: $cursor) @connection(key: "HomePastGatherings_pastMeetups") {
          __id
          totalCount
          edges { node { id ...GatheringCard_meetup } }
        }
      }
    `,
    props.viewer,
  )
  const [open, setOpen] = useState(false)
  const past = data.pastMeetups
  if (past.totalCount === 0) return null
  return (
    <section className="section">
      <button type="button" className="section-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        <SectionTitle title="Past Gatherings" count={past.totalCount} />
        <span className="chevron" aria-hidden="true">
          {open ? '▴' : '▾'}
        </span>
      </button>
      {open && (
        <div className="stack">
          {past.edges.map(({ node }) => (
            <GatheringCard key={node.id} meetup={node} connections={[past.__id]} onChanged={props.onChanged} />
          ))}
          {hasNext && (
            <button type="button" className="button" disabled={isLoadingNext} onClick={() => loadNext(10)}>
              {isLoadingNext ? 'Loading...' : 'Show more'}
            </button>
          )}
        </div>
      )}
    </section>
  )
}

export function HomeLists(props: { viewer: HomeLists_viewer$key; onChanged: () => void }) {
  const data = useFragment(
    graphql`
      fragment HomeLists_viewer on User {
        pendingInvitations(first: 20) @connection(key: "HomeLists_pendingInvitations") {
          __id
          totalCount
          edges { node { id ...InvitationCard_participant } }
        }
        activeMeetups(first: 50) @connection(key: "HomeLists_activeMeetups") {
          __id
          totalCount
          edges { node { id ...GatheringCard_meetup } }
        }
        ...HomePastGatherings_viewer
      }
    `,
    props.viewer,
  )
  const invitations = data.pendingInvitations
  const active = data.activeMeetups
  return (
    <>
      {invitations.edges.length > 0 && (
        <section className="section">
          <SectionTitle title="Invitations" count={invitations.totalCount} />
          <div className="stack">
            {invitations.edges.map(({ node }) => (
              <InvitationCard
                key={node.id}
                invitation={node}
                connections={[invitations.__id]}
                onAnswered={props.onChanged}
              />
            ))}
          </div>
        </section>
      )}
      <section className="section">
        <SectionTitle title="Active Gatherings" count={active.totalCount} />
        {active.edges.length === 0 ? (
          <div className="card empty-state">
            <h3>Ready to connect?</h3>
            <p className="muted">Start your first gathering and bring people together in real-time.</p>
            <Link to="/create-meetup" className="button button-primary">
              Create Your First Gathering
            </Link>
          </div>
        ) : (
          <div className="stack">
            {active.edges.map(({ node }) => (
              <GatheringCard key={node.id} meetup={node} connections={[active.__id]} onChanged={props.onChanged} />
            ))}
          </div>
        )}
      </section>
      <PastGatherings viewer={data} onChanged={props.onChanged} />
    </>
  )
}

/** What shows while the lists load: two invitation placeholders and two gathering placeholders. */
export function HomeListsSkeleton() {
  return (
    <div aria-busy="true" role="status" aria-label="Loading gatherings">
      <section className="section">
        <h2 className="section-title">Invitations</h2>
        <div className="stack">
          <div className="card placeholder-card" />
          <div className="card placeholder-card" />
        </div>
      </section>
      <section className="section">
        <h2 className="section-title">Active Gatherings</h2>
        <div className="stack">
          <div className="card placeholder-card tall" />
          <div className="card placeholder-card tall" />
        </div>
      </section>
    </div>
  )
}
