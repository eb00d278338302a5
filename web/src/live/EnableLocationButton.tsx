// The fixed 'Enable Live Location' button the live screen shows when no position arrived within
// 10 s (useLivePosition's waitingTooLong); clicking it calls the hook's enable(). It sits in the
// bottom dock, above the banner and the navigation. When the browser has blocked location for
// the site, asking again does nothing a person could see: the button then says what to do.
import { useState } from 'react'
import { InDock } from '../components/BottomDock'
import './live.css'

export function EnableLocationButton({ onClick, blocked }: { onClick: () => void; blocked: boolean }) {
  const [tapped, setTapped] = useState(false)
  return (
    <InDock>
      <div className="live-enable">
        {/* Rendered empty first, so that the text is announced when it appears. */}
        <p className={blocked && tapped ? 'live-enable-help' : 'visually-hidden'} role="status">
          {blocked && tapped
            ? 'Location is blocked for this site. Allow location in your browser’s site settings (the icon next to the address), then tap Enable Live Location again.'
            : ''}
        </p>
        <button
          type="button"
          className="button button-primary live-enable-button"
          onClick={() => {
            setTapped(true)
            onClick()
          }}
        >
          <span className="live-enable-dot" aria-hidden="true" />
          Enable Live Location
        </button>
      </div>
    </InDock>
  )
}
