// The organiser's views, on embedded PGlite with the app running in this process, each
// the exact query its screen sends: the manage screen (web/src/queries/ManageQuery.ts) of a gather
// with 500 participants and 20 pending e-mail invitations, and the calendar
// (web/src/queries/CalendarQuery.ts, this month: one month at a time) of a person with 500
// gatherings over the next year.
// Latency p50/p99 over sequential runs, and the SQL statements each request sends
// (sqlStatementCount(): the same for every run, whatever the number of people or gatherings).
// Run alone with `tsx bench/bench-manage.ts`; `npm run bench` prints it last.
// BENCH_MANAGE_PROFILE=dir also writes a CPU profile of each view's measured runs (only those: not
// the seeding or the warm-up) to dir/manage.cpuprofile and dir/calendar.cpuprofile.
import './bench-production.js'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { Session } from 'node:inspector/promises'
import os from 'node:os'
import path from 'node:path'
import { createSession, sessionCookieName } from '../api/src/accounts/session.service.js'
import { loadConfig } from '../api/src/core/config.js'
import { sqlStatementCount } from '../api/src/core/db/statement-counter.js'
import { maintainDatabase, prisma } from '../api/src/core/db.js'
import { buildApp } from '../api/src/edge/app.js'
import CalendarQuery from '../web/src/__generated__/CalendarQuery.graphql.js'
import ManageQuery from '../web/src/__generated__/ManageQuery.graphql.js'
import { calendarVariables } from '../web/src/calendar/calendar.js'
import { quick } from './bench-options.js'

const participants = 500
const pendingEmails = 20
const calendarGathers = 500

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
  // The organiser's calendar: 500 gatherings over the next year (the manage screen's one among them).
  const day = 24 * 60 * 60 * 1000
  const gathers = Array.from({ length: calendarGathers - 1 }, (_, i) => {
    const startTime = new Date(Date.now() + day + ((i * 365) / calendarGathers) * day)
    return {
      id: crypto.randomUUID(),
      userId: organiser.id,
      description: `Gather ${i}`,
      locationName: 'Chase Field',
      shareableLink: randomBytes(16).toString('base64url'),
      startTime,
      expirationTime: new Date(startTime.getTime() + 4 * 60 * 60 * 1000),
    }
  })
  await prisma().meetup.createMany({ data: gathers })
  await prisma().participant.createMany({
    data: gathers.map((g) => ({ meetupId: g.id, userId: organiser.id, invitationStatus: 'accepted' as const })),
  })
  return { organiserId: organiser.id, meetupId: meetup.id }
}

interface Sample {
  ms: number
  statements: number
}

const profileDir = process.env.BENCH_MANAGE_PROFILE

/** Sequential runs of `once` after a warm-up (JIT, PGlite caches, Prisma's query plans). */
async function measure(name: string, runs: number, once: () => Promise<Sample>) {
  for (let i = 0; i < Math.min(quick ? 10 : 20, runs); i++) await once()
  const samples: Sample[] = []
  const profiler = profileDir ? new Session() : null
  profiler?.connect()
  await profiler?.post('Profiler.enable')
  await profiler?.post('Profiler.start')
  // CPU of this process (the app and the embedded database both run in it): steadier than
  // latency on a loaded machine.
  const cpuBefore = process.cpuUsage()
  for (let i = 0; i < runs; i++) samples.push(await once())
  const cpu = process.cpuUsage(cpuBefore)
  if (profiler && profileDir) {
    const { profile } = await profiler.post('Profiler.stop')
    await writeFile(path.join(profileDir, `${name}.cpuprofile`), JSON.stringify(profile))
    profiler.disconnect()
  }
  const cpuMs = (cpu.user + cpu.system) / 1000 / runs
  const times = samples.map((s) => s.ms).sort((a, b) => a - b)
  const counts = [...new Set(samples.map((s) => s.statements))].sort((a, b) => a - b)
  return `${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${cpuMs.toFixed(1)} | ${counts.join(', ')}`
}

export async function benchManage(
  runs = Number(process.env.BENCH_MANAGE_RUNS ?? (quick ? 30 : 200)),
): Promise<string[]> {
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
    // What the embedded database's minute maintenance does once the rows are in (PGlite has no
    // autovacuum): statistics, without which the planner guesses.
    await maintainDatabase()
    const { token } = await createSession(organiserId)
    const headers = { 'content-type': 'application/json', cookie: `${sessionCookieName(config.appUrl)}=${token}` }
    /** One request of `query`; `check` says whether its answer is the whole screen. */
    const request =
      (documentId: string, variables: object, check: (data: Record<string, unknown>) => boolean) => async () => {
        // By its persisted id, as the app sends it (a session runs only those in production).
        const body = JSON.stringify({ documentId, variables })
        const before = sqlStatementCount()
        const started = performance.now()
        const response = await fetch(`${url}/graphql`, { method: 'POST', headers, body })
        const result = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] }
        const ms = performance.now() - started
        if (result.errors?.length || !result.data || !check(result.data)) {
          throw new Error(`query failed: ${JSON.stringify(result.errors ?? result.data).slice(0, 500)}`)
        }
        return { ms, statements: sqlStatementCount() - before }
      }
    const manage = await measure(
      'manage',
      runs,
      request(
        ManageQuery.params.id as string,
        { id: meetupId },
        (data) => (data.meetup as { participantCount?: number })?.participantCount === participants + 1,
      ),
    )
    const calendar = await measure(
      'calendar',
      runs,
      request(
        CalendarQuery.params.id as string,
        calendarVariables(null, new Date()),
        (data) => (data.viewer as { upcoming?: { totalCount: number } })?.upcoming?.totalCount === calendarGathers,
      ),
    )
    return [
      '',
      `| organiser's view (HTTP in-process, embedded PGlite, ${runs} sequential runs) | p50 ms | p99 ms | CPU ms per request | SQL statements per request (constant) |`,
      '|---|---|---|---|---|',
      `| ManageQuery: gather with ${participants + 1} participants (first page of 50), ${pendingEmails} pending e-mails, counts | ${manage} |`,
      `| CalendarQuery: ${calendarGathers} gatherings over a year, this month's weeks and the count of those not begun | ${calendar} |`,
    ]
  } finally {
    await app.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  for (const line of await benchManage()) console.log(line)
}
