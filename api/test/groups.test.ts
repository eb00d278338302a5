import { expect, it } from 'vitest'
import type { TestApp } from '../../tests/helpers/app.js'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { graphql, subscribe } from '../../tests/helpers/graphql.js'
import { sqlStatementCount } from '../src/core/db/statement-counter.js'
import { prisma } from '../src/core/db.js'
import { globalId } from '../src/edge/graphql/ids.js'
import { maxGroupsPerPerson, maxMembersPerGroup } from '../src/groups/groups.service.js'
import { whenWatching } from '../src/live/streams/live-access.js'

type Json = Record<string, unknown> & { message?: string; error?: string }

function client(app: () => TestApp, cookieHeader?: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${app().url}${path}`, {
      method,
      headers: {
        'x-graphql-csrf': '1',
        ...(cookieHeader ? { cookie: cookieHeader } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Json & Json[] }
  }
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown) => call('POST', path, body),
    patch: (path: string, body: unknown) => call('PATCH', path, body),
    del: (path: string) => call('DELETE', path),
  }
}

const uniqueId = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 9)}`

describeOnEachDatabase('groups', (app) => {
  async function person(displayName = 'Ada', gatherId = uniqueId('p')) {
    const session = await app().signIn({ displayName, gatherId })
    return { ...session, gatherId, api: client(app, session.cookieHeader) }
  }

  it('validates the group name with the spec’s messages, and trims it', async () => {
    const { api } = await person()
    expect(await api.post('/api/groups', { name: '   ' })).toEqual({
      status: 400,
      body: { error: 'Group name is required', message: 'Group name is required', code: 'VALIDATION_FAILED' },
    })
    expect((await api.post('/api/groups', {})).body.message).toBe('Group name is required')
    expect((await api.post('/api/groups', { name: 42 })).body.message).toBe('Group name is required')
    expect((await api.post('/api/groups', { name: 'x'.repeat(51) })).body).toMatchObject({
      message: 'Group name must be 50 characters or less',
    })
    const created = await api.post('/api/groups', { name: `  ${'y'.repeat(50)}  ` })
    expect(created).toMatchObject({ status: 201, body: { name: 'y'.repeat(50), members: [] } })
    const renamed = await api.patch(`/api/groups/${created.body.id}`, { name: '' })
    expect(renamed).toMatchObject({ status: 400, body: { message: 'Group name is required' } })
  })

  it('creates, lists (own groups only, newest first, with members), renames and deletes groups', async () => {
    const ada = await person('Ada')
    const bob = await person('Bob')
    const family = await ada.api.post('/api/groups', { name: 'Family' })
    const climbing = await ada.api.post('/api/groups', { name: 'Climbing' })
    await bob.api.post('/api/groups', { name: 'Bob’s friends' })
    await ada.api.post(`/api/groups/${family.body.id}/members`, { gatherIdOrEmail: bob.gatherId })

    const list = await ada.api.get('/api/groups')
    expect(list.status).toBe(200)
    expect(list.body.map((g) => g.name)).toEqual(['Climbing', 'Family'])
    expect(list.body[1]).toEqual({
      id: family.body.id,
      name: 'Family',
      createdAt: expect.any(String),
      members: [
        {
          id: expect.any(String),
          userId: bob.userId,
          gatherID: bob.gatherId,
          displayName: 'Bob',
          email: null,
          phone: null,
          user: {
            id: bob.userId,
            displayName: 'Bob',
            firstName: null,
            lastName: null,
            gatherID: bob.gatherId,
            profileImageUrl: null,
          },
          createdAt: expect.any(String),
        },
      ],
    })
    // Another person's e-mail address never leaves the server.
    const bobEmail = (await prisma().user.findUniqueOrThrow({ where: { id: bob.userId } })).email
    expect(JSON.stringify(list.body)).not.toContain(bobEmail)

    expect(await ada.api.patch(`/api/groups/${climbing.body.id}`, { name: ' Bouldering ' })).toMatchObject({
      status: 200,
      body: { id: climbing.body.id, name: 'Bouldering' },
    })
    expect(await ada.api.del(`/api/groups/${family.body.id}`)).toEqual({
      status: 200,
      body: { message: 'Group deleted' },
    })
    expect((await ada.api.get('/api/groups')).body.map((g) => g.name)).toEqual(['Bouldering'])
    expect(await prisma().groupMember.count({ where: { groupId: family.body.id as string } })).toBe(0)
  })

  it('keeps a group to its owner: another person can neither see nor change it (404, like a missing one)', async () => {
    const ada = await person('Ada')
    const bob = await person('Bob')
    const carol = await person('Carol')
    const group = await ada.api.post('/api/groups', { name: 'Secret' })
    const id = group.body.id as string
    await ada.api.post(`/api/groups/${id}/members`, { gatherIdOrEmail: carol.gatherId })

    expect((await bob.api.get('/api/groups')).body).toEqual([])
    const notFound = {
      status: 404,
      body: { error: 'Group not found', message: 'Group not found', code: 'NOT_FOUND' },
    }
    expect(await bob.api.patch(`/api/groups/${id}`, { name: 'Mine now' })).toEqual(notFound)
    expect(await bob.api.del(`/api/groups/${id}`)).toEqual(notFound)
    expect(await bob.api.post(`/api/groups/${id}/members`, { gatherIdOrEmail: bob.gatherId })).toEqual(notFound)
    expect(await bob.api.del(`/api/groups/${id}/members/${carol.userId}`)).toEqual(notFound)
    // A missing group and a malformed id answer the same.
    expect(await bob.api.del('/api/groups/00000000-0000-4000-8000-000000000000')).toEqual(notFound)
    expect(await bob.api.patch('/api/groups/not-a-uuid', { name: 'x' })).toEqual(notFound)

    const stored = await prisma().group.findUniqueOrThrow({ where: { id }, include: { members: true } })
    expect(stored.name).toBe('Secret')
    expect(stored.members.map((m) => m.userId)).toEqual([carol.userId])

    // GraphQL: no node lookup, no rename, no subscription for Bob.
    const globalId = Buffer.from(`Group:${id}`).toString('base64')
    const node = await graphql(
      app().url,
      'query($id: ID!) { node(id: $id) { id } }',
      { id: globalId },
      bob.cookieHeader,
    )
    expect(node).toEqual({ data: { node: null } })
    const own = await graphql(
      app().url,
      'query($id: ID!) { node(id: $id) { ... on Group { name } } }',
      { id: globalId },
      ada.cookieHeader,
    )
    expect(own.data).toEqual({ node: { name: 'Secret' } })
    const member = await prisma().groupMember.findFirstOrThrow({ where: { groupId: id } })
    const memberNode = await graphql(
      app().url,
      'query($id: ID!) { node(id: $id) { id } }',
      { id: Buffer.from(`GroupMember:${member.id}`).toString('base64') },
      bob.cookieHeader,
    )
    expect(memberNode).toEqual({ data: { node: null } })
    const rename = await graphql(
      app().url,
      `mutation($id: ID!) { renameGroup(groupId: $id, name: "Mine") { __typename ... on Error { message } } }`,
      { id: globalId },
      bob.cookieHeader,
    )
    expect(rename.data).toEqual({ renameGroup: { __typename: 'NotFoundError', message: 'Group not found' } })
    const watch = subscribe(
      app().url,
      'subscription($id: ID!) { groupMembersChanged(groupId: $id) { id } }',
      { id },
      bob.cookieHeader,
    )
    await expect(watch.next()).rejects.toThrow('Group not found')
    expect(watch.events).toEqual([])
    await watch.close()
  })

  it('adds a Gather user by Gather ID: trimmed, "@" optional, any case; unknown, self and duplicates refused', async () => {
    const ada = await person('Ada')
    const bob = await person('Bob', uniqueId('Bob_'))
    const { body: group } = await ada.api.post('/api/groups', { name: 'Friends' })
    const members = `/api/groups/${group.id}/members`

    const added = await ada.api.post(members, { gatherIdOrEmail: `  @${bob.gatherId.toUpperCase()} ` })
    expect(added).toMatchObject({ status: 201, body: { userId: bob.userId, gatherID: bob.gatherId } })
    const again = await ada.api.post(members, { gatherIdOrEmail: bob.gatherId.toLowerCase() })
    expect(again.status).toBe(409)
    expect(again.body.message).toContain('already a member')

    expect(await ada.api.post(members, { gatherIdOrEmail: 'nobody_here' })).toEqual({
      status: 404,
      body: { error: 'User not found', message: 'User not found', code: 'GATHER_ID_NOT_FOUND' },
    })
    expect((await ada.api.post(members, { gatherIdOrEmail: 'no spaces allowed' })).body.message).toBe('User not found')
    const self = await ada.api.post(members, { gatherIdOrEmail: ada.gatherId })
    expect(self).toMatchObject({ status: 400, body: { message: "You can't add yourself to your own group" } })
    expect(await ada.api.post(members, { gatherIdOrEmail: '   ' })).toMatchObject({
      status: 400,
      body: { message: 'Gather ID or email is required' },
    })
  })

  it('keeps an e-mail address as a contact without looking up accounts (no enumeration by e-mail)', async () => {
    const ada = await person('Ada')
    const bob = await person('Bob')
    const bobEmail = (await prisma().user.findUniqueOrThrow({ where: { id: bob.userId } })).email
    const { body: group } = await ada.api.post('/api/groups', { name: 'Work' })
    const members = `/api/groups/${group.id}/members`

    const byEmail = await ada.api.post(members, { gatherIdOrEmail: ` ${bobEmail.toUpperCase()} ` })
    expect(byEmail).toMatchObject({
      status: 201,
      body: { userId: null, user: null, gatherID: null, email: bobEmail, displayName: null },
    })
    const unknown = await ada.api.post(members, { gatherIdOrEmail: 'stranger@example.org' })
    expect(unknown).toMatchObject({ status: 201, body: { userId: null, email: 'stranger@example.org' } })
    const duplicate = await ada.api.post(members, { gatherIdOrEmail: 'Stranger@Example.org' })
    expect(duplicate.status).toBe(409)
    expect(duplicate.body.message).toContain('already a member')
    expect((await ada.api.post(members, { gatherIdOrEmail: 'broken@.' })).body.message).toBe(
      'Please enter a valid email address',
    )
  })

  it('adds device contacts with a name and an e-mail or phone, validated and trimmed', async () => {
    const ada = await person('Ada')
    const { body: group } = await ada.api.post('/api/groups', { name: 'Neighbours' })
    const members = `/api/groups/${group.id}/members`

    const grace = await ada.api.post(members, { displayName: ' Grace Hopper ', email: ' GRACE@navy.mil ', phone: '' })
    expect(grace).toMatchObject({
      status: 201,
      body: { userId: null, displayName: 'Grace Hopper', email: 'grace@navy.mil', phone: null, user: null },
    })
    const alan = await ada.api.post(members, { displayName: 'Alan', phone: '+44 (20) 7946-0018' })
    expect(alan).toMatchObject({ status: 201, body: { displayName: 'Alan', email: null, phone: '+44 (20) 7946-0018' } })

    const cases: [unknown, string][] = [
      [{ displayName: '  ', email: 'a@b.co' }, 'Contact name is required'],
      [{ email: 'a@b.co' }, 'Contact name is required'],
      [{ displayName: 'Nobody' }, 'Add an email or phone number for this contact'],
      [{ displayName: 'Nobody', email: ' ', phone: null }, 'Add an email or phone number for this contact'],
      [{ displayName: 'Bad', email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ displayName: 'Bad', phone: 'call me' }, 'Please enter a valid phone number'],
      [{ displayName: 'x'.repeat(101), phone: '555 0100' }, 'Contact name must be 100 characters or less'],
    ]
    for (const [body, message] of cases) {
      expect(await ada.api.post(members, body)).toMatchObject({ status: 400, body: { message } })
    }
    const duplicate = await ada.api.post(members, { displayName: 'Amazing Grace', email: 'grace@NAVY.mil' })
    expect(duplicate.status).toBe(409)
    expect(duplicate.body.message).toContain('already a member')
    expect((await ada.api.post(members, { displayName: 'Alan T.', phone: '+44 (20) 7946-0018' })).status).toBe(409)
  })

  it('removes a member by account id, and a contact by its member id', async () => {
    const ada = await person('Ada')
    const bob = await person('Bob')
    const { body: group } = await ada.api.post('/api/groups', { name: 'Team' })
    const members = `/api/groups/${group.id}/members`
    await ada.api.post(members, { gatherIdOrEmail: bob.gatherId })
    const contact = await ada.api.post(members, { displayName: 'Grace', email: 'grace@example.com' })

    expect(await ada.api.del(`${members}/${bob.userId}`)).toEqual({ status: 200, body: { message: 'Member removed' } })
    expect(await ada.api.del(`${members}/${contact.body.id}`)).toEqual({
      status: 200,
      body: { message: 'Member removed' },
    })
    expect(await ada.api.del(`${members}/${bob.userId}`)).toEqual({
      status: 404,
      body: { error: 'Member not found', message: 'Member not found', code: 'NOT_FOUND' },
    })
    expect((await ada.api.del(`${members}/nonsense`)).status).toBe(404)
    expect((await ada.api.get('/api/groups')).body[0]?.members).toEqual([])
  })

  it('caps groups per person and members per group with clear messages', async () => {
    const ada = await person('Ada')
    await prisma().group.createMany({
      data: Array.from({ length: maxGroupsPerPerson }, (_, i) => ({ ownerId: ada.userId, name: `G${i}` })),
    })
    expect(await ada.api.post('/api/groups', { name: 'One too many' })).toMatchObject({
      status: 400,
      body: { message: `You can have at most ${maxGroupsPerPerson} groups. Delete one to make room.` },
    })
    const bob = await person('Bob')
    const { body: group } = await bob.api.post('/api/groups', { name: 'Big' })
    await prisma().groupMember.createMany({
      data: Array.from({ length: maxMembersPerGroup }, (_, i) => ({
        groupId: group.id as string,
        displayName: `C${i}`,
        email: `c${i}@example.com`,
      })),
    })
    expect(
      await bob.api.post(`/api/groups/${group.id}/members`, { gatherIdOrEmail: 'late@example.com' }),
    ).toMatchObject({ status: 400, body: { message: `A group can have at most ${maxMembersPerGroup} members` } })
  })

  it('answers 401 to visitors, and 400 to a body that is not JSON', async () => {
    const visitor = client(app)
    expect((await visitor.get('/api/groups')).status).toBe(401)
    expect((await visitor.post('/api/groups', { name: 'x' })).status).toBe(401)
    const { cookieHeader } = await person()
    const response = await fetch(`${app().url}/api/groups`, {
      method: 'POST',
      headers: { cookie: cookieHeader, 'content-type': 'application/json' },
      body: '{nope',
    })
    expect(response.status).toBe(400)
  })
})

describeOnEachDatabase('groups over GraphQL', (app) => {
  // The list holds the groups; a group's members load with it by node id (when expanded).
  const viewerGroups = `{ viewer { groups(first: 20) { totalCount edges { node { id databaseId name memberCount } } } } }`
  const groupMembers = `query($id: ID!) { node(id: $id) { ... on Group { members(first: 20) { edges { node {
    databaseId isContact displayName initials email phone person { id gatherId displayName initials } } } } } } }`

  it('creates groups and adds members through mutations; viewer.groups is a connection', async () => {
    const ada = await app().signIn({ displayName: 'Ada' })
    const bobGatherId = uniqueId('bob')
    const bob = await app().signIn({ displayName: 'Bob Stone', gatherId: bobGatherId })
    const created = await graphql<{ createGroup: { __typename: string; data: { id: string; databaseId: string } } }>(
      app().url,
      `mutation { createGroup(name: " Hikers ") { __typename
        ... on CreateGroupPayload { data { id databaseId name memberCount } } ... on Error { message } } }`,
      {},
      ada.cookieHeader,
    )
    expect(created.data?.createGroup).toMatchObject({
      __typename: 'CreateGroupPayload',
      data: { name: 'Hikers', memberCount: 0 },
    })
    const groupId = created.data?.createGroup.data.id
    const invalid = await graphql(
      app().url,
      'mutation { createGroup(name: "") { __typename ... on Error { message } } }',
      {},
      ada.cookieHeader,
    )
    expect(invalid.data).toEqual({ createGroup: { __typename: 'ValidationError', message: 'Group name is required' } })

    const add = `mutation($groupId: ID!, $value: String, $contact: GroupContactInput) {
      addGroupMember(groupId: $groupId, gatherIdOrEmail: $value, contact: $contact) { __typename
        ... on AddGroupMemberPayload { data { id displayName group { memberCount } } }
        ... on Error { message } } }`
    const byId = await graphql(app().url, add, { groupId, value: `@${bobGatherId}` }, ada.cookieHeader)
    expect(byId.data).toMatchObject({
      addGroupMember: {
        __typename: 'AddGroupMemberPayload',
        data: { displayName: 'Bob Stone', group: { memberCount: 1 } },
      },
    })
    const contact = await graphql(
      app().url,
      add,
      { groupId, contact: { displayName: 'Grace', email: 'grace@example.com' } },
      ada.cookieHeader,
    )
    expect(contact.data).toMatchObject({
      addGroupMember: { data: { displayName: 'Grace', group: { memberCount: 2 } } },
    })
    const unknown = await graphql(app().url, add, { groupId, value: 'ghost_person' }, ada.cookieHeader)
    expect(unknown.data).toEqual({ addGroupMember: { __typename: 'GatherIdNotFoundError', message: 'User not found' } })
    const duplicate = await graphql(app().url, add, { groupId, value: bobGatherId }, ada.cookieHeader)
    expect(duplicate.data).toMatchObject({ addGroupMember: { __typename: 'ConflictError' } })
    const both = await graphql(
      app().url,
      add,
      { groupId, value: 'x', contact: { displayName: 'Y', phone: '555 0100' } },
      ada.cookieHeader,
    )
    expect(both.data).toMatchObject({ addGroupMember: { __typename: 'ValidationError' } })

    const list = await graphql(app().url, viewerGroups, {}, ada.cookieHeader)
    expect(list.errors).toBeUndefined()
    expect(list.data).toEqual({
      viewer: {
        groups: {
          totalCount: 1,
          edges: [{ node: { id: groupId, databaseId: expect.any(String), name: 'Hikers', memberCount: 2 } }],
        },
      },
    })
    const members = await graphql(app().url, groupMembers, { id: groupId }, ada.cookieHeader)
    expect(members.errors).toBeUndefined()
    expect(members.data).toEqual({
      node: {
        members: {
          edges: [
            {
              node: {
                databaseId: expect.any(String),
                isContact: false,
                displayName: 'Bob Stone',
                initials: 'BS',
                email: null,
                phone: null,
                person: {
                  id: globalId('Person', bob.userId),
                  gatherId: bobGatherId,
                  displayName: 'Bob Stone',
                  initials: 'BS',
                },
              },
            },
            {
              node: {
                databaseId: expect.any(String),
                isContact: true,
                displayName: 'Grace',
                initials: 'G',
                email: 'grace@example.com',
                phone: null,
                person: null,
              },
            },
          ],
        },
      },
    })
    const stranger = await app().signIn()
    expect((await graphql(app().url, groupMembers, { id: groupId }, stranger.cookieHeader)).data).toEqual({
      node: null,
    })
  })

  it('loads the list and a member list in a fixed number of SQL statements, however many rows (no N+1)', async () => {
    const measure = async (groups: number, members: number) => {
      const owner = await app().signIn()
      const people = await Promise.all(Array.from({ length: members }, () => app().signIn()))
      const ids: string[] = []
      for (let g = 0; g < groups; g++) {
        const group = await prisma().group.create({ data: { ownerId: owner.userId, name: `G${g}` } })
        ids.push(Buffer.from(`Group:${group.id}`).toString('base64'))
        await prisma().groupMember.createMany({
          data: people.map((p, i) =>
            i % 2
              ? { groupId: group.id, userId: p.userId }
              : { groupId: group.id, displayName: `C${i}`, email: `c${i}@x.io` },
          ),
        })
      }
      let before = sqlStatementCount()
      const list = await graphql(app().url, viewerGroups, {}, owner.cookieHeader)
      const listStatements = sqlStatementCount() - before
      before = sqlStatementCount()
      const detail = await graphql(app().url, groupMembers, { id: ids[0] }, owner.cookieHeader)
      const detailStatements = sqlStatementCount() - before
      expect(list.errors ?? detail.errors).toBeUndefined()
      return { listStatements, detailStatements }
    }
    const few = await measure(1, 2)
    const many = await measure(6, 12)
    expect(few.listStatements).toBeGreaterThan(0)
    expect(many).toEqual(few)
  })

  it('pushes groupMembersChanged to the owner when members change or the group is renamed, and null once it is deleted', async () => {
    const ada = await app().signIn({ displayName: 'Ada' })
    const bobGatherId = uniqueId('bob')
    const bob = await app().signIn({ displayName: 'Bob', gatherId: bobGatherId })
    const api = client(app, ada.cookieHeader)
    const { body: group } = await api.post('/api/groups', { name: 'Live' })
    const listening = whenWatching(String(group.id), ada.userId)
    const watch = subscribe<{ groupMembersChanged: { name: string; memberCount: number } | null }>(
      app().url,
      'subscription($id: ID!) { groupMembersChanged(groupId: $id) { name memberCount } }',
      { id: group.id },
      ada.cookieHeader,
    )
    await listening
    await api.post(`/api/groups/${group.id}/members`, { gatherIdOrEmail: bobGatherId })
    expect((await watch.next()).data).toEqual({ groupMembersChanged: { name: 'Live', memberCount: 1 } })

    const removed = await graphql(
      app().url,
      `mutation($g: ID!, $m: ID!) { removeGroupMember(groupId: $g, memberId: $m) { __typename
        ... on RemoveGroupMemberPayload { data { removedMemberId group { memberCount } } } } }`,
      // A member named by their Person's global id (REST names them by account UUID, above).
      { g: group.id, m: globalId('Person', bob.userId) },
      ada.cookieHeader,
    )
    expect(removed.data).toMatchObject({
      removeGroupMember: { data: { removedMemberId: expect.any(String), group: { memberCount: 0 } } },
    })
    expect((await watch.next()).data).toEqual({ groupMembersChanged: { name: 'Live', memberCount: 0 } })

    await api.patch(`/api/groups/${group.id}`, { name: 'Live again' })
    expect((await watch.next()).data).toEqual({ groupMembersChanged: { name: 'Live again', memberCount: 0 } })

    const deleted = await graphql<{ deleteGroup: { data: string } }>(
      app().url,
      'mutation($g: ID!) { deleteGroup(groupId: $g) { ... on DeleteGroupPayload { data } } }',
      { g: group.id },
      ada.cookieHeader,
    )
    expect(deleted.data?.deleteGroup.data).toBe(Buffer.from(`Group:${group.id}`).toString('base64'))
    expect((await watch.next()).data).toEqual({ groupMembersChanged: null })
    await watch.close()
  })
})
