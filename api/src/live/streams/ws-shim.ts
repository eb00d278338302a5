// The spec's raw WebSocket at /ws, for old clients: the client sends
// {type: 'join_meetup', data: {meetupId}} and receives {type: 'participant_location_updated',
// data} for every position and every deletion of one (`cleared: true`, numbered like the
// positions) — a view of the same position stream as the GraphQL subscriptions, so it works
// across instances — and {type: 'participant_updated', data} for other people's changes.
// Participants only, as everywhere positions go; when access ends the socket gets
// {type: 'access_ended', data: {meetupId, reason, message}} (docs/realtime.md).
// The caller is the upgrade's session cookie or, for third-party clients, its `Authorization:
// Bearer` access token (then no cookie is read): the services judge a token's person and scope as
// on every other face, a revoked token ends the socket like a signed-out session, and an unknown
// one is refused at once (4403).
import { AsyncResource } from 'node:async_hooks'
import type { IncomingMessage } from 'node:http'
import type { WebSocket, WebSocketServer } from 'ws'
import { actorOf } from '../../core/actor.js'
import {
  databaseUnavailableCode,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from '../../core/db/unavailable.js'
import type { ErrorCode } from '../../core/error-codes.js'
import { AppError, UnauthorizedError } from '../../core/errors.js'
import { clientAddressOf } from '../../edge/http/client-ip.js'
import { startHeartbeat } from '../../edge/http/socket-heartbeat.js'
import { type Caller, credentialKey, identify, present } from '../../edge/identify.js'
import type { AppServices } from '../../edge/services.js'
import { AccessEndedError } from '../../gathers/policy.js'
import type { PositionsBatch } from './position-stream.js'
import { type WatchEvent, watchMeetup } from './watch.service.js'

const maxMessageBytes = 4096
const maxMeetupsPerSocket = 10
const pingEveryMs = 30_000

/** `code`: an error's, of the API's vocabulary (core/error-codes.ts). */
type Message = { type: string; data?: unknown; message?: string; code?: ErrorCode }

/** Closes the socket of an unknown or revoked access token, as graphql-ws does. */
const invalidTokenCode = 4403

export function attachLiveSocket(wss: WebSocketServer, services: AppServices) {
  const stopHeartbeat = startHeartbeat(wss, pingEveryMs)
  const clientAddress = clientAddressOf(services.config.trustProxy)

  /** The upgrade's caller (edge/identify.ts); an unknown or revoked token throws UnauthorizedError. */
  const callerOf = (request: IncomingMessage): Promise<Caller> =>
    identify(present(request, services.config.appUrl, { clientIp: clientAddress(request) }))

  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const send = (message: Message) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
    }
    const refuse = (code: ErrorCode, message: string) => send({ type: 'error', code, message })
    /** Per gather watched, how to stop it and the pump that forwards it. */
    const watching = new Map<string, { stop(): void; pumped: Promise<void> }>()
    let releaseSession = () => {}
    const session = callerOf(request).then((found) => {
      if (found.viewer) {
        // Signed out (or the token revoked) on any instance, or the account deleted: every watch
        // reports why, then the socket closes.
        releaseSession = services.liveAccess.holdSession({
          tokenHash: credentialKey(found),
          userId: found.viewer.id,
          onEnd: () =>
            void Promise.allSettled([...watching.values()].map((w) => w.pumped)).then(() =>
              socket.close(4401, 'Session ended'),
            ),
        })
      }
      return found
    })
    // An unknown or revoked token: refused at once. Other failures are answered by each join,
    // which awaits the session (and is not an unhandled rejection meanwhile).
    session.catch((error: unknown) => {
      if (!(error instanceof UnauthorizedError)) return
      refuse(error.code, error.message)
      socket.close(invalidTokenCode, 'Invalid access token')
    })

    const count = () =>
      socket.readyState === socket.OPEN
        ? services.metrics.pushes.inc({ transport: 'ws' })
        : services.metrics.pushesDropped.inc({ transport: 'ws', reason: 'closed' })

    /** A batch of the position stream: the snapshot's positions (not counted as pushes), then each event. */
    const sendPositions = ({ snapshot, positions }: PositionsBatch) => {
      for (const event of positions) {
        if (!snapshot) count()
        const data = 'cleared' in event ? { ...event, kind: 'location-cleared' } : event
        send({ type: 'participant_location_updated', data })
      }
    }

    /** Other changes of people are extra news; a deleted position came with the positions. */
    const sendChange = ({ event }: WatchEvent<'participantChanged'>) => {
      if (event.kind === 'location-cleared') return
      count()
      send({ type: 'participant_updated', data: event })
    }

    /** Forwards a gather's two streams until either ends; never rejects (nobody awaits it but the session end). */
    const pump = (
      meetupId: string,
      positions: AsyncIterator<PositionsBatch>,
      changes: AsyncIterator<WatchEvent<'participantChanged'>>,
    ) => {
      let reported = false
      const stop = () => {
        void positions.return?.()
        void changes.return?.()
      }
      const forward = async <T>(events: AsyncIterator<T>, deliver: (value: T) => void) => {
        try {
          for (;;) {
            const { value, done } = await events.next()
            if (done) return
            deliver(value)
          }
        } catch (error) {
          if (!(error instanceof AccessEndedError)) services.logger.error({ err: error }, 'ws stream failed')
          else if (!reported) {
            reported = true
            send({ type: 'access_ended', data: { meetupId, reason: error.reason, message: error.message } })
          }
        } finally {
          stop()
        }
      }
      const pumped = Promise.all([forward(positions, sendPositions), forward(changes, sendChange)]).then(() => {
        watching.delete(meetupId)
      })
      watching.set(meetupId, { stop, pumped })
    }

    // Bound to the upgrade's log scope: every line a watch logs carries its request id.
    const onMessage = AsyncResource.bind(async (raw: Buffer) => {
      if (raw.length > maxMessageBytes) return refuse('PAYLOAD_TOO_LARGE', 'Message too large')
      let message: Message
      try {
        message = JSON.parse(raw.toString('utf8'))
      } catch {
        return refuse('BAD_REQUEST', 'Messages must be JSON')
      }
      if (message?.type !== 'join_meetup') return refuse('BAD_REQUEST', 'Unknown message type')
      const meetupId = (message.data as { meetupId?: unknown } | undefined)?.meetupId
      try {
        const { viewer, sessionTokenHash, accessToken } = await session
        const actor = actorOf(services, viewer, { sessionTokenHash, accessToken })
        if (typeof meetupId === 'string' && watching.has(meetupId)) return send({ type: 'joined', data: { meetupId } })
        if (watching.size >= maxMeetupsPerSocket) return refuse('BAD_REQUEST', 'Watching too many gathers')
        const positions = await services.positions.follow(actor, meetupId)
        const changes = await watchMeetup(actor, positions.meetupId, ['participantChanged']).catch((error) => {
          void positions.events.return?.()
          throw error
        })
        if (watching.has(positions.meetupId) || socket.readyState !== socket.OPEN) {
          void positions.events.return?.()
          void changes.events.return?.()
          return send({ type: 'joined', data: { meetupId: positions.meetupId } })
        }
        // Joined means listening: the snapshot's positions follow, then every new one.
        send({ type: 'joined', data: { meetupId: positions.meetupId } })
        pump(positions.meetupId, positions.events, changes.events)
      } catch (error) {
        if (error instanceof AccessEndedError) {
          return send({ type: 'access_ended', data: { meetupId, reason: error.reason, message: error.message } })
        }
        if (isDatabaseUnavailable(error)) return refuse(databaseUnavailableCode, databaseUnavailableMessage)
        if (error instanceof AppError) return refuse(error.code, error.message)
        services.logger.error({ err: error }, 'ws join failed')
        refuse('INTERNAL_SERVER_ERROR', 'Something went wrong')
      }
    })
    socket.on('message', onMessage)

    socket.on('close', () => {
      releaseSession()
      for (const { stop } of watching.values()) stop()
      watching.clear()
    })
  })

  return {
    /** Shutdown: 1001 "going away", on which clients reconnect (to another instance). */
    close() {
      stopHeartbeat()
      for (const socket of wss.clients) socket.close(1001, 'Going away')
      wss.close()
    },
  }
}
