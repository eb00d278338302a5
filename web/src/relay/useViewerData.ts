// The viewer query's answer, fetched at start without Relay, put into the Relay store once and
// read from there, so screens get fragment references and later store updates (a new display
// name) reach them.
import { useLazyLoadQuery } from 'react-relay'
import { createOperationDescriptor, getRequest } from 'relay-runtime'
import type { viewerQuery } from '../__generated__/viewerQuery.graphql'
import type { ViewerPayload } from '../viewer'
import { environment } from './environment'
import { ViewerQuery } from './viewerQuery'

const committed = new WeakSet<ViewerPayload>()

export function useViewerData(payload: ViewerPayload) {
  if (!committed.has(payload)) {
    committed.add(payload)
    environment.commitPayload(createOperationDescriptor(getRequest(ViewerQuery), {}), payload.data)
  }
  return useLazyLoadQuery<viewerQuery>(ViewerQuery, {}, { fetchPolicy: 'store-only' })
}
