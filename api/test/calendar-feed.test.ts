// The calendar feed (Settings → Calendar): a private link with all of a person's gathers, read
// by calendar apps without a session, parsed here as they would (node-ical). Edits raise SEQUENCE,
// a deleted upcoming gather stays as CANCELLED, and a revoked or replaced link answers 404.
import ical, { type VEvent } from 'node-ical'
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { graphql } from '../../tests/helpers/graphql.js'
import { rest } from '../../tests/helpers/http.js'
import { prisma } from '../src/core/db.js'

const dayMs = 24 * 60 * 60 * 1000

function gatherPayload(description: string, selectedGatherIds: string[] = []) {
  const start = new Date(Date.now() + dayMs)
  start.setUTCHours(15, 0, 0, 0)
  return {
    locationName: 'Central Park',
    description,
    gatherDate: start.toISOString().slice(0, 10),
    gatherTime: '15:00',
    lat: 40.7812,
    lon: -73.9665,
    scheduledDateTime: start.toISOString(),
    selectedGatherIds,
  }
}

const events = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((item): item is VEvent => item?.type === 'VEVENT')

describeOnEachDatabase('calendar feed', (app) => {
  const call = (method: string, path: string, cookie?: string, body?: unknown) =>
    rest(app().url, method, path, { cookie, body })
  let ids = 0
  const person = async (name: string) => {
    const gatherId = `${name.toLowerCase()}_${++ids}${Date.now() % 100000}`
    return { ...(await app().signIn({ displayName: name, gatherId })), gatherId }
  }
  /** The feed's path on this test server (its link names APP_URL). */
  const pathOf = (url: string) => new URL(url).pathname

  it('lists your gathers with UID, SEQUENCE and the venue, follows edits, and keeps a deleted one as cancelled', async () => {
    const [olga, femi, stan] = await Promise.all(['Olga', 'Femi', 'Stan'].map(person))
    if (!olga || !femi || !stan) throw new Error('people not created')
    expect((await call('GET', '/api/calendar-feed', femi.cookieHeader)).body).toEqual({ feed: null })
    const made = await call('POST', '/api/calendar-feed', femi.cookieHeader)
    expect(made.status).toBe(201)
    const { url, webcalUrl } = made.body.feed
    expect(webcalUrl).toBe(url.replace(/^https?:/, 'webcal:'))
    expect(url).toMatch(/\/api\/calendar\/[0-9a-f-]{36}\.[\w-]{43}\.ics$/)
    // Shown again as it was: the same link, not a new one.
    expect((await call('GET', '/api/calendar-feed', femi.cookieHeader)).body.feed.url).toBe(url)

    const picnic = await call('POST', '/api/meetups', olga.cookieHeader, gatherPayload('Picnic', [femi.gatherId]))
    const drinks = await call('POST', '/api/meetups', olga.cookieHeader, gatherPayload('Drinks', [femi.gatherId]))
    const hike = await call('POST', '/api/meetups', stan.cookieHeader, gatherPayload('Stan only hike'))
    for (const created of [picnic, drinks, hike]) expect(created.status).toBe(201)
    // Invited, not yet accepted: not in the feed.
    expect(events((await call('GET', pathOf(url))).text)).toEqual([])
    for (const gather of [picnic, drinks]) {
      const mine = gather.body.participants.find((p: { userId: string }) => p.userId === femi.userId)
      await call('PATCH', `/api/invitations/${mine.id}/respond`, femi.cookieHeader, { response: 'accepted' })
    }

    const first = await call('GET', pathOf(url))
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const listed = events(first.text)
    expect(listed.map((e) => e.summary).sort()).toEqual(['Drinks', 'Picnic'])
    const picnicEvent = listed.find((e) => e.summary === 'Picnic')
    expect(picnicEvent).toMatchObject({ uid: `${picnic.body.id}@gather`, sequence: 0, status: 'CONFIRMED' })
    expect(picnicEvent?.location).toBe('Central Park')
    expect(picnicEvent?.start.toISOString()).toBe(picnic.body.startTime)
    expect(first.text).toContain('GEO:40.7812;-73.9665')
    // Unchanged: a calendar app holding the ETag gets 304.
    const etag = first.headers.get('etag') as string
    const again = await fetch(`${app().url}${pathOf(url)}`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)

    // Rename: SEQUENCE rises and the feed changes. Delete the drinks (upcoming): they stay, cancelled.
    expect(
      (await call('PATCH', `/api/meetups/${picnic.body.id}`, olga.cookieHeader, { description: 'Lake picnic' })).status,
    ).toBe(200)
    expect((await call('DELETE', `/api/meetups/${drinks.body.id}`, olga.cookieHeader)).status).toBe(200)
    const after = events((await call('GET', pathOf(url))).text)
    expect(after.find((e) => e.uid === `${picnic.body.id}@gather`)).toMatchObject({
      summary: 'Lake picnic',
      sequence: 1,
    })
    expect(after.find((e) => e.uid === `${drinks.body.id}@gather`)).toMatchObject({
      summary: 'Drinks',
      status: 'CANCELLED',
      sequence: 1,
    })
    // The organiser had no feed: nothing was kept for her.
    expect(await prisma().cancelledMeetup.count({ where: { userId: olga.userId } })).toBe(0)
    expect(
      (await prisma().calendarFeed.findUniqueOrThrow({ where: { userId: femi.userId } })).lastUsedAt,
    ).not.toBeNull()
  })

  it('answers 404 to a forged, replaced or revoked link, and manages the feed over GraphQL too', async () => {
    const ana = await person('Ana')
    const made = await graphql<{ newCalendarFeed: { data: { url: string } } }>(
      app().url,
      'mutation { newCalendarFeed { ... on NewCalendarFeedPayload { data { url webcalUrl } } } }',
      {},
      ana.cookieHeader,
    )
    const url = made.data?.newCalendarFeed.data.url as string
    expect((await call('GET', pathOf(url))).status).toBe(200)
    const [id, mac] = pathOf(url).split('/').pop()?.split('.') ?? []
    for (const forged of [
      `/api/calendar/${id}.${'A'.repeat(43)}.ics`,
      `/api/calendar/${id}.ics`,
      `/api/calendar/${crypto.randomUUID()}.${mac}.ics`,
      '/api/calendar/%E0.ics',
      `/api/calendar/${'x'.repeat(500)}`,
    ]) {
      const answer = await call('GET', forged)
      expect({ forged, status: answer.status, body: answer.body }).toMatchObject({
        forged,
        status: 404,
        body: { message: 'Calendar feed not found' },
      })
    }
    const replaced = await graphql<{ newCalendarFeed: { data: { url: string } } }>(
      app().url,
      'mutation { newCalendarFeed { ... on NewCalendarFeedPayload { data { url } } } }',
      {},
      ana.cookieHeader,
    )
    const newUrl = replaced.data?.newCalendarFeed.data.url as string
    expect(newUrl).not.toBe(url)
    expect((await call('GET', pathOf(url))).status).toBe(404)
    expect((await graphql(app().url, '{ calendarFeed { url } }', {}, ana.cookieHeader)).data).toEqual({
      calendarFeed: { url: newUrl },
    })
    const revoke = 'mutation { revokeCalendarFeed { ... on RevokeCalendarFeedPayload { data } } }'
    expect((await graphql(app().url, revoke, {}, ana.cookieHeader)).data).toEqual({
      revokeCalendarFeed: { data: true },
    })
    expect((await call('GET', pathOf(newUrl))).status).toBe(404)
    expect((await graphql(app().url, '{ calendarFeed { url } }', {}, ana.cookieHeader)).data).toEqual({
      calendarFeed: null,
    })
    // Signed out: no feed to manage.
    expect((await call('POST', '/api/calendar-feed')).status).toBe(401)
    expect((await graphql(app().url, '{ calendarFeed { url } }')).errors?.[0]?.message).toBeTruthy()
  })
})
