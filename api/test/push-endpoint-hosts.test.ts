// Web Push endpoints are someone's input that the server posts to: without
// PUSH_ALLOW_PRIVATE_HOSTS (the test suites' allowance, refused in production) an endpoint on this
// machine or its network is refused when a device is turned on, and a name that resolves to such
// an address (or an address stored before) gets no push at all, not even a connection: the device
// is removed instead. The local push service listens on 127.0.0.1 and its certificate names
// `localhost` too, so that without the checks these pushes would be delivered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { graphql } from '../../tests/helpers/graphql.js'
import { rest } from '../../tests/helpers/http.js'
import { type PushService, startPushService } from '../../tests/helpers/push-service.js'
import { ConfigError, loadConfig } from '../src/core/config.js'
import { prisma } from '../src/core/db.js'
import { isPublicAddress } from '../src/core/lib/public-address.js'
import { createLogger } from '../src/core/logger.js'
import { deliverPush } from '../src/notifications/push.service.js'

const refusal = /^endpoint must be a public push service: its host is a private, loopback or link-local address$/

describe('which addresses are public', () => {
  it('refuses private, loopback, link-local, CGNAT, multicast, unspecified and IPv6 ULA/link-local addresses', () => {
    const notPublic = [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      // IPv4-compatible (deprecated), as URL parsing writes it: ::127.0.0.1, ::10.0.0.1, ::169.254.169.254.
      '::7f00:1',
      '::a00:1',
      '::a9fe:a9fe',
      '::ffff:0:7f00:1',
      'not an address',
    ]
    expect(notPublic.filter(isPublicAddress)).toEqual([])
    expect(['8.8.8.8', '142.250.74.10', '2001:4860:4860::8888'].filter(isPublicAddress)).toHaveLength(3)
  })

  it('lets only tests allow private hosts: production refuses PUSH_ALLOW_PRIVATE_HOSTS', () => {
    expect(loadConfig({ NODE_ENV: 'test', PUSH_ALLOW_PRIVATE_HOSTS: '1' }).pushAllowPrivateHosts).toBe(true)
    expect(loadConfig({ NODE_ENV: 'test' }).pushAllowPrivateHosts).toBe(false)
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PUSH_ALLOW_PRIVATE_HOSTS: '1' }),
    ).toThrow(ConfigError)
  })
})

describe('web push endpoints without the private-host allowance', () => {
  let app: TestApp
  let push: PushService
  beforeAll(async () => {
    push = await startPushService()
    app = await startTestApp()
  })
  afterAll(async () => {
    await app?.stop()
    await push?.close()
  })

  const keys = () => push.subscribe().json.keys

  it('refuses a device whose endpoint host is a private or local address, over REST and GraphQL, with a clear 400', async () => {
    const femi = await app.signIn({ displayName: 'Femi' })
    const hosts = [
      `127.0.0.1:${push.port}`,
      '10.0.0.5',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.1.1',
      '224.0.0.251',
      '0.0.0.0',
      '[::1]',
      '[fe80::1]',
      '[fd12:3456::1]',
      '[::ffff:127.0.0.1]',
      `[::127.0.0.1]:${push.port}`,
      '[::10.0.0.5]',
      // Spelled otherwise, still loopback (URL parsing normalises it).
      '0x7f000001',
      '2130706433',
      'localhost',
      'push.localhost',
    ]
    for (const host of hosts) {
      const answer = await rest(app.url, 'POST', '/api/push/devices', {
        cookie: femi.cookieHeader,
        body: { endpoint: `https://${host}/push/abc`, keys: keys() },
      })
      expect({ host, status: answer.status, message: answer.body.message }).toEqual({
        host,
        status: 400,
        message: expect.stringMatching(refusal),
      })
    }
    const viaGraphql = await graphql(
      app.url,
      'mutation($s: PushSubscriptionInput!) { enablePushDevice(subscription: $s) { __typename ... on Error { message } } }',
      { s: { endpoint: 'https://[::1]:8443/push/abc', keys: keys() } },
      femi.cookieHeader,
    )
    expect(viaGraphql.data?.enablePushDevice).toMatchObject({
      __typename: 'ValidationError',
      message: expect.stringMatching(refusal),
    })
    expect(await prisma().pushSubscription.count({ where: { user: { id: femi.userId } } })).toBe(0)

    // Public push services are taken (nothing is sent yet).
    for (const endpoint of ['https://8.8.8.8/push/abc', 'https://fcm.googleapis.com/fcm/send/abc']) {
      const on = await rest(app.url, 'POST', '/api/push/devices', {
        cookie: femi.cookieHeader,
        body: { endpoint, keys: keys() },
      })
      expect(on.status).toBe(201)
    }
  })

  it('sends nothing to a name that resolves to a loopback address, nor to an address stored earlier, and removes those devices', async () => {
    const olga = await app.signIn({ displayName: 'Olga' })
    const femiGatherId = `femi${Date.now() % 100000}`
    const femi = await app.signIn({ displayName: 'Femi', gatherId: femiGatherId })
    const session = await prisma().session.findFirstOrThrow({ where: { userId: femi.userId } })
    // Stored as if turned on before these checks, or while the name still resolved elsewhere.
    const byName = push.subscribe()
    const byAddress = push.subscribe()
    for (const [device, endpoint] of [
      [byName, `https://localhost:${push.port}/push/${byName.id}`],
      [byAddress, byAddress.json.endpoint],
    ] as const) {
      await prisma().pushSubscription.create({
        data: { endpoint, ...device.json.keys, userId: femi.userId, sessionId: session.id },
      })
    }
    const connectionsBefore = push.connections()

    const start = new Date(Date.now() + 24 * 3600 * 1000)
    start.setUTCHours(15, 0, 0, 0)
    const created = await rest(app.url, 'POST', '/api/meetups', {
      cookie: olga.cookieHeader,
      body: {
        locationName: 'Central Park',
        description: 'Picnic',
        gatherDate: start.toISOString().slice(0, 10),
        gatherTime: '15:00',
        lat: 40.78,
        lon: -73.97,
        scheduledDateTime: start.toISOString(),
        selectedGatherIds: [femiGatherId],
      },
    })
    expect(created.status).toBe(201)
    await app.idle()

    expect(push.pushesTo(byName.id)).toEqual([])
    expect(push.pushesTo(byAddress.id)).toEqual([])
    expect(push.connections()).toBe(connectionsBefore)
    expect(await prisma().pushSubscription.count({ where: { userId: femi.userId } })).toBe(0)
  })

  it('logs no push host it cannot reach: the job fails with the reason’s code only', async () => {
    const femi = await app.signIn({ displayName: 'Femi' })
    const session = await prisma().session.findFirstOrThrow({ where: { userId: femi.userId } })
    // A name that never resolves (RFC 6761), as someone's own push host might.
    await prisma().pushSubscription.create({
      data: {
        endpoint: 'https://push.femi-home.invalid/push/abc',
        ...keys(),
        userId: femi.userId,
        sessionId: session.id,
      },
    })
    const lines: string[] = []
    const logger = createLogger('debug', { write: (line: string) => void lines.push(line) })
    const services = { config: loadConfig({ DATA_DIR: app.dataDir, NODE_ENV: 'test' }), logger }
    const job = {
      key: `reminder:${crypto.randomUUID()}:${femi.userId}:1`,
      kind: 'reminder' as const,
      userId: femi.userId,
      message: { title: 'Reminder', body: 'Come along', url: '/', tag: 't' },
    }
    const failed = await deliverPush(services, job).catch((error: unknown) => error)
    // As the job drivers log a failed attempt.
    logger.warn({ err: failed }, 'job failed, retrying')
    expect(lines.join('')).not.toContain('femi-home')
    expect(failed).toMatchObject({ message: expect.stringMatching(/^push service not reached \(E[A-Z_]+\)$/) })
  })
})
