// A gather with people already in it, for the live screen's browser tests: created through the
// REST face as the organiser would, people added as accepted participants with a position.
// Everyone has consented to share (as "Share my location" records it) unless `consented: false`.
import { prisma } from '../../api/src/core/db.js'
import type { TestApp } from './app.js'
import { rest } from './http.js'

export interface Person {
  displayName: string
  /** Their last shared position, if any. */
  at?: { lat: number; lon: number }
  /** How long ago that position was shared (default: now). */
  minutesAgo?: number
}

export async function gatherWithPeople(
  app: TestApp,
  options: {
    venue: { lat: number; lon: number; name: string }
    organiser: string
    people?: Person[]
    description?: string
    consented?: boolean
  },
) {
  const stamp = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`
  const organiser = await app.signIn({ displayName: options.organiser, gatherId: `org_${stamp}` })
  const start = new Date(Date.now() + 30 * 60 * 1000)
  const created = await rest(app.url, 'POST', '/api/meetups', {
    cookie: organiser.cookieHeader,
    body: {
      locationName: options.venue.name,
      locationAddress: `${options.venue.name}, Somewhere`,
      description: options.description ?? `Meet at ${options.venue.name}`,
      gatherDate: start.toISOString().slice(0, 10),
      gatherTime: '12:00',
      scheduledDateTime: start.toISOString(),
      lat: options.venue.lat,
      lon: options.venue.lon,
    },
  })
  if (created.status !== 201) throw new Error(`creating the gather failed: ${created.status} ${created.text}`)
  const meetup = created.body as { id: string; shareableLink: string }
  const people = []
  for (const [i, person] of (options.people ?? []).entries()) {
    const account = await app.signIn({ displayName: person.displayName, gatherId: `p${i}_${stamp}` })
    const participant = await prisma().participant.create({
      data: { meetupId: meetup.id, userId: account.userId, invitationStatus: 'accepted' },
    })
    if (person.at) {
      const at = new Date(Date.now() - (person.minutesAgo ?? 0) * 60_000)
      await app.place(participant.id, { ...person.at, at })
    }
    people.push({ ...account, participantId: participant.id, displayName: person.displayName })
  }
  if (options.consented !== false) {
    const everyone = await prisma().participant.findMany({ where: { meetupId: meetup.id }, select: { id: true } })
    await prisma().liveSharing.createMany({
      data: everyone.map(({ id }) => ({ participantId: id, consentedAt: new Date() })),
    })
  }
  return { meetup, organiser, people }
}
