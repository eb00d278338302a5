// The viewer's own sharing in a gather: consent and start, precision, stop, paused. Each answers
// the participant's sharing, which Relay writes into the store (the panel and the sender follow).
import { graphql, useMutation } from 'react-relay'
import type { SharingMutationsPauseMutation } from '../../__generated__/SharingMutationsPauseMutation.graphql'
import type { SharingMutationsPrecisionMutation } from '../../__generated__/SharingMutationsPrecisionMutation.graphql'
import type { SharingMutationsShareMutation } from '../../__generated__/SharingMutationsShareMutation.graphql'
import type { SharingMutationsStopMutation } from '../../__generated__/SharingMutationsStopMutation.graphql'
import { outcome, run } from '../../mutations/commit'
import type { Precision } from './sharing'

export function useShareLocation() {
  const [commit, busy] = useMutation<SharingMutationsShareMutation>(graphql`
    mutation SharingMutationsShareMutation($meetupId: ID!, $precision: SharingPrecision) {
      shareLocation(meetupId: $meetupId, precision: $precision) {
        __typename
        ... on ShareLocationPayload { data { id ...SharingPanel_participant } }
        ... on Error { message }
      }
    }
  `)
  const share = async (meetupId: string, precision?: Precision) =>
    outcome((await run(commit, { meetupId, precision: precision ?? null })).shareLocation)
  return [share, busy] as const
}

export function useSetPrecision() {
  const [commit, busy] = useMutation<SharingMutationsPrecisionMutation>(graphql`
    mutation SharingMutationsPrecisionMutation($meetupId: ID!, $precision: SharingPrecision!) {
      setSharingPrecision(meetupId: $meetupId, precision: $precision) {
        __typename
        ... on SetSharingPrecisionPayload { data { id ...SharingPanel_participant } }
        ... on Error { message }
      }
    }
  `)
  const set = async (meetupId: string, precision: Precision) =>
    outcome((await run(commit, { meetupId, precision })).setSharingPrecision)
  return [set, busy] as const
}

export function useStopSharing() {
  const [commit, busy] = useMutation<SharingMutationsStopMutation>(graphql`
    mutation SharingMutationsStopMutation($meetupId: ID!) {
      stopSharing(meetupId: $meetupId) {
        __typename
        ... on StopSharingPayload { data { id location { lat lon } lastUpdated ...SharingPanel_participant } }
        ... on Error { message }
      }
    }
  `)
  const stop = async (meetupId: string) => outcome((await run(commit, { meetupId })).stopSharing)
  return [stop, busy] as const
}

/** "Paused" when the page is hidden or the phone locks, "resumed" when it is shown again. */
export function useSetPaused() {
  const [commit] = useMutation<SharingMutationsPauseMutation>(graphql`
    mutation SharingMutationsPauseMutation($meetupId: ID!, $paused: Boolean!) {
      setSharingPaused(meetupId: $meetupId, paused: $paused) {
        __typename
        ... on SetSharingPausedPayload { data { id ...SharingPanel_participant } }
        ... on Error { message }
      }
    }
  `)
  return async (meetupId: string, paused: boolean) =>
    outcome((await run(commit, { meetupId, paused })).setSharingPaused)
}
