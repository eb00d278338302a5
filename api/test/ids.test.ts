import { describe, expect, it } from 'vitest'
import { isUuid, parseId } from '../src/core/lib/ids.js'

const id = '0b7a5c1e-2d3f-4a5b-8c9d-0e1f2a3b4c5d'
const globalId = (typename: string, inner: string) => Buffer.from(`${typename}:${inner}`).toString('base64')

describe('ids', () => {
  it('takes a raw UUID in either case and gives it in lower case', () => {
    expect(parseId(id, 'Participant')).toBe(id)
    expect(parseId(id.toUpperCase(), 'Participant')).toBe(id)
    expect(isUuid(id.toUpperCase())).toBe(true)
  })

  it('takes a global id of the type asked for, and no other type', () => {
    expect(parseId(globalId('Participant', id), 'Participant')).toBe(id)
    expect(parseId(globalId('Meetup', id), 'Participant')).toBeNull()
  })

  it('refuses what is not a UUID, as zod does: other versions and variants, extra text, other types', () => {
    for (const value of [
      `${id} `,
      `x${id}`,
      id.replace('-4a5b-', '-9a5b-'), // version 9
      id.replace('-8c9d-', '-cc9d-'), // variant bits of another layout
      globalId('Participant', 'not-a-uuid'),
      'a'.repeat(201),
      '',
      42,
      null,
      undefined,
    ]) {
      expect(parseId(value, 'Participant')).toBeNull()
    }
    expect(isUuid(42)).toBe(false)
    // The nil and max UUIDs are UUIDs (RFC 9562).
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true)
    expect(isUuid('ffffffff-ffff-ffff-ffff-ffffffffffff')).toBe(true)
  })
})
