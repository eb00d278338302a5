import { graphql, useMutation } from 'react-relay'
import type { UpdateDisplayNameMutation } from '../__generated__/UpdateDisplayNameMutation.graphql'
import { outcome, run } from './commit'

export function useUpdateDisplayName() {
  const [commit, busy] = useMutation<UpdateDisplayNameMutation>(graphql`
    mutation UpdateDisplayNameMutation($displayName: String!) {
      updateDisplayName(displayName: $displayName) {
        __typename
        ... on UpdateDisplayNamePayload { data { id displayName } }
        ... on Error { message }
      }
    }
  `)
  const update = async (displayName: string) => outcome((await run(commit, { displayName })).updateDisplayName)
  return [update, busy] as const
}
