// Group mutations. Each updates the Relay store in place (the new group or member is added to
// its connection, a removed one taken out) instead of refetching the list.
import { graphql, useMutation } from 'react-relay'
import type { GroupMutationsAddMemberMutation } from '../__generated__/GroupMutationsAddMemberMutation.graphql'
import type { GroupMutationsCreateMutation } from '../__generated__/GroupMutationsCreateMutation.graphql'
import type { GroupMutationsDeleteMutation } from '../__generated__/GroupMutationsDeleteMutation.graphql'
import type { GroupMutationsRemoveMemberMutation } from '../__generated__/GroupMutationsRemoveMemberMutation.graphql'
import type { GroupMutationsRenameMutation } from '../__generated__/GroupMutationsRenameMutation.graphql'
import { outcome, run } from './commit'

export function useCreateGroup() {
  const [commit, busy] = useMutation<GroupMutationsCreateMutation>(graphql`
    mutation GroupMutationsCreateMutation($name: String!, $connections: [ID!]!) {
      createGroup(name: $name) {
        __typename
        ... on CreateGroupPayload {
          data @prependNode(connections: $connections, edgeTypeName: "UserGroupsConnectionEdge") {
            id
            ...GroupCard_group
          }
        }
        ... on Error { message }
      }
    }
  `)
  const create = async (name: string, groupsConnection: string) =>
    outcome((await run(commit, { name, connections: [groupsConnection] })).createGroup)
  return [create, busy] as const
}

export function useRenameGroup() {
  const [commit, busy] = useMutation<GroupMutationsRenameMutation>(graphql`
    mutation GroupMutationsRenameMutation($groupId: ID!, $name: String!) {
      renameGroup(groupId: $groupId, name: $name) {
        __typename
        ... on RenameGroupPayload { data { id name } }
        ... on Error { message }
      }
    }
  `)
  const rename = async (groupId: string, name: string) => outcome((await run(commit, { groupId, name })).renameGroup)
  return [rename, busy] as const
}

export function useDeleteGroup() {
  const [commit, busy] = useMutation<GroupMutationsDeleteMutation>(graphql`
    mutation GroupMutationsDeleteMutation($groupId: ID!, $connections: [ID!]!) {
      deleteGroup(groupId: $groupId) {
        __typename
        ... on DeleteGroupPayload { data @deleteEdge(connections: $connections) }
        ... on Error { message }
      }
    }
  `)
  const remove = async (groupId: string, groupsConnection: string) =>
    outcome((await run(commit, { groupId, connections: [groupsConnection] })).deleteGroup)
  return [remove, busy] as const
}

export type ContactInput = { displayName: string; email?: string | null; phone?: string | null }

export function useAddGroupMember() {
  const [commit, busy] = useMutation<GroupMutationsAddMemberMutation>(graphql`
    mutation GroupMutationsAddMemberMutation(
      $groupId: ID!
      $gatherIdOrEmail: String
      $contact: GroupContactInput
      $connections: [ID!]!
    ) {
      addGroupMember(groupId: $groupId, gatherIdOrEmail: $gatherIdOrEmail, contact: $contact) {
        __typename
        ... on AddGroupMemberPayload {
          data @appendNode(connections: $connections, edgeTypeName: "GroupMembersConnectionEdge") {
            id
            displayName
            ...GroupMemberRow_member
            group { id memberCount }
          }
        }
        ... on Error { message }
      }
    }
  `)
  /** Adds by Gather ID or e-mail (a string) or a contact; `membersConnection` is the list to add to. */
  const add = async (groupId: string, who: string | ContactInput, membersConnection: string) =>
    outcome(
      (
        await run(commit, {
          groupId,
          gatherIdOrEmail: typeof who === 'string' ? who : null,
          contact: typeof who === 'string' ? null : who,
          connections: [membersConnection],
        })
      ).addGroupMember,
    )
  return [add, busy] as const
}

export function useRemoveGroupMember() {
  const [commit, busy] = useMutation<GroupMutationsRemoveMemberMutation>(graphql`
    mutation GroupMutationsRemoveMemberMutation($groupId: ID!, $memberId: ID!, $connections: [ID!]!) {
      removeGroupMember(groupId: $groupId, memberId: $memberId) {
        __typename
        ... on RemoveGroupMemberPayload {
          data {
            removedMemberId @deleteEdge(connections: $connections)
            group { id memberCount }
          }
        }
        ... on Error { message }
      }
    }
  `)
  const remove = async (groupId: string, memberId: string, membersConnection: string) =>
    outcome((await run(commit, { groupId, memberId, connections: [membersConnection] })).removeGroupMember)
  return [remove, busy] as const
}
