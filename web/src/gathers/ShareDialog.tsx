// 'Share Gather': the join link with copy (a 2 s 'copied'
// state), the device's share sheet, the QR code (400 px, margin 2, level M, saved as
// meetup-qr-code.png), and e-mail and message links. Given the gather's id, 'New link' replaces
// the link (the old one stops working) and the dialog shows the new one.
import { useEffect, useRef, useState } from 'react'
import { Dialog } from '../components/Dialog'
import { Icon } from '../components/Icon'
import { useToast } from '../toast/ToastProvider'
import { saveFile } from './download'
import { shareContent } from './format'
import { NewLinkButton } from './NewLinkButton'
import { qrDataUrl } from './qr'

export interface Shared {
  description: string
  locationName: string
  shareUrl: string
  /** The gather, for 'New link' (its organiser only). */
  id?: string
}

export const copiedForMs = 2000
const qrFilename = 'meetup-qr-code.png'

function QrDialog({ meetup, onClose }: { meetup: Shared; onClose: () => void }) {
  const toast = useToast()
  const [image, setImage] = useState<string | null>(null)
  useEffect(() => {
    qrDataUrl(meetup.shareUrl, 400).then(setImage, () =>
      toast({ title: 'QR code unavailable', description: 'Copy the link instead', variant: 'destructive' }),
    )
  }, [meetup.shareUrl, toast])

  const share = async () => {
    if (!image) return
    const file = new File([await (await fetch(image)).blob()], qrFilename, { type: 'image/png' })
    const content = shareContent(meetup)
    if (!navigator.canShare?.({ files: [file] })) {
      return toast({ title: 'Share not supported', description: 'Save the QR code instead', variant: 'destructive' })
    }
    await navigator.share({ ...content, files: [file] }).catch(() => {})
  }

  return (
    <Dialog title="QR Code" onClose={onClose} className="qr-dialog">
      <p className="muted">Scan to join this gathering.</p>
      <div className="qr-frame">
        {image ? (
          <img src={image} width={400} height={400} alt={`QR code for ${meetup.shareUrl}`} />
        ) : (
          <span className="spinner" />
        )}
      </div>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={share} disabled={!image}>
          Share
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={() => image && saveFile(image, qrFilename)}
          disabled={!image}
        >
          Save
        </button>
      </div>
    </Dialog>
  )
}

export function ShareDialog(props: { meetup: Shared; onClose: () => void }) {
  const { onClose } = props
  const toast = useToast()
  const [shareUrl, setShareUrl] = useState(props.meetup.shareUrl)
  const meetup = { ...props.meetup, shareUrl }
  const [copied, setCopied] = useState(false)
  const [showQr, setShowQr] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const content = shareContent(meetup)

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(meetup.shareUrl)
      setCopied(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopied(false), copiedForMs)
    } catch {
      toast({ title: 'Failed to copy', description: 'Please copy the link manually', variant: 'destructive' })
    }
  }

  const share = async () => {
    if (!navigator.share) {
      return toast({ title: 'Share not supported', description: 'Copy the link instead', variant: 'destructive' })
    }
    await navigator.share(content).catch(() => {}) // dismissing the share sheet is not an error
  }

  if (showQr) return <QrDialog meetup={meetup} onClose={() => setShowQr(false)} />
  const body = `${content.text}\n\n${content.url}`
  return (
    <Dialog title="Share Gather" onClose={onClose}>
      <p className="muted">
        Your gather is ready. Send this link to the people you're meeting: it expires when the gather ends.
      </p>
      <div className="share-link">
        <input readOnly value={meetup.shareUrl} aria-label="Join link" onFocus={(e) => e.target.select()} />
        <button type="button" className="button button-primary" onClick={copy}>
          {copied ? 'Copied!' : 'Copy'}
        </button>
      </div>
      <div className="share-grid">
        <button type="button" className="share-option" onClick={share}>
          <Icon name="share" />
          Share
        </button>
        <button type="button" className="share-option" onClick={() => setShowQr(true)}>
          <Icon name="qr" />
          QR Code
        </button>
        <a
          className="share-option"
          href={`mailto:?subject=${encodeURIComponent(content.title)}&body=${encodeURIComponent(body)}`}
        >
          <Icon name="mail" />
          Email
        </a>
        <a className="share-option" href={`sms:?&body=${encodeURIComponent(body)}`}>
          <Icon name="message" />
          Message
        </a>
      </div>
      <div className="dialog-actions">
        {meetup.id && (
          <NewLinkButton
            meetupId={meetup.id}
            onRotated={(url) => {
              setShareUrl(url)
              setCopied(false)
            }}
          />
        )}
        <button type="button" className="button" onClick={onClose}>
          Done
        </button>
      </div>
    </Dialog>
  )
}
