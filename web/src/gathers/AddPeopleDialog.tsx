// 'Add People': Gather IDs are checked and listed, '@' stripped,
// duplicates refused with 'Already added'; a value that looks like an e-mail goes to the 'Send
// App Invitation' prompt, sent once the gather exists. Nothing is said about whether an address
// has an account (e-mails are never matched to accounts).
import { type FormEvent, useState } from 'react'
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay'
import type { AddPeopleDialogCheckQuery } from '../__generated__/AddPeopleDialogCheckQuery.graphql'
import { Dialog } from '../components/Dialog'
import { useFieldErrors } from '../components/useFieldErrors'
import { useToast } from '../toast/ToastProvider'
import { looksLikeEmail, stripAt } from './format'

export interface Invitee {
  gatherId: string
  displayName: string | null
}

const checkQuery = graphql`
  query AddPeopleDialogCheckQuery($value: String!) {
    inviteeCheck(gatherIdOrEmail: $value) {
      __typename
      ... on InviteeCheckPayload { data { userExists isEmail email gatherId displayName } }
    }
  }
`

export function AddPeopleDialog(props: {
  people: Invitee[]
  emails: string[]
  onChange: (people: Invitee[], emails: string[]) => void
  onClose: () => void
}) {
  const environment = useRelayEnvironment()
  const toast = useToast()
  const [value, setValue] = useState('')
  const [checking, setChecking] = useState(false)
  const [inviteEmail, setInviteEmail] = useState<string | null>(null)
  const fields = useFieldErrors<'who'>()
  const alreadyAdded = () => {
    fields.show({ who: 'This person is already on the list.' })
    toast({ title: 'Already added', description: 'This person is already on the list.', variant: 'destructive' })
  }

  const add = async (event: FormEvent) => {
    event.preventDefault()
    const typed = value.trim()
    if (!typed) return
    if (looksLikeEmail(typed)) {
      const email = stripAt(typed).toLowerCase()
      if (props.emails.includes(email)) return alreadyAdded()
      return setInviteEmail(email)
    }
    const gatherId = stripAt(typed)
    if (props.people.some((p) => p.gatherId.toLowerCase() === gatherId.toLowerCase())) return alreadyAdded()
    setChecking(true)
    try {
      const data = await fetchQuery<AddPeopleDialogCheckQuery>(
        environment,
        checkQuery,
        { value: gatherId },
        { fetchPolicy: 'network-only' },
      ).toPromise()
      // Anyone else (no such Gather ID, or an error answered instead) is not found.
      const check = data?.inviteeCheck
      const info = check?.__typename === 'InviteeCheckPayload' ? check.data : undefined
      if (info?.userExists && info.gatherId) {
        const found = info.gatherId
        if (props.people.some((p) => p.gatherId.toLowerCase() === found.toLowerCase())) return alreadyAdded()
        props.onChange([...props.people, { gatherId: found, displayName: info.displayName ?? null }], props.emails)
        setValue('')
        return
      }
      fields.show({ who: "We couldn't find anyone with that Gather ID. Please check the spelling and try again." })
      toast({
        title: 'Person not found',
        description: "We couldn't find anyone with that Gather ID. Please check the spelling and try again.",
        variant: 'destructive',
      })
    } catch {
      toast({
        title: 'Error',
        description: 'Could not check that Gather ID. Please try again.',
        variant: 'destructive',
      })
    } finally {
      setChecking(false)
    }
  }

  const done = () => {
    if (props.people.length === 0 && props.emails.length === 0) {
      return toast({
        title: 'No participants added',
        description: 'Please add at least one Gather ID',
        variant: 'destructive',
      })
    }
    props.onClose()
  }

  if (inviteEmail) {
    return (
      <Dialog title="Send App Invitation" onClose={() => setInviteEmail(null)}>
        <p className="muted">
          We'll e-mail <strong>{inviteEmail}</strong> an invitation with the join link as soon as your gather is
          created.
        </p>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={() => setInviteEmail(null)}>
            Cancel
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              props.onChange(props.people, [...props.emails, inviteEmail])
              setInviteEmail(null)
              setValue('')
            }}
          >
            Send Invitation
          </button>
        </div>
      </Dialog>
    )
  }

  return (
    <Dialog title="Add People" onClose={props.onClose}>
      <p className="muted">Invite people by their Gather ID, or by e-mail: we'll e-mail them an invitation.</p>
      <form className="add-row" onSubmit={add}>
        <label className="field grow">
          <span className="visually-hidden">Gather ID or email</span>
          <input
            value={value}
            placeholder="@gatherid or email"
            autoCapitalize="none"
            spellCheck={false}
            {...fields.input('who')}
            onChange={(e) => {
              setValue(e.target.value)
              fields.clear('who')
            }}
          />
        </label>
        <button type="submit" className="button button-primary" disabled={!value.trim() || checking}>
          {checking ? 'Checking...' : 'Add'}
        </button>
      </form>
      {fields.message('who')}
      {(props.people.length > 0 || props.emails.length > 0) && (
        <ul className="chips" aria-label="People to invite">
          {props.people.map((person) => (
            <li key={person.gatherId} className="chip">
              {person.displayName ? `${person.displayName} · ` : ''}@{person.gatherId}
              <button
                type="button"
                aria-label={`Remove @${person.gatherId}`}
                onClick={() =>
                  props.onChange(
                    props.people.filter((p) => p !== person),
                    props.emails,
                  )
                }
              >
                ×
              </button>
            </li>
          ))}
          {props.emails.map((email) => (
            <li key={email} className="chip chip-email">
              {email}
              <button
                type="button"
                aria-label={`Remove ${email}`}
                onClick={() =>
                  props.onChange(
                    props.people,
                    props.emails.filter((e) => e !== email),
                  )
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={done}>
          Done
        </button>
      </div>
    </Dialog>
  )
}
