// One typed event map for every push the server makes. In the embedded mode events stay in the
// process; with REDIS_URL they go through Redis (redis-pubsub.ts) so that all instances behave
// as one.
import { createPubSub, type PubSub } from '@graphql-yoga/subscription'

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

/** In-process pub/sub (the embedded mode); with REDIS_URL, createRedisPubSub in redis-pubsub.ts. */
export function createAppPubSub(): { pubSub: AppPubSub; close(): Promise<void> } {
  return { pubSub: createPubSub<PubSubEvents>(), close: async () => {} }
}

export type AppPubSub = PubSub<PubSubEvents>
