// Create gather (spec 000 sections 2, 4, 5, 8): Where, What, When, Add People; the share dialog
// after creation, then the live screen. With ?groupId= it is a Group Gather that invites all
// members of the group.
import { type FormEvent, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { Icon } from '../components/Icon'
import { ScreenHeader } from '../components/ScreenHeader'
import { useFieldErrors } from '../components/useFieldErrors'
import { AddPeopleDialog, type Invitee } from '../gathers/AddPeopleDialog'
import { defaultWhen, scheduledDateTime } from '../gathers/format'
import { type ChosenPlace, LocationPicker } from '../gathers/LocationPicker'
import { ShareDialog, type Shared } from '../gathers/ShareDialog'
import { useCreateMeetup } from '../mutations/CreateMeetupMutation'
import { useInviteByEmail } from '../mutations/InviteByEmailMutation'
import { useToast } from '../toast/ToastProvider'
import '../gathers/gathers.css'

type Field = 'place' | 'description' | 'date' | 'time'

/** The create failure catalogue of spec 000 section 8. */
function createFailure(message: string) {
  if (message.includes('already a participant'))
    return 'Some people you selected are already participants in this gather'
  if (message.includes('Failed to add participant')) return 'There was an issue adding participants to your gather'
  return message || 'Something went wrong while creating your gather'
}

export default function CreateMeetupScreen() {
  const [params] = useSearchParams()
  const groupId = params.get('groupId')
  const navigate = useNavigate()
  const toast = useToast()
  const [create, creating] = useCreateMeetup()
  const [inviteByEmail] = useInviteByEmail()
  const [place, setPlace] = useState<ChosenPlace | null>(null)
  const [description, setDescription] = useState('')
  const [when, setWhen] = useState(defaultWhen)
  const [people, setPeople] = useState<Invitee[]>([])
  const [emails, setEmails] = useState<string[]>([])
  const [dialog, setDialog] = useState<'place' | 'people' | null>(null)
  const fields = useFieldErrors<Field>()
  const [created, setCreated] = useState<(Shared & { databaseId: string }) | null>(null)
  const [sending, setSending] = useState(false)
  const busy = creating || sending

  const validate = () => {
    const found: Partial<Record<Field, string>> = {}
    if (!description.trim()) found.description = "What's this about?"
    else if (description.trim().length > 100) found.description = 'Max 100 characters'
    if (!when.date) found.date = 'Date is required'
    if (!when.time) found.time = 'Time is required'
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
          description: createFailure(result.message),
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
      setCreated(meetup)
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
            onClick={() => setDialog('place')}
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
          <p className="notice">Everyone in the group is invited automatically when you create the gather.</p>
        ) : (
          <button type="button" className="button add-people" onClick={() => setDialog('people')}>
            Add People{invited > 0 && <span className="count-badge">{invited}</span>}
          </button>
        )}
        <button type="submit" className="button button-primary button-wide" disabled={busy || !place}>
          {busy ? 'Creating...' : groupId ? 'Create & Notify Group' : 'Create Gather'}
        </button>
      </form>
      {dialog === 'place' && (
        <LocationPicker
          onClose={() => setDialog(null)}
          onSelect={(chosen) => {
            setPlace(chosen)
            setDialog(null)
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
