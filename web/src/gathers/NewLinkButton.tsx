// 'New link': the organiser replaces the gather's join link after a confirmation; the old link
// then shows "Gather not found". Used in the share dialog and on Manage.
import { useState } from 'react'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { Icon } from '../components/Icon'
import { useRotateShareLink } from '../mutations/RotateShareLinkMutation'
import { useToast } from '../toast/ToastProvider'

export const newLinkWarning = 'Anyone with the old link can no longer join. People already in the gather stay.'

export function NewLinkButton(props: {
  meetupId: string
  className?: string
  /** The new join link, for a screen that holds its own copy (the Relay store has it too). */
  onRotated?: (shareUrl: string) => void
}) {
  const toast = useToast()
  const [rotate, busy] = useRotateShareLink()
  const [confirming, setConfirming] = useState(false)

  const confirm = async () => {
    try {
      const result = await rotate(props.meetupId)
      if (!result.ok) throw new Error(result.message)
      setConfirming(false)
      if (result.data.shareUrl) props.onRotated?.(result.data.shareUrl)
      toast({ title: 'New link made', description: 'The old link no longer works.' })
    } catch (error) {
      setConfirming(false)
      toast({ title: 'Could not make a new link', description: (error as Error).message, variant: 'destructive' })
    }
  }

  return (
    <>
      <button type="button" className={props.className ?? 'button'} onClick={() => setConfirming(true)} disabled={busy}>
        <Icon name="refresh" />
        New link
      </button>
      {confirming && (
        <ConfirmDialog
          title="Make a new join link?"
          confirmLabel={busy ? 'Making...' : 'New link'}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={confirm}
        >
          {newLinkWarning}
        </ConfirmDialog>
      )}
    </>
  )
}
