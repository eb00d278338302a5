// Keeps the live screen current by push (spec 001 section 4, DESIGN.md): positions and people's
// changes arrive over graphql-ws and are written into the Relay store. A position is applied only
// when its sequence is newer than the one held, so a late event never moves a marker back. While
// the connection is down, the screen polls instead (the spec's 5 s), until the push is back.
import { useEffect, useMemo } from 'react'
import { graphql, useSubscription } from 'react-relay'
import { ConnectionHandler, type GraphQLSubscriptionConfig } from 'relay-runtime'
import type { LiveUpdatesChangesSubscription } from '../__generated__/LiveUpdatesChangesSubscription.graphql'
import type { LiveUpdatesLocationSubscription } from '../__generated__/LiveUpdatesLocationSubscription.graphql'
import { onLiveState } from '../relay/environment'
import { applyLocationEvent, participantNodeId } from './store-updates'

export const fallbackPollMs = 5000

const locationSubscription = graphql`
  subscription LiveUpdatesLocationSubscription($meetupId: ID!) {
    participantLocationUpdated(meetupId: $meetupId) { participantId lat lon sequence lastUpdated }
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

/** Rendered while the viewer is an accepted participant (the server refuses others). */
export function LiveUpdates(props: {
  meetupId: string
  /** The Relay connection of the people list, for new arrivals. */
  connectionId: string
  refetch: () => void
}) {
  const { meetupId, connectionId, refetch } = props

  const locations = useMemo<GraphQLSubscriptionConfig<LiveUpdatesLocationSubscription>>(
    () => ({
      subscription: locationSubscription,
      variables: { meetupId },
      onError: (error) => console.warn('[live] location updates stopped', error),
      updater: (store, data) => {
        if (data?.participantLocationUpdated) applyLocationEvent(store, data.participantLocationUpdated)
      },
    }),
    [meetupId],
  )

  const changes = useMemo<GraphQLSubscriptionConfig<LiveUpdatesChangesSubscription>>(
    () => ({
      subscription: changesSubscription,
      variables: { meetupId },
      onError: (error) => console.warn('[live] people updates stopped', error),
      updater: (store, data) => {
        const change = data?.participantChanged
        const connection = store.get(connectionId)
        if (!change || !connection) return
        const nodeId = participantNodeId(change.participantId)
        if (change.kind === 'removed' || !change.participant) {
          ConnectionHandler.deleteNode(connection, nodeId)
          return
        }
        const present = (connection.getLinkedRecords('edges') ?? []).some(
          (edge) => edge?.getLinkedRecord('node')?.getDataID() === nodeId,
        )
        const node = store.get(nodeId)
        if (!present && node) {
          const edge = ConnectionHandler.createEdge(store, connection, node, 'MeetupParticipantsConnectionEdge')
          ConnectionHandler.insertEdgeAfter(connection, edge)
          const count = connection.getValue('totalCount')
          if (typeof count === 'number') connection.setValue(count + 1, 'totalCount')
        }
      },
    }),
    [meetupId, connectionId],
  )

  useSubscription(locations)
  useSubscription(changes)

  // Polling only while the push connection is down; one catch-up fetch when it is back.
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined
    let wasDown = false
    const stop = onLiveState((state) => {
      clearInterval(timer)
      timer = undefined
      if (state === 'down') {
        wasDown = true
        timer = setInterval(refetch, fallbackPollMs)
      } else if (state === 'up' && wasDown) {
        wasDown = false
        refetch()
      }
    })
    return () => {
      stop()
      clearInterval(timer)
    }
  }, [refetch])
  return null
}
