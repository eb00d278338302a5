// When the live screen fetches a fresh snapshot of the gather (pure, for a unit test):
// - visitors (no live push) every 5 s, as the spec polls the gather;
// - participants get pushes (ETAs ride on the positions): no refetch while the push is up, and
//   one every 5 s while the push connection is down or the last fetch failed, until both are back;
// - never while the tab is hidden (a fetch follows at once when it is shown again).

export const visitorRefreshMs = 5000

export interface RefreshState {
  /** The screen has live pushes (an accepted participant's subscriptions). */
  pushed: boolean
  /** The push connection is down. */
  liveDown: boolean
  /** The last snapshot fetch failed (the server is unreachable). */
  failed: boolean
  hidden: boolean
}

/** Milliseconds until the next snapshot, or null for none until something changes. */
export function nextRefreshIn(state: RefreshState): number | null {
  if (state.hidden) return null
  if (!state.pushed || state.liveDown || state.failed) return visitorRefreshMs
  return null
}

/** What the screen tells the person about the connection. */
export const isReconnecting = (state: Pick<RefreshState, 'pushed' | 'liveDown' | 'failed'>) =>
  state.failed || (state.pushed && state.liveDown)
