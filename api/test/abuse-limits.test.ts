// Limits on what one account can make the server do for it: Gather-ID lookups on every path that
// answers whether an ID exists, and invitation e-mails per account and per gather.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { rest } from '../../tests/helpers/http.js'
import { prisma } from '../src/core/db.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
}, 120_000)
afterAll(async () => {
  await app?.stop()
})

const dayMs = 24 * 60 * 60 * 1000
const createInput = (selectedGatherIds: string[]) => {
  const start = new Date(Date.now() + dayMs)
  return {
    locationName: 'Central Park',
    description: 'Picnic',
    gatherDate: start.toISOString().slice(0, 10),
    gatherTime: '12:00',
    scheduledDateTime: start.toISOString(),
    selectedGatherIds,
  }
}

describe('Gather-ID lookups', () => {
  it('adding participants by Gather ID counts against the lookup limit (60 a minute)', async () => {
    const organiser = await app.signIn()
    const meetup = await createMeetupWith(organiser.userId)
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) {
      const r = await rest(app.url, 'POST', `/api/meetups/${meetup.id}/participants`, {
        body: { gatherIdOrEmail: `nobody_${i}` },
        cookie: organiser.cookieHeader,
      })
      statuses.push(r.status)
    }
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true)
    expect(statuses[60]).toBe(429)
  })

  it('selectedGatherIds at create count one lookup each, and a refused create writes nothing', async () => {
    const organiser = await app.signIn()
    const before = await prisma().meetup.count()
    const tooMany = Array.from({ length: 61 }, (_, i) => `probe_${i}`)
    const refused = await rest(app.url, 'POST', '/api/meetups', {
      body: createInput(tooMany),
      cookie: organiser.cookieHeader,
    })
    expect(refused.status).toBe(429)
    expect(await prisma().meetup.count()).toBe(before)
  })

  it('shares one budget across paths: validate-user after create lookups', async () => {
    const organiser = await app.signIn()
    const ids = Array.from({ length: 60 }, (_, i) => `probe_${i}`)
    await rest(app.url, 'POST', '/api/meetups', { body: createInput(ids), cookie: organiser.cookieHeader })
    const check = await rest(app.url, 'POST', '/api/validate-user', {
      body: { gatherIdOrEmail: 'someone' },
      cookie: organiser.cookieHeader,
    })
    expect(check.status).toBe(429)
  })
})

describe('invitation e-mails', () => {
  it('one account cannot send dozens in seconds: 30 a minute', async () => {
    const organiser = await app.signIn()
    const meetup = await createMeetupWith(organiser.userId)
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) {
      const r = await rest(app.url, 'POST', `/api/meetups/${meetup.id}/participants`, {
        body: { gatherIdOrEmail: `someone${i}@example.com` },
        cookie: organiser.cookieHeader,
      })
      statuses.push(r.status)
    }
    expect(statuses.slice(0, 30).every((s) => s < 300)).toBe(true)
    expect(statuses[30]).toBe(429)
    expect(await prisma().pendingInvitation.count({ where: { meetupId: meetup.id } })).toBe(30)
  })
})
