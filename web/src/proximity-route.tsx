// /proximity/:id and /join/:shareableLink: one screen, found by id or by share link, for visitors
// and signed-in people alike. Its query starts as the route renders, beside the screen's chunk.
import { useParams } from 'react-router-dom'
import type { ProximityQuery } from './__generated__/ProximityQuery.graphql'
import { Spinner } from './components/Spinner'
import { lazyRoute } from './lazy-route'
import { ProximityQueryNode } from './queries/ProximityQuery'
import { preloadRouteQuery, QueryRoute } from './relay/QueryRoute'

const Proximity = lazyRoute(() => import('./screens/ProximityScreen'))

const keyOf = (pathname: string) => /^\/(?:proximity|join)\/([^/]+)\/?$/.exec(pathname)?.[1]

/** The first page: the screen's code and its query, before the viewer query answers. */
export function preloadFirstPage(pathname: string) {
  const key = keyOf(pathname)
  if (!key) return
  void Proximity.preload()
  try {
    preloadRouteQuery<ProximityQuery>(ProximityQueryNode, { key: decodeURIComponent(key) })
  } catch {
    // A malformed link: the route itself shows "Gather not found".
  }
}

export default function ProximityRoute({ signedIn }: { signedIn: boolean }) {
  const { id, shareableLink } = useParams()
  return (
    <QueryRoute<ProximityQuery>
      query={ProximityQueryNode}
      variables={{ key: id ?? shareableLink ?? '' }}
      fallback={<Spinner label="Loading gather..." />}
    >
      {(queryRef) => <Proximity queryRef={queryRef} signedIn={signedIn} />}
    </QueryRoute>
  )
}
