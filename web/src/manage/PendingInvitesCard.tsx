// 'Pending Email Invitations (n)': each address with its invited and expiry
// dates, for the organiser. Shown only while there are some.
import { graphql, useFragment, usePaginationFragment } from 'react-relay'
import type { PendingInviteRow_invitation$key } from '../__generated__/PendingInviteRow_invitation.graphql'
import type { PendingInvitesCard_count$key } from '../__generated__/PendingInvitesCard_count.graphql'
import type { PendingInvitesCard_meetup$key } from '../__generated__/PendingInvitesCard_meetup.graphql'
import { zonedDate, zonedDateTime } from './format'

/** The connection's key, for adding invitations to it from the add dialog. */
export const pendingInvitationsConnectionKey = 'PendingInvitesCard_pendingInvitations'

function PendingInviteRow(props: { invitation: PendingInviteRow_invitation$key; timeZone: string }) {
  const invitation = useFragment(
    graphql`
      fragment PendingInviteRow_invitation on PendingInvitation {
        email
        createdAt
        expiresAt
      }
    `,
    props.invitation,
  )
  return (
    <li className="invite-row">
      <span className="invite-email">{invitation.email}</span>
      <small className="muted">
        Invited {zonedDate(invitation.createdAt, props.timeZone)} · Expires{' '}
        {zonedDateTime(invitation.expiresAt, props.timeZone)}
      </small>
    </li>
  )
}

export function PendingInvitesCard(props: {
  meetup: PendingInvitesCard_meetup$key & PendingInvitesCard_count$key
  timeZone: string
}) {
  // The count is kept out of the paginated fragment, so that a page read never writes an older count.
  const countKey: PendingInvitesCard_count$key = props.meetup
  const listKey: PendingInvitesCard_meetup$key = props.meetup
  const { pendingInvitationCount } = useFragment(
    graphql`
      fragment PendingInvitesCard_count on Meetup {
        pendingInvitationCount
      }
    `,
    countKey,
  )
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment PendingInvitesCard_meetup on Meetup
      @refetchable(queryName: "PendingInvitesCardPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        pendingInvitations(first: $count, after: $cursor) @connection(key: "PendingInvitesCard_pendingInvitations") {
          edges { node { id ...PendingInviteRow_invitation } }
        }
      }
    `,
    listKey,
  )
  if (pendingInvitationCount === 0) return null
  return (
    <section className="card manage-card" aria-labelledby="pending-invites-title">
      <h2 id="pending-invites-title" className="section-title">
        Pending Email Invitations ({pendingInvitationCount})
      </h2>
      <ul className="invite-list">
        {data.pendingInvitations.edges.map(({ node }) => (
          <PendingInviteRow key={node.id} invitation={node} timeZone={props.timeZone} />
        ))}
      </ul>
      {hasNext && (
        <button type="button" className="button button-wide" disabled={isLoadingNext} onClick={() => loadNext(50)}>
          {isLoadingNext ? 'Loading...' : 'Show more'}
        </button>
      )}
    </section>
  )
}
