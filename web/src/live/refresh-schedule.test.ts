import { describe, expect, it } from 'vitest'
import { isReconnecting, nextRefreshIn } from './refresh-schedule'

const base = { pushed: false, liveDown: false, failed: false, hidden: false }

describe('when the live screen fetches a fresh snapshot', () => {
  it('refreshes a visitor every 5 s (no push for visitors)', () => {
    expect(nextRefreshIn(base)).toBe(5000)
  })

  it('does not poll a participant with a live push: ETAs ride on the pushed positions', () => {
    expect(nextRefreshIn({ ...base, pushed: true })).toBeNull()
  })

  it('falls back to 5 s while the push is down or the server unreachable', () => {
    expect(nextRefreshIn({ ...base, pushed: true, liveDown: true })).toBe(5000)
    expect(nextRefreshIn({ ...base, pushed: true, failed: true })).toBe(5000)
  })

  it('does not poll a hidden tab', () => {
    expect(nextRefreshIn({ ...base, hidden: true })).toBeNull()
    expect(nextRefreshIn({ ...base, pushed: true, failed: true, hidden: true })).toBeNull()
  })

  it('says "Reconnecting…" when a fetch failed, or when a participant lost the push', () => {
    expect(isReconnecting(base)).toBe(false)
    expect(isReconnecting({ ...base, failed: true })).toBe(true)
    expect(isReconnecting({ ...base, pushed: true, liveDown: true })).toBe(true)
    // A visitor has no push: the socket's state is not theirs to worry about.
    expect(isReconnecting({ ...base, liveDown: true })).toBe(false)
  })
})
