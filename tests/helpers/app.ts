// Starts the whole app in this test process on a free port, on PGlite (a fresh DATA_DIR) or on a
// fresh PostgreSQL database, and signs people in by creating real sessions.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createSession, sessionCookieName } from '../../api/src/accounts/session.service.js'
import { loadConfig } from '../../api/src/core/config.js'
import type { SharingPrecision } from '../../api/src/core/db/prisma.js'
import { pgliteDirOf, seedFromTemplate } from '../../api/src/core/db/template.js'
import { prisma } from '../../api/src/core/db.js'
import { buildApp } from '../../api/src/edge/app.js'
import { locationSharingMs } from '../../api/src/live/location-writer.service.js'
import type { HeldPosition, PositionStore } from '../../api/src/live/position-store.service.js'
import { type FakeUpstreams, startFakeUpstreams } from './fake-upstreams.js'
import { createTestDatabase } from './services.js'

export interface TestUser {
  email: string
  displayName: string | null
  firstName: string | null
  gatherId: string | null
  gatherIdSet: boolean
}

export interface TestApp {
  url: string
  dataDir: string
  /** The local stand-ins for the geocoder, weather and IP lookup services. */
  upstreams: FakeUpstreams
  stop(): Promise<void>
  /** The HTTP routes the app serves (method and path). */
  routes(): { method: string; path: string }[]
  /** Stops the server (HTTP, sockets, jobs, database) as an outage would; the data stays. */
  pause(): Promise<void>
  /** Starts it again on the same port, with the same data and sessions. */
  resume(): Promise<void>
  /**
   * Resolves once no job is running or due by `until` (now by default): e-mails queued so far
   * are in the outbox. "Nothing more was sent" is checked after it.
   */
  idle(until?: Date): Promise<void>
  signIn(
    user?: Partial<TestUser>,
  ): Promise<{ userId: string; cookie: { name: string; value: string }; cookieHeader: string }>
  /** Where the app holds shared positions. */
  positions(): PositionStore
  /**
   * Holds a position for the record as if its person had sent it at `at` (now by default), past
   * the checks a sent one meets: for states a test cannot reach by sending (an old position).
   */
  place(participantId: string, position: PlacedPosition): Promise<HeldPosition>
}

export interface PlacedPosition {
  lat: number
  lon: number
  at?: Date
  /** Two hours after `at` by default. */
  expiresAt?: Date
  precision?: SharingPrecision
}

let counter = 0

export async function startTestApp(
  opts: {
    database?: 'pglite' | 'postgres'
    env?: Record<string, string>
    webDist?: string
    /** false: PGlite starts empty and migrates, as on a first start, instead of copying the template. */
    template?: boolean
    /**
     * Serve as http://localhost:<port> rather than the address (APP_URL too): WebAuthn takes a
     * host name, not an IP address, as the passkeys' relying party.
     */
    localhost?: boolean
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-test-'))
  const database = opts.database === 'postgres' ? await createTestDatabase() : undefined
  // The run's template (global setup); outside the test runner (npm run screenshots) the app
  // copies the built one itself. vitest cannot be imported there at all.
  const template =
    opts.template === false || !process.env.VITEST ? undefined : (await import('vitest')).inject('pgliteTemplate')
  if (!database && template) await seedFromTemplate(pgliteDirOf(dataDir), template)
  const upstreams = await startFakeUpstreams()
  const config = loadConfig({
    ...upstreams.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // vitest.config.ts lowers the password hashing cost for the suites (never in production).
    ...(process.env.PASSWORD_HASH_COST ? { PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST } : {}),
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...opts.env,
  })
  if (opts.webDist) config.webDist = opts.webDist
  let app = buildApp(config)
  const started = await app.start()
  const { port } = started
  const url = opts.localhost ? started.url.replace('//127.0.0.1:', '//localhost:') : started.url
  config.appUrl = opts.env?.APP_URL ?? url
  config.port = port
  const cookieName = sessionCookieName(config.appUrl)
  return {
    url,
    dataDir,
    upstreams,
    routes: () => app.routes(),
    async stop() {
      await app.stop()
      await upstreams.close()
      await database?.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
    async pause() {
      await app.stop()
    },
    async resume() {
      app = buildApp(config)
      await app.start()
    },
    idle: (until) => app.idle(until),
    positions: () => app.positionStore(),
    async place(participantId, { lat, lon, at = new Date(), expiresAt, precision = 'exact' }) {
      const { meetupId, userId } = await prisma().participant.findUniqueOrThrow({ where: { id: participantId } })
      const sent = at.getTime()
      const [placed] = await app.positionStore().put([
        {
          participantId,
          meetupId,
          userId,
          lat,
          lon,
          accuracy: null,
          capturedAt: null,
          precision,
          lastUpdated: sent,
          expiresAt: expiresAt?.getTime() ?? sent + locationSharingMs,
          steps: 1,
        },
      ])
      return (placed as { held: HeldPosition }).held
    },
    async signIn(user = {}) {
      counter += 1
      const created = await prisma().user.create({
        data: {
          email: user.email ?? `person${counter}-${Date.now()}@example.com`,
          displayName: user.displayName === undefined ? 'Ada' : user.displayName,
          firstName: user.firstName ?? null,
          gatherId: user.gatherId ?? `ada${counter}${Date.now() % 100000}`,
          gatherIdKey: (user.gatherId ?? `ada${counter}${Date.now() % 100000}`).toLowerCase(),
          gatherIdSet: user.gatherIdSet ?? true,
          emailVerifiedAt: new Date(),
        },
      })
      const { token } = await createSession(created.id)
      return { userId: created.id, cookie: { name: cookieName, value: token }, cookieHeader: `${cookieName}=${token}` }
    },
  }
}
