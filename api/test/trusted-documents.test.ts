// Trusted documents in production: a browser session (the session cookie) runs only the app's
// persisted documents, over HTTP and graphql-ws; anonymous callers and token holders may send text.
// The persisted documents are exactly the Relay artifacts' operations, as the build wrote them.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productionHashCost } from '../../api/src/core/config.js'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { type GraphQLResponse, subscribe } from '../../tests/helpers/graphql.js'
import { rest } from '../../tests/helpers/http.js'
import { gatherWithPeople } from '../../tests/helpers/live.js'
import LocationMutation from '../../web/src/__generated__/LiveMutationsLocationMutation.graphql.js'
import MeetupSubscription from '../../web/src/__generated__/LiveUpdatesMeetupSubscription.graphql.js'
import ViewerQuery from '../../web/src/__generated__/viewerQuery.graphql.js'
import { persistedOnlyMessage, unknownDocumentMessage } from '../src/edge/graphql/trusted-documents.js'
import { whenWatching } from '../src/live/streams/live-access.js'

const root = path.resolve(import.meta.dirname, '../..')
const venue = { lat: 40.7812, lon: -73.9665, name: 'Central Park' }

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as GraphQLResponse<{ viewer: Record<string, unknown> | null }>
  return { status: response.status, body: answer }
}

describe('the persisted documents the build wrote', () => {
  it('are exactly the Relay operations, each under the SHA-256 of its text', async () => {
    const documents: Record<string, string> = JSON.parse(
      await readFile(path.join(root, 'web', 'persisted-documents.json'), 'utf8'),
    )
    const dir = path.join(root, 'web', 'src', '__generated__')
    const ids: string[] = []
    for (const file of await readdir(dir)) {
      const source = await readFile(path.join(dir, file), 'utf8')
      const id = source.match(/^\/\/ @relayRequestID (\w+)$/m)?.[1]
      if (id) ids.push(id)
    }
    expect(ids.length).toBeGreaterThan(40)
    expect(Object.keys(documents).sort()).toEqual(ids.sort())
    for (const [id, text] of Object.entries(documents)) expect(createHash('sha256').update(text).digest('hex')).toBe(id)
  })
})

describe('trusted documents in production', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({
      env: { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), PASSWORD_HASH_COST: String(productionHashCost) },
    })
  })
  afterAll(() => app?.stop())

  it("refuses a document sent as text with a browser session, and runs the app's persisted ids", async () => {
    const { cookieHeader } = await app.signIn({ displayName: 'Trusty' })
    const cookie = { cookie: cookieHeader, 'x-graphql-csrf': '1' }
    const text = await post(app.url, { query: '{ viewer { id email } }' }, cookie)
    expect(text.status).toBe(403)
    expect(text.body.data).toBeUndefined()
    expect(text.body.errors).toEqual([
      expect.objectContaining({ message: persistedOnlyMessage, extensions: { code: 'PERSISTED_DOCUMENTS_ONLY' } }),
    ])

    const persisted = await post(app.url, { documentId: ViewerQuery.params.id, variables: {} }, cookie)
    expect(persisted.status).toBe(200)
    expect(persisted.body.errors).toBeUndefined()
    expect(persisted.body.data?.viewer).toMatchObject({ displayName: 'Trusty', gatherIdSet: true })

    const unknown = await post(app.url, { documentId: 'f'.repeat(64), variables: {} }, cookie)
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors?.[0]?.message).toBe(unknownDocumentMessage)
    // Neither text nor id: a clear 400, not a crash.
    expect((await post(app.url, { variables: {} }, cookie)).status).toBe(400)
  })

  it('lets anonymous callers and token holders send text (GraphiQL, tools)', async () => {
    const anonymous = await post(app.url, { query: '{ viewer { id } }' })
    expect(anonymous).toMatchObject({ status: 200, body: { data: { viewer: null } } })
    // Whether the token is good is decided where requests are authenticated; this rule lets it send text.
    const token = await post(app.url, { query: '{ __typename }' }, { authorization: 'Bearer gth_example' })
    expect(token.body.errors?.map((e) => e.message) ?? []).not.toContain(persistedOnlyMessage)
  })

  it("runs the live screen's persisted subscription and mutation over graphql-ws, and refuses text there", async () => {
    const { meetup, organiser, people } = await gatherWithPeople(app, {
      venue,
      organiser: 'Olga',
      description: 'Picnic',
      people: [{ displayName: 'Femi' }],
    })
    const femi = people[0]
    if (!femi) throw new Error('no Femi')

    const listening = whenWatching(meetup.id, femi.userId)
    const updates = subscribe<{ meetupUpdated: { meetup: { description: string } } }>(
      app.url,
      { documentId: MeetupSubscription.params.id as string },
      { meetupId: meetup.id },
      femi.cookieHeader,
    )
    await listening
    const renamed = await rest(app.url, 'PATCH', `/api/meetups/${meetup.id}`, {
      cookie: organiser.cookieHeader,
      body: { description: 'Picnic by the lake' },
    })
    expect(renamed.status).toBe(200)
    expect((await updates.next()).data?.meetupUpdated.meetup.description).toBe('Picnic by the lake')

    const position = subscribe<{ updateParticipantLocation: { __typename: string } }>(
      app.url,
      { documentId: LocationMutation.params.id as string },
      { participantId: femi.participantId, lat: 40.7856, lon: -73.9665 },
      femi.cookieHeader,
    )
    expect((await position.next()).data?.updateParticipantLocation.__typename).toBe('UpdateParticipantLocationPayload')

    const text = subscribe(
      app.url,
      'subscription($m: ID!) { meetupUpdated(meetupId: $m) { meetupId } }',
      { m: meetup.id },
      femi.cookieHeader,
    )
    await expect(text.next()).rejects.toThrow(persistedOnlyMessage)
    await Promise.all([updates.close(), position.close(), text.close()])
  })
})
