// One typed event map for every push the server makes. In the embedded mode events stay in the
// process; with REDIS_URL they go through Redis so that all instances behave as one.
import { setMaxListeners } from 'node:events'
import { createPubSub } from '@graphql-yoga/subscription'

/** An ETA as pushed and served (its time as ISO text: events cross Redis as JSON); live/arrivals makes them. */
export interface EtaView {
  /** Straight-line miles to the venue. */
  distance: number
  basis: 'here' | 'from pace' | 'walking estimate' | 'driving estimate'
  minutes: number
  arrivesAt: string
  lateMinutes: number
}

export interface ParticipantLocationEvent {
  participantId: string
  meetupId: string
  userId: string
  lat: number
  lon: number
  /** Per-participant, increasing: a client ignores an event older than the one it has. */
  sequence: number
  lastUpdated: string
  /** The person's estimated arrival after this position, when the gather has a venue. */
  eta?: EtaView | null
}

/**
 * A person's shared position was deleted (stopped, less precise, expired, the gather ended):
 * numbered like their positions, so that a client holding an older one deletes it, and a
 * position sent after the deletion replaces it.
 */
export interface PositionClearedEvent {
  participantId: string
  meetupId: string
  sequence: number
  cleared: true
}

/** What the position streams carry: a new position or a deletion, each with the person's sequence. */
export type LivePositionEvent = ParticipantLocationEvent | PositionClearedEvent

export const isCleared = (event: LivePositionEvent): event is PositionClearedEvent => 'cleared' in event

/** The gather changed (name, time, people): open screens read it again. */
export interface MeetupUpdatedEvent {
  meetupId: string
  /** The gather ended or was deleted: its live streams end. */
  ended?: boolean
}

/** Someone joined, answered, changed their status or their sharing (paused, stopped, precision), or their shared position was deleted. */
export interface ParticipantChangedEvent {
  meetupId: string
  participantId: string
  kind: 'joined' | 'status' | 'invitation' | 'location-cleared' | 'removed' | 'sharing'
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
  /** One or more new positions (or deletions) of the gather (a writer may publish several at once). */
  participantLocationUpdated: [meetupId: string, positions: LivePositionEvent[]]
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

/** In-process events (the embedded mode): delivered synchronously, so a listener in place is listening. */
export function createAppPubSub(): AppPubSubHandle {
  // Every open live screen listens on its gather's topics: more than Node's default of 10
  // listeners per event is normal here, not a leak.
  const eventTarget = new EventTarget()
  setMaxListeners(0, eventTarget)
  return {
    pubSub: createPubSub<PubSubEvents>({ eventTarget }),
    listening: async () => {},
    onResubscribed: () => () => {},
    close: async () => {},
  }
}

export type AppPubSub = AppPubSubHandle['pubSub']
