// The fan-out's shared flush timers on a fake clock: many gathers due in the same slot share one
// timer, a window is never cut short, and a cancelled or replaced run does not run.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFlushTimers } from '../src/live/flush-timers.js'

describe('flush timers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'performance'] })
  })
  afterEach(() => vi.useRealTimers())

  it('runs everything due now on one setImmediate, and the runs of one slot on one timer', () => {
    const timers = createFlushTimers(25)
    const ran: string[] = []
    const keys = Array.from({ length: 50 }, (_, i) => ({ i }))
    for (const key of keys) timers.schedule(key, 0, () => ran.push(`now ${key.i}`))
    expect(vi.getTimerCount()).toBe(1)
    vi.advanceTimersByTime(0)
    expect(ran).toHaveLength(50)
    ran.length = 0
    vi.advanceTimersByTime(1000) // away from a slot boundary
    for (const key of keys) timers.schedule(key, 90 + (key.i % 3), () => ran.push(`later ${key.i}`))
    expect(vi.getTimerCount()).toBe(1)
    expect(timers.size()).toBe(1)
    vi.advanceTimersByTime(89)
    expect(ran).toEqual([])
    vi.advanceTimersByTime(100)
    expect(ran).toHaveLength(50)
  })

  it('never runs a window early, and at most one slot late', () => {
    const timers = createFlushTimers(25)
    vi.advanceTimersByTime(7)
    const scheduledAt = performance.now()
    let ranAt = Number.NaN
    timers.schedule({}, 100, () => {
      ranAt = performance.now()
    })
    vi.advanceTimersByTime(200)
    expect(ranAt - scheduledAt).toBeGreaterThanOrEqual(100)
    expect(ranAt - scheduledAt).toBeLessThanOrEqual(125)
  })

  it('drops a cancelled run and keeps only the latest run of a key', () => {
    const timers = createFlushTimers(25)
    const ran: string[] = []
    const a = {}
    const b = {}
    timers.schedule(a, 0, () => ran.push('a now'))
    timers.schedule(a, 50, () => ran.push('a later'))
    timers.schedule(b, 50, () => ran.push('b'))
    timers.cancel(b)
    expect(timers.pending(a)).toBe(true)
    expect(timers.pending(b)).toBe(false)
    vi.advanceTimersByTime(100)
    expect(ran).toEqual(['a later'])
  })

  it('runs a flush scheduled by a flush of the same slot on the next turn, not never', () => {
    const timers = createFlushTimers(25)
    const ran: string[] = []
    const key = {}
    timers.schedule(key, 0, () => {
      ran.push('first')
      timers.schedule(key, 0, () => ran.push('second'))
    })
    vi.runOnlyPendingTimers()
    expect(ran).toEqual(['first'])
    vi.runOnlyPendingTimers()
    expect(ran).toEqual(['first', 'second'])
  })
})
