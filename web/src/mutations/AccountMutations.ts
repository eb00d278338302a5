import { graphql, useMutation } from 'react-relay'
import type { AccountMutationsDeleteMutation } from '../__generated__/AccountMutationsDeleteMutation.graphql'
import type { AccountMutationsSignOutMutation } from '../__generated__/AccountMutationsSignOutMutation.graphql'
import { run } from './commit'

export function useSignOut() {
  const [commit, busy] = useMutation<AccountMutationsSignOutMutation>(graphql`
    mutation AccountMutationsSignOutMutation { signOut }
  `)
  return [() => run(commit, {}), busy] as const
}

export function useDeleteAccount() {
  const [commit, busy] = useMutation<AccountMutationsDeleteMutation>(graphql`
    mutation AccountMutationsDeleteMutation { deleteAccount }
  `)
  return [() => run(commit, {}), busy] as const
}
