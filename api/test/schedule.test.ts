// The one rule for the past, with the clock passed in.
import { describe, expect, it } from 'vitest'
import { earliestStart, isPast } from '../src/gathers/schedule.policy.js'

const at = (iso: string) => new Date(iso)

describe('earliestStart', () => {
  it('allows a start up to an hour ago during the day', () => {
    expect(earliestStart(at('2026-11-23T15:00:00Z'))).toEqual(at('2026-11-23T14:00:00Z'))
  })

  it('never reaches back into the previous UTC day, where the start would already count as past', () => {
    const now = at('2026-11-23T00:20:00Z')
    expect(earliestStart(now)).toEqual(at('2026-11-23T00:00:00Z'))
    expect(isPast(at('2026-11-22T23:50:00Z'), now)).toBe(true)
    expect(isPast(earliestStart(now), now)).toBe(false)
  })
})
