// Create gather: Where, What, When, Add People; the share dialog
// after creation, then the live screen. With ?groupId= it is a Group Gather that invites all
// members of the group, named with how many that is. What was typed is kept for the session
// (a reload restores it), and the place picker is a history entry, so Back closes it.
import { type FormEvent, Suspense, useEffect, useState } from 'react'
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay'
import { useLocation, useNavigate } from 'react-router-dom'
import type { CreateGroupQuery } from '../__generated__/CreateGroupQuery.graphql'
import { Icon } from '../components/Icon'
import { ScreenHeader } from '../components/ScreenHeader'
import { useFieldErrors } from '../components/useFieldErrors'
import { AddPeopleDialog, type Invitee } from '../gathers/AddPeopleDialog'
import { createDraft } from '../gathers/draft'
import { defaultWhen, scheduledDateTime, startHasPassed, startPassedMessage } from '../gathers/format'
import { type ChosenPlace, LocationPicker } from '../gathers/LocationPicker'
import { ShareDialog, type Shared } from '../gathers/ShareDialog'
import { useCreateMeetup } from '../mutations/CreateMeetupMutation'
import { useInviteByEmail } from '../mutations/InviteByEmailMutation'
import { CreateGroupQueryNode } from '../queries/CreateGroupQuery'
import { useToast } from '../toast/ToastProvider'
import '../gathers/gathers.css'

type Field = 'place' | 'description' | 'date' | 'time'

/**
 * What a refused create says, by the error's type. Its only ConflictError is an invitee whose
 * account went away during the create; invitees already in the gather are not an error (the
 * server skips them). Any other error's sentence is the server's (a date, a Gather ID, a limit).
 */
function createFailure(failure: { kind: string; message: string }) {
  if (failure.kind === 'ConflictError') return 'There was an issue adding participants to your gather'
  return failure.message || 'Something went wrong while creating your gather'
}

const groupNotice = 'Everyone in the group is invited automatically when you create the gather.'

/** Names the group of a Group Gather and says how many it invites. */
function GroupNotice({ groupRef }: { groupRef: PreloadedQuery<CreateGroupQuery> }) {
  const { node } = usePreloadedQuery<CreateGroupQuery>(CreateGroupQueryNode, groupRef)
  if (!node || node.name === undefined) {
    return <p className="notice">This group was not found. It may have been deleted.</p>
  }
  const n = node.inviteeCount ?? 0
  return (
    <p className="notice">
      Everyone in <strong>{node.name}</strong> is invited when you create the gather:{' '}
      {n === 1 ? '1 person' : `${n} people`}.
    </p>
  )
}

export default function CreateMeetupScreen(props: {
  groupId: string | null
  groupRef: PreloadedQuery<CreateGroupQuery> | null
}) {
  const { groupId } = props
  const navigate = useNavigate()
  const location = useLocation()
  const toast = useToast()
  const [create, creating] = useCreateMeetup()
  const [inviteByEmail] = useInviteByEmail()
  const [draft] = useState(() => createDraft.load(groupId))
  const [place, setPlace] = useState<ChosenPlace | null>(draft?.place ?? null)
  const [description, setDescription] = useState(draft?.description ?? '')
  const [when, setWhen] = useState(() => draft?.when ?? defaultWhen())
  const [people, setPeople] = useState<Invitee[]>(draft?.people ?? [])
  const [emails, setEmails] = useState<string[]>(draft?.emails ?? [])
  const [dialog, setDialog] = useState<'people' | null>(null)
  // The picker lives in the history entry's state: Back closes it instead of leaving the screen.
  const pickerOpen = (location.state as { picker?: boolean } | null)?.picker === true
  const openPicker = () => navigate(`${location.pathname}${location.search}`, { state: { picker: true } })
  const closePicker = () => {
    if (pickerOpen) navigate(-1)
  }
  const fields = useFieldErrors<Field>()
  const [created, setCreated] = useState<(Shared & { databaseId: string }) | null>(null)
  const [sending, setSending] = useState(false)
  const busy = creating || sending

  useEffect(() => {
    if (created) createDraft.clear(groupId)
    else createDraft.save(groupId, { place, description, when, people, emails })
  }, [groupId, created, place, description, when, people, emails])

  const validate = () => {
    const found: Partial<Record<Field, string>> = {}
    if (!description.trim()) found.description = "What's this about?"
    else if (description.trim().length > 100) found.description = 'Max 100 characters'
    if (!when.date) found.date = 'Date is required'
    if (!when.time) found.time = 'Time is required'
    const start = when.date && when.time ? scheduledDateTime(when.date, when.time) : null
    if (start && startHasPassed(start)) {
      // Under the date when the whole day is gone, else under the time.
      if (when.date < defaultWhen().date) found.date = startPassedMessage
      else found.time = startPassedMessage
    }
    fields.show(found)
    return Object.keys(found).length === 0
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!place) {
      fields.show({ place: 'Please select a location or allow location access' })
      return toast({
        title: 'Location required',
        description: 'Please select a location or allow location access',
        variant: 'destructive',
      })
    }
    if (!validate()) return
    try {
      const result = await create({
        locationName: place.name,
        locationAddress: place.address,
        lat: place.lat,
        lon: place.lon,
        description: description.trim(),
        gatherDate: when.date,
        gatherTime: when.time,
        scheduledDateTime: scheduledDateTime(when.date, when.time),
        groupId,
        selectedGatherIds: people.map((p) => p.gatherId),
      })
      if (!result.ok) {
        return toast({
          title: 'Could not create gather',
          description: createFailure(result),
          variant: 'destructive',
        })
      }
      const meetup = result.data
      // E-mail invitations collected before creation go out now that the gather has an id.
      if (emails.length > 0) {
        setSending(true)
        const outcomes = await Promise.all(
          emails.map((email) =>
            inviteByEmail(meetup.id, email).then(
              (r) => r.ok,
              () => false,
            ),
          ),
        )
        setSending(false)
        if (outcomes.includes(false)) {
          toast({
            title: 'Failed to send some invitations',
            description: 'Your gather was created, but some e-mail invitations could not be sent.',
            variant: 'destructive',
          })
        }
      }
      createDraft.clear(groupId)
      // The organiser sees the link of a gather they made.
      setCreated({ ...meetup, shareUrl: meetup.shareUrl ?? '' })
    } catch {
      setSending(false)
      toast({
        title: 'Could not create gather',
        description: 'Something went wrong while creating your gather',
        variant: 'destructive',
      })
    }
  }

  const invited = people.length + emails.length
  return (
    <main className="screen">
      <ScreenHeader title={groupId ? 'Group Gather' : 'New Gather'} />
      <form className="stack create-form" onSubmit={submit} noValidate>
        <div className="field">
          <span>Where</span>
          <button
            type="button"
            className={`place-input ${place ? '' : 'empty'}`}
            onClick={openPicker}
            aria-label={place ? `Where: ${place.name}` : 'Where: choose a place'}
            {...fields.input('place')}
          >
            <Icon name="pin" />
            <span className="place-text">{place ? place.name : 'Choose a place'}</span>
          </button>
          {/* Outside the button: a button's visible text must be part of its name. */}
          {place?.address && <small className="muted place-address">{place.address}</small>}
        </div>
        {fields.message('place')}
        <label className="field">
          <span>What</span>
          <input
            value={description}
            maxLength={100}
            placeholder="Picnic, coffee, concert..."
            {...fields.input('description')}
            onChange={(e) => {
              setDescription(e.target.value)
              fields.clear('description')
            }}
          />
          {!fields.errors.description && <small className="muted">{description.length}/100</small>}
          {fields.message('description')}
        </label>
        <div className="when-row">
          <label className="field">
            <span>Date</span>
            <input
              type="date"
              value={when.date}
              {...fields.input('date')}
              onChange={(e) => {
                setWhen({ ...when, date: e.target.value })
                fields.clear('date')
              }}
            />
            {fields.message('date')}
          </label>
          <label className="field">
            <span>Time</span>
            <input
              type="time"
              value={when.time}
              {...fields.input('time')}
              onChange={(e) => {
                setWhen({ ...when, time: e.target.value })
                fields.clear('time')
              }}
            />
            {fields.message('time')}
          </label>
        </div>
        {groupId ? (
          props.groupRef ? (
            <Suspense fallback={<p className="notice">{groupNotice}</p>}>
              <GroupNotice groupRef={props.groupRef} />
            </Suspense>
          ) : (
            <p className="notice">{groupNotice}</p>
          )
        ) : (
          <button type="button" className="button add-people" onClick={() => setDialog('people')}>
            Add People{invited > 0 && <span className="count-badge">{invited}</span>}
          </button>
        )}
        <button type="submit" className="button button-primary button-wide" disabled={busy || !place}>
          {busy ? 'Creating...' : groupId ? 'Create & Notify Group' : 'Create Gather'}
        </button>
      </form>
      {pickerOpen && (
        <LocationPicker
          onClose={closePicker}
          onSelect={(chosen) => {
            setPlace(chosen)
            closePicker()
          }}
        />
      )}
      {dialog === 'people' && (
        <AddPeopleDialog
          people={people}
          emails={emails}
          onChange={(nextPeople, nextEmails) => {
            setPeople(nextPeople)
            setEmails(nextEmails)
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {created && <ShareDialog meetup={created} onClose={() => navigate(`/proximity/${created.databaseId}`)} />}
    </main>
  )
}
