import { useSyncExternalStore } from 'react'

const unchanging = () => () => {}

/**
 * False in a page prerendered at build time, true once the app runs it. A prerendered form's
 * submit button stays disabled until then: a tap before the app has taken over would submit the
 * bare HTML form (a reload that loses what was typed) instead of signing in.
 */
export function useAppRunning() {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  )
}
