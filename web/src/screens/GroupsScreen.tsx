// My Groups: create, rename and delete groups, add and remove members,
// start a gather with a group. Live: each card follows its group's pushes; the list is fetched
// again on focus, and every 5 s only while the live connection is down.
import { useCallback, useEffect, useRef, useState } from 'react'
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay'
import { Navigate } from 'react-router-dom'
import type { GroupsQuery as GroupsQueryType } from '../__generated__/GroupsQuery.graphql'
import type { GroupsScreen_viewer$key } from '../__generated__/GroupsScreen_viewer.graphql'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { AddMemberDialog } from '../components/groups/AddMemberDialog'
import { GroupCard, type GroupCardActions } from '../components/groups/GroupCard'
import { GroupNameDialog } from '../components/groups/GroupNameDialog'
import { ScreenHeader } from '../components/ScreenHeader'
import { useCreateGroup, useDeleteGroup, useRenameGroup } from '../mutations/GroupMutations'
import { GroupsQuery, groupsPageSize } from '../queries/GroupsQuery'
import { onLiveState } from '../relay/environment'
import type { Refetch } from '../relay/QueryRoute'
import { useToast } from '../toast/ToastProvider'
import './GroupsScreen.css'

export const pollWhileOfflineMs = 5000

export default function GroupsScreen(props: { queryRef: PreloadedQuery<GroupsQueryType>; refetch: Refetch }) {
  const data = usePreloadedQuery<GroupsQueryType>(GroupsQuery, props.queryRef)
  // Signed out (or the session ended): groups are for signed-in people only.
  if (!data.viewer) return <Navigate to="/" replace />
  return <GroupsList viewer={data.viewer} refetch={props.refetch} />
}

type Target = { id: string; name: string }
type Dialog =
  | { kind: 'create' }
  | ({ kind: 'rename' } & Target)
  | ({ kind: 'delete' } & Target)
  | ({ kind: 'add' } & Target)
  | null

function GroupsList({ viewer, refetch }: { viewer: GroupsScreen_viewer$key; refetch: Refetch }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment GroupsScreen_viewer on User
      @refetchable(queryName: "GroupsScreenPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
        groups(first: $count, after: $cursor) @connection(key: "GroupsScreen_groups") {
          __id
          edges {
            node {
              id
              ...GroupCard_group
            }
          }
        }
      }
    `,
    viewer,
  )
  const groupsConnection = data.groups.__id
  const toast = useToast()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [createGroup, creating] = useCreateGroup()
  const [renameGroup, renaming] = useRenameGroup()
  const [deleteGroup, deleting] = useDeleteGroup()
  const [liveDown, setLiveDown] = useState(false)
  const close = useCallback(() => setDialog(null), [])

  useEffect(() => {
    window.addEventListener('focus', refetch)
    return () => window.removeEventListener('focus', refetch)
  }, [refetch])
  // Pushes come over the live connection; while it is down, poll (and catch up once it is back).
  const wasDown = useRef(false)
  useEffect(
    () =>
      onLiveState((state) => {
        if (wasDown.current && state === 'up') refetch()
        wasDown.current = state === 'down'
        setLiveDown(state === 'down')
      }),
    [refetch],
  )
  const hasGroups = data.groups.edges.length > 0
  useEffect(() => {
    if (!liveDown || !hasGroups) return
    const timer = setInterval(refetch, pollWhileOfflineMs)
    return () => clearInterval(timer)
  }, [liveDown, hasGroups, refetch])

  const onCreate = async (name: string) => {
    try {
      const result = await createGroup(name, groupsConnection)
      if (!result.ok)
        return toast({ title: 'Failed to create group', description: result.message, variant: 'destructive' })
      close()
      toast({ title: 'Group created!', description: `${name} is ready. Add people to it.` })
    } catch {
      toast({ title: 'Failed to create group', description: 'Please try again', variant: 'destructive' })
    }
  }

  const onRename = async (target: Target, name: string) => {
    try {
      const result = await renameGroup(target.id, name)
      if (!result.ok)
        return toast({ title: 'Failed to update group', description: result.message, variant: 'destructive' })
      close()
      toast({ title: 'Group updated!', description: `Renamed to ${name}.` })
    } catch {
      toast({ title: 'Failed to update group', description: 'Please try again', variant: 'destructive' })
    }
  }

  const onDelete = async (target: Target) => {
    try {
      const result = await deleteGroup(target.id, groupsConnection)
      if (!result.ok)
        return toast({ title: 'Failed to delete group', description: result.message, variant: 'destructive' })
      close()
      toast({ title: 'Group deleted', description: `${target.name} is gone.` })
    } catch {
      toast({ title: 'Failed to delete group', description: 'Please try again', variant: 'destructive' })
    }
  }

  const actions: GroupCardActions = {
    groupsConnection,
    rename: (group) => setDialog({ kind: 'rename', ...group }),
    remove: (group) => setDialog({ kind: 'delete', ...group }),
    addMember: (group) => setDialog({ kind: 'add', ...group }),
    resync: refetch,
  }

  const groups = data.groups.edges
  return (
    <main className="screen groups-screen">
      <ScreenHeader title="My Groups" />
      <div className="groups-intro">
        <p className="muted">Keep your people together and invite them all at once.</p>
        <button type="button" className="button button-primary" onClick={() => setDialog({ kind: 'create' })}>
          + New Group
        </button>
      </div>
      {groups.length === 0 ? (
        <section className="card empty-state">
          <div className="groups-empty-icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 20c0-4 3-6 7-6s7 2 7 6M17 11a3 3 0 1 0 0-6M19 14c2 .7 3 2.5 3 6" />
            </svg>
          </div>
          <h2>No groups yet</h2>
          <p className="muted">Create a group for the people you meet most, then start a gather with one tap.</p>
          <button type="button" className="button button-primary" onClick={() => setDialog({ kind: 'create' })}>
            Create Your First Group
          </button>
        </section>
      ) : (
        <ul className="groups-list">
          {groups.map((edge) => (
            <li key={edge.node.id}>
              <GroupCard group={edge.node} actions={actions} />
            </li>
          ))}
        </ul>
      )}
      {hasNext && (
        <button
          type="button"
          className="button button-wide"
          disabled={isLoadingNext}
          onClick={() => loadNext(groupsPageSize)}
        >
          {isLoadingNext ? 'Loading...' : 'Show more groups'}
        </button>
      )}

      {dialog?.kind === 'create' && (
        <GroupNameDialog
          title="Create Group"
          submitLabel={creating ? 'Creating...' : 'Create Group'}
          busy={creating}
          onSubmit={onCreate}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'rename' && (
        <GroupNameDialog
          title="Edit Group Name"
          initialName={dialog.name}
          submitLabel={renaming ? 'Saving...' : 'Save'}
          busy={renaming}
          onSubmit={(name) => onRename(dialog, name)}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete Group"
          confirmLabel={deleting ? 'Deleting...' : 'Delete Group'}
          busy={deleting}
          onCancel={close}
          onConfirm={() => onDelete(dialog)}
        >
          Delete “{dialog.name}” and its member list? Gathers you already started with it stay as they are.
        </ConfirmDialog>
      )}
      {dialog?.kind === 'add' && <AddMemberDialog groupId={dialog.id} groupName={dialog.name} onClose={close} />}
    </main>
  )
}
