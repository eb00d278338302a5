// Positions over the live screen's socket, carried by graphql-ws `ping` messages:
// `{"type":"ping","payload":{"ref":"7","location":{"participantId":…,"lat":…,"lon":…}}}` is
// answered by `{"type":"pong","payload":{"ref":"7","event":{…}}}` or `{…,"error":{code,message}}`;
// the event is the mutation's answer, a ParticipantLocationEvent with its global ids.
// The same ingress as the mutation and the REST shim (positions.service.ts) decides everything;
// this skips only GraphQL's parse, validation and execution and its two answer frames, which
// cost more than the write.
// A position costs the caller's hourly points what the mutation costs (cost-limit.ts, the same
// counter): over the limit its pong's error is RATE_LIMITED, with `resetAt`.

import { z } from 'zod'
import { actorOf } from '../../core/actor.js'
import type { User } from '../../core/db/prisma.js'
import {
  databaseUnavailableCode,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from '../../core/db/unavailable.js'
import type { ErrorCode } from '../../core/error-codes.js'
import { AppError, UnauthorizedError, ValidationError } from '../../core/errors.js'
import type { Logger } from '../../core/logger.js'
import type { ParticipantLocationEvent } from '../../core/realtime/pubsub.js'
import { minimumPoints } from '../../edge/graphql/cost.js'
import { type ApiPoints, chargePoints } from '../../edge/graphql/cost-limit.js'
import { globalId } from '../../edge/graphql/ids.js'
import type { PingRequests, SocketExtra } from '../../edge/graphql/ws-server.js'
import type { AppServices } from '../../edge/services.js'
import { storePosition } from '../positions.service.js'

/** The envelope; the position in it is the service's to validate, as for the mutation and REST. */
const request = z.object({
  ref: z.string().min(1).max(40),
  location: z.object({ participantId: z.string().max(100) }),
})

/**
 * What a position costs: the same as `updateParticipantLocation`, whose selection (the event)
 * stays far under a point's hundred nodes, so a mutation's minimum.
 */
export const positionPoints = minimumPoints.mutation

export type SocketViewer = (
  extra: SocketExtra,
) => Promise<{ viewer: User; sessionTokenHash: string; points: ApiPoints['counter'] } | null>

export function positionPings(services: AppServices, viewerOf: SocketViewer, logger: Logger): PingRequests {
  return (extra, payload, acknowledged) => {
    if (!('location' in payload)) return undefined
    const ref = typeof payload.ref === 'string' ? payload.ref.slice(0, 40) : null
    return (async () => {
      try {
        const parsed = request.safeParse(payload)
        if (!parsed.success) throw new ValidationError('A position needs a ref and a participantId')
        if (!acknowledged) throw new UnauthorizedError('Send connection_init first')
        const who = await viewerOf(extra)
        if (!who) throw new UnauthorizedError('Sign in to share your location')
        const { refused } = await chargePoints(who.points, positionPoints)
        if (refused) {
          const { code, resetAt } = refused.extensions as { code: ErrorCode; resetAt: string }
          return { ref, error: { code, message: refused.message, resetAt } }
        }
        const actor = actorOf(services, who.viewer, { sessionTokenHash: who.sessionTokenHash })
        const { participantId } = parsed.data.location
        return { ref, event: asServed(await storePosition(actor, participantId, payload.location)) }
      } catch (error) {
        return { ref, error: refusalOf(error, logger) }
      }
    })()
  }
}

/** The event as the GraphQL type serves it: the same fields, the same ids (a client holds one kind). */
function asServed({ userId: _userId, participantId, meetupId, ...position }: ParticipantLocationEvent) {
  return {
    ...position,
    participantId: globalId('Participant', participantId),
    meetupId: globalId('Meetup', meetupId),
    participantDatabaseId: participantId,
    meetupDatabaseId: meetupId,
  }
}

/** A pong's error: a typed error's code and message, the database's outage, or a logged bug. */
function refusalOf(error: unknown, logger: Logger): { code: ErrorCode; message: string } {
  if (error instanceof AppError) return { code: error.code, message: error.message }
  if (isDatabaseUnavailable(error)) return { code: databaseUnavailableCode, message: databaseUnavailableMessage }
  logger.error({ err: error }, 'position over the socket failed')
  return { code: 'INTERNAL_SERVER_ERROR', message: 'Your location could not be saved' }
}
