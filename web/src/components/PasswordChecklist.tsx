// The password rule as a checklist under the field (sign-up, reset): each check ticks as it is
// met, and 'Strong password!' once the rule is.
import type { passwordChecks } from '../lib/password'

export function PasswordChecklist({ strength }: { strength: ReturnType<typeof passwordChecks> }) {
  return (
    <>
      <ul className="checklist" aria-label="Password requirements">
        {strength.checks.map((check) => (
          <li key={check.key} className={check.ok ? 'ok' : ''}>
            {check.ok ? '✓' : '○'} {check.label}
          </li>
        ))}
      </ul>
      {strength.strong && <p className="strong-password">Strong password!</p>}
    </>
  )
}
