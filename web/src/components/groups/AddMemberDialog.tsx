// 'Add Member to Group (Privacy-First)': a Gather ID (or an e-mail address, kept as a contact and
// never matched to an account), or contacts from the device: the Contact Picker API where the
// browser has it, a small form otherwise. The dialog stays open after each one, listing those
// added, so that several people are added in one go; Close ends it.
import { type FormEvent, useRef, useState } from 'react'
import { ConnectionHandler } from 'relay-runtime'
import { type ContactInput, useAddGroupMember } from '../../mutations/GroupMutations'
import { useToast } from '../../toast/ToastProvider'
import { useFieldErrors } from '../useFieldErrors'
import { useModal } from '../useModal'
import { addMemberFailure } from './add-member-failure'
import { membersConnectionKey } from './GroupMemberList'

// The Contact Picker API (Chrome on Android); not in TypeScript's DOM types yet.
interface PickedContact {
  name?: string[]
  email?: string[]
  tel?: string[]
}
interface ContactsManager {
  select(properties: string[], options?: { multiple?: boolean }): Promise<PickedContact[]>
}
const contactPicker = (): ContactsManager | null =>
  'contacts' in navigator && 'ContactsManager' in window
    ? (navigator as Navigator & { contacts: ContactsManager }).contacts
    : null

const first = (values?: string[]) => values?.map((v) => v.trim()).find(Boolean) ?? null

export function AddMemberDialog(props: { groupId: string; groupName: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const toast = useToast()
  const [add, adding] = useAddGroupMember()
  const [value, setValue] = useState('')
  const [contact, setContact] = useState({ displayName: '', email: '', phone: '' })
  const [busy, setBusy] = useState(false)
  const [added, setAdded] = useState<string[]>([])
  const whoField = useRef<HTMLInputElement>(null)
  const picker = contactPicker()
  const connection = ConnectionHandler.getConnectionID(props.groupId, membersConnectionKey)
  useModal(dialog)
  const fields = useFieldErrors<'who'>()

  const addOne = async (event: FormEvent) => {
    event.preventDefault()
    const who = value.trim()
    if (!who) return
    try {
      const result = await add(props.groupId, who, connection)
      if (!result.ok) {
        const failure = addMemberFailure(result)
        fields.show({ who: failure.description })
        return toast({ ...failure, variant: 'destructive' })
      }
      const name = result.data.displayName ?? who
      toast({ title: 'Member added!', description: `${name} is now in ${props.groupName}.` })
      setAdded((before) => [...before, name])
      setValue('')
      whoField.current?.focus()
    } catch {
      toast({ title: 'Unable to add member', description: 'Please try again', variant: 'destructive' })
    }
  }

  /** Adds contacts one by one; those already in the group are skipped. */
  const addContacts = async (contacts: ContactInput[]) => {
    setBusy(true)
    let added = 0
    let skipped = 0
    let failure: string | null = null
    try {
      for (const c of contacts) {
        const result = await add(props.groupId, c, connection)
        if (result.ok) {
          added += 1
          setAdded((before) => [...before, c.displayName])
        } else if (result.kind === 'ConflictError') skipped += 1
        else failure ??= result.message
      }
    } catch {
      failure ??= 'Please try again'
    } finally {
      setBusy(false)
    }
    if (added === 0 && skipped === 0) {
      return toast({
        title: 'Failed to add contacts',
        description: failure ?? 'Please try again',
        variant: 'destructive',
      })
    }
    const parts = [`${added} added to ${props.groupName}`]
    if (skipped) parts.push(`${skipped} already in the group`)
    if (failure) parts.push(`some could not be added: ${failure}`)
    toast({ title: 'Contacts added!', description: `${parts.join('; ')}.` })
    setContact({ displayName: '', email: '', phone: '' })
  }

  const pick = async () => {
    if (!picker) return
    let picked: PickedContact[]
    try {
      picked = await picker.select(['name', 'email', 'tel'], { multiple: true })
    } catch {
      return toast({
        title: 'Failed to add contacts',
        description: 'Could not open your contacts',
        variant: 'destructive',
      })
    }
    const contacts = picked.flatMap((p): ContactInput[] => {
      const email = first(p.email)
      const phone = first(p.tel)
      const displayName = first(p.name) ?? email ?? phone
      return displayName && (email || phone) ? [{ displayName, email, phone }] : []
    })
    if (picked.length > 0 && contacts.length === 0) {
      return toast({
        title: 'Failed to add contacts',
        description: 'The chosen contacts have no email or phone number',
        variant: 'destructive',
      })
    }
    if (contacts.length > 0) await addContacts(contacts)
  }

  const typedContact = {
    displayName: contact.displayName.trim(),
    email: contact.email.trim() || null,
    phone: contact.phone.trim() || null,
  }
  const contactReady = typedContact.displayName !== '' && (typedContact.email !== null || typedContact.phone !== null)
  const working = adding || busy

  return (
    <dialog ref={dialog} className="dialog groups-dialog" aria-labelledby="add-member-title" onCancel={props.onClose}>
      <h2 id="add-member-title">
        Add Member to Group <span className="groups-nowrap">(Privacy-First)</span>
      </h2>
      <p className="muted">
        Add people to <strong>{props.groupName}</strong> by their Gather ID. An email address is kept as a contact in
        your group only: we never look up whether it has an account.
      </p>
      <form className="stack" onSubmit={addOne}>
        <label className="field">
          <span>Gather ID or email</span>
          <input
            ref={whoField}
            value={value}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="@gatherid or name@example.com"
            {...fields.input('who')}
            onChange={(e) => {
              setValue(e.target.value)
              fields.clear('who')
            }}
          />
        </label>
        {fields.message('who')}
        <button type="submit" className="button button-primary" disabled={value.trim() === '' || working}>
          {adding && !busy ? 'Adding...' : 'Add to Group'}
        </button>
      </form>
      {added.length > 0 && (
        <section aria-label="Added" className="groups-added">
          <p className="muted small">Added to {props.groupName}:</p>
          <ul>
            {added.map((name, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows; the same name may come twice
              <li key={i}>✓ {name}</li>
            ))}
          </ul>
        </section>
      )}
      <div className="divider groups-divider">or add a contact</div>
      {picker && (
        <button type="button" className="button button-wide" onClick={pick} disabled={working}>
          {busy ? 'Adding contacts...' : 'Choose from Contacts'}
        </button>
      )}
      <details className="groups-manual">
        <summary>{picker ? 'Or type a contact' : 'Type a contact'}</summary>
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault()
            if (contactReady) addContacts([typedContact])
          }}
        >
          <label className="field">
            <span>Name</span>
            <input
              value={contact.displayName}
              maxLength={100}
              autoComplete="off"
              onChange={(e) => setContact({ ...contact, displayName: e.target.value })}
            />
          </label>
          <label className="field">
            <span>Email</span>
            <input
              type="email"
              value={contact.email}
              autoComplete="off"
              onChange={(e) => setContact({ ...contact, email: e.target.value })}
            />
          </label>
          <label className="field">
            <span>Phone</span>
            <input
              type="tel"
              value={contact.phone}
              autoComplete="off"
              onChange={(e) => setContact({ ...contact, phone: e.target.value })}
            />
          </label>
          <button type="submit" className="button" disabled={!contactReady || working}>
            Add Contact
          </button>
        </form>
      </details>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={props.onClose} disabled={working}>
          {added.length > 0 ? 'Done' : 'Close'}
        </button>
      </div>
    </dialog>
  )
}
