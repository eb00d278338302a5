// The personal access token rule on its own (tokenMay), and the cost of GraphQL operations as the
// hourly limits count it (cost.ts): pure functions, one row per case.
import { parse } from 'graphql'
import { describe, expect, it } from 'vitest'
import { bearerOf } from '../src/accounts/access-tokens.service.js'
import { type TokenUse, tokenMay } from '../src/accounts/tokens.policy.js'
import { operationCost } from '../src/edge/graphql/cost.js'

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

describe('operation cost', () => {
  const cost = (query: string, variables?: Record<string, unknown>, name?: string) =>
    operationCost(parse(query), name, variables)

  it('charges a small query 1 point and a mutation at least 5', () => {
    expect(cost('{ viewer { id displayName } }')).toBe(1)
    expect(cost('mutation { signOut }')).toBe(5)
    expect(cost('subscription { meetupUpdated(meetupId: "x") { id } }')).toBe(1)
  })

  it('multiplies by the page sizes around a field, literal or variable', () => {
    // 1 (viewer) + 1 (groups) + 100 × (edges + node + id + name) = 402 nodes → 5 points.
    const pages = '{ viewer { groups(first: 100) { edges { node { id name } } } } }'
    expect(cost(pages)).toBe(5)
    const asked = 'query($n: Int) { viewer { groups(first: $n) { edges { node { id name } } } } }'
    expect(cost(asked, { n: 100 })).toBe(5)
    expect(cost(asked, { n: 10 })).toBe(1)
    // Nested pages multiply: 50 groups × 50 members each.
    const nested = '{ viewer { groups(first: 50) { edges { node { members(last: 50) { edges { node { id } } } } } } } }'
    expect(cost(nested)).toBe(Math.ceil((2 + 50 * 3 + 50 * 50 * 3) / 100))
  })

  it('counts fragments where they are spread, and only the operation asked for', () => {
    const doc = `
      fragment G on Group { id name }
      query A { viewer { groups(first: 100) { edges { node { ...G ... on Group { id } } } } } }
      query B { viewer { id } }`
    expect(cost(doc, {}, 'A')).toBe(Math.ceil((2 + 100 * 5) / 100))
    expect(cost(doc, {}, 'B')).toBe(1)
    // No such operation: it will not run, and costs nothing.
    expect(cost(doc, {}, 'C')).toBe(0)
  })

  it('caps an absurd page size instead of overflowing', () => {
    expect(cost('{ viewer { groups(first: 2000000000) { edges { node { id } } } } }')).toBe(
      Math.ceil((2 + 10_000 * 3) / 100),
    )
  })
})
