import { graphql, useMutation } from 'react-relay'
import type { SignInMutation } from '../__generated__/SignInMutation.graphql'
import { outcome, run } from './commit'

export function useSignIn() {
  const [commit, busy] = useMutation<SignInMutation>(graphql`
    mutation SignInMutation($email: String!, $password: String!) {
      signIn(email: $email, password: $password) {
        __typename
        ... on SignInPayload { data { id } }
        ... on Error { message }
      }
    }
  `)
  const signIn = async (email: string, password: string) => outcome((await run(commit, { email, password })).signIn)
  return [signIn, busy] as const
}
