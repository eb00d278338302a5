import { type ReactNode, useEffect, useRef } from 'react'

export function ConfirmDialog(props: {
  title: string
  children: ReactNode
  confirmLabel: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    dialog.current?.showModal()
  }, [])
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="confirm-title" onCancel={props.onCancel}>
      <h2 id="confirm-title">{props.title}</h2>
      <p className="muted">{props.children}</p>
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
