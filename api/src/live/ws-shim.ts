// The spec's raw WebSocket at /ws, for old clients (spec 001 section 7): the client sends
// {type: 'join_meetup', data: {meetupId}} and receives {type: 'participant_location_updated',
// data} for every position — fed by the same pub/sub as the GraphQL subscriptions, so it works
// across instances. Participants only, as everywhere positions go.
import type { IncomingMessage } from 'node:http'
import type { WebSocket, WebSocketServer } from 'ws'
import { findSessionUser, sessionCookieName } from '../accounts/session.service.js'
import type { Services } from '../context.js'
import { AppError } from '../errors.js'
import { readCookie } from '../http/cookies.js'
import { assertCanWatchMeetup } from './location.service.js'

const maxMessageBytes = 4096
const maxMeetupsPerSocket = 10
const pingEveryMs = 30_000

type Message = { type: string; data?: unknown; message?: string }

export function attachLiveSocket(wss: WebSocketServer, services: Pick<Services, 'config' | 'pubSub' | 'logger'>) {
  const cookieName = sessionCookieName(services.config.appUrl)
  const alive = new WeakSet<WebSocket>()

  const heartbeat = setInterval(() => {
    for (const socket of wss.clients) {
      if (!alive.has(socket)) {
        socket.terminate()
        continue
      }
      alive.delete(socket)
      socket.ping()
    }
  }, pingEveryMs)
  heartbeat.unref()

  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    alive.add(socket)
    socket.on('pong', () => alive.add(socket))
    const send = (message: Message) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
    }
    const viewer = findSessionUser(readCookie(request.headers.cookie ?? null, cookieName)).then((s) => s?.user ?? null)
    /** Per gather watched, its two pub/sub iterators. */
    const watching = new Map<string, AsyncIterator<unknown>[]>()

    const pump = async (iterator: AsyncIterator<unknown>, type: (event: unknown) => string) => {
      for (;;) {
        const { value, done } = await iterator.next()
        if (done) return
        send({ type: type(value), data: value })
      }
    }

    socket.on('message', async (raw: Buffer) => {
      if (raw.length > maxMessageBytes) return send({ type: 'error', message: 'Message too large' })
      let message: Message
      try {
        message = JSON.parse(raw.toString('utf8'))
      } catch {
        return send({ type: 'error', message: 'Messages must be JSON' })
      }
      if (message?.type !== 'join_meetup') return send({ type: 'error', message: `Unknown message type` })
      const meetupId = (message.data as { meetupId?: unknown } | undefined)?.meetupId
      try {
        const user = await viewer
        const id = await assertCanWatchMeetup(user?.id, String(meetupId ?? ''))
        if (watching.has(id)) return send({ type: 'joined', data: { meetupId: id } })
        if (watching.size >= maxMeetupsPerSocket) return send({ type: 'error', message: 'Watching too many gathers' })
        const locations = services.pubSub.subscribe('participantLocationUpdated', id)[Symbol.asyncIterator]()
        const changes = services.pubSub.subscribe('participantChanged', id)[Symbol.asyncIterator]()
        watching.set(id, [locations, changes])
        send({ type: 'joined', data: { meetupId: id } })
        void pump(locations, () => 'participant_location_updated')
        // A deleted position also means "refetch" to an old client; other changes are extra news.
        void pump(changes, (event) =>
          (event as { kind?: string }).kind === 'location-cleared'
            ? 'participant_location_updated'
            : 'participant_updated',
        )
      } catch (error) {
        if (!(error instanceof AppError)) services.logger.error({ err: error }, 'ws join failed')
        send({ type: 'error', message: error instanceof AppError ? error.message : 'Something went wrong' })
      }
    })

    socket.on('close', () => {
      for (const iterator of [...watching.values()].flat()) void iterator.return?.()
      watching.clear()
    })
  })

  return {
    close() {
      clearInterval(heartbeat)
      for (const socket of wss.clients) socket.terminate()
      wss.close()
    },
  }
}
