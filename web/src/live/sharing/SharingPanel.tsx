// The viewer's sharing on the live screen: consent once per gather with a precision, then what is
// shared and "Stop sharing" (one tap), the precision to change, and "Share my location" again
// after a stop. The server keeps the consent and enforces the precision.
import { useId } from 'react'
import { graphql, useFragment } from 'react-relay'
import type { SharingPanel_participant$key } from '../../__generated__/SharingPanel_participant.graphql'
import { useSetPrecision, useShareLocation, useStopSharing } from './SharingMutations'
import { clockTime, type Precision, precisionChoices } from './sharing'
import './sharing.css'

const sharingTexts: Record<Precision, string> = {
  EXACT: 'Sharing your exact location',
  APPROXIMATE: 'Sharing your approximate location (about 1 km)',
  STATUS_ONLY: 'Sharing your status only: no position leaves this device',
}

export function SharingPanel(props: { participant: SharingPanel_participant$key; meetupId: string }) {
  const participant = useFragment(
    graphql`
      fragment SharingPanel_participant on Participant {
        sharing { state precision consented since stopReason startsAt }
      }
    `,
    props.participant,
  )
  const [share, starting] = useShareLocation()
  const [setPrecision, changing] = useSetPrecision()
  const [stop, stopping] = useStopSharing()
  const name = useId()
  const sharing = participant.sharing
  if (!sharing || sharing.state === 'ENDED') return null
  const precision = sharing.precision as Precision
  const failed = (what: string) => (error: unknown) => console.warn(`[live] ${what}`, error)
  const choose = (value: Precision) => {
    if (sharing.consented) setPrecision(props.meetupId, value).catch(failed('precision not saved'))
  }

  const chooser = (
    <fieldset className="sharing-precision">
      <legend>How precisely</legend>
      {precisionChoices.map((choice) => (
        <label key={choice.value} className="sharing-choice">
          <input
            type="radio"
            name={name}
            value={choice.value}
            defaultChecked={!sharing.consented && choice.value === precision}
            checked={sharing.consented ? choice.value === precision : undefined}
            disabled={changing}
            onChange={() => choose(choice.value)}
          />
          <span>
            <strong>{choice.label}</strong> <span className="muted small">{choice.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  )

  if (!sharing.consented) {
    const start = (form: HTMLFormElement) => {
      const picked = new FormData(form).get(name) as Precision | null
      share(props.meetupId, picked ?? 'EXACT').catch(failed('sharing not started'))
    }
    return (
      <section className="card sharing-panel" aria-labelledby={`${name}-title`}>
        <h2 id={`${name}-title`} className="section-title">
          Share your location?
        </h2>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            start(event.currentTarget)
          }}
        >
          {chooser}
          <button type="submit" className="button button-primary button-wide" disabled={starting}>
            Share my location
          </button>
        </form>
        {/* After the button: the decision comes first on a small screen, the fine print below. */}
        <p className="muted small">
          For this gather only. Sharing starts by itself from 2 hours before it begins, while this screen is open, and
          stops 10 minutes after you arrive, when the gather ends, or when you tap Stop sharing. Stopped positions are
          deleted.
        </p>
      </section>
    )
  }

  if (sharing.state === 'STOPPED') {
    return (
      <section className="card sharing-panel sharing-bar" aria-label="Location sharing">
        <p role="status">
          {sharing.stopReason === 'arrived' ? 'Sharing stopped 10 minutes after you arrived.' : 'You stopped sharing.'}{' '}
          Your positions were deleted.
        </p>
        <button
          type="button"
          className="button button-primary"
          disabled={starting}
          onClick={() => share(props.meetupId).catch(failed('sharing not started'))}
        >
          Share my location
        </button>
      </section>
    )
  }

  const waiting = sharing.state === 'WAITING' && sharing.startsAt && Date.parse(sharing.startsAt) > Date.now()
  return (
    <section className="card sharing-panel sharing-bar" aria-label="Location sharing">
      <div className="sharing-bar-row">
        <p role="status" className="sharing-now">
          {waiting && sharing.startsAt ? `Sharing starts at ${clockTime(sharing.startsAt)}` : sharingTexts[precision]}
        </p>
        <button
          type="button"
          className="button button-danger sharing-stop"
          disabled={stopping}
          onClick={() => stop(props.meetupId).catch(failed('sharing not stopped'))}
        >
          Stop sharing
        </button>
      </div>
      <details className="sharing-more">
        <summary>Precision</summary>
        {chooser}
      </details>
    </section>
  )
}
