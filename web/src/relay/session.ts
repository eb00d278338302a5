// What the network layer learns about the session and the live connection, for the screens:
// - the session ended (a 401, an unauthenticated answer, or the socket closed with 4401) while
//   the app thought it was signed in: listeners run once (routes.tsx shows the logged-out toast);
// - the live connection's state ('idle' before the first subscription, then 'up' or 'down');
// - a live stream's end (StreamError), e.g. ACCESS_ENDED when the viewer's access to a gather ends.
// No React and no DOM here, so that it is unit-testable.

export type LiveState = 'idle' | 'up' | 'down'

export type AccessEndReason = 'removed' | 'declined' | 'ended' | 'signed-out' | 'account-deleted'

export class StreamError extends Error {
  override name = 'StreamError'
  readonly code?: string
  readonly reason?: string
  readonly closeCode?: number
  constructor(message: string, details: { code?: string; reason?: string; closeCode?: number } = {}) {
    super(message)
    this.code = details.code
    this.reason = details.reason
    this.closeCode = details.closeCode
  }
}

/** The stream ended because the viewer's access to it ended (removed, declined, ended…), else null. */
export function accessEnded(error: unknown): { message: string; reason: string } | null {
  if (!(error instanceof StreamError) || error.code !== 'ACCESS_ENDED') return null
  return { message: error.message, reason: error.reason ?? 'ended' }
}

let signedIn = false
let endSignalled = false
const endListeners = new Set<() => void>()

/** The app's view of the session; set by the routes from the viewer query, and before a deliberate sign-out. */
export function setSignedIn(value: boolean) {
  signedIn = value
  if (value) endSignalled = false
}

/** The server said the session is gone (and the app has not signed in again since). */
export function hasSessionEnded() {
  return endSignalled
}

/** The server says the session is gone. Runs the listeners once per session, only if we thought we were signed in. */
export function signalSessionEnd() {
  if (!signedIn || endSignalled) return
  endSignalled = true
  for (const listener of endListeners) listener()
}

export function onSessionEnd(listener: () => void) {
  endListeners.add(listener)
  return () => {
    endListeners.delete(listener)
  }
}

interface ResponseBody {
  data?: Record<string, unknown> | null
  errors?: readonly { message?: string; extensions?: Record<string, unknown> }[]
}

/** An answer that means "not signed in": a typed UnauthorizedError, scope-auth's refusal, or no viewer. */
export function isUnauthenticated(status: number, body: ResponseBody | readonly ResponseBody[]): boolean {
  if (status === 401) return true
  const bodies: readonly ResponseBody[] = Array.isArray(body) ? body : [body as ResponseBody]
  return bodies.some((one) => {
    const refused = (one.errors ?? []).some(
      (e) => e.extensions?.code === 'UNAUTHENTICATED' || /not authorized|unauthorized/i.test(e.message ?? ''),
    )
    const data = one.data ?? {}
    const typed = Object.entries(data).some(
      ([key, value]) =>
        (key === 'viewer' && value === null) ||
        (value !== null &&
          typeof value === 'object' &&
          (value as { __typename?: unknown }).__typename === 'UnauthorizedError'),
    )
    return refused || typed
  })
}

export function readResponseForSessionEnd(status: number, body: ResponseBody | readonly ResponseBody[]) {
  if (signedIn && isUnauthenticated(status, body)) signalSessionEnd()
}

let liveState: LiveState = 'idle'
const liveListeners = new Set<(state: LiveState) => void>()

export function setLiveState(state: LiveState) {
  if (state === liveState) return
  liveState = state
  for (const listener of liveListeners) listener(state)
}

/** Calls `listener` with the live connection's state now and on every change; returns the unsubscribe. */
export function onLiveState(listener: (state: LiveState) => void) {
  liveListeners.add(listener)
  listener(liveState)
  return () => {
    liveListeners.delete(listener)
  }
}
