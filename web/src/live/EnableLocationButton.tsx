// The fixed 'Enable Live Location' button the live screen shows when no position arrived within
// 10 s (useLivePosition's waitingTooLong); clicking it calls the hook's enable(). It sits in the
// bottom dock, above the banner and the navigation. When the browser has blocked location for
// the site, asking again shows no prompt at all: the button then says what to do instead.
import { InDock } from '../components/BottomDock'
import './live.css'

export function EnableLocationButton({ onClick, blocked }: { onClick: () => void; blocked: boolean }) {
  return (
    <InDock>
      <div className="live-enable">
        {blocked && (
          <p className="live-enable-help" role="status">
            Location is blocked for this site. Allow location in your browser’s site settings (the icon next to the
            address), then tap Enable Live Location.
          </p>
        )}
        <button type="button" className="button button-primary live-enable-button" onClick={onClick}>
          <span className="live-enable-dot" aria-hidden="true" />
          Enable Live Location
        </button>
      </div>
    </InDock>
  )
}
