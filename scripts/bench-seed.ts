// What the live benchmarks seed: gathers of accepted participants, every one signed in, written
// straight to the database the benchmark's server will open.
import { randomBytes } from 'node:crypto'
import { hashToken, sessionCookieName } from '../api/src/accounts/session.service.js'
import { prisma } from '../api/src/db.js'

export interface Viewer {
  participantId: string
  userId: string
  meetupId: string
  /** The session cookie header (`name=token`). */
  cookie: string
  /** A read-write personal access token of the same person (`gat_…`), for clients that send text. */
  token: string
}

/** A read-write access token for `userId`, written straight to the database; returns its secret. */
export async function seedAccessTokens(userIds: string[]): Promise<string[]> {
  const secrets = userIds.map(() => `gat_${randomBytes(32).toString('base64url')}`)
  await prisma().accessToken.createMany({
    data: userIds.map((userId, i) => ({
      userId,
      tokenHash: hashToken(secrets[i] as string),
      name: 'Benchmark',
      scope: 'read-write',
    })),
  })
  return secrets
}

/** `gathers` gathers of `perGather` accepted participants each (in gather order), all signed in. */
export async function seedGathers(gathers: number, perGather: number): Promise<Viewer[]> {
  const cookieName = sessionCookieName('http://127.0.0.1')
  const viewers: Viewer[] = []
  const hourMs = 60 * 60 * 1000
  const expiresAt = new Date(Date.now() + 24 * hourMs)
  for (let g = 0; g < gathers; g++) {
    const users = Array.from({ length: perGather }, (_, i) => ({
      id: crypto.randomUUID(),
      email: `bench-${g}-${i}-${randomBytes(3).toString('hex')}@example.com`,
      displayName: `Person ${g}.${i}`,
      gatherIdSet: true,
    }))
    await prisma().user.createMany({ data: users })
    const meetupId = crypto.randomUUID()
    await prisma().meetup.create({
      data: {
        id: meetupId,
        userId: users[0]?.id as string,
        description: `Bench gather ${g}`,
        locationName: 'Central Park',
        locationLat: 40.7812,
        locationLon: -73.9665,
        shareableLink: randomBytes(16).toString('base64url'),
        startTime: new Date(Date.now() + hourMs),
        expirationTime: new Date(Date.now() + 5 * hourMs),
      },
    })
    const participants = users.map((u) => ({
      id: crypto.randomUUID(),
      meetupId,
      userId: u.id,
      invitationStatus: 'accepted' as const,
    }))
    await prisma().participant.createMany({ data: participants })
    const tokens = users.map(() => randomBytes(32).toString('base64url'))
    await prisma().session.createMany({
      data: users.map((u, i) => ({ userId: u.id, tokenHash: hashToken(tokens[i] as string), expiresAt })),
    })
    const secrets = await seedAccessTokens(users.map((u) => u.id))
    participants.forEach((p, i) => {
      viewers.push({
        participantId: p.id,
        userId: p.userId,
        meetupId,
        cookie: `${cookieName}=${tokens[i]}`,
        token: secrets[i] as string,
      })
    })
  }
  return viewers
}
