import { describe, expect, it } from 'vitest'
import { initialsOf } from '../src/accounts/person.graphql.js'
import { graphemes, initials, truncate } from '../src/core/lib/graphemes.js'

describe('text by the characters people see', () => {
  it('takes initials from words that start with a letter, never half an emoji', () => {
    expect(initials('Ana O. 🎉')).toBe('AO')
    expect(initials('ana')).toBe('A')
    expect(initials('🎉 party')).toBe('P')
    expect(initials('🎉')).toBe('🎉')
    expect(initials('Émile Zola')).toBe('ÉZ')
    expect(initialsOf({ displayName: 'Ana O. 🎉', firstName: null, lastName: null, gatherId: null })).toBe('AO')
    expect(initialsOf({ displayName: null, firstName: null, lastName: null, gatherId: '🎉x' })).toBe('🎉X')
  })

  it('shortens without cutting a cluster', () => {
    expect(graphemes('a👩‍👩‍👧b')).toEqual(['a', '👩‍👩‍👧', 'b'])
    expect(truncate('ab🇬🇧cd', 3, '...')).toBe('ab🇬🇧...')
    expect(truncate('short', 10)).toBe('short')
  })
})
