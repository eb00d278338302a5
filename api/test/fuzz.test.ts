// Property-based fuzzing (fast-check) of every REST route, every GraphQL mutation's variables and
// both WebSocket endpoints, down to malformed frames: no answer ≥ 500 (nor a masked
// INTERNAL_SERVER_ERROR), no crash, and the database unchanged by every batch of rejected calls.
// Every error of a REST or GraphQL answer names a code of the API's set (core/error-codes.ts).
// Cases are generated up front with fc.sample and sent in concurrent batches through the real
// HTTP server. FUZZ_SEED reproduces a run; the seed is printed on failure.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession, hashToken } from '../../api/src/accounts/session.service.js'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { frame, openRawWebSocket } from '../../tests/helpers/raw-ws.js'
import { prisma } from '../src/core/db.js'
import { errorCodes, isErrorCode } from '../src/core/error-codes.js'

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
const batchSize = 8
let app: TestApp
let cookie = ''
const ids: Record<string, string> = {}
const tally = { cases: 0, hashes: 0 }

beforeAll(async () => {
  // Thousands of cases from one address and one session: what they do is tested, not running out
  // of points (the session's are still counted, so that metering is fuzzed too).
  app = await startTestApp({
    env: { API_SIGNED_OUT_POINTS_PER_HOUR: '0', API_SESSION_POINTS_PER_HOUR: '10000000' },
  })
  const person = await app.signIn({ gatherId: 'fuzz_owner' })
  const friend = await app.signIn({ gatherId: 'fuzz_friend' })
  cookie = person.cookieHeader
  const meetup = await createMeetupWith(person.userId, [friend.userId])
  const group = await prisma().group.create({
    data: { ownerId: person.userId, name: 'Fuzzers', members: { create: { userId: friend.userId } } },
    include: { members: true },
  })
  Object.assign(ids, {
    meetup: meetup.id,
    participant: meetup.participants[0]?.id as string,
    otherParticipant: meetup.participants[1]?.id as string,
    link: meetup.shareableLink,
    group: group.id,
    member: group.members[0]?.id as string,
    user: friend.userId,
    session: await otherSession(person.userId),
  })
}, 120_000)

/** A second browser of `userId`'s, for the session routes to find (the fuzzing session's own id is never sent). */
async function otherSession(userId: string) {
  const { token } = await createSession(
    userId,
    'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  )
  return (await prisma().session.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } })).id
}

afterAll(async () => {
  await app?.stop()
  console.info(`fuzz: ${tally.cases} cases, ${tally.hashes} table hashes, seed ${seed}`)
}, 120_000)

// --- values ------------------------------------------------------------------------------------
const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u001b[31m',
  '%E0',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\'; DROP TABLE "User"; --',
  '😀'.repeat(60),
  'x'.repeat(5000),
  '@',
  '@@fuzz_friend',
  'fuzz_friend',
  'FUZZ_OWNER',
  'a@b',
  'someone@example.com',
  'NaN',
  '-1',
  '1e309',
  '2026-13-45',
  '2030-01-01T12:00:00Z',
  '12:00',
  'on-my-way',
  'ACCEPTED',
  '__proto__',
)
const realId = () => fc.constantFrom(...Object.values(ids))
const idLike = () =>
  fc.oneof(
    realId(),
    fc.uuid(),
    nasty,
    realId().map((id) => Buffer.from(`Meetup:${id}`).toString('base64')),
    realId().map((id) => Buffer.from(`Participant:${id}`).toString('base64')),
    fc.string().map((s) => Buffer.from(`Group:${s}`).toString('base64')),
  )
const text = () => fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), nasty)
const scalar = () =>
  fc.oneof(
    text(),
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(90.5, -180.1, 40.78, -73.96, 0, 2 ** 53),
  )
const value = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small' }, scalar(), fc.array(tie('any'), { maxLength: 3 }), tie('object')),
  object: fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), nasty), tie('any'), { maxKeys: 3 }),
})).any

/** A JSON body with the route's own fields (so validation goes past the first check) and junk. */
const bodyFor = (fields: string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(fields.map((f) => [f, fc.oneof(scalar(), idLike(), value)])), {
      requiredKeys: [],
    }),
    value,
  )

/**
 * A passkey answer shaped as a browser's (base64url fields, a clientDataJSON that parses) with
 * junk inside, so cases get past the input check into the WebAuthn verification itself.
 */
const base64url = (max: number) =>
  fc.uint8Array({ minLength: 1, maxLength: max }).map((b) => Buffer.from(b).toString('base64url'))
const clientDataJSON = fc
  .record({
    type: fc.constantFrom('webauthn.get', 'webauthn.create', 'payment.get'),
    challenge: fc.oneof(base64url(120), nasty),
    origin: fc.oneof(fc.constantFrom('http://127.0.0.1', 'https://gather.evil.example'), nasty),
    crossOrigin: fc.boolean(),
  })
  .map((data) => Buffer.from(JSON.stringify(data)).toString('base64url'))
const passkeyResponse = fc
  .record(
    {
      id: base64url(40),
      type: fc.constantFrom('public-key', 'other'),
      response: fc.record(
        {
          clientDataJSON: fc.oneof(clientDataJSON, base64url(60)),
          attestationObject: base64url(300),
          authenticatorData: base64url(80),
          signature: base64url(80),
          userHandle: base64url(16),
          transports: fc.array(fc.constantFrom('internal', 'usb', 'x'), { maxLength: 3 }),
        },
        { requiredKeys: ['clientDataJSON'] },
      ),
      clientExtensionResults: fc.oneof(fc.constant({}), value),
    },
    { requiredKeys: ['id', 'type', 'response'] },
  )
  .map((answer) => ({ ...answer, rawId: answer.id }))
const passkeyBody = fc.record({
  response: fc.oneof(passkeyResponse, passkeyResponse.map(JSON.stringify)),
  name: text(),
})

// --- REST --------------------------------------------------------------------------------------
interface Route {
  method: string
  path: string
  fields?: string[]
  query?: string[]
  /** Bodies of the route's own shape, besides the generated fields and junk. */
  body?: fc.Arbitrary<unknown>
}
const routes: Route[] = [
  { method: 'GET', path: '/api/auth/user' },
  { method: 'POST', path: '/api/auth/signup', fields: ['email', 'password'] },
  { method: 'GET', path: '/api/auth/verify-email', query: ['token'] },
  { method: 'POST', path: '/api/auth/verify-email', fields: ['token', 'password'] },
  { method: 'POST', path: '/api/auth/resend-verification', fields: ['email'] },
  { method: 'POST', path: '/api/auth/login', fields: ['email', 'password'] },
  { method: 'POST', path: '/api/auth/forgot-password', fields: ['email'] },
  { method: 'POST', path: '/api/auth/reset-password', fields: ['token', 'password'] },
  { method: 'POST', path: '/api/user/profile', fields: ['displayName', 'gatherID'] },
  { method: 'PATCH', path: '/api/auth/update-profile', fields: ['displayName'] },
  { method: 'GET', path: '/api/sponsored-banner', query: ['lat', 'lon'] },
  { method: 'GET', path: '/api/groups' },
  { method: 'POST', path: '/api/groups', fields: ['name'] },
  { method: 'PATCH', path: '/api/groups/:id', fields: ['name'] },
  { method: 'DELETE', path: '/api/groups/:id' },
  { method: 'POST', path: '/api/groups/:id/members', fields: ['gatherIdOrEmail', 'displayName', 'email', 'phone'] },
  { method: 'DELETE', path: '/api/groups/:id/members/:id' },
  { method: 'GET', path: '/api/meetups/by-link/:id' },
  { method: 'GET', path: '/api/meetups/:id' },
  { method: 'POST', path: '/api/meetups/:id/travel-times', fields: ['lat', 'lon', 'mode'] },
  { method: 'POST', path: '/api/participants/:id/location', fields: ['lat', 'lon'] },
  { method: 'PATCH', path: '/api/participants/:id/status', fields: ['status'] },
  { method: 'PATCH', path: '/api/participants/:id/invitation-status', fields: ['invitationStatus'] },
  { method: 'PATCH', path: '/api/meetups/:id', fields: ['description', 'startTime'] },
  { method: 'POST', path: '/api/meetups/:id/participants', fields: ['gatherIdOrEmail'] },
  { method: 'DELETE', path: '/api/meetups/:id/participants/:id' },
  { method: 'GET', path: '/api/meetups/:id/pending-invites' },
  { method: 'POST', path: '/api/meetups/:id/remind-pending' },
  { method: 'POST', path: '/api/meetups/:id/resend-invites' },
  { method: 'POST', path: '/api/meetups/:id/share-link' },
  { method: 'GET', path: '/api/meetups/my' },
  { method: 'GET', path: '/api/meetups/active' },
  {
    method: 'POST',
    path: '/api/meetups',
    fields: [
      'locationName',
      'locationAddress',
      'description',
      'gatherDate',
      'gatherTime',
      'lat',
      'lon',
      'scheduledDateTime',
      'groupId',
      'selectedGatherIds',
    ],
  },
  { method: 'POST', path: '/api/meetups/:id/hide' },
  { method: 'DELETE', path: '/api/meetups/:id' },
  { method: 'GET', path: '/api/meetups/:id/calendar' },
  { method: 'GET', path: '/api/invitations/pending' },
  { method: 'POST', path: '/api/invitations/:id/respond', fields: ['response', 'status'] },
  { method: 'POST', path: '/api/validate-user', fields: ['gatherIdOrEmail'] },
  { method: 'POST', path: '/api/pending-invitations', fields: ['meetupId', 'email'] },
  { method: 'GET', path: '/api/places/search', query: ['q'] },
  { method: 'GET', path: '/api/places/reverse', query: ['lat', 'lon'] },
  { method: 'GET', path: '/api/auth/providers' },
  { method: 'GET', path: '/api/login', query: ['provider', 'returnTo'] },
  { method: 'GET', path: '/api/login/callback/google', query: ['code', 'state'] },
  { method: 'GET', path: '/api/auth/sessions' },
  { method: 'DELETE', path: '/api/auth/sessions/:id' },
  { method: 'POST', path: '/api/auth/sessions/sign-out-others' },
  { method: 'GET', path: '/api/auth/passkeys' },
  { method: 'POST', path: '/api/auth/passkeys/registration-options' },
  { method: 'POST', path: '/api/auth/passkeys', fields: ['response', 'name'], body: passkeyBody },
  { method: 'PATCH', path: '/api/auth/passkeys/:id', fields: ['name'] },
  { method: 'DELETE', path: '/api/auth/passkeys/:id' },
  { method: 'POST', path: '/api/auth/passkeys/authentication-options' },
  { method: 'POST', path: '/api/auth/passkeys/sign-in', fields: ['response'], body: passkeyBody },
]
// Left out on purpose: logout and account deletion end the fuzzing session.

// Signed in three times in four: most of what can go wrong lies past the session check, which a
// quarter of the cases still meet without a session.
const signedIn = () =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) })

const restCase = (route: Route) =>
  fc.record({
    segments: fc.array(idLike(), { minLength: 2, maxLength: 2 }),
    body: route.fields
      ? fc.option(route.body ? fc.oneof(route.body, bodyFor(route.fields)) : bodyFor(route.fields), { nil: undefined })
      : fc.constant(undefined),
    raw: fc.option(fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('{', '[', 'null', '"x"', '{"a":')), {
      freq: 8,
      nil: undefined,
    }),
    query: fc.array(fc.tuple(fc.constantFrom(...(route.query ?? ['x'])), fc.oneof(text(), scalar().map(String))), {
      maxLength: 3,
    }),
    signedIn: signedIn(),
  })

/** Percent-encodes; a lone surrogate becomes its (invalid) UTF-8 bytes, as a raw client might send. */
const encode = (s: string) => {
  try {
    return encodeURIComponent(s)
  } catch {
    return s.replace(/[^A-Za-z0-9]/g, '%ED%A0%80')
  }
}

// Answers uncompressed: gzip works the same for every answer (app.test.ts covers it), and
// compressing and inflating thousands of error bodies was some 8% of this file's CPU profile.
const plain = { 'accept-encoding': 'identity' }

type RestCase = ReturnType<typeof restCase> extends fc.Arbitrary<infer T> ? T : never
/** `uncoded`: an error answered without a code of the set. */
type Outcome = { ok: boolean; rejected: boolean; uncoded: boolean; describe: string }

/** What the server is sent for a case. */
function requestOf(route: Route, c: RestCase) {
  let i = 0
  const path = route.path.replace(/:id/g, () => encode(String(c.segments[i++] ?? '')))
  const query = c.query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')
  const body = c.raw ?? (c.body === undefined ? undefined : JSON.stringify(c.body))
  return { path, query, body, signedIn: c.signedIn }
}

async function sendRest(route: Route, c: RestCase): Promise<Outcome> {
  const { path, query, body } = requestOf(route, c)
  const response = await fetch(`${app.url}${path}${query ? `?${query}` : ''}`, {
    method: route.method,
    headers: {
      ...plain,
      'x-graphql-csrf': '1',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(c.signedIn ? { cookie } : {}),
    },
    body: route.method === 'GET' ? undefined : body,
    redirect: 'manual',
  })
  const text = await response.text()
  return {
    // Place search says 503 when the geocoder is busy or down (one upstream request a second for
    // the whole deployment, by the geocoder's policy): an answer about the outside service.
    ok: response.status < 500 || (response.status === 503 && route.path.startsWith('/api/places/')),
    rejected: response.status >= 400,
    uncoded: response.status >= 400 && !restErrorCoded(response, text),
    describe: `${route.method} ${path}?${query} ${body?.slice(0, 200)} → ${response.status} ${text.slice(0, 200)}`,
  }
}

/** A JSON error body has the spec's `error` and `message` and the code of its status. */
function restErrorCoded(response: Response, text: string) {
  if (!response.headers.get('content-type')?.includes('application/json')) return true
  const body = JSON.parse(text) as { error?: unknown; message?: unknown; code?: unknown }
  return (
    typeof body.error === 'string' &&
    typeof body.message === 'string' &&
    isErrorCode(body.code) &&
    errorCodes[body.code].status === response.status
  )
}

// --- GraphQL -----------------------------------------------------------------------------------
const schema = buildSchema(readFileSync(path.resolve(import.meta.dirname, '../../schema.graphql'), 'utf8'))
const mutations = Object.values(schema.getMutationType()?.getFields() ?? {}).filter(
  (f) => !['signOut', 'deleteAccount'].includes(f.name),
)

function inputArbitrary(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return fc.oneof({ weight: 9, arbitrary: inputArbitrary(type.ofType, depth) }, value)
  const inner = (): fc.Arbitrary<unknown> => {
    if (isListType(type)) return fc.array(inputArbitrary(type.ofType, depth + 1), { maxLength: 4 })
    if (isEnumType(type)) return fc.oneof(fc.constantFrom(...type.getValues().map((v) => v.name)), text())
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields())
      return fc.record(Object.fromEntries(fields.map((f) => [f.name, inputArbitrary(f.type, depth + 1)])), {
        requiredKeys: [],
      })
    }
    if (isScalarType(type)) {
      if (type.name === 'ID') return idLike()
      if (type.name === 'Int') return fc.oneof(fc.integer({ min: -5, max: 500 }), fc.integer())
      if (type.name === 'Float') return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), scalar())
      if (type.name === 'Boolean') return fc.boolean()
      return text()
    }
    return value
  }
  return fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 12, arbitrary: inner() })
}

const documentFor = (name: string, args: readonly GraphQLArgument[], selectsType: boolean) => {
  const defs = args.map((a) => `$${a.name}: ${a.type}`).join(', ')
  const pass = args.map((a) => `${a.name}: $${a.name}`).join(', ')
  const selection = selectsType ? '{ __typename ... on Error { message } }' : ''
  return `mutation Fuzz${defs ? `(${defs})` : ''} { ${name}${pass ? `(${pass})` : ''} ${selection} }`
}

async function sendOperation(query: string, variables: unknown, signedIn: boolean): Promise<Outcome> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { ...plain, 'content-type': 'application/json', ...(signedIn ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  })
  const text = await response.text()
  let body: { data?: Record<string, { __typename?: string } | null>; errors?: { extensions?: { code?: string } }[] }
  try {
    body = JSON.parse(text)
  } catch {
    body = {}
  }
  const internal = body.errors?.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR') ?? false
  const uncoded = body.errors?.some((e) => !isErrorCode(e.extensions?.code)) ?? false
  const results = Object.values(body.data ?? {})
  const rejected =
    response.status >= 400 ||
    Boolean(body.errors?.length) ||
    results.some((r) => r === null || /Error$/.test(r?.__typename ?? ''))
  return {
    ok: response.status < 500 && !internal,
    rejected,
    uncoded,
    describe: `${query} ${JSON.stringify(variables).slice(0, 300)} → ${response.status} ${text.slice(0, 300)}`,
  }
}

// --- the cost model ---------------------------------------------------------------------------
/** A value for a page size, as a literal or a variable: sizes of every kind, and values of the wrong type. */
const pageValue = fc.oneof(
  fc.integer({ min: -5, max: 300 }),
  fc.integer(),
  fc.constant(null),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 5 }),
)
const literal = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : String(v))
const fragment = (inner: unknown) =>
  `fragment M on Meetup { id participants(first: ${literal(inner)}) { edges { node { id status } } } }`

/** An operation priced by cost.ts: pages by variable defaults, list arguments, fragments and aliases. */
const costCase = () =>
  fc
    .record({
      form: fc.constantFrom('pages', 'nodes', 'rateLimit'),
      page: pageValue,
      inner: pageValue,
      asDefault: fc.boolean(),
      sendVariable: fc.boolean(),
      ids: fc.array(fc.oneof(idLike(), text()), { maxLength: 1200 }),
      idsAsVariable: fc.boolean(),
      spreads: fc.integer({ min: 0, max: 3 }),
      aliases: fc.integer({ min: 1, max: 4 }),
      junk: text(),
      signedIn: signedIn(),
    })
    .map((c) => {
      const spreads = ' ...M'.repeat(c.spreads)
      const pages = () => {
        const head = `query Pages($n: Int${c.asDefault ? ` = ${literal(c.page)}` : ''})`
        const lists = Array.from(
          { length: c.aliases },
          (_, i) => `a${i}: myMeetups(first: $n) { edges { node { id${spreads} } } }`,
        )
        return {
          query: `${head} { viewer { ${lists.join(' ')} } } ${fragment(c.inner)}`,
          variables: c.sendVariable ? { n: c.page } : {},
        }
      }
      const nodes = () =>
        c.idsAsVariable
          ? {
              query: `query Nodes($ids: [ID!]!) { nodes(ids: $ids) { id${spreads} } } ${fragment(c.inner)}`,
              variables: { ids: c.ids },
            }
          : { query: `{ nodes(ids: ${JSON.stringify(c.ids)}) { id${spreads} } } ${fragment(c.inner)}`, variables: {} }
      if (c.form === 'pages') return { ...pages(), signedIn: c.signedIn }
      if (c.form === 'nodes') return { ...nodes(), signedIn: c.signedIn }
      // What a document would cost, for documents of every kind, junk too.
      const document = c.sendVariable ? pages().query : c.asDefault ? nodes().query : c.junk
      return {
        query: 'query Cost($d: String) { rateLimit { limit remaining cost(document: $d) } }',
        variables: { d: document },
        signedIn: c.signedIn,
      }
    })

// --- the run -----------------------------------------------------------------------------------
const tables = [
  'User',
  'Session',
  'EmailVerificationToken',
  'PasswordResetToken',
  'OAuthIdentity',
  'Meetup',
  'Participant',
  'HiddenMeetup',
  'PendingInvitation',
  'Group',
  'GroupMember',
  'Passkey',
  'SpentPasskeyChallenge',
]
// EmailDelivery is left out: the mail worker writes it in the background after accepted calls.
const fingerprintSql = `SELECT ${tables
  .map((t) => `(SELECT count(*) || ':' || coalesce(md5(string_agg(x::text, '|' ORDER BY x.id)), '') FROM "${t}" x)`)
  .join(` || ';' || `)} AS f`
const hashTables = async () => {
  tally.hashes += 1
  return ((await prisma().$queryRawUnsafe(fingerprintSql)) as { f: string }[])[0]?.f
}
// Every write takes a transaction id: while the snapshot stays the same with none in progress
// (`n:n:`), nothing was written since the last hash and the tables (which grow with every
// accepted call) need not be hashed again.
const snapshotOf = async () =>
  ((await prisma().$queryRawUnsafe('SELECT pg_current_snapshot()::text AS s')) as { s: string }[])[0]?.s
let hashed: { snapshot: string | undefined; f: string | undefined } | undefined
const fingerprint = async () => {
  const snapshot = await snapshotOf()
  const settled = snapshot !== undefined && /^(\d+):\1:$/.test(snapshot)
  if (!settled || hashed?.snapshot !== snapshot)
    hashed = { snapshot: settled ? snapshot : undefined, f: await hashTables() }
  return hashed.f
}

/** The cases whose request no earlier case made: sending the same request again tests nothing new. */
function distinct<T>(cases: T[], request: (c: T) => unknown): T[] {
  const seen = new Set<string>()
  return cases.filter((c) => {
    const key = JSON.stringify(request(c))
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * Cases per REST route, by how many inputs it has for the generator to vary (path ids, body
 * fields, query parameters): a route with none differs only by the session and ignored junk.
 */
function restRuns(route: Route) {
  // Credentials reach the (slow, by design) password hash: fewer runs there.
  if (/signup|login$/.test(route.path)) return 20
  const inputs = (route.path.match(/:id/g)?.length ?? 0) + (route.fields?.length ?? 0) + (route.query?.length ?? 0)
  return inputs === 0 ? 12 : 50 + 10 * Math.min(inputs, 5)
}

/** The scalar fields a mutation's arguments hold, however nested: what its cases can vary. */
function inputLeaves(type: GraphQLInputType): number {
  const named = getNamedType(type)
  return isInputObjectType(named) ? Object.values(named.getFields()).reduce((n, f) => n + inputLeaves(f.type), 0) : 1
}

/** Runs the cases in concurrent batches; a batch in which every call was refused must change nothing. */
async function runBatches(cases: (() => Promise<Outcome>)[]) {
  const failures: string[] = []
  let before = await fingerprint()
  for (let start = 0; start < cases.length; start += batchSize) {
    const outcomes = await Promise.all(cases.slice(start, start + batchSize).map((run) => run()))
    tally.cases += outcomes.length
    for (const o of outcomes) if (!o.ok) failures.push(`5xx: ${o.describe}`)
    for (const o of outcomes) if (o.uncoded) failures.push(`no code of the set: ${o.describe}`)
    const after = await fingerprint()
    if (outcomes.every((o) => o.rejected) && after !== before) {
      failures.push(`rejected calls changed the database: ${outcomes.map((o) => o.describe).join('\n  ')}`)
    }
    before = after
  }
  expect(failures, `seed ${seed}`).toEqual([])
}

describe(`fuzzing (seed ${seed})`, () => {
  it('every REST route: no 5xx, rejected calls change nothing', async () => {
    const cases = routes.flatMap((route) =>
      distinct(fc.sample(restCase(route), { numRuns: restRuns(route), seed }), (c) => {
        const { body, ...request } = requestOf(route, c)
        return { ...request, body: route.method === 'GET' ? body !== undefined : body }
      }).map((c) => () => sendRest(route, c)),
    )
    await runBatches(cases)
  }, 400_000)

  it('every GraphQL mutation: no 5xx or INTERNAL_SERVER_ERROR, rejected calls change nothing', async () => {
    const cases = mutations.flatMap((field) => {
      const named = getNamedType(field.type)
      const query = documentFor(field.name, field.args, !isScalarType(named))
      const variables = fc.record(Object.fromEntries(field.args.map((a) => [a.name, inputArbitrary(a.type)])), {
        requiredKeys: [],
      })
      const leaves = field.args.reduce((n, a) => n + inputLeaves(a.type), 0)
      // Credentials reach the (slow, by design) password hash: fewer runs there.
      const numRuns = leaves === 0 ? 6 : /^sign(In|Up)$/.test(field.name) ? 20 : 50 + 8 * Math.min(leaves, 8)
      return distinct(fc.sample(fc.tuple(variables, signedIn()), { numRuns, seed }), (c) => c).map(
        ([v, signedIn]) =>
          () =>
            sendOperation(query, v, signedIn),
      )
    })
    await runBatches(cases)
  }, 400_000)

  it('the cost model: variable defaults, list arguments, fragments and aliases, priced without a 5xx', async () => {
    const cases = distinct(fc.sample(costCase(), { numRuns: 300, seed }), (c) => c).map(
      (c) => () => sendOperation(c.query, c.variables, c.signedIn),
    )
    await runBatches(cases)
  }, 400_000)

  it('WebSocket messages and malformed frames on /ws and graphql-ws never take the server down', async () => {
    const before = await fingerprint()
    const message = fc.oneof(
      value.map((v) => JSON.stringify(v)),
      fc
        .record({ type: fc.constantFrom('join_meetup', 'x'), data: fc.record({ meetupId: idLike() }) })
        .map((v) => JSON.stringify(v)),
      fc
        .record({
          id: fc.oneof(fc.string({ maxLength: 5 }), fc.integer()),
          type: fc.constantFrom('subscribe', 'complete', 'ping', 'pong', 'connection_init', 'next'),
          payload: fc.oneof(
            value,
            fc.record({
              query: fc.oneof(
                text(),
                fc.constantFrom('{ viewer {', 'subscription { meetupUpdated(meetupId: "x") { __typename } }'),
              ),
              variables: value,
            }),
          ),
        })
        .map((v) => JSON.stringify(v)),
      fc.string({ unit: 'binary', maxLength: 80 }),
    )
    // Well-formed frames with generated messages, many per socket.
    for (const [path, protocol] of [
      ['/ws', undefined],
      ['/graphql', 'graphql-transport-ws'],
    ] as const) {
      const messages = fc.sample(message, { numRuns: 450, seed })
      let socket = await openRawWebSocket(app.url, path, protocol)
      let open = true
      socket.closed.then(() => {
        open = false
      })
      for (const m of messages) {
        if (!open) {
          socket = await openRawWebSocket(app.url, path, protocol)
          open = true
          socket.closed.then(() => {
            open = false
          })
          if (protocol) socket.write(frame(JSON.stringify({ type: 'connection_init' })))
        }
        socket.write(frame(m))
        tally.cases += 1
        // Let the server read it (and perhaps close) before the next one.
        await new Promise((resolve) => setImmediate(resolve))
      }
      socket.destroy()
    }
    // Byte-level junk: random headers, bits and lengths, one socket each.
    const junk = fc.oneof(
      fc.uint8Array({ minLength: 1, maxLength: 64 }).map((b) => Buffer.from(b)),
      fc
        .record({
          payload: fc.uint8Array({ maxLength: 200 }),
          opcode: fc.integer({ min: 0, max: 15 }),
          fin: fc.boolean(),
          rsv: fc.integer({ min: 0, max: 7 }),
          mask: fc.boolean(),
          declaredLength: fc.option(fc.oneof(fc.integer({ min: 0, max: 70_000 }), fc.constant(2 ** 40)), {
            nil: undefined,
          }),
        })
        .map(({ payload, ...options }) => frame(Buffer.from(payload), options)),
    )
    const frames = fc.sample(junk, { numRuns: 200, seed })
    for (let start = 0; start < frames.length; start += batchSize) {
      await Promise.all(
        frames.slice(start, start + batchSize).map(async (bytes, i) => {
          const socket = await openRawWebSocket(
            app.url,
            i % 2 ? '/ws' : '/graphql',
            i % 2 ? undefined : 'graphql-transport-ws',
          )
          socket.write(bytes)
          // Whatever the server made of the bytes, the connection ends from our side too.
          socket.end()
          await socket.closed
          tally.cases += 1
        }),
      )
    }
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200)
    expect(await fingerprint()).toBe(before)
  }, 400_000)

  it('ran at least 4,000 distinct generated cases', () => {
    expect(tally.cases).toBeGreaterThanOrEqual(4000)
  })
})
