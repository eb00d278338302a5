// Gathers over REST: create (validation, invitees, groups, weather), the lists and their split,
// hiding, deleting and the calendar file — with every permission the spec names.
import { randomBytes } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { rest } from '../../tests/helpers/http.js'
import { readOutbox, waitForMail } from '../../tests/helpers/mail.js'
import { prisma } from '../src/core/db.js'

const hourMs = 60 * 60 * 1000
const dayMs = 24 * hourMs

/** A valid create payload for tomorrow 15:00 UTC at Central Park. */
function payload(overrides: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + dayMs)
  start.setUTCHours(15, 0, 0, 0)
  return {
    locationName: 'Central Park',
    locationAddress: 'Central Park, Manhattan, New York County, New York, United States',
    description: 'Picnic in the park',
    gatherDate: start.toISOString().slice(0, 10),
    gatherTime: '15:00',
    lat: 40.7812,
    lon: -73.9665,
    scheduledDateTime: start.toISOString(),
    selectedGatherIds: [],
    ...overrides,
  }
}

describeOnEachDatabase('gathers over REST', (app) => {
  const call = (method: string, path: string, cookie?: string, body?: unknown) =>
    rest(app().url, method, path, { cookie, body })
  let ids = 0
  const person = (name: string) =>
    app().signIn({ displayName: name, gatherId: `${name.toLowerCase()}_${++ids}${Date.now() % 100000}` })
  const gatherIdOf = async (userId: string) =>
    (await prisma().user.findUniqueOrThrow({ where: { id: userId } })).gatherId as string

  it('creates a gather: the organiser takes part, invitees are invited, the link is random, weather is filled', async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const body = payload({ selectedGatherIds: [`@${(await gatherIdOf(femi.userId)).toUpperCase()}`] })
    const created = await call('POST', '/api/meetups', olga.cookieHeader, body)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId: olga.userId,
      description: 'Picnic in the park',
      locationName: 'Central Park',
      lat: 40.7812,
      lon: -73.9665,
      startTime: body.scheduledDateTime,
      expirationTime: new Date(Date.parse(body.scheduledDateTime) + 4 * hourMs).toISOString(),
      isActive: true,
      weatherTemp: 72,
      weatherIcon: 'cloud',
      weatherCondition: 'Partly cloudy',
      creator: { id: olga.userId, displayName: 'Olga' },
    })
    expect(created.body.shareableLink).toMatch(/^[A-Za-z0-9_-]{22,}$/)
    expect(created.body.creator.email).toBeUndefined()
    expect(created.body.participants).toEqual([
      expect.objectContaining({ userId: olga.userId, invitationStatus: 'accepted', status: 'joined' }),
      expect.objectContaining({ userId: femi.userId, invitationStatus: 'invited', status: 'invited' }),
    ])
    const weatherCall = app().upstreams.requests.findLast((r) => r.service === 'weather')
    expect(weatherCall?.query).toMatchObject({
      temperature_unit: 'fahrenheit',
      start_hour: `${body.scheduledDateTime.slice(0, 13)}:00`,
    })
  })

  it('reads the date and time as UTC when no scheduledDateTime is sent', async () => {
    const olga = await person('Olga')
    const body = payload({ scheduledDateTime: undefined, gatherTime: '09:30' })
    const created = await call('POST', '/api/meetups', olga.cookieHeader, body)
    expect(created.body.startTime).toBe(`${body.gatherDate}T09:30:00.000Z`)
  })

  it('answers each missing or bad field with the spec’s message', async () => {
    const olga = await person('Olga')
    const cases: [Record<string, unknown>, string][] = [
      [{ locationName: '  ' }, 'Location is required'],
      [{ locationName: undefined }, 'Location is required'],
      [{ description: '' }, "What's this about?"],
      [{ description: 'x'.repeat(101) }, 'Max 100 characters'],
      [{ gatherDate: '' }, 'Date is required'],
      [{ gatherTime: undefined }, 'Time is required'],
      [{ gatherDate: '2026-02-30' }, 'Date is invalid'],
      [{ gatherTime: '25:00' }, 'Time must look like 14:30'],
      [{ lat: 91 }, 'lat must be between -90 and 90'],
      [{ lon: -181 }, 'lon must be between -180 and 180'],
      [{ lon: null }, 'Both lat and lon are needed for a location'],
      [{ scheduledDateTime: 'soon' }, 'scheduledDateTime must be an ISO date and time'],
      [{ scheduledDateTime: new Date(Date.now() - 3 * dayMs).toISOString() }, 'That date and time has already passed'],
      [{ selectedGatherIds: 'ada' }, 'Invalid input: expected array, received string'],
    ]
    for (const [overrides, message] of cases) {
      const response = await call('POST', '/api/meetups', olga.cookieHeader, payload(overrides))
      expect({ overrides, status: response.status, message: response.body.message }).toEqual({
        overrides,
        status: 400,
        message,
      })
    }
    const badJson = await fetch(`${app().url}/api/meetups`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: olga.cookieHeader },
      body: '{',
    })
    expect(badJson.status).toBe(400)
    expect((await call('POST', '/api/meetups', undefined, payload())).status).toBe(401)
  })

  it('refuses a start in the past — yesterday, or more than an hour ago — and accepts one just begun', async () => {
    const olga = await person('Olga')
    const now = Date.now()
    const yesterday = new Date(now - dayMs)
    for (const start of [yesterday, new Date(now - 90 * 60 * 1000)]) {
      const refused = await call(
        'POST',
        '/api/meetups',
        olga.cookieHeader,
        payload({ gatherDate: start.toISOString().slice(0, 10), scheduledDateTime: start.toISOString() }),
      )
      expect({ start, status: refused.status, message: refused.body.message }).toEqual({
        start,
        status: 400,
        message: 'That date and time has already passed',
      })
    }
    // Half an hour ago, but never before today's UTC midnight (where it would count as past).
    const midnight = new Date(now)
    midnight.setUTCHours(0, 0, 1, 0)
    const begun = new Date(Math.max(now - 30 * 60 * 1000, midnight.getTime()))
    const accepted = await call(
      'POST',
      '/api/meetups',
      olga.cookieHeader,
      payload({ gatherDate: begun.toISOString().slice(0, 10), scheduledDateTime: begun.toISOString() }),
    )
    expect(accepted.status).toBe(201)
    const active = await call('GET', '/api/meetups/active', olga.cookieHeader)
    expect(active.body.map((m: { id: string }) => m.id)).toContain(accepted.body.id)
  })

  it('fails the whole create for an unknown Gather ID, writing nothing', async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const before = await prisma().meetup.count()
    const response = await call(
      'POST',
      '/api/meetups',
      olga.cookieHeader,
      payload({ selectedGatherIds: [await gatherIdOf(femi.userId), 'nobody_here'] }),
    )
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('Person not found: no one has the Gather ID @nobody_here')
    expect(await prisma().meetup.count()).toBe(before)
  })

  it('ignores the organiser’s own Gather ID and duplicates among the invitees', async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const femiId = await gatherIdOf(femi.userId)
    const response = await call(
      'POST',
      '/api/meetups',
      olga.cookieHeader,
      payload({ selectedGatherIds: [await gatherIdOf(olga.userId), femiId, `@${femiId.toUpperCase()}`] }),
    )
    expect(response.status).toBe(201)
    expect(response.body.participants.map((p: { userId: string }) => p.userId)).toEqual([olga.userId, femi.userId])
  })

  it('invites every member of a group, e-mails its contacts, and refuses another person’s group', async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const gus = await person('Gus')
    const contact = `contact.${Date.now()}@example.com`
    const group = await prisma().group.create({
      data: {
        ownerId: olga.userId,
        name: 'Book club',
        members: { create: [{ userId: femi.userId }, { userId: gus.userId }, { displayName: 'Cleo', email: contact }] },
      },
    })
    const response = await call('POST', '/api/meetups', olga.cookieHeader, payload({ groupId: group.id }))
    expect(response.status).toBe(201)
    expect(response.body.groupId).toBe(group.id)
    expect(response.body.participants.map((p: { userId: string }) => p.userId).sort()).toEqual(
      [olga.userId, femi.userId, gus.userId].sort(),
    )
    const [mail] = await waitForMail(app().dataDir, contact)
    expect(mail?.subject).toBe('Olga invited you to "Picnic in the park" on Gather')
    expect(mail?.body).toContain(`/join/${response.body.shareableLink}`)
    const pending = await prisma().pendingInvitation.findMany({ where: { meetupId: response.body.id } })
    expect(pending.map((p) => p.email)).toEqual([contact])

    const notHers = await call('POST', '/api/meetups', gus.cookieHeader, payload({ groupId: group.id }))
    expect(notHers).toMatchObject({ status: 404, body: { message: 'Group not found' } })
  })

  it('still creates, without weather, when the weather service fails or hangs past its timeout', async () => {
    const olga = await person('Olga')
    for (const mode of ['fail', 'hang'] as const) {
      app().upstreams.modes.weather = mode
      // A new place each time, so the answer is not from the cache. A hung service never answers:
      // an answer at all is the weather timeout at work.
      const response = await call('POST', '/api/meetups', olga.cookieHeader, payload({ lat: 10 + Math.random() }))
      expect(response.body).toMatchObject({ weatherTemp: null, weatherIcon: 'sun', weatherCondition: null })
    }
    app().upstreams.modes.weather = 'ok'
  })

  it('lists my and active gatherings: accepted ones only, sorted by start with undated last, past ones only in my', async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const later = await call('POST', '/api/meetups', olga.cookieHeader, payload({ description: 'Later' }))
    const sooner = await call(
      'POST',
      '/api/meetups',
      olga.cookieHeader,
      payload({ description: 'Sooner', scheduledDateTime: new Date(Date.now() + hourMs).toISOString() }),
    )
    const base = {
      userId: olga.userId,
      locationName: 'Somewhere',
      participants: { create: [{ userId: olga.userId, invitationStatus: 'accepted' as const }] },
    }
    await prisma().meetup.create({
      data: { ...base, description: 'Undated', shareableLink: randomBytes(16).toString('base64url') },
    })
    await prisma().meetup.create({
      data: {
        ...base,
        description: 'Yesterday',
        shareableLink: randomBytes(16).toString('base64url'),
        startTime: new Date(Date.now() - 2 * dayMs),
        expirationTime: new Date(Date.now() - 2 * dayMs + 4 * hourMs),
      },
    })
    // Femi is invited to one (not yet accepted): it is not among his gatherings.
    await call(
      'POST',
      '/api/meetups',
      olga.cookieHeader,
      payload({ description: 'Invited only', selectedGatherIds: [await gatherIdOf(femi.userId)] }),
    )

    const active = await call('GET', '/api/meetups/active', olga.cookieHeader)
    expect(active.body.map((m: { description: string }) => m.description)).toEqual([
      'Sooner',
      'Later',
      'Invited only',
      'Undated',
    ])
    const my = await call('GET', '/api/meetups/my', olga.cookieHeader)
    expect(my.body.map((m: { description: string }) => m.description)).toEqual([
      'Yesterday',
      'Sooner',
      'Later',
      'Invited only',
      'Undated',
    ])
    expect(my.body[0]).toMatchObject({
      isActive: false,
      participants: [expect.objectContaining({ userId: olga.userId })],
    })
    expect((await call('GET', '/api/meetups/my', femi.cookieHeader)).body).toEqual([])
    expect(later.status + sooner.status).toBe(402)
    expect((await call('GET', '/api/meetups/active')).status).toBe(401)
  })

  it('hides a gathering from one participant’s lists only; strangers cannot', async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const stranger = await person('Stan')
    const created = await call(
      'POST',
      '/api/meetups',
      olga.cookieHeader,
      payload({ selectedGatherIds: [await gatherIdOf(femi.userId)] }),
    )
    const id = created.body.id
    const participantId = created.body.participants[1].id
    await call('PATCH', `/api/invitations/${participantId}/respond`, femi.cookieHeader, { response: 'accepted' })
    expect(
      (await call('GET', '/api/meetups/active', femi.cookieHeader)).body.map((m: { id: string }) => m.id),
    ).toContain(id)
    expect(await call('POST', `/api/meetups/${id}/hide`, stranger.cookieHeader)).toMatchObject({
      status: 403,
      body: { message: 'Only participants can remove a gathering from their list' },
    })
    expect((await call('POST', `/api/meetups/${id}/hide`, femi.cookieHeader)).status).toBe(200)
    expect((await call('POST', `/api/meetups/${id}/hide`, femi.cookieHeader)).status).toBe(200)
    expect((await call('GET', '/api/meetups/active', femi.cookieHeader)).body).toEqual([])
    expect((await call('GET', '/api/meetups/my', olga.cookieHeader)).body.map((m: { id: string }) => m.id)).toContain(
      id,
    )
    expect((await call('POST', '/api/meetups/not-a-uuid/hide', femi.cookieHeader)).status).toBe(404)
    expect((await call('POST', `/api/meetups/${crypto.randomUUID()}/hide`, femi.cookieHeader)).body).toEqual({
      error: 'Gathering not found',
      message: 'Gathering not found',
      code: 'NOT_FOUND',
    })
  })

  it('lets only the organiser delete a gathering, with all its data; upcoming ones are cancelled by e-mail', async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const created = await call(
      'POST',
      '/api/meetups',
      olga.cookieHeader,
      payload({ selectedGatherIds: [await gatherIdOf(femi.userId)] }),
    )
    const { id, participants } = created.body
    await call('PATCH', `/api/invitations/${participants[1].id}/respond`, femi.cookieHeader, { response: 'accepted' })
    expect(await call('DELETE', `/api/meetups/${id}`, femi.cookieHeader)).toMatchObject({
      status: 403,
      body: { message: 'Only the organiser can delete this gathering' },
    })
    expect(await call('DELETE', `/api/meetups/${id}`, olga.cookieHeader)).toMatchObject({
      status: 200,
      body: { message: 'Gathering removed', meetupId: id },
    })
    expect(await prisma().participant.count({ where: { meetupId: id } })).toBe(0)
    expect((await call('DELETE', `/api/meetups/${id}`, olga.cookieHeader)).status).toBe(404)
    const femiEmail = (await prisma().user.findUniqueOrThrow({ where: { id: femi.userId } })).email
    const [mail] = await waitForMail(app().dataDir, femiEmail)
    expect(mail?.subject).toBe('Cancelled: "Picnic in the park"')
    expect(mail?.body).toContain('METHOD:CANCEL')
    expect(mail?.body).toContain(`UID:${id}@gather`)
  })

  it('serves the calendar file to participants: stable UID, venue with GEO, a filename from the description', async () => {
    const olga = await person('Olga')
    const stranger = await person('Stan')
    const created = await call(
      'POST',
      '/api/meetups',
      olga.cookieHeader,
      payload({ description: 'Picnic: in the Park!' }),
    )
    const id = created.body.id
    const response = await fetch(`${app().url}/api/meetups/${id}/calendar`, { headers: { cookie: olga.cookieHeader } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="picnic-in-the-park.ics"')
    const ics = await response.text()
    expect(ics).toContain('BEGIN:VCALENDAR')
    expect(ics).toContain(`UID:${id}@gather`)
    expect(ics).toContain('SUMMARY:Picnic: in the Park!')
    expect(ics).toMatch(/GEO:40\.7812;-73\.9665/)
    expect(ics).toContain(`DTSTART:${created.body.startTime.replace(/[-:]/g, '').slice(0, 15)}Z`)
    expect(ics).toContain('SEQUENCE:0')
    expect(ics).toContain(`/join/${created.body.shareableLink}`)
    const again = await (
      await fetch(`${app().url}/api/meetups/${id}/calendar`, { headers: { cookie: olga.cookieHeader } })
    ).text()
    expect(again.match(/UID:.*/)?.[0]).toBe(ics.match(/UID:.*/)?.[0])

    expect((await call('GET', `/api/meetups/${id}/calendar`, stranger.cookieHeader)).status).toBe(403)
    expect((await call('GET', `/api/meetups/${id}/calendar`)).status).toBe(401)
    expect((await call('GET', `/api/meetups/${crypto.randomUUID()}/calendar`, olga.cookieHeader)).status).toBe(404)
  })
})

describeOnEachDatabase('invitations over REST', (app) => {
  const call = (method: string, path: string, cookie?: string, body?: unknown) =>
    rest(app().url, method, path, { cookie, body })
  let ids = 0
  const person = (name: string) =>
    app().signIn({ displayName: name, gatherId: `${name.toLowerCase()}_${++ids}${Date.now() % 100000}` })
  const gatherIdOf = async (userId: string) =>
    (await prisma().user.findUniqueOrThrow({ where: { id: userId } })).gatherId as string

  async function gatherWith(
    organiser: { cookieHeader: string },
    invitees: string[],
    description = 'Picnic in the park',
  ) {
    const response = await call(
      'POST',
      '/api/meetups',
      organiser.cookieHeader,
      payload({ description, selectedGatherIds: invitees }),
    )
    expect(response.status).toBe(201)
    return response.body
  }

  it('lists pending invitations with the inviter, the gather and up to 3 people', async () => {
    const olga = await person('Olga')
    const people = await Promise.all(['Femi', 'Gus', 'Hana', 'Ivo'].map(person))
    const meetup = await gatherWith(olga, await Promise.all(people.map((p) => gatherIdOf(p.userId))))
    const pending = await call('GET', '/api/invitations/pending', people[3]?.cookieHeader)
    expect(pending.status).toBe(200)
    expect(pending.body).toEqual([
      expect.objectContaining({
        participantId: meetup.participants[4].id,
        meetupId: meetup.id,
        invitationStatus: 'invited',
        inviter: expect.objectContaining({ id: expect.any(String), displayName: 'Olga' }),
        meetup: expect.objectContaining({ description: 'Picnic in the park', locationName: 'Central Park' }),
        participantCount: 5,
      }),
    ])
    expect(pending.body[0].participants.map((p: { displayName: string }) => p.displayName)).toEqual([
      'Olga',
      'Femi',
      'Gus',
    ])
    expect((await call('GET', '/api/invitations/pending', olga.cookieHeader)).body).toEqual([])
  })

  it('lets only the invited person answer; accepted ones become active, declined ones do not', async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const gus = await person('Gus')
    const meetup = await gatherWith(olga, [await gatherIdOf(femi.userId), await gatherIdOf(gus.userId)])
    const [, femiRecord, gusRecord] = meetup.participants
    const respond = (id: string, cookie: string, response: unknown) =>
      call('PATCH', `/api/invitations/${id}/respond`, cookie, { response })

    expect(await respond(femiRecord.id, gus.cookieHeader, 'accepted')).toMatchObject({
      status: 403,
      body: { message: 'Only the invited person can answer this invitation' },
    })
    expect(await respond(crypto.randomUUID(), femi.cookieHeader, 'accepted')).toMatchObject({
      status: 404,
      body: { message: 'Participant record not found' },
    })
    expect((await respond('nope', femi.cookieHeader, 'accepted')).body.message).toBe('Participant record not found')
    expect(await respond(femiRecord.id, femi.cookieHeader, 'maybe')).toMatchObject({
      status: 400,
      body: { message: "response must be 'accepted' or 'declined'" },
    })
    expect(await respond(femiRecord.id, femi.cookieHeader, 'accepted')).toMatchObject({
      status: 200,
      body: { invitationStatus: 'accepted', message: 'Invitation accepted' },
    })
    expect(await respond(gusRecord.id, gus.cookieHeader, 'declined')).toMatchObject({
      status: 200,
      body: { invitationStatus: 'declined' },
    })
    expect((await call('GET', '/api/meetups/active', femi.cookieHeader)).body.map((m: { id: string }) => m.id)).toEqual(
      [meetup.id],
    )
    expect((await call('GET', '/api/meetups/active', gus.cookieHeader)).body).toEqual([])
    expect((await call('GET', '/api/invitations/pending', femi.cookieHeader)).body).toEqual([])
  })

  it('checks a Gather ID (any case, with or without @) and never matches an e-mail to an account', async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const femiId = await gatherIdOf(femi.userId)
    const check = (value: unknown) => call('POST', '/api/validate-user', olga.cookieHeader, { gatherIdOrEmail: value })
    expect((await check(` @${femiId.toUpperCase()} `)).body).toEqual({
      userExists: true,
      isEmail: false,
      email: null,
      gatherID: femiId,
      displayName: 'Femi',
      alreadyInGather: false,
      message: 'User found',
    })
    expect((await check('nobody_at_all')).body).toMatchObject({
      userExists: false,
      isEmail: false,
      message: "We couldn't find anyone with that Gather ID",
    })
    const femiEmail = (await prisma().user.findUniqueOrThrow({ where: { id: femi.userId } })).email
    // A registered address gets the same answer as any other: nothing is said about accounts.
    expect((await check(femiEmail.toUpperCase())).body).toEqual({
      userExists: false,
      isEmail: true,
      email: femiEmail,
      gatherID: null,
      displayName: null,
      alreadyInGather: false,
      message: "We'll e-mail them an invitation with the join link",
    })
    expect((await check('stranger@example.com')).body.message).toBe(
      "We'll e-mail them an invitation with the join link",
    )
    expect((await check('someone@localhost')).body).toMatchObject({ isEmail: false, userExists: false })
    expect(await check('  ')).toMatchObject({ status: 400, body: { message: 'Enter a Gather ID or an email address' } })
    expect((await call('POST', '/api/validate-user', undefined, { gatherIdOrEmail: femiId })).status).toBe(401)
  })

  it("says whether someone is already in the organiser's gather, for the organiser only", async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const gus = await person('Gus')
    const femiId = await gatherIdOf(femi.userId)
    const meetup = await gatherWith(olga, [femiId])
    const email = `friend.${Date.now()}@example.com`
    await call('POST', '/api/pending-invitations', olga.cookieHeader, { email, meetupId: meetup.id })
    const check = (cookie: string, gatherIdOrEmail: string) =>
      call('POST', '/api/validate-user', cookie, { gatherIdOrEmail, meetupId: meetup.id })
    expect((await check(olga.cookieHeader, `@${femiId}`)).body).toMatchObject({
      userExists: true,
      alreadyInGather: true,
      message: `@${femiId} is already in this gather`,
    })
    expect((await check(olga.cookieHeader, await gatherIdOf(gus.userId))).body).toMatchObject({
      userExists: true,
      alreadyInGather: false,
    })
    expect((await check(olga.cookieHeader, email.toUpperCase())).body).toMatchObject({ alreadyInGather: true })
    expect((await check(olga.cookieHeader, 'new.friend@example.com')).body).toMatchObject({ alreadyInGather: false })
    expect(await check(gus.cookieHeader, `@${femiId}`)).toMatchObject({
      status: 403,
      body: { message: 'Only the organiser can add people to this gathering' },
    })
  })

  it('e-mails an app invitation with the join link, once, for the organiser only', async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')
    const meetup = await gatherWith(olga, [await gatherIdOf(femi.userId)])
    const email = `friend.${Date.now()}@example.com`
    const invite = (cookie: string, body: unknown) => call('POST', '/api/pending-invitations', cookie, body)

    expect(await invite(femi.cookieHeader, { email, meetupId: meetup.id })).toMatchObject({
      status: 403,
      body: { message: 'Only the organiser can invite people to this gathering' },
    })
    expect(await invite(olga.cookieHeader, { email: 'not-an-email', meetupId: meetup.id })).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid email address' },
    })
    expect(await invite(olga.cookieHeader, { email })).toMatchObject({
      status: 400,
      body: { message: 'Meetup ID is required to send invitations.' },
    })
    const sent = await invite(olga.cookieHeader, { email: email.toUpperCase(), meetupId: meetup.id })
    expect(sent).toMatchObject({
      status: 201,
      body: {
        message: `Invitation sent to ${email}`,
        invitation: { email, meetupId: meetup.id, expiresAt: meetup.expirationTime },
      },
    })
    const [mail] = await waitForMail(app().dataDir, email)
    expect(mail?.body).toContain(`${app().url}/join/${meetup.shareableLink}`)
    const again = await invite(olga.cookieHeader, { email, meetupId: meetup.id })
    expect(again).toMatchObject({ status: 200, body: { message: `${email} was already invited` } })
    await app().idle()
    expect((await readOutbox(app().dataDir)).filter((m) => m.to.includes(email))).toHaveLength(1)
  })
})
