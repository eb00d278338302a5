// The capabilities of a gather and an account, as an attacker would probe them on every face:
// the gather's id joins nobody (only its share link, an invitation or organising it does); the
// organiser's new share link makes the old one an unknown link everywhere; access tokens never
// read, make or revoke the private calendar feed address; venue coordinates in calendar files
// follow canSeeVenue; and how fresh someone's position is goes only to those who see positions.
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { graphql } from '../../tests/helpers/graphql.js'
import { rest } from '../../tests/helpers/http.js'
import { waitForMail } from '../../tests/helpers/mail.js'
import { tokenRefusals } from '../src/accounts/tokens.policy.js'
import { prisma } from '../src/core/db.js'
import { genericOpenGraph, openGraphFor } from '../src/gathers/open-graph.rest.js'

const venueDigits = /40\.78|73\.96/

describeOnEachDatabase('capabilities', (app) => {
  const call = (method: string, path: string, cookie?: string, body?: unknown) =>
    rest(app().url, method, path, { cookie, body })
  let n = 0
  const person = async (name: string) => {
    const gatherId = `${name.toLowerCase()}_c${++n}${Date.now() % 100000}`
    const email = `${gatherId}@example.com`
    return { ...(await app().signIn({ displayName: name, gatherId, email })), gatherId, email }
  }
  /** Olga's gather with Ada accepted, Ivy invited and Dan declined. */
  async function cast() {
    const [olga, ada, ivy, dan, stan] = await Promise.all(['Olga', 'Ada', 'Ivy', 'Dan', 'Stan'].map(person))
    if (!olga || !ada || !ivy || !dan || !stan) throw new Error('people not made')
    const meetup = await createMeetupWith(olga.userId, [ada.userId])
    await prisma().participant.createMany({
      data: [
        { meetupId: meetup.id, userId: ivy.userId, invitationStatus: 'invited', status: 'invited' },
        { meetupId: meetup.id, userId: dan.userId, invitationStatus: 'declined', status: 'invited' },
      ],
    })
    return { meetup, olga, ada, ivy, dan, stan }
  }
  const join = `mutation($id: ID!, $rejoin: Boolean) { joinMeetup(meetupId: $id, rejoin: $rejoin) { __typename
    ... on Error { message } ... on JoinMeetupPayload { data { viewerParticipant { invitationStatus } } } } }`
  const unknownLink = 'AAAAAAAAAAAAAAAAAAAAAA'
  const bearer = async (path: string, secret: string, method = 'GET', body?: unknown) => {
    const response = await fetch(`${app().url}${path}`, {
      method,
      headers: { authorization: `Bearer ${secret}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : null }
  }
  const tokenOf = async (cookie: string, scope: 'read' | 'read-write') =>
    (await call('POST', '/api/access-tokens', cookie, { name: `Script ${++n}`, scope })).body.secret as string

  it("joins nobody by the gather's id alone: the share link, an invitation or organising it does", async () => {
    const { meetup, ivy, dan, stan } = await cast()
    // A stranger holding the id is told what an unknown link tells, on both faces.
    const unknown = await graphql(app().url, join, { id: unknownLink }, stan.cookieHeader)
    const byId = await graphql(app().url, join, { id: meetup.id }, stan.cookieHeader)
    expect(byId.data).toEqual(unknown.data)
    expect(byId.data).toEqual({ joinMeetup: { __typename: 'NotFoundError', message: 'Gather not found' } })
    const unknownRest = await call('POST', `/api/meetups/${crypto.randomUUID()}/participants`, stan.cookieHeader, {
      gatherIdOrEmail: stan.gatherId,
    })
    const byIdRest = await call('POST', `/api/meetups/${meetup.id}/participants`, stan.cookieHeader, {
      gatherIdOrEmail: stan.gatherId,
    })
    expect({ status: byIdRest.status, body: byIdRest.body }).toEqual({ status: 404, body: unknownRest.body })
    expect(await prisma().participant.count({ where: { meetupId: meetup.id, userId: stan.userId } })).toBe(0)

    // Reading by id is as before, without the link: the id must not lead to it.
    const read = await call('GET', `/api/meetups/${meetup.id}`, stan.cookieHeader)
    expect(read.status).toBe(200)
    expect(read.text).not.toContain(meetup.shareableLink)
    const readGql = await graphql(
      app().url,
      'query($id: ID!) { meetup(id: $id) { description shareableLink shareUrl } }',
      { id: meetup.id },
      stan.cookieHeader,
    )
    expect(readGql.data).toEqual({ meetup: { description: 'Picnic in the park', shareableLink: null, shareUrl: null } })

    // Invited and declined people join by id: their invitation is the capability.
    const invited = await graphql(app().url, join, { id: meetup.id }, ivy.cookieHeader)
    expect(invited.data?.joinMeetup).toMatchObject({ data: { viewerParticipant: { invitationStatus: 'ACCEPTED' } } })
    const declined = await graphql(app().url, join, { id: meetup.id, rejoin: true }, dan.cookieHeader)
    expect(declined.data?.joinMeetup).toMatchObject({ data: { viewerParticipant: { invitationStatus: 'ACCEPTED' } } })

    // The link joins a stranger, on GraphQL and on REST (in place of the id).
    const byLink = await graphql(app().url, join, { id: meetup.shareableLink }, stan.cookieHeader)
    expect(byLink.data?.joinMeetup).toMatchObject({ data: { viewerParticipant: { invitationStatus: 'ACCEPTED' } } })
    const other = await person('Otto')
    const byLinkRest = await call('POST', `/api/meetups/${meetup.shareableLink}/participants`, other.cookieHeader, {
      gatherIdOrEmail: other.gatherId,
    })
    expect(byLinkRest).toMatchObject({ status: 201, body: { invitationStatus: 'accepted' } })
  })

  it('lets the organiser make a new share link; the old one then answers like an unknown link everywhere', async () => {
    const { meetup, olga, ada, ivy, dan, stan } = await cast()
    const old = meetup.shareableLink
    const path = `/api/meetups/${meetup.id}/share-link`
    expect((await call('POST', path)).status).toBe(401)
    for (const who of [stan, ivy, ada]) expect((await call('POST', path, who.cookieHeader)).status).toBe(403)
    // Tokens: a read token is refused, a read-write token may.
    expect((await bearer(path, await tokenOf(olga.cookieHeader, 'read'), 'POST')).status).toBe(403)
    const viaToken = await bearer(path, await tokenOf(olga.cookieHeader, 'read-write'), 'POST')
    expect(viaToken.status).toBe(200)

    const rotated = await call('POST', path, olga.cookieHeader)
    expect(rotated.status).toBe(200)
    const fresh = rotated.body.shareableLink as string
    expect(fresh).toMatch(/^[\w-]{22}$/)
    expect(fresh).not.toBe(old)
    expect(fresh).not.toBe(viaToken.body.shareableLink)
    expect(rotated.body.shareUrl).toBe(`${app().url}/join/${fresh}`)

    const gql = await graphql(
      app().url,
      `mutation($m: ID!) { rotateShareLink(meetupId: $m) { __typename
        ... on RotateShareLinkPayload { data { shareableLink shareUrl } } ... on Error { message } } }`,
      { m: meetup.id },
      olga.cookieHeader,
    )
    const latest = (gql.data as { rotateShareLink: { data: { shareableLink: string } } }).rotateShareLink.data
      .shareableLink
    expect(latest).not.toBe(fresh)
    const refused = await graphql(
      app().url,
      'mutation($m: ID!) { rotateShareLink(meetupId: $m) { __typename } }',
      { m: meetup.id },
      ada.cookieHeader,
    )
    expect(refused.data).toEqual({ rotateShareLink: { __typename: 'ForbiddenError' } })

    // Every earlier link is now an unknown link: REST by link, GraphQL, joining, the preview.
    for (const stale of [old, fresh]) {
      const unknown = await call('GET', `/api/meetups/by-link/${unknownLink}`)
      const answer = await call('GET', `/api/meetups/by-link/${stale}`)
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 404, body: unknown.body })
      const query = 'query($id: ID!) { meetup(id: $id) { id } }'
      expect((await graphql(app().url, query, { id: stale }, stan.cookieHeader)).data).toEqual({ meetup: null })
      const joined = await graphql(app().url, join, { id: stale }, stan.cookieHeader)
      expect(joined.data).toEqual({ joinMeetup: { __typename: 'NotFoundError', message: 'Gather not found' } })
      const config = { appUrl: app().url, displayTimeZone: 'America/Phoenix' }
      expect(await openGraphFor(config, `/join/${stale}`)).toEqual(genericOpenGraph(app().url))
    }
    expect((await call('GET', `/api/meetups/by-link/${latest}`)).status).toBe(200)
    // People already in it stay.
    const people = await prisma().participant.findMany({ where: { meetupId: meetup.id } })
    expect(people.map((p) => p.userId).sort()).toEqual([olga, ada, ivy, dan].map((p) => p.userId).sort())
  })

  it('never lets an access token read, make or revoke the calendar feed address', async () => {
    const olga = await person('Olga')
    const made = await call('POST', '/api/calendar-feed', olga.cookieHeader)
    expect(made.status).toBe(201)
    for (const scope of ['read', 'read-write'] as const) {
      const secret = await tokenOf(olga.cookieHeader, scope)
      for (const method of ['GET', 'POST', 'DELETE']) {
        const answer = await bearer('/api/calendar-feed', secret, method)
        // A read token's write is refused for being read-only before the account rule is asked.
        const message = scope === 'read' && method !== 'GET' ? tokenRefusals.write : tokenRefusals.account
        expect({ method, status: answer.status, message: answer.body?.message }).toEqual({
          method,
          status: 403,
          message,
        })
        expect(JSON.stringify(answer.body)).not.toContain(made.body.feed.url)
      }
      const newFeed =
        'mutation { newCalendarFeed { __typename ... on NewCalendarFeedPayload { data { url } } ... on Error { message } } }'
      for (const query of ['{ calendarFeed { url } }', newFeed]) {
        const answer = await bearer('/graphql', secret, 'POST', { query })
        expect(JSON.stringify(answer.body)).not.toContain('/api/calendar/')
        expect(answer.body.errors?.[0]?.message ?? answer.body.data?.newCalendarFeed?.message).toBe(
          scope === 'read' && query.startsWith('mutation') ? tokenRefusals.write : tokenRefusals.account,
        )
      }
      const revoke = await bearer('/graphql', secret, 'POST', {
        query: 'mutation { revokeCalendarFeed { __typename ... on Error { message } } }',
      })
      expect(revoke.body.errors?.[0]?.message ?? revoke.body.data?.revokeCalendarFeed?.message).toBe(
        scope === 'read' ? tokenRefusals.write : tokenRefusals.account,
      )
    }
    // The address still works, unchanged.
    expect((await call('GET', '/api/calendar-feed', olga.cookieHeader)).body.feed.url).toBe(made.body.feed.url)
  })

  it('puts the venue coordinates in calendar files only for those who see the venue', async () => {
    const { meetup, olga, ada, ivy, dan } = await cast()
    for (const [who, sees] of [
      [olga, true],
      [ada, true],
      [ivy, false],
      [dan, false],
    ] as const) {
      const file = await call('GET', `/api/meetups/${meetup.id}/calendar`, who.cookieHeader)
      expect(file.status).toBe(200)
      expect({ who: who.gatherId, geo: file.text.includes('GEO:'), digits: venueDigits.test(file.text) }).toEqual({
        who: who.gatherId,
        geo: sees,
        digits: sees,
      })
    }
    // Updated invitations by e-mail: the same rule for each recipient.
    expect((await call('POST', `/api/meetups/${meetup.id}/resend-invites`, olga.cookieHeader)).status).toBe(200)
    for (const [who, sees] of [
      [ada, true],
      [ivy, false],
      [dan, false],
    ] as const) {
      const mail = (await waitForMail(app().dataDir, who.email)).at(-1)
      expect(mail?.body).toContain('BEGIN:VCALENDAR')
      expect({ who: who.gatherId, geo: mail?.body.includes('GEO:') }).toEqual({ who: who.gatherId, geo: sees })
    }
  })

  it('shows visitors and strangers statuses, not when or how often people sent positions', async () => {
    const { meetup, olga, ada, ivy, stan } = await cast()
    // Ten minutes ago: a position older than two hours would have deleted itself.
    const at = new Date(Date.now() - 10 * 60 * 1000)
    const adaRecord = meetup.participants.find((p) => p.userId === ada.userId)?.id as string
    await prisma().participant.update({ where: { id: adaRecord }, data: { status: 'on_my_way' } })
    const { sequence } = await app().place(adaRecord, { lat: 40.75, lon: -73.98, at })
    const query = `query($id: ID!) { meetup(id: $id) { participants { edges { node {
      status lastUpdated locationSequence user { displayName } } } } } }`
    for (const [who, sees] of [
      [undefined, false],
      [stan, false],
      [ivy, false],
      [ada, true],
      [olga, true],
    ] as const) {
      const cookie = who?.cookieHeader
      for (const path of [`/api/meetups/${meetup.id}`, `/api/meetups/by-link/${meetup.shareableLink}`]) {
        const answer = await call('GET', path, cookie)
        const row = answer.body.participants.find((p: { userId: string }) => p.userId === ada.userId)
        expect(row.status).toBe('on-my-way')
        expect({ path, who: who?.gatherId, lastUpdated: row.lastUpdated, seq: row.locationSequence }).toEqual({
          path,
          who: who?.gatherId,
          lastUpdated: sees ? at.toISOString() : undefined,
          seq: sees ? sequence : undefined,
        })
      }
      const answer = await graphql(app().url, query, { id: meetup.shareableLink }, cookie)
      type Node = { status: string; lastUpdated: string; locationSequence: number }
      const { meetup: seen } = answer.data as { meetup: { participants: { edges: { node: Node }[] } } }
      const nodes = seen.participants.edges.map((e) => e.node)
      const node = nodes.find((p) => p.status === 'ON_MY_WAY')
      expect({ who: who?.gatherId, lastUpdated: node?.lastUpdated, seq: node?.locationSequence }).toEqual({
        who: who?.gatherId,
        lastUpdated: sees ? at.toISOString() : null,
        seq: sees ? sequence : null,
      })
    }
  })
})
