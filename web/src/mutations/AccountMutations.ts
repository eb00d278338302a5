import { graphql, useMutation } from 'react-relay'
import type { AccountMutationsDeleteMutation } from '../__generated__/AccountMutationsDeleteMutation.graphql'
import type { AccountMutationsSignOutMutation } from '../__generated__/AccountMutationsSignOutMutation.graphql'
import { outcome, run } from './commit'

/** Runs a mutation answering a result union; a typed error rejects, as a failed request does. */
async function done(answer: Promise<Parameters<typeof outcome>[0]>) {
  const result = outcome(await answer)
  if (!result.ok) throw new Error(result.message)
}

export function useSignOut() {
  const [commit, busy] = useMutation<AccountMutationsSignOutMutation>(graphql`
    mutation AccountMutationsSignOutMutation {
      signOut {
        __typename
        ... on SignOutPayload { data }
        ... on Error { message }
      }
    }
  `)
  return [() => done(run(commit, {}).then((r) => r.signOut)), busy] as const
}

export function useDeleteAccount() {
  const [commit, busy] = useMutation<AccountMutationsDeleteMutation>(graphql`
    mutation AccountMutationsDeleteMutation {
      deleteAccount {
        __typename
        ... on DeleteAccountPayload { data }
        ... on Error { message }
      }
    }
  `)
  return [() => done(run(commit, {}).then((r) => r.deleteAccount)), busy] as const
}
