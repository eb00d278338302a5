// Ids as a client meets them: an object's `id`, and every field that names an object, carry its
// global id (what node(id:) and every argument take), and `databaseId` the UUID REST uses. The
// event fields that carried UUIDs still answer them, for one release, under deprecated
// `…DatabaseId` aliases. node() given a UUID refuses it and says which id to send.
import { randomBytes } from 'node:crypto'
import { decodeGlobalID } from '@pothos/plugin-relay'
import { type GraphQLObjectType, getNamedType, isObjectType } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { graphql } from '../../tests/helpers/graphql.js'
import { rest } from '../../tests/helpers/http.js'
import { graphqlSocket } from '../../tests/helpers/streams.js'
import { prisma } from '../src/core/db.js'
import { isUuid } from '../src/core/lib/ids.js'
import { globalId, type NodeTypename } from '../src/edge/graphql/ids.js'
import { schema } from '../src/edge/graphql/schema.js'
import { whenWatching } from '../src/live/streams/live-access.js'

/** Every field but `id` that names an object by id (docs/api.md, "Two kinds of id"), and its type. */
const namesAnObject: Record<string, NodeTypename> = {
  'DeleteGroupPayload.data': 'Group',
  'DeletedMeetup.deletedMeetupId': 'Meetup',
  'GroupMemberRemoved.removedMemberId': 'GroupMember',
  'MeetupUpdatedEvent.meetupId': 'Meetup',
  'ParticipantChange.participantId': 'Participant',
  'ParticipantLocationEvent.meetupId': 'Meetup',
  'ParticipantLocationEvent.participantId': 'Participant',
  'PositionCleared.participantId': 'Participant',
  'RemovedParticipant.removedParticipantId': 'Participant',
}

const objectTypes = () =>
  Object.values(schema.getTypeMap()).filter(
    (type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'),
  )

describe('ids in the schema', () => {
  it('has no ID field but ids, databaseIds, their deprecated aliases and the fields of the list', () => {
    const naming: string[] = []
    for (const type of objectTypes()) {
      for (const field of Object.values(type.getFields())) {
        if (getNamedType(field.type).name !== 'ID' || field.name === 'id' || field.name === 'databaseId') continue
        const alias = /^(\w+)DatabaseId$/.exec(field.name)?.[1]
        if (!alias) {
          naming.push(`${type.name}.${field.name}`)
          continue
        }
        expect(field.deprecationReason, field.name).toBe(`Kept for one release; use ${alias}Id, a global id.`)
        expect(namesAnObject[`${type.name}.${alias}Id`], field.name).toBeDefined()
      }
    }
    expect(naming.sort()).toEqual(Object.keys(namesAnObject).sort())
  })

  it('makes every type with an id a Node, with its databaseId', () => {
    const withId = objectTypes().filter((type) => type.getFields().id)
    expect(withId.length).toBeGreaterThan(5)
    for (const type of withId) {
      expect(
        type.getInterfaces().map((i) => i.name),
        type.name,
      ).toContain('Node')
      const databaseId = type.getFields().databaseId
      expect(databaseId && getNamedType(databaseId.type).name, type.name).toBe('ID')
    }
  })
})

/**
 * The fields of the list met in an answer (objects found by their __typename): each a global id
 * of the type it names, whose UUID is its deprecated alias's value where the alias was asked for.
 */
function namedIn(answer: unknown, met: Map<string, string>) {
  if (Array.isArray(answer)) for (const item of answer) namedIn(item, met)
  if (!answer || typeof answer !== 'object') return
  const object = answer as Record<string, unknown>
  for (const [key, value] of Object.entries(object)) {
    const field = `${object.__typename}.${key}`
    const type = namesAnObject[field]
    if (type && typeof value === 'string') {
      const decoded = decodeGlobalID(value)
      expect({ field, typename: decoded.typename, uuid: isUuid(decoded.id) }).toEqual({
        field,
        typename: type,
        uuid: true,
      })
      const alias = object[key.replace(/Id$/, 'DatabaseId')]
      if (key.endsWith('Id') && alias !== undefined) expect(alias, field).toBe(decoded.id)
      met.set(field, decoded.id)
    } else namedIn(value, met)
  }
}

describe('ids as served', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(async () => {
    await app.stop()
  })

  const streams = {
    positions: `subscription($m: ID!) { livePositions(meetupId: $m) { __typename
      positions { __typename participantId participantDatabaseId meetupId meetupDatabaseId sequence }
      cleared { __typename participantId participantDatabaseId sequence } } }`,
    changes: `subscription($m: ID!) { participantChanged(meetupId: $m) {
      __typename kind participantId participantDatabaseId } }`,
    updates: 'subscription($m: ID!) { meetupUpdated(meetupId: $m) { __typename meetupId meetupDatabaseId } }',
  }

  /** Olga's gather with Femi (who shares) and Gus, her three streams open on it. */
  async function liveGather() {
    const olga = await app.signIn({ displayName: 'Olga' })
    const femi = await app.signIn({ displayName: 'Femi' })
    const gus = await app.signIn({ displayName: 'Gus' })
    const meetup = await createMeetupWith(olga.userId, [femi.userId, gus.userId])
    const recordOf = (userId: string) => meetup.participants.find((p) => p.userId === userId)?.id as string
    const socket = graphqlSocket(app.url, olga.cookieHeader)
    const listening = whenWatching(meetup.id, olga.userId, 3)
    const opened = Object.values(streams).map((query) => socket.subscribe(query, { m: meetup.id }))
    await listening
    return { olga, femi, meetup, femiRecord: recordOf(femi.userId), gusRecord: recordOf(gus.userId), socket, opened }
  }

  it('names every object of the list by global id in what it answers and pushes, the UUID beside it', async () => {
    const { olga, femi, meetup, femiRecord, gusRecord, socket, opened } = await liveGather()
    const met = new Map<string, string>()
    const call = async (query: string, variables: Record<string, unknown>, cookie: string) => {
      const answer = await graphql(app.url, query, variables, cookie)
      expect(answer.errors, query).toBeUndefined()
      namedIn(answer.data, met)
      return answer.data as Record<string, { data?: Record<string, unknown> }>
    }
    const sharing = (precision?: string) =>
      rest(app.url, 'PUT', `/api/meetups/${meetup.id}/sharing`, { cookie: femi.cookieHeader, body: { precision } })

    // Femi shares a position (sent by global id, as the live screen sends it), then deletes it.
    expect((await sharing()).status).toBe(200)
    const moved = await call(
      `mutation($p: ID!) { updateParticipantLocation(participantId: $p, lat: 40.75, lon: -73.97) {
        ... on UpdateParticipantLocationPayload { data { __typename participantId participantDatabaseId meetupDatabaseId } } } }`,
      { p: globalId('Participant', femiRecord) },
      femi.cookieHeader,
    )
    expect(moved.updateParticipantLocation?.data).toMatchObject({
      participantDatabaseId: femiRecord,
      meetupDatabaseId: meetup.id,
    })
    expect((await sharing('status_only')).status).toBe(200)
    // Olga renames the gather and removes Gus.
    const manage = `mutation($m: ID!, $p: ID!) {
      updateMeetup(meetupId: $m, input: { description: "Moved" }) { __typename }
      removeParticipant(meetupId: $m, participantId: $p) {
        ... on RemoveParticipantPayload { data { __typename removedParticipantId } } } }`
    await call(manage, { m: meetup.id, p: gusRecord }, olga.cookieHeader)
    // A group's member removed, then the group; another gather deleted.
    const made = await call(
      'mutation { createGroup(name: "Climbing") { ... on CreateGroupPayload { data { id } } } }',
      {},
      olga.cookieHeader,
    )
    const group = made.createGroup?.data?.id as string
    const added = await call(
      `mutation($g: ID!) { addGroupMember(groupId: $g, contact: { displayName: "Kim", email: "kim@example.com" }) {
        ... on AddGroupMemberPayload { data { id } } } }`,
      { g: group },
      olga.cookieHeader,
    )
    const groupChanges = `mutation($g: ID!, $member: ID!) {
      removeGroupMember(groupId: $g, memberId: $member) { ... on RemoveGroupMemberPayload { data { __typename removedMemberId } } }
      deleteGroup(groupId: $g) { ... on DeleteGroupPayload { __typename data } } }`
    await call(groupChanges, { g: group, member: added.addGroupMember?.data?.id }, olga.cookieHeader)
    const other = await createMeetupWith(olga.userId)
    await call(
      'mutation($m: ID!) { deleteMeetup(meetupId: $m) { ... on DeleteMeetupPayload { data { __typename deletedMeetupId } } } }',
      { m: other.id },
      olga.cookieHeader,
    )

    // The pushes arrive: every field of the list has been met.
    await expect
      .poll(() => {
        for (const stream of opened) namedIn(stream.events, met)
        return [...met.keys()].sort()
      })
      .toEqual(Object.keys(namesAnObject).sort())
    expect(met.get('PositionCleared.participantId')).toBe(femiRecord)
    expect(met.get('RemovedParticipant.removedParticipantId')).toBe(gusRecord)
    expect(met.get('DeletedMeetup.deletedMeetupId')).toBe(other.id)
    await socket.dispose()
  })

  it('refuses a UUID in node() and nodes() with INVALID_ID, saying which id to send', async () => {
    const olga = await app.signIn({ displayName: 'Olga' })
    const meetup = await createMeetupWith(olga.userId)
    const query = 'query($id: ID!) { node(id: $id) { id } nodes(ids: [$id]) { id } }'
    const byUuid = await graphql(app.url, query, { id: meetup.id }, olga.cookieHeader)
    expect(byUuid.errors?.map((e) => e.extensions?.code)).toEqual(['INVALID_ID', 'INVALID_ID'])
    expect(byUuid.errors?.[0]?.message).toBe(
      `"${meetup.id}" is a database id; node() takes a global id: use the object's \`id\` (not its \`databaseId\`), or meetup(id:), which takes a gather's UUID too`,
    )
    const malformed = await graphql(app.url, query, { id: 'nope' }, olga.cookieHeader)
    expect(malformed.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([
      ['INVALID_ID', `"nope" is not a global id: node() takes an object's \`id\` as the API gave it`],
      ['INVALID_ID', `"nope" is not a global id: node() takes an object's \`id\` as the API gave it`],
    ])
    const byGlobalId = await graphql(app.url, query, { id: globalId('Meetup', meetup.id) }, olga.cookieHeader)
    expect(byGlobalId).toEqual({
      data: { node: { id: globalId('Meetup', meetup.id) }, nodes: [{ id: globalId('Meetup', meetup.id) }] },
    })
  })

  it('finds tokens, passkeys, sessions and people again by their global id, and acts on them by it or, for one release, the UUID', async () => {
    const olga = await app.signIn({ displayName: 'Olga' })
    const femi = await app.signIn({ displayName: 'Femi' })
    const meetup = await createMeetupWith(olga.userId, [femi.userId])
    const tokens = await Promise.all(
      ['A', 'B'].map((name) =>
        prisma().accessToken.create({
          data: { userId: olga.userId, tokenHash: randomBytes(16).toString('hex'), name, scope: 'read' },
        }),
      ),
    )
    const passkey = await prisma().passkey.create({
      data: {
        userId: olga.userId,
        credentialId: randomBytes(16).toString('base64url'),
        publicKey: randomBytes(32),
        transports: [],
        deviceType: 'singleDevice',
        name: 'Phone',
      },
    })
    type Row = { id: string; databaseId: string }
    const listed = await graphql<{
      accessTokens: Row[]
      passkeys: Row[]
      sessions: Row[]
      meetup: { participants: { edges: { node: { user: Row } }[] } }
    }>(
      app.url,
      `query($m: ID!) { accessTokens { id databaseId } passkeys { id databaseId } sessions { id databaseId }
        meetup(id: $m) { participants { edges { node { user { id databaseId } } } } } }`,
      { m: meetup.id },
      olga.cookieHeader,
    )
    const lists = listed.data
    const found = [
      ...(lists?.accessTokens ?? []).map((row) => ({ type: 'AccessToken', ...row })),
      ...(lists?.passkeys ?? []).map((row) => ({ type: 'Passkey', ...row })),
      ...(lists?.sessions ?? []).map((row) => ({ type: 'Session', ...row })),
      ...(lists?.meetup.participants.edges ?? []).map(({ node }) => ({ type: 'Person', ...node.user })),
    ]
    expect(found.map((f) => f.type)).toEqual(['AccessToken', 'AccessToken', 'Passkey', 'Session', 'Person', 'Person'])
    expect(
      found
        .filter((f) => f.type === 'Person')
        .map((f) => f.databaseId)
        .sort(),
    ).toEqual([olga.userId, femi.userId].sort())
    for (const { type, id, databaseId } of found) {
      expect(id, type).toBe(globalId(type as NodeTypename, databaseId))
      const node = await graphql(
        app.url,
        'query($id: ID!) { node(id: $id) { __typename id } }',
        { id },
        olga.cookieHeader,
      )
      expect(node.data, type).toEqual({ node: { __typename: type, id } })
    }
    const revoke = 'mutation($id: ID!) { revokeAccessToken(id: $id) { __typename } }'
    for (const id of [globalId('AccessToken', tokens[0]?.id as string), tokens[1]?.id]) {
      const revoked = await graphql(app.url, revoke, { id }, olga.cookieHeader)
      expect(revoked.data).toEqual({ revokeAccessToken: { __typename: 'RevokeAccessTokenPayload' } })
    }
    const rename =
      'mutation($id: ID!) { renamePasskey(id: $id, name: "Laptop") { ... on RenamePasskeyPayload { data { id name } } } }'
    const renamed = await graphql(app.url, rename, { id: passkey.id }, olga.cookieHeader)
    expect(renamed.data).toEqual({ renamePasskey: { data: { id: globalId('Passkey', passkey.id), name: 'Laptop' } } })
  })
})
