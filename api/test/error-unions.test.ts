// A field's error union holds every typed error its service can throw, so that each expected
// failure reaches the client as a member it can switch on (`__typename`), never as a top-level
// error with generic text on the screen.
//
// What can really fail is read from the source (thrown-errors.ts): every `new SomeError(…)` of an
// AppError subclass that a field's resolver reaches through calls into api/src. That reading
// over-approximates (a branch never taken still counts), except in three places where the code
// says the error cannot come out:
// - an error a `try`, `.catch(h)` or `.then(ok, h)` handles without rethrowing;
// - `if (!viewer) throw new UnauthorizedError()` in a field with `authScopes: { signedIn: true }`:
//   the scope refuses a signed-out caller before the resolver runs;
// - what adapters and libraries throw (they do not know our error classes; a database outage is
//   DATABASE_UNAVAILABLE, a top-level error with HTTP 503, for every field alike).
// A union holding a thrown class's ancestor covers it too: the errors plugin answers with the
// first member the error is an instance of. Checked: every mutation (one without a union must
// throw nothing typed) and every query that declares a union. Not checked: queries without a
// union, which answer a refusal as a top-level error with its `extensions.code`, and
// subscriptions, whose refusals (and ACCESS_ENDED) end the stream as graphql-ws errors do.
//
// The second half drives the fields whose unions this test found short into those errors over
// HTTP, and the errors that tell two cases apart for the web client (GatherIdNotFoundError from a
// missing group's NotFoundError, the argument at fault in setProfile's ValidationError).
import { getNullableType, isObjectType, isUnionType } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { graphql } from '../../tests/helpers/graphql.js'
import { schema } from '../src/edge/graphql/schema.js'
import { type RootField, rootFieldsAndTheirErrors } from './thrown-errors.js'

/** The GraphQL type of an error class (the base class is exposed as BaseError). */
const typeNameOf = (errorClass: string) => (errorClass === 'AppError' ? 'BaseError' : errorClass)

describe('error unions against what the services throw', () => {
  let fields: RootField[]
  beforeAll(() => {
    fields = rootFieldsAndTheirErrors()
  })
  const field = (kind: RootField['kind'], name: string) => {
    const found = fields.find((f) => f.kind === kind && f.name === name)
    if (!found) throw new Error(`${kind}.${name} not found in the source`)
    return found
  }
  const rootType = (kind: RootField['kind']) =>
    kind === 'Query'
      ? schema.getQueryType()
      : kind === 'Mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType()
  const unionMembers = (f: RootField) => {
    const type = getNullableType(rootType(f.kind)?.getFields()[f.name]?.type)
    return isUnionType(type) ? type.getTypes().map((t) => t.name) : []
  }

  it('finds every Query and Mutation field of the schema in the source', () => {
    for (const kind of ['Query', 'Mutation'] as const) {
      const inSchema = Object.keys(rootType(kind)?.getFields() ?? {})
      // node and nodes come from the Relay plugin, with no service behind them.
      const expected = inSchema.filter((name) => !['node', 'nodes'].includes(name)).sort()
      expect(fields.filter((f) => f.kind === kind).map((f) => f.name)).toEqual(expect.arrayContaining(expected))
    }
  })

  it('follows calls across modules, and keeps to what can really fail', () => {
    // consumeAll lives in core/rate-limits.ts, two calls away from the resolver.
    expect(field('Mutation', 'createMeetup').throws.get('RateLimitError')?.where).toBe(
      'core/rate-limits.ts: consumeAll',
    )
    // The banner's place lookups turn a used-up limit into "no city" (.then(ok, handler)).
    expect([...field('Query', 'localSuggestions').throws.keys()]).toEqual(['ValidationError'])
    // Signed-in only: the `if (!viewer)` guard's UnauthorizedError cannot happen...
    expect(field('Mutation', 'createGroup').throws.has('UnauthorizedError')).toBe(false)
    // ...but a wrong password's can, on a field anyone may call.
    expect(field('Mutation', 'signIn').throws.has('UnauthorizedError')).toBe(true)
  })

  it('gives each mutation, and each query with a union, every typed error its service can throw', () => {
    const short: string[] = []
    for (const f of fields) {
      if (f.kind === 'Subscription' || (f.kind === 'Query' && !f.hasUnion)) continue
      const members = unionMembers(f)
      for (const [errorClass, { where, ancestors }] of f.throws) {
        if ([errorClass, ...ancestors].some((c) => members.includes(typeNameOf(c)))) continue
        short.push(
          members.length
            ? `${f.kind}.${f.name} can throw ${errorClass} (${where}); its union has ${members.join(', ')}`
            : `${f.kind}.${f.name} can throw ${errorClass} (${where}) and has no error union`,
        )
      }
    }
    expect(short).toEqual([])
  })

  it('exposes every error a checked field can throw as a GraphQL type implementing Error', () => {
    const thrown = new Set(
      fields.filter((f) => f.kind === 'Mutation' || f.hasUnion).flatMap((f) => [...f.throws.keys()]),
    )
    const missing = [...thrown].filter((errorClass) => {
      const type = schema.getType(typeNameOf(errorClass))
      return !isObjectType(type) || !type.getInterfaces().some((i) => i.name === 'Error')
    })
    expect(missing).toEqual([])
  })
})

describe('typed errors arrive as members of their field’s union', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(async () => {
    await app?.stop()
  })
  let n = 0
  const person = async (name: string) => {
    const gatherId = `${name.toLowerCase()}_u${++n}${Date.now() % 100000}`
    return { ...(await app.signIn({ displayName: name, gatherId })), gatherId }
  }
  /** The member a field answered with, or the top-level error's code when it answered none. */
  const answerOf = async (
    query: string,
    variables: Record<string, unknown>,
    auth: { cookie?: string; bearer?: string },
  ) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(auth.cookie ? { cookie: auth.cookie } : {}),
        ...(auth.bearer ? { authorization: `Bearer ${auth.bearer}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    })
    const body = (await response.json()) as {
      data?: Record<string, { __typename: string; message?: string; field?: string } | null> | null
      errors?: { extensions?: { code?: string } }[]
    }
    const [answer] = Object.values(body.data ?? {})
    return answer ?? { __typename: `top-level ${body.errors?.[0]?.extensions?.code ?? 'error'}` }
  }
  /** A mutation asking for the member's type and message (and what else `more` selects). */
  const member = (field: string, args = '', more = '') =>
    `mutation${args ? `(${args})` : ''} { ${field} { __typename ... on Error { message } ${more} } }`

  it('createMeetup answers RateLimitError once its Gather ID lookups are used up', async () => {
    const olga = await person('Olga')
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    // 61 Gather IDs: one more lookup than the 60 a minute anyone has.
    const selectedGatherIds = Array.from({ length: 61 }, (_, i) => `ghost_${i}`)
    const input = {
      locationName: 'Park',
      description: 'Picnic',
      gatherDate: tomorrow,
      gatherTime: '12:00',
      selectedGatherIds,
    }
    const answer = await answerOf(
      member('createMeetup(input: $input)', '$input: CreateMeetupInput!'),
      { input },
      {
        cookie: olga.cookieHeader,
      },
    )
    expect(answer).toMatchObject({
      __typename: 'RateLimitError',
      message: expect.stringMatching(/^Too many lookups\./),
    })
  })

  it('answers an access token ForbiddenError in the union of what only a signed-in browser may do', async () => {
    const ada = await person('Ada')
    const made = await answerOf(
      'mutation { createAccessToken(name: "Script", scope: READ_WRITE) { ... on CreateAccessTokenPayload { data { secret } } } }',
      {},
      { cookie: ada.cookieHeader },
    )
    const secret = (made as unknown as { data: { secret: string } }).data.secret
    const calls = {
      signUp: member('signUp(email: "new@example.com", password: "Str0ng-enough")'),
      requestPasswordReset: member('requestPasswordReset(email: "ada@example.com")'),
      resetPassword: member('resetPassword(token: "0123456789abcdefghijklmnop", password: "Str0ng-enough")'),
      signOut: member('signOut'),
      deleteAccount: member('deleteAccount'),
      createAccessToken: member('createAccessToken(name: "More", scope: READ)'),
      revokeAccessToken: member(`revokeAccessToken(id: "${crypto.randomUUID()}")`),
    }
    const answers: Record<string, string> = {}
    for (const [field, query] of Object.entries(calls)) {
      answers[field] = (await answerOf(query, {}, { bearer: secret })).__typename
    }
    expect(answers).toEqual(Object.fromEntries(Object.keys(calls).map((field) => [field, 'ForbiddenError'])))
  })

  it('enablePushDevice and disablePushDevice answer a bad subscription with ValidationError', async () => {
    const femi = await person('Femi')
    const enable = await answerOf(
      member('enablePushDevice(subscription: $s)', '$s: PushSubscriptionInput!'),
      { s: { endpoint: 'http://push.example/x', keys: { p256dh: 'x', auth: 'y' } } },
      { cookie: femi.cookieHeader },
    )
    expect(enable.__typename).toBe('ValidationError')
    const disable = await answerOf(
      member('disablePushDevice(endpoint: "not a url")'),
      {},
      { cookie: femi.cookieHeader },
    )
    expect(disable.__typename).toBe('ValidationError')
  })

  it('tells an unknown Gather ID (GatherIdNotFoundError) from a missing group or gather (NotFoundError)', async () => {
    const ada = await person('Ada')
    const created = await graphql<{ createGroup: { data: { id: string } } }>(
      app.url,
      'mutation { createGroup(name: "Hikers") { ... on CreateGroupPayload { data { id } } } }',
      {},
      ada.cookieHeader,
    )
    const groupId = created.data?.createGroup.data.id
    const add = (group: string, who: string) =>
      answerOf(
        member(`addGroupMember(groupId: "${group}", gatherIdOrEmail: "${who}")`),
        {},
        { cookie: ada.cookieHeader },
      )
    expect(await add(String(groupId), 'nobody_has_this')).toMatchObject({
      __typename: 'GatherIdNotFoundError',
      message: 'User not found',
    })
    expect(await add(crypto.randomUUID(), 'nobody_has_this')).toMatchObject({
      __typename: 'NotFoundError',
      message: 'Group not found',
    })

    const meetup = await graphql<{ createMeetup: { data: { id: string } } }>(
      app.url,
      `mutation($input: CreateMeetupInput!) { createMeetup(input: $input) { ... on CreateMeetupPayload { data { id } } } }`,
      {
        input: {
          locationName: 'Park',
          description: 'Picnic',
          gatherDate: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
          gatherTime: '12:00',
        },
      },
      ada.cookieHeader,
    )
    const meetupId = meetup.data?.createMeetup.data.id
    const addToGather = (id: string) =>
      answerOf(
        member(`addParticipant(meetupId: "${id}", gatherIdOrEmail: "nobody_has_this")`),
        {},
        {
          cookie: ada.cookieHeader,
        },
      )
    expect(await addToGather(String(meetupId))).toMatchObject({ __typename: 'GatherIdNotFoundError' })
    expect(await addToGather(crypto.randomUUID())).toMatchObject({ __typename: 'NotFoundError' })
  })

  it("setProfile's ValidationError names the argument at fault as the schema spells it", async () => {
    const grace = await app.signIn({ displayName: 'Grace', gatherId: null, gatherIdSet: false })
    const answer = await answerOf(
      member('setProfile(displayName: "Grace", gatherId: "no spaces")', '', '... on ValidationError { field }'),
      {},
      {
        cookie: grace.cookieHeader,
      },
    )
    expect(answer).toMatchObject({ __typename: 'ValidationError', field: 'gatherId' })
  })
})
