import { graphql, useMutation } from 'react-relay'
import type { RespondToInvitationMutation } from '../__generated__/RespondToInvitationMutation.graphql'
import { outcome, run } from './commit'

/** Accepts or declines; the invitation leaves the pending list (@deleteEdge) at once. */
export function useRespondToInvitation() {
  const [commit, busy] = useMutation<RespondToInvitationMutation>(graphql`
    mutation RespondToInvitationMutation(
      $participantId: ID!
      $response: InvitationResponse!
      $connections: [ID!]!
    ) {
      respondToInvitation(participantId: $participantId, response: $response) {
        __typename
        ... on RespondToInvitationPayload {
          data {
            id @deleteEdge(connections: $connections)
            invitationStatus
          }
        }
        ... on Error { message }
      }
    }
  `)
  const respond = async (participantId: string, response: 'ACCEPTED' | 'DECLINED', connections: string[]) =>
    outcome((await run(commit, { participantId, response, connections })).respondToInvitation)
  return [respond, busy] as const
}
