// Opens a <dialog> as a modal when it mounts, and gives focus back to whatever opened it when it
// goes away (the browser only does that for dialogs that are closed, not for removed ones). If
// the opener is gone too (a deleted row, say), focus goes to the page's heading, never to <body>.
import { type RefObject, useEffect, useState } from 'react'
import { focusPageHeading } from '../shell/page-focus'

export function useModal(dialog: RefObject<HTMLDialogElement | null>) {
  // Read during the first render: the element that had focus when the dialog was asked for.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement))

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    // showModal focuses the first control (the close button); a dialog made for typing names its
    // field instead (React's autoFocus runs before showModal and is undone by it).
    element?.querySelector<HTMLElement>('[data-autofocus]')?.focus()
  }, [dialog])

  useEffect(
    () => () => {
      // After React has removed the dialog: a later dialog may have taken focus meanwhile.
      queueMicrotask(() => {
        const active = document.activeElement
        if (active && active !== document.body && active.closest('dialog[open]')) return
        if (opener instanceof HTMLElement && opener.isConnected && !opener.closest('dialog:not([open])')) {
          opener.focus()
        } else {
          focusPageHeading()
        }
      })
    },
    [opener],
  )
}
