import { graphql, useMutation } from 'react-relay'
import type { VerifyEmailMutation } from '../__generated__/VerifyEmailMutation.graphql'
import { outcome, run } from './commit'

export function useVerifyEmail() {
  const [commit, busy] = useMutation<VerifyEmailMutation>(graphql`
    mutation VerifyEmailMutation($token: String!, $password: String) {
      verifyEmail(token: $token, password: $password) {
        __typename
        ... on VerifyEmailPayload { data { email message } }
        ... on PasswordRequiredError { email }
        ... on ValidationError { field }
        ... on Error { message }
      }
    }
  `)
  const verify = async (token: string, password?: string) => {
    const result = (await run(commit, { token, password: password ?? null })).verifyEmail
    if (result.__typename === 'PasswordRequiredError') return { ok: false as const, passwordFor: result.email ?? '' }
    const field = result.__typename === 'ValidationError' ? result.field : null
    return { ...outcome(result), passwordFor: undefined, field }
  }
  return [verify, busy] as const
}
