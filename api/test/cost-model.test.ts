// The one price of a GraphQL operation (cost.ts), as the hourly limit takes it and as the refusal
// of oversized operations reads it: page sizes and list arguments multiply what is under them,
// with the variables execution sees (defaults applied), fragments and aliases at every use.
import { parse } from 'graphql'
import { describe, expect, it } from 'vitest'
import { maxOperationPoints, priceOperation } from '../src/edge/graphql/cost.js'
import { schema } from '../src/edge/graphql/schema.js'

const cost = (query: string, variables?: Record<string, unknown>, name?: string) =>
  priceOperation(schema, parse(query), name, variables).points

describe('operation cost', () => {
  it('charges a small query 1 point and a mutation at least 5', () => {
    expect(cost('{ viewer { id displayName } }')).toBe(1)
    expect(cost('mutation { signOut }')).toBe(5)
    expect(cost('subscription($m: ID!) { meetupUpdated(meetupId: $m) { meetup { id } } }', { m: 'x' })).toBe(1)
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

  it('prices a variable left out at its default, as execution runs it', () => {
    const query = `query($n: Int = 100) { viewer { myMeetups(first: $n) { edges { node { id
      participants(first: $n) { edges { node { id displayName } } } } } } } }`
    const literal = query.replace('($n: Int = 100)', '').replaceAll('$n', '100')
    expect(cost(query)).toBe(cost(query, { n: 100 }))
    expect(cost(query)).toBe(cost(literal))
    // 2 + 100 × (edges, node, id, participants) + 100 × 100 × (edges, node, id, displayName)
    expect(cost(query)).toBe(Math.ceil((2 + 100 * 4 + 100 * 100 * 4) / 100))
    // A connection given no page returns 20; a page outside 0 to 100 is refused, not priced.
    expect(cost('{ viewer { groups { edges { node { id } } } } }')).toBe(1)
    for (const page of ['first: 2000000000', 'last: 101', 'first: -1']) {
      const price = priceOperation(schema, parse(`{ viewer { groups(${page}) { edges { node { id } } } } }`))
      expect(price, page).toEqual({ points: 0, nodes: 0, refusedPage: expect.stringContaining('0 to 100 items') })
    }
  })

  it('prices a list argument per element', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `"id${i}"`)
    const query = (list: string[]) =>
      `{ nodes(ids: [${list.join(',')}]) { id ... on Meetup { participants(first: 100) { edges { node { id } } } } } }`
    expect(cost(query(ids.slice(0, 1)))).toBe(Math.ceil((1 + 2 + 100 * 3) / 100))
    expect(cost(query(ids))).toBe(Math.ceil((1 + 1000 * (2 + 100 * 3)) / 100))
    expect(cost(query(ids))).toBeGreaterThan(maxOperationPoints)
    // The same list as a variable costs the same.
    const asVariable =
      'query($ids: [ID!]!) { nodes(ids: $ids) { id ... on Meetup { participants(first: 100) { edges { node { id } } } } } }'
    expect(cost(asVariable, { ids: ids.map((id) => JSON.parse(id)) })).toBe(cost(query(ids)))
  })

  it('counts fragments where they are spread and aliases as often as they are asked, and only the operation asked for', () => {
    const doc = `
      fragment G on Group { id name }
      query A { viewer { groups(first: 100) { edges { node { ...G ... on Group { id } } } } } }
      query B { viewer { id } }`
    expect(cost(doc, {}, 'A')).toBe(Math.ceil((2 + 100 * 5) / 100))
    expect(cost(doc, {}, 'B')).toBe(1)
    // No such operation: it will not run, and costs nothing; nor do variables execution refuses.
    expect(cost(doc, {}, 'C')).toBe(0)
    expect(cost('query($n: Int!) { viewer { groups(first: $n) { edges { node { id } } } } }', {})).toBe(0)
    // A fragment spread twice, under two aliases, counts twice.
    const page = 'groups(first: 100) { edges { node { ...G } } }'
    const twice = `fragment G on Group { id name members(first: 100) { edges { node { id } } } }
      { viewer { a: ${page} b: ${page} } }`
    const once = `fragment G on Group { id name members(first: 100) { edges { node { id } } } }
      { viewer { a: ${page} } }`
    expect(cost(twice)).toBe(Math.ceil((1 + 2 * (1 + 100 * 5 + 100 * 100 * 3)) / 100))
    expect(cost(once)).toBe(Math.ceil((1 + 1 + 100 * 5 + 100 * 100 * 3) / 100))
  })
})
