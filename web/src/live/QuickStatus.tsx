// Quick Status: On my way, I'm here, Late. Saved at once on screen (optimistic); a
// failure is only logged, as the spec says.
import type { ParticipantStatus } from '../mutations/LiveMutations'
import { useUpdateStatus } from '../mutations/LiveMutations'
import './live.css'
import './screen.css'

const choices: { status: ParticipantStatus; label: string }[] = [
  { status: 'ON_MY_WAY', label: 'On my way' },
  { status: 'HERE', label: "I'm here" },
  { status: 'RUNNING_LATE', label: 'Late' },
]

/** `participantId`: the viewer's participant's global id. */
export function QuickStatus(props: { participantId: string; status: string }) {
  const update = useUpdateStatus()
  return (
    <section className="quick-status" aria-label="Quick Status">
      {choices.map((choice) => (
        <button
          key={choice.status}
          type="button"
          className={`status-chip${props.status === choice.status ? ' status-chip-on' : ''}`}
          aria-pressed={props.status === choice.status}
          onClick={() =>
            update(props.participantId, choice.status).catch((error) => console.warn('[live] status not saved', error))
          }
        >
          {choice.label}
        </button>
      ))}
    </section>
  )
}
