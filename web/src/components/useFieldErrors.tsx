// Form errors shown beside their fields, besides the toasts the spec asks for (a toast is gone
// after five seconds; the error beside the field stays until the field changes). Each input with
// an error gets aria-invalid and aria-describedby pointing at its message, and the first such
// input takes focus when errors are shown.
import { useEffect, useId, useRef, useState } from 'react'

export function useFieldErrors<F extends string>() {
  const base = useId()
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({})
  const focusFirst = useRef<F | null>(null)
  const idOf = (field: F) => `${base}${field}-error`

  useEffect(() => {
    const field = focusFirst.current
    if (!field || !errors[field]) return
    focusFirst.current = null
    document.querySelector<HTMLElement>(`[aria-describedby~="${CSS.escape(`${base}${field}-error`)}"]`)?.focus()
  }, [errors, base])

  return {
    errors,
    /** Replaces the shown errors with these, and focuses the first field that has one. */
    show(found: Partial<Record<F, string>>) {
      focusFirst.current = (Object.keys(found) as F[]).find((field) => found[field]) ?? null
      setErrors(found)
    },
    /** The field changed: its error goes. */
    clear(field: F) {
      setErrors((shown) => (shown[field] ? { ...shown, [field]: undefined } : shown))
    },
    /** Props for the field's input. */
    input(field: F, describedBy?: string) {
      const ids = [errors[field] ? idOf(field) : null, describedBy].filter(Boolean).join(' ')
      return { 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': ids || undefined }
    },
    /** The field's message, or nothing. */
    message(field: F) {
      const text = errors[field]
      return text ? (
        <p id={idOf(field)} className="field-error">
          {text}
        </p>
      ) : null
    },
  }
}
