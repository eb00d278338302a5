import { randomBytes } from 'node:crypto'
import { prisma } from '../../api/src/core/db.js'

/** A gather organised by `organiserId`, with each of `userIds` as an accepted participant. */
export async function createMeetupWith(organiserId: string, userIds: string[] = []) {
  return prisma().meetup.create({
    data: {
      userId: organiserId,
      description: 'Picnic in the park',
      locationName: 'Central Park',
      locationLat: 40.7812,
      locationLon: -73.9665,
      shareableLink: randomBytes(16).toString('base64url'),
      startTime: new Date(Date.now() + 60 * 60 * 1000),
      participants: {
        create: [organiserId, ...userIds].map((userId) => ({ userId, invitationStatus: 'accepted' as const })),
      },
    },
    include: { participants: true },
  })
}
