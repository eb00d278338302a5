import { graphql, useMutation } from 'react-relay'
import type { PasswordResetMutationsRequestMutation } from '../__generated__/PasswordResetMutationsRequestMutation.graphql'
import type { PasswordResetMutationsResetMutation } from '../__generated__/PasswordResetMutationsResetMutation.graphql'
import { outcome, run } from './commit'

/** Forgot password: e-mails a reset link (the answer is the same whether or not the address has an account). */
export function useRequestPasswordReset() {
  const [commit, busy] = useMutation<PasswordResetMutationsRequestMutation>(graphql`
    mutation PasswordResetMutationsRequestMutation($email: String!) {
      requestPasswordReset(email: $email) {
        __typename
        ... on RequestPasswordResetPayload { data { message } }
        ... on ValidationError { field }
        ... on Error { message }
      }
    }
  `)
  const request = async (email: string) => outcome((await run(commit, { email })).requestPasswordReset)
  return [request, busy] as const
}

/** Sets the new password with the link's token; the answer's cookie signs this browser in. */
export function useResetPassword() {
  const [commit, busy] = useMutation<PasswordResetMutationsResetMutation>(graphql`
    mutation PasswordResetMutationsResetMutation($token: String!, $password: String!) {
      resetPassword(token: $token, password: $password) {
        __typename
        ... on ResetPasswordPayload { data { id } }
        ... on ValidationError { field }
        ... on Error { message }
      }
    }
  `)
  const reset = async (token: string, password: string) =>
    outcome((await run(commit, { token, password })).resetPassword)
  return [reset, busy] as const
}
