// 'Add Participants to Gather': several Gather IDs or e-mail
// addresses are collected (the field is trimmed, Add is disabled while it is blank, a Gather ID
// is checked first, and so is whether they are in this gather already), then added one call per
// entry. People by Gather ID are invited; e-mail addresses receive an invitation with the join
// link. Someone found in the gather meanwhile is skipped, not a failure of the whole submit.
import { type FormEvent, useState } from 'react'
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay'
import type { AddParticipantsDialogCheckQuery } from '../__generated__/AddParticipantsDialogCheckQuery.graphql'
import { Dialog } from '../components/Dialog'
import { looksLikeEmail, stripAt } from '../gathers/format'
import { useAddParticipant } from '../mutations/AddParticipantMutation'
import { useToast } from '../toast/ToastProvider'

type Entry = { kind: 'person'; value: string; label: string } | { kind: 'email'; value: string; label: string }

const checkQuery = graphql`
  query AddParticipantsDialogCheckQuery($value: String!, $meetupId: ID!) {
    inviteeCheck(gatherIdOrEmail: $value, meetupId: $meetupId) {
      __typename
      ... on InviteeCheckPayload { data { userExists isEmail email gatherId displayName alreadyInGather } }
      ... on Error { message }
    }
  }
`

export function AddParticipantsDialog(props: {
  meetupId: string
  connections: { people: string; invitations: string }
  onClose: () => void
}) {
  const environment = useRelayEnvironment()
  const toast = useToast()
  const [add] = useAddParticipant()
  const [value, setValue] = useState('')
  const [entries, setEntries] = useState<Entry[]>([])
  const [checking, setChecking] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const alreadyAdded = (description = 'This person is already on the list.') =>
    toast({ title: 'Already added', description, variant: 'destructive' })
  const has = (v: string) => entries.some((e) => e.value.toLowerCase() === v.toLowerCase())

  const collect = async (event: FormEvent) => {
    event.preventDefault()
    const typed = value.trim()
    if (!typed) return
    const email = looksLikeEmail(typed) ? stripAt(typed).toLowerCase() : null
    const gatherId = stripAt(typed)
    if (has(email ?? gatherId)) return alreadyAdded()
    setChecking(true)
    try {
      const data = await fetchQuery<AddParticipantsDialogCheckQuery>(
        environment,
        checkQuery,
        { value: email ?? gatherId, meetupId: props.meetupId },
        { fetchPolicy: 'network-only' },
      ).toPromise()
      const check = data?.inviteeCheck
      const found = check?.__typename === 'InviteeCheckPayload' ? check.data : undefined
      if (found?.alreadyInGather) {
        return alreadyAdded(
          email ? `${email} is already invited to this gather.` : `@${found.gatherId} is already in this gather.`,
        )
      }
      if (email && found?.isEmail) {
        if (!found.email) {
          return toast({
            title: 'Invalid email',
            description: 'Please enter a valid email address',
            variant: 'destructive',
          })
        }
        setEntries([...entries, { kind: 'email', value: found.email, label: found.email }])
        return setValue('')
      }
      if (found?.userExists && found.gatherId) {
        if (has(found.gatherId)) return alreadyAdded()
        const label = found.displayName ? `${found.displayName} · @${found.gatherId}` : `@${found.gatherId}`
        setEntries([...entries, { kind: 'person', value: found.gatherId, label }])
        return setValue('')
      }
      toast({
        title: 'Person not found',
        description:
          check && check.__typename !== 'InviteeCheckPayload' && 'message' in check && check.message
            ? check.message
            : "We couldn't find anyone with that Gather ID. Please check the spelling and try again.",
        variant: 'destructive',
      })
    } catch {
      toast({
        title: 'Error',
        description: email
          ? 'Could not check that address. Please try again.'
          : 'Could not check that Gather ID. Please try again.',
        variant: 'destructive',
      })
    } finally {
      setChecking(false)
    }
  }

  const submit = async () => {
    setSubmitting(true)
    const failed: { entry: Entry; message: string }[] = []
    let inAlready = 0
    for (const entry of entries) {
      try {
        const result = await add(props.meetupId, entry.value, props.connections)
        // Added by someone else meanwhile (409): they are in, which is what was asked.
        if (!result.ok && result.kind === 'ConflictError') inAlready += 1
        else if (!result.ok) failed.push({ entry, message: result.message })
      } catch (error) {
        failed.push({ entry, message: (error as Error).message })
      }
    }
    setSubmitting(false)
    const added = entries.length - failed.length - inAlready
    if (failed.length === 0) {
      if (added === 0) {
        toast({ title: 'Already added', description: 'Everyone you picked is already in this gather.' })
      } else {
        const skipped = inAlready > 0 ? ` ${inAlready} already in it.` : ''
        toast({
          title: 'Participants added!',
          description: `${added} ${added === 1 ? 'person was' : 'people were'} added to your gather.${skipped}`,
        })
      }
      return props.onClose()
    }
    setEntries(failed.map((f) => f.entry))
    toast({
      title: 'Failed to add participants',
      description: failed.map((f) => f.message).join(' '),
      variant: 'destructive',
    })
  }

  return (
    <Dialog title="Add Participants to Gather" onClose={props.onClose}>
      <p className="muted">
        Add people by their Gather ID, or by e-mail: we'll e-mail them an invitation with the join link.
      </p>
      <form className="add-row" onSubmit={collect}>
        <label className="field grow">
          <span className="visually-hidden">Gather ID or email</span>
          <input
            value={value}
            placeholder="@gatherid or email"
            autoCapitalize="none"
            spellCheck={false}
            onChange={(e) => setValue(e.target.value)}
          />
        </label>
        <button type="submit" className="button button-primary" disabled={!value.trim() || checking}>
          {checking ? 'Checking...' : 'Add'}
        </button>
      </form>
      {entries.length > 0 && (
        <ul className="chips" aria-label="People to add">
          {entries.map((entry) => (
            <li key={entry.value} className={`chip ${entry.kind === 'email' ? 'chip-email' : ''}`}>
              {entry.label}
              <button
                type="button"
                aria-label={`Remove ${entry.label}`}
                onClick={() => setEntries(entries.filter((e) => e !== entry))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={props.onClose} disabled={submitting}>
          Cancel
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={submit}
          disabled={entries.length === 0 || submitting}
        >
          {submitting ? 'Adding...' : entries.length > 0 ? `Add ${entries.length}` : 'Add to Gather'}
        </button>
      </div>
    </Dialog>
  )
}
