// The manage screen over GraphQL: one query with the people paginated and counted in a fixed
// number of SQL statements, e-mail addresses for the organiser only, the mutations with typed
// errors, and `meetupUpdated` pushed to participants.
import { randomBytes } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { graphql, subscribe } from '../../tests/helpers/graphql.js'
import { sqlStatementCount } from '../src/core/db/statement-counter.js'
import { prisma } from '../src/core/db.js'
import { globalId } from '../src/edge/graphql/ids.js'
import { whenWatching } from '../src/live/streams/live-access.js'

const manageQuery = `query($id: ID!, $first: Int, $after: String) {
  meetup(id: $id) {
    id databaseId description isOrganiser isActive isExpired startTime expirationTime createdAt shareUrl
    locationName locationAddress participantCount pendingParticipantCount pendingInvitationCount
    participants(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id databaseId invitationStatus status isOrganiser email
        user { id displayName firstName lastName initials } } }
    }
    pendingInvitations(first: 50) { totalCount edges { node { id email createdAt expiresAt } } }
  }
}`

interface ManageData {
  meetup: {
    participantCount: number
    pendingParticipantCount: number
    pendingInvitationCount: number
    isOrganiser: boolean
    participants: {
      totalCount: number
      pageInfo: { hasNextPage: boolean; endCursor: string }
      edges: { node: { id: string; email: string | null; isOrganiser: boolean; user: { displayName: string } } }[]
    }
    pendingInvitations: { totalCount: number; edges: { node: { email: string } }[] }
  } | null
}

const update = `mutation($meetupId: ID!, $input: UpdateMeetupInput!) {
  updateMeetup(meetupId: $meetupId, input: $input) {
    __typename
    ... on UpdateMeetupPayload { data { nameChanged timeChanged meetup { description startTime expirationTime } } }
    ... on Error { message }
  }
}`
const add = `mutation($meetupId: ID!, $value: String!) {
  addParticipant(meetupId: $meetupId, gatherIdOrEmail: $value) {
    __typename
    ... on AddParticipantPayload { data {
      participant { id invitationStatus email user { displayName } }
      pendingInvitation { email }
      meetup { participantCount pendingParticipantCount pendingInvitationCount }
    } }
    ... on Error { message }
  }
}`
const remove = `mutation($meetupId: ID!, $participantId: ID!) {
  removeParticipant(meetupId: $meetupId, participantId: $participantId) {
    __typename
    ... on RemoveParticipantPayload { data { removedParticipantId meetup { participantCount } } }
    ... on Error { message }
  }
}`
const remind = `mutation($meetupId: ID!) {
  remindPending(meetupId: $meetupId) {
    __typename
    ... on RemindPendingPayload { data { emailsSent } }
    ... on Error { message }
  }
}`
const resend = `mutation($meetupId: ID!) {
  resendInvites(meetupId: $meetupId) {
    __typename
    ... on ResendInvitesPayload { data { emailsSent } }
    ... on Error { message }
  }
}`

describeOnEachDatabase('manage over GraphQL', (app, database) => {
  let ids = 0
  const person = (name: string) =>
    app().signIn({ displayName: name, gatherId: `${name.toLowerCase()}_q${++ids}${Date.now() % 100000}` })

  /** A gather of `organiserId` with `count` invited people and one e-mail invitation. */
  async function gatherWith(organiserId: string, count: number) {
    const stamp = randomBytes(4).toString('hex')
    await prisma().user.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        email: `guest${i}-${stamp}@example.com`,
        displayName: `Guest ${i}`,
        gatherId: `g${i}_${stamp}`,
        gatherIdKey: `g${i}_${stamp}`,
      })),
    })
    const guests = await prisma().user.findMany({ where: { email: { endsWith: `-${stamp}@example.com` } } })
    const start = new Date(Date.now() + 24 * 60 * 60 * 1000)
    return prisma().meetup.create({
      data: {
        userId: organiserId,
        description: 'Picnic in the park',
        locationName: 'Central Park',
        shareableLink: randomBytes(16).toString('base64url'),
        startTime: start,
        expirationTime: new Date(start.getTime() + 4 * 60 * 60 * 1000),
        participants: {
          create: [
            { userId: organiserId, invitationStatus: 'accepted', createdAt: new Date(Date.now() - 1000) },
            ...guests.map((g) => ({ userId: g.id, invitationStatus: 'invited' as const, status: 'invited' as const })),
          ],
        },
        pendingInvitations: {
          create: { email: `cleo-${stamp}@example.com`, invitedById: organiserId, expiresAt: start },
        },
      },
    })
  }

  it('reads the manage screen in one query whose SQL statements do not grow with the people', async () => {
    const olga = await person('Olga')
    const small = await gatherWith(olga.userId, 4)
    const big = await gatherWith(olga.userId, 80)
    const huge = await gatherWith(olga.userId, 500)
    const measure = async (id: string) => {
      const before = sqlStatementCount()
      const result = await graphql<ManageData>(app().url, manageQuery, { id, first: 50 }, olga.cookieHeader)
      expect(result.errors).toBeUndefined()
      return { statements: sqlStatementCount() - before, meetup: result.data?.meetup }
    }
    await measure(small.id) // the first request also looks the session up
    const few = await measure(small.id)
    const many = await measure(big.id)
    const most = await measure(huge.id)
    expect(many.statements).toBe(few.statements)
    expect(most.statements).toBe(few.statements)
    expect(most.meetup?.participantCount).toBe(501)
    // The gather with its people in the read the rule needs; no removal read for its organiser.
    expect(many.statements).toBeLessThanOrEqual(7)

    expect(many.meetup).toMatchObject({
      isOrganiser: true,
      participantCount: 81,
      pendingParticipantCount: 80,
      pendingInvitationCount: 1,
      participants: { totalCount: 81, pageInfo: { hasNextPage: true } },
      pendingInvitations: { totalCount: 1, edges: [{ node: { email: expect.stringMatching(/^cleo-/) } }] },
    })
    const first = many.meetup?.participants.edges ?? []
    expect(first).toHaveLength(50)
    expect(first[0]?.node).toMatchObject({ isOrganiser: true, user: { displayName: 'Olga' } })
    expect(first[1]?.node.email).toMatch(/^guest\d+-[0-9a-f]{8}@example\.com$/)

    const next = await graphql<ManageData>(
      app().url,
      manageQuery,
      { id: big.id, first: 50, after: many.meetup?.participants.pageInfo.endCursor },
      olga.cookieHeader,
    )
    expect(next.data?.meetup?.participants.edges).toHaveLength(31)
    expect(next.data?.meetup?.participants.pageInfo.hasNextPage).toBe(false)
    const seen = new Set([...first, ...(next.data?.meetup?.participants.edges ?? [])].map((e) => e.node.id))
    expect(seen.size).toBe(81)
    if (database === 'pglite') {
      // On the embedded database Prisma's statements are prepared once, then run again by name.
      const prepared = await prisma().$queryRawUnsafe<{ runs: number }[]>(
        `SELECT (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements
          WHERE name LIKE 'prisma\\_%' AND statement LIKE 'SELECT "public"."PendingInvitation".%'`,
      )
      expect(Math.max(0, ...prepared.map((row) => row.runs))).toBeGreaterThanOrEqual(4)
    }
  })

  it('shows e-mail addresses and e-mail invitations to the organiser only', async () => {
    const olga = await person('Olga')
    const meetup = await gatherWith(olga.userId, 2)
    const femi = await person('Femi')
    await prisma().participant.create({
      data: { meetupId: meetup.id, userId: femi.userId, invitationStatus: 'accepted' },
    })
    for (const viewer of [femi.cookieHeader, (await person('Stan')).cookieHeader, undefined]) {
      const result = await graphql<ManageData>(app().url, manageQuery, { id: meetup.id, first: 10 }, viewer)
      expect(result.errors).toBeUndefined()
      expect(result.data?.meetup?.isOrganiser).toBe(false)
      expect(result.data?.meetup?.participants.edges.map((e) => e.node.email)).toEqual([null, null, null, null])
      expect(result.data?.meetup?.pendingInvitations).toEqual({ totalCount: 0, edges: [] })
      expect(result.data?.meetup?.pendingInvitationCount).toBe(0)
    }
  })

  it('finds a gather by UUID or global id, and answers null for a missing or malformed one', async () => {
    const olga = await person('Olga')
    const meetup = await gatherWith(olga.userId, 0)
    const byUuid = await graphql<{ meetup: { id: string } }>(app().url, `{ meetup(id: "${meetup.id}") { id } }`)
    const globalId = byUuid.data?.meetup.id as string
    const byGlobal = await graphql<{ meetup: { id: string } }>(
      app().url,
      'query($id: ID!) { meetup(id: $id) { id } }',
      {
        id: globalId,
      },
    )
    expect(byGlobal.data?.meetup.id).toBe(globalId)
    for (const id of [crypto.randomUUID(), 'nope', Buffer.from(`User:${meetup.id}`).toString('base64')]) {
      const missing = await graphql(app().url, 'query($id: ID!) { meetup(id: $id) { id } }', { id })
      expect(missing).toEqual({ data: { meetup: null } })
    }
  })

  it('refuses the mutations to participants and strangers with typed errors', async () => {
    const olga = await person('Olga')
    const meetup = await gatherWith(olga.userId, 1)
    const guest = await prisma().participant.findFirstOrThrow({
      where: { meetupId: meetup.id, NOT: { userId: olga.userId } },
    })
    const femi = await person('Femi')
    await prisma().participant.create({
      data: { meetupId: meetup.id, userId: femi.userId, invitationStatus: 'accepted' },
    })
    const stan = await person('Stan')
    for (const who of [femi, stan]) {
      const answers = [
        (await graphql(app().url, update, { meetupId: meetup.id, input: { description: 'Mine' } }, who.cookieHeader))
          .data?.updateMeetup,
        (await graphql(app().url, remove, { meetupId: meetup.id, participantId: guest.id }, who.cookieHeader)).data
          ?.removeParticipant,
        (await graphql(app().url, remind, { meetupId: meetup.id }, who.cookieHeader)).data?.remindPending,
        (await graphql(app().url, resend, { meetupId: meetup.id }, who.cookieHeader)).data?.resendInvites,
        (await graphql(app().url, add, { meetupId: meetup.id, value: 'someone@example.com' }, who.cookieHeader)).data
          ?.addParticipant,
      ]
      expect(answers).toEqual([
        { __typename: 'ForbiddenError', message: 'Only the organiser can edit this gathering' },
        { __typename: 'ForbiddenError', message: 'Only the organiser can remove participants' },
        { __typename: 'ForbiddenError', message: 'Only the organiser can send reminders' },
        { __typename: 'ForbiddenError', message: 'Only the organiser can send updated invitations' },
        { __typename: 'NotFoundError', message: "Gathering not found or you don't have access" },
      ])
    }
    const signedOut = await graphql(app().url, remind, { meetupId: meetup.id })
    expect(signedOut.errors?.[0]?.message).toMatch(/not authorized/i)
    expect((await prisma().meetup.findUniqueOrThrow({ where: { id: meetup.id } })).description).toBe(
      'Picnic in the park',
    )
    expect(await prisma().participant.count({ where: { meetupId: meetup.id } })).toBe(3)
  })

  it('edits, adds, removes, reminds and resends for the organiser, returning what the screen updates', async () => {
    const olga = await person('Olga')
    const meetup = await gatherWith(olga.userId, 1)
    const start = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000)
    start.setUTCSeconds(0, 0)
    const edited = await graphql(
      app().url,
      update,
      { meetupId: meetup.id, input: { description: ' Picnic by the lake ', startTime: start.toISOString() } },
      olga.cookieHeader,
    )
    expect(edited.data?.updateMeetup).toEqual({
      __typename: 'UpdateMeetupPayload',
      data: {
        nameChanged: true,
        timeChanged: true,
        meetup: {
          description: 'Picnic by the lake',
          startTime: start.toISOString(),
          expirationTime: new Date(start.getTime() + 4 * 60 * 60 * 1000).toISOString(),
        },
      },
    })
    const blank = await graphql(
      app().url,
      update,
      { meetupId: meetup.id, input: { description: ' ' } },
      olga.cookieHeader,
    )
    expect(blank.data?.updateMeetup).toEqual({ __typename: 'ValidationError', message: 'Gather name cannot be empty' })

    const femi = await person('Femi')
    const femiId = (await prisma().user.findUniqueOrThrow({ where: { id: femi.userId } })).gatherId
    const added = await graphql<{ addParticipant: { data: { participant: { id: string } } } }>(
      app().url,
      add,
      { meetupId: meetup.id, value: femiId },
      olga.cookieHeader,
    )
    expect(added.errors).toBeUndefined()
    expect(added.data?.addParticipant).toMatchObject({
      __typename: 'AddParticipantPayload',
      data: {
        participant: {
          invitationStatus: 'INVITED',
          email: expect.stringContaining('@example.com'),
          user: { displayName: 'Femi' },
        },
        pendingInvitation: null,
        meetup: { participantCount: 3, pendingParticipantCount: 2, pendingInvitationCount: 1 },
      },
    })
    const again = await graphql(app().url, add, { meetupId: meetup.id, value: femiId }, olga.cookieHeader)
    expect(again.data?.addParticipant).toMatchObject({
      __typename: 'ConflictError',
      message: expect.stringContaining('already a participant'),
    })
    const byEmail = await graphql(app().url, add, { meetupId: meetup.id, value: 'dora@example.com' }, olga.cookieHeader)
    expect(byEmail.errors).toBeUndefined()
    expect(byEmail.data?.addParticipant).toMatchObject({
      data: {
        participant: null,
        pendingInvitation: { email: 'dora@example.com' },
        meetup: { pendingInvitationCount: 2 },
      },
    })

    const reminded = await graphql(app().url, remind, { meetupId: meetup.id }, olga.cookieHeader)
    expect(reminded.data?.remindPending).toEqual({
      __typename: 'RemindPendingPayload',
      data: { emailsSent: 4 },
    })
    const resent = await graphql(app().url, resend, { meetupId: meetup.id }, olga.cookieHeader)
    expect(resent.data?.resendInvites).toEqual({ __typename: 'ResendInvitesPayload', data: { emailsSent: 4 } })

    const participantId = added.data?.addParticipant.data.participant.id as string
    const removed = await graphql(app().url, remove, { meetupId: meetup.id, participantId }, olga.cookieHeader)
    expect(removed.data?.removeParticipant).toEqual({
      __typename: 'RemoveParticipantPayload',
      data: { removedParticipantId: participantId, meetup: { participantCount: 2 } },
    })
    const organiserRow = await prisma().participant.findFirstOrThrow({
      where: { meetupId: meetup.id, userId: olga.userId },
    })
    const notOwner = await graphql(
      app().url,
      remove,
      { meetupId: meetup.id, participantId: organiserRow.id },
      olga.cookieHeader,
    )
    expect(notOwner.data?.removeParticipant).toEqual({
      __typename: 'ValidationError',
      message: 'The organiser cannot be removed',
    })
  })

  it('pushes meetupUpdated to participants when the organiser edits or changes the people; strangers cannot listen', async () => {
    const olga = await person('Olga')
    const meetup = await gatherWith(olga.userId, 0)
    const femi = await person('Femi')
    await prisma().participant.create({
      data: { meetupId: meetup.id, userId: femi.userId, invitationStatus: 'accepted' },
    })
    const query = `subscription($meetupId: ID!) { meetupUpdated(meetupId: $meetupId) {
      meetupId meetup { description participantCount } } }`
    const listening = whenWatching(meetup.id, femi.userId)
    const watching = subscribe<{
      meetupUpdated: { meetupId: string; meetup: { description: string; participantCount: number } }
    }>(app().url, query, { meetupId: meetup.id }, femi.cookieHeader)
    await listening
    await graphql(
      app().url,
      update,
      { meetupId: meetup.id, input: { description: 'Moved indoors' } },
      olga.cookieHeader,
    )
    expect((await watching.next()).data?.meetupUpdated).toEqual({
      meetupId: globalId('Meetup', meetup.id),
      meetup: { description: 'Moved indoors', participantCount: 2 },
    })
    await graphql(app().url, add, { meetupId: meetup.id, value: 'dora@example.com' }, olga.cookieHeader)
    expect((await watching.next()).data?.meetupUpdated.meetupId).toBe(globalId('Meetup', meetup.id))
    // People joining or removed reach it too (announced as participantChanged).
    const gus = await person('Gus')
    const gusId = (await prisma().user.findUniqueOrThrow({ where: { id: gus.userId } })).gatherId
    const added = await graphql<{ addParticipant: { data: { participant: { id: string } } } }>(
      app().url,
      add,
      { meetupId: meetup.id, value: gusId },
      olga.cookieHeader,
    )
    expect((await watching.next()).data?.meetupUpdated.meetup).toEqual({
      description: 'Moved indoors',
      participantCount: 3,
    })
    const participantId = added.data?.addParticipant.data.participant.id
    await graphql(app().url, remove, { meetupId: meetup.id, participantId }, olga.cookieHeader)
    expect((await watching.next()).data?.meetupUpdated.meetup?.participantCount).toBe(2)
    await watching.close()

    const stranger = subscribe(app().url, query, { meetupId: meetup.id }, (await person('Stan')).cookieHeader)
    await expect(stranger.next()).rejects.toThrow('Only participants see live positions')
    await stranger.close()
  })
})
