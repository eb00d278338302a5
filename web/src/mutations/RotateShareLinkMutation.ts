import { graphql, useMutation } from 'react-relay'
import type { RotateShareLinkMutation } from '../__generated__/RotateShareLinkMutation.graphql'
import { outcome, run } from './commit'

/** A new join link (organiser only): the old one stops working; the screen's QR code and link follow. */
export function useRotateShareLink() {
  const [commit, busy] = useMutation<RotateShareLinkMutation>(graphql`
    mutation RotateShareLinkMutation($meetupId: ID!) {
      rotateShareLink(meetupId: $meetupId) {
        __typename
        ... on RotateShareLinkPayload { data { id shareUrl shareableLink } }
        ... on Error { message }
      }
    }
  `)
  const rotate = async (meetupId: string) => outcome((await run(commit, { meetupId })).rotateShareLink)
  return [rotate, busy] as const
}
