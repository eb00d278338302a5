// Toasts (spec 000 section 9): one visible at a time, a new one replaces it, 5000 ms by default,
// dismissed with F8 or a swipe right of 50 px or more.
export interface ToastInput {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  duration?: number
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number
  description?: string
}

export const toastDefaults = { duration: 5000, maxWidthPx: 420, swipeThresholdPx: 50, dismissKey: 'F8' } as const

export type ToastAction = { type: 'show'; toast: Toast } | { type: 'dismiss'; id?: number }

export function toastReducer(state: Toast | null, action: ToastAction): Toast | null {
  switch (action.type) {
    case 'show':
      return action.toast
    case 'dismiss':
      return action.id === undefined || state?.id === action.id ? null : state
  }
}

let nextId = 1
export function makeToast(input: ToastInput): Toast {
  return { id: nextId++, variant: 'default', duration: toastDefaults.duration, ...input }
}

export const isDismissingSwipe = (deltaX: number) => deltaX >= toastDefaults.swipeThresholdPx
