// Manage Gather: the
// organiser's event card, people, pending e-mail invitations and quick actions, read by one
// route query (ManageQuery) and kept fresh by `meetupUpdated`. Anyone else gets a clear refusal.
import { type ReactNode, Suspense, useMemo } from 'react'
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery, useSubscription } from 'react-relay'
import { Link } from 'react-router-dom'
import { ConnectionHandler, type GraphQLSubscriptionConfig } from 'relay-runtime'
import type { ManageQuery } from '../__generated__/ManageQuery.graphql'
import type { ManageScreen_meetup$key } from '../__generated__/ManageScreen_meetup.graphql'
import type { ManageScreenPeopleSubscription } from '../__generated__/ManageScreenPeopleSubscription.graphql'
import type { ManageScreenUpdatesSubscription } from '../__generated__/ManageScreenUpdatesSubscription.graphql'
import { Spinner } from '../components/Spinner'
import { personName } from '../gathers/format'
import { ArrivalsCard } from '../manage/ArrivalsCard'
import { EventCard } from '../manage/EventCard'
import { isExpiredAt } from '../manage/format'
import { ParticipantsCard } from '../manage/ParticipantsCard'
import { PendingInvitesCard, pendingInvitationsConnectionKey } from '../manage/PendingInvitesCard'
import { QuickActions } from '../manage/QuickActions'
import { useNow } from '../manage/useNow'
import { ManageQueryNode } from '../queries/ManageQuery'
import { useTitleSubject } from '../shell/page-title'
import '../gathers/gathers.css'
import '../manage/manage.css'

const updates = graphql`
  subscription ManageScreenUpdatesSubscription($meetupId: ID!) {
    meetupUpdated(meetupId: $meetupId) {
      meetup {
        id
        participantCount
        pendingParticipantCount
        pendingInvitationCount
        ...EventCard_meetup
        ...QuickActions_meetup
        ...PendingInvitesCard_meetup
      }
    }
  }
`

function Refusal(props: { title: string; children: ReactNode }) {
  return (
    <main className="screen center manage-refusal">
      <h1>{props.title}</h1>
      {props.children}
      <Link to="/" className="button button-primary">
        Back to Home
      </Link>
    </main>
  )
}

const peopleUpdates = graphql`
  subscription ManageScreenPeopleSubscription($meetupId: ID!) {
    participantChanged(meetupId: $meetupId) {
      participant { id ...ParticipantRow_participant }
    }
  }
`

/**
 * Keeps the screen fresh while it is open: the gather and its counts (meetupUpdated), and each
 * person's row as they answer or change status (participantChanged); people who join or leave
 * elsewhere make the list read again (ParticipantsCard). Without the socket the screen still
 * works; it just does not refresh by itself.
 */
function LiveUpdates(props: { meetupId: string }) {
  const gather = useMemo<GraphQLSubscriptionConfig<ManageScreenUpdatesSubscription>>(
    () => ({ subscription: updates, variables: { meetupId: props.meetupId }, onError: () => {} }),
    [props.meetupId],
  )
  const people = useMemo<GraphQLSubscriptionConfig<ManageScreenPeopleSubscription>>(
    () => ({ subscription: peopleUpdates, variables: { meetupId: props.meetupId }, onError: () => {} }),
    [props.meetupId],
  )
  useSubscription(gather)
  useSubscription(people)
  return null
}

function Organiser(props: { meetup: ManageScreen_meetup$key; timeZone: string }) {
  const meetup = useFragment(
    graphql`
      fragment ManageScreen_meetup on Meetup {
        id
        databaseId
        description
        isOrganiser
        isActive
        expirationTime
        organiser { displayName firstName lastName gatherId }
        ...EventCard_meetup
        ...ParticipantsCard_meetup
        ...ParticipantsCard_counts
        ...PendingInvitesCard_meetup
        ...PendingInvitesCard_count
        ...QuickActions_meetup
      }
    `,
    props.meetup,
  )
  const now = useNow()
  useTitleSubject(meetup.isOrganiser ? meetup.description : null)

  if (!meetup.isOrganiser) {
    return (
      <Refusal title="Only the organiser can manage this gather">
        <p className="muted">
          {meetup.description} is organised by {personName(meetup.organiser)}. You can still open it and see everyone
          arrive.
        </p>
        <Link to={`/proximity/${meetup.databaseId}`} className="button">
          Open the gather
        </Link>
      </Refusal>
    )
  }
  const live = meetup.isActive && !isExpiredAt(meetup.expirationTime, now)
  return (
    <main className="screen manage">
      <LiveUpdates meetupId={meetup.databaseId} />
      <header className="manage-header">
        <Link to="/" className="back-link" aria-label="Back to home">
          ←
        </Link>
        <div className="manage-title">
          <h1>Manage Gather</h1>
          <p className="muted">{meetup.description}</p>
        </div>
        {live && (
          <Link to={`/proximity/${meetup.databaseId}`} className="button button-small button-primary">
            View Live
          </Link>
        )}
      </header>
      <div className="stack">
        <EventCard meetup={meetup} now={now} timeZone={props.timeZone} />
        {live && <ArrivalsCard meetupId={meetup.databaseId} timeZone={props.timeZone} />}
        <ParticipantsCard
          meetup={meetup}
          invitationsConnection={ConnectionHandler.getConnectionID(meetup.id, pendingInvitationsConnectionKey)}
        />
        <PendingInvitesCard meetup={meetup} timeZone={props.timeZone} />
        <QuickActions meetup={meetup} now={now} />
      </div>
    </main>
  )
}

function Manage(props: { queryRef: PreloadedQuery<ManageQuery> }) {
  const { meetup, displayTimeZone } = usePreloadedQuery<ManageQuery>(ManageQueryNode, props.queryRef)
  if (!meetup) {
    return (
      <Refusal title="Gather not found">
        <p className="muted">It may have been deleted, or the link is mistyped.</p>
      </Refusal>
    )
  }
  return <Organiser meetup={meetup} timeZone={displayTimeZone} />
}

export default function ManageScreen(props: { queryRef: PreloadedQuery<ManageQuery> | null }) {
  const loading = <Spinner label="Loading gather..." />
  if (!props.queryRef) return loading
  return (
    <Suspense fallback={loading}>
      <Manage queryRef={props.queryRef} />
    </Suspense>
  )
}
