// One group: its name and member count, the Create Gather link, and the member list that loads
// when expanded. It follows the group's pushes (members added or removed elsewhere).
import { Suspense, useMemo, useState } from 'react'
import { graphql, useFragment, useQueryLoader, useSubscription } from 'react-relay'
import { Link } from 'react-router-dom'
import { ConnectionHandler, type GraphQLSubscriptionConfig } from 'relay-runtime'
import { graphemes } from '../../../../api/src/core/lib/graphemes'
import type { GroupCard_group$key } from '../../__generated__/GroupCard_group.graphql'
import type { GroupCardSubscription } from '../../__generated__/GroupCardSubscription.graphql'
import type { GroupMemberListQuery as GroupMemberListQueryType } from '../../__generated__/GroupMemberListQuery.graphql'
import { FailSoft } from '../FailSoft'
import { GroupMemberList, GroupMemberListQuery } from './GroupMemberList'

type Target = { id: string; name: string }

export interface GroupCardActions {
  /** The viewer's groups connection (a deleted group is taken out of it). */
  groupsConnection: string
  rename(group: Target): void
  remove(group: Target): void
  addMember(group: Target): void
  /** A card's live updates failed (its group may be gone): fetch the list again. */
  resync(): void
}

const membersChanged = graphql`
  subscription GroupCardSubscription($groupId: ID!) {
    groupMembersChanged(groupId: $groupId) {
      id
      name
      memberCount
      ...GroupMemberList_group
    }
  }
`

const plural = (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`

export function GroupCard({ group, actions }: { group: GroupCard_group$key; actions: GroupCardActions }) {
  const data = useFragment(
    graphql`
      fragment GroupCard_group on Group {
        id
        databaseId
        name
        memberCount
      }
    `,
    group,
  )
  const [expanded, setExpanded] = useState(false)
  // Each opening is a new attempt: a list that failed to load can be tried again.
  const [openings, setOpenings] = useState(0)
  const [membersRef, loadMembers] = useQueryLoader<GroupMemberListQueryType>(GroupMemberListQuery)
  const { groupsConnection, resync } = actions

  const subscription = useMemo<GraphQLSubscriptionConfig<GroupCardSubscription>>(
    () => ({
      subscription: membersChanged,
      variables: { groupId: data.id },
      onError: resync,
      updater: (store) => {
        // null: the group was deleted (on another device).
        if (store.getRootField('groupMembersChanged')) return
        const connection = store.get(groupsConnection)
        if (connection) ConnectionHandler.deleteNode(connection, data.id)
      },
    }),
    [data.id, groupsConnection, resync],
  )
  useSubscription(subscription)

  const toggle = () => {
    if (!expanded) {
      loadMembers({ groupId: data.id }, { fetchPolicy: 'store-and-network' })
      setOpenings((n) => n + 1)
    }
    setExpanded(!expanded)
  }
  const target = { id: data.id, name: data.name }
  const listId = `group-members-${data.databaseId}`

  return (
    <article className="card groups-card" aria-label={data.name}>
      <header className="groups-card-header">
        <div className="groups-card-icon" aria-hidden="true">
          {graphemes(data.name.trim())[0]?.toUpperCase()}
        </div>
        <div className="groups-card-title">
          <h2>{data.name}</h2>
          <button
            type="button"
            className="link-button groups-toggle"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={toggle}
          >
            {plural(data.memberCount)} <span aria-hidden="true">{expanded ? '▴' : '▾'}</span>
          </button>
        </div>
        <div className="groups-card-tools">
          <button
            type="button"
            className="groups-icon-button"
            aria-label={`Rename ${data.name}`}
            onClick={() => actions.rename(target)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" />
            </svg>
          </button>
          <button
            type="button"
            className="groups-icon-button danger"
            aria-label={`Delete ${data.name}`}
            onClick={() => actions.remove(target)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13" />
            </svg>
          </button>
        </div>
      </header>
      {expanded && (
        <div id={listId} className="groups-members">
          <FailSoft
            key={openings}
            fallback={
              <p className="muted groups-loading">Could not load the members. Close and open the list again.</p>
            }
          >
            <Suspense fallback={<p className="muted groups-loading">Loading members...</p>}>
              {membersRef && <GroupMemberList queryRef={membersRef} groupName={data.name} />}
            </Suspense>
          </FailSoft>
        </div>
      )}
      <footer className="groups-card-actions">
        <button type="button" className="button" onClick={() => actions.addMember(target)}>
          + Add Member
        </button>
        <Link to={`/create-meetup?groupId=${data.databaseId}`} className="button button-primary">
          Create Gather
        </Link>
      </footer>
    </article>
  )
}
