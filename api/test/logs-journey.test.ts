// The logs of a whole journey, as `npm start` serves it (a child process at LOG_LEVEL=trace, its
// output captured): sign up, verify, sign in, create a gather, join it by link, send positions
// over REST and graphql-ws while the organiser watches, use a personal access token, sign out. No
// coordinate, token, cookie, password, e-mail address or verification token may appear on any
// line; access lines name routes, not paths, and every line of a request carries its X-Request-Id.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createClient } from 'graphql-ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type FakeUpstreams, startFakeUpstreams } from '../../tests/helpers/fake-upstreams.js'
import { type RestResponse, rest } from '../../tests/helpers/http.js'
import { lastLinkTo, waitForMail } from '../../tests/helpers/mail.js'

const root = path.resolve(import.meta.dirname, '../..')

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string; userId?: string }

/** The served app as a child process; its stdout and stderr, line by line, as they arrive. */
async function serve(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const lines: LogLine[] = []
  const waiters: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = []
  let partial = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk
    partial += chunk
    const complete = partial.split('\n')
    partial = complete.pop() ?? ''
    for (const text of complete) {
      if (!text.trim()) continue
      const line = JSON.parse(text) as LogLine
      lines.push(line)
      for (const waiter of [...waiters]) {
        if (!waiter.match(line)) continue
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(line)
      }
    }
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  /** Resolves with the first line (already logged or still to come) that matches. */
  const line = (match: (line: LogLine) => boolean) =>
    new Promise<LogLine>((resolve) => {
      const seen = lines.find(match)
      if (seen) resolve(seen)
      else waiters.push({ match, resolve })
    })
  const listening = await Promise.race([
    line((l) => l.msg === 'Gather is listening'),
    exited.then((code) => {
      throw new Error(`the app exited with ${code}:\n${output}`)
    }),
  ])
  return {
    url: String(listening.url),
    lines,
    line,
    output: () => output,
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** A graphql-ws client sending the cookie and an X-Request-Id; `upgradeIds` holds the ids answered. */
function wsClient(url: string, cookieHeader: string, requestId: string) {
  const upgradeIds: string[] = []
  class HeaderWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie: cookieHeader, 'x-request-id': requestId } })
      this.on('upgrade', (response) => upgradeIds.push(String(response.headers['x-request-id'])))
    }
  }
  const client = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: HeaderWebSocket,
    retryAttempts: 0,
    lazy: false,
  })
  return { client, upgradeIds }
}

const cookieOf = (response: RestResponse) => response.headers.get('set-cookie')?.split(';')[0] ?? ''

describe('logs of a whole journey, as served', () => {
  let app: Awaited<ReturnType<typeof serve>>
  let upstreams: FakeUpstreams
  let dataDir: string
  let stopped = false
  /** Every value that must never reach a log line, collected along the way. */
  const secrets = new Set<string>()
  const password = 'Journey-Pass-7731'
  const venue = { lat: 40.712345, lon: -74.006789 }
  const restPosition = { lat: 40.713579, lon: -74.002468 }
  const wsPosition = { lat: 40.714681, lon: -74.003579 }
  for (const value of [password, ...[venue, restPosition, wsPosition].flatMap((p) => [p.lat, p.lon].map(String))]) {
    secrets.add(value)
  }

  beforeAll(async () => {
    upstreams = await startFakeUpstreams()
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-logs-'))
    app = await serve({
      ...upstreams.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'trace',
      // The test client is the "proxy": its X-Request-Id is believed.
      TRUST_PROXY: '127.0.0.1/8,::1/128',
    })
  })

  afterAll(async () => {
    if (!stopped) await app?.stop()
    await upstreams?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  const call = (method: string, route: string, options: { body?: unknown; cookie?: string; requestId?: string } = {}) =>
    fetch(`${app.url}${route}`, {
      method,
      headers: {
        'x-graphql-csrf': '1',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.requestId ? { 'x-request-id': options.requestId } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      redirect: 'manual',
    })

  /** Signs up (with a request id), verifies through the e-mailed link, signs in and sets a profile. */
  async function person(name: string) {
    const email = `${name.toLowerCase()}.journey.${Date.now()}@example.com`
    // Mail lines name the recipient by domain and hash only.
    secrets.add(email)
    const signupId = `journey-signup-${name.toLowerCase()}`
    const signup = await call('POST', '/api/auth/signup', { body: { email, password }, requestId: signupId })
    expect(signup.status).toBe(201)
    expect(signup.headers.get('x-request-id')).toBe(signupId)
    await waitForMail(dataDir, email)
    const token = new URL(await lastLinkTo(dataDir, email)).searchParams.get('token') ?? ''
    secrets.add(token)
    const browser = signup.headers.getSetCookie()[0]?.split(';')[0]
    expect((await call('GET', `/api/auth/verify-email?token=${token}`, { cookie: browser })).status).toBe(200)
    const login = await rest(app.url, 'POST', '/api/auth/login', { body: { email, password } })
    expect(login.status).toBe(200)
    const cookie = cookieOf(login)
    secrets.add(cookie.split('=')[1] ?? '')
    secrets.add(cookie)
    const profile = await rest(app.url, 'POST', '/api/user/profile', {
      cookie,
      body: { displayName: name, gatherID: `${name.toLowerCase()}_${Date.now() % 100000}` },
    })
    expect(profile.status).toBe(200)
    return { email, cookie, userId: profile.body.user.id as string, signupId }
  }

  it('goes through the journey, then finds no secret on any line and the request ids where they belong', async () => {
    const olga = await person('Olga')
    const femi = await person('Femi')

    const start = new Date(Date.now() + 60 * 60 * 1000)
    const created = await rest(app.url, 'POST', '/api/meetups', {
      cookie: olga.cookie,
      body: {
        locationName: 'City Hall',
        description: 'Journey',
        gatherDate: start.toISOString().slice(0, 10),
        gatherTime: '15:00',
        scheduledDateTime: start.toISOString(),
        selectedGatherIds: [],
        ...venue,
      },
    })
    expect(created.status).toBe(201)
    const meetupId = created.body.id as string
    const link = created.body.shareableLink as string
    secrets.add(link)

    // Femi opens the join link and joins (GraphQL), as the live screen does.
    expect((await rest(app.url, 'GET', `/api/meetups/by-link/${link}`, { cookie: femi.cookie })).status).toBe(200)
    const joined = await rest(app.url, 'POST', '/graphql', {
      cookie: femi.cookie,
      body: {
        query: `mutation($id: ID!) { joinMeetup(meetupId: $id) { __typename
          ... on JoinMeetupPayload { data { viewerParticipant { id } } } } }`,
        variables: { id: link },
      },
    })
    const femiParticipant = joined.body.data.joinMeetup.data.viewerParticipant.id as string

    // Olga watches over graphql-ws; the server says when her stream listens.
    const watcher = wsClient(app.url, olga.cookie, 'journey-ws-olga')
    const pushes: { lat: number; lon: number }[] = []
    let pushed: () => void = () => {}
    watcher.client.subscribe<{ participantLocationUpdated: { lat: number; lon: number } }>(
      {
        query: 'subscription($m: ID!) { participantLocationUpdated(meetupId: $m) { lat lon } }',
        variables: { m: meetupId },
      },
      {
        next: ({ data }) => {
          if (data) pushes.push(data.participantLocationUpdated)
          pushed()
        },
        error: () => {},
        complete: () => {},
      },
    )
    await app.line((l) => l.msg === 'live stream listening' && l.reqId === 'journey-ws-olga')
    expect(watcher.upgradeIds).toEqual(['journey-ws-olga'])

    // Femi sends one position over REST and one over graphql-ws.
    const firstPush = new Promise<void>((resolve) => {
      pushed = resolve
    })
    const sent = await rest(app.url, 'PATCH', `/api/participants/${femiParticipant}/location`, {
      cookie: femi.cookie,
      body: restPosition,
    })
    expect(sent.status).toBe(200)
    await firstPush
    const secondPush = new Promise<void>((resolve) => {
      pushed = resolve
    })
    const sender = wsClient(app.url, femi.cookie, 'journey-ws-femi')
    const result = await new Promise<unknown>((resolve, reject) =>
      sender.client.subscribe(
        {
          query: `mutation($p: ID!, $lat: Float!, $lon: Float!) {
            updateParticipantLocation(participantId: $p, lat: $lat, lon: $lon) { __typename } }`,
          variables: { p: femiParticipant, ...wsPosition },
        },
        { next: resolve, error: reject, complete: () => {} },
      ),
    )
    expect((result as { data?: unknown }).data).toEqual({
      updateParticipantLocation: { __typename: 'UpdateParticipantLocationPayload' },
    })
    await secondPush
    expect(pushes).toEqual([restPosition, wsPosition])
    await sender.client.dispose()
    await watcher.client.dispose()

    // A request id a proxy may not send (not plain) is replaced by a generated one.
    const badId = await call('GET', '/version.json', { requestId: 'bad id <script>' })
    expect(badId.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)

    // A personal access token, made once and used on both faces: its secret is never logged.
    const made = await rest(app.url, 'POST', '/api/access-tokens', {
      cookie: olga.cookie,
      body: { name: 'Journey', scope: 'read' },
    })
    expect(made.status).toBe(201)
    secrets.add(made.body.secret)
    const bearer = { authorization: `Bearer ${made.body.secret}` }
    expect((await fetch(`${app.url}/api/meetups/my`, { headers: bearer })).status).toBe(200)
    const byToken = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    })
    expect(byToken.status).toBe(200)

    for (const who of [olga, femi]) expect((await call('POST', '/api/logout', { cookie: who.cookie })).status).toBe(303)
    await Promise.all(
      ['journey-ws-olga', 'journey-ws-femi'].map((reqId) =>
        app.line((l) => l.msg === 'websocket closed' && l.reqId === reqId),
      ),
    )
    await app.stop()
    stopped = true

    // Nothing secret on any line (trace level: every line the app can write).
    const output = app.output()
    expect([...secrets].filter((secret) => secret && output.includes(secret))).toEqual([])
    expect(output).not.toMatch(/token=/)

    const access = app.lines.filter((l) => l.msg === 'request completed')
    // Access lines hold their own fields only, nothing another line of the request logged.
    const accessFields = ['level', 'time', 'pid', 'hostname', 'reqId', 'userId', 'req', 'res', 'responseTime', 'msg']
    expect(new Set(access.flatMap((l) => Object.keys(l)).filter((key) => !accessFields.includes(key)))).toEqual(
      new Set(),
    )
    const routeOf = (l: LogLine) => (l.req as { route: string }).route
    // Access lines: method, route pattern, status, duration, request id, user when signed in.
    const verify = access.find((l) => routeOf(l) === '/api/auth/verify-email')
    expect(verify).toMatchObject({
      req: { method: 'GET', route: '/api/auth/verify-email' },
      res: { status: 200 },
      responseTime: expect.any(Number),
      reqId: expect.any(String),
    })
    expect(access.find((l) => routeOf(l) === '/api/meetups/by-link/:shareableLink')).toMatchObject({
      userId: femi.userId,
      res: { status: 200 },
    })
    expect(access.find((l) => routeOf(l) === '/api/meetups' && l.userId === olga.userId)).toMatchObject({
      req: { method: 'POST' },
      res: { status: 201 },
    })
    expect(access.find((l) => routeOf(l) === '/api/participants/:id/location')).toMatchObject({
      req: { method: 'PATCH' },
      userId: femi.userId,
    })
    expect(access.find((l) => routeOf(l) === '/graphql' && l.userId === femi.userId)).toBeDefined()

    // Every line of a request carries its id, the work it started included (the sign-up's
    // verification mail, written by a job); the sockets' lines carry theirs and who is signed in.
    for (const who of [olga, femi]) {
      const lines = app.lines.filter((l) => l.reqId === who.signupId)
      expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['request completed', 'mail written to outbox']))
    }
    const socketLines = app.lines.filter((l) => l.reqId === 'journey-ws-olga')
    expect(socketLines.map((l) => l.msg)).toEqual(expect.arrayContaining(['live stream listening', 'websocket closed']))
    expect(socketLines.find((l) => l.msg === 'websocket closed')).toMatchObject({
      route: '/graphql',
      userId: olga.userId,
    })
  })
})
