import { graphql, useMutation, useRelayEnvironment } from 'react-relay'
import { commitLocalUpdate } from 'relay-runtime'
import type { LiveMutationsJoinMutation } from '../__generated__/LiveMutationsJoinMutation.graphql'
import type { LiveMutationsLocationMutation } from '../__generated__/LiveMutationsLocationMutation.graphql'
import type {
  LiveMutationsStatusMutation,
  ParticipantStatus,
} from '../__generated__/LiveMutationsStatusMutation.graphql'
import { type FixMeta, RateLimited } from '../live/position-sender'
import { applyLocationEvent, type LocationEvent } from '../live/store-updates'
import { sendPositionOverSocket } from '../relay/environment'
import { outcome, run } from './commit'

/** Opening a gather signed in: accepts an invitation or joins; the screen's data comes back. */
export function useJoinMeetup() {
  const [commit, busy] = useMutation<LiveMutationsJoinMutation>(graphql`
    mutation LiveMutationsJoinMutation($meetupId: ID!, $rejoin: Boolean) {
      joinMeetup(meetupId: $meetupId, rejoin: $rejoin) {
        __typename
        ... on JoinMeetupPayload { data { id ...ProximityScreen_meetup } }
        ... on Error { message }
      }
    }
  `)
  const join = async (meetupId: string, rejoin = false) => outcome((await run(commit, { meetupId, rejoin })).joinMeetup)
  return [join, busy] as const
}

export function useUpdateStatus() {
  const [commit] = useMutation<LiveMutationsStatusMutation>(graphql`
    mutation LiveMutationsStatusMutation($participantId: ID!, $status: ParticipantStatus!) {
      updateParticipantStatus(participantId: $participantId, status: $status) {
        __typename
        ... on UpdateParticipantStatusPayload { data { id status } }
        ... on Error { message }
      }
    }
  `)
  // participantId is the global id, so the record the optimistic answer writes is the one shown.
  return (participantId: string, status: ParticipantStatus) =>
    new Promise<void>((resolve, reject) =>
      commit({
        variables: { participantId, status },
        optimisticResponse: {
          updateParticipantStatus: {
            __typename: 'UpdateParticipantStatusPayload',
            data: { id: participantId, status },
          },
        },
        onCompleted: (response) =>
          response.updateParticipantStatus.__typename === 'UpdateParticipantStatusPayload'
            ? resolve()
            : reject(new Error('status not saved')),
        onError: reject,
      }),
    )
}

/**
 * Sends the device's position: over the live screen's open socket when there is one, else as the
 * mutation over HTTP. The pushed event updates every open map; the answer is written into this
 * screen's store at once, so that your own row shows you sharing without waiting.
 */
export function useSendLocation() {
  const environment = useRelayEnvironment()
  const [commit] = useMutation<LiveMutationsLocationMutation>(graphql`
    mutation LiveMutationsLocationMutation(
      $participantId: ID!
      $lat: Float!
      $lon: Float!
      $accuracy: Float
      $capturedAt: DateTime
    ) {
      updateParticipantLocation(
        participantId: $participantId
        lat: $lat
        lon: $lon
        accuracy: $accuracy
        capturedAt: $capturedAt
      ) {
        __typename
        ... on UpdateParticipantLocationPayload {
          data { participantId lat lon sequence lastUpdated eta { distance basis minutes arrivesAt lateMinutes } }
        }
        ... on Error { message }
      }
    }
  `)
  return async (participantId: string, lat: number, lon: number, meta?: FixMeta) => {
    // The fix's accuracy and time feed the server's ETA rules.
    const fix = { accuracy: meta?.accuracy ?? null, capturedAt: meta ? new Date(meta.capturedAt).toISOString() : null }
    const overSocket = await sendPositionOverSocket<LocationEvent>({ participantId, lat, lon, ...fix })
    if (overSocket && 'error' in overSocket) {
      const { code, message, resetAt } = overSocket.error
      // Spent points: not sent again over HTTP (the same points), the sender pauses until the reset.
      if (code === 'RATE_LIMITED' && resetAt) throw new RateLimited(message, Date.parse(resetAt))
      throw new Error(message)
    }
    if (overSocket) {
      commitLocalUpdate(environment, (store) => applyLocationEvent(store, overSocket.event))
      return
    }
    const result = await run(
      commit,
      {
        participantId,
        lat,
        lon,
        ...fix,
      },
      {
        updater: (store, data) => {
          const answer = data?.updateParticipantLocation
          if (answer?.__typename === 'UpdateParticipantLocationPayload' && answer.data) {
            applyLocationEvent(store, answer.data)
          }
        },
      },
    )
    const answer = result.updateParticipantLocation
    if (answer.__typename !== 'UpdateParticipantLocationPayload') {
      throw new Error('message' in answer ? answer.message : 'position not saved')
    }
  }
}

export type { ParticipantStatus }
