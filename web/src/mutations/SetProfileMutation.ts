import { graphql, useMutation } from 'react-relay'
import type { SetProfileMutation } from '../__generated__/SetProfileMutation.graphql'
import { outcome, run } from './commit'

export function useSetProfile() {
  const [commit, busy] = useMutation<SetProfileMutation>(graphql`
    mutation SetProfileMutation($displayName: String!, $gatherId: String!) {
      setProfile(displayName: $displayName, gatherId: $gatherId) {
        __typename
        ... on SetProfilePayload { data { id displayName gatherId gatherIdSet } }
        ... on Error { message }
        ... on ValidationError { field }
      }
    }
  `)
  const setProfile = async (displayName: string, gatherId: string) =>
    outcome((await run(commit, { displayName, gatherId })).setProfile)
  return [setProfile, busy] as const
}
