// livePositions through the fan-out: the viewers of a gather with the same operation get the same
// bytes, each viewer's access is its own, each shape is executed for itself, and positions that
// arrive close together go out as one message. Readiness is the snapshot (or whenWatching).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { rest } from '../../tests/helpers/http.js'

interface Frame {
  raw: string
  /** Sent as a binary WebSocket message (graphql-ws clients take only text). */
  binary: boolean
  id?: string
  type: string
  payload?: { data?: { livePositions?: Positions }; message?: string; extensions?: Record<string, unknown> }[] & {
    data?: { livePositions?: Positions }
  }
}
interface Positions {
  snapshot?: boolean
  positions: Record<string, unknown>[]
}

/** A graphql-ws socket spoken by hand, keeping every frame as the server wrote it. */
async function rawClient(url: string, cookieHeader: string) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
    headers: { cookie: cookieHeader },
  })
  const frames: Frame[] = []
  const waiters: (() => void)[] = []
  socket.on('message', (data, binary) => {
    const raw = String(data)
    frames.push({ raw, binary, ...JSON.parse(raw) })
    for (const w of waiters.splice(0)) w()
  })
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  const until = async (check: () => boolean) => {
    while (!check()) await new Promise<void>((resolve) => waiters.push(resolve))
  }
  socket.send(JSON.stringify({ type: 'connection_init' }))
  await until(() => frames.some((f) => f.type === 'connection_ack'))
  return {
    /** Subscribes as `id`; resolves with its frames once its first `next` (the snapshot) came. */
    async subscribe(id: string, query: string, variables: Record<string, unknown>) {
      socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } }))
      const mine = () => frames.filter((f) => f.id === id)
      await until(() => mine().length > 0)
      return {
        frames: mine,
        /** Waits until `n` frames of this subscription arrived. */
        received: async (n: number) => {
          await until(() => mine().length >= n)
          return mine()
        },
      }
    },
    close: () => socket.close(),
  }
}

const shapeA = `subscription($m: ID!) { livePositions(meetupId: $m) { snapshot positions { participantId lat sequence } } }`
const shapeB = `subscription($m: ID!) { livePositions(meetupId: $m) { positions { sequence lon __typename } } }`

/** The payload of a `next` frame, as the server wrote it (after the id). */
const payloadOf = (frame: Frame) => frame.raw.slice(frame.raw.indexOf('"payload":'))

describeOnEachDatabase('livePositions fan-out', (app) => {
  async function gather() {
    const olga = await app().signIn({ displayName: 'Olga' })
    const femi = await app().signIn({ displayName: 'Femi' })
    const ike = await app().signIn({ displayName: 'Ike' })
    const meetup = await createMeetupWith(olga.userId, [femi.userId, ike.userId])
    const record = (userId: string) => meetup.participants.find((p) => p.userId === userId)?.id as string
    const move = async (lat: number) => {
      const answer = await rest(app().url, 'PATCH', `/api/participants/${record(olga.userId)}/location`, {
        cookie: olga.cookieHeader,
        body: { lat, lon: -73.97 },
      })
      expect(answer.status).toBe(200)
      return answer.body.sequence as number
    }
    return { olga, femi, ike, meetup, record, move }
  }

  it('sends viewers with the same operation the same bytes, and each shape its own', async () => {
    const { femi, ike, meetup, move } = await gather()
    // Sequences start from the clock; the next position takes the next one.
    const first = await move(40.7)
    const femiSocket = await rawClient(app().url, femi.cookieHeader)
    const ikeSocket = await rawClient(app().url, ike.cookieHeader)
    const femiA = await femiSocket.subscribe('a', shapeA, { m: meetup.id })
    const ikeA = await ikeSocket.subscribe('x', shapeA, { m: meetup.id })
    const ikeB = await ikeSocket.subscribe('y', shapeB, { m: meetup.id })
    expect(await move(40.71)).toBe(first + 1)
    const [femiFrames, ikeFrames, ikeBFrames] = await Promise.all([
      femiA.received(2),
      ikeA.received(2),
      ikeB.received(2),
    ])
    // Snapshot, then the move: the same payload for both viewers of shape A, as text frames.
    expect(femiFrames.map(payloadOf)).toEqual(ikeFrames.map(payloadOf))
    expect([...femiFrames, ...ikeFrames, ...ikeBFrames].map((f) => f.binary)).toEqual(Array(6).fill(false))
    expect(femiFrames.map((f) => f.raw.slice(0, f.raw.indexOf(',"payload"')))).toEqual([
      '{"id":"a","type":"next"',
      '{"id":"a","type":"next"',
    ])
    expect(femiFrames.map((f) => f.payload?.data?.livePositions)).toEqual([
      { snapshot: true, positions: [{ participantId: expect.any(String), lat: 40.7, sequence: first }] },
      { snapshot: false, positions: [{ participantId: expect.any(String), lat: 40.71, sequence: first + 1 }] },
    ])
    // Shape B is executed for itself.
    expect(ikeBFrames.map((f) => f.payload?.data?.livePositions)).toEqual([
      { positions: [{ sequence: first, lon: -73.97, __typename: 'ParticipantLocationEvent' }] },
      { positions: [{ sequence: first + 1, lon: -73.97, __typename: 'ParticipantLocationEvent' }] },
    ])
    femiSocket.close()
    ikeSocket.close()
  })

  it('ends the stream of a viewer whose access ended with ACCESS_ENDED, and keeps the others', async () => {
    const { olga, femi, ike, meetup, record, move } = await gather()
    const femiSocket = await rawClient(app().url, femi.cookieHeader)
    const ikeSocket = await rawClient(app().url, ike.cookieHeader)
    const femiA = await femiSocket.subscribe('a', shapeA, { m: meetup.id })
    const ikeA = await ikeSocket.subscribe('a', shapeA, { m: meetup.id })
    await move(40.7)
    await Promise.all([femiA.received(2), ikeA.received(2)])

    const removed = await rest(app().url, 'DELETE', `/api/meetups/${meetup.id}/participants/${record(femi.userId)}`, {
      cookie: olga.cookieHeader,
    })
    expect(removed.status).toBe(200)
    const [, , ended] = await femiA.received(3)
    expect(ended?.type).toBe('error')
    expect(ended?.payload?.[0]).toEqual({
      message: 'You were removed from this gather.',
      extensions: { code: 'ACCESS_ENDED', reason: 'removed' },
    })
    await move(40.71)
    expect((await ikeA.received(3)).at(2)?.payload?.data?.livePositions?.positions).toMatchObject([{ lat: 40.71 }])
    // Nothing after the error, even once Ike's move went out.
    expect(femiA.frames().map((f) => f.type)).toEqual(['next', 'next', 'error'])
    femiSocket.close()
    ikeSocket.close()
  })
})

describe('livePositions batches positions that arrive within the window', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ env: { LIVE_PUSH_WINDOW_MS: '5000' } })
  })
  afterAll(() => app?.stop())

  it('sends the positions of one window as one message, in sequence order, none lost', async () => {
    const olga = await app.signIn({ displayName: 'Olga' })
    const femi = await app.signIn({ displayName: 'Femi' })
    const meetup = await createMeetupWith(olga.userId, [femi.userId])
    const record = (userId: string) => meetup.participants.find((p) => p.userId === userId)?.id as string
    /** Sends a position; its sequence (they start from the clock, then rise by one). */
    const move = async (who: typeof olga, lat: number) => {
      const answer = await rest(app.url, 'PATCH', `/api/participants/${record(who.userId)}/location`, {
        cookie: who.cookieHeader,
        body: { lat, lon: -73.97 },
      })
      expect(answer.status).toBe(200)
      return answer.body.sequence as number
    }
    const socket = await rawClient(app.url, femi.cookieHeader)
    const stream = await socket.subscribe('a', shapeA, { m: meetup.id })
    // The first after a quiet spell goes at once; what follows within 5 s waits for the window.
    const olgas = await move(olga, 40.7)
    await stream.received(2)
    expect(await move(olga, 40.71)).toBe(olgas + 1)
    const femis = await move(femi, 41.0)
    expect(await move(olga, 40.72)).toBe(olgas + 2)
    const frames = await stream.received(3)
    expect(frames.map((f) => f.payload?.data?.livePositions?.positions.map((p) => [p.lat, p.sequence]))).toEqual([
      [],
      [[40.7, olgas]],
      [
        [40.71, olgas + 1],
        [41.0, femis],
        [40.72, olgas + 2],
      ],
    ])
    socket.close()
  })
})
