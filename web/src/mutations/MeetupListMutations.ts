import { graphql, useMutation } from 'react-relay'
import type { MeetupListMutationsDeleteMutation } from '../__generated__/MeetupListMutationsDeleteMutation.graphql'
import type { MeetupListMutationsHideMutation } from '../__generated__/MeetupListMutationsHideMutation.graphql'
import { outcome, run } from './commit'

/** Removes a gathering from the viewer's own list; it leaves the given connections at once. */
export function useHideMeetup() {
  const [commit, busy] = useMutation<MeetupListMutationsHideMutation>(graphql`
    mutation MeetupListMutationsHideMutation($meetupId: ID!, $connections: [ID!]!) {
      hideMeetup(meetupId: $meetupId) {
        __typename
        ... on HideMeetupPayload { data { deletedMeetupId @deleteEdge(connections: $connections) } }
        ... on Error { message }
      }
    }
  `)
  const hide = async (meetupId: string, connections: string[]) =>
    outcome((await run(commit, { meetupId, connections })).hideMeetup)
  return [hide, busy] as const
}

/** Deletes a gathering and its data (organiser only). */
export function useDeleteMeetup() {
  const [commit, busy] = useMutation<MeetupListMutationsDeleteMutation>(graphql`
    mutation MeetupListMutationsDeleteMutation($meetupId: ID!, $connections: [ID!]!) {
      deleteMeetup(meetupId: $meetupId) {
        __typename
        ... on DeleteMeetupPayload { data { deletedMeetupId @deleteEdge(connections: $connections) } }
        ... on Error { message }
      }
    }
  `)
  const remove = async (meetupId: string, connections: string[]) =>
    outcome((await run(commit, { meetupId, connections })).deleteMeetup)
  return [remove, busy] as const
}
