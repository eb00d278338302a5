// The manage screen's event card: name, venue, address, start in
// the display time zone (America/Phoenix unless configured) labelled with the zone, Active/Expired
// and the time left; 'Edit Event' turns name, date and time into inputs (read in that zone), Save
// asks 'Date/Time Updated' after a new time; 'Delete Event' confirms; the footer has the creation
// date and Share.
import { useId, useState } from 'react'
import { graphql, useFragment } from 'react-relay'
import { useNavigate } from 'react-router-dom'
import type { EventCard_meetup$key } from '../__generated__/EventCard_meetup.graphql'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { Dialog } from '../components/Dialog'
import { Icon } from '../components/Icon'
import { startHasPassed, startPassedMessage } from '../gathers/format'
import { useResendInvites } from '../mutations/InvitationMailMutations'
import { useDeleteMeetup } from '../mutations/MeetupListMutations'
import { useUpdateMeetup } from '../mutations/UpdateMeetupMutation'
import { useToast } from '../toast/ToastProvider'
import { isExpiredAt, timeLeft, zonedDate, zonedDateTime, zonedInputs, zonedInstant, zoneShortName } from './format'

type Field = 'description' | 'startTime'

export function EventCard(props: { meetup: EventCard_meetup$key; now: number; timeZone: string }) {
  const { timeZone } = props
  const meetup = useFragment(
    graphql`
      fragment EventCard_meetup on Meetup {
        id
        description
        locationName
        locationAddress
        startTime
        expirationTime
        createdAt
        shareUrl
      }
    `,
    props.meetup,
  )
  const toast = useToast()
  const navigate = useNavigate()
  const [update, saving] = useUpdateMeetup()
  const [resend, resending] = useResendInvites()
  const [remove, removing] = useDeleteMeetup()
  const [editing, setEditing] = useState(false)
  const [name, setName] = useState('')
  const [when, setWhen] = useState({ date: '', time: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [dialog, setDialog] = useState<'updated' | 'delete' | null>(null)
  const nameErrorId = useId()
  const nameError = errors.description ?? (name.trim() ? null : 'Gather name cannot be empty')
  const expired = isExpiredAt(meetup.expirationTime, props.now)

  const startEditing = () => {
    setName(meetup.description)
    setWhen(meetup.startTime ? zonedInputs(meetup.startTime, timeZone) : { date: '', time: '' })
    setErrors({})
    setEditing(true)
  }

  const save = async () => {
    const description = name.trim()
    if (!description) return setErrors({ description: 'Gather name cannot be empty' })
    const startTime = when.date && when.time ? zonedInstant(when.date, when.time, timeZone) : null
    if (!startTime && (when.date || when.time || meetup.startTime)) {
      return setErrors({ startTime: 'Pick a date and a time' })
    }
    const timeChanged = startTime !== null && startTime !== new Date(meetup.startTime ?? 0).toISOString()
    if (timeChanged && startHasPassed(startTime)) return setErrors({ startTime: startPassedMessage })
    const input = {
      ...(description !== meetup.description ? { description } : {}),
      ...(timeChanged ? { startTime } : {}),
    }
    if (Object.keys(input).length === 0) return setEditing(false)
    try {
      const result = await update(meetup.id, input)
      if (!result.ok) {
        if (result.kind === 'ValidationError' && result.field) {
          return setErrors({ [result.field === 'startTime' ? 'startTime' : 'description']: result.message })
        }
        throw new Error(result.message)
      }
      setEditing(false)
      toast({ title: 'Changes saved' })
      if (result.data.timeChanged) setDialog('updated')
    } catch {
      toast({ title: 'Error', description: 'Failed to save changes', variant: 'destructive' })
    }
  }

  const sendUpdates = async () => {
    try {
      const result = await resend(meetup.id)
      if (!result.ok) throw new Error(result.message)
      setDialog(null)
      toast({ title: 'Invites sent', description: 'Updated invitations have been sent to all participants' })
    } catch (error) {
      toast({
        title: 'Error',
        description: (error as Error).message || 'Failed to send invites',
        variant: 'destructive',
      })
    }
  }

  const deleteEvent = async () => {
    try {
      const result = await remove(meetup.id, [])
      if (!result.ok) throw new Error(result.message)
      toast({ title: 'Gather deleted!', next: true })
      navigate('/', { replace: true })
    } catch {
      setDialog(null)
      toast({ title: 'Failed to delete gather', variant: 'destructive' })
    }
  }

  const share = async () => {
    if (!navigator.share) {
      return toast({ title: 'Share not supported', description: 'Copy the link instead', variant: 'destructive' })
    }
    await navigator
      .share({ title: meetup.description, text: `Join my gather: ${meetup.description}`, url: meetup.shareUrl ?? '' })
      .catch(() => {}) // dismissing the share sheet is not an error
  }

  return (
    <section className="card manage-card event-card" aria-label="Event">
      {editing ? (
        <div className="stack">
          <label className="field">
            <span>Name</span>
            <input
              value={name}
              maxLength={100}
              aria-invalid={Boolean(nameError)}
              aria-describedby={nameError ? nameErrorId : undefined}
              onChange={(e) => {
                setName(e.target.value)
                setErrors({ ...errors, description: undefined })
              }}
            />
          </label>
          {/* Save stays disabled while the name is blank; this says why. Beside
              the field, not in its label: the field's name stays "Name". */}
          {nameError && (
            <small id={nameErrorId} className="field-error" role="alert">
              {nameError}
            </small>
          )}
          <div className="when-row">
            <label className="field">
              <span>Date</span>
              <input
                type="date"
                value={when.date}
                onChange={(e) => {
                  setWhen({ ...when, date: e.target.value })
                  setErrors({ ...errors, startTime: undefined })
                }}
              />
            </label>
            <label className="field">
              <span>Time</span>
              <input
                type="time"
                value={when.time}
                onChange={(e) => {
                  setWhen({ ...when, time: e.target.value })
                  setErrors({ ...errors, startTime: undefined })
                }}
              />
            </label>
          </div>
          <div className="edit-hint">
            <small className={errors.startTime ? 'field-error' : 'muted'}>
              {errors.startTime ?? `Date and time are in ${zoneShortName(timeZone)} (${timeZone}).`}
            </small>
            <button type="button" className="link-button" onClick={() => setEditing(false)} disabled={saving}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <>
          <div className="event-top">
            <h2>{meetup.description}</h2>
            <span className={`badge ${expired ? 'badge-expired' : 'badge-live'}`}>
              {expired ? 'Expired' : 'Active'}
            </span>
          </div>
          <p className="event-place">
            <Icon name="pin" />
            <span>
              {meetup.locationName}
              {meetup.locationAddress && <small className="muted block">{meetup.locationAddress}</small>}
            </span>
          </p>
          {meetup.startTime && (
            <p className="event-when">
              <time dateTime={meetup.startTime}>{zonedDateTime(meetup.startTime, timeZone)}</time>
            </p>
          )}
          {meetup.expirationTime && (
            <p className={`event-left ${expired ? 'is-expired' : ''}`}>{timeLeft(meetup.expirationTime, props.now)}</p>
          )}
          <div className="event-actions">
            <button type="button" className="chip-button" onClick={startEditing}>
              Edit Event
            </button>
            <button type="button" className="chip-button chip-danger" onClick={() => setDialog('delete')}>
              Delete Event
            </button>
          </div>
        </>
      )}
      <footer className="event-footer">
        <span className="muted small">Created {zonedDate(meetup.createdAt, timeZone)}</span>
        <span className="event-footer-actions">
          <button type="button" className="button button-small" onClick={share}>
            <Icon name="share" />
            Share
          </button>
          {editing && (
            <button
              type="button"
              className="button button-small button-primary"
              onClick={save}
              disabled={saving || !name.trim()}
            >
              {saving ? 'Saving...' : 'Save'}
            </button>
          )}
        </span>
      </footer>
      {dialog === 'updated' && (
        <Dialog title="Date/Time Updated" onClose={() => setDialog(null)}>
          <p className="muted">
            The gather now starts {meetup.startTime ? zonedDateTime(meetup.startTime, timeZone) : 'at a new time'}. Send
            everyone invited an updated e-mail invitation for their calendar?
          </p>
          <div className="dialog-actions">
            <button type="button" className="button" onClick={() => setDialog(null)} disabled={resending}>
              Skip
            </button>
            <button type="button" className="button button-primary" onClick={sendUpdates} disabled={resending}>
              {resending ? 'Sending...' : 'Send Updates'}
            </button>
          </div>
        </Dialog>
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title="Delete Event"
          confirmLabel={removing ? 'Deleting...' : 'Delete'}
          busy={removing}
          onCancel={() => setDialog(null)}
          onConfirm={deleteEvent}
        >
          This cannot be undone. The gather and all its data will be permanently deleted, and people who accepted get a
          cancellation for their calendar.
        </ConfirmDialog>
      )}
    </section>
  )
}
