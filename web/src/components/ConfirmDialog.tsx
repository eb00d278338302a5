import { type ReactNode, useId, useRef } from 'react'
import { useModal } from './useModal'

export function ConfirmDialog(props: {
  title: string
  children: ReactNode
  confirmLabel: string
  busy?: boolean
  /** Choices that go with the confirmation (a checkbox), below the text. */
  options?: ReactNode
  onConfirm: () => void
  onCancel: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useModal(dialog)
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        props.onCancel()
      }}
    >
      <h2 id={titleId}>{props.title}</h2>
      <p className="muted">{props.children}</p>
      {props.options}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={props.onCancel} disabled={props.busy}>
          Cancel
        </button>
        <button type="button" className="button button-danger" onClick={props.onConfirm} disabled={props.busy}>
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
