// The fixed 'Enable Live Location' button the live screen shows when no position arrived within
// 10 s (useLivePosition's waitingTooLong); clicking it calls the hook's enable().
import './live.css'

export function EnableLocationButton({ onClick }: { onClick: () => void }) {
  return (
    <div className="live-enable">
      <button type="button" className="button button-primary live-enable-button" onClick={onClick}>
        <span className="live-enable-dot" aria-hidden="true" />
        Enable Live Location
      </button>
    </div>
  )
}
