import { describe, expect, it } from 'vitest'
import { createPendingJoin, pendingJoinTtlMs } from './pending-join'

class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

describe('the pending join link', () => {
  it('is found in another tab (same localStorage, new sessionStorage) until it expires', () => {
    let now = 1_000
    const local = new MemoryStorage()
    const first = createPendingJoin({ session: new MemoryStorage(), local, now: () => now })
    first.set('abc123')
    const otherTab = createPendingJoin({ session: new MemoryStorage(), local, now: () => now })
    expect(otherTab.get()).toBe('abc123')
    now += pendingJoinTtlMs
    expect(otherTab.get()).toBeNull()
    expect(local.length).toBe(0)
  })

  it('keeps the spec key in sessionStorage, and clear() forgets both copies', () => {
    const session = new MemoryStorage()
    const local = new MemoryStorage()
    const pending = createPendingJoin({ session, local })
    pending.set('xyz')
    expect(session.getItem('pendingJoinLink')).toBe('xyz')
    pending.clear()
    expect(pending.get()).toBeNull()
    expect(createPendingJoin({ session: new MemoryStorage(), local }).get()).toBeNull()
  })

  it('ignores a damaged stored value', () => {
    const local = new MemoryStorage()
    local.setItem('gather-pending-join', '{nope')
    expect(createPendingJoin({ local }).get()).toBeNull()
  })
})
