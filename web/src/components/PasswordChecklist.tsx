import { passwordChecks } from '../lib/password'

/** The sign-up strength rule as a live checklist under a new-password field. */
export function PasswordChecklist({ password }: { password: string }) {
  const strength = passwordChecks(password)
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
