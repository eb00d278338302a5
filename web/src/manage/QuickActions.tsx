// Quick Actions: 'View Live Map' (disabled once expired), 'Copy Share
// Link' with its toast, 'New link' (the old link stops working), and a 200 px QR code of the join
// link, 'Scan to join this gathering', which follows a new link in place.
import { useEffect, useState } from 'react'
import { graphql, useFragment } from 'react-relay'
import { Link } from 'react-router-dom'
import type { QuickActions_meetup$key } from '../__generated__/QuickActions_meetup.graphql'
import { Icon } from '../components/Icon'
import { NewLinkButton } from '../gathers/NewLinkButton'
import { qrDataUrl } from '../gathers/qr'
import { useToast } from '../toast/ToastProvider'
import { isExpiredAt } from './format'

export const manageQrSize = 200

export function QuickActions(props: { meetup: QuickActions_meetup$key; now: number }) {
  const meetup = useFragment(
    graphql`
      fragment QuickActions_meetup on Meetup {
        id
        databaseId
        shareUrl
        isActive
        expirationTime
      }
    `,
    props.meetup,
  )
  const toast = useToast()
  const [qr, setQr] = useState<string | null>(null)
  const live = meetup.isActive && !isExpiredAt(meetup.expirationTime, props.now)
  // The organiser's screen: the link is always theirs to see.
  const shareUrl = meetup.shareUrl ?? ''

  useEffect(() => {
    qrDataUrl(shareUrl, manageQrSize).then(setQr, () => setQr(null))
  }, [shareUrl])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl)
      toast({ title: 'Link copied!', description: 'Shareable link copied to clipboard' })
    } catch {
      toast({ title: 'Copy failed', description: 'Please copy the link manually', variant: 'destructive' })
    }
  }

  return (
    <section className="card manage-card" aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="section-title">
        Quick Actions
      </h2>
      <div className="quick-actions">
        {live ? (
          <Link to={`/proximity/${meetup.databaseId}`} className="button button-primary">
            <Icon name="pin" />
            View Live Map
          </Link>
        ) : (
          <button type="button" className="button" disabled title="This gather has ended">
            <Icon name="pin" />
            View Live Map
          </button>
        )}
        <button type="button" className="button" onClick={copy}>
          <Icon name="share" />
          Copy Share Link
        </button>
        <NewLinkButton meetupId={meetup.id} className="button quick-new-link" />
      </div>
      <figure className="manage-qr">
        {qr ? (
          <img src={qr} width={manageQrSize} height={manageQrSize} alt={`QR code for ${shareUrl}`} />
        ) : (
          <span className="manage-qr-empty" aria-hidden="true" />
        )}
        <figcaption className="muted small">Scan to join this gathering</figcaption>
      </figure>
    </section>
  )
}
