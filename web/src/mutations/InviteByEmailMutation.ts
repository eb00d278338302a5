import { graphql, useMutation } from 'react-relay'
import type { InviteByEmailMutation } from '../__generated__/InviteByEmailMutation.graphql'
import { outcome, run } from './commit'

export function useInviteByEmail() {
  const [commit, busy] = useMutation<InviteByEmailMutation>(graphql`
    mutation InviteByEmailMutation($meetupId: ID!, $email: String!) {
      inviteByEmail(meetupId: $meetupId, email: $email) {
        __typename
        ... on InviteByEmailPayload { data { id email expiresAt } }
        ... on Error { message }
      }
    }
  `)
  const invite = async (meetupId: string, email: string) =>
    outcome((await run(commit, { meetupId, email })).inviteByEmail)
  return [invite, busy] as const
}
