// One query per route (style rule 13): the route element starts its query as it mounts, in
// parallel with the lazy screen chunk, and hands the preloaded reference to the screen, which
// reads it with usePreloadedQuery. Query modules stay out of the screen chunks so that starting
// a route's query never waits for its screen's code.
import { type ReactNode, Suspense, useCallback, useEffect } from 'react'
import { type PreloadedQuery, useQueryLoader } from 'react-relay'
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime'

export type Refetch = () => void

export function QueryRoute<T extends OperationType>(props: {
  query: GraphQLTaggedNode
  variables: T['variables']
  fallback: ReactNode
  children: (reference: PreloadedQuery<T>, refetch: Refetch) => ReactNode
}) {
  const [reference, load, dispose] = useQueryLoader<T>(props.query)
  const key = JSON.stringify(props.variables)
  useEffect(() => {
    load(JSON.parse(key), { fetchPolicy: 'store-and-network' })
    return () => dispose()
  }, [key, load, dispose])
  // A refetch keeps what is on screen (rendered from the store) while the fresh answer comes.
  const refetch = useCallback(() => load(JSON.parse(key), { fetchPolicy: 'store-and-network' }), [key, load])
  if (!reference) return <>{props.fallback}</>
  return <Suspense fallback={props.fallback}>{props.children(reference, refetch)}</Suspense>
}
