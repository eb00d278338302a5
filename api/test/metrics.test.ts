// /metrics as served: absent without configuration, closed to anyone the configuration does not
// name, and counts that move with real requests, sockets, pushes, positions and e-mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { subscribe } from '../../tests/helpers/graphql.js'
import { rest } from '../../tests/helpers/http.js'
import { waitForMail } from '../../tests/helpers/mail.js'
import { redisAvailable, redisUrl, servicesRequired, uniquePrefix } from '../../tests/helpers/services.js'
import { rawSocket } from '../../tests/helpers/streams.js'
import { createBullmqJobs } from '../src/core/jobs/bullmq.js'
import { createInProcessJobs } from '../src/core/jobs/in-process.js'
import { type JobDriverOptions, queues } from '../src/core/jobs/queues.js'
import { createLogger } from '../src/core/logger.js'
import { countingMailer, type Mailer } from '../src/core/mail/mailer.js'
import { createMetrics } from '../src/core/metrics.js'
import { whenWatching } from '../src/live/streams/live-access.js'

const token = 'scrape-token-0123456789abcdef'

async function scrape(url: string, headers: Record<string, string> = { authorization: `Bearer ${token}` }) {
  const response = await fetch(`${url}/metrics`, { headers })
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() }
}

/** The value of a series, found by name and a subset of its labels (0 when absent). */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = line.match(/^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/)
    if (!match || match[1] !== name) continue
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3])
  }
  return 0
}

describe('/metrics without configuration', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.stop())

  it('does not exist', async () => {
    expect((await scrape(app.url)).status).toBe(404)
    expect((await scrape(app.url, {})).status).toBe(404)
    expect((await scrape(app.url, { accept: 'text/html' })).status).toBe(404)
  })
})

describe('/metrics with METRICS_TOKEN', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ env: { METRICS_TOKEN: token } })
  })
  afterAll(() => app.stop())

  it('answers only the bearer of the token', async () => {
    expect((await scrape(app.url, {})).status).toBe(401)
    expect((await scrape(app.url, { authorization: 'Bearer wrong-token-0123456789' })).status).toBe(401)
    const open = await scrape(app.url)
    expect(open.status).toBe(200)
    expect(open.type).toMatch(/^text\/plain/)
    // Process metrics, event-loop lag among them.
    expect(open.text).toMatch(/^nodejs_eventloop_lag_seconds /m)
  })

  it('counts requests by route pattern and status, never by raw path', async () => {
    const before = await scrape(app.url)
    const labels = { method: 'GET', route: '/api/meetups/by-link/:shareableLink', status: '404' }
    await fetch(`${app.url}/api/meetups/by-link/no-such-link-1`)
    await fetch(`${app.url}/api/meetups/by-link/no-such-link-2`)
    const after = await scrape(app.url)
    expect(value(after.text, 'http_request_duration_seconds_count', labels)).toBe(
      value(before.text, 'http_request_duration_seconds_count', labels) + 2,
    )
    expect(after.text).not.toContain('no-such-link')
  })

  it('counts sockets, live streams, positions and pushes on both transports', async () => {
    const olga = await app.signIn({ displayName: 'Olga' })
    const femi = await app.signIn({ displayName: 'Femi' })
    const meetup = await createMeetupWith(olga.userId, [femi.userId])
    const femiRecord = meetup.participants.find((p) => p.userId === femi.userId)?.id
    const before = await scrape(app.url)

    const listening = whenWatching(meetup.id, olga.userId, 2)
    const subscription = subscribe(
      app.url,
      'subscription($m: ID!) { participantLocationUpdated(meetupId: $m) { lat } }',
      { m: meetup.id },
      olga.cookieHeader,
    )
    const raw = await rawSocket(app.url, olga.cookieHeader)
    raw.send({ type: 'join_meetup', data: { meetupId: meetup.id } })
    await listening
    const open = await scrape(app.url)
    expect(value(open.text, 'gather_websockets_open', { endpoint: '/graphql' })).toBe(1)
    expect(value(open.text, 'gather_websockets_open', { endpoint: '/ws' })).toBe(1)
    // The graphql-ws subscription is one stream; a /ws join holds two: the positions' view of the
    // position stream and the watch of people's changes.
    expect(value(open.text, 'gather_subscriptions_active', { kind: 'gather' })).toBe(
      value(before.text, 'gather_subscriptions_active', { kind: 'gather' }) + 3,
    )

    const sent = await rest(app.url, 'PATCH', `/api/participants/${femiRecord}/location`, {
      cookie: femi.cookieHeader,
      body: { lat: 40.7, lon: -73.9 },
    })
    expect(sent.status).toBe(200)
    await subscription.next()
    await raw.next((m) => m.type === 'participant_location_updated')
    const pushed = await scrape(app.url)
    expect(value(pushed.text, 'gather_location_updates_total')).toBe(
      value(before.text, 'gather_location_updates_total') + 1,
    )
    for (const transport of ['graphql-ws', 'ws']) {
      expect(value(pushed.text, 'gather_pushes_total', { transport })).toBe(
        value(before.text, 'gather_pushes_total', { transport }) + 1,
      )
    }

    await subscription.close()
    raw.socket.close()
    await raw.closed
  })

  it('counts e-mails sent', async () => {
    const before = value((await scrape(app.url)).text, 'gather_mails_total', { result: 'sent' })
    const email = `metrics.${Date.now()}@example.com`
    expect((await rest(app.url, 'POST', '/api/auth/signup', { body: { email, password: 'Sunny-day42' } })).status).toBe(
      201,
    )
    await waitForMail(app.dataDir, email)
    expect(value((await scrape(app.url)).text, 'gather_mails_total', { result: 'sent' })).toBe(before + 1)
  })
})

describe('/metrics with METRICS_ALLOW', () => {
  it('answers the listed addresses without a token, and no one else', async () => {
    for (const [allow, status] of [
      ['127.0.0.0/8,::1/128', 200],
      ['10.0.0.0/8', 403],
    ] as const) {
      const app = await startTestApp({ env: { METRICS_ALLOW: allow } })
      try {
        expect((await scrape(app.url, {})).status).toBe(status)
      } finally {
        await app.stop()
      }
    }
  })
})

describe.runIf(redisAvailable || servicesRequired)('/metrics scaled out (BullMQ)', () => {
  it('reports the depth of every queue', async () => {
    const app = await startTestApp({ env: { METRICS_TOKEN: token, REDIS_URL: redisUrl } })
    try {
      const { text } = await scrape(app.url)
      for (const queue of ['location-expiry', 'gather-end', 'mail', 'retention']) {
        expect(text).toMatch(new RegExp(`^gather_queue_jobs\\{queue="${queue}",state="waiting"\\} \\d+$`, 'm'))
      }
    } finally {
      await app.stop()
    }
  })
})

const jobDrivers = [
  ['in-process', true, (options: JobDriverOptions) => createInProcessJobs(createLogger('silent'), options)],
  [
    'BullMQ',
    redisAvailable || servicesRequired,
    (options: JobDriverOptions) => createBullmqJobs(redisUrl, createLogger('silent'), uniquePrefix(), options),
  ],
] as const

for (const [name, enabled, make] of jobDrivers) {
  describe.runIf(enabled)(`job failures (${name})`, () => {
    it('are counted per queue, once per failed attempt', async () => {
      const metrics = createMetrics()
      let failed: () => void = () => {}
      const twice = new Promise<void>((resolve) => {
        failed = resolve
      })
      let count = 0
      const jobs = make({
        onFailure: (queue) => {
          metrics.jobFailures.inc({ queue })
          if (++count === 2) failed()
        },
      })
      try {
        jobs.register(queues.mail, async () => {
          throw new Error('SMTP down')
        })
        await jobs.add(queues.mail, {}, { attempts: 2, backoffMs: 10, jobId: 'always-fails' })
        await twice
        expect(value(await metrics.registry.metrics(), 'gather_job_failures_total', { queue: 'mail' })).toBe(2)
      } finally {
        await jobs.close()
      }
    })
  })
}

it('counts e-mails the mail server refused as failed, and passes the error on', async () => {
  const metrics = createMetrics()
  const refusing: Mailer = {
    kind: 'smtp',
    send: async () => {
      throw new Error('550 mailbox unavailable')
    },
    close: async () => {},
  }
  const message = { to: 'a@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' }
  await expect(countingMailer(refusing, metrics).send(message)).rejects.toThrow('550 mailbox unavailable')
  expect(value(await metrics.registry.metrics(), 'gather_mails_total', { result: 'failed' })).toBe(1)
})
