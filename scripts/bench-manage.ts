// The manage screen's query (web/src/queries/ManageQuery.ts, the exact text the screen sends) for a
// gather with 500 participants and 20 pending e-mail invitations, on embedded PGlite, with the app
// running in this process: latency p50/p99 over sequential runs, and the SQL statements each
// request sends (sqlStatementCount(): the same for every run, whatever the number of people).
// Run alone with `tsx scripts/bench-manage.ts`; `npm run bench` prints it last.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createSession, sessionCookieName } from '../api/src/accounts/session.service.js'
import { buildApp } from '../api/src/app.js'
import { loadConfig } from '../api/src/config.js'
import { sqlStatementCount } from '../api/src/db/statement-counter.js'
import { prisma } from '../api/src/db.js'
import ManageQuery from '../web/src/__generated__/ManageQuery.graphql.js'

const participants = 500
const pendingEmails = 20

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

async function seed() {
  const organiser = await prisma().user.create({
    data: {
      email: 'olga@bench.example',
      displayName: 'Olga',
      gatherId: 'olga',
      gatherIdKey: 'olga',
      gatherIdSet: true,
    },
  })
  await prisma().user.createMany({
    data: Array.from({ length: participants }, (_, i) => ({
      email: `guest${i}@bench.example`,
      displayName: `Guest ${i}`,
      gatherId: `guest_${i}`,
      gatherIdKey: `guest_${i}`,
      gatherIdSet: true,
    })),
  })
  const guests = await prisma().user.findMany({ where: { email: { startsWith: 'guest' } }, select: { id: true } })
  const start = new Date(Date.now() + 24 * 60 * 60 * 1000)
  const meetup = await prisma().meetup.create({
    data: {
      userId: organiser.id,
      description: 'Stadium meetup',
      locationName: 'Chase Field',
      locationLat: 33.4455,
      locationLon: -112.0667,
      shareableLink: randomBytes(16).toString('base64url'),
      startTime: start,
      expirationTime: new Date(start.getTime() + 4 * 60 * 60 * 1000),
    },
  })
  await prisma().participant.createMany({
    data: [
      { meetupId: meetup.id, userId: organiser.id, invitationStatus: 'accepted' as const, status: 'joined' as const },
      ...guests.map((g, i) => ({
        meetupId: meetup.id,
        userId: g.id,
        invitationStatus: i % 3 === 0 ? ('invited' as const) : ('accepted' as const),
        status: i % 3 === 0 ? ('invited' as const) : ('joined' as const),
        createdAt: new Date(Date.now() + i),
      })),
    ],
  })
  await prisma().pendingInvitation.createMany({
    data: Array.from({ length: pendingEmails }, (_, i) => ({
      meetupId: meetup.id,
      email: `friend${i}@bench.example`,
      invitedById: organiser.id,
      expiresAt: start,
    })),
  })
  return { organiserId: organiser.id, meetupId: meetup.id }
}

export async function benchManage(runs = Number(process.env.BENCH_MANAGE_RUNS ?? 200)): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-bench-manage-'))
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 'b'.repeat(32),
    PORT: '0',
    HOST: '127.0.0.1',
    APP_URL: 'http://127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  })
  const app = buildApp(config)
  try {
    const { url } = await app.start()
    const { organiserId, meetupId } = await seed()
    const { token } = await createSession(organiserId)
    const body = JSON.stringify({ query: ManageQuery.params.text, variables: { id: meetupId } })
    const headers = { 'content-type': 'application/json', cookie: `${sessionCookieName(config.appUrl)}=${token}` }
    const once = async () => {
      const before = sqlStatementCount()
      const started = performance.now()
      const response = await fetch(`${url}/graphql`, { method: 'POST', headers, body })
      const result = (await response.json()) as {
        data?: { meetup?: { participantCount?: number } }
        errors?: { message: string }[]
      }
      const ms = performance.now() - started
      if (result.errors?.length || result.data?.meetup?.participantCount !== participants + 1) {
        throw new Error(`manage query failed: ${JSON.stringify(result.errors ?? result.data)}`)
      }
      return { ms, statements: sqlStatementCount() - before }
    }
    for (let i = 0; i < 20; i++) await once() // warm-up: JIT, PGlite caches, Prisma's query plans
    const samples = []
    for (let i = 0; i < runs; i++) samples.push(await once())
    const times = samples.map((s) => s.ms).sort((a, b) => a - b)
    const counts = [...new Set(samples.map((s) => s.statements))].sort((a, b) => a - b)
    return [
      '',
      `| manage query (HTTP in-process, embedded PGlite, ${runs} sequential runs) | p50 ms | p99 ms | SQL statements per request (constant) |`,
      '|---|---|---|---|',
      `| ManageQuery: gather with ${participants + 1} participants (first page of 50), ${pendingEmails} pending e-mails, counts | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${counts.join(', ')} |`,
    ]
  } finally {
    await app.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  for (const line of await benchManage()) console.log(line)
}
