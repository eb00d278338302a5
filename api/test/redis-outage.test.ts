// A Redis outage longer than ioredis's retry budget (~11 s with 20 retries per command) while
// the app publishes: the process stays up, answers, and pub/sub works again once Redis is back.
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { prisma } from '../../api/src/db.js'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { subscribe } from '../../tests/helpers/graphql.js'
import { rest } from '../../tests/helpers/http.js'

// A Redis of our own on another port, so that it can be killed without touching anyone else's.
const port = 6400 + Math.floor(Math.random() * 90) + 100
let redis: ChildProcess | undefined
let app: TestApp

async function startRedis() {
  redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'pipe' })
  let out = ''
  for await (const chunk of redis.stdout as AsyncIterable<Buffer>) {
    out += chunk.toString()
    if (out.includes('Ready to accept connections')) break
  }
}

beforeAll(async () => {
  await startRedis()
  app = await startTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } })
}, 120_000)
afterAll(async () => {
  await app?.stop()
  redis?.kill('SIGKILL')
})

it('survives publishing through a Redis outage longer than the retry budget, then delivers again', async () => {
  const organiser = await app.signIn()
  const friend = await app.signIn()
  const meetup = await createMeetupWith(organiser.userId, [friend.userId])
  const mine = await prisma().participant.findFirstOrThrow({ where: { meetupId: meetup.id, userId: friend.userId } })
  const setStatus = (status: string) =>
    rest(app.url, 'PATCH', `/api/participants/${mine.id}/status`, { body: { status }, cookie: friend.cookieHeader })

  redis?.kill('SIGKILL')
  await once(redis as ChildProcess, 'exit')
  // Each answer publishes participantChanged to a Redis that is not there.
  expect((await setStatus('on-my-way')).status).toBe(200)
  expect((await setStatus('running-late')).status).toBe(200)
  // The outage itself: longer than ioredis's 20 retries per command (about 11 s).
  await new Promise((resolve) => setTimeout(resolve, 13_000))
  expect((await rest(app.url, 'GET', '/version.json')).status).toBe(200)

  await startRedis()
  const events = subscribe<{ participantChanged: { __typename: string } }>(
    app.url,
    'subscription($id: ID!) { participantChanged(meetupId: $id) { __typename } }',
    { id: meetup.id },
    organiser.cookieHeader,
  )
  await events.connected()
  // The subscriber's Redis connection comes back on its own schedule: publish until one arrives.
  for (let attempt = 0; attempt < 20 && events.events.length === 0; attempt++) {
    expect((await setStatus(attempt % 2 ? 'here' : 'on-my-way')).status).toBe(200)
    await events.next(1000).catch(() => undefined)
  }
  expect(events.events[0]?.data?.participantChanged).toEqual({ __typename: 'ParticipantChange' })
  await events.close()
}, 60_000)
