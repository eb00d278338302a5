// A group's members, loaded when its card is expanded, 25 at a time; each can be removed after
// a confirmation.
import { useState } from 'react'
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay'
import type { GroupMemberList_group$key } from '../../__generated__/GroupMemberList_group.graphql'
import type { GroupMemberListQuery as GroupMemberListQueryType } from '../../__generated__/GroupMemberListQuery.graphql'
import { useRemoveGroupMember } from '../../mutations/GroupMutations'
import { useToast } from '../../toast/ToastProvider'
import { ConfirmDialog } from '../ConfirmDialog'
import { GroupMemberRow } from './GroupMemberRow'

export const GroupMemberListQuery = graphql`
  query GroupMemberListQuery($groupId: ID!) {
    node(id: $groupId) {
      ...GroupMemberList_group @alias(as: "group")
    }
  }
`

/** Members per page: the default `count` of GroupMemberList_group. */
export const membersPageSize = 25

/** The connection the member list is stored under, for mutations that add to or remove from it. */
export const membersConnectionKey = 'GroupMemberList_members'

export function GroupMemberList(props: { queryRef: PreloadedQuery<GroupMemberListQueryType>; groupName: string }) {
  const { node } = usePreloadedQuery<GroupMemberListQueryType>(GroupMemberListQuery, props.queryRef)
  if (!node?.group) return <p className="muted groups-loading">This group no longer exists.</p>
  return <Members group={node.group} groupName={props.groupName} />
}

function Members({ group, groupName }: { group: GroupMemberList_group$key; groupName: string }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment GroupMemberList_group on Group
      @refetchable(queryName: "GroupMemberListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }) {
        id
        members(first: $count, after: $cursor) @connection(key: "GroupMemberList_members") {
          __id
          edges {
            node {
              id
              displayName
              email
              phone
              ...GroupMemberRow_member
            }
          }
        }
      }
    `,
    group,
  )
  const toast = useToast()
  const [removeMember, removing] = useRemoveGroupMember()
  const [confirming, setConfirming] = useState<{ id: string; label: string } | null>(null)

  const onRemove = async () => {
    if (!confirming) return
    try {
      const result = await removeMember(data.id, confirming.id, data.members.__id)
      if (!result.ok) throw new Error(result.message)
      toast({ title: 'Contact removed', description: `${confirming.label} is no longer in ${groupName}.` })
      setConfirming(null)
    } catch (error) {
      toast({
        title: 'Failed to remove contact',
        description: error instanceof Error && error.message ? error.message : 'Please try again',
        variant: 'destructive',
      })
    }
  }

  const members = data.members.edges
  return (
    <>
      {members.length === 0 ? (
        <p className="muted groups-loading">No members yet. Add people by Gather ID or from your contacts.</p>
      ) : (
        <ul className="groups-member-list">
          {members.map(({ node }) => (
            <GroupMemberRow
              key={node.id}
              member={node}
              onRemove={() =>
                setConfirming({ id: node.id, label: node.displayName || node.email || node.phone || 'This contact' })
              }
            />
          ))}
        </ul>
      )}
      {hasNext && (
        <button
          type="button"
          className="link-button groups-more"
          disabled={isLoadingNext}
          onClick={() => loadNext(membersPageSize)}
        >
          {isLoadingNext ? 'Loading...' : 'Show more members'}
        </button>
      )}
      {confirming && (
        <ConfirmDialog
          title="Remove contact"
          confirmLabel={removing ? 'Removing...' : 'Remove'}
          busy={removing}
          onCancel={() => setConfirming(null)}
          onConfirm={onRemove}
        >
          Remove {confirming.label} from {groupName}? You can add them again later.
        </ConfirmDialog>
      )}
    </>
  )
}
