import { graphql, useMutation } from 'react-relay'
import type { ResendVerificationMutation } from '../__generated__/ResendVerificationMutation.graphql'
import { outcome, run } from './commit'

export function useResendVerification() {
  const [commit, busy] = useMutation<ResendVerificationMutation>(graphql`
    mutation ResendVerificationMutation($email: String!) {
      resendVerification(email: $email) {
        __typename
        ... on ResendVerificationPayload { data { message } }
        ... on Error { message }
      }
    }
  `)
  const resend = async (email: string) => outcome((await run(commit, { email })).resendVerification)
  return [resend, busy] as const
}
