import { graphql, useMutation } from 'react-relay'
import type { AddParticipantMutation } from '../__generated__/AddParticipantMutation.graphql'
import { outcome, run } from './commit'

/**
 * Adds one person by Gather ID (a participant, appended to the people list) or e-mail (an
 * invitation, appended to the pending e-mails); the counts of the pending banner come along.
 */
export function useAddParticipant() {
  const [commit, busy] = useMutation<AddParticipantMutation>(graphql`
    mutation AddParticipantMutation($meetupId: ID!, $value: String!, $people: [ID!]!, $invitations: [ID!]!) {
      addParticipant(meetupId: $meetupId, gatherIdOrEmail: $value) {
        __typename
        ... on AddParticipantPayload {
          data {
            participant @appendNode(connections: $people, edgeTypeName: "MeetupParticipantsConnectionEdge") {
              id
              ...ParticipantRow_participant
            }
            pendingInvitation
              @appendNode(connections: $invitations, edgeTypeName: "MeetupPendingInvitationsConnectionEdge") {
              id
              ...PendingInviteRow_invitation
            }
            meetup { id participantCount pendingParticipantCount pendingInvitationCount }
          }
        }
        ... on Error { message }
      }
    }
  `)
  const add = async (meetupId: string, value: string, connections: { people: string; invitations: string }) =>
    outcome(
      (
        await run(commit, {
          meetupId,
          value,
          people: [connections.people],
          invitations: [connections.invitations],
        })
      ).addParticipant,
    )
  return [add, busy] as const
}
