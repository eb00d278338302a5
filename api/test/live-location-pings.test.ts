// Positions riding on graphql-ws pings (the live screen's fast path): answered by a pong with the
// saved event or the same refusal as the mutation and REST, pushed like any other position, only
// on an acknowledged, signed-in socket, and at most ten a second per socket. Other pings are
// echoed as the protocol says.
import { expect, it } from 'vitest'
import WebSocket from 'ws'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { graphqlSocket } from '../../tests/helpers/streams.js'
import { prisma } from '../src/db.js'
import { whenWatching } from '../src/live/live-access.js'

interface Message {
  type: string
  payload?: { ref?: string; event?: Record<string, unknown>; error?: { code: string; message: string } }
}

/** A graphql-ws socket spoken by hand: every message the server sent, and a wait for more. */
async function openSocket(url: string, cookieHeader?: string, init = true) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
    headers: cookieHeader ? { cookie: cookieHeader } : {},
  })
  const messages: Message[] = []
  const waiters: (() => void)[] = []
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)))
    for (const wake of waiters.splice(0)) wake()
  })
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  const until = async (check: () => boolean) => {
    while (!check()) await new Promise<void>((resolve) => waiters.push(resolve))
  }
  const send = (message: Message | Record<string, unknown>) => socket.send(JSON.stringify(message))
  if (init) {
    send({ type: 'connection_init' })
    await until(() => messages.some((m) => m.type === 'connection_ack'))
  }
  const pongs = () => messages.filter((m) => m.type === 'pong')
  return {
    send,
    /** Sends a position as a ping; resolves with its pong's payload. */
    async position(ref: string, location: Record<string, unknown>) {
      send({ type: 'ping', payload: { ref, location } })
      await until(() => pongs().some((m) => m.payload?.ref === ref))
      return pongs().find((m) => m.payload?.ref === ref)?.payload
    },
    /** Waits until `n` pongs have come. */
    pongs: async (n: number) => {
      await until(() => pongs().length >= n)
      return pongs()
    },
    close: () => socket.close(),
  }
}

const positions = `subscription($id: ID!) { participantLocationUpdated(meetupId: $id) { participantId lat sequence } }`

describeOnEachDatabase('positions on graphql-ws pings', (app) => {
  async function gather() {
    const olga = await app().signIn({ displayName: 'Olga' })
    const femi = await app().signIn({ displayName: 'Femi' })
    const meetup = await createMeetupWith(olga.userId, [femi.userId])
    const recordOf = (userId: string) => meetup.participants.find((p) => p.userId === userId)?.id as string
    return { olga, femi, meetup, femiRecord: recordOf(femi.userId), olgaRecord: recordOf(olga.userId) }
  }

  it('saves a position, answers with its event and pushes it to the gather', async () => {
    const { olga, femi, meetup, femiRecord } = await gather()
    const organiser = graphqlSocket(app().url, olga.cookieHeader)
    const listening = whenWatching(meetup.id, olga.userId)
    const seen = organiser.subscribe<{ participantLocationUpdated: { lat: number; sequence: number } }>(positions, {
      id: meetup.id,
    })
    await listening
    const socket = await openSocket(app().url, femi.cookieHeader)

    expect(await socket.position('1', { participantId: femiRecord, lat: 40.75, lon: -73.97 })).toEqual({
      ref: '1',
      event: {
        participantId: femiRecord,
        meetupId: meetup.id,
        userId: femi.userId,
        lat: 40.75,
        lon: -73.97,
        sequence: 1,
        lastUpdated: expect.any(String),
      },
    })
    expect((await seen.received(1)).map((e) => e.participantLocationUpdated)).toEqual([
      { participantId: femiRecord, lat: 40.75, sequence: 1 },
    ])
    expect(await prisma().participant.findUniqueOrThrow({ where: { id: femiRecord } })).toMatchObject({
      lat: 40.75,
      locationSequence: 1,
    })
    socket.close()
    await organiser.dispose()
  })

  it('gives the service’s refusals, and echoes pings that carry no position', async () => {
    const { femi, olgaRecord, femiRecord } = await gather()
    const socket = await openSocket(app().url, femi.cookieHeader)
    expect(await socket.position('a', { participantId: olgaRecord, lat: 1, lon: 2 })).toEqual({
      ref: 'a',
      error: { code: 'ForbiddenError', message: 'You can only share your own location' },
    })
    expect(await socket.position('b', { participantId: femiRecord, lat: 91, lon: 2 })).toEqual({
      ref: 'b',
      error: { code: 'ValidationError', message: 'lat must be between -90 and 90' },
    })
    expect(await socket.position('c', { lat: 1, lon: 2 })).toEqual({
      ref: 'c',
      error: { code: 'ValidationError', message: 'A position needs a ref and a participantId' },
    })
    socket.send({ type: 'ping', payload: { hello: 'there' } })
    socket.send({ type: 'ping' })
    expect((await socket.pongs(5)).slice(3)).toEqual([{ type: 'pong', payload: { hello: 'there' } }, { type: 'pong' }])
    expect((await prisma().participant.findUniqueOrThrow({ where: { id: femiRecord } })).lat).toBeNull()
    socket.close()
  })

  it('refuses positions before connection_init and from a socket nobody signed in to', async () => {
    const { femi, femiRecord } = await gather()
    const early = await openSocket(app().url, femi.cookieHeader, false)
    expect(await early.position('1', { participantId: femiRecord, lat: 1, lon: 2 })).toEqual({
      ref: '1',
      error: { code: 'UnauthorizedError', message: 'Send connection_init first' },
    })
    early.close()
    const anonymous = await openSocket(app().url)
    expect(await anonymous.position('2', { participantId: femiRecord, lat: 1, lon: 2 })).toEqual({
      ref: '2',
      error: { code: 'UnauthorizedError', message: 'Sign in to share your location' },
    })
    anonymous.close()
    expect((await prisma().participant.findUniqueOrThrow({ where: { id: femiRecord } })).lat).toBeNull()
  })

  it('refuses more than ten positions a second from one socket', async () => {
    const { femi, femiRecord } = await gather()
    const socket = await openSocket(app().url, femi.cookieHeader)
    for (let i = 0; i < 25; i++)
      socket.send({
        type: 'ping',
        payload: { ref: `${i}`, location: { participantId: femiRecord, lat: 1 + i / 100, lon: 2 } },
      })
    const answers = (await socket.pongs(25)).map((m) => m.payload)
    const refused = answers.filter((a) => a?.error)
    // 25 at once span at most two of the server's seconds: ten pass in each.
    expect(answers.length - refused.length).toBeLessThanOrEqual(20)
    expect(refused[0]?.error).toEqual({ code: 'RateLimitError', message: 'At most 10 positions a second' })
    socket.close()
  })
})
