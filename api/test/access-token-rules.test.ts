// The personal access token rule on its own (tokenMay): a pure function, one row per case.
import { describe, expect, it } from 'vitest'
import { bearerOf } from '../src/accounts/access-tokens.service.js'
import { type TokenUse, tokenMay } from '../src/accounts/tokens.policy.js'

// credential → [read, write, account]
const table: [string, { scope: 'read' | 'read-write' } | null, boolean[]][] = [
  ['a cookie session', null, [true, true, true]],
  ['a read token', { scope: 'read' }, [true, false, false]],
  ['a read-write token', { scope: 'read-write' }, [true, true, false]],
]
const uses: TokenUse[] = ['read', 'write', 'account']

describe('the access token rule', () => {
  it.each(table)('decides what %s may do', (_name, token, expected) => {
    expect(uses.map((use) => tokenMay(token, use))).toEqual(expected)
  })

  it('reads only a well-formed bearer header', () => {
    expect(bearerOf('Bearer gat_abc')).toBe('gat_abc')
    expect(bearerOf('bearer   gat_abc ')).toBe('gat_abc')
    expect(bearerOf('Basic dXNlcjpwYXNz')).toBeUndefined()
    expect(bearerOf('Bearer')).toBeUndefined()
    expect(bearerOf('Bearer a b')).toBeUndefined()
    expect(bearerOf(undefined)).toBeUndefined()
  })
})
