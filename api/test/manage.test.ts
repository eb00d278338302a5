// The organiser's manage actions over REST: every one refused to
// participants and strangers, edits that recompute the end and raise the calendar SEQUENCE, adding
// people (and oneself), removing them, pending e-mail invitations, reminders and updates by e-mail.
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { rest } from '../../tests/helpers/http.js'
import { readOutbox, waitForMail } from '../../tests/helpers/mail.js'
import { prisma } from '../src/core/db.js'
import { gatherDurationMs } from '../src/gathers/schedule.policy.js'

const hourMs = 60 * 60 * 1000
const dayMs = 24 * hourMs

/** Tomorrow 15:00 UTC at Central Park, inviting the given Gather IDs. */
function payload(selectedGatherIds: string[] = []) {
  const start = new Date(Date.now() + dayMs)
  start.setUTCHours(15, 0, 0, 0)
  return {
    locationName: 'Central Park',
    description: 'Picnic in the park',
    gatherDate: start.toISOString().slice(0, 10),
    gatherTime: '15:00',
    lat: 40.7812,
    lon: -73.9665,
    scheduledDateTime: start.toISOString(),
    selectedGatherIds,
  }
}

describeOnEachDatabase('manage over REST', (app) => {
  const call = (method: string, path: string, cookie?: string, body?: unknown) =>
    rest(app().url, method, path, { cookie, body })
  let ids = 0
  const person = async (name: string) => {
    const gatherId = `${name.toLowerCase()}_${++ids}${Date.now() % 100000}`
    const signedIn = await app().signIn({ displayName: name, gatherId })
    const email = (await prisma().user.findUniqueOrThrow({ where: { id: signedIn.userId } })).email
    return { ...signedIn, gatherId, email }
  }

  /** Olga's gather with Femi accepted, Gus invited, and an e-mail invitation to cleo@example.com. */
  async function gatherWithPeople() {
    const [olga, femi, gus, stan] = await Promise.all(['Olga', 'Femi', 'Gus', 'Stan'].map(person))
    if (!olga || !femi || !gus || !stan) throw new Error('people not created')
    const created = await call('POST', '/api/meetups', olga.cookieHeader, payload([femi.gatherId, gus.gatherId]))
    expect(created.status).toBe(201)
    const id: string = created.body.id
    const femiParticipant = created.body.participants.find((p: { userId: string }) => p.userId === femi.userId)
    await call('PATCH', `/api/invitations/${femiParticipant.id}/respond`, femi.cookieHeader, { response: 'accepted' })
    const cleo = `cleo${ids}@example.com`
    expect(
      (await call('POST', `/api/meetups/${id}/participants`, olga.cookieHeader, { gatherIdOrEmail: cleo })).status,
    ).toBe(201)
    await waitForMail(app().dataDir, cleo)
    const participants = await prisma().participant.findMany({ where: { meetupId: id } })
    const participantOf = (userId: string) => participants.find((p) => p.userId === userId)?.id as string
    return { id, olga, femi, gus, stan, cleo, participantOf }
  }

  it('refuses every organiser-only action to a participant and a stranger, and answers a missing gather with 404', async () => {
    const { id, olga, femi, stan, gus, participantOf } = await gatherWithPeople()
    const dora = await person('Dora')
    const actions: [string, string, unknown, string][] = [
      ['PATCH', `/api/meetups/${id}`, { description: 'Hijacked' }, 'Only the organiser can edit this gathering'],
      ['DELETE', `/api/meetups/${id}`, undefined, 'Only the organiser can delete this gathering'],
      [
        'DELETE',
        `/api/meetups/${id}/participants/${participantOf(gus.userId)}`,
        undefined,
        'Only the organiser can remove participants',
      ],
      ['GET', `/api/meetups/${id}/pending-invites`, undefined, 'Only the organiser can see pending invitations'],
      ['POST', `/api/meetups/${id}/remind-pending`, undefined, 'Only the organiser can send reminders'],
      ['POST', `/api/meetups/${id}/resend-invites`, undefined, 'Only the organiser can send updated invitations'],
    ]
    const mailsBefore = (await readOutbox(app().dataDir)).length
    for (const who of [femi, stan]) {
      for (const [method, path, body, message] of actions) {
        const answer = await call(method, path, who.cookieHeader, body)
        expect({ method, path, status: answer.status, body: answer.body }).toEqual({
          method,
          path,
          status: 403,
          body: { error: message, message, code: 'FORBIDDEN' },
        })
      }
      // Adding someone else (by Gather ID or e-mail) does not even reveal that the gather exists.
      for (const gatherIdOrEmail of [dora.gatherId, 'dora@example.com']) {
        const added = await call('POST', `/api/meetups/${id}/participants`, who.cookieHeader, { gatherIdOrEmail })
        expect(added).toMatchObject({ status: 404, body: { message: "Gathering not found or you don't have access" } })
      }
    }
    for (const [method, path, body] of actions) {
      expect((await call(method, path, undefined, body)).status).toBe(401)
      const missing = path.replace(id, crypto.randomUUID())
      expect((await call(method, missing, olga.cookieHeader, body)).status).toBe(404)
      expect((await call(method, path.replace(id, 'not-a-uuid'), olga.cookieHeader, body)).status).toBe(404)
    }
    // Nothing changed and nothing was sent.
    const meetup = await prisma().meetup.findUniqueOrThrow({ where: { id }, include: { participants: true } })
    expect(meetup.description).toBe('Picnic in the park')
    expect(meetup.participants).toHaveLength(3)
    expect(await prisma().pendingInvitation.count({ where: { meetupId: id } })).toBe(1)
    await app().idle()
    expect((await readOutbox(app().dataDir)).length).toBe(mailsBefore)
  })

  it('renames and reschedules with the spec’s checks: the end is recomputed and SEQUENCE rises only on a change', async () => {
    const { id, olga, cleo } = await gatherWithPeople()
    const patch = (body: unknown) => call('PATCH', `/api/meetups/${id}`, olga.cookieHeader, body)
    for (const [body, message] of [
      [{ description: '   ' }, 'Gather name cannot be empty'],
      [{ description: '' }, 'Gather name cannot be empty'],
      [{ description: 'x'.repeat(101) }, 'Max 100 characters'],
      [{ description: 42 }, 'Gather name cannot be empty'],
      [{ startTime: 'tomorrow at noon' }, 'startTime must be an ISO date and time'],
      [{ startTime: '2026-02-30T25:99:00Z' }, 'startTime must be an ISO date and time'],
      [{ startTime: new Date(Date.now() - 3 * dayMs).toISOString() }, 'That date and time has already passed'],
      [{ startTime: new Date(Date.now() - dayMs).toISOString() }, 'That date and time has already passed'],
      [{ startTime: new Date(Date.now() - 2 * hourMs).toISOString() }, 'That date and time has already passed'],
      [{ startTime: new Date(Date.now() + 3 * 365 * dayMs).toISOString() }, 'Pick a date within the next two years'],
      [{}, 'Send a description or a startTime to change'],
    ] as const) {
      expect({ body, answer: await patch(body) }).toMatchObject({ body, answer: { status: 400, body: { message } } })
    }
    const sequence = async () => (await prisma().meetup.findUniqueOrThrow({ where: { id } })).calendarSequence
    expect(await sequence()).toBe(0)

    const renamed = await patch({ description: '  Picnic by the lake  ' })
    expect(renamed).toMatchObject({
      status: 200,
      body: { id, description: 'Picnic by the lake', nameChanged: true, timeChanged: false },
    })
    expect(await sequence()).toBe(1)
    expect((await patch({ description: 'Picnic by the lake' })).body).toMatchObject({ nameChanged: false })
    expect(await sequence()).toBe(1)

    const weatherCalls = app().upstreams.requests.filter((r) => r.service === 'weather').length
    const start = new Date(Date.now() + 2 * dayMs)
    start.setUTCMinutes(30, 0, 0)
    const moved = await patch({ startTime: start.toISOString() })
    expect(moved).toMatchObject({ status: 200, body: { timeChanged: true, startTime: start.toISOString() } })
    expect(moved.body.expirationTime).toBe(new Date(start.getTime() + gatherDurationMs).toISOString())
    expect(moved.body.weatherTemp).toBe(72)
    expect(app().upstreams.requests.filter((r) => r.service === 'weather').length).toBe(weatherCalls + 1)
    expect(await sequence()).toBe(2)
    // E-mail invitations end with the gather.
    const invitation = await prisma().pendingInvitation.findFirstOrThrow({ where: { meetupId: id, email: cleo } })
    expect(invitation.expiresAt.toISOString()).toBe(moved.body.expirationTime)

    // Rescheduled to a moment already begun (half an hour ago, but today): it still lasts four hours from now.
    const before = Date.now()
    const midnight = new Date(before)
    midnight.setUTCHours(0, 0, 1, 0)
    const late = await patch({ startTime: new Date(Math.max(before - hourMs / 2, midnight.getTime())).toISOString() })
    expect(new Date(late.body.expirationTime).getTime()).toBeGreaterThanOrEqual(before + gatherDurationMs)
    expect(await sequence()).toBe(3)

    const calendar = await call('GET', `/api/meetups/${id}/calendar`, olga.cookieHeader)
    expect(calendar.text).toContain(`UID:${id}@gather`)
    expect(calendar.text).toContain('SEQUENCE:3')
    expect(calendar.text).toContain('SUMMARY:Picnic by the lake')
  })

  it('puts an ended gather on again when it is moved into the future', async () => {
    const { id, olga } = await gatherWithPeople()
    await prisma().meetup.update({
      where: { id },
      data: { isActive: false, expirationTime: new Date(Date.now() - 60_000) },
    })
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000)
    expect(
      (await call('PATCH', `/api/meetups/${id}`, olga.cookieHeader, { startTime: later.toISOString() })).status,
    ).toBe(200)
    const meetup = await prisma().meetup.findUniqueOrThrow({ where: { id } })
    expect(meetup).toMatchObject({ isActive: true, expirationTime: new Date(later.getTime() + 4 * 60 * 60 * 1000) })
  })

  it('adds people by Gather ID (invited) or e-mail (an invitation e-mail), once each', async () => {
    const { id, olga, femi, stan } = await gatherWithPeople()
    const add = (gatherIdOrEmail: unknown) =>
      call('POST', `/api/meetups/${id}/participants`, olga.cookieHeader, { gatherIdOrEmail })
    const added = await add(`@${stan.gatherId.toUpperCase()}`)
    expect(added).toMatchObject({
      status: 201,
      body: { meetupId: id, userId: stan.userId, invitationStatus: 'invited', user: { displayName: 'Stan' } },
    })
    expect(added.body.user.email).toBeUndefined()
    expect(await add(stan.gatherId)).toMatchObject({
      status: 409,
      body: { message: `@${stan.gatherId} is already a participant in this gathering` },
    })
    expect((await add(femi.gatherId)).body.message).toContain('already a participant')
    expect(await add(olga.gatherId)).toMatchObject({
      status: 409,
      body: { message: "You're already a participant in this gathering" },
    })
    expect(await add('nobody_here')).toMatchObject({
      status: 404,
      body: { message: 'Person not found: no one has the Gather ID @nobody_here' },
    })
    for (const bad of ['', '   ', 42, null]) {
      const answer = await add(bad)
      expect(answer.status).toBe(400)
      expect(answer.body.message).toMatch(/^(Enter a Gather ID or an email address|Invalid participant data)$/)
    }

    const email = await add('Dora@Example.com')
    expect(email).toMatchObject({ status: 201, body: { email: 'dora@example.com', invitationStatus: 'pending' } })
    const [mail] = await waitForMail(app().dataDir, 'dora@example.com')
    expect(mail?.subject).toBe('Olga invited you to "Picnic in the park" on Gather')
    expect(await add('dora@example.com')).toMatchObject({
      status: 409,
      body: { message: 'dora@example.com is already invited to this gathering' },
    })
    expect((await add('not-an@email.')).status).toBe(400)
  })

  it('lets a signed-in person join with their own Gather ID: accepted once, an invitation accepted, an ended gather refused', async () => {
    const { id, gus, stan, participantOf } = await gatherWithPeople()
    const { shareableLink: link } = await prisma().meetup.findUniqueOrThrow({ where: { id } })
    const join = (who: { cookieHeader: string; gatherId: string }, meetupId = link) =>
      call('POST', `/api/meetups/${meetupId}/participants`, who.cookieHeader, { gatherIdOrEmail: who.gatherId })
    // A stranger joins by the share link (in place of the id); the id alone is no invitation.
    expect(await join(stan, id)).toMatchObject({
      status: 404,
      body: { message: "Gathering not found or you don't have access" },
    })
    expect(await join(stan)).toMatchObject({
      status: 201,
      body: { userId: stan.userId, invitationStatus: 'accepted', status: 'joined' },
    })
    expect(await join(stan)).toMatchObject({
      status: 409,
      body: { message: "You're already a participant in this gathering" },
    })
    // Gus was invited: joining (by id, his invitation is enough) accepts it, same record.
    expect(await join(gus, id)).toMatchObject({
      status: 200,
      body: { id: participantOf(gus.userId), invitationStatus: 'accepted', status: 'joined' },
    })
    expect(await join(stan, crypto.randomUUID())).toMatchObject({
      status: 404,
      body: { message: "Gathering not found or you don't have access" },
    })
    expect((await call('POST', `/api/meetups/${id}/participants`, undefined, { gatherIdOrEmail: 'x' })).status).toBe(
      401,
    )
    await prisma().meetup.update({ where: { id }, data: { expirationTime: new Date(Date.now() - 1000) } })
    const late = await person('Late')
    expect(await join(late)).toMatchObject({ status: 400, body: { message: 'This gathering has ended' } })
  })

  it('removes a participant, never the organiser, and only from this gather', async () => {
    const { id, olga, femi, gus, participantOf } = await gatherWithPeople()
    const other = await call('POST', '/api/meetups', olga.cookieHeader, payload([gus.gatherId]))
    const otherGus = other.body.participants.find((p: { userId: string }) => p.userId === gus.userId).id
    const remove = (participantId: string) =>
      call('DELETE', `/api/meetups/${id}/participants/${participantId}`, olga.cookieHeader)

    expect(await remove(participantOf(olga.userId))).toMatchObject({
      status: 400,
      body: { message: 'The organiser cannot be removed' },
    })
    expect(await remove(otherGus)).toMatchObject({ status: 404, body: { message: 'Participant not found' } })
    expect((await remove(crypto.randomUUID())).status).toBe(404)
    expect((await remove('nope')).status).toBe(404)
    expect(await remove(participantOf(femi.userId))).toMatchObject({
      status: 200,
      body: { message: 'Participant removed', participantId: participantOf(femi.userId), meetupId: id },
    })
    expect((await remove(participantOf(femi.userId))).status).toBe(404)
    // By user id too.
    expect((await remove(gus.userId)).status).toBe(200)
    const left = await prisma().participant.findMany({ where: { meetupId: id } })
    expect(left.map((p) => p.userId)).toEqual([olga.userId])
    expect(await prisma().participant.count({ where: { meetupId: other.body.id } })).toBe(2)
  })

  it('lists the pending e-mail invitations with their invited and expiry dates', async () => {
    const { id, olga, cleo } = await gatherWithPeople()
    await call('POST', `/api/meetups/${id}/participants`, olga.cookieHeader, { gatherIdOrEmail: 'eve@example.com' })
    const meetup = await prisma().meetup.findUniqueOrThrow({ where: { id } })
    const list = await call('GET', `/api/meetups/${id}/pending-invites`, olga.cookieHeader)
    expect(list.status).toBe(200)
    expect(list.body).toEqual([
      {
        id: expect.any(String),
        email: cleo,
        createdAt: expect.any(String),
        expiresAt: meetup.expirationTime?.toISOString(),
      },
      {
        id: expect.any(String),
        email: 'eve@example.com',
        createdAt: expect.any(String),
        expiresAt: meetup.expirationTime?.toISOString(),
      },
    ])
    expect(new Date(list.body[0].createdAt).getTime()).toBeLessThanOrEqual(Date.now())
  })

  it('reminds everyone who has not answered, people and e-mails, and each press is one round', async () => {
    const { id, olga, gus, femi, cleo } = await gatherWithPeople()
    const remind = () => call('POST', `/api/meetups/${id}/remind-pending`, olga.cookieHeader)
    expect(await remind()).toMatchObject({
      status: 200,
      body: { emailsSent: 2, message: 'Reminders sent to 2 people' },
    })
    const [toGus] = await waitForMail(app().dataDir, gus.email)
    expect(toGus?.subject).toBe('Reminder: Olga invited you to "Picnic in the park"')
    expect(toGus?.body).toContain('/join/')
    const [toCleo] = await waitForMail(app().dataDir, cleo)
    expect(toCleo?.body).toContain('Join the gather and see everyone arrive on the live map')
    const invitation = await prisma().pendingInvitation.findFirstOrThrow({ where: { meetupId: id, email: cleo } })
    expect(invitation.lastRemindedAt).not.toBeNull()

    expect((await remind()).body.emailsSent).toBe(2)
    await waitForMail(app().dataDir, gus.email, 2)
    await waitForMail(app().dataDir, cleo, 2)
    await app().idle()
    const mails = await readOutbox(app().dataDir)
    expect(mails.filter((m) => m.to.includes(gus.email))).toHaveLength(2)
    expect(mails.filter((m) => m.to.includes(femi.email))).toHaveLength(0)
    expect(mails.filter((m) => m.to.includes(olga.email))).toHaveLength(0)

    // Nobody pending: nothing to send.
    await call(
      'PATCH',
      `/api/invitations/${(await prisma().participant.findFirstOrThrow({ where: { meetupId: id, userId: gus.userId } })).id}/respond`,
      gus.cookieHeader,
      { response: 'declined' },
    )
    await prisma().pendingInvitation.deleteMany({ where: { meetupId: id } })
    expect((await remind()).body).toMatchObject({ emailsSent: 0 })
    await prisma().meetup.update({ where: { id }, data: { expirationTime: new Date(Date.now() - 1000) } })
    expect(await remind()).toMatchObject({ status: 400, body: { message: 'This gathering has ended' } })
  })

  it('sends updated invitations with the same UID and the current SEQUENCE, once per edit', async () => {
    const { id, olga, femi, gus, cleo } = await gatherWithPeople()
    const resend = () => call('POST', `/api/meetups/${id}/resend-invites`, olga.cookieHeader)
    // 22:00 UTC is 3:00 PM in Phoenix, all year (Arizona keeps no daylight saving time).
    const start = new Date(Date.now() + 3 * dayMs)
    start.setUTCHours(22, 0, 0, 0)
    await call('PATCH', `/api/meetups/${id}`, olga.cookieHeader, { startTime: start.toISOString() })
    expect(await resend()).toMatchObject({
      status: 200,
      body: { emailsSent: 3, message: 'Updated invitations sent to 3 people' },
    })
    const phoenix = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Phoenix',
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(start)
    for (const email of [femi.email, gus.email, cleo]) {
      // Cleo's first e-mail was her invitation.
      const mail = (await waitForMail(app().dataDir, email, email === cleo ? 2 : 1)).at(-1)
      expect(mail?.subject).toBe(`Updated: "Picnic in the park" is now ${phoenix}, 3:00 PM MST`)
      expect(mail?.body).toContain('METHOD:REQUEST')
      expect(mail?.body).toContain(`UID:${id}@gather`)
      expect(mail?.body).toContain('SEQUENCE:1')
      expect(mail?.body).toContain(`DTSTART:${start.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`)
    }
    // Asking again without an edit sends nothing new.
    expect((await resend()).body.emailsSent).toBe(0)

    await call('PATCH', `/api/meetups/${id}`, olga.cookieHeader, { description: 'Picnic by the lake' })
    expect((await resend()).body.emailsSent).toBe(3)
    const [, second] = await waitForMail(app().dataDir, femi.email, 2)
    expect(second?.body).toContain('SEQUENCE:2')
    expect(second?.body).toContain('SUMMARY:Picnic by the lake')
    await app().idle()
    expect((await readOutbox(app().dataDir)).filter((m) => m.to.includes(olga.email))).toHaveLength(0)
  })
})
