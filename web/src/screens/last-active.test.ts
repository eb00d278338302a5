import { describe, expect, it } from 'vitest'
import { lastActive, thisDeviceFirst } from './last-active'

const now = Date.parse('2026-05-01T12:00:00Z')
const ago = (ms: number) => new Date(now - ms).toISOString()
const hour = 3_600_000

describe('lastActive', () => {
  it('says "the last hour" for anything the server cannot tell apart, clock skew included', () => {
    expect(lastActive(ago(0), now)).toBe('Active in the last hour')
    expect(lastActive(ago(59 * 60_000), now)).toBe('Active in the last hour')
    expect(lastActive(ago(-5 * 60_000), now)).toBe('Active in the last hour')
  })

  it('counts whole hours under a day, then days', () => {
    expect(lastActive(ago(hour), now)).toBe('Last active 1 hour ago')
    expect(lastActive(ago(5.5 * hour), now)).toBe('Last active 5 hours ago')
    expect(lastActive(ago(23.9 * hour), now)).toBe('Last active 23 hours ago')
    expect(lastActive(ago(24 * hour), now)).toBe('Last active yesterday')
    expect(lastActive(new Date(now - 3 * 24 * hour - 1), now)).toBe('Last active 3 days ago')
  })
})

describe('thisDeviceFirst', () => {
  it('puts the current session first and keeps the order of the others', () => {
    const list = [
      { id: 'a', current: false },
      { id: 'b', current: true },
      { id: 'c', current: false },
    ]
    expect(thisDeviceFirst(list).map((s) => s.id)).toEqual(['b', 'a', 'c'])
  })
})
