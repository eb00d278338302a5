import { type FormEvent, useRef, useState } from 'react'
import { useModal } from '../useModal'

export const groupNameMax = 50

/** The group name's problem, with the spec's messages, or null when it is fine. */
export function groupNameError(name: string): string | null {
  const trimmed = name.trim()
  if (!trimmed) return 'Group name is required'
  if (trimmed.length > groupNameMax) return 'Group name must be 50 characters or less'
  return null
}

/** Create a group, or edit its name. */
export function GroupNameDialog(props: {
  title: string
  submitLabel: string
  initialName?: string
  busy: boolean
  onSubmit: (name: string) => void
  onCancel: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [name, setName] = useState(props.initialName ?? '')
  const [touched, setTouched] = useState(false)
  useModal(dialog)

  const error = groupNameError(name)
  const unchanged = props.initialName !== undefined && name.trim() === props.initialName
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (error || unchanged) return
    props.onSubmit(name.trim())
  }

  return (
    <dialog ref={dialog} className="dialog groups-dialog" aria-labelledby="group-name-title" onCancel={props.onCancel}>
      <form onSubmit={submit} className="stack" noValidate>
        <h2 id="group-name-title">{props.title}</h2>
        <label className="field">
          <span>Group name</span>
          <input
            value={name}
            maxLength={groupNameMax + 10}
            placeholder="e.g. Family, Climbing crew"
            aria-invalid={touched && error !== null}
            aria-describedby="group-name-help"
            onChange={(e) => setName(e.target.value)}
            onBlur={() => setTouched(true)}
          />
        </label>
        <p id="group-name-help" className={touched && error ? 'groups-field-error' : 'groups-field-hint'}>
          {touched && error ? error : `${name.trim().length}/${groupNameMax}`}
        </p>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={props.onCancel} disabled={props.busy}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={props.busy || unchanged}>
            {props.submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  )
}
