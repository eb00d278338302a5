// Gathers over GraphQL: the viewer's lists as connections (split, sorted, counted, paginated,
// without N+1), the mutations with their typed errors, and coordinates for participants only.
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { graphql } from '../../tests/helpers/graphql.js'
import { sqlStatementCount } from '../src/core/db/statement-counter.js'
import { prisma } from '../src/core/db.js'

const dayMs = 24 * 60 * 60 * 1000
const create = `mutation($input: CreateMeetupInput!) {
  createMeetup(input: $input) {
    __typename
    ... on CreateMeetupPayload { data { id databaseId description shareUrl isOrganiser } }
    ... on Error { message }
    ... on ValidationError { field }
  }
}`

function input(overrides: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + dayMs)
  return {
    locationName: 'Central Park',
    description: 'Picnic in the park',
    gatherDate: start.toISOString().slice(0, 10),
    gatherTime: '12:00',
    scheduledDateTime: start.toISOString(),
    lat: 40.7812,
    lon: -73.9665,
    ...overrides,
  }
}

const lists = `query($first: Int, $after: String) {
  viewer {
    activeMeetups(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node {
        description isLive isPast isExpired location { lat lon } weatherTemp weatherIcon
        organiser { displayName initials }
        viewerParticipant { invitationStatus }
        participants(first: 3) { totalCount edges { node { user { initials } } } }
      } }
    }
    pastMeetups { totalCount }
    pendingInvitations(first: 10) { totalCount edges { node { databaseId meetup { description } } } }
  }
}`

describeOnEachDatabase('gathers over GraphQL', (app) => {
  let ids = 0
  const person = (name: string) =>
    app().signIn({ displayName: name, gatherId: `${name.toLowerCase()}_g${++ids}${Date.now() % 100000}` })
  const gatherIdOf = async (userId: string) =>
    (await prisma().user.findUniqueOrThrow({ where: { id: userId } })).gatherId as string

  it('creates a gather and answers bad input with a typed ValidationError naming the field', async () => {
    const olga = await person('Olga')
    const ok = await graphql(app().url, create, { input: input() }, olga.cookieHeader)
    expect(ok.data?.createMeetup).toMatchObject({
      __typename: 'CreateMeetupPayload',
      data: { description: 'Picnic in the park', isOrganiser: true, shareUrl: expect.stringMatching(/\/join\/.{22}$/) },
    })
    const bad = await graphql(app().url, create, { input: input({ description: 'x'.repeat(101) }) }, olga.cookieHeader)
    expect(bad.data?.createMeetup).toEqual({
      __typename: 'ValidationError',
      message: 'Max 100 characters',
      field: 'description',
    })
    const signedOut = await graphql(app().url, create, { input: input() })
    expect(signedOut.errors?.[0]?.message).toMatch(/not authorized/i)
  })

  it('lists active and past gatherings with counts, pages and people, in a fixed number of SQL statements', async () => {
    const olga = await person('Olga')
    const friends = await Promise.all(['Femi', 'Gus', 'Hana', 'Ivo'].map(person))
    const friendIds = await Promise.all(friends.map((f) => gatherIdOf(f.userId)))
    const measure = async (first: number) => {
      const before = sqlStatementCount()
      const result = await graphql<{ viewer: { activeMeetups: { edges: unknown[] } } }>(
        app().url,
        lists,
        { first },
        olga.cookieHeader,
      )
      expect(result.errors).toBeUndefined()
      return { statements: sqlStatementCount() - before, result }
    }
    for (let i = 0; i < 3; i++) {
      await graphql(
        app().url,
        create,
        { input: input({ description: `Gather ${i}`, selectedGatherIds: friendIds }) },
        olga.cookieHeader,
      )
    }
    const few = await measure(3)
    for (let i = 3; i < 12; i++) {
      await graphql(
        app().url,
        create,
        { input: input({ description: `Gather ${i}`, selectedGatherIds: friendIds }) },
        olga.cookieHeader,
      )
    }
    const many = await measure(12)
    expect(many.result.data?.viewer.activeMeetups.edges).toHaveLength(12)
    expect(few.statements).toBeGreaterThan(2)
    expect(many.statements).toBe(few.statements)

    const first = await graphql<{
      viewer: {
        activeMeetups: {
          totalCount: number
          pageInfo: { hasNextPage: boolean; endCursor: string }
          edges: { node: Record<string, unknown> }[]
        }
      }
    }>(app().url, lists, { first: 2 }, olga.cookieHeader)
    const page = first.data?.viewer.activeMeetups
    expect(page?.totalCount).toBe(12)
    expect(page?.pageInfo.hasNextPage).toBe(true)
    expect(page?.edges[0]?.node).toEqual({
      description: 'Gather 0',
      isLive: false,
      isPast: false,
      isExpired: false,
      location: { lat: 40.7812, lon: -73.9665 },
      weatherTemp: 72,
      weatherIcon: 'CLOUD',
      organiser: { displayName: 'Olga', initials: 'O' },
      viewerParticipant: { invitationStatus: 'ACCEPTED' },
      participants: {
        totalCount: 5,
        edges: [
          { node: { user: { initials: 'O' } } },
          { node: { user: { initials: 'F' } } },
          { node: { user: { initials: 'G' } } },
        ],
      },
    })
    const next = await graphql<typeof first.data>(
      app().url,
      lists,
      { first: 2, after: page?.pageInfo.endCursor },
      olga.cookieHeader,
    )
    expect(next.data?.viewer.activeMeetups.edges.map((e) => e.node.description)).toEqual(['Gather 2', 'Gather 3'])

    const invited = await graphql<{ viewer: { pendingInvitations: { totalCount: number } } }>(
      app().url,
      lists,
      {},
      friends[0]?.cookieHeader,
    )
    expect(invited.data?.viewer.pendingInvitations.totalCount).toBe(12)
  })

  it('answers an invitation by its global id, and hides and deletes with ids for @deleteEdge', async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const created = await graphql<{ createMeetup: { data: { id: string; databaseId: string } } }>(
      app().url,
      create,
      { input: input({ selectedGatherIds: [await gatherIdOf(femi.userId)] }) },
      olga.cookieHeader,
    )
    const meetup = created.data?.createMeetup.data
    const pending = await graphql<{ viewer: { pendingInvitations: { edges: { node: { databaseId: string } }[] } } }>(
      app().url,
      '{ viewer { pendingInvitations { edges { node { databaseId } } } } }',
      {},
      femi.cookieHeader,
    )
    const participantId = pending.data?.viewer.pendingInvitations.edges[0]?.node.databaseId
    const respond = `mutation($id: ID!, $response: InvitationResponse!) {
      respondToInvitation(participantId: $id, response: $response) {
        __typename ... on RespondToInvitationPayload { data { invitationStatus meetup { description } } }
        ... on Error { message }
      }
    }`
    const byOlga = await graphql(app().url, respond, { id: participantId, response: 'ACCEPTED' }, olga.cookieHeader)
    expect(byOlga.data?.respondToInvitation).toEqual({
      __typename: 'ForbiddenError',
      message: 'Only the invited person can answer this invitation',
    })
    const globalId = Buffer.from(`Participant:${participantId}`).toString('base64')
    const accepted = await graphql(app().url, respond, { id: globalId, response: 'ACCEPTED' }, femi.cookieHeader)
    expect(accepted.data?.respondToInvitation).toEqual({
      __typename: 'RespondToInvitationPayload',
      data: { invitationStatus: 'ACCEPTED', meetup: { description: 'Picnic in the park' } },
    })

    const hide = await graphql(
      app().url,
      `mutation($id: ID!) { hideMeetup(meetupId: $id) { __typename ... on HideMeetupPayload { data { deletedMeetupId } } } }`,
      { id: meetup?.id },
      femi.cookieHeader,
    )
    expect(hide.data?.hideMeetup).toEqual({
      __typename: 'HideMeetupPayload',
      data: { deletedMeetupId: meetup?.id },
    })
    const deleteMutation = `mutation($id: ID!) { deleteMeetup(meetupId: $id) {
      __typename ... on DeleteMeetupPayload { data { deletedMeetupId } } ... on Error { message } } }`
    expect(
      (await graphql(app().url, deleteMutation, { id: meetup?.databaseId }, femi.cookieHeader)).data?.deleteMeetup,
    ).toEqual({
      __typename: 'ForbiddenError',
      message: 'Only the organiser can delete this gathering',
    })
    expect(
      (await graphql(app().url, deleteMutation, { id: meetup?.databaseId }, olga.cookieHeader)).data?.deleteMeetup,
    ).toEqual({
      __typename: 'DeleteMeetupPayload',
      data: { deletedMeetupId: meetup?.id },
    })
  })

  it('shows a gather to anyone with its id, but its coordinates only to participants', async () => {
    const olga = await person('Olga')
    const stranger = await person('Stan')
    const created = await graphql<{ createMeetup: { data: { id: string } } }>(
      app().url,
      create,
      { input: input() },
      olga.cookieHeader,
    )
    const query = `query($id: ID!) { node(id: $id) { ... on Meetup { description location { lat lon } isOrganiser viewerParticipant { id } } } }`
    const id = created.data?.createMeetup.data.id
    expect((await graphql(app().url, query, { id }, olga.cookieHeader)).data?.node).toMatchObject({
      location: { lat: 40.7812, lon: -73.9665 },
      isOrganiser: true,
    })
    for (const cookie of [stranger.cookieHeader, undefined]) {
      expect((await graphql(app().url, query, { id }, cookie)).data?.node).toEqual({
        description: 'Picnic in the park',
        location: null,
        isOrganiser: false,
        viewerParticipant: null,
      })
    }
  })

  it('checks a Gather ID and invites an e-mail address', async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const check = await graphql(
      app().url,
      `query($v: String!) { inviteeCheck(gatherIdOrEmail: $v) { __typename ... on InviteeCheckPayload { data { userExists isEmail gatherId displayName } } } }`,
      { v: `@${await gatherIdOf(femi.userId)}` },
      olga.cookieHeader,
    )
    expect(check.data?.inviteeCheck).toMatchObject({ data: { userExists: true, isEmail: false, displayName: 'Femi' } })
    const created = await graphql<{ createMeetup: { data: { id: string } } }>(
      app().url,
      create,
      { input: input() },
      olga.cookieHeader,
    )
    const invite = await graphql(
      app().url,
      `mutation($m: ID!, $e: String!) { inviteByEmail(meetupId: $m, email: $e) {
        __typename ... on InviteByEmailPayload { data { email expiresAt } } ... on Error { message } } }`,
      { m: created.data?.createMeetup.data.id, e: 'Friend@Example.com' },
      olga.cookieHeader,
    )
    expect(invite.data?.inviteByEmail).toMatchObject({
      __typename: 'InviteByEmailPayload',
      data: { email: 'friend@example.com' },
    })
    // Checked against the gather: the invited address is in it already; another is not.
    const against = `query($v: String!, $m: ID!) { inviteeCheck(gatherIdOrEmail: $v, meetupId: $m) {
      __typename ... on InviteeCheckPayload { data { alreadyInGather message } } ... on Error { message } } }`
    const meetupId = created.data?.createMeetup.data.id
    expect(
      (await graphql(app().url, against, { v: 'friend@example.com', m: meetupId }, olga.cookieHeader)).data,
    ).toEqual({
      inviteeCheck: {
        __typename: 'InviteeCheckPayload',
        data: { alreadyInGather: true, message: "We'll e-mail them an invitation with the join link" },
      },
    })
    expect(
      (await graphql(app().url, against, { v: 'other@example.com', m: meetupId }, femi.cookieHeader)).data,
    ).toEqual({
      inviteeCheck: { __typename: 'ForbiddenError', message: 'Only the organiser can add people to this gathering' },
    })
  })

  it('tells the client the display time zone of the manage screen', async () => {
    const result = await graphql(app().url, '{ displayTimeZone }', {})
    expect(result.data).toEqual({ displayTimeZone: 'America/Phoenix' })
  })
})
