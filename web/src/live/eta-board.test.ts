import { describe, expect, it } from 'vitest'
import { byArrival, etaText, newArrivals } from './eta-board'

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 26, 18, minutes)).toISOString()
const now = Date.UTC(2026, 10, 26, 18, 0)

describe('the arrival board', () => {
  it('puts people here first, then by arrival, then those without an ETA', () => {
    const people = [
      { id: 'none', eta: null },
      { id: 'late', eta: { basis: 'from pace', arrivesAt: at(30), lateMinutes: 10 } },
      { id: 'here', eta: { basis: 'here', arrivesAt: at(0), lateMinutes: 0 } },
      { id: 'soon', eta: { basis: 'walking estimate', arrivesAt: at(5), lateMinutes: 0 } },
    ]
    expect(byArrival(people).map((p) => p.id)).toEqual(['here', 'soon', 'late', 'none'])
    // The live screen's list: people on their way keep their places as estimates change.
    expect(byArrival(people, { byTime: false }).map((p) => p.id)).toEqual(['here', 'late', 'soon', 'none'])
  })

  it('says the clock time, the minutes left, the basis and how late', () => {
    const text = etaText({ basis: 'from pace', arrivesAt: at(12), lateMinutes: 4 }, now, 'UTC')
    expect(text).toEqual({ headline: 'ETA 6:12 PM', detail: 'in 12 min · from pace', late: 'late by 4 min' })
    expect(etaText({ basis: 'walking estimate', arrivesAt: at(0), lateMinutes: 0 }, now, 'UTC').detail).toBe(
      'in 1 min · walking estimate',
    )
    expect(etaText({ basis: 'here', arrivesAt: at(0), lateMinutes: 0 }, now)).toEqual({
      headline: 'Here',
      detail: null,
      late: null,
    })
  })

  it('announces people whose status became Here, not those here when the screen opened', () => {
    const people = [
      { id: 'a', status: 'HERE' },
      { id: 'b', status: 'ON_MY_WAY' },
      { id: 'c', status: 'HERE' },
    ]
    expect(newArrivals(null, people)).toEqual([])
    const before = new Map([
      ['a', 'ON_MY_WAY'],
      ['b', 'JOINED'],
      ['c', 'HERE'],
    ])
    expect(newArrivals(before, people).map((p) => p.id)).toEqual(['a'])
  })
})
