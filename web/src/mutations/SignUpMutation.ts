import { graphql, useMutation } from 'react-relay'
import type { SignUpMutation } from '../__generated__/SignUpMutation.graphql'
import { outcome, run } from './commit'

export function useSignUp() {
  const [commit, busy] = useMutation<SignUpMutation>(graphql`
    mutation SignUpMutation($email: String!, $password: String!) {
      signUp(email: $email, password: $password) {
        __typename
        ... on SignUpPayload { data { email requiresVerification message } }
        ... on Error { message }
      }
    }
  `)
  const signUp = async (email: string, password: string) => outcome((await run(commit, { email, password })).signUp)
  return [signUp, busy] as const
}
