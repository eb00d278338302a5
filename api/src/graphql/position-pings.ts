// Positions over the live screen's socket, carried by graphql-ws `ping` messages:
// `{"type":"ping","payload":{"ref":"7","location":{"participantId":…,"lat":…,"lon":…}}}` is
// answered by `{"type":"pong","payload":{"ref":"7","event":{…}}}` or `{…,"error":{code,message}}`.
// The same service as the mutation and the REST shim decides everything; this skips only GraphQL's
// parse, validation and execution and its two answer frames, which cost more than the write.
import type { User } from '@prisma/client'
import { z } from 'zod'
import { actorOf } from '../actor.js'
import type { Services } from '../context.js'
import { isDatabaseUnavailable } from '../db/unavailable.js'
import { AppError, RateLimitError, ServiceUnavailableError, UnauthorizedError, ValidationError } from '../errors.js'
import { updateParticipantLocation } from '../live/location.service.js'
import type { Logger } from '../logger.js'
import type { PingRequests, SocketExtra } from './ws-server.js'

const request = z.object({
  ref: z.string().min(1).max(40),
  location: z.object({ participantId: z.string().max(100) }).passthrough(),
})

/** A phone sends a position every few seconds; more than this per second from one socket is refused. */
const perSecond = 10

export type SocketViewer = (extra: SocketExtra) => Promise<{ viewer: User; sessionTokenHash: string } | null>

export function positionPings(services: Services, viewerOf: SocketViewer, logger: Logger): PingRequests {
  const spent = new WeakMap<SocketExtra, { second: number; count: number }>()
  const overBudget = (extra: SocketExtra) => {
    const second = Math.floor(Date.now() / 1000)
    const entry = spent.get(extra)
    if (!entry || entry.second !== second) {
      spent.set(extra, { second, count: 1 })
      return false
    }
    entry.count += 1
    return entry.count > perSecond
  }

  return (extra, payload, acknowledged) => {
    if (!('location' in payload)) return undefined
    const ref = typeof payload.ref === 'string' ? payload.ref.slice(0, 40) : null
    return (async () => {
      try {
        const parsed = request.safeParse(payload)
        if (!parsed.success) throw new ValidationError('A position needs a ref and a participantId')
        if (!acknowledged) throw new UnauthorizedError('Send connection_init first')
        if (overBudget(extra)) throw new RateLimitError(`At most ${perSecond} positions a second`, 1)
        const who = await viewerOf(extra)
        if (!who) throw new UnauthorizedError('Sign in to share your location')
        const actor = actorOf(services, who.viewer, { sessionTokenHash: who.sessionTokenHash })
        const { participantId, ...position } = parsed.data.location
        return { ref, event: await updateParticipantLocation(actor, participantId, position) }
      } catch (error) {
        const known = error instanceof AppError ? error : isDatabaseUnavailable(error) ? unavailable() : null
        if (!known) logger.error({ err: error }, 'position over the socket failed')
        const { name, message } = known ?? { name: 'InternalError', message: 'Your location could not be saved' }
        return { ref, error: { code: name, message } }
      }
    })()
  }
}

const unavailable = () => new ServiceUnavailableError('The database is unavailable: try again shortly')
