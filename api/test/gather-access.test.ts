// One decision per question, whatever the face: a removal sticks until the organiser invites
// again; node(id) follows the same rules as the queries; REST and GraphQL show the same venue,
// Gather IDs and e-mail addresses to the same people.
import { encodeGlobalID } from '@pothos/plugin-relay'
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { graphql } from '../../tests/helpers/graphql.js'
import { rest } from '../../tests/helpers/http.js'
import { prisma } from '../src/core/db.js'

describeOnEachDatabase('gather access, the same on every face', (app) => {
  const call = (method: string, path: string, cookie?: string, body?: unknown) =>
    rest(app().url, method, path, { cookie, body })
  let n = 0
  const person = async (name: string) => {
    const gatherId = `${name.toLowerCase()}_g${++n}${Date.now() % 100000}`
    return { ...(await app().signIn({ displayName: name, gatherId })), gatherId }
  }
  const join = `mutation($id: ID!) { joinMeetup(meetupId: $id, rejoin: true) { __typename
    ... on Error { message } ... on JoinMeetupPayload { data { viewerParticipant { invitationStatus } } } } }`

  it('keeps a removed participant out — by link and by Gather ID — until the organiser invites them again', async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const meetup = await createMeetupWith(olga.userId, [femi.userId])
    for (const { id } of meetup.participants) await app().place(id, { lat: 40.75, lon: -73.98 })
    const femiRecord = meetup.participants.find((p) => p.userId === femi.userId)?.id
    expect(
      (await call('DELETE', `/api/meetups/${meetup.id}/participants/${femiRecord}`, olga.cookieHeader)).status,
    ).toBe(200)

    expect((await graphql(app().url, join, { id: meetup.shareableLink }, femi.cookieHeader)).data).toEqual({
      joinMeetup: { __typename: 'ForbiddenError', message: 'You were removed from this gather.' },
    })
    const byGatherId = await call('POST', `/api/meetups/${meetup.id}/participants`, femi.cookieHeader, {
      gatherIdOrEmail: femi.gatherId,
    })
    expect(byGatherId).toMatchObject({ status: 403, body: { message: 'You were removed from this gather.' } })
    // Opening the link still shows what a stranger sees: no positions, no venue coordinates.
    const seen = await call('GET', `/api/meetups/by-link/${meetup.shareableLink}`, femi.cookieHeader)
    expect(seen.status).toBe(200)
    expect(seen.text).not.toContain('40.75')
    expect(seen.body.viewerParticipantId).toBeNull()
    expect(await prisma().participant.count({ where: { meetupId: meetup.id, userId: femi.userId } })).toBe(0)

    // Invited again by the organiser: in again.
    const invited = await call('POST', `/api/meetups/${meetup.id}/participants`, olga.cookieHeader, {
      gatherIdOrEmail: femi.gatherId,
    })
    expect(invited).toMatchObject({ status: 201, body: { invitationStatus: 'invited' } })
    expect((await graphql(app().url, join, { id: meetup.shareableLink }, femi.cookieHeader)).data).toEqual({
      joinMeetup: {
        __typename: 'JoinMeetupPayload',
        data: { viewerParticipant: { invitationStatus: 'ACCEPTED' } },
      },
    })
    const after = await call('GET', `/api/meetups/${meetup.id}`, femi.cookieHeader)
    expect(after.text).toContain('40.75')
  })

  it('answers node(id) by the same rules as the queries', async () => {
    const olga = await person('Olga')
    const stan = await person('Stan')
    const meetup = await createMeetupWith(olga.userId)
    const invitation = await prisma().pendingInvitation.create({
      data: { meetupId: meetup.id, email: 'secret@example.com', invitedById: olga.userId, expiresAt: new Date() },
    })
    const nodeQuery = `query($id: ID!) { node(id: $id) { __typename
      ... on PendingInvitation { email } ... on Meetup { description } ... on Participant { meetup { description } } } }`
    const node = async (id: string, cookie?: string) => (await graphql(app().url, nodeQuery, { id }, cookie)).data?.node
    const invitationId = encodeGlobalID('PendingInvitation', invitation.id)
    expect(await node(invitationId)).toBeNull()
    expect(await node(invitationId, stan.cookieHeader)).toBeNull()
    expect(await node(invitationId, olga.cookieHeader)).toEqual({
      __typename: 'PendingInvitation',
      email: 'secret@example.com',
    })

    // Ended: its link has expired for visitors and strangers, so has its node.
    await prisma().meetup.update({ where: { id: meetup.id }, data: { expirationTime: new Date(Date.now() - 1000) } })
    const meetupId = encodeGlobalID('Meetup', meetup.id)
    const participantId = encodeGlobalID('Participant', meetup.participants[0]?.id as string)
    for (const cookie of [undefined, stan.cookieHeader]) {
      expect(await node(meetupId, cookie)).toBeNull()
      expect(await node(participantId, cookie)).toBeNull()
      const byQuery = await graphql(app().url, 'query($id: ID!) { meetup(id: $id) { id } }', { id: meetup.id }, cookie)
      expect(byQuery.data).toEqual({ meetup: null })
    }
    expect(await node(meetupId, olga.cookieHeader)).toEqual({ __typename: 'Meetup', description: 'Picnic in the park' })
  })

  it('shows visitors names without Gather IDs on REST as on GraphQL', async () => {
    const olga = await person('Olga')
    const meetup = await createMeetupWith(olga.userId)
    const visitor = await call('GET', `/api/meetups/by-link/${meetup.shareableLink}`)
    expect(visitor.body.creator).toMatchObject({ displayName: 'Olga', gatherID: null })
    expect(visitor.body.participants[0].user).toMatchObject({ displayName: 'Olga', gatherID: null })
    const stan = await person('Stan')
    const signedIn = await call('GET', `/api/meetups/by-link/${meetup.shareableLink}`, stan.cookieHeader)
    expect(signedIn.body.creator.gatherID).toBe(olga.gatherId)
  })

  it('gives the venue coordinates to the same people on REST and GraphQL: those in the gather', async () => {
    const olga = await person('Olga')
    const ivy = await person('Ivy')
    const dan = await person('Dan')
    const meetup = await createMeetupWith(olga.userId)
    await prisma().participant.createMany({
      data: [
        { meetupId: meetup.id, userId: ivy.userId, invitationStatus: 'invited', status: 'invited' },
        { meetupId: meetup.id, userId: dan.userId, invitationStatus: 'declined', status: 'invited' },
      ],
    })
    const venue = 'query($id: ID!) { meetup(id: $id) { location { lat lon } } }'
    for (const [who, sees] of [
      [olga, true],
      [ivy, false],
      [dan, false],
    ] as const) {
      const viaGraphql = await graphql(app().url, venue, { id: meetup.id }, who.cookieHeader)
      const viaRest = await call('GET', `/api/meetups/${meetup.id}`, who.cookieHeader)
      expect(viaGraphql.data).toEqual({ meetup: { location: sees ? { lat: 40.7812, lon: -73.9665 } : null } })
      expect(viaRest.body.locationLat).toBe(sees ? 40.7812 : undefined)
    }
  })
})
