// The participants card: 'Add People', the '{n} pending' banner with
// 'Send Reminders' (people who have not answered plus pending e-mails), one row per person with
// a remove button for all but the organiser (confirmed, offering a new join link so the removed
// person's copy of the old one stops working), pages of 50, and the empty state. The organiser is
// a participant too, but the list is about the people they invite: while no one else is in the
// gather, the card shows the empty state instead of the organiser's own row.
import { useEffect, useRef, useState } from 'react'
import { graphql, useFragment, usePaginationFragment } from 'react-relay'
import type { ParticipantRow_participant$key } from '../__generated__/ParticipantRow_participant.graphql'
import type { ParticipantsCard_counts$key } from '../__generated__/ParticipantsCard_counts.graphql'
import type { ParticipantsCard_meetup$key } from '../__generated__/ParticipantsCard_meetup.graphql'
import { Avatar } from '../components/Avatars'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { useRemindPending } from '../mutations/InvitationMailMutations'
import { useRemoveParticipant } from '../mutations/RemoveParticipantMutation'
import { useRotateShareLink } from '../mutations/RotateShareLinkMutation'
import { useToast } from '../toast/ToastProvider'
import { AddParticipantsDialog } from './AddParticipantsDialog'

export const participantsPageSize = 50

const statusLabels: Record<string, string> = {
  ON_MY_WAY: 'On my way',
  HERE: 'Here',
  RUNNING_LATE: 'Running late',
  JOINED: 'Joined',
  INVITED: 'Invited',
}

/** Invitation status unless accepted (Declined, Pending, Invited), else the status label. */
export function participantStatusText(invitationStatus: string, status: string) {
  if (invitationStatus !== 'ACCEPTED') return invitationStatus.charAt(0) + invitationStatus.slice(1).toLowerCase()
  return statusLabels[status] ?? 'Joined'
}

/** The row's name: the person's name, else their e-mail (organiser only), else 'Unknown User'. */
export function rowName(p: {
  email?: string | null
  user: { displayName?: string | null; firstName?: string | null; lastName?: string | null }
}) {
  return (
    p.user.displayName?.trim() ||
    [p.user.firstName, p.user.lastName].filter(Boolean).join(' ').trim() ||
    p.email ||
    'Unknown User'
  )
}

function ParticipantRow(props: {
  participant: ParticipantRow_participant$key
  busy: boolean
  onRemove: (id: string, name: string) => void
}) {
  const p = useFragment(
    graphql`
      fragment ParticipantRow_participant on Participant {
        id
        invitationStatus
        status
        isOrganiser
        email
        user { id displayName firstName lastName gatherId initials }
      }
    `,
    props.participant,
  )
  const name = rowName(p)
  return (
    <li className="participant-row">
      <Avatar id={p.user.id} initials={p.user.initials} name={name} />
      <span className="participant-text">
        <span className="participant-name">
          {name}
          {p.isOrganiser && <span className="badge badge-organiser">Organiser</span>}
        </span>
        <small className="muted">
          {[p.user.gatherId ? `@${p.user.gatherId}` : null, participantStatusText(p.invitationStatus, p.status)]
            .filter(Boolean)
            .join(' · ')}
        </small>
      </span>
      {!p.isOrganiser && (
        <button
          type="button"
          className="remove-button"
          aria-label={`Remove ${name}`}
          disabled={props.busy}
          onClick={() => props.onRemove(p.id, name)}
        >
          ×
        </button>
      )}
    </li>
  )
}

export function ParticipantsCard(props: {
  meetup: ParticipantsCard_meetup$key & ParticipantsCard_counts$key
  invitationsConnection: string
}) {
  // The counts stay out of the list's refetchable fragment: a page read that was answered before
  // a later add or removal would otherwise write its older counts over the newer ones that the
  // mutation or meetupUpdated already brought. Only those two set the counts.
  const countsKey: ParticipantsCard_counts$key = props.meetup
  const listKey: ParticipantsCard_meetup$key = props.meetup
  const counts = useFragment(
    graphql`
      fragment ParticipantsCard_counts on Meetup {
        participantCount
        pendingParticipantCount
        pendingInvitationCount
      }
    `,
    countsKey,
  )
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment ParticipantsCard_meetup on Meetup
      @refetchable(queryName: "ParticipantsCardPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        id
        participants(first: $count, after: $cursor) @connection(key: "ParticipantsCard_participants") {
          __id
          edges { node { id ...ParticipantRow_participant } }
        }
      }
    `,
    listKey,
  )
  const toast = useToast()
  const [remove, removing] = useRemoveParticipant()
  const [rotate, rotating] = useRotateShareLink()
  const [remind, reminding] = useRemindPending()
  const [adding, setAdding] = useState(false)
  const [confirming, setConfirming] = useState<{ id: string; name: string } | null>(null)
  const [newLink, setNewLink] = useState(true)
  const connection = data.participants.__id
  const edges = data.participants.edges
  const pending = counts.pendingParticipantCount + counts.pendingInvitationCount
  const alone = counts.participantCount <= 1

  // Someone joined or was removed elsewhere (meetupUpdated brought the new count): read the list again.
  const refetchedFor = useRef(counts.participantCount)
  useEffect(() => {
    if (hasNext || edges.length === counts.participantCount || refetchedFor.current === counts.participantCount) return
    refetchedFor.current = counts.participantCount
    refetch({ count: participantsPageSize }, { fetchPolicy: 'network-only' })
  }, [hasNext, edges.length, counts.participantCount, refetch])

  const askToRemove = (id: string, name: string) => {
    setNewLink(true)
    setConfirming({ id, name })
  }

  const onRemove = async ({ id, name }: { id: string; name: string }) => {
    try {
      const result = await remove(data.id, id, [connection])
      if (!result.ok) throw new Error(result.message)
    } catch (error) {
      setConfirming(null)
      return toast({
        title: 'Failed to remove participant',
        description: (error as Error).message,
        variant: 'destructive',
      })
    }
    const rotated = newLink
      ? await rotate(data.id).catch((error: Error) => ({ ok: false as const, message: error.message }))
      : null
    setConfirming(null)
    // One toast at a time: the removal and the new link are told together.
    if (rotated && !rotated.ok) {
      return toast({ title: 'Could not make a new link', description: rotated.message, variant: 'destructive' })
    }
    const removed = `${name} is no longer in this gather.`
    toast({ title: 'Participant removed', description: rotated ? `${removed} The old link no longer works.` : removed })
  }

  const sendReminders = async () => {
    try {
      const result = await remind(data.id)
      if (!result.ok) throw new Error(result.message)
      const n = result.data.emailsSent
      toast({ title: 'Reminders sent!', description: `${n} ${n === 1 ? 'reminder' : 'reminders'} sent by e-mail.` })
    } catch (error) {
      toast({ title: 'Failed to send reminders', description: (error as Error).message, variant: 'destructive' })
    }
  }

  return (
    <section className="card manage-card" aria-labelledby="participants-title">
      <div className="card-head">
        <h2 id="participants-title" className="section-title">
          Participants {!alone && <span className="count-badge">{counts.participantCount}</span>}
        </h2>
        <button type="button" className="button button-small button-primary" onClick={() => setAdding(true)}>
          Add People
        </button>
      </div>
      {pending > 0 && (
        <div className="pending-banner" role="status">
          <span>{pending} pending</span>
          <button type="button" className="button button-small" onClick={sendReminders} disabled={reminding}>
            {reminding ? 'Sending...' : 'Send Reminders'}
          </button>
        </div>
      )}
      {!alone && (
        <ul className="participant-list" aria-label="Participants">
          {edges.map(({ node }) => (
            <ParticipantRow key={node.id} participant={node} busy={removing} onRemove={askToRemove} />
          ))}
        </ul>
      )}
      {alone && (
        <div className="empty-people">
          <p className="empty-title">No participants yet</p>
          <p className="muted small">Add participants to start your meetup</p>
        </div>
      )}
      {hasNext && (
        <button
          type="button"
          className="button button-wide"
          disabled={isLoadingNext}
          onClick={() => loadNext(participantsPageSize)}
        >
          {isLoadingNext ? 'Loading...' : `Show more (${counts.participantCount - edges.length})`}
        </button>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Remove ${confirming.name}?`}
          confirmLabel={removing || rotating ? 'Removing...' : 'Remove'}
          busy={removing || rotating}
          onCancel={() => setConfirming(null)}
          onConfirm={() => onRemove(confirming)}
          options={
            <label className="confirm-option">
              <input type="checkbox" checked={newLink} onChange={(e) => setNewLink(e.target.checked)} />
              Also make a new join link
            </label>
          }
        >
          They can no longer see the gather's map, and cannot join again until you invite them.
        </ConfirmDialog>
      )}
      {adding && (
        <AddParticipantsDialog
          meetupId={data.id}
          connections={{ people: connection, invitations: props.invitationsConnection }}
          onClose={() => setAdding(false)}
        />
      )}
    </section>
  )
}
