import { graphql, useMutation } from 'react-relay'
import type { InvitationMailMutationsRemindMutation } from '../__generated__/InvitationMailMutationsRemindMutation.graphql'
import type { InvitationMailMutationsResendMutation } from '../__generated__/InvitationMailMutationsResendMutation.graphql'
import { outcome, run } from './commit'

/** 'Send Reminders': an e-mail to everyone who has not answered (organiser only). */
export function useRemindPending() {
  const [commit, busy] = useMutation<InvitationMailMutationsRemindMutation>(graphql`
    mutation InvitationMailMutationsRemindMutation($meetupId: ID!) {
      remindPending(meetupId: $meetupId) {
        __typename
        ... on RemindPendingPayload { data { emailsSent } }
        ... on Error { message }
      }
    }
  `)
  const remind = async (meetupId: string) => outcome((await run(commit, { meetupId })).remindPending)
  return [remind, busy] as const
}

/** 'Send Updates': the updated calendar invitation to everyone invited (organiser only). */
export function useResendInvites() {
  const [commit, busy] = useMutation<InvitationMailMutationsResendMutation>(graphql`
    mutation InvitationMailMutationsResendMutation($meetupId: ID!) {
      resendInvites(meetupId: $meetupId) {
        __typename
        ... on ResendInvitesPayload { data { emailsSent } }
        ... on Error { message }
      }
    }
  `)
  const resend = async (meetupId: string) => outcome((await run(commit, { meetupId })).resendInvites)
  return [resend, busy] as const
}
