import { graphql, useMutation } from 'react-relay'
import type { RemoveParticipantMutation } from '../__generated__/RemoveParticipantMutation.graphql'
import { outcome, run } from './commit'

/** Removes someone (organiser only); their row leaves the list (@deleteEdge) and the counts follow. */
export function useRemoveParticipant() {
  const [commit, busy] = useMutation<RemoveParticipantMutation>(graphql`
    mutation RemoveParticipantMutation($meetupId: ID!, $participantId: ID!, $connections: [ID!]!) {
      removeParticipant(meetupId: $meetupId, participantId: $participantId) {
        __typename
        ... on RemoveParticipantPayload {
          data {
            removedParticipantId @deleteEdge(connections: $connections)
            meetup { id participantCount pendingParticipantCount }
          }
        }
        ... on Error { message }
      }
    }
  `)
  const remove = async (meetupId: string, participantId: string, connections: string[]) =>
    outcome((await run(commit, { meetupId, participantId, connections })).removeParticipant)
  return [remove, busy] as const
}
