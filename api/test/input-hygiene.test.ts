// Bad text, ids and selections get a clear 4xx or GraphQL error, never a 500 or a masked
// INTERNAL_SERVER_ERROR, and nothing is written by a call that fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { graphql } from '../../tests/helpers/graphql.js'
import { rest } from '../../tests/helpers/http.js'
import { prisma } from '../src/core/db.js'

let app: TestApp
let cookie: string
let meetupId: string
let groupId: string
beforeAll(async () => {
  app = await startTestApp()
  const person = await app.signIn()
  cookie = person.cookieHeader
  meetupId = (await createMeetupWith(person.userId)).id
  groupId = (await prisma().group.create({ data: { ownerId: person.userId, name: 'Climbers' } })).id
}, 120_000)
afterAll(async () => {
  await app?.stop()
})

const dayMs = 24 * 60 * 60 * 1000
const meetupInput = (overrides: Record<string, unknown> = {}) => {
  const start = new Date(Date.now() + dayMs)
  return {
    locationName: 'Central Park',
    description: 'Picnic',
    gatherDate: start.toISOString().slice(0, 10),
    gatherTime: '12:00',
    scheduledDateTime: start.toISOString(),
    ...overrides,
  }
}

describe.each([
  ['NUL', 'Ada\u0000Lovelace'],
  ['a lone surrogate', 'Ada\uD800'],
  ['an escape character', 'Ada\u001b[31m'],
])('text with %s', (_label, bad) => {
  it('is refused with 400 by every REST text field', async () => {
    const calls: [string, string, unknown][] = [
      ['POST', '/api/user/profile', { displayName: bad, gatherID: 'ada_x' }],
      ['PATCH', '/api/auth/update-profile', { displayName: bad }],
      ['POST', '/api/groups', { name: bad }],
      ['PATCH', `/api/groups/${groupId}`, { name: bad }],
      ['POST', `/api/groups/${groupId}/members`, { displayName: bad, email: 'friend@example.com' }],
      ['POST', '/api/meetups', meetupInput({ locationName: bad })],
      ['POST', '/api/meetups', meetupInput({ description: bad })],
      ['POST', '/api/meetups', meetupInput({ locationAddress: bad })],
      ['PATCH', `/api/meetups/${meetupId}`, { description: bad }],
      ['POST', '/api/validate-user', { gatherIdOrEmail: bad }],
      ['POST', '/api/auth/login', { email: `a${bad}@example.com`, password: bad }],
    ]
    for (const [method, path, body] of calls) {
      const response = await rest(app.url, method, path, { body, cookie })
      expect(response.status, `${method} ${path}`).toBe(400)
      expect(response.body.error, `${method} ${path}`).toBeTruthy()
    }
    const search = await rest(
      app.url,
      'GET',
      `/api/places/search?q=${encodeURIComponent(bad.replace('\uD800', '\uFFFD')).replace('%EF%BF%BD', '%ED%A0%80')}`,
      { cookie },
    )
    expect(search.status).toBeLessThan(500)
  })

  it('is refused as a typed error by every mutation with text', async () => {
    const mutations: [string, Record<string, unknown>][] = [
      ['mutation($v: String!) { updateDisplayName(displayName: $v) { __typename } }', {}],
      ['mutation($v: String!) { setProfile(displayName: $v, gatherId: "ada_y") { __typename } }', {}],
      ['mutation($v: String!) { createGroup(name: $v) { __typename } }', {}],
      ['mutation($v: String!, $g: ID!) { renameGroup(groupId: $g, name: $v) { __typename } }', { g: groupId }],
      [
        'mutation($v: String!, $m: ID!) { updateMeetup(meetupId: $m, input: { description: $v }) { __typename } }',
        { m: meetupId },
      ],
      [
        'mutation($v: String!) { createMeetup(input: { locationName: $v, description: "x", gatherDate: "2030-01-01", gatherTime: "12:00" }) { __typename } }',
        {},
      ],
      [
        'mutation($v: String!, $g: ID!) { addGroupMember(groupId: $g, contact: { displayName: $v, email: "f@example.com" }) { __typename } }',
        { g: groupId },
      ],
      [
        'mutation($v: String!, $m: ID!) { addParticipant(meetupId: $m, gatherIdOrEmail: $v) { __typename } }',
        { m: meetupId },
      ],
    ]
    for (const [query, variables] of mutations) {
      const result = await graphql<Record<string, { __typename: string }>>(
        app.url,
        query,
        { ...variables, v: bad },
        cookie,
      )
      expect(result.errors, query).toBeUndefined()
      expect(Object.values(result.data ?? {})[0]?.__typename, query).toBe('ValidationError')
    }
  })
})

describe('ids, cursors and selections', () => {
  it('answers unknown or malformed ids in node and nodes with an error that is not internal', async () => {
    const wellFormedButNotUuid = Buffer.from('Meetup:nope').toString('base64')
    const nul = Buffer.from('Participant:\u0000').toString('base64')
    for (const id of ['junk', wellFormedButNotUuid, nul, Buffer.from('User:123').toString('base64')]) {
      const result = await graphql(
        app.url,
        'query($id: ID!) { node(id: $id) { id } nodes(ids: [$id]) { id } }',
        { id },
        cookie,
      )
      expect(result.errors?.length, id).toBeGreaterThan(0)
      for (const error of result.errors ?? []) expect(error.extensions?.code, id).not.toBe('INTERNAL_SERVER_ERROR')
    }
    const unknown = Buffer.from('Meetup:6f1c1b5e-1d7e-4c43-9d0e-1b2c3d4e5f60').toString('base64')
    expect((await graphql(app.url, 'query($id: ID!) { node(id: $id) { id } }', { id: unknown }, cookie)).data).toEqual({
      node: null,
    })
  })

  it('answers junk cursors without an internal error', async () => {
    const cursors = ['junk', 'R1BDOjEyMw==', '\u0000', 'GPC:S:junk', 'GPC:J:{"id":"x"}', 'GPC:N:1', 'GPC:S:\u0000']
    for (const after of cursors.map((c) => (c.startsWith('GPC') ? Buffer.from(c).toString('base64') : c))) {
      const result = await graphql(
        app.url,
        `query($after: String) { viewer {
          activeMeetups(first: 5, after: $after) { edges { cursor } }
          groups(first: 5, after: $after) { edges { cursor } }
        } }`,
        { after },
        cookie,
      )
      for (const error of result.errors ?? []) expect(error.extensions?.code, after).not.toBe('INTERNAL_SERVER_ERROR')
    }
  })

  it('a mutation selecting only __typename succeeds once: no write followed by an error', async () => {
    const before = await prisma().meetup.count()
    const result = await graphql(
      app.url,
      'mutation($input: CreateMeetupInput!) { createMeetup(input: $input) { __typename } }',
      { input: meetupInput() },
      cookie,
    )
    expect(result).toEqual({ data: { createMeetup: { __typename: 'CreateMeetupPayload' } } })
    expect(await prisma().meetup.count()).toBe(before + 1)
  })
})
