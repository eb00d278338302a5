import { type ReactNode, useId, useRef } from 'react'
import { useModal } from './useModal'

/** A modal <dialog> with a title and a close button; Escape closes it too. */
export function Dialog(props: { title: string; onClose: () => void; children: ReactNode; className?: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useModal(dialog)
  return (
    <dialog
      ref={dialog}
      className={`dialog ${props.className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        props.onClose()
      }}
    >
      <div className="dialog-head">
        <h2 id={titleId}>{props.title}</h2>
        <button type="button" className="dialog-close" aria-label="Close" onClick={props.onClose}>
          ×
        </button>
      </div>
      {props.children}
    </dialog>
  )
}
