// An invitation waiting for an answer: who invited, what, when, up to three
// people then '+N', and Accept / Decline.
import { graphql, useFragment } from 'react-relay'
import type { InvitationCard_participant$key } from '../__generated__/InvitationCard_participant.graphql'
import { Avatars } from '../components/Avatars'
import { useRespondToInvitation } from '../mutations/RespondToInvitationMutation'
import { useToast } from '../toast/ToastProvider'
import { cardLocation, cardTime, gatherTitle, personName } from './format'
import './gathers.css'

export function InvitationCard(props: {
  invitation: InvitationCard_participant$key
  connections: string[]
  onAnswered: () => void
}) {
  const invitation = useFragment(
    graphql`
      fragment InvitationCard_participant on Participant {
        id
        meetup {
          description
          locationName
          startTime
          organiser { displayName firstName lastName gatherId }
          participants(first: 3) {
            totalCount
            edges { node { id user { id initials displayName firstName lastName gatherId } } }
          }
        }
      }
    `,
    props.invitation,
  )
  const [respond, busy] = useRespondToInvitation()
  const toast = useToast()
  const { meetup } = invitation

  const answer = async (response: 'ACCEPTED' | 'DECLINED') => {
    try {
      const result = await respond(invitation.id, response, props.connections)
      if (!result.ok) {
        // Gone from under the card (removed, or the gather deleted): the only NotFoundError.
        if (result.kind === 'NotFoundError') {
          return toast({ title: 'Error', description: 'Participant record not found', variant: 'destructive' })
        }
        throw new Error(result.message)
      }
      toast(
        response === 'ACCEPTED'
          ? { title: 'Invitation accepted!', description: 'You can now see this gathering in your active gatherings.' }
          : { title: 'Invitation declined', description: 'The invitation has been declined.' },
      )
      props.onAnswered()
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to respond to invitation. Please try again.',
        variant: 'destructive',
      })
    }
  }

  const people = meetup.participants.edges.map(({ node }) => ({
    id: node.user.id,
    initials: node.user.initials,
    name: personName(node.user),
  }))
  return (
    <article className="card invitation-card">
      <p className="muted small invitation-from">{personName(meetup.organiser)} invited you</p>
      <h3>{gatherTitle(meetup.description)}</h3>
      <p className="gathering-place">
        {cardLocation(meetup.locationName)}
        {meetup.startTime ? ` · ${cardTime(meetup.startTime)}` : ''}
      </p>
      <div className="invitation-bottom">
        <Avatars people={people} total={meetup.participants.totalCount} />
        <div className="invitation-buttons">
          <button type="button" className="button button-small" disabled={busy} onClick={() => answer('DECLINED')}>
            Decline
          </button>
          <button
            type="button"
            className="button button-primary button-small"
            disabled={busy}
            onClick={() => answer('ACCEPTED')}
          >
            Accept
          </button>
        </div>
      </div>
    </article>
  )
}
