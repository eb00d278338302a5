// What the live benchmarks seed: gathers of accepted participants, every one signed in, written
// straight to the database the benchmark's server will open.
import { randomBytes } from 'node:crypto'
import { hashToken, sessionCookieName } from '../api/src/accounts/session.service.js'
import { closeDatabase, openDatabase, prisma } from '../api/src/core/db.js'
import { startServers, stopServer } from './bench-server.js'

/** Where every seeded gather meets (Central Park). */
export const venue = { lat: 40.7812, lon: -73.9665 }

export interface Viewer {
  participantId: string
  userId: string
  meetupId: string
  /** The session cookie header (`name=token`). */
  cookie: string
  /** A read-write personal access token of the same person (`gat_…`), for clients that send text. */
  token: string
}

let databaseTurn: Promise<unknown> = Promise.resolve()

/**
 * Opens the database a benchmark's servers will use, runs `work` on it (seeding) and closes it.
 * This process has one database handle, so parts that run side by side (`--quick`) take turns.
 */
export function withDatabase<T>(options: Parameters<typeof openDatabase>[0], work: () => Promise<T>): Promise<T> {
  const turn = databaseTurn.then(async () => {
    await openDatabase(options)
    try {
      return await work()
    } finally {
      await closeDatabase()
    }
  })
  databaseTurn = turn.catch(() => {})
  return turn
}

/**
 * Migrates the database, then seeds it while the servers start on it; the seeding's result and
 * the started servers. If either fails, what started is stopped and it throws.
 */
export async function seedWhileStarting<T>(
  database: Parameters<typeof openDatabase>[0],
  seed: () => Promise<T>,
  servers: Parameters<typeof startServers>[0],
) {
  await withDatabase(database, async () => {})
  const [seeded, started] = await Promise.allSettled([withDatabase(database, seed), startServers(servers)])
  if (seeded.status === 'rejected') {
    if (started.status === 'fulfilled') await Promise.all(started.value.map(({ child }) => stopServer(child)))
    throw seeded.reason
  }
  if (started.status === 'rejected') throw started.reason
  return { seeded: seeded.value, servers: started.value.map(({ child }) => child) }
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
  const hourMs = 60 * 60 * 1000
  const expiresAt = new Date(Date.now() + 24 * hourMs)
  // Every gather's rows in one statement per table.
  const meetups = Array.from({ length: gathers }, (_, g) => ({
    id: crypto.randomUUID(),
    users: Array.from({ length: perGather }, (_, i) => ({
      id: crypto.randomUUID(),
      email: `bench-${g}-${i}-${randomBytes(3).toString('hex')}@example.com`,
      displayName: `Person ${g}.${i}`,
      gatherIdSet: true,
    })),
    description: `Bench gather ${g}`,
  }))
  const users = meetups.flatMap((m) => m.users)
  await prisma().user.createMany({ data: users })
  await prisma().meetup.createMany({
    data: meetups.map((m) => ({
      id: m.id,
      userId: m.users[0]?.id as string,
      description: m.description,
      locationName: 'Central Park',
      locationLat: venue.lat,
      locationLon: venue.lon,
      shareableLink: randomBytes(16).toString('base64url'),
      startTime: new Date(Date.now() + hourMs),
      expirationTime: new Date(Date.now() + 5 * hourMs),
    })),
  })
  const participants = meetups.flatMap((m) =>
    m.users.map((u) => ({
      id: crypto.randomUUID(),
      meetupId: m.id,
      userId: u.id,
      invitationStatus: 'accepted' as const,
    })),
  )
  await prisma().participant.createMany({ data: participants })
  const tokens = users.map(() => randomBytes(32).toString('base64url'))
  await prisma().session.createMany({
    data: users.map((u, i) => ({ userId: u.id, tokenHash: hashToken(tokens[i] as string), expiresAt })),
  })
  const secrets = await seedAccessTokens(users.map((u) => u.id))
  return participants.map((p, i) => ({
    participantId: p.id,
    userId: p.userId,
    meetupId: p.meetupId,
    cookie: `${cookieName}=${tokens[i]}`,
    token: secrets[i] as string,
  }))
}
