import { graphql, useMutation } from 'react-relay'
import type { UpdateMeetupMutation } from '../__generated__/UpdateMeetupMutation.graphql'
import { outcome, run } from './commit'

/** Renames or reschedules a gather; the event card and quick actions read the answer from the store. */
export function useUpdateMeetup() {
  const [commit, busy] = useMutation<UpdateMeetupMutation>(graphql`
    mutation UpdateMeetupMutation($meetupId: ID!, $input: UpdateMeetupInput!) {
      updateMeetup(meetupId: $meetupId, input: $input) {
        __typename
        ... on UpdateMeetupPayload {
          data {
            nameChanged
            timeChanged
            # A new time moves the expiry of the pending e-mail invitations too.
            meetup { id ...EventCard_meetup ...QuickActions_meetup ...PendingInvitesCard_meetup }
          }
        }
        ... on Error { message }
        ... on ValidationError { field }
      }
    }
  `)
  const update = async (meetupId: string, input: { description?: string; startTime?: string }) => {
    const result = (await run(commit, { meetupId, input })).updateMeetup
    return { ...outcome(result), field: 'field' in result ? (result.field ?? null) : null }
  }
  return [update, busy] as const
}
