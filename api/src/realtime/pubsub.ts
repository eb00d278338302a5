// One typed event map for every push the server makes. In the embedded mode events stay in the
// process; with REDIS_URL they go through Redis so that all instances behave as one.
import { EventEmitter } from 'node:events'
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target'
import { createPubSub } from '@graphql-yoga/subscription'
import { Redis } from 'ioredis'
import type { Logger } from '../logger.js'
import type { RedisHealth } from './redis-health.js'

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

export interface AppPubSubHandle {
  pubSub: ReturnType<typeof createPubSub<PubSubEvents>>
  /**
   * Resolves once this instance receives `topic`'s events (Redis acknowledged the SUBSCRIBE).
   * Call it after the first pull of a `pubSub.subscribe` iterator has put the listener in place.
   */
  listening(topic: keyof PubSubEvents, id?: string): Promise<void>
  /** Calls `listener` each time the subscriber connection is back after a drop and listens again. */
  onResubscribed(listener: () => void): () => void
  close(): Promise<void>
}

export function createAppPubSub(redisUrl?: string, health?: RedisHealth, logger?: Logger): AppPubSubHandle {
  const resubscribed = new EventEmitter()
  resubscribed.setMaxListeners(0)
  const onResubscribed = (listener: () => void) => {
    resubscribed.on('resubscribed', listener)
    return () => void resubscribed.off('resubscribed', listener)
  }
  // In-process events are delivered synchronously: a listener in place is listening.
  if (!redisUrl) {
    return { pubSub: createPubSub<PubSubEvents>(), listening: async () => {}, onResubscribed, close: async () => {} }
  }
  // Commands wait out an outage (no retry cap) instead of failing after ~11 s; a publish made
  // meanwhile goes out when Redis is back. Reconnects are tried at least every second.
  const options = { maxRetriesPerRequest: null, retryStrategy: (times: number) => Math.min(times * 100, 1000) }
  const watch = (client: Redis) => (health ? health.watch(client) : client.on('error', () => {}))
  const publishClient = watch(new Redis(redisUrl, options))
  const subscribeClient = watch(new Redis(redisUrl, options))
  const failed = (what: string) => (error: Error) => logger?.warn({ err: error.message }, `Redis ${what} failed`)
  /** Channels this instance listens to, each with its SUBSCRIBE's acknowledgement. */
  const channels = new Map<string, Promise<unknown>>()
  // The event target calls only these methods and drops their promises; these keep or catch them.
  const publisher = {
    publish: (channel: string, message: string) => publishClient.publish(channel, message).catch(failed('publish')),
  }
  const subscriber = {
    on: (event: 'message', listener: (channel: string, message: string) => void) => subscribeClient.on(event, listener),
    subscribe: (channel: string) => {
      channels.set(channel, subscribeClient.subscribe(channel).catch(failed('subscribe')))
    },
    unsubscribe: (channel: string) => {
      channels.delete(channel)
      return subscribeClient.unsubscribe(channel).catch(failed('unsubscribe'))
    },
  }
  // Events published while the subscriber was away are gone: once it listens again (ioredis
  // re-subscribes on its own; subscribing again is acknowledged after that), streams catch up.
  let dropped = false
  subscribeClient.on('close', () => {
    dropped = true
  })
  subscribeClient.on('ready', () => {
    if (!dropped) return
    dropped = false
    const all = [...channels.keys()]
    const again = all.length ? subscribeClient.subscribe(...all) : Promise.resolve()
    again.then(() => resubscribed.emit('resubscribed'), failed('resubscribe'))
  })
  const pubSub = createPubSub<PubSubEvents>({
    eventTarget: createRedisEventTarget({
      publishClient: publisher as unknown as Redis,
      subscribeClient: subscriber as unknown as Redis,
    }),
  })
  return {
    pubSub,
    listening: async (topic, id) => {
      await channels.get(id === undefined ? topic : `${topic}:${id}`)
    },
    onResubscribed,
    close: async () => {
      publishClient.disconnect()
      subscribeClient.disconnect()
    },
  }
}

export type AppPubSub = AppPubSubHandle['pubSub']
