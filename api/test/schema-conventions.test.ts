// The schema's conventions, as served to a third party: enum values in SCREAMING_SNAKE (REST keeps
// the spec's lower-case spellings), a strict RFC 3339 DateTime, pages refused outside 0 to 100
// rather than cut, and the older surfaces marked @deprecated, unused by the web app.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { NoDeprecatedCustomRule, parse, specifiedRules, validate } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { rest } from '../../tests/helpers/http.js'
import { prisma } from '../src/core/db.js'
import { schema } from '../src/edge/graphql/schema.js'

type Answer<T = Record<string, unknown>> = {
  data?: T | null
  errors?: { message: string; extensions?: { code?: string } }[]
}

let app: TestApp
let person: { userId: string; cookieHeader: string }
beforeAll(async () => {
  app = await startTestApp()
  person = await app.signIn()
})
afterAll(() => app?.stop())

async function post<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  cookie = person.cookieHeader,
) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  })
  return { status: response.status, body: (await response.json()) as Answer<T> }
}

/** The status and the codes of an answer's errors. */
const refusal = (answer: { status: number; body: Answer<unknown> }) => ({
  status: answer.status,
  codes: (answer.body.errors ?? []).map((e) => e.extensions?.code),
})

describe('enums', () => {
  it('spell every value of the served schema in SCREAMING_SNAKE', async () => {
    type Types = { __schema: { types: { name: string; enumValues: { name: string }[] | null }[] } }
    const { body } = await post<Types>('{ __schema { types { name enumValues(includeDeprecated: true) { name } } } }')
    const types = body.data?.__schema.types ?? []
    const enums = types.filter((t) => t.enumValues && !t.name.startsWith('__'))
    const values = (name: string) => enums.find((t) => t.name === name)?.enumValues?.map((v) => v.name)
    expect(values('InvitationResponse')).toEqual(['ACCEPTED', 'DECLINED'])
    expect(values('InvitationStatus')).toEqual(['ACCEPTED', 'DECLINED', 'INVITED', 'PENDING'])
    expect(values('SuggestionKind')).toEqual([
      'BARS_AND_LOUNGES',
      'COFFEE_SHOPS',
      'GENERIC',
      'LOCAL_SHOPS',
      'NIGHTLIFE',
      'RESTAURANTS',
      'THINGS_TO_DO',
    ])
    const misspelt = enums.flatMap((t) =>
      (t.enumValues ?? [])
        .filter((v) => !/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(v.name))
        .map((v) => `${t.name}.${v.name}`),
    )
    expect(misspelt).toEqual([])
  })

  it('are SCREAMING_SNAKE on GraphQL and the spec’s lower case on REST, for the same invitation', async () => {
    const guest = await app.signIn()
    const meetup = await createMeetupWith(person.userId)
    const invited = await prisma().participant.create({
      data: { meetupId: meetup.id, userId: guest.userId, invitationStatus: 'invited', status: 'invited' },
    })
    const byRest = await rest(app.url, 'PATCH', `/api/invitations/${invited.id}/respond`, {
      cookie: guest.cookieHeader,
      body: { response: 'accepted' },
    })
    expect(byRest).toMatchObject({ status: 200, body: { invitationStatus: 'accepted' } })
    // REST reads only the spec's spelling.
    const screaming = await rest(app.url, 'PATCH', `/api/invitations/${invited.id}/respond`, {
      cookie: guest.cookieHeader,
      body: { response: 'DECLINED' },
    })
    expect(screaming.status).toBe(400)
    const respond = `mutation($id: ID!, $response: InvitationResponse!) { respondToInvitation(participantId: $id,
      response: $response) { ... on RespondToInvitationPayload { data { invitationStatus } } } }`
    const declined = await post(respond, { id: invited.id, response: 'DECLINED' }, guest.cookieHeader)
    expect(declined.body.data).toEqual({ respondToInvitation: { data: { invitationStatus: 'DECLINED' } } })
    expect(refusal(await post(respond, { id: invited.id, response: 'declined' }, guest.cookieHeader))).toEqual({
      status: 400,
      codes: ['BAD_USER_INPUT'],
    })
    const read = await rest(app.url, 'GET', `/api/meetups/${meetup.id}`, { cookie: guest.cookieHeader })
    expect(read.body.participants).toContainEqual(expect.objectContaining({ invitationStatus: 'declined' }))
  })
})

describe('DateTime', () => {
  const calendar =
    'query($from: DateTime!) { viewer { calendarMeetups(from: $from) { totalCount edges { node { startTime } } } } }'

  it('refuses what is not an RFC 3339 date and time, as a variable or in the document', async () => {
    for (const from of ['1', '2026-13-01', '2026-13-01T10:00:00Z', '2026-02-30T10:00:00Z', '2026-11-29', 1]) {
      expect(refusal(await post(calendar, { from })), String(from)).toEqual({ status: 400, codes: ['BAD_USER_INPUT'] })
    }
    const literal = await post('{ viewer { calendarMeetups(from: "1") { totalCount } } }')
    expect(refusal(literal)).toEqual({ status: 200, codes: ['GRAPHQL_VALIDATION_FAILED'] })
  })

  it('reads Z and offsets as the instant they name, and answers in UTC with milliseconds', async () => {
    const organiser = await app.signIn()
    const meetup = await createMeetupWith(organiser.userId)
    const start = new Date('2026-11-29T10:00:00Z')
    await prisma().meetup.update({ where: { id: meetup.id }, data: { startTime: start } })
    const count = async (from: string) => {
      const { body } = await post<{ viewer: { calendarMeetups: { totalCount: number } } }>(
        calendar,
        { from },
        organiser.cookieHeader,
      )
      expect(body.errors, from).toBeUndefined()
      return body.data?.viewer.calendarMeetups.totalCount
    }
    expect(await count('2026-11-29T10:00:00Z')).toBe(1)
    expect(await count('2026-11-29T11:00:00+01:00')).toBe(1)
    expect(await count('2026-11-29T11:00:00.001+01:00')).toBe(0)
    expect(await count('2026-11-29T05:00:00-05:00')).toBe(1)
    const { body } = await post(calendar, { from: '2026-11-29T10:00:00Z' }, organiser.cookieHeader)
    expect(JSON.stringify(body.data)).toContain('"startTime":"2026-11-29T10:00:00.000Z"')
  })
})

describe('pages', () => {
  it('refuse first or last above 100, or below 0, before anything runs, naming the maximum', async () => {
    const cases = [
      '{ viewer { activeMeetups(first: 101) { totalCount } } }',
      '{ viewer { activeMeetups(last: 101) { totalCount } } }',
      '{ viewer { activeMeetups(first: -1) { totalCount } } }',
      '{ viewer { groups(first: 1) { edges { node { members(last: 101) { edges { node { id } } } } } } } }',
    ]
    for (const query of cases) {
      const answer = await post(query)
      expect(refusal(answer), query).toEqual({ status: 400, codes: ['BAD_USER_INPUT'] })
      expect(answer.body.errors?.[0]?.message, query).toMatch(/0 to 100 items/)
      expect(answer.body.data, query).toBeUndefined()
    }
    const asVariable = await post('query($n: Int) { viewer { myMeetups(first: $n) { totalCount } } }', { n: 101 })
    expect(refusal(asVariable)).toEqual({ status: 400, codes: ['BAD_USER_INPUT'] })
  })

  it('run from 0 to 100', async () => {
    for (const size of [0, 100]) {
      const answer = await post(
        `{ viewer { activeMeetups(first: ${size}) { totalCount } last: myMeetups(last: ${size}) { totalCount } } }`,
      )
      expect(answer.body.errors, String(size)).toBeUndefined()
    }
  })

  it('priced by rateLimit.cost(document:) are refused the same way', async () => {
    const answer = await post('query($d: String) { rateLimit { cost(document: $d) } }', {
      d: '{ viewer { activeMeetups(first: 101) { totalCount } } }',
    })
    expect(answer.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('0 to 100 items'),
      extensions: { code: 'VALIDATION_FAILED' },
    })
  })
})

describe('older surfaces', () => {
  it('are deprecated, each naming what replaces it', async () => {
    type Fields = { fields: { name: string; isDeprecated: boolean; deprecationReason: string | null }[] }
    const { body } = await post<Record<'participant' | 'subscription', Fields>>(`{
      participant: __type(name: "Participant") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } }
      subscription: __type(name: "Subscription") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } }
    }`)
    const deprecated = (type: 'participant' | 'subscription') =>
      body.data?.[type].fields.filter((f) => f.isDeprecated).map((f) => [f.name, f.deprecationReason])
    expect(deprecated('participant')).toEqual([['travelTime', expect.stringMatching(/^Use eta\b/)]])
    expect(deprecated('subscription')).toEqual([
      ['participantLocationUpdated', expect.stringMatching(/^Use livePositions\b/)],
    ])
  })

  it("are not used by the web app's documents", () => {
    const file = path.resolve(import.meta.dirname, '../../web/persisted-documents.json')
    const documents = Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
    expect(documents.length).toBeGreaterThan(50)
    const uses = documents.flatMap((text) =>
      validate(schema, parse(text), [...specifiedRules, NoDeprecatedCustomRule]).map((e) => e.message),
    )
    expect(uses).toEqual([])
  })
})
