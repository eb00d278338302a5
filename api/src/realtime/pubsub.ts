// One typed event map for every push the server makes. In the embedded mode events stay in the
// process; with REDIS_URL they go through Redis so that all instances behave as one.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target'
import { createPubSub } from 'graphql-yoga'
import { Redis } from 'ioredis'
import { createLogger, type Logger } from '../logger.js'
import { watchRedis } from './redis-health.js'

export interface ParticipantLocationEvent {
  participantId: string
  meetupId: string
  userId: string
  lat: number
  lon: number
  /** Per-participant, increasing: a client ignores an event older than the one it has. */
  sequence: number
  lastUpdated: string
}

/** The gather changed (name, time, people): open screens read it again. */
export interface MeetupUpdatedEvent {
  meetupId: string
  /** The gather ended or was deleted: its live streams end. */
  ended?: boolean
}

/** Someone joined, answered, changed their status, or their shared position was deleted. */
export interface ParticipantChangedEvent {
  meetupId: string
  participantId: string
  kind: 'joined' | 'status' | 'invitation' | 'location-cleared' | 'removed'
  /** Whose record: a removal or a decline ends that person's live streams. */
  userId?: string
  invitationStatus?: 'invited' | 'pending' | 'accepted' | 'declined'
}

/** A group's members (or the group itself) changed; published after the write committed. */
export interface GroupMembersChangedEvent {
  groupId: string
  ownerId: string
}

/** A session ended or a person's account changed: every instance drops its cached sessions. */
export interface SessionsChangedEvent {
  userId?: string
  tokenHash?: string
}

export type PubSubEvents = {
  sessionsChanged: [change: SessionsChangedEvent]
  participantLocationUpdated: [meetupId: string, event: ParticipantLocationEvent]
  meetupUpdated: [meetupId: string, event: MeetupUpdatedEvent]
  participantChanged: [meetupId: string, event: ParticipantChangedEvent]
  groupMembersChanged: [groupId: string, event: GroupMembersChangedEvent]
}

export function createAppPubSub(redisUrl?: string, logger: Logger = createLogger('silent')) {
  if (!redisUrl) return { pubSub: createPubSub<PubSubEvents>(), close: async () => {} }
  // Pub/sub commands wait out an outage (no retry cap) instead of failing after ~11 s; a command
  // that still fails (the client closed) is logged, never an unhandled rejection.
  const options = { lazyConnect: false, maxRetriesPerRequest: null }
  const publishClient = watchRedis(new Redis(redisUrl, options), 'publish', logger)
  const subscribeClient = watchRedis(new Redis(redisUrl, options), 'subscribe', logger)
  const failed = (what: string) => (error: Error) => logger.warn({ err: error.message }, `Redis ${what} failed`)
  // The event target calls only these methods and drops their promises; these catch them.
  const publisher = {
    publish: (channel: string, message: string) => publishClient.publish(channel, message).catch(failed('publish')),
  }
  const subscriber = {
    on: (event: 'message', listener: (channel: string, message: string) => void) => subscribeClient.on(event, listener),
    subscribe: (channel: string) => subscribeClient.subscribe(channel).catch(failed('subscribe')),
    unsubscribe: (channel: string) => subscribeClient.unsubscribe(channel).catch(failed('unsubscribe')),
  }
  const pubSub = createPubSub<PubSubEvents>({
    eventTarget: createRedisEventTarget({
      publishClient: publisher as unknown as Redis,
      subscribeClient: subscriber as unknown as Redis,
    }),
  })
  return {
    pubSub,
    close: async () => {
      publishClient.disconnect()
      subscribeClient.disconnect()
    },
  }
}

export type AppPubSub = ReturnType<typeof createAppPubSub>['pubSub']
