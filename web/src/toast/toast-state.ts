// Toasts: one visible at a time, a new one replaces it, 5000 ms by default,
// dismissed with F8 or a swipe right of 50 px or more. A toast belongs to the screen that raised
// it and goes when the app moves to another; one raised as the app leaves for its next screen
// (`next`: "Account created!" on the way home) belongs to that one.
export interface ToastInput {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  duration?: number
  /** Says something about the screen the app goes to next, not this one. */
  next?: boolean
}

export interface Toast extends Required<Omit<ToastInput, 'description' | 'next'>> {
  id: number
  description?: string
  /** The path of its screen; null until the next screen is reached. */
  screen: string | null
}

export const toastDefaults = { duration: 5000, maxWidthPx: 420, swipeThresholdPx: 50, dismissKey: 'F8' } as const

export type ToastAction =
  | { type: 'show'; toast: Toast }
  | { type: 'dismiss'; id?: number }
  | { type: 'moved'; path: string }

export function toastReducer(state: Toast | null, action: ToastAction): Toast | null {
  switch (action.type) {
    case 'show':
      return action.toast
    case 'dismiss':
      return action.id === undefined || state?.id === action.id ? null : state
    case 'moved':
      if (!state || state.screen === action.path) return state
      return state.screen === null ? { ...state, screen: action.path } : null
  }
}

let nextId = 1
/** `path`: the screen on show at the time (the toast's own, unless it is for the next one). */
export function makeToast({ next, ...input }: ToastInput, path: string | null = null): Toast {
  return { id: nextId++, variant: 'default', duration: toastDefaults.duration, ...input, screen: next ? null : path }
}

export const isDismissingSwipe = (deltaX: number) => deltaX >= toastDefaults.swipeThresholdPx
