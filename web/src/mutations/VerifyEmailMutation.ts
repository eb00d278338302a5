import { graphql, useMutation } from 'react-relay'
import type { VerifyEmailMutation } from '../__generated__/VerifyEmailMutation.graphql'
import { outcome, run } from './commit'

export function useVerifyEmail() {
  const [commit] = useMutation<VerifyEmailMutation>(graphql`
    mutation VerifyEmailMutation($token: String!) {
      verifyEmail(token: $token) {
        __typename
        ... on VerifyEmailPayload { data { email message } }
        ... on Error { message }
      }
    }
  `)
  return async (token: string) => outcome((await run(commit, { token })).verifyEmail)
}
