import { graphql, useMutation } from 'react-relay'
import type {
  CreateMeetupInput,
  CreateMeetupMutation as CreateMeetupMutationType,
} from '../__generated__/CreateMeetupMutation.graphql'
import { outcome, run } from './commit'

export function useCreateMeetup() {
  const [commit, busy] = useMutation<CreateMeetupMutationType>(graphql`
    mutation CreateMeetupMutation($input: CreateMeetupInput!) {
      createMeetup(input: $input) {
        __typename
        ... on CreateMeetupPayload {
          data { id databaseId description locationName shareUrl }
        }
        ... on Error { message }
      }
    }
  `)
  const create = async (input: CreateMeetupInput) => outcome((await run(commit, { input })).createMeetup)
  return [create, busy] as const
}
