// Keeps the live screen current by push: positions, people's
// changes and the gather's own changes (rename, reschedule) arrive over graphql-ws and are written
// into the Relay store. Positions start with a snapshot of all of them (again on every
// resubscribe and reconnect). A position is applied only when its sequence is newer than the one held,
// so a late event never moves a marker back. When the viewer's access ends (ACCESS_ENDED: removed,
// declined, gather ended…), the screen is told; any other stream failure subscribes again.
import { createElement, useEffect, useMemo, useRef, useState } from 'react'
import { graphql, useSubscription } from 'react-relay'
import { ConnectionHandler, type GraphQLSubscriptionConfig } from 'relay-runtime'
import type { LiveUpdatesChangesSubscription } from '../__generated__/LiveUpdatesChangesSubscription.graphql'
import type { LiveUpdatesLocationSubscription } from '../__generated__/LiveUpdatesLocationSubscription.graphql'
import type { LiveUpdatesMeetupSubscription } from '../__generated__/LiveUpdatesMeetupSubscription.graphql'
import { accessEnded, StreamError, signalSessionEnd } from '../relay/session'
import { applyLivePositions } from './store-updates'

/** Waiting before subscribing again after a stream failed for another reason than an access end. */
export const resubscribeMs = 5000

export interface AccessEnd {
  message: string
  reason: string
}

/** The texts when the server gave none (or when the end is seen from a people change). */
export const accessEndTexts: Record<string, string> = {
  removed: 'You were removed from this gather.',
  declined: 'You declined this gather.',
  ended: 'This gather has ended.',
  deleted: 'This gather was deleted.',
  'account-deleted': 'Your account was deleted.',
}

// The first event is every shared position (read once the server listens), so nothing sent
// while this screen loaded or reconnected is missed; each person's higher sequence wins, deletions
// included.
const locationSubscription = graphql`
  subscription LiveUpdatesLocationSubscription($meetupId: ID!) {
    livePositions(meetupId: $meetupId) {
      snapshot
      positions { participantId lat lon sequence lastUpdated eta { distance basis minutes arrivesAt lateMinutes } }
      cleared { participantId sequence }
    }
  }
`

const changesSubscription = graphql`
  subscription LiveUpdatesChangesSubscription($meetupId: ID!) {
    participantChanged(meetupId: $meetupId) {
      kind
      participantId
      participant { id ...LiveBoard_participants }
    }
  }
`

const meetupSubscription = graphql`
  subscription LiveUpdatesMeetupSubscription($meetupId: ID!) {
    meetupUpdated(meetupId: $meetupId) {
      meetupId
      meetup { id description locationName isExpired location { lat lon } ...LiveHeader_meetup }
    }
  }
`

/** Rendered while the viewer is an accepted participant (the server refuses others). */
export function LiveUpdates(props: {
  meetupId: string
  /** The viewer's own participant's global id, to notice their own removal. */
  viewerParticipantId: string
  /** The Relay connection of the people list, for new arrivals. */
  connectionId: string
  onAccessEnded: (end: AccessEnd) => void
}) {
  const { meetupId, connectionId, viewerParticipantId } = props
  const endedRef = useRef(props.onAccessEnded)
  useEffect(() => {
    endedRef.current = props.onAccessEnded
  }, [props.onAccessEnded])

  // A stream that failed (not an access end, not a session end) is subscribed again a bit later.
  const [generation, setGeneration] = useState(0)
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(retry.current), [])
  const onError = useMemo(
    () => (error: Error) => {
      const end = accessEnded(error)
      // Signed out elsewhere: the app's own session-end flow (toast, then sign-in), whichever of
      // this error and the socket's 4401 arrives first.
      if (end?.reason === 'signed-out') return signalSessionEnd()
      if (end) {
        endedRef.current({
          reason: end.reason,
          message: end.message || accessEndTexts[end.reason] || accessEndTexts.ended || '',
        })
        return
      }
      console.warn('[live] updates stopped; subscribing again', error)
      // The session-end flow (4401) navigates away; nothing to resume.
      if (error instanceof StreamError && error.closeCode === 4401) return
      clearTimeout(retry.current)
      retry.current = setTimeout(() => setGeneration((n) => n + 1), resubscribeMs)
    },
    [],
  )

  return createElement(Streams, {
    key: generation,
    meetupId,
    connectionId,
    viewerParticipantId,
    onError,
    onEnded: endedRef,
  })
}

/** The three subscriptions; LiveUpdates mounts them again (a new key) to subscribe again. */
function Streams(props: {
  meetupId: string
  connectionId: string
  viewerParticipantId: string
  onError: (error: Error) => void
  onEnded: { current: (end: AccessEnd) => void }
}) {
  const { meetupId, connectionId, viewerParticipantId, onError, onEnded: endedRef } = props
  const locations = useMemo<GraphQLSubscriptionConfig<LiveUpdatesLocationSubscription>>(
    () => ({
      subscription: locationSubscription,
      variables: { meetupId },
      onError,
      updater: (store, data) => {
        if (data?.livePositions) applyLivePositions(store, data.livePositions)
      },
    }),
    [meetupId, onError],
  )

  const changes = useMemo<GraphQLSubscriptionConfig<LiveUpdatesChangesSubscription>>(
    () => ({
      subscription: changesSubscription,
      variables: { meetupId },
      onError,
      onNext: (data) => {
        const change = data?.participantChanged
        if (change?.kind === 'REMOVED' && change.participantId === viewerParticipantId) {
          endedRef.current({ message: accessEndTexts.removed ?? '', reason: 'removed' })
        }
      },
      updater: (store, data) => {
        const change = data?.participantChanged
        const connection = store.get(connectionId)
        if (!change || !connection) return
        // A global id: the id of the participant's record in the store.
        const nodeId = change.participantId
        const present = (connection.getLinkedRecords('edges') ?? []).some(
          (edge) => edge?.getLinkedRecord('node')?.getDataID() === nodeId,
        )
        const count = connection.getValue('totalCount')
        if (change.kind === 'REMOVED' || !change.participant) {
          ConnectionHandler.deleteNode(connection, nodeId)
          if (present && typeof count === 'number' && count > 0) connection.setValue(count - 1, 'totalCount')
          return
        }
        const node = store.get(nodeId)
        if (!present && node) {
          const edge = ConnectionHandler.createEdge(store, connection, node, 'MeetupParticipantsConnectionEdge')
          ConnectionHandler.insertEdgeAfter(connection, edge)
          if (typeof count === 'number') connection.setValue(count + 1, 'totalCount')
        }
      },
    }),
    [meetupId, connectionId, viewerParticipantId, onError, endedRef],
  )

  const meetup = useMemo<GraphQLSubscriptionConfig<LiveUpdatesMeetupSubscription>>(
    () => ({
      subscription: meetupSubscription,
      variables: { meetupId },
      onError,
      onNext: (data) => {
        if (data?.meetupUpdated && data.meetupUpdated.meetup === null) {
          endedRef.current({ message: accessEndTexts.deleted ?? '', reason: 'ended' })
        }
      },
    }),
    [meetupId, onError, endedRef],
  )

  useSubscription(locations)
  useSubscription(changes)
  useSubscription(meetup)
  return null
}
