import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
} from 'react'
import { useLocation } from 'react-router-dom'
import { isDismissingSwipe, makeToast, type ToastInput, toastDefaults, toastReducer } from './toast-state'

const ToastContext = createContext<(input: ToastInput) => void>(() => {})
const MovedContext = createContext<(path: string) => void>(() => {})

export const useToast = () => useContext(ToastContext)

/** Tells the toasts which screen is on show (rendered inside the router). */
export function ToastScreen() {
  const moved = useContext(MovedContext)
  const { pathname } = useLocation()
  useLayoutEffect(() => moved(pathname), [moved, pathname])
  return null
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, dispatch] = useReducer(toastReducer, null)
  // The screen on show when a toast is raised (the router has already moved the address when a
  // handler raises one after navigating).
  const show = useCallback(
    (input: ToastInput) => dispatch({ type: 'show', toast: makeToast(input, window.location.pathname) }),
    [],
  )
  const moved = useCallback((path: string) => dispatch({ type: 'moved', path }), [])
  const swipeStart = useRef<number | null>(null)
  const region = useRef<HTMLElement>(null)

  // The region is a manual popover, re-shown with every toast: the top layer stacks in the order
  // things are shown, so a toast stays above a modal dialog that is open at the time.
  useLayoutEffect(() => {
    const element = region.current
    if (!toast || !element || !('showPopover' in element)) return
    if (element.matches(':popover-open')) element.hidePopover()
    element.showPopover()
  }, [toast])

  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => dispatch({ type: 'dismiss', id: toast.id }), toast.duration)
    return () => clearTimeout(timer)
  }, [toast])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === toastDefaults.dismissKey) dispatch({ type: 'dismiss' })
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  return (
    <ToastContext.Provider value={show}>
      <MovedContext.Provider value={moved}>{children}</MovedContext.Provider>
      <section
        ref={region}
        popover="manual"
        className="toast-region"
        aria-label="Notifications (F8)"
        aria-live="polite"
        style={{ maxWidth: toastDefaults.maxWidthPx }}
      >
        {toast && (
          <div
            key={toast.id}
            role="status"
            className={`toast toast-${toast.variant}`}
            onPointerDown={(event) => {
              swipeStart.current = event.clientX
            }}
            onPointerUp={(event) => {
              if (swipeStart.current !== null && isDismissingSwipe(event.clientX - swipeStart.current)) {
                dispatch({ type: 'dismiss', id: toast.id })
              }
              swipeStart.current = null
            }}
          >
            <div className="toast-title">{toast.title}</div>
            {toast.description && <div className="toast-description">{toast.description}</div>}
            <button
              type="button"
              className="toast-close"
              aria-label="Close"
              onClick={() => dispatch({ type: 'dismiss', id: toast.id })}
            >
              ×
            </button>
          </div>
        )}
      </section>
    </ToastContext.Provider>
  )
}
