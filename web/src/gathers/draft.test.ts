import { describe, expect, it } from 'vitest'
import { draftKey, parseDraft } from './draft'

describe('the create form draft', () => {
  const draft = {
    place: { name: 'Central Park', address: 'Central Park, New York', lat: 40.78, lon: -73.96 },
    description: 'Picnic',
    when: { date: '2026-11-24', time: '15:00' },
    people: [{ gatherId: 'femi', displayName: 'Femi' }],
    emails: ['cleo@example.com'],
  }

  it('reads back what was stored', () => {
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft)
  })

  it('ignores nothing, broken JSON and other shapes', () => {
    expect(parseDraft(null)).toBeNull()
    expect(parseDraft('{')).toBeNull()
    expect(parseDraft(JSON.stringify({ description: 'x' }))).toBeNull()
  })

  it('drops the parts that are not well formed and keeps the rest', () => {
    const parsed = parseDraft(
      JSON.stringify({ ...draft, place: { name: 'x' }, people: [{ gatherId: 3 }, { gatherId: 'ada' }], emails: [1] }),
    )
    expect(parsed).toMatchObject({ place: null, people: [{ gatherId: 'ada', displayName: null }], emails: [] })
  })

  it('keeps a Group Gather draft apart from a plain one', () => {
    expect(draftKey('g1')).not.toBe(draftKey(null))
  })
})
