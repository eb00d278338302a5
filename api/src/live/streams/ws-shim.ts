// The spec's raw WebSocket at /ws, for old clients (spec 001 section 7): the client sends
// {type: 'join_meetup', data: {meetupId}} and receives {type: 'participant_location_updated',
// data} for every position — fed by the same pub/sub as the GraphQL subscriptions, so it works
// across instances. Participants only, as everywhere positions go; when access ends the socket
// gets {type: 'access_ended', data: {meetupId, reason, message}} (docs/realtime.md).
// The caller is the upgrade's session cookie or, for third-party clients, its `Authorization:
// Bearer` access token (then no cookie is read): the services judge a token's person and scope as
// on every other face, a revoked token ends the socket like a signed-out session, and an unknown
// one is refused at once (4403).
import { AsyncResource } from 'node:async_hooks'
import type { IncomingMessage } from 'node:http'
import type { WebSocket, WebSocketServer } from 'ws'
import { actorOf } from '../../core/actor.js'
import { databaseUnavailableMessage, isDatabaseUnavailable } from '../../core/db/unavailable.js'
import { AppError, UnauthorizedError } from '../../core/errors.js'
import { clientAddressOf } from '../../edge/http/client-ip.js'
import { startHeartbeat } from '../../edge/http/socket-heartbeat.js'
import { type Caller, credentialKey, identify, present } from '../../edge/identify.js'
import type { AppServices } from '../../edge/services.js'
import { AccessEndedError } from '../../gathers/policy.js'
import { type WatchEvent, watchMeetup } from './watch.service.js'

const maxMessageBytes = 4096
const maxMeetupsPerSocket = 10
const pingEveryMs = 30_000

type Message = { type: string; data?: unknown; message?: string }

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
    /** Per gather watched, the stream and the pump that forwards it. */
    const watching = new Map<string, { events: AsyncIterator<unknown>; pumped: Promise<void> }>()
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
      send({ type: 'error', message: error.message })
      socket.close(invalidTokenCode, 'Invalid access token')
    })

    /** Forwards a watch until it ends; never rejects (nobody awaits it but the session end). */
    const pump = async (
      meetupId: string,
      events: AsyncIterator<WatchEvent<'participantLocationUpdated' | 'participantChanged'>>,
    ) => {
      try {
        for (;;) {
          const { value, done } = await events.next()
          if (done) return
          if (value.topic === 'snapshot') {
            // Every shared position, read after the watch listens: old clients apply it like any.
            for (const position of value.positions) send({ type: 'participant_location_updated', data: position })
            continue
          }
          const open = socket.readyState === socket.OPEN
          const count = () =>
            open
              ? services.metrics.pushes.inc({ transport: 'ws' })
              : services.metrics.pushesDropped.inc({ transport: 'ws', reason: 'closed' })
          if (value.topic === 'participantLocationUpdated') {
            for (const position of value.event) {
              count()
              send({ type: 'participant_location_updated', data: position })
            }
            continue
          }
          // A deleted position also means "refetch" to an old client; other changes are extra news.
          const { event } = value
          count()
          send({
            type: event.kind === 'location-cleared' ? 'participant_location_updated' : 'participant_updated',
            data: event,
          })
        }
      } catch (error) {
        if (error instanceof AccessEndedError) {
          send({ type: 'access_ended', data: { meetupId, reason: error.reason, message: error.message } })
        } else services.logger.error({ err: error }, 'ws stream failed')
      } finally {
        watching.delete(meetupId)
      }
    }

    // Bound to the upgrade's log scope: every line a watch logs carries its request id.
    const onMessage = AsyncResource.bind(async (raw: Buffer) => {
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
        const { viewer, sessionTokenHash, accessToken } = await session
        const actor = actorOf(services, viewer, { sessionTokenHash, accessToken })
        if (typeof meetupId === 'string' && watching.has(meetupId)) return send({ type: 'joined', data: { meetupId } })
        if (watching.size >= maxMeetupsPerSocket) return send({ type: 'error', message: 'Watching too many gathers' })
        const watch = await watchMeetup(actor, meetupId, ['participantLocationUpdated', 'participantChanged'])
        const events = watch.events
        if (watching.has(watch.meetupId) || socket.readyState !== socket.OPEN) {
          void events.return?.()
          return send({ type: 'joined', data: { meetupId: watch.meetupId } })
        }
        // Joined means listening: the snapshot's positions follow, then every new one.
        send({ type: 'joined', data: { meetupId: watch.meetupId } })
        watching.set(watch.meetupId, { events, pumped: pump(watch.meetupId, events) })
      } catch (error) {
        if (error instanceof AccessEndedError) {
          return send({ type: 'access_ended', data: { meetupId, reason: error.reason, message: error.message } })
        }
        if (isDatabaseUnavailable(error)) return send({ type: 'error', message: databaseUnavailableMessage })
        if (!(error instanceof AppError)) services.logger.error({ err: error }, 'ws join failed')
        send({ type: 'error', message: error instanceof AppError ? error.message : 'Something went wrong' })
      }
    })
    socket.on('message', onMessage)

    socket.on('close', () => {
      releaseSession()
      for (const { events } of watching.values()) void events.return?.()
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
